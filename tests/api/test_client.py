"""`chronofact.client` against the running API: the sync client over a real socket (uvicorn),
the async client over both the socket and httpx's ASGI transport, retries against a server that
answers 503 before 200, typed errors carrying the envelope, and the examples run end to end."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from chronofact.api.rest.app import create_app
from chronofact.api.rest.key_cache import Principal
from chronofact.api.roles import Role
from chronofact.api.schemas.facts import FactIn
from chronofact.api.schemas.versions import FactOut, HistoryOut
from chronofact.client import (
    ApiUnreachable,
    AsyncClient,
    Client,
    InvalidRequest,
    NotFound,
    RetryPolicy,
    Unauthorized,
    Unavailable,
)
from tests.api.served import FlakyFront, closed_port, serving
from tests.conftest import Neo4jUnderTest, new_tenant

ROOT = Path(__file__).resolve().parents[2]
FAST = RetryPolicy(attempts=4, backoff=0.01, max_backoff=0.05, jitter=0.0)
"""Retries without the waiting (a test that checks `Retry-After` says so)."""


@pytest.fixture(scope="module")
def front(neo4j_server: Neo4jUnderTest) -> Iterator[FlakyFront]:
    settings = neo4j_server.settings.model_copy(update={"api_keys": "bootstrap:bootstrap"})
    yield FlakyFront(create_app(settings))


@pytest.fixture(scope="module")
def url(front: FlakyFront) -> Iterator[str]:
    with serving(front) as base_url:
        yield base_url


@pytest.fixture
def key(front: FlakyFront, url: str, tenant: str) -> str:
    """An API key bound to this test's tenant; the front starts each test answering."""
    api_key = "key-" + uuid.uuid4().hex
    front.app.state.api_keys[api_key] = Principal(tenant, Role.ADMIN)  # erase needs admin
    front.refuse(0)
    return api_key


def test_sync_client_covers_facts_and_as_of_queries(url: str, key: str) -> None:
    with Client(url, api_key=key, retry=FAST) as memory:
        acme = memory.assert_fact(
            subject="Alice", predicate="employer", object="Acme", valid_from="2023-06-01T00:00:00Z"
        )
        globex = memory.assert_fact(
            FactIn(
                subject="Alice",
                predicate="employer",
                object="Globex",
                valid_from="2024-03-01T00:00:00Z",  # type: ignore[arg-type]
                statement="Alice joined Globex",
            )
        )
        assert acme.fact is not None and globex.fact is not None
        assert [f["object"]["name"] for f in memory.facts("Alice").facts] == ["Globex"]
        then = memory.facts("Alice", predicate="employer", valid_at="2024-01-01T00:00:00Z")
        assert [f["object"]["name"] for f in then.facts] == ["Acme"]
        believed = memory.facts("Alice", known_at=acme.tx.time)  # before Globex was learned
        assert [f["object"]["name"] for f in believed.facts] == ["Acme"]

        one = memory.get_fact(acme.fact["id"])
        assert isinstance(one, FactOut) and one.revoked_at is not None  # Globex replaced it
        assert one.model_dump(exclude_unset=True) == acme.fact | {"revoked_at": one.revoked_at}
        history = memory.history(acme.fact["id"])
        assert isinstance(history, HistoryOut) and history.fact == one
        ids = [v.id for v in history.key_history]
        assert ids[0] == acme.fact["id"] and globex.fact["id"] in ids
        descendants = {d.id for d in history.lineage.descendants}
        assert descendants and descendants <= set(globex.created)
        line = memory.timeline("alice", start="2023-01-01T00:00:00Z")
        assert [f["object"]["name"] for f in line.facts] == ["Acme", "Globex"]

        batch = memory.batch(
            operations=[
                {"op": "assert", "subject": "Bob", "predicate": "city", "value": "Oslo"},
                {"op": "assert", "subject": "Bob", "predicate": "employer", "object": "Acme"},
            ]
        )
        assert len(batch.created) == 2
        oslo = batch.facts[0]
        assert oslo is not None and "object" not in oslo
        raw = httpx.get(f"{url}/v1/facts/{oslo['id']}", headers={"Authorization": f"Bearer {key}"})
        assert raw.json() == oslo  # the response model leaves the JSON as it was
        assert memory.get_fact(oslo["id"]).value == "Oslo"
        gone = memory.retract_fact(subject="Bob", predicate="city")
        assert len(gone.revoked) == 1
        assert memory.profile("Alice").entity["name"] == "Alice"
        assert memory.forget("Globex").revoked == [globex.fact["id"]]
        erased = memory.erase("Oslo")
        assert erased.mode == "erase" and erased.erased


def test_writes_carry_one_idempotency_key_per_call(front: FlakyFront, url: str, key: str) -> None:
    with Client(url, api_key=key, retry=FAST) as memory:
        memory.facts("Alice")
        memory.assert_fact(subject="Cleo", predicate="city", value="Rome")
        memory.assert_fact(subject="Cleo", predicate="city", value="Pisa", idempotency_key="k-1")
    keys = [seen.idempotency_key for seen in front.seen]
    assert keys[0] is None  # a read carries none
    assert keys[1] and keys[2] == "k-1" and keys[1] != keys[2]


def test_a_503_then_200_is_retried_with_the_same_key(front: FlakyFront, url: str, key: str) -> None:
    with Client(url, api_key=key, retry=FAST) as memory:
        front.refuse(2)
        written = memory.assert_fact(subject="Dan", predicate="city", value="Lima")
        assert written.created
        assert [s.path for s in front.seen] == ["/v1/facts"] * 3
        first_key = front.seen[0].idempotency_key
        assert first_key and {s.idempotency_key for s in front.seen} == {first_key}
        front.refuse(1)
        memory.assert_fact(subject="Dan", predicate="city", value="Cusco")
        second = [s.idempotency_key for s in front.seen]
        assert len(second) == 2 and second[0] == second[1] != first_key
        assert [f["value"] for f in memory.facts("Dan").facts] == ["Cusco"]


def test_retry_after_is_honoured(front: FlakyFront, url: str, key: str) -> None:
    with Client(url, api_key=key, retry=FAST) as memory:
        front.refuse(1, retry_after="1")
        started = time.monotonic()
        memory.facts("Alice")
        assert time.monotonic() - started >= 1.0  # the backoff alone would be 0.01 s
        assert len(front.seen) == 2


def test_retries_are_bounded_and_raise_the_envelope(front: FlakyFront, url: str, key: str) -> None:
    with Client(url, api_key=key, retry=RetryPolicy(attempts=3, backoff=0.01, jitter=0)) as memory:
        front.refuse(10, retry_after="0")
        with pytest.raises(Unavailable) as refused:
            memory.facts("Alice")
        assert len(front.seen) == 3
        assert refused.value.status == 503 and refused.value.code == "unavailable"
        assert refused.value.message == "Neo4j is restarting"
        front.refuse(10, retry_after="120")  # longer than max_retry_after: not waited for
        with pytest.raises(Unavailable):
            memory.facts("Alice")
        assert len(front.seen) == 1


def test_refusals_raise_typed_errors_with_the_envelope(url: str, key: str) -> None:
    with Client(url, api_key=key, retry=FAST) as memory:
        with pytest.raises(NotFound) as missing:
            memory.get_fact("f_nope")
        assert missing.value.code == "not_found" and "f_nope" in missing.value.message
        with pytest.raises(InvalidRequest) as bad:
            memory.facts("Alice", valid_at="soon")
        assert bad.value.status == 422 and bad.value.code == "invalid_time"
        with pytest.raises(InvalidRequest) as invalid_body:
            memory.recall("   ")
        assert invalid_body.value.code == "invalid_query"
    with Client(url, api_key="not-a-key", retry=FAST) as stranger:
        with pytest.raises(Unauthorized) as denied:
            stranger.facts("Alice")
        assert denied.value.code == "unauthorized"


def test_connection_failures_are_retried_then_raised() -> None:
    attempts: list[str] = []

    def count(request: httpx.Request) -> None:
        attempts.append(request.url.path)

    port = closed_port()
    retry = RetryPolicy(attempts=3, backoff=0.01, jitter=0)
    with Client(f"http://127.0.0.1:{port}", retry=retry) as memory:
        memory._http.event_hooks["request"] = [count]
        with pytest.raises(ApiUnreachable) as failed:
            memory.recall("Where does Maria live?")
    assert attempts == ["/v1/recall"] * 3
    assert isinstance(failed.value.__cause__, httpx.ConnectError)


def test_a_lost_answer_is_replayed_only_when_safe() -> None:
    sent: list[str] = []

    def lose(request: httpx.Request) -> httpx.Response:
        sent.append(request.url.path)
        raise httpx.ReadError("connection reset", request=request)

    retry = RetryPolicy(attempts=3, backoff=0.01, jitter=0)
    with Client("http://127.0.0.1:9", retry=retry, transport=httpx.MockTransport(lose)) as memory:
        with pytest.raises(ApiUnreachable):
            memory.assert_fact(subject="Eve", predicate="city", value="Bonn")
        assert sent == ["/v1/facts"]  # may have been written: not resent
        sent.clear()
        with pytest.raises(ApiUnreachable):
            memory.facts("Eve")
        assert sent == ["/v1/facts"] * 3


def test_async_client_over_asgi_and_socket(front: FlakyFront, url: str, key: str) -> None:
    async def scenario() -> None:
        asgi = httpx.ASGITransport(app=front)
        async with AsyncClient("http://localhost", api_key=key, retry=FAST, transport=asgi) as m:
            kept = await m.ingest(
                messages=[
                    {
                        "id": "a-1",
                        "speaker": "Maria",
                        "text": "I moved to Lisbon last year.",
                        "timestamp": "2024-05-10T12:00:00Z",
                    }
                ],
                source={"kind": "conversation", "ref": "chat-a"},
            )
            assert [f["predicate"] for f in kept.facts] == ["lives_in"]
            found = await m.recall("Where does Maria live?")
            assert found.results[0].fact is not None
            assert found.results[0].fact["object"]["name"] == "Lisbon"
            assert "Lisbon" in found.context
            profile = await m.profile("Maria")
            assert any(
                f.get("object", {}).get("name") == "Lisbon"
                for f in profile.dynamic + profile.static
            )
        async with AsyncClient(url, api_key=key, retry=FAST) as over_socket:
            front.refuse(1)
            now = await over_socket.facts("Maria", predicate="lives_in")
            assert [f["object"]["name"] for f in now.facts] == ["Lisbon"]
            assert len(front.seen) == 2
            with pytest.raises(NotFound):
                await over_socket.history("f_nope")

    asyncio.run(scenario())


def _example(args: list[str], env: dict[str, str], timeout: float) -> str:
    done = subprocess.run(
        [sys.executable, *args],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT), **env},
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def _check_agent_loop_output(out: str) -> None:
    assert "remembered: " in out
    blocks = out.split("  recall: ")
    assert len(blocks) == 4  # three questions
    assert "Berlin" in blocks[1]  # after turn 1, where Maria lives
    assert "Lisbon" in blocks[2].split("\n[")[0]  # after turn 2
    assert "Globex" in blocks[3]
    assert out.rstrip().splitlines()[-1] == (
        "as of 2022-12-01T00:00:00Z: Maria lives_in Berlin; works_at Acme"
    )


def test_the_rest_agent_loop_example_runs(url: str, key: str) -> None:
    env = {"CHRONOFACT_URL": url, "CHRONOFACT_API_KEY": key}
    out = _example(["examples/agent_loop.py"], env, timeout=300)
    _check_agent_loop_output(out)
    again = _example(["examples/agent_loop.py"], env, timeout=300)  # nothing new the second time
    assert "remembered: " not in again


@pytest.mark.slow
def test_the_mcp_agent_loop_example_runs() -> None:
    tenant = new_tenant()
    command = f"{sys.executable} -m chronofact.api.cli mcp"
    out = _example(
        ["examples/agent_loop_mcp.py", "--command", command, "--tenant", tenant], {}, timeout=600
    )
    _check_agent_loop_output(out)
