"""The time kept for a thing ends with the thing (`ended_times`): "football_time" ends when the
football pastime does; a time of another thing, of another person, or a thing not ended stays."""

from __future__ import annotations

from chronofact.graph.ingest.ended_times import ended_times
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.time import END_OF_TIME, Period
from tests.unit.change_plans import SEP, current_fact


def _retract(subject: str, predicate: str, value: str) -> Operation:
    return Operation(
        op=Op.RETRACT,
        subject=subject,
        predicate=predicate,
        period=Period.of(SEP, END_OF_TIME),
        value=value,
        evidence=Evidence(kind="conversation", ref="m2", span=(0, 20)),
        extractor="conversation",
    )


def _ended(ops: list[Operation], facts: list) -> list[tuple[str, str, str]]:
    source = Evidence(kind="conversation", ref="m2", observed_at=SEP, text="...", speaker="Nneka")
    return [(o.subject, o.predicate, str(o.object)) for o in ended_times(source, ops, facts, "c")]


def test_the_time_of_an_ended_thing_ends_with_it() -> None:
    facts = [
        current_fact("Chidi", "hobby", value="football"),
        current_fact("Chidi", "football_time", obj="Saturday"),
        current_fact("Chidi", "swimming_day", obj="Sunday"),
        current_fact("Ada", "football_time", obj="Friday"),
    ]
    ops = [_retract("Chidi", "hobby", "football")]
    assert _ended(ops, facts) == [("Chidi", "football_time", "Saturday")]
    # the thing's every word is in the ended value: "league hockey" ends hockey_time
    facts = [current_fact("Logan", "hockey_time", obj="Tuesdays")]
    assert _ended([_retract("Logan", "hobby", "league hockey")], facts) == [
        ("Logan", "hockey_time", "Tuesdays")
    ]


def test_nothing_ended_or_a_bare_time_ends_nothing() -> None:
    facts = [
        current_fact("Chidi", "meeting_time", obj="Monday"),
        current_fact("Chidi", "time", obj="noon"),
        current_fact("Chidi", "football_time", obj="Saturday"),
    ]
    assert _ended([], facts) == []
    assert _ended([_retract("Chidi", "hobby", "swimming")], facts) == []
    # a meeting's time is not a pastime's: "meeting" is no word of the value ended
    assert _ended([_retract("Chidi", "hobby", "chess club")], facts) == []
