"""The time kept for a thing ends with the thing (`ended_times`): "football_time" ends when the
football pastime does; a time of another thing, of another person, or a thing not ended stays."""

from __future__ import annotations

from chronofact.graph.ingest.ended_times import ended_times
from chronofact.graph.models import Evidence, Op, Operation
from tests.unit.change_plans import SEP, current_fact, said_op


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
    ops = [said_op("Chidi", "hobby", "football", Op.RETRACT)]
    assert _ended(ops, facts) == [("Chidi", "football_time", "Saturday")]
    # the thing's every word is in the ended value: "league hockey" ends hockey_time
    facts = [current_fact("Logan", "hockey_time", obj="Tuesdays")]
    assert _ended([said_op("Logan", "hobby", "league hockey", Op.RETRACT)], facts) == [
        ("Logan", "hockey_time", "Tuesdays")
    ]


def test_nothing_ended_or_a_bare_time_ends_nothing() -> None:
    facts = [
        current_fact("Chidi", "meeting_time", obj="Monday"),
        current_fact("Chidi", "time", obj="noon"),
        current_fact("Chidi", "football_time", obj="Saturday"),
    ]
    assert _ended([], facts) == []
    assert _ended([said_op("Chidi", "hobby", "swimming", Op.RETRACT)], facts) == []
    # a meeting's time is not a pastime's: "meeting" is no word of the value ended
    assert _ended([said_op("Chidi", "hobby", "chess club", Op.RETRACT)], facts) == []
