"""Erase in bounded transactions (issue 11, finding 6): a namespace larger than one page is
erased completely, an erase that fails half-way can be re-run to completion; recall's history
and contradictions leave out forgotten topics (finding 3)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from neo4j import Driver

from chronofact.graph import forgetting
from chronofact.graph.entities import name_key
from chronofact.graph.errors import Conflict
from chronofact.graph.forgetting import erase
from chronofact.graph.models import Context, EntityMerge, Evidence, Op, Operation
from chronofact.graph.recall import Recall, RecallQuery
from chronofact.graph.time import Period
from chronofact.graph.write import Writer
from tests.erased_words import where_found

T0 = datetime(2024, 1, 1, tzinfo=UTC)


def _op(subject: str, predicate: str, obj: str, ref: str | None = None) -> Operation:
    evidence = Evidence(kind="conversation", ref=ref, text=f"{subject} {obj}") if ref else None
    return Operation(
        Op.ASSERT, subject, predicate, Period.of(T0, None), object=obj, evidence=evidence
    )


def _seed(driver: Driver, ctx: Context, people: int) -> None:
    ops = [_op("Zoë Quinn", f"knows_{i}", f"Person {i}", ref=f"m{i}") for i in range(people)]
    ops += [_op(f"Person {i}", "likes", "tea") for i in range(people)]
    Writer(driver).write(ctx, ops)


def test_name_key_drops_format_characters() -> None:
    for spelled in ("Jo\u00adsé Ruiz", "Jose\u200b Ruiz", "JOSÉ\u200d  RUIZ", "jose ruiz"):
        assert name_key(spelled) == "jose ruiz", spelled


def test_erase_runs_in_pages_and_finishes(driver: Driver, tenant: str) -> None:
    ctx = Context(tenant=tenant)
    _seed(driver, ctx, 40)
    done = erase(driver, ctx, "Zoe Quinn", page=7)  # ~200 nodes: many transactions
    assert done.facts == 40 and done.keys == 40 and done.sources == 40
    assert where_found(driver, tenant, "Zoe Quinn") == []
    records, _, _ = driver.execute_query(
        "MATCH (f:Current) WHERE f.tenant = $t RETURN count(f) AS n", t=tenant
    )
    assert records[0]["n"] == 40  # every "Person i likes tea" stays


def test_a_failed_erase_can_be_rerun_to_completion(
    driver: Driver, tenant: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    ctx = Context(tenant=tenant)
    _seed(driver, ctx, 30)
    real_apply = forgetting._apply
    pages: list[int] = []

    def failing_apply(*args: object) -> dict[str, int]:
        pages.append(1)
        if len(pages) == 2:
            raise RuntimeError("the service died half-way")
        return real_apply(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(forgetting, "_apply", failing_apply)
    with pytest.raises(RuntimeError):
        erase(driver, ctx, "Zoe Quinn", page=10)
    assert where_found(driver, tenant, "Zoe Quinn")  # half done
    # the tombstone is already in force
    blocked = Writer(driver).write(ctx, [_op("Zoë Quinn", "lives_in", "Oslo")])
    assert blocked.created == [] and blocked.blocked
    monkeypatch.setattr(forgetting, "_apply", real_apply)
    again = erase(driver, ctx, "Zoe Quinn", page=10)
    assert again.facts > 0
    assert where_found(driver, tenant, "Zoe Quinn") == []
    records, _, _ = driver.execute_query(
        "MATCH (x:Erasure) WHERE x.tenant = $t RETURN count(x) AS n", t=tenant
    )
    assert records[0]["n"] == 1  # only a finished erase is recorded


def test_merge_naming_a_forgotten_topic_changes_nothing(driver: Driver, tenant: str) -> None:
    ctx = Context(tenant=tenant)
    writer = Writer(driver)
    writer.write(ctx, [_op("Tom Riddle", "born_in", "London")])
    writer.write(ctx, [], forget="Voldemort")
    with pytest.raises(Conflict) as refused:
        writer.write(ctx, [], merge=EntityMerge(alias="Tom Riddle", into="Lord Vol\u00addemort"))
    assert refused.value.code == "forgotten_topic"
    records, _, _ = driver.execute_query(
        "MATCH (n) WHERE n.tenant = $t AND (n:Alias OR n.merged_into IS NOT NULL) "
        "RETURN count(n) AS n",
        t=tenant,
    )
    assert records[0]["n"] == 0


def test_an_audit_reason_naming_a_forgotten_topic_is_not_stored(
    driver: Driver, tenant: str
) -> None:
    writer = Writer(driver)
    writer.write(Context(tenant=tenant), [], forget="Voldemort")
    ctx = Context(tenant=tenant, reason="asked by Voldemort", request_id="voldemort-1")
    writer.write(ctx, [_op("Harry", "lives_in", "Surrey")])
    assert where_found(driver, tenant, "Voldemort") == ["Tombstone.topic"]


def test_recall_history_and_contradictions_leave_out_forgotten_topics(
    driver: Driver, tenant: str
) -> None:
    ctx = Context(tenant=tenant)
    writer = Writer(driver)
    first = Operation(
        Op.ASSERT,
        "Alice",
        "lives_in",
        Period.of(T0, None),
        object="Berlin",
        statement="Alice lives in Berlin near Voldemort",
    )
    writer.write(ctx, [first])
    writer.write(
        ctx,
        [Operation(Op.ASSERT, "Alice", "lives_in", Period.of(T0, None), object="Paris")],
    )
    question = RecallQuery("where does Alice live", tenant=tenant)
    shown = Recall(driver).recall(question)
    assert "voldemort" in str(shown).casefold()  # in the history, before the tombstone
    writer.write(ctx, [], forget="Voldemort")
    shown = Recall(driver).recall(question)
    assert "voldemort" not in str(shown).casefold()
    assert "paris" in str(shown).casefold()
