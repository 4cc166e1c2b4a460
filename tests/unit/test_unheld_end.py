"""An end said of a value nothing stored holds (`graph/ingest/unheld_end.py`): the value is
stored as held until the end, from a start nobody said; a slot held or with history, a state,
a time, or a value the message itself asserted before the end gets nothing."""

from __future__ import annotations

import dataclasses

from chronofact.graph.ingest.unheld_end import MAX_UNHELD, unheld_ends
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.time import BEGINNING_OF_TIME, END_OF_TIME, Period
from tests.unit.change_plans import JAN, SEP, current_fact, said_op


def _end(subject: str, predicate: str, obj: str) -> Operation:
    op = said_op(subject, predicate, obj, Op.RETRACT)
    return dataclasses.replace(op, statement=f"no longer: {subject} {predicate} {obj}")


def _none_stored(slots: list[tuple[str, str]]) -> set[tuple[str, str]]:
    return set()


def test_an_ended_value_nothing_held_is_stored_as_past() -> None:
    (past,) = unheld_ends([_end("Asha", "streaming_service", "Showmax")], [], _none_stored)
    assert past.op == Op.ASSERT
    assert (past.subject, past.predicate, past.object) == ("Asha", "streaming_service", "Showmax")
    assert past.period == Period.of(BEGINNING_OF_TIME, SEP)
    assert past.statement == "Asha streaming_service Showmax"  # "no longer:" taken off
    assert past.evidence == Evidence(kind="conversation", ref="m2")


def test_the_end_said_for_a_time_is_where_the_value_stops() -> None:
    earlier = dataclasses.replace(
        _end("Dev", "works_at", "Infosys"), period=Period.of(JAN, END_OF_TIME)
    )
    (past,) = unheld_ends([earlier], [], _none_stored)
    assert past.period == Period.of(BEGINNING_OF_TIME, JAN)


def test_the_new_value_said_after_the_end_does_not_stop_it() -> None:
    # "dumped Showmax for Netflix": the new value starts where the old one ends
    ops = [
        _end("Asha", "streaming_service", "Showmax"),
        said_op("Asha", "streaming_service", "Netflix"),
    ]
    assert [p.object for p in unheld_ends(ops, [], _none_stored)] == ["Showmax"]


def test_a_value_held_before_the_end_stops_it() -> None:
    held_now = [current_fact("Asha", "streaming_service", "Netflix")]
    assert unheld_ends([_end("Asha", "streaming_service", "Showmax")], held_now, _none_stored) == []
    # of the same family: works_at held, employer ended
    family = [current_fact("Asha", "works_at", "Infosys")]
    assert unheld_ends([_end("Asha", "employer", "Wipro")], family, _none_stored) == []
    # the message's own earlier value ("earlier_value" read it back)
    before = dataclasses.replace(
        said_op("Asha", "streaming_service", "Showmax"), period=Period.of(JAN, SEP)
    )
    ops = [before, _end("Asha", "streaming_service", "Showmax")]
    assert unheld_ends(ops, [], _none_stored) == []


def test_a_slot_with_history_gets_nothing() -> None:
    def all_stored(slots: list[tuple[str, str]]) -> set[tuple[str, str]]:
        return set(slots)

    assert unheld_ends([_end("Asha", "streaming_service", "Showmax")], [], all_stored) == []


def test_states_times_and_unnamed_ends_get_nothing() -> None:
    for op in [
        _end("order 4411", "order_status", "processing"),
        _end("Asha", "standup_time", "9am"),
        dataclasses.replace(_end("Asha", "works_at", "Infosys"), object=None),
        dataclasses.replace(_end("Asha", "works_at", "Infosys"), polarity=False),
        dataclasses.replace(_end("Asha", "works_at", "Infosys"), evidence=None),
    ]:
        assert unheld_ends([op], [], _none_stored) == [], op


def test_other_people_and_other_slots_do_not_stop_it() -> None:
    others = [
        current_fact("Kavya", "streaming_service", "Netflix"),
        current_fact("Asha", "diet", value="vegan"),
    ]
    assert (
        len(unheld_ends([_end("Asha", "streaming_service", "Showmax")], others, _none_stored)) == 1
    )


def test_at_most_a_few_per_message() -> None:
    ops = [_end("Asha", f"slot_{i}", f"Thing {i}") for i in range(MAX_UNHELD + 3)]
    assert len(unheld_ends(ops, [], _none_stored)) == MAX_UNHELD


def test_a_value_held_on_a_kindred_predicate_gets_nothing() -> None:
    # "Frida and I stayed friends" ends partner Frida, stored as "dating"; "married life" ends
    # the engagement to Selin, stored as engaged_to
    dating = [current_fact("Lars", "dating", "Frida")]
    assert unheld_ends([_end("Lars", "partner", "Frida")], dating, _none_stored) == []
    engaged = [current_fact("Yusuf", "engaged_to", "Selin")]
    assert (
        unheld_ends([_end("Yusuf", "relationship_status", "single")], engaged, _none_stored) == []
    )


def test_one_past_fact_per_value_and_no_status() -> None:
    ops = [_end("Asha", p, "Raj") for p in ("partner", "married_to", "engaged_to")]
    assert [p.predicate for p in unheld_ends(ops, [], _none_stored)] == ["partner"]
    # "my gf Elif": the end of "single" is the new partner's bookkeeping
    single = dataclasses.replace(
        said_op("Emre", "relationship_status", "x", Op.RETRACT), object=None, value="single"
    )
    assert unheld_ends([single], [], _none_stored) == []
