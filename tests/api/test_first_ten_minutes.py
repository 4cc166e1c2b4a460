"""docs/first-ten-minutes.md, run: its `sh` blocks against a real `chronofact serve`, its MCP
calls against `chronofact mcp`, its `:play` URL against the running API.

What is changed on the way, and only this: `make serve` is checked to be install + `serve` and
the serve command runs on a free port with an API key for a fresh test tenant (the suite's
Neo4j must not receive tenant `default` writes); `127.0.0.1:8000` becomes that port and `curl`
is wrapped to send the key.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import socket
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from tests.conftest import Neo4jUnderTest, new_tenant

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "first-ten-minutes.md"
FENCE = re.compile(r"^```([^\n]*)\n(.*?)^```$", re.M | re.S)
MARK = "@@block"


@dataclass(frozen=True)
class Block:
    info: str
    text: str


def blocks() -> list[Block]:
    return [Block(info.strip(), text) for info, text in FENCE.findall(PAGE.read_text())]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@dataclass(frozen=True)
class Served:
    port: int
    key: str
    tenant: str
    output: list[str]  # what `serve` printed so far (filled by a reader thread)
    env: dict[str, str]


@pytest.fixture(scope="module")
def served(neo4j_server: Neo4jUnderTest) -> Iterator[Served]:
    port, key, tenant = _free_port(), "key-" + uuid.uuid4().hex, new_tenant()
    env = {
        **os.environ,
        "NEO4J_URI": neo4j_server.settings.bolt_uri,
        "NEO4J_USER": neo4j_server.settings.neo4j_user,
        "NEO4J_PASSWORD": neo4j_server.settings.neo4j_password,
        "CHRONOFACT_API_KEYS": f"{key}:{tenant}",
        "CHRONOFACT_MCP_TENANT": tenant,
        "HF_HUB_OFFLINE": "1",
        "TRANSFORMERS_OFFLINE": "1",
        "PYTHONUNBUFFERED": "1",
        "PYTHONPATH": str(ROOT),
    }
    command = [sys.executable, "-m", "chronofact.api.cli", "serve", "--port", str(port)]
    process = subprocess.Popen(
        command, env=env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )
    output: list[str] = []
    assert process.stdout is not None
    reader = threading.Thread(target=lambda: output.extend(process.stdout or []), daemon=True)
    reader.start()
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            try:
                if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert process.poll() is None, "chronofact serve exited:\n" + "".join(output)
            time.sleep(0.3)
        else:
            pytest.fail("chronofact serve did not answer within 120 s")
        yield Served(port, key, tenant, output, env)
    finally:
        process.terminate()
        process.wait(timeout=60)


@pytest.fixture(scope="module")
def outputs(served: Served) -> dict[str, str]:
    return _run_shell(served)


def _run_shell(served: Served) -> dict[str, str]:
    """Every `sh` block after `make serve`, in order, in one bash: block text -> its output."""
    runnable = [b for b in blocks() if b.info == "sh"][1:]
    script = [
        "set -euo pipefail",
        f'curl() {{ command curl -H "Authorization: Bearer {served.key}" "$@"; }}',
    ]
    for index, block in enumerate(runnable):
        text = block.text.replace("127.0.0.1:8000", f"127.0.0.1:{served.port}")
        script += [f"echo '{MARK} {index}'", text, "echo"]
    result = subprocess.run(
        ["bash", "-c", "\n".join(script)], capture_output=True, text=True, timeout=600, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr
    outputs = re.split(rf"^{MARK} \d+\n", result.stdout, flags=re.M)[1:]
    assert len(outputs) == len(runnable)
    return {block.text: out.strip() for block, out in zip(runnable, outputs, strict=True)}


def _objects(answer: dict[str, Any]) -> set[str]:
    return {f["object"]["name"] if f.get("object") else f["value"] for f in answer["facts"]}


def _output(outputs: dict[str, str], *needles: str) -> Any:
    (found,) = [out for text, out in outputs.items() if all(n in text for n in needles)]
    return json.loads(found) if found else None


def test_make_serve_is_install_then_serve() -> None:
    first = next(b for b in blocks() if b.info == "sh")
    assert first.text.strip() == "make serve"
    makefile = (ROOT / "Makefile").read_text()
    assert re.search(
        r"^serve: install\n\t\$\(PYTHON\) -m chronofact\.api\.cli serve$", makefile, re.M
    )


def test_the_page_runs_over_rest(outputs: dict[str, str]) -> None:
    first = _output(outputs, "chat-2023")
    assert {f["statement"] for f in first["facts"]} == {
        "Maya works at Acme",
        "Maya works as designer",
        "Maya lives in Berlin",
    }
    now = {"Globex", "Lisbon", "designer"}
    assert _objects(_output(outputs, "/v1/facts?subject=Maya'")) == now
    assert _objects(_output(outputs, "valid_at=2023-12-01")) == {"Acme", "Berlin", "designer"}
    assert _objects(_output(outputs, "known_at=$BEFORE")) == {"Acme", "Berlin", "designer"}
    timeline = _output(outputs, "/timeline")
    assert _objects(timeline) == {"Acme", "Berlin", "Globex", "Lisbon", "designer"}
    recall = _output(outputs, "/v1/recall")
    assert recall["results"][0]["fact"]["object"]["name"] == "Globex"


async def _mcp_calls(env: dict[str, str], calls: list[dict[str, Any]]) -> list[Any]:
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "chronofact.api.cli", "mcp"], env=env, cwd=str(ROOT)
    )
    answers = []
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        for call in calls:
            result = await session.call_tool(call["tool"], call["arguments"])
            (content,) = result.content
            answers.append(json.loads(content.text))  # type: ignore[union-attr]
    return answers


def test_the_page_runs_over_mcp(served: Served, outputs: dict[str, str]) -> None:
    assert outputs  # the history the sh blocks wrote
    config = next(b for b in blocks() if b.info == "json mcp-config")
    server = json.loads(config.text)["mcpServers"]["chronofact"]
    assert (server["command"], server["args"]) == ("chronofact", ["mcp"])
    assert 'chronofact = "chronofact.api.cli:app"' in (ROOT / "pyproject.toml").read_text()
    calls = [json.loads(b.text) for b in blocks() if b.info == "json mcp-call"]
    now, december, recall = asyncio.run(
        asyncio.wait_for(_mcp_calls(served.env, calls), timeout=300)
    )
    assert _objects(now) == {"Globex", "Lisbon", "designer"}
    assert _objects(december) == {"Acme", "Berlin", "designer"}
    assert "Berlin" in recall["context"]


def test_the_play_url_is_served(served: Served) -> None:
    (browser,) = [b for b in blocks() if b.info == "text browser"]
    url = browser.text.strip().removeprefix(":play ")
    assert url.startswith("http://localhost:8000/guide")
    local = url.replace("localhost:8000", f"127.0.0.1:{served.port}")
    page = httpx.get(local, timeout=30)
    assert page.status_code == 200 and "facts_current.cypher" in page.text


def test_serve_printed_the_play_command(served: Served) -> None:
    printed = "".join(served.output)
    assert f"Browser guide: :play http://localhost:{served.port}/guide" in printed, printed
