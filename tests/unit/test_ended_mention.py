"""A held value named again where the message ends it is no new value (`ended_mentions`):
"packed in Kerry Group" read as an employer ends Kerry Group instead of replacing it with a
variant of itself; a new value named after the end ("Sold the Corolla, got a Corolla Cross")
is kept, and so is a value of another person or another slot."""

from __future__ import annotations

from chronofact.graph.ingest.ended_mention import ended_mentions
from chronofact.graph.models import Evidence, Operation
from tests.unit.change_plans import SEP, current_fact, said_op


def _run(text: str, op: Operation, facts: list) -> list[tuple[str, str, str, str]]:
    source = Evidence(kind="conversation", ref="m2", observed_at=SEP, text=text, speaker="Rory")
    return [
        (o.op.value, o.subject, o.predicate, str(o.object))
        for o in ended_mentions(source, [op], facts, "conversation")
    ]


def test_a_held_value_said_in_ending_words_ends_it_and_is_not_written() -> None:
    facts = [current_fact("Rory", "works_at", obj="Kerry Group")]
    text = "Finally packed in Kerry Group after the summer and Glanbia took me on"
    op = said_op("Rory", "works_at", "packed in Kerry Group")
    assert _run(text, op, facts) == [("retract", "Rory", "works_at", "Kerry Group")]
    facts = [current_fact("Rory", "hobby", obj="Warhammer")]
    text = "Sold most of the Warhammer army to fund a drone, drone photography is the new thing"
    op = said_op("Rory", "hobby", "Warhammer army")
    assert _run(text, op, facts) == [("retract", "Rory", "hobby", "Warhammer")]


def test_a_new_value_after_the_end_or_another_persons_is_kept() -> None:
    facts = [current_fact("Rory", "vehicle", obj="Corolla")]
    text = "Sold the Corolla, got a Corolla Cross in June"
    op = said_op("Rory", "vehicle", "Corolla Cross")
    assert _run(text, op, facts) == [("assert", "Rory", "vehicle", "Corolla Cross")]
    # no ending word at all: kept as the extractor read it
    text = "loving the Corolla Cross, way better on fuel"
    assert _run(text, op, facts) == [("assert", "Rory", "vehicle", "Corolla Cross")]
    # another person's, another slot's, or the same value: kept
    text = "Aoife packed in Kerry Group Ireland in May"
    for other in (
        said_op("Aoife", "works_at", "packed in Kerry Group"),
        said_op("Rory", "gym", "packed in Kerry Group"),
        said_op("Rory", "works_at", "Kerry Group"),
    ):
        facts = [current_fact("Rory", "works_at", obj="Kerry Group")]
        assert _run(text, other, facts) == [
            ("assert", other.subject, other.predicate, str(other.object))
        ]


def test_a_new_numbered_value_or_one_moved_to_is_kept() -> None:
    """Found by the end-to-end tests: "moved me to plot 12" had been taken for plot 9 ended."""
    facts = [current_fact("Tom", "allotment", obj="plot 9 at Riverside")]
    text = "The committee moved me to plot 12, more sun."
    op = said_op("Tom", "allotment", "plot 12")
    assert _run(text, op, facts) == [("assert", "Tom", "allotment", "plot 12")]
    facts = [current_fact("Rory", "energy_supplier", obj="Octopus Energy")]
    op = said_op("Rory", "energy_supplier", "Octopus")
    text = "switched to Octopus in the end"
    assert _run(text, op, facts) == [("assert", "Rory", "energy_supplier", "Octopus")]
