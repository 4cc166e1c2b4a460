"""Property-based tests: the service against the reference model, on the real Neo4j.

A Hypothesis state machine drives the graph layer with asserts, retracts, corrections,
future-dated facts and ordered batches over a small time domain (so period bounds collide),
at import-mode transaction times. After every step it checks the invariants on everything
stored, and compares the answers with the reference model on the grid of every stored bound
and bound - 1 us on both axes (evaluated over the stored rectangles), plus a sample of grid
points through the real named point queries.
"""

from __future__ import annotations

import itertools
import random
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule
from neo4j import Driver

from chronofact.graph.errors import Conflict
from chronofact.graph.models import ChangeKind, Context, Op, Operation
from chronofact.graph.reads import Basis, Reader
from chronofact.graph.time import Period
from chronofact.graph.write import Writer
from tests.conftest import new_tenant
from tests.reference_model import LoggedWrite, Payload, ReferenceModel

US = timedelta(microseconds=1)
END = datetime(9999, 12, 31, 23, 59, 59, 999999, tzinfo=UTC)
BASE = datetime(2025, 1, 1, tzinfo=UTC)
SUBJECTS = ["ann", "bob"]
SINGLE, MULTI = "employer", "likes"
OBJECTS = ["acme", "globex", "initech"]

# valid times: a handful of days around the transaction times, so bounds collide and some
# facts are future-dated relative to the transaction that writes them
days = st.integers(min_value=0, max_value=6)
ends = st.one_of(st.none(), st.integers(min_value=1, max_value=8))


def day(n: int) -> datetime:
    return BASE + timedelta(days=n)


@st.composite
def operations(draw: st.DrawFn) -> dict[str, Any]:
    start = draw(days)
    end = draw(ends)
    if end is not None and end <= start:
        end = start + 1 + (end % 3)
    return {
        "op": draw(st.sampled_from(["assert", "assert", "assert", "retract"])),
        "subject": draw(st.sampled_from(SUBJECTS)),
        "predicate": draw(st.sampled_from([SINGLE, SINGLE, MULTI])),
        "object": draw(st.sampled_from(OBJECTS)),
        "retract_object": draw(st.booleans()),
        "polarity": draw(st.sampled_from([True, True, True, False])),
        "start": start,
        "end": end,
        "correction": draw(st.booleans()),
    }


def fetch_versions(driver: Driver, tenant: str) -> dict[str, dict[str, Any]]:
    records, _, _ = driver.execute_query(
        # tenant and namespace: a seek on the partition index, however large other tenants are
        "MATCH (f:Fact) WHERE f.tenant = $t AND f.namespace = 'default' "
        "RETURN f {.*, embedding: null, labels: labels(f)} AS f",
        t=tenant,
    )
    out = {}
    for record in records:
        f = dict(record["f"])
        for k in ("valid_from", "valid_to", "learned_at", "revoked_at"):
            f[k] = f[k].to_native()
        out[f["id"]] = f
    return out


class BitemporalMachine(RuleBasedStateMachine):
    driver: Driver  # set by the test below

    def __init__(self) -> None:
        super().__init__()
        self.tenant = new_tenant()
        self.ctx = Context(tenant=self.tenant)
        self.writer = Writer(self.driver)
        self.reader = Reader(self.driver)
        self.model = ReferenceModel(multi_valued=frozenset({MULTI}))
        self.tx_clock = BASE - timedelta(days=2)
        self.tx_times: list[datetime] = []
        self.snapshots: dict[str, dict[str, Any]] = {}
        self.rng = random.Random(7)

    def _next_tx(self, gap_hours: int) -> datetime:
        self.tx_clock += timedelta(hours=gap_hours)
        return self.tx_clock

    def _to_operation(self, spec: dict[str, Any]) -> Operation:
        period = Period.of(day(spec["start"]), day(spec["end"]) if spec["end"] else None)
        if spec["op"] == "assert":
            return Operation(
                Op.ASSERT,
                spec["subject"],
                spec["predicate"],
                period,
                object=spec["object"],
                polarity=spec["polarity"],
                kind=ChangeKind.CORRECTION if spec["correction"] else ChangeKind.CHANGE,
            )
        return Operation(
            Op.RETRACT,
            spec["subject"],
            spec["predicate"],
            period,
            object=spec["object"] if spec["retract_object"] else None,
        )

    def _log(self, tx_time: datetime, seq: int, spec: dict[str, Any]) -> None:
        retract = spec["op"] == "retract"
        self.model.record(
            LoggedWrite(
                tx_time=tx_time,
                seq=seq,
                subject=spec["subject"],
                predicate=spec["predicate"],
                obj=spec["object"] if (not retract or spec["retract_object"]) else None,
                polarity=spec["polarity"],
                start=day(spec["start"]),
                end=day(spec["end"]) if spec["end"] else None,
                retract=retract,
            )
        )

    def _write(self, specs: list[dict[str, Any]], gap_hours: int) -> None:
        tx_time = self._next_tx(gap_hours)
        result = self.writer.write(self.ctx, [self._to_operation(s) for s in specs], tx_time)
        assert result.tx_time == tx_time
        self.tx_times.append(result.tx_time)
        for seq, spec in enumerate(specs):
            self._log(tx_time, seq, spec)

    @initialize()
    def start(self) -> None:
        assert self.tenant

    @rule(spec=operations(), gap=st.integers(min_value=1, max_value=30))
    def single(self, spec: dict[str, Any], gap: int) -> None:
        self._write([spec], gap)

    @rule(
        specs=st.lists(operations(), min_size=2, max_size=4),
        gap=st.integers(min_value=1, max_value=30),
    )
    def batch(self, specs: list[dict[str, Any]], gap: int) -> None:
        self._write(specs, gap)

    @rule()
    def stale_import_is_refused(self) -> None:
        """An import time not later than the last one is a 409 and changes nothing."""
        if not self.tx_times:
            return
        before = fetch_versions(self.driver, self.tenant)
        op = Operation(Op.ASSERT, "ann", SINGLE, Period.of(day(0), None), object="acme")
        with pytest.raises(Conflict) as refused:
            self.writer.write(self.ctx, [op], self.tx_times[-1])
        assert refused.value.code == "tx_time_not_monotonic"
        assert fetch_versions(self.driver, self.tenant) == before

    # ---- invariants ------------------------------------------------------------------------
    @invariant()
    def stored_state_is_sound(self) -> None:
        versions = fetch_versions(self.driver, self.tenant)
        self._check_well_formed(versions)
        self._check_immutable(versions)
        self._check_no_overlap(versions)
        self._check_against_model(versions)

    def _check_well_formed(self, versions: dict[str, dict[str, Any]]) -> None:
        assert self.tx_times == sorted(set(self.tx_times)), "transaction times not increasing"
        tx_set = set(self.tx_times)
        for f in versions.values():
            assert f["valid_from"] < f["valid_to"], f
            assert f["learned_at"] < f["revoked_at"], f
            assert f["learned_at"] in tx_set
            assert f["revoked_at"] == END or f["revoked_at"] in tx_set
            assert ("Current" in f["labels"]) == (f["revoked_at"] == END)

    def _check_immutable(self, versions: dict[str, dict[str, Any]]) -> None:
        for fid, before in self.snapshots.items():
            assert fid in versions, f"version {fid} disappeared"
            now = versions[fid]
            changed = {
                k for k in before if k not in ("revoked_at", "labels") and before[k] != now[k]
            }
            assert not changed, f"{fid} changed {changed}"
            if before["revoked_at"] != END:
                assert now["revoked_at"] == before["revoked_at"], "revoked twice"
            elif now["revoked_at"] != END:  # revoked by the latest write, never back-dated
                assert now["revoked_at"] == self.tx_times[-1]
        for fid, now in versions.items():  # new versions are learned at the latest write
            if fid not in self.snapshots:
                assert now["learned_at"] == self.tx_times[-1]
        self.snapshots = versions

    def _check_no_overlap(self, versions: dict[str, dict[str, Any]]) -> None:
        known_times = {f["learned_at"] for f in versions.values()}
        by_key: dict[str, list[dict[str, Any]]] = {}
        for f in versions.values():
            if f["trust"] != "disputed":  # disputed claims stay outside the live timeline
                by_key.setdefault(f["key"], []).append(f)
        for key_versions in by_key.values():
            for tt in known_times:
                alive = sorted(
                    (f for f in key_versions if f["learned_at"] <= tt < f["revoked_at"]),
                    key=lambda f: f["valid_from"],
                )
                for a, b in itertools.pairwise(alive):
                    assert a["valid_to"] <= b["valid_from"], f"overlap {a['id']} {b['id']}"

    def _grid(self, versions: dict[str, dict[str, Any]]) -> tuple[list[datetime], list[datetime]]:
        vts = {day(0) - US}
        tts = {self.tx_times[0] - US} if self.tx_times else set()
        for f in versions.values():
            for b in (f["valid_from"], f["valid_to"]):
                if b != END:
                    vts.update({b, b - US})
            for b in (f["learned_at"], f["revoked_at"]):
                if b != END:
                    tts.update({b, b - US})
        return sorted(vts), sorted(tts)

    @staticmethod
    def _stored_answer(
        versions: list[dict[str, Any]], vt: datetime, tt: datetime | None
    ) -> set[Payload]:
        found = set()
        for f in versions:
            if not f["valid_from"] <= vt < f["valid_to"]:
                continue
            if tt is None and f["revoked_at"] != END:
                continue
            if tt is not None and not f["learned_at"] <= tt < f["revoked_at"]:
                continue
            found.add((f["object_name"], f["polarity"]))
        return found

    def _check_against_model(self, versions: dict[str, dict[str, Any]]) -> None:
        vts, tts = self._grid(versions)
        sampled: list[tuple[str, str, datetime, datetime | None]] = []
        for subject in SUBJECTS:
            for predicate in (SINGLE, MULTI):
                slot = [
                    f
                    for f in versions.values()
                    if (f["subject_name"], f["predicate"]) == (subject, predicate)
                    and f["trust"] != "disputed"
                ]
                for tt in [*tts, None]:
                    for vt in vts:
                        expected = self.model.answer(subject, predicate, vt, tt)
                        stored = self._stored_answer(slot, vt, tt)
                        assert stored == expected, (subject, predicate, vt, tt, stored, expected)
                        sampled.append((subject, predicate, vt, tt))
        # the same answers through the real named queries (facts_current / facts_as_of)
        for subject, predicate, vt, tt in self.rng.sample(sampled, min(12, len(sampled))):
            facts = self.reader.point(
                self.tenant, "default", subject, predicate, Basis.resolve(vt, tt)
            )
            got = {(f["object"]["name"], f["polarity"]) for f in facts}
            assert got == self.model.answer(subject, predicate, vt, tt), (subject, vt, tt)


def test_service_matches_reference_model(driver: Driver) -> None:
    BitemporalMachine.driver = driver
    runner = BitemporalMachine.TestCase
    runner.settings = settings(
        settings.default, stateful_step_count=12, max_examples=settings.default.max_examples
    )
    runner().runTest()
