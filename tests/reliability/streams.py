"""A client that keeps writing (batches and ingests, alternately) while something is killed,
and the check afterwards: every acknowledged write is stored, and no batch is stored in part.

Each batch asserts `BATCH_SIZE` facts on subjects of its own (`b<n>-<i>`); each ingest sends one
message naming a person of its own. An answer other than 201, or none, leaves the outcome
unknown: such a batch must be stored whole or not at all.
"""

from __future__ import annotations

import threading
import uuid
from dataclasses import dataclass, field
from typing import Any

import httpx
from neo4j import Driver

BATCH_SIZE = 4


@dataclass
class Outcomes:
    acknowledged_batches: list[list[str]] = field(default_factory=list)  # subjects per batch
    unknown_batches: list[list[str]] = field(default_factory=list)
    acknowledged_ingests: list[list[str]] = field(default_factory=list)  # fact ids per ingest
    statuses: dict[int, int] = field(default_factory=dict)

    @property
    def acknowledged(self) -> int:
        return len(self.acknowledged_batches) + len(self.acknowledged_ingests)


class WriteStream:
    """Writes to `base_url` in a thread until `stop()` or the first failed connection."""

    def __init__(self, base_url: str, key: str, outcomes: Outcomes, timeout: float = 60) -> None:
        self.client = httpx.Client(
            base_url=base_url, headers={"Authorization": f"Bearer {key}"}, timeout=timeout
        )
        self.outcomes = outcomes
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.stop_on_transport_error = True

    def start(self) -> WriteStream:
        self.thread.start()
        return self

    def stop(self) -> None:
        self.stopping.set()
        self.thread.join(timeout=120)
        self.client.close()

    def _run(self) -> None:
        n = 0
        while not self.stopping.is_set():
            n += 1
            tag = uuid.uuid4().hex[:8]
            try:
                if n % 2:
                    self._batch(tag)
                else:
                    self._ingest(tag)
            except httpx.TransportError:
                if self.stop_on_transport_error:
                    return

    def _count(self, status: int) -> None:
        self.outcomes.statuses[status] = self.outcomes.statuses.get(status, 0) + 1

    def _batch(self, tag: str) -> None:
        subjects = [f"b{tag}-{i}" for i in range(BATCH_SIZE)]
        body = {
            "operations": [
                {"op": "assert", "subject": s, "predicate": "works_at", "object": "Acme"}
                for s in subjects
            ]
        }
        try:
            response = self.client.post("/v1/facts/batch", json=body)
        except httpx.TransportError:
            self.outcomes.unknown_batches.append(subjects)
            raise
        self._count(response.status_code)
        if response.status_code == 201:
            self.outcomes.acknowledged_batches.append(subjects)
        else:
            self.outcomes.unknown_batches.append(subjects)

    def _ingest(self, tag: str) -> None:
        message = {
            "id": f"m-{tag}",
            "speaker": f"Person{tag}",
            "text": f"I work at Company{tag}.",
            "timestamp": "2024-05-01T10:00:00Z",
        }
        body: dict[str, Any] = {"messages": [message], "source": {"kind": "conversation"}}
        response = self.client.post("/v1/ingest", json=body)
        self._count(response.status_code)
        if response.status_code == 201:
            facts = [f["id"] for f in response.json()["facts"]]
            self.outcomes.acknowledged_ingests.append(facts)


@dataclass(frozen=True)
class Verdict:
    acknowledged: int
    found: int
    partial_batches: list[list[str]]
    lost: list[str]


def verify(driver: Driver, tenant: str, outcomes: Outcomes) -> Verdict:
    records, _, _ = driver.execute_query(
        "MATCH (f:Fact) WHERE f.tenant = $t RETURN f.id AS id, f.subject_name AS subject",
        t=tenant,
    )
    ids = {r["id"] for r in records}
    subjects = {r["subject"] for r in records}
    lost = [
        f"batch {batch[0]}"
        for batch in outcomes.acknowledged_batches
        if not all(s in subjects for s in batch)
    ]
    lost += [
        f"ingested fact {i}"
        for facts in outcomes.acknowledged_ingests
        for i in facts
        if i not in ids
    ]
    partial = [
        batch
        for batch in outcomes.acknowledged_batches + outcomes.unknown_batches
        if 0 < sum(s in subjects for s in batch) < len(batch)
    ]
    found = sum(all(s in subjects for s in b) for b in outcomes.acknowledged_batches) + sum(
        all(i in ids for i in facts) for facts in outcomes.acknowledged_ingests
    )
    return Verdict(outcomes.acknowledged, found, partial, lost)
