"""A message that says a slot's value changed ends it, even when its new value cannot be read
(`graph.ingest.slot_changes` through `change_meaning` and `change_plan`): a stolen phone, a
slipped deadline, an arrived order, a resolved ticket. Look-alikes -- the slot mentioned
without a change, a plan, a question, a negation, someone else's thing, a thing moved
about -- end nothing. Slots by meaning come from the real MiniLM matcher."""

from __future__ import annotations

import pytest

from chronofact.graph.ingest.change_meaning import GroupFit, SlotOf
from chronofact.graph.ingest.change_plan import CurrentFact
from chronofact.graph.ingest.slot_changes import group_of, is_impersonal, says_slot_changed
from chronofact.graph.models import Op, Operation
from tests.unit.change_plans import current_fact, plan

PHONE = current_fact("Nadia", "uses_phone", "Pixel 7")
BANK = current_fact("Nadia", "bank", "Barclays")
GYM = current_fact("Nadia", "gym", "PureGym")
STANDUP = current_fact("Nadia", "meeting_time", value="Tuesdays")
DEADLINE = current_fact("Nadia", "deadline", value="April 4")
ORDER = current_fact("Nadia's order", "status", value="shipped")
TICKET = current_fact("4512", "status", value="open")
PARTNER = current_fact("Nadia", "partner", "Tom")
HOME = current_fact("Nadia", "lives_in", "York")
LAPTOP = current_fact("Nadia", "uses_laptop", "ThinkPad X1")
LERATO_JOB = current_fact("Lerato", "occupation", value="senior designer")


def _ended(ops: list[Operation]) -> list[str]:
    return [str(o.object or o.value) for o in ops if o.op == Op.RETRACT]


def _new(ops: list[Operation]) -> list[str]:
    return [str(o.object or o.value) for o in ops if o.op == Op.ASSERT]


@pytest.mark.parametrize(
    ("text", "fact", "new"),
    [
        ("ugh, my phone got stolen at the festival", PHONE, None),
        ("the standup got rescheduled to Thursdays", STANDUP, "Thursdays"),
        ("the review board pushed my deadline back to June 12", DEADLINE, "June 12"),
        ("they postponed the submission deadline to May 30", DEADLINE, "May 30"),
        ("the package finally arrived this morning", ORDER, "arrived"),
        ("the courier delivered it at noon", ORDER, "delivered"),
        ("Re 4512: fixed by IT yesterday", TICKET, "fixed"),
        ("Tom and I split up in the spring", PARTNER, None),
        ("moved my savings account to Nationwide", BANK, "Nationwide"),
        ("transferred my membership to Anytime Fitness", GYM, "Anytime Fitness"),
        ("got an extension, the thesis is due October 3 now", DEADLINE, "October 3"),
        ("the quarterly review got rescheduled to Mondays", STANDUP, "Mondays"),
        ("Lerato got promoted to head of design last month", LERATO_JOB, "head of design"),
    ],
)
def test_a_said_change_of_the_slot_ends_its_value(
    text: str, fact: CurrentFact, new: str | None, slot_of: SlotOf, group_fit: GroupFit
) -> None:
    ops = plan(text, [fact, HOME], slot_of, group_fit=group_fit)
    assert _ended(ops) == [fact.shown]
    if new is not None:
        assert _new(ops) == [new]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("my bank Barclays has an app outage again", BANK),
        ("still with Barclays, the app is fine", BANK),
        ("might switch banks next year", BANK),
        ("my brother switched banks", BANK),
        ("did you switch banks?", BANK),
        ("I didn't switch banks after all", BANK),
        ("I moved my phone to the charger by the door", PHONE),
        ("my phone died for an hour but it's fine now", PHONE),
        ("I lost my gloves on the bus", PHONE),
        ("my sister's phone got stolen", PHONE),
        ("my laptop got replaced under warranty, same model", LAPTOP),
        ("I moved the bookcase to the hallway", ORDER),
        ("my friend's order got cancelled", ORDER),
        ("Priya's deadline got pushed to July 1", DEADLINE),
        ("nothing moved on the deadline front", DEADLINE),
        ("should we move the standup to Thursdays?", STANDUP),
        ("I'm thinking of moving the standup to Thursdays", STANDUP),
        ("the gym moved the spin class to Friday", GYM),
        ("we moved the sofa into the spare room", HOME),
        ("my order hasn't arrived yet", ORDER),
        ("we almost split up last year but we're fine", PARTNER),
        ("Lerato's assistant got promoted to team lead", LERATO_JOB),
        ("Lerato might get promoted to art director next year", LERATO_JOB),
    ],
)
def test_a_slot_mentioned_without_its_change_ends_nothing(
    text: str, fact: CurrentFact, slot_of: SlotOf, group_fit: GroupFit
) -> None:
    assert _ended(plan(text, [fact, HOME], slot_of, group_fit=group_fit)) == []


def test_a_change_word_fits_only_its_slot() -> None:
    assert says_slot_changed("my phone got stolen", "uses_phone")
    assert not says_slot_changed("I moved my phone to the desk", "uses_phone")
    assert says_slot_changed("the 1:1 moved to Friday", "1_1_time")
    assert not says_slot_changed("we moved the couch", "lives_in")
    assert says_slot_changed("we moved to Leeds", "lives_in")
    assert group_of("works_at") == group_of("occupation")


def test_meetings_deadlines_orders_and_tickets_are_impersonal() -> None:
    assert is_impersonal("deadline")
    assert is_impersonal("status")
    assert not is_impersonal("bank")
