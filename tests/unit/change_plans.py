"""What the change-resolution unit tests share: the current facts of a subject as ingest loads
them, and the plan `change_plan.plan_changes` makes of a later message (said by Nadia on SEP)."""

from __future__ import annotations

from datetime import UTC, datetime

from chronofact.graph.ingest.change_meaning import GroupFit, SlotOf
from chronofact.graph.ingest.change_plan import CurrentFact, plan_changes
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.time import END_OF_TIME, Period

JAN = datetime(2025, 1, 10, 10, tzinfo=UTC)
SEP = datetime(2025, 9, 15, 10, tzinfo=UTC)


def current_fact(
    subject: str, predicate: str, obj: str | None = None, value: str | None = None
) -> CurrentFact:
    """A fact of `subject` current since JAN (its key as ingest folds names)."""
    key = " ".join(subject.casefold().replace("'", " ").replace(".", "").split())
    return CurrentFact(subject, key, predicate, obj, value, JAN, END_OF_TIME)


def plan(
    text: str,
    facts: list[CurrentFact],
    slot_of: SlotOf,
    own: list[Operation] | None = None,
    group_fit: GroupFit | None = None,
) -> list[Operation]:
    """The operations change resolution adds for Nadia's message `text` (with `own`, those the
    extractor already made; with `group_fit`, as ingest plans them)."""
    source = Evidence(kind="conversation", ref="m2", observed_at=SEP, text=text, speaker="Nadia")
    return plan_changes(source, own or [], facts, "conversation", slot_of, group_fit)


def said_op(subject: str, predicate: str, obj: str, op: Op = Op.ASSERT) -> Operation:
    """An operation the extractor made of Nadia's message on SEP (an assert unless `op` says)."""
    return Operation(
        op=op,
        subject=subject,
        predicate=predicate,
        period=Period.of(SEP, END_OF_TIME),
        object=obj,
        statement=f"{subject} {predicate} {obj}",
        evidence=Evidence(kind="conversation", ref="m2"),
        extractor="conversation",
    )
