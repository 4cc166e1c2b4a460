"""Concurrent writers: 8 threads hammering a few keys, and several processes sharing a tenant.

Afterwards the invariants hold, transaction times are unique and strictly increasing in the
order writes were acknowledged (a write acknowledged before another began has the earlier
time), and replaying every acknowledged write through the reference model reproduces the
service's answers at every bound and bound - 1 us on both axes."""

from __future__ import annotations

import itertools
import random
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from datetime import UTC, datetime, timedelta

from neo4j import Driver

from chronofact.config import Settings
from chronofact.graph.models import Context, Op, Operation
from chronofact.graph.neo4j import connect
from chronofact.graph.reads import Reader
from chronofact.graph.time import Period
from chronofact.graph.write import Writer
from tests.conftest import Neo4jUnderTest
from tests.graph.grid import bounds_and_before, point_mismatches
from tests.graph.test_bitemporal_model import END, fetch_versions
from tests.reference_model import LoggedWrite, ReferenceModel

BASE = datetime(2026, 1, 1, tzinfo=UTC)
SUBJECTS = ["ann", "bob"]
OBJECTS = ["acme", "globex", "initech", "umbrella"]


def _spec(rng: random.Random) -> dict[str, object]:
    start = rng.randint(0, 5)
    end = rng.choice([None, start + rng.randint(1, 4)])
    return {
        "retract": rng.random() < 0.2,
        "subject": rng.choice(SUBJECTS),
        "object": rng.choice(OBJECTS),
        "start": start,
        "end": end,
    }


def _op(spec: dict[str, object]) -> Operation:
    start = BASE + timedelta(days=int(spec["start"]))  # type: ignore[call-overload]
    end = BASE + timedelta(days=int(spec["end"])) if spec["end"] is not None else None  # type: ignore[call-overload]
    period = Period.of(start, end)
    if spec["retract"]:
        return Operation(Op.RETRACT, str(spec["subject"]), "employer", period)
    return Operation(
        Op.ASSERT, str(spec["subject"]), "employer", period, object=str(spec["object"])
    )


def test_eight_writers_keep_the_invariants(driver: Driver, tenant: str) -> None:
    ctx = Context(tenant=tenant)
    # (began, acknowledged) on the test's monotonic clock, the transaction time, the write
    acknowledged: list[tuple[float, float, datetime, dict[str, object]]] = []
    errors: list[BaseException] = []
    lock = threading.Lock()

    def work(seed: int) -> None:
        rng = random.Random(seed)
        writer = Writer(driver)
        try:
            for _ in range(15):
                spec = _spec(rng)
                began = time.monotonic()
                result = writer.write(ctx, [_op(spec)])
                done = time.monotonic()
                with lock:
                    acknowledged.append((began, done, result.tx_time, spec))
        except BaseException as exc:  # surfaced below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(seed,)) for seed in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    assert len(acknowledged) == 8 * 15
    times = [t for _, _, t, _ in acknowledged]
    assert len(set(times)) == len(times), "two transactions share a transaction time"
    # strict order: whenever one write was acknowledged before another began, its time is earlier
    by_ack = sorted(acknowledged, key=lambda a: a[1])
    ordered_pairs = 0
    for _, done, earlier, _ in by_ack:
        for began, _, later, _ in acknowledged:
            if done < began:
                ordered_pairs += 1
                assert earlier < later, (earlier, later)
    assert ordered_pairs > len(acknowledged)  # the check compared many pairs, not none
    stored, _, _ = driver.execute_query(
        "MATCH (t:Tx {tenant: $t}) RETURN t.time AS time ORDER BY time", t=tenant
    )
    assert [r["time"].to_native() for r in stored] == sorted(times)

    model = ReferenceModel(multi_valued=frozenset())
    for _, _, tx_time, spec in sorted(acknowledged, key=lambda a: a[2]):
        model.record(
            LoggedWrite(
                tx_time=tx_time,
                seq=0,
                subject=str(spec["subject"]),
                predicate="employer",
                obj=None if spec["retract"] else str(spec["object"]),
                polarity=True,
                start=BASE + timedelta(days=int(spec["start"])),  # type: ignore[call-overload]
                end=BASE + timedelta(days=int(spec["end"])) if spec["end"] is not None else None,  # type: ignore[call-overload]
                retract=bool(spec["retract"]),
            )
        )

    versions = fetch_versions(driver, tenant)
    # no overlap among live versions of a key, at every known time
    for tt in {f["learned_at"] for f in versions.values()} | {END - timedelta(days=1)}:
        for subject in SUBJECTS:
            alive = sorted(
                (
                    f
                    for f in versions.values()
                    if f["subject_name"] == subject and f["learned_at"] <= tt < f["revoked_at"]
                ),
                key=lambda f: f["valid_from"],
            )
            for a, b in itertools.pairwise(alive):
                assert a["valid_to"] <= b["valid_from"]
    # every acknowledged write is reflected: the service's point queries answer as the
    # reference model on the full grid (every bound and bound - 1 us on both axes)
    reader = Reader(driver)
    vts = bounds_and_before(b for f in versions.values() for b in (f["valid_from"], f["valid_to"]))
    tts: list[datetime | None] = [*bounds_and_before(times), None]
    assert len(vts) >= 4 and len(tts) > len(times)
    mismatches = point_mismatches(
        reader,
        tenant,
        [(s, "employer") for s in SUBJECTS],
        vts,
        tts,
        lambda subject, predicate, vt, tt: {
            ("employer", *payload) for payload in model.answer(subject, "employer", vt, tt)
        },
    )
    assert mismatches == [], mismatches[:5]


def _process_writer(args: tuple[Settings, str, int]) -> list[tuple[str, str]]:
    settings, tenant, seed = args
    driver = connect(settings)
    try:
        writer = Writer(driver)
        rng = random.Random(seed)
        acknowledged = []
        for _ in range(10):
            result = writer.write(Context(tenant=tenant), [_op(_spec(rng))])
            acknowledged.append((result.tx_id, result.tx_time.isoformat()))
        return acknowledged
    finally:
        driver.close()


def test_transaction_time_is_unique_across_processes(
    driver: Driver, tenant: str, neo4j_server: Neo4jUnderTest
) -> None:
    jobs = [(neo4j_server.settings, tenant, i) for i in range(3)]
    with ProcessPoolExecutor(max_workers=3) as pool:
        per_process = list(pool.map(_process_writer, jobs))
    stamps = {tx_id: datetime.fromisoformat(t) for batch in per_process for tx_id, t in batch}
    assert len(stamps) == 30
    assert len(set(stamps.values())) == 30
    records, _, _ = driver.execute_query(
        "MATCH (t:Tx {tenant: $t}) RETURN t.id AS id, t.time AS time ORDER BY time", t=tenant
    )
    # what is stored is what each write was told
    assert {r["id"]: r["time"].to_native() for r in records} == stamps
    # each process's writes, in the order they were acknowledged, have strictly
    # increasing times, and appear in that order in the stored transaction-time order
    stored_order = [r["id"] for r in records]
    for batch in per_process:
        acknowledged_times = [stamps[tx_id] for tx_id, _ in batch]
        assert all(a < b for a, b in itertools.pairwise(acknowledged_times)), batch
        positions = [stored_order.index(tx_id) for tx_id, _ in batch]
        assert positions == sorted(positions), batch
