"""A thing bought said by its own noun is the speaker's one stored order said by the generic
word, and the other way round ("Sione's motor" / "Sione's order"); never a request, and never
when the speaker has two things with a status."""

from __future__ import annotations

from chronofact.graph.ingest.subject_alias import aliased
from tests.unit.change_plans import current_fact, said_op


def test_a_thing_by_its_noun_is_the_one_stored_order() -> None:
    facts = [current_fact("Sione's order", "status", obj="stuck in customs")]
    (op,) = aliased([said_op("Sione's motor", "status", "out for delivery")], facts, "Sione")
    assert op.subject == "Sione's order"
    facts = [current_fact("Aaliyah's sofa", "status", obj="in production")]
    (op,) = aliased([said_op("Aaliyah's order", "status", "delivered")], facts, "Aaliyah")
    assert op.subject == "Aaliyah's sofa"


def test_a_request_or_two_things_stay_apart() -> None:
    ticket = [current_fact("Ben's ticket", "status", obj="open")]
    (op,) = aliased([said_op("Ben's sofa", "status", "delivered")], ticket, "Ben")
    assert op.subject == "Ben's sofa"
    two = [
        current_fact("Ben's order", "status", obj="shipped"),
        current_fact("Ben's lamp", "status", obj="in transit"),
    ]
    (op,) = aliased([said_op("Ben's sofa", "status", "delivered")], two, "Ben")
    assert op.subject == "Ben's sofa"
    (same,) = aliased([said_op("Ben's lamp", "status", "delivered")], two, "Ben")
    assert same.subject == "Ben's lamp"


def test_two_named_things_stay_apart() -> None:
    facts = [current_fact("Ben's sofa", "status", obj="in production")]
    (op,) = aliased([said_op("Ben's lamp", "status", "shipped")], facts, "Ben")
    assert op.subject == "Ben's lamp"
