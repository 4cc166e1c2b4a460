"""Service modes and settings endpoints: development mode without keys, the refusal to serve
elsewhere without keys, import mode switched off, predicates and tenant settings; the CLI
`serve` as a real process."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from fastapi.testclient import TestClient

from chronofact.api.rest.app import create_app
from tests.conftest import Neo4jUnderTest

ROOT = Path(__file__).resolve().parents[2]


def _client(
    neo4j_server: Neo4jUnderTest,
    peer: str = "127.0.0.1",
    base_url: str = "http://localhost:8000",
    **update: object,
) -> TestClient:
    """A client of a fresh app; by default a loopback peer that addresses it as localhost."""
    return TestClient(
        create_app(neo4j_server.settings.model_copy(update=update)),
        raise_server_exceptions=False,
        base_url=base_url,
        client=(peer, 50000),
    )


def test_development_mode_needs_no_key_and_acts_as_tenant_default(
    neo4j_server: Neo4jUnderTest,
) -> None:
    with _client(neo4j_server, api_keys="", api_host="127.0.0.1") as dev:
        assert dev.app.state.api_keys == {}  # type: ignore[attr-defined]
        response = dev.get("/v1/facts", params={"subject": "nobody-" + os.urandom(4).hex()})
        assert response.status_code == 200, response.text
        assert response.json()["facts"] == []
        assert dev.get("/v1/settings").status_code == 200


@pytest.mark.parametrize(
    ("peer", "base_url"),
    [
        ("10.1.2.3", "http://localhost:8000"),  # bound to 0.0.0.0 and reached from elsewhere
        ("192.168.1.7", "http://127.0.0.1:8000"),
        ("127.0.0.1", "http://evil.test"),  # DNS rebinding: a page on evil.test resolving here
        ("127.0.0.1", "http://evil.test:8000"),
        ("::1", "http://example.com"),
    ],
)
def test_development_mode_answers_only_loopback_clients_by_loopback_names(
    neo4j_server: Neo4jUnderTest, peer: str, base_url: str
) -> None:
    with _client(neo4j_server, peer, base_url, api_keys="", api_host="127.0.0.1") as dev:
        for path in ("/v1/settings", "/healthz", "/v1/facts?subject=x"):
            response = dev.get(path)
            assert response.status_code == 403, (path, response.text)
            assert response.json()["error"]["code"] == "loopback_only"
        refused = dev.post("/v1/facts", json={"subject": "a", "predicate": "b", "object": "c"})
        assert refused.status_code == 403


@pytest.mark.parametrize(
    ("peer", "base_url"),
    [
        ("127.0.0.1", "http://localhost"),
        ("127.0.0.5", "http://127.0.0.1:8000"),
        ("::1", "http://[::1]:8000"),
    ],
)
def test_development_mode_answers_local_names(
    neo4j_server: Neo4jUnderTest, peer: str, base_url: str
) -> None:
    with _client(neo4j_server, peer, base_url, api_keys="", api_host="127.0.0.1") as dev:
        assert dev.get("/healthz").status_code == 200


def test_with_keys_other_hosts_and_peers_are_served(neo4j_server: Neo4jUnderTest) -> None:
    with _client(
        neo4j_server, "10.1.2.3", "http://api.example.com", api_keys="key-long-1:t"
    ) as keyed:
        response = keyed.get("/v1/settings", headers={"Authorization": "Bearer key-long-1"})
        assert response.status_code == 200, response.text


def test_with_keys_a_request_without_one_is_refused(neo4j_server: Neo4jUnderTest) -> None:
    with _client(neo4j_server, api_keys="key-long-1:tenant-a") as keyed:
        missing = keyed.get("/v1/settings")
        assert missing.status_code == 401 and missing.json()["error"]["code"] == "unauthorized"
        wrong = keyed.get("/v1/settings", headers={"Authorization": "Bearer key-long-2"})
        assert wrong.status_code == 401


@pytest.mark.parametrize("host", ["0.0.0.0", "192.168.1.10", "::"])
def test_no_keys_and_a_non_loopback_bind_is_refused(
    neo4j_server: Neo4jUnderTest, host: str
) -> None:
    with pytest.raises(RuntimeError, match=f"refusing to serve on {host} without API keys"):
        create_app(neo4j_server.settings.model_copy(update={"api_keys": "", "api_host": host}))
    # with keys the same bind is allowed
    create_app(
        neo4j_server.settings.model_copy(update={"api_keys": "key-long-1:t", "api_host": host})
    )


def test_import_mode_off_is_403_and_writes_nothing(
    neo4j_server: Neo4jUnderTest, tenant: str
) -> None:
    admin_key = f"key-long-1:{tenant}:admin"  # import is an admin call
    with _client(neo4j_server, api_keys=admin_key, allow_import=False) as client:
        client.headers["Authorization"] = "Bearer key-long-1"
        refused = client.post(
            "/v1/import",
            json={
                "tx_time": "2020-01-01T00:00:00Z",
                "operations": [
                    {"op": "assert", "subject": "Ann", "predicate": "likes", "object": "tea"}
                ],
            },
        )
        assert refused.status_code == 403, refused.text
        assert refused.json()["error"]["code"] == "import_disabled"
        assert client.get("/v1/facts", params={"subject": "Ann"}).json()["facts"] == []


def test_predicates_list_what_the_tenant_declared(api: TestClient) -> None:
    assert api.get("/v1/predicates").json() == {"predicates": []}
    declared = api.put("/v1/predicates/Favourite Colour", json={"cardinality": "multi"})
    assert declared.status_code == 200, declared.text
    api.put("/v1/predicates/employer", json={"cardinality": "single"})
    listed = api.get("/v1/predicates")
    assert listed.status_code == 200
    assert sorted((p["name"], p["cardinality"]) for p in listed.json()["predicates"]) == [
        ("employer", "single"),
        ("favourite_colour", "multi"),
    ]


def test_settings_start_without_review_and_keep_what_was_put(api: TestClient) -> None:
    assert api.get("/v1/settings").json() == {"review": False}
    assert api.put("/v1/settings", json={"review": True}).json() == {"review": True}
    assert api.get("/v1/settings").json() == {"review": True}
    assert api.put("/v1/settings", json={"review": "maybe"}).status_code == 422
    assert api.get("/v1/settings").json() == {"review": True}


# ---- the CLI `serve` as a process -------------------------------------------------------------
def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _serve_env(neo4j_server: Neo4jUnderTest, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "CHRONOFACT_API_KEYS"}
    settings = neo4j_server.settings
    env.update(
        NEO4J_URI=settings.bolt_uri,  # never start or stop the local Neo4j from here
        NEO4J_USER=settings.neo4j_user,
        NEO4J_PASSWORD=settings.neo4j_password,
        PYTHONPATH=str(ROOT),
        **extra,
    )
    return env


@pytest.fixture
def serve_process(neo4j_server: Neo4jUnderTest) -> Iterator[tuple[subprocess.Popen[str], int]]:
    port = _free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "chronofact.api.cli", "serve", "--port", str(port)],
        env=_serve_env(neo4j_server),
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        yield process, port
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=10)


def _wait_healthy(process: subprocess.Popen[str], port: int, timeout: float = 90.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            output = process.stdout.read() if process.stdout else ""
            pytest.fail(f"serve exited with {process.returncode}:\n{output}")
        try:
            if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.5)
    pytest.fail(f"serve did not answer /healthz on port {port} within {timeout:.0f} s")


def test_cli_serve_answers_and_stops_on_sigterm(
    serve_process: tuple[subprocess.Popen[str], int],
) -> None:
    process, port = serve_process
    _wait_healthy(process, port)
    base = f"http://127.0.0.1:{port}"
    assert httpx.get(f"{base}/healthz", timeout=5).json() == {"status": "ok"}
    ready = httpx.get(f"{base}/readyz", timeout=30)
    assert ready.status_code == 200 and ready.json()["status"] == "ready", ready.text
    # development mode: no key needed on loopback
    assert httpx.get(f"{base}/v1/settings", timeout=10).status_code == 200
    process.send_signal(signal.SIGTERM)
    assert process.wait(timeout=30) == 0


def test_cli_serve_refuses_a_non_loopback_host_without_keys(
    neo4j_server: Neo4jUnderTest,
) -> None:
    port = _free_port()
    command = [sys.executable, "-m", "chronofact.api.cli", "serve", "--host", "0.0.0.0"]
    process = subprocess.Popen(
        [*command, "--port", str(port)],
        env=_serve_env(neo4j_server),
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    serving = False
    try:
        deadline = time.monotonic() + 90
        while process.poll() is None and not serving and time.monotonic() < deadline:
            try:
                serving = httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=2).is_success
            except httpx.TransportError:
                time.sleep(0.5)
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
    output = process.stdout.read() if process.stdout else ""
    assert not serving, "serve --host 0.0.0.0 without API keys answered requests"
    assert process.returncode != 0 and "refusing to serve on 0.0.0.0" in output
