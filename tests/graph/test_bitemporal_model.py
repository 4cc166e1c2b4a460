"""Property-based tests: the service against the reference model, on the real Neo4j.

A Hypothesis state machine drives the service with asserts, retracts, corrections,
future-dated facts and ordered batches over a small time domain (so period bounds collide),
at import-mode transaction times: a share of the steps over REST (`POST /v1/import`), the rest
through the graph layer's `Writer`; import times earlier than (or equal to) the last one must
be refused with `tx_time_not_monotonic` and change nothing.

After every step it checks the invariants on everything stored, compares the stored rectangles
with the reference model on the grid of every stored bound and bound - 1 us on both axes, and
asks the service's own latest-knowledge point query (`facts_current_slot`) at every valid-time
bound. At the end of each example the service's own queries answer on the full grid: the point
query at every (valid, known) pair (`facts_as_of`), and the timeline (`entity_timeline`) at
every known-time bound, each evaluated at every valid-time bound.
"""

from __future__ import annotations

import itertools
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule
from neo4j import Driver

from chronofact.api.rest.key_cache import Principal
from chronofact.api.roles import Role
from chronofact.graph.errors import Conflict
from chronofact.graph.models import ChangeKind, Context, Op, Operation
from chronofact.graph.reads import Reader
from chronofact.graph.time import Period
from chronofact.graph.write import Writer
from tests.conftest import STATE_MACHINE_EXAMPLES, new_tenant
from tests.graph.grid import (
    Answer,
    Mismatch,
    bounds_and_before,
    point_mismatches,
    timeline_mismatches,
)
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


def _iso(t: datetime) -> str:
    return t.isoformat().replace("+00:00", "Z")


def _rest_operation(spec: dict[str, Any]) -> dict[str, Any]:
    body: dict[str, Any] = {
        "op": spec["op"],
        "subject": spec["subject"],
        "predicate": spec["predicate"],
        "valid_from": _iso(day(spec["start"])),
        "valid_to": _iso(day(spec["end"])) if spec["end"] else None,
    }
    if spec["op"] == "assert":
        body.update(
            object=spec["object"],
            polarity=spec["polarity"],
            kind="correction" if spec["correction"] else "assert",
        )
    elif spec["retract_object"]:
        body["object"] = spec["object"]
    return body


class BitemporalMachine(RuleBasedStateMachine):
    driver: Driver  # set by the test below
    client: TestClient

    def __init__(self) -> None:
        super().__init__()
        self.tenant = new_tenant()
        key = "key-" + self.tenant
        grant = Principal(self.tenant, Role.ADMIN)  # the model writes as the API did
        self.client.app.state.api_keys[key] = grant  # type: ignore[attr-defined]
        self.auth = {"Authorization": f"Bearer {key}"}
        self.ctx = Context(tenant=self.tenant)
        self.writer = Writer(self.driver)
        self.reader = Reader(self.driver)
        self.model = ReferenceModel(multi_valued=frozenset({MULTI}))
        self.tx_clock = BASE - timedelta(days=2)
        self.tx_times: list[datetime] = []
        self.snapshots: dict[str, dict[str, Any]] = {}

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

    def _import(self, specs: list[dict[str, Any]], tx_time: datetime, via_rest: bool) -> Any:
        """An import-mode write at `tx_time`, over REST or through the `Writer`; its tx time."""
        if not via_rest:
            return self.writer.write(self.ctx, [self._to_operation(s) for s in specs], tx_time)
        response = self.client.post(
            "/v1/import",
            headers=self.auth,
            json={"tx_time": _iso(tx_time), "operations": [_rest_operation(s) for s in specs]},
        )
        return response

    def _write(self, specs: list[dict[str, Any]], gap_hours: int, via_rest: bool) -> None:
        tx_time = self._next_tx(gap_hours)
        result = self._import(specs, tx_time, via_rest)
        if via_rest:
            assert result.status_code == 201, result.text
            stored_at = datetime.fromisoformat(result.json()["tx"]["time"])
        else:
            stored_at = result.tx_time
        assert stored_at == tx_time
        self.tx_times.append(tx_time)
        for seq, spec in enumerate(specs):
            self._log(tx_time, seq, spec)

    @initialize()
    def start(self) -> None:
        assert self.tenant

    @rule(spec=operations(), gap=st.integers(min_value=1, max_value=30), via_rest=st.booleans())
    def single(self, spec: dict[str, Any], gap: int, via_rest: bool) -> None:
        self._write([spec], gap, via_rest)

    @rule(
        specs=st.lists(operations(), min_size=2, max_size=4),
        gap=st.integers(min_value=1, max_value=30),
        via_rest=st.booleans(),
    )
    def batch(self, specs: list[dict[str, Any]], gap: int, via_rest: bool) -> None:
        self._write(specs, gap, via_rest)

    @rule(
        spec=operations(),
        back=st.one_of(st.just(timedelta(0)), st.just(US), st.timedeltas(US, timedelta(days=3))),
        via_rest=st.booleans(),
    )
    def earlier_import_is_refused(
        self, spec: dict[str, Any], back: timedelta, via_rest: bool
    ) -> None:
        """An import time not later than the last one (equal or earlier) is a Conflict with
        code tx_time_not_monotonic and changes nothing."""
        if not self.tx_times:
            return
        before = fetch_versions(self.driver, self.tenant)
        tx_time = self.tx_times[-1] - back
        if via_rest:
            refused = self._import([spec], tx_time, via_rest=True)
            assert refused.status_code == 409, refused.text
            assert refused.json()["error"]["code"] == "tx_time_not_monotonic"
        else:
            with pytest.raises(Conflict) as raised:
                self._import([spec], tx_time, via_rest=False)
            assert raised.value.code == "tx_time_not_monotonic"
        assert fetch_versions(self.driver, self.tenant) == before
        records, _, _ = self.driver.execute_query(
            "MATCH (t:Tx {tenant: $t}) RETURN count(t) AS n", t=self.tenant
        )
        assert records[0]["n"] == len(self.tx_times)

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
        """Every stored bound and bound - 1 us: valid time (and the us before day 0), known time
        (every transaction time, so also those that stored nothing)."""
        vts = bounds_and_before(
            [day(0), *(b for f in versions.values() for b in (f["valid_from"], f["valid_to"]))]
        )
        tts = bounds_and_before(
            [
                *self.tx_times,
                *(b for f in versions.values() for b in (f["learned_at"], f["revoked_at"])),
            ]
        )
        return vts, tts

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

    def _expected(
        self, subject: str, predicate: str | None, vt: datetime, tt: datetime | None
    ) -> set[Answer]:
        predicates = [predicate] if predicate else [SINGLE, MULTI]
        return {
            (p, *payload) for p in predicates for payload in self.model.answer(subject, p, vt, tt)
        }

    def _check_against_model(self, versions: dict[str, dict[str, Any]]) -> None:
        vts, tts = self._grid(versions)
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
        # the service's own latest-knowledge query at every valid-time bound
        slots = [(s, p) for s in SUBJECTS for p in (SINGLE, MULTI)]
        wrong = point_mismatches(self.reader, self.tenant, slots, vts, [None], self._expected)
        assert wrong == [], wrong[:5]

    def teardown(self) -> None:
        """The service's own queries on the full grid of what this example stored."""
        if not self.tx_times:
            return
        versions = fetch_versions(self.driver, self.tenant)
        vts, tts = self._grid(versions)
        assert tts[-1] == self.tx_times[-1] and all(t - US in tts for t in self.tx_times)
        slots = [(s, p) for s in SUBJECTS for p in (SINGLE, MULTI)]
        wrong: list[Mismatch] = point_mismatches(
            self.reader, self.tenant, slots, vts, list(tts), self._expected
        )
        wrong += timeline_mismatches(
            self.reader, self.tenant, SUBJECTS, None, vts, tts, self._expected
        )
        assert wrong == [], wrong[:5]


def test_service_matches_reference_model(driver: Driver, app_client: TestClient) -> None:
    BitemporalMachine.driver = driver
    BitemporalMachine.client = app_client
    runner = BitemporalMachine.TestCase
    runner.settings = settings(
        settings.default, stateful_step_count=10, max_examples=STATE_MACHINE_EXAMPLES
    )
    runner().runTest()
