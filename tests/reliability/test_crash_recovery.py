"""`kill -9` in the middle of batches and ingests, then restart: no acknowledged write is lost,
no batch is stored in part, and the service resumes.

- The API process (uvicorn) is killed, against the shared Neo4j (bounded form: one kill).
- The suite's own Neo4j is killed under a running API (full form only): while it is down every
  request answers 503 with `Retry-After` within a bound, and when it is back the same API
  process resumes by itself.
- A retried ingest with the same `Idempotency-Key` is answered, not duplicated.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable

import httpx
from neo4j import Driver

from chronofact.graph.neo4j import apply_schema, connect
from tests.conftest import Neo4jUnderTest, new_tenant
from tests.reliability.conftest import api_keys_for, scale
from tests.reliability.figures import FIGURES
from tests.reliability.processes import ApiProcess, ThrowawayNeo4j
from tests.reliability.streams import Outcomes, WriteStream, verify

ApiFactory = Callable[[dict[str, str]], ApiProcess]
OUTAGE_ANSWER_SECONDS = 45.0
"""A request while Neo4j is down must be answered (503) within this bound (2 busy cores)."""


def _env(uri: str, user: str, password: str, key_entry: str) -> dict[str, str]:
    return {
        "NEO4J_URI": uri,
        "NEO4J_USER": user,
        "NEO4J_PASSWORD": password,
        "CHRONOFACT_API_KEYS": key_entry,
    }


def _wait_for_acks(outcomes: Outcomes, at_least: int, timeout: float = 300) -> None:
    deadline = time.monotonic() + timeout
    while outcomes.acknowledged < at_least and time.monotonic() < deadline:
        time.sleep(0.05)
    assert outcomes.acknowledged >= at_least, f"only {outcomes.acknowledged} writes acknowledged"


def _warm(api: ApiProcess, key: str) -> None:
    """The first write loads the embedding model; do it before the clock matters."""
    response = httpx.post(
        f"{api.url}/v1/facts",
        json={"subject": "warm", "predicate": "works_at", "object": "Acme"},
        headers={"Authorization": f"Bearer {key}"},
        timeout=300,
    )
    assert response.status_code == 201, response.text


def test_api_killed_mid_write_loses_nothing(
    neo4j_server: Neo4jUnderTest, driver: Driver, api_process_factory: ApiFactory
) -> None:
    tenant = new_tenant()
    key, entry = api_keys_for(tenant)
    s = neo4j_server.settings
    env = _env(s.bolt_uri, s.neo4j_user, s.neo4j_password, entry)
    outcomes = Outcomes()
    kills = scale(1, 3)
    for _ in range(kills):
        api = api_process_factory(env)
        api.start()
        _warm(api, key)
        stream = WriteStream(api.url, key, outcomes).start()
        _wait_for_acks(outcomes, outcomes.acknowledged + 4)
        api.kill()  # while the stream has a request in flight
        stream.stop()
    survivor = api_process_factory(env)
    survivor.start()  # a restart after the last kill comes up and answers
    verdict = verify(driver, tenant, outcomes)
    FIGURES.add(
        writes_acknowledged=verdict.acknowledged,
        writes_found=verdict.found,
        partial_batches=len(verdict.partial_batches),
        kills_survived=kills,
        requests_sent=sum(outcomes.statuses.values()) + len(outcomes.unknown_batches),
    )
    assert verdict.lost == []
    assert verdict.partial_batches == []
    assert verdict.found == verdict.acknowledged > 0


def test_neo4j_killed_mid_write_loses_nothing_and_the_api_resumes(
    throwaway_neo4j: ThrowawayNeo4j, api_process_factory: ApiFactory
) -> None:
    tenant = new_tenant()
    key, entry = api_keys_for(tenant)
    s = throwaway_neo4j.settings
    api = api_process_factory(_env(throwaway_neo4j.bolt_uri, s.neo4j_user, s.neo4j_password, entry))
    api.start()
    _warm(api, key)
    outcomes = Outcomes()
    kills = scale(1, 2)
    for _ in range(kills):
        stream = WriteStream(api.url, key, outcomes)
        stream.stop_on_transport_error = False
        stream.start()
        _wait_for_acks(outcomes, outcomes.acknowledged + 4)
        throwaway_neo4j.kill()
        _check_outage_answers(api, key)
        stream.stop()
        throwaway_neo4j.start()
        _wait_until_writes_succeed(api, key)
    with connect(throwaway_neo4j.settings) as driver:
        apply_schema(driver)
        verdict = verify(driver, tenant, outcomes)
    FIGURES.add(
        writes_acknowledged=verdict.acknowledged,
        writes_found=verdict.found,
        partial_batches=len(verdict.partial_batches),
        kills_survived=kills,
        requests_sent=sum(outcomes.statuses.values()),
    )
    assert verdict.lost == []
    assert verdict.partial_batches == []
    assert verdict.found == verdict.acknowledged > 0


def _check_outage_answers(api: ApiProcess, key: str) -> None:
    """While Neo4j is down: reads, writes and recall answer 503 + Retry-After, in bounded time."""
    headers = {"Authorization": f"Bearer {key}"}
    calls = [
        ("GET", "/v1/facts", {"params": {"subject": "Ann"}}),
        ("POST", "/v1/facts", {"json": {"subject": "a", "predicate": "p", "object": "b"}}),
        ("POST", "/v1/recall", {"json": {"query": "where does Ann work"}}),
        ("GET", "/readyz", {}),
    ]
    for method, path, extra in calls:
        started = time.monotonic()
        response = httpx.request(
            method,
            f"{api.url}{path}",
            headers=headers,
            timeout=OUTAGE_ANSWER_SECONDS + 30,
            **extra,  # type: ignore[arg-type]
        )
        took = time.monotonic() - started
        FIGURES.add(requests_sent=1)
        assert response.status_code == 503, (path, response.status_code, response.text)
        assert response.headers.get("Retry-After", "").isdigit(), (path, response.headers)
        assert response.json()["error"]["code"], response.text
        assert took < OUTAGE_ANSWER_SECONDS, f"{path} took {took:.1f} s to answer"
    assert httpx.get(f"{api.url}/healthz", timeout=5).status_code == 200


def _wait_until_writes_succeed(api: ApiProcess, key: str, timeout: float = 120) -> None:
    """Neo4j is back: the same API process must write again without a restart."""
    deadline = time.monotonic() + timeout
    last = ""
    while time.monotonic() < deadline:
        response = httpx.post(
            f"{api.url}/v1/facts",
            json={"subject": "probe", "predicate": "works_at", "object": uuid.uuid4().hex},
            headers={"Authorization": f"Bearer {key}"},
            timeout=60,
        )
        FIGURES.add(requests_sent=1)
        if response.status_code == 201:
            return
        last = f"{response.status_code} {response.text[:200]}"
        time.sleep(1)
    raise AssertionError(f"the API did not resume within {timeout:.0f} s: {last}")


def test_ingest_retried_with_its_idempotency_key_is_answered_not_duplicated(
    neo4j_server: Neo4jUnderTest, driver: Driver, api_process_factory: ApiFactory
) -> None:
    tenant = new_tenant()
    key, entry = api_keys_for(tenant)
    s = neo4j_server.settings
    env = _env(s.bolt_uri, s.neo4j_user, s.neo4j_password, entry)
    api = api_process_factory(env)
    api.start()
    _warm(api, key)
    body = {
        "messages": [
            {
                "id": "idem-1",
                "speaker": "Dana",
                "text": "I work at Initech.",
                "timestamp": "2024-05-01T10:00:00Z",
            }
        ],
        "source": {"kind": "conversation"},
    }
    headers = {"Authorization": f"Bearer {key}", "Idempotency-Key": uuid.uuid4().hex}
    first = httpx.post(f"{api.url}/v1/ingest", json=body, headers=headers, timeout=120)
    assert first.status_code == 201, first.text
    api.kill()  # the client never learns whether its answer arrived: it retries
    again = api_process_factory(env)
    again.start()
    retried = httpx.post(f"{again.url}/v1/ingest", json=body, headers=headers, timeout=120)
    FIGURES.add(requests_sent=2, kills_survived=1)
    assert retried.status_code in (200, 201), retried.text
    # the same answer: the same transaction, not a second one
    assert retried.json()["tx"] == first.json()["tx"]
    records, _, _ = driver.execute_query(
        "MATCH (t:Tx) WHERE t.tenant = $t AND t.reason STARTS WITH 'ingest' RETURN count(t) AS n",
        t=tenant,
    )
    assert records[0]["n"] == 1
