"""Concurrent writers: 8 threads hammering a few keys, and several processes sharing a tenant.

Afterwards the invariants hold, transaction times are unique and strictly increasing in commit
order, and replaying every acknowledged write through the reference model reproduces the
stored answers at every bound."""

from __future__ import annotations

import itertools
import random
import threading
from concurrent.futures import ProcessPoolExecutor
from datetime import UTC, datetime, timedelta

from neo4j import Driver

from chronofact.config import Settings
from chronofact.graph.models import Context, Op, Operation
from chronofact.graph.neo4j import connect
from chronofact.graph.reads import Basis, Reader
from chronofact.graph.time import Period
from chronofact.graph.write import Writer
from tests.conftest import Neo4jUnderTest
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
    acknowledged: list[tuple[datetime, dict[str, object]]] = []
    errors: list[BaseException] = []
    lock = threading.Lock()

    def work(seed: int) -> None:
        rng = random.Random(seed)
        writer = Writer(driver)
        try:
            for _ in range(15):
                spec = _spec(rng)
                result = writer.write(ctx, [_op(spec)])
                with lock:
                    acknowledged.append((result.tx_time, spec))
        except BaseException as exc:  # surfaced below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(seed,)) for seed in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    assert len(acknowledged) == 8 * 15
    times = [t for t, _ in acknowledged]
    assert len(set(times)) == len(times), "two transactions share a transaction time"

    model = ReferenceModel(multi_valued=frozenset())
    for tx_time, spec in sorted(acknowledged, key=lambda a: a[0]):
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
    # every acknowledged write is reflected: stored answers == reference model on the grid
    reader = Reader(driver)
    vts = sorted(
        {
            BASE + timedelta(days=d) - delta
            for d in range(0, 10)
            for delta in (timedelta(0), timedelta(microseconds=1))
        }
    )
    tts = [*sorted(times)[::10], None]
    for subject in SUBJECTS:
        for tt in tts:
            for vt in vts:
                got = {
                    (f["object"]["name"], True)
                    for f in reader.point(
                        tenant, "default", subject, "employer", Basis.resolve(vt, tt)
                    )
                }
                assert got == model.answer(subject, "employer", vt, tt), (subject, vt, tt)


def _process_writer(args: tuple[Settings, str, int]) -> list[str]:
    settings, tenant, seed = args
    driver = connect(settings)
    try:
        writer = Writer(driver)
        rng = random.Random(seed)
        stamps = []
        for _ in range(10):
            result = writer.write(Context(tenant=tenant), [_op(_spec(rng))])
            stamps.append(result.tx_time.isoformat())
        return stamps
    finally:
        driver.close()


def test_transaction_time_is_unique_across_processes(
    driver: Driver, tenant: str, neo4j_server: Neo4jUnderTest
) -> None:
    jobs = [(neo4j_server.settings, tenant, i) for i in range(3)]
    with ProcessPoolExecutor(max_workers=3) as pool:
        stamps = [s for batch in pool.map(_process_writer, jobs) for s in batch]
    assert len(stamps) == 30
    assert len(set(stamps)) == 30
    records, _, _ = driver.execute_query(
        "MATCH (t:Tx {tenant: $t}) RETURN t.time AS time ORDER BY time", t=tenant
    )
    assert [r["time"].to_native().isoformat() for r in records] == sorted(
        datetime.fromisoformat(s).isoformat() for s in stamps
    )
