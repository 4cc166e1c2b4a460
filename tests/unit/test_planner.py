"""The write primitive in memory: leftovers, lineage, transients, corroboration."""

from __future__ import annotations

from datetime import UTC, datetime

from chronofact.graph.time import Period
from chronofact.graph.write.planner import Edge, TransactionPlanner, Version


def d(day: int) -> datetime:
    return datetime(2024, 1, day, tzinfo=UTC)


def live(*versions: tuple[str, str, int, int | None]) -> dict[str, list[Version]]:
    return {
        "k": [
            Version(
                id=i,
                key="k",
                payload=p,
                period=Period.of(d(a), d(b) if b else None),
                persisted=True,
            )
            for i, p, a, b in versions
        ]
    }


def test_assert_splits_the_overlapped_version() -> None:
    planner = TransactionPlanner(live(("F1", "acme", 1, None)))
    new = planner.assert_("k", "globex", Period(d(10), d(20)), {}, "change", None)
    plan = planner.plan()
    assert plan.revokes == ["F1"]
    by_period = {
        (v.period.start.day, v.period.end.day if v.period.end.year < 9999 else None): v
        for v in plan.creates
    }
    assert set(by_period) == {(1, 10), (10, 20), (20, None)}
    assert by_period[(10, 20)].id == new and by_period[(10, 20)].edges == [
        Edge("UPDATES", "F1", "change")
    ]
    assert by_period[(1, 10)].edges == [Edge("DERIVES", "F1", "split")]
    assert by_period[(20, None)].payload == "acme"


def test_same_value_extends_and_covered_reassertion_corroborates() -> None:
    planner = TransactionPlanner(live(("F1", "acme", 5, 10)))
    planner.assert_("k", "acme", Period(d(1), d(20)), {}, "change", None)
    assert planner.plan().creates[0].edges == [Edge("EXTENDS", "F1")]
    planner = TransactionPlanner(live(("F1", "acme", 1, None)))
    carrier = planner.assert_("k", "acme", Period(d(3), d(4)), {}, "change", None)
    plan = planner.plan()
    assert carrier == "F1" and plan.creates == [] and plan.revokes == []
    assert plan.corroborated == [("F1", None)]


def test_version_created_and_revoked_in_one_transaction_is_not_kept() -> None:
    planner = TransactionPlanner(live(("F1", "acme", 1, None)))
    first = planner.assert_("k", "globex", Period.of(d(10), None), {}, "change", None)
    planner.assert_("k", "initech", Period.of(d(15), None), {}, "correction", None)
    plan = planner.plan()
    ids = {v.id for v in plan.creates}
    assert first not in ids and plan.revokes == ["F1"]
    by_payload = {v.payload: v for v in plan.creates}
    assert set(by_payload) == {"acme", "globex", "initech"}
    # the Globex leftover inherits the dropped version's lineage: it updates F1
    assert by_payload["globex"].edges == [Edge("UPDATES", "F1", "change")]
    assert by_payload["initech"].edges == [Edge("UPDATES", "F1", "correction")]
    assert by_payload["acme"].edges == [Edge("DERIVES", "F1", "split")]


def test_retract_restricted_to_an_object() -> None:
    planner = TransactionPlanner(live(("F1", "e:acme|+", 1, 5), ("F2", "e:globex|+", 5, None)))
    assert planner.retract("k", Period.of(d(1), None), "e:globex") == ["F2"]
    plan = planner.plan()
    assert plan.revokes == ["F2"] and plan.creates == []
