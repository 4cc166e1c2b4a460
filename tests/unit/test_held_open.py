"""A reading's guess on a canonical slot (an insurer read as a vehicle, a landlord as a home, a
nickname as a pet) is moved to the open-tail slot its subject holds when its sentence says that
slot (`held_open`); a claim read by a slot's words, a sentence of the guessed slot, the old
value named again or a relative's slot keep it where it was read. Sentences written for these
tests."""

from __future__ import annotations

import dataclasses

import pytest

from chronofact.extractors.conversation.slot_match import matcher_for
from chronofact.extractors.embeddings import embed
from chronofact.graph.ingest.held_open import to_held_open
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.time import END_OF_TIME, Period
from tests.unit.change_plans import SEP, current_fact

MATCHER = matcher_for(embed)


def _assert(read: tuple[str, str, str], text: str, confidence: float = 0.6) -> Operation:
    subject, predicate, obj = read
    start = text.find(obj)
    source = Evidence(
        kind="conversation",
        ref="m2",
        observed_at=SEP,
        text=text,
        speaker="Omar",
        span=(start, start + len(obj)),
    )
    return Operation(
        op=Op.ASSERT,
        subject=subject,
        predicate=predicate,
        period=Period.of(SEP, END_OF_TIME),
        object=obj,
        evidence=source,
        confidence=confidence,
    )


def _slot(text: str, read: tuple[str, str, str], held: tuple[str, str], conf: float = 0.6) -> str:
    facts = [current_fact(read[0], *held)]
    return to_held_open([_assert(read, text, conf)], facts, text, MATCHER)[0].predicate


@pytest.mark.parametrize(
    ("text", "read", "held"),
    [
        (
            "The van is covered by Zurich since the renewal in March.",
            ("Omar", "vehicle", "Zurich"),
            ("van_insurance", "Aviva"),
        ),
        (
            "Our rent goes to Mr Ortiz these days.",
            ("Omar", "lives_in", "Ortiz"),
            ("landlord", "Mrs Kaplan"),
        ),
        (
            "The lads at the rugby club call him Bear.",
            ("Tariq", "has_pet", "Bear"),
            ("nickname", "Taz"),
        ),
        (
            "I get my beard trimmed by Yusuf at Clean Cuts since Marco moved to Leeds.",
            ("Omar", "works_at", "Yusuf"),
            ("barber", "Marco"),
        ),
    ],
)
def test_a_guess_whose_sentence_says_the_held_open_slot_moves_there(
    text: str, read: tuple[str, str, str], held: tuple[str, str]
) -> None:
    assert _slot(text, read, held) == held[0]


@pytest.mark.parametrize(
    ("text", "read", "held"),
    [
        # the sentence says the guessed slot
        (
            "We moved to Ortiz Street in Leeds last spring.",
            ("Omar", "lives_in", "Leeds"),
            ("landlord", "Mrs Kaplan"),
        ),
        (
            "I started a new job at Zurich in March.",
            ("Omar", "works_at", "Zurich"),
            ("van_insurance", "Aviva"),
        ),
        ("We adopted a puppy called Bear.", ("Tariq", "has_pet", "Bear"), ("nickname", "Taz")),
        # the old value named again
        (
            "The lads call him Taz Junior now.",
            ("Tariq", "has_pet", "Taz Junior"),
            ("nickname", "Taz"),
        ),
        # a relative's slot names a person, not a thing of the subject's
        (
            "The lads at the rugby club call him Bear.",
            ("Tariq", "has_pet", "Bear"),
            ("mum", "Lina"),
        ),
    ],
)
def test_a_guess_stays_where_it_was_read(
    text: str, read: tuple[str, str, str], held: tuple[str, str]
) -> None:
    assert _slot(text, read, held) == read[1]


def test_a_claim_read_by_the_slots_words_stays() -> None:
    text = "The lads at the rugby club call him Bear."
    assert _slot(text, ("Tariq", "has_pet", "Bear"), ("nickname", "Taz"), conf=0.8) == "has_pet"


def _slot_beside(
    text: str, read: tuple[str, str, str], held: list[tuple[str, str]], speaker: str
) -> str:
    facts = [current_fact(read[0], *h) for h in held]
    op = _assert(read, text)
    return to_held_open([op], facts, text, MATCHER, speaker)[0].predicate


@pytest.mark.parametrize(
    ("text", "read", "held"),
    [
        (
            "The cough drove me up the wall so she swapped me onto losartan. BP is fine.",
            ("Grace", "vehicle", "losartan"),
            ("medication", "lisinopril"),
        ),
        (
            "The allergist told me to try fexofenadine instead, less drowsy.",
            ("Joy", "diet", "fexofenadine"),
            ("medication", "cetirizine"),
        ),
    ],
)
def test_a_guess_the_successor_reads_after_the_held_value_moves_there(
    text: str, read: tuple[str, str, str], held: tuple[str, str]
) -> None:
    """The sentence does not read as the open slot's, but it says a change, and the successor
    tagger, told the held value, reads the guess as what follows it."""
    assert _slot_beside(text, read, [held], read[0]) == held[0]


@pytest.mark.parametrize(
    ("text", "read", "held"),
    [
        # no change said
        (
            "She says losartan is cheaper than the other one at the chemist.",
            ("Grace", "vehicle", "losartan"),
            [("medication", "lisinopril")],
        ),
        # the guessed slot is held too: the guess is not all there is of it
        (
            "The cough drove me up the wall so she swapped me onto losartan. BP is fine.",
            ("Grace", "vehicle", "losartan"),
            [("medication", "lisinopril"), ("vehicle", "Toyota Aygo")],
        ),
    ],
)
def test_a_guess_stays_without_a_change_said_or_beside_its_own_slot_held(
    text: str, read: tuple[str, str, str], held: list[tuple[str, str]]
) -> None:
    assert _slot_beside(text, read, held, read[0]) == read[1]


def test_a_guess_whose_sentence_names_the_value_held_moves_when_the_successor_reads_it() -> None:
    """The sentence reads more as the guessed slot's, but it names the held value and says a
    change, and the tagger reads the guess as what follows the held value."""
    text = "we sacked Keane & Daly in the end and went with a firm called Brennan Legal"
    read = ("Niamh", "manager", "Brennan Legal")
    assert _slot_beside(text, read, [("solicitor", "Keane & Daly")], "Niamh") == "solicitor"


def test_a_guess_beside_the_held_value_named_stays_when_its_sentence_says_its_slot() -> None:
    text = "I started a new job at Zurich in March, the Aviva lot sent flowers"
    read = ("Omar", "works_at", "Zurich")
    assert _slot_beside(text, read, [("van_insurance", "Aviva")], "Omar") == "works_at"


def test_no_guess_moves_onto_a_slot_the_message_names_a_value_of() -> None:
    """Forty-sixth session: "Ama starts at Tiny Steps nursery on Monday" had its "Monday" guess
    moved onto the nursery held, which then replaced the nursery the message named."""
    text = "Ama starts at Tiny Steps nursery on Monday, Rainbow closed down"
    facts = [current_fact("Ama", "childcare", "Rainbow Daycare")]
    named = _assert(("Ama", "childcare", "Tiny Steps nursery"), text, 0.8)
    guess = _assert(("Ama", "meeting_time", "Monday"), text)
    out = to_held_open([named, guess], facts, text, MATCHER)
    assert [(o.predicate, o.object) for o in out] == [
        ("childcare", "Tiny Steps nursery"),
        ("meeting_time", "Monday"),
    ]


@pytest.mark.parametrize(
    ("text", "read", "held", "to"),
    [
        (  # a family's name that is no canonical slot (studies_at's "childcare")
            "we pulled the twins out of Rainbow, they're at Bright Horizons now",
            ("Omar", "project", "Bright Horizons"),
            ("childcare", "Rainbow Daycare"),
            "childcare",
        ),
        (  # a guess of the held name's own family stays (no move within a family)
            "the twins are at Bright Horizons now",
            ("Omar", "studies_at", "Bright Horizons"),
            ("childcare", "Rainbow Daycare"),
            "studies_at",
        ),
    ],
)
def test_a_guess_beside_a_family_name_held(
    text: str, read: tuple[str, str, str], held: tuple[str, str], to: str
) -> None:
    assert _slot(text, read, held) == to


def test_a_pastime_guessed_after_the_held_place_went_off_moves_there() -> None:
    """ "Tayyabs has gone downhill": the held restaurant went off, and the word guessed as a
    pastime is the successor's name."""
    text = "Tayyabs has gone downhill, we go to Dishoom now"
    guessed = _assert(("Raj", "hobby", "Dishoom"), text)
    op = dataclasses.replace(guessed, object=None, value="Dishoom")  # a pastime's word
    facts = [current_fact("Raj", "usual_restaurant", "Tayyabs")]
    moved = to_held_open([op], facts, text, MATCHER, "Raj")[0]
    assert (moved.predicate, moved.object) == ("usual_restaurant", "Dishoom")
    kept = to_held_open([op], [current_fact("Raj", "gym", "PureGym")], text, MATCHER, "Raj")
    assert kept[0] == op  # nothing held went off: the guess stays as read


@pytest.mark.parametrize(
    ("text", "read", "held"),
    [
        (
            "Telstra's pricier but worth every cent out west mate.",
            ("Lachlan", "works_at", "Telstra"),
            ("mobile_carrier", "Optus"),
        ),
        (
            "Orla opened her own place in Rathmines so I followed her, it's called Loom Hair.",
            ("Aoife", "works_at", "Loom Hair"),
            ("hairdresser", "Curl Haus"),
        ),
        (
            "Jo at Kahu Legal basically rescued the whole settlement.",
            ("Hemi", "works_at", "Kahu Legal"),
            ("solicitor", "Harcourt Law"),
        ),
    ],
)
def test_a_name_guessed_as_an_employer_in_no_talk_of_work_moves_to_the_held_open_slot(
    text: str, read: tuple[str, str, str], held: tuple[str, str]
) -> None:
    """The reader puts an organisation it cannot place on `works_at`; with no employer held
    and no word of work in the sentence, it is the held open slot's next name."""
    assert _slot_beside(text, read, [held], read[0]) == held[0]


@pytest.mark.parametrize(
    ("text", "read", "held"),
    [
        # work said in the sentence
        (
            "Got the job at Telstra, my first shift is Monday.",
            ("Lachlan", "works_at", "Telstra"),
            [("mobile_carrier", "Optus")],
        ),
        # an employer held: the guess is not all there is of it
        (
            "Telstra's pricier but worth every cent out west mate.",
            ("Lachlan", "works_at", "Telstra"),
            [("mobile_carrier", "Optus"), ("works_at", "BHP")],
        ),
        # the held value is no name
        (
            "Loving Crossfit Leith, the classes are brutal.",
            ("Kirsty", "works_at", "Crossfit Leith"),
            [("commute", "bus")],
        ),
    ],
)
def test_a_name_guessed_as_an_employer_stays_beside_work_or_an_employer_held(
    text: str, read: tuple[str, str, str], held: list[tuple[str, str]]
) -> None:
    assert _slot_beside(text, read, held, read[0]) == read[1]
