"""Several API workers against one Neo4j: `chronofact serve --workers N` as a real process,
concurrent writers through REST, and afterwards every transaction time of the tenant is unique
and strictly increasing in the order the writes were acknowledged, and every version's
`learned_at` is the time of the transaction that wrote it.

The clock is a `:Clock` node per tenant ticked inside each write transaction
(`clock_tick.cypher`), so the API processes share it through Neo4j, not through memory."""

from __future__ import annotations

import itertools
import re
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime

import httpx
import pytest
from neo4j import Driver

from tests.api.test_service_modes import ROOT, _free_port, _serve_env, _wait_healthy
from tests.conftest import Neo4jUnderTest, new_tenant

WRITERS = 8
WRITES_EACH = 6
SUBJECTS = ["ann", "bob", "cy"]  # shared keys, so the writers contend for them too


@dataclass(frozen=True)
class Acknowledged:
    began: float
    done: float
    tx_id: str
    tx_time: datetime
    created: tuple[str, ...]
    revoked: tuple[str, ...]


@contextmanager
def _serving(
    neo4j_server: Neo4jUnderTest, workers: int, key: str, tenant: str
) -> Iterator[tuple[str, list[str]]]:
    """`chronofact serve --workers N` on a spare port, with one key bound to `tenant`; the
    list gets the server's output once it has stopped."""
    port = _free_port()
    command = [sys.executable, "-m", "chronofact.api.cli", "serve", "--port", str(port)]
    process = subprocess.Popen(
        [*command, "--workers", str(workers)],
        env=_serve_env(neo4j_server, CHRONOFACT_API_KEYS=f"{key}:{tenant}"),
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    output: list[str] = []
    try:
        _wait_healthy(process, port, timeout=180)
        yield f"http://127.0.0.1:{port}", output
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=60)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=10)
        output.append(process.stdout.read() if process.stdout else "")


def _write(client: httpx.Client, i: int, j: int) -> Acknowledged:
    subject = SUBJECTS[(i + j) % len(SUBJECTS)]
    body = {
        "subject": subject,
        "predicate": "employer",
        "object": f"org-{i}-{j}",
        "valid_from": f"2024-0{1 + j % 9}-01T00:00:00Z",
    }
    began = time.monotonic()
    response = client.post("/v1/facts", json=body)
    done = time.monotonic()
    assert response.status_code == 201, response.text
    payload = response.json()
    return Acknowledged(
        began,
        done,
        payload["tx"]["id"],
        datetime.fromisoformat(payload["tx"]["time"]),
        tuple(payload["created"]),
        tuple(payload["revoked"]),
    )


def _concurrent_writes(base: str, key: str) -> list[Acknowledged]:
    acknowledged: list[Acknowledged] = []
    errors: list[BaseException] = []
    lock = threading.Lock()

    def work(i: int) -> None:
        headers = {"Authorization": f"Bearer {key}"}
        # a fresh connection per request, so the kernel spreads them over the workers; a long
        # timeout, as each worker loads its embedding models on its first write (slow on a busy
        # machine) and this test is about order, not latency
        try:
            for j in range(WRITES_EACH):
                with httpx.Client(base_url=base, headers=headers, timeout=600) as client:
                    ack = _write(client, i, j)
                with lock:
                    acknowledged.append(ack)
        except BaseException as exc:  # surfaced below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(WRITERS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    return acknowledged


@pytest.mark.parametrize("workers", [2, 4])
def test_transaction_times_stay_strictly_increasing_across_workers(
    neo4j_server: Neo4jUnderTest, driver: Driver, workers: int
) -> None:
    tenant = new_tenant()
    key = "key-" + uuid.uuid4().hex
    with _serving(neo4j_server, workers, key, tenant) as (base, output):
        acknowledged = _concurrent_writes(base, key)
    log = "".join(output)
    started = set(re.findall(r"Started server process \[(\d+)\]", log))
    assert len(started) == workers, f"expected {workers} worker processes, no restarts:\n{log}"
    assert len(acknowledged) == WRITERS * WRITES_EACH
    times = {a.tx_id: a.tx_time for a in acknowledged}
    assert len(times) == len(acknowledged), "two writes share a transaction id"
    assert len(set(times.values())) == len(times), "two transactions share a transaction time"

    # real-time order: a write acknowledged before another began has the earlier time
    ordered_pairs = 0
    for first, second in itertools.permutations(acknowledged, 2):
        if first.done < second.began:
            ordered_pairs += 1
            assert first.tx_time < second.tx_time, (first, second)
    assert ordered_pairs > len(acknowledged)  # many pairs were compared, not none

    # what is stored is what each write was told, and nothing else
    stored, _, _ = driver.execute_query(
        "MATCH (t:Tx {tenant: $t}) RETURN t.id AS id, t.time AS time ORDER BY time", t=tenant
    )
    assert {r["id"]: r["time"].to_native() for r in stored} == times
    stored_times = [r["time"].to_native() for r in stored]
    assert all(a < b for a, b in itertools.pairwise(stored_times))

    # every version learned at its transaction's time; revoked at a later transaction's time
    versions, _, _ = driver.execute_query(
        "MATCH (f:Fact {tenant: $t}) RETURN f.id AS id, f.tx_id AS tx_id, "
        "f.learned_at AS learned_at, f.revoked_at AS revoked_at ORDER BY learned_at",
        t=tenant,
    )
    created = {v: a.tx_id for a in acknowledged for v in a.created}
    revoked = {v: a.tx_id for a in acknowledged for v in a.revoked}
    assert {v["id"] for v in versions} == set(created)
    for v in versions:
        assert v["tx_id"] == created[v["id"]]
        assert v["learned_at"].to_native() == times[v["tx_id"]]
        if v["id"] in revoked:
            assert v["revoked_at"].to_native() == times[revoked[v["id"]]]
            assert v["revoked_at"].to_native() > v["learned_at"].to_native()
    # so versions of different transactions never share a learned_at, and every write made some
    assert {v["tx_id"] for v in versions} == set(times)
