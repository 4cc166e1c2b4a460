"""The data shape of the bitemporal core benchmark (`bench/core_bench.py`): a deterministic
stream of realistic import batches, the import clock, and load statistics."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from bench.common import (
    summarize,
)
from chronofact.graph.models import ChangeKind, Evidence, Op, Operation
from chronofact.graph.time import Period

SECTION = "Bitemporal core"
NAMESPACE = "default"
DEPTH_NAMESPACE = "depth"
TARGET_POINT_P95_MS = 5.0
TARGET_DEPTH_RATIO = 1.5
TARGET_IMPORT_RATE = 5000.0
VALID_BASE = datetime(1990, 1, 1, tzinfo=UTC)
TX_BASE = datetime(2020, 1, 1, tzinfo=UTC)

N_COMPANIES = 5000
N_CITIES = 1000
N_LANGUAGES = 40
TITLES = tuple(f"title {i:03d}" for i in range(200))
STATUSES = ("active", "inactive", "on leave", "retired", "student", "contractor")
SINGLE_PREDICATES = ("works_at", "lives_in", "job_title", "status")
CARDINALITY = {"works_at": N_COMPANIES, "lives_in": N_CITIES, "job_title": len(TITLES)}
CARDINALITY["status"] = len(STATUSES)


# ---- data shape ---------------------------------------------------------------------------
class TxClock:
    """Import-mode transaction times: strictly increasing, one minute apart, in the past."""

    def __init__(self, start: datetime = TX_BASE) -> None:
        self.start = start
        self.count = 0

    def next(self) -> datetime:
        self.count += 1
        value = self.start + timedelta(minutes=self.count)
        if value >= datetime.now(UTC):
            raise RuntimeError("import tx clock reached the present")
        return value

    @property
    def last(self) -> datetime:
        return self.start + timedelta(minutes=self.count)


@dataclass
class KeyState:
    subject: int
    predicate: str
    first_day: int
    start_day: int  # valid-time start of the latest segment
    value: int  # index of the current value, -1 after a retraction


@dataclass
class History:
    """A deterministic stream of realistic import batches (see the module docstring)."""

    seed: int
    tenant: str
    evidence: bool = True
    p_new: float = 0.30
    p_change: float = 0.42
    p_correction: float = 0.23  # the rest: retractions
    rng: random.Random = field(init=False)
    subject_tx: list[datetime] = field(default_factory=list)
    keys: list[KeyState] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    @staticmethod
    def subject_name(index: int) -> str:
        return f"Person {index:07d}"

    @staticmethod
    def day(offset: int) -> datetime:
        return VALID_BASE + timedelta(days=offset)

    def _assert(
        self,
        key: KeyState,
        start_day: int,
        kind: ChangeKind,
        evidence: Evidence | None,
    ) -> Operation:
        object_name: str | None = None
        value: str | None = None
        if key.predicate == "works_at":
            object_name = f"Company {key.value:04d}"
        elif key.predicate == "lives_in":
            object_name = f"City {key.value:04d}"
        elif key.predicate == "job_title":
            value = TITLES[key.value]
        else:
            value = STATUSES[key.value]
        return Operation(
            op=Op.ASSERT,
            subject=self.subject_name(key.subject),
            predicate=key.predicate,
            period=Period(self.day(start_day)),
            object=object_name,
            value=value,
            kind=kind,
            evidence=evidence,
        )

    def _other_value(self, key: KeyState) -> int:
        n = CARDINALITY[key.predicate]
        if key.value < 0:
            return self.rng.randrange(n)
        return (key.value + 1 + self.rng.randrange(n - 1)) % n

    def batch(self, n_ops: int, tx_time: datetime, ref: str) -> list[Operation]:
        """About `n_ops` operations; changes only touch keys of earlier batches."""
        rng = self.rng
        evidence = Evidence(kind="import", ref=ref, observed_at=tx_time) if self.evidence else None
        stable = len(self.keys)
        ops: list[Operation] = []
        while len(ops) < n_ops:
            r = rng.random()
            if stable == 0 or r < self.p_new:
                subject = len(self.subject_tx)
                self.subject_tx.append(tx_time)
                predicates = ["works_at", "lives_in", "job_title"]
                if rng.random() < 0.5:
                    predicates.append("status")
                for predicate in predicates:
                    start = rng.randrange(0, 10_000)
                    key = KeyState(subject, predicate, start, start, 0)
                    key.value = rng.randrange(CARDINALITY[predicate])
                    self.keys.append(key)
                    ops.append(self._assert(key, start, ChangeKind.CHANGE, evidence))
                if rng.random() < 0.3:  # a multi-valued predicate: one key per language
                    ops.append(
                        Operation(
                            op=Op.ASSERT,
                            subject=self.subject_name(subject),
                            predicate="speaks",
                            period=Period(self.day(rng.randrange(0, 10_000))),
                            object=f"Language {rng.randrange(N_LANGUAGES):02d}",
                            evidence=evidence,
                        )
                    )
                continue
            key = self.keys[rng.randrange(stable)]
            if r < self.p_new + self.p_change:  # a change: new segment from a later day
                key.start_day += rng.randrange(30, 720)
                key.value = self._other_value(key)
                ops.append(self._assert(key, key.start_day, ChangeKind.CHANGE, evidence))
            elif r < self.p_new + self.p_change + self.p_correction:  # same segment, new value
                key.value = self._other_value(key)
                ops.append(self._assert(key, key.start_day, ChangeKind.CORRECTION, evidence))
            else:  # a retraction from a later day on
                key.start_day += rng.randrange(30, 720)
                key.value = -1
                ops.append(
                    Operation(
                        op=Op.RETRACT,
                        subject=self.subject_name(key.subject),
                        predicate=key.predicate,
                        period=Period(self.day(key.start_day)),
                    )
                )
        return ops

    def random_key(self) -> KeyState:
        return self.keys[self.rng.randrange(len(self.keys))]


@dataclass
class LoadStats:
    versions: int = 0
    ops: int = 0
    batches: int = 0
    seconds: float = 0.0
    batch_latencies: list[float] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "versions": self.versions,
            "ops": self.ops,
            "batches": self.batches,
            "seconds": round(self.seconds, 2),
            "versions_per_s": round(self.versions / self.seconds, 1) if self.seconds else None,
            "ops_per_s": round(self.ops / self.seconds, 1) if self.seconds else None,
        }
        if self.batch_latencies:
            out["batch_latency_ms"] = summarize(self.batch_latencies).as_dict()
        return out
