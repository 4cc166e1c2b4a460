"""An assert read from the sentence that says its value ended is a fact of the past."""

from __future__ import annotations

from chronofact.graph.ingest.said_ended import said_ended
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.time import BEGINNING_OF_TIME, END_OF_TIME, Period
from tests.unit.change_plans import SEP


def _read(text: str, subject: str, predicate: str, obj: str) -> Operation:
    start = text.index(obj) if obj in text else 0
    return Operation(
        op=Op.ASSERT,
        subject=subject,
        predicate=predicate,
        period=Period.of(SEP, END_OF_TIME),
        object=obj,
        statement=f"{subject} {predicate} {obj}",
        evidence=Evidence(kind="conversation", ref="m2", span=(start, start + len(obj))),
        extractor="conversation",
    )


def _periods(text: str, op: Operation) -> Period:
    source = Evidence(kind="conversation", ref="m2", observed_at=SEP, text=text, speaker="Bo")
    (out,) = said_ended(source, [op])
    return out.period


def test_a_value_its_sentence_ends_held_until_then() -> None:
    for text, pred, obj in [
        ("dr naidoo emigrated ne, so it's dr mthembu for me", "doctor", "naidoo"),
        ("Rex died o, old age.", "has_pet", "Rex"),
        ("finally quit Shopify, best decision", "works_at", "Shopify"),
        ("parted ways with Dr. Klein, I see Dr. Rivera now", "therapist", "Dr. Klein"),
    ]:
        period = _periods(text, _read(text, "Bo", pred, obj))
        assert period.start == BEGINNING_OF_TIME and period.end == SEP, text


def test_a_value_moved_to_or_said_plain_stays_current() -> None:
    for text, pred, obj in [
        ("left Shopify for Stripe in May", "works_at", "Stripe"),
        ("switched to Monzo from Barclays", "bank", "Monzo"),
        ("my doctor is Dr Mthembu now", "doctor", "Dr Mthembu"),
        ("didn't quit Shopify after all", "works_at", "Shopify"),
        ("Switched to Dr. Kapoor, the old clinic was too far", "doctor", "Kapoor"),
        ("Tanaka-san retired so now I report to Mori-san.", "manager", "Mori-san"),
        ("Dr Hughes retired at Easter so I've been moved to Dr Okafor", "doctor", "Dr Okafor"),
        ("1:1 got moved from Wednesday to Thursday 15:00", "1_1_time", "Thursday 15:00"),
        ("Jonas switched to the machine learning team", "project", "machine learning"),
    ]:
        period = _periods(text, _read(text, "Bo", pred, obj))
        assert period.start == SEP and period.end == END_OF_TIME, text


def test_a_state_said_before_another_state_is_no_past_fact() -> None:
    """ "PAY-311 merged and closed" (a work chat of mine) had stored "PAY-311 is merged" as
    holding from the beginning of time until the message: "closed" is a state, not its end."""
    text = "PAY-311 merged and closed 🎉"
    period = _periods(text, _read(text, "PAY-311", "status", "merged"))
    assert period == Period.of(SEP, END_OF_TIME)
