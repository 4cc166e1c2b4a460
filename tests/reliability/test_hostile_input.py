"""The hostile-input corpus against a live API (uvicorn, real Neo4j): every request is answered
within a time bound, never with a 5xx, every refusal is in the error envelope, and the service
still answers `/healthz` and a plain write afterwards.

Bounded form: each string in three fields; full form: in every string field of every endpoint.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable

import httpx

from tests.conftest import Neo4jUnderTest, new_tenant
from tests.reliability.conftest import FULL, api_keys_for
from tests.reliability.figures import FIGURES
from tests.reliability.hostile import HostileRequest, requests
from tests.reliability.processes import ApiProcess

PLAIN = {"subject": "Ann", "predicate": "works_at", "object": "Acme"}
SECONDS_PER_REQUEST = float(os.environ.get("CHRONOFACT_RELIABILITY_REQUEST_SECONDS", "20"))


def _send(client: httpx.Client, request: HostileRequest) -> tuple[httpx.Response | None, float]:
    content = request.content
    if request.json is not None:  # ASCII escapes carry lone surrogates as JSON allows
        content = json.dumps(request.json).encode()
    started = time.monotonic()
    try:
        response = client.request(
            request.method,
            request.url,
            content=content,
            headers={"Content-Type": "application/json"} if content is not None else None,
        )
    except httpx.TimeoutException:
        return None, time.monotonic() - started
    return response, time.monotonic() - started


def _problem(response: httpx.Response | None) -> str | None:
    if response is None:
        return f"no answer within {SECONDS_PER_REQUEST:.0f} s"
    if response.status_code >= 500:
        return f"{response.status_code}: {response.text[:200]}"
    if response.status_code >= 400:
        body = response.json()
        if set(body) != {"error"} or not {"code", "message"} <= set(body["error"]):
            return f"{response.status_code} outside the envelope: {response.text[:200]}"
    return None


def _run_corpus(
    neo4j_server: Neo4jUnderTest,
    api_process_factory: Callable[[dict[str, str]], ApiProcess],
    heavy_text: bool,
) -> list[str]:
    """Send the part of the corpus chosen by `heavy_text` to a fresh API; the problems seen."""
    key, entry = api_keys_for(new_tenant())
    api = api_process_factory(
        {
            "NEO4J_URI": neo4j_server.settings.bolt_uri,
            "NEO4J_USER": neo4j_server.settings.neo4j_user,
            "NEO4J_PASSWORD": neo4j_server.settings.neo4j_password,
            "CHRONOFACT_API_KEYS": entry,
        }
    )
    api.start()
    problems: list[str] = []
    slowest = 0.0
    sent = 0
    server_errors = 0
    with httpx.Client(
        base_url=api.url,
        headers={"Authorization": f"Bearer {key}"},
        timeout=SECONDS_PER_REQUEST,
    ) as client:
        # the first write loads the embedding model (tens of seconds on a busy machine)
        warm = client.post("/v1/facts", json=PLAIN, timeout=300)
        assert warm.status_code == 201, warm.text
        for request in requests(every_field=FULL):
            if request.heavy_text != heavy_text:
                continue
            response, took = _send(client, request)
            sent += 1
            server_errors += response is not None and response.status_code >= 500
            slowest = max(slowest, took)
            problem = _problem(response)
            if problem is not None:
                problems.append(f"{request.label} ({took:.1f} s): {problem}")
            if response is None:  # the server is still busy with it: stop, and kill it below
                api.kill()
                break
        else:
            health, _ = _send(client, HostileRequest("health afterwards", "GET", "/healthz"))
            answer = client.post("/v1/facts", json=PLAIN)
            sent += 2
            if health is None or health.status_code != 200 or answer.status_code != 201:
                problems.append(f"the service is not well afterwards: {answer.status_code}")
    FIGURES.add(requests_sent=sent, responses_5xx=server_errors, slowest_hostile_request_s=slowest)
    print(f"hostile corpus: {sent} requests, slowest {slowest:.1f} s")
    return problems


def test_hostile_inputs_are_answered_in_time(
    neo4j_server: Neo4jUnderTest, api_process_factory: Callable[[dict[str, str]], ApiProcess]
) -> None:
    problems = _run_corpus(neo4j_server, api_process_factory, heavy_text=False)
    assert problems == [], "\n".join(problems)


def test_long_unbroken_text_is_ingested_in_time(
    neo4j_server: Neo4jUnderTest, api_process_factory: Callable[[dict[str, str]], ApiProcess]
) -> None:
    """Long runs without a sentence break (issue 11 item 1: a quadratic splitter stalled
    every tenant on them), run last on an API of their own: a hung one is killed."""
    problems = _run_corpus(neo4j_server, api_process_factory, heavy_text=True)
    assert problems == [], "\n".join(problems)
