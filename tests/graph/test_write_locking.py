"""A write loads only the live segments of its keys that its periods overlap (issue 13):
the result is the same as when every segment was loaded."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from neo4j import Driver, ManagedTransaction

from chronofact.graph.models import ChangeKind, Context, Op, Operation, TrustAction, TrustActionKind
from chronofact.graph.time import END_OF_TIME, Period
from chronofact.graph.write import Writer
from chronofact.graph.write.keys import LiveVersions, lock_and_load, period_rows, resolve_targets

BASE = datetime(2020, 1, 1, tzinfo=UTC)


def day(n: int) -> datetime:
    return BASE + timedelta(days=n)


def works_at(
    company: str, start: int, end: int | None = None, kind: ChangeKind = ChangeKind.CHANGE
) -> Operation:
    period = Period(day(start), day(end) if end is not None else END_OF_TIME)
    return Operation(
        op=Op.ASSERT, subject="Ann", predicate="works_at", period=period, object=company, kind=kind
    )


def live_segments(driver: Driver, tenant: str) -> list[tuple[str, datetime, datetime]]:
    records, _, _ = driver.execute_query(
        "MATCH (f:Current) WHERE f.tenant = $t AND f.trust <> 'disputed' "
        "RETURN f.object_name AS o, f.valid_from AS a, f.valid_to AS b ORDER BY a",
        {"t": tenant},
    )
    return [(r["o"], r["a"].to_native(), r["b"].to_native()) for r in records]


def test_period_rows_coalesce_overlapping_and_adjacent() -> None:
    rows = period_rows(
        [Period(day(5), day(6)), Period(day(0), day(2)), Period(day(2), day(3)), Period(day(1))]
    )
    assert len(rows) == 1 and rows[0]["from"].startswith("2020-01-01")
    apart = period_rows([Period(day(0), day(1)), Period(day(3), day(4))])
    assert [r["from"][:10] for r in apart] == ["2020-01-01", "2020-01-04"]


def test_lock_loads_only_overlapping_segments(driver: Driver, writer: Writer, tenant: str) -> None:
    ctx = Context(tenant=tenant)
    writer.write(ctx, [works_at(f"C{i}", i * 10) for i in range(6)], tx_time=day(100))
    assert len(live_segments(driver, tenant)) == 6
    op = works_at("X", 25, 35, kind=ChangeKind.CORRECTION)

    def probe(tx: ManagedTransaction) -> LiveVersions:
        return lock_and_load(tx, ctx, resolve_targets(tx, ctx, [op], {}), [])

    with driver.session() as session:
        live = session.execute_write(probe)
    (versions,) = live.values()
    assert sorted(v.fields["object_name"] for v in versions) == ["C2", "C3"]


def test_write_in_the_middle_of_a_long_timeline(
    driver: Driver, writer: Writer, tenant: str
) -> None:
    ctx = Context(tenant=tenant)
    writer.write(ctx, [works_at(f"C{i}", i * 10) for i in range(6)], tx_time=day(100))
    result = writer.write(ctx, [works_at("X", 25, 35, kind=ChangeKind.CORRECTION)])
    assert len(result.revoked) == 2  # C2 [20, 30) and C3 [30, 40)
    segments = live_segments(driver, tenant)
    assert [(o, (a - BASE).days, (b - BASE).days) for o, a, b in segments[:6]] == [
        ("C0", 0, 10),
        ("C1", 10, 20),
        ("C2", 20, 25),
        ("X", 25, 35),
        ("C3", 35, 40),
        ("C4", 40, 50),
    ]
    assert segments[6][0] == "C5" and segments[6][2] == END_OF_TIME


def test_trust_action_on_a_segment_far_from_the_write(
    driver: Driver, writer: Writer, tenant: str
) -> None:
    """An action names a version by id: its own period is locked and loaded, so revoking
    the first segment while asserting after the last one touches both correctly."""
    ctx = Context(tenant=tenant)
    writer.write(ctx, [works_at(f"C{i}", i * 10) for i in range(4)], tx_time=day(100))
    records, _, _ = driver.execute_query(
        "MATCH (f:Current {object_name: 'C0'}) WHERE f.tenant = $t RETURN f.id AS id",
        {"t": tenant},
    )
    first_id = records[0]["id"]
    result = writer.write(
        ctx,
        [works_at("Y", 50)],
        actions=[TrustAction(first_id, TrustActionKind.REVOKE)],
    )
    assert first_id in result.revoked
    objects = [o for o, _, _ in live_segments(driver, tenant)]
    assert objects == ["C1", "C2", "C3", "Y"]
