"""The speaker's people named in a question or a request, a relation that was ("my old boss
Mark"), and a switch said with no slot of its own ("Switched to Utrecht.") (thirty-first
session): sentences written for these tests, not taken from a change set, each beside
look-alikes that keep their reading."""

from __future__ import annotations

import pytest

from chronofact.extractors.base import Message
from tests.unit.extractors.said import AT, WITH, Said, said


def _said(text: str, speaker: str = "Zoe") -> Said:
    return said(text, speaker)


def _after(first: str, second: str, speaker: str = "Zoe") -> Said:
    """The claims of `second`, said by the same speaker right after `first`."""
    before = Message(first, speaker, AT)
    return {
        (c.action, c.subject, c.predicate, str(c.object or c.value))
        for c in WITH.extract(Message(second, speaker, AT, previous=before))
    }


# -- the speaker's people named in a question or a request -------------------------------------


@pytest.mark.parametrize(
    ("text", "slot", "name"),
    [
        ("Can you help me prep for my first one-to-one with my new manager, Priyanka Shah?",
         "manager", "Priyanka Shah"),
        ("Could you write questions for my first visit to Dr Lindqvist, my new GP?",
         "doctor", "Dr Lindqvist"),
        ("Can you remind me that my check-up with Dr Osei, my new dentist, is on the 2nd?",
         "dentist", "Dr Osei"),
        ("Help me plan a surprise picnic for my partner Dasha?", "partner", "Dasha"),
        ("What should I get Ruth, my boss, for her leaving do?", "manager", "Ruth"),
        ("any idea what my girlfriend Chloe would like for xmas?", "partner", "Chloe"),
        ("Can you draft a text to my cleaner Marisol about Friday?", "cleaner", "Marisol"),
    ],
)  # fmt: skip
def test_a_question_names_the_speakers_people(text: str, slot: str, name: str) -> None:
    claims = _said(text)
    assert ("assert", "Zoe", slot, name) in claims, claims


@pytest.mark.parametrize(
    "text",
    [
        "Is your wife Svetlana coming on Saturday?",  # the other's wife
        "Should I invite my boss Jo or Sam?",  # one of two
        "Can you find me a good dentist near Leith?",  # no one named
        "Who is my GP again?",
        "Can you help me write to my friend Carla?",  # a friend named in passing
    ],
)
def test_a_question_without_the_speakers_person_names_no_one(text: str) -> None:
    claims = _said(text)
    assert not any(
        c[2] in ("partner", "married_to", "manager", "doctor", "dentist") for c in claims
    ), claims


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("my dentist is Dr. Shah in Bandra, my wife goes to Dr. Kulkarni", "Bandra"),
        ("I bank with HDFC, my husband is an SBI loyalist", "HDFC"),
        ("my GP is Dr Patel, my dentist is Dr Moore", "Dr Patel"),
        ("I'm learning Spanish on Duolingo, my boyfriend speaks Portuguese", "Duolingo"),
    ],
)
def test_a_new_clause_after_a_comma_is_no_apposition(text: str, wrong: str) -> None:
    claims = _said(text)
    assert not any(
        c[3] == wrong and c[2] in ("married_to", "partner", "dentist") for c in claims
    ), claims


def test_an_apposition_in_a_statement_is_on_its_slot_with_the_title() -> None:
    claims = _said("My check-up with Dr Osei, my new dentist, is on the 2nd.")
    assert ("assert", "Zoe", "dentist", "Dr Osei") in claims, claims
    assert not any(c[2] == "doctor" for c in claims), claims


# -- a relation that was --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "slot", "name"),
    [
        ("Lunch with my old boss Mark today, good to catch up.", "manager", "Mark"),
        ("Ran into my ex-boyfriend Tom at Tesco of all places.", "partner", "Tom"),
        ("Any ideas for a card for my former manager Ruth?", "manager", "Ruth"),
        ("Bumped into my ex-wife Alina at the school gates.", "married_to", "Alina"),
    ],
)
def test_a_former_relation_named_in_passing_is_no_longer(text: str, slot: str, name: str) -> None:
    claims = _said(text)
    assert ("assert", "Zoe", slot, name) not in claims, claims
    assert ("end", "Zoe", slot, name) in claims, claims


def test_a_relation_named_in_passing_still_holds() -> None:
    claims = _said("Date night with my boyfriend Karim tonight.")
    assert ("assert", "Zoe", "partner", "Karim") in claims, claims
    # an old friend is still a friend, and a friend is no tie kept from a passing mention
    assert not any(c[0] == "end" for c in _said("Visited my old friend Jess in Bath.")), claims


# -- a switch said with no slot of its own ----------------------------------------------------


@pytest.mark.parametrize(
    ("first", "second", "slot", "value"),
    [
        ("I study law at Leiden.", "Switched to Utrecht.", "studies_at", "Utrecht"),
        ("I'm at UCL doing geography.", "transferred to King's for 2nd year, way better",
         "studies_at", "King's"),
        ("My tablet's an old iPad Mini.", "Using a Galaxy Tab now.", "uses_device", "Galaxy Tab"),
        ("I bank with Monzo.", "Swapped to Starling last month.", "bank", "Starling"),
    ],
)  # fmt: skip
def test_a_switch_takes_the_slot_just_talked_about(
    first: str, second: str, slot: str, value: str
) -> None:
    claims = _after(first, second)
    assert ("assert", "Zoe", slot, value) in claims, claims
    assert not any(c[3] == value and c[2] != slot for c in claims), claims


@pytest.mark.parametrize(
    ("first", "second", "slot", "value"),
    [
        ("I work at Shopify.", "Moved to Porto in May.", "lives_in", "Porto"),  # its own slot
        ("I work at Shopify.", "Switched to decaf, sleeping better.", "drinks", "decaf"),
    ],
)
def test_a_switch_with_a_slot_of_its_own_keeps_it(
    first: str, second: str, slot: str, value: str
) -> None:
    claims = _after(first, second)
    assert ("assert", "Zoe", slot, value) in claims, claims
    assert ("assert", "Zoe", "works_at", value) not in claims, claims


def test_a_switch_after_someone_elses_message_takes_no_slot_from_it() -> None:
    before = Message("I study law at Leiden.", "Ana", AT)
    claims = WITH.extract(Message("Switched to Utrecht.", "Zoe", AT, previous=before))
    assert not any(c.predicate == "studies_at" for c in claims), claims


# -- a first day somewhere, asked about; a new someone with "my" left out ---------------------


@pytest.mark.parametrize(
    ("text", "slot", "place"),
    [
        ("Could you draft a short intro for my first team meeting at Bosch next week?",
         "works_at", "Bosch"),
        ("What should I wear for my first shift at Pret tomorrow?", "works_at", "Pret"),
        ("Could you remind me what to pack for my first day at Westbrook Sixth Form?",
         "studies_at", "Westbrook Sixth Form"),
        ("any tips for my first lecture at Imperial on monday?", "studies_at", "Imperial"),
    ],
)  # fmt: skip
def test_a_question_about_ones_first_day_somewhere_places_one_there(
    text: str, slot: str, place: str
) -> None:
    claims = _said(text)
    assert ("assert", "Zoe", slot, place) in claims, claims


@pytest.mark.parametrize(
    "text",
    [
        "What should I pack for my first day at the beach?",
        "Can you plan my first week in London?",
        "How was your first day at Bosch?",  # the other's
        "What should I say at my first meeting with Bosch's lawyers?",
    ],
)
def test_a_first_day_not_at_ones_own_place_places_no_one(text: str) -> None:
    claims = _said(text)
    assert not any(c[2] in ("works_at", "studies_at") for c in claims), claims


def test_a_new_someone_with_my_left_out_is_the_speakers() -> None:
    claims = _said("new boss Kieran started monday, seems chill so far")
    assert ("assert", "Zoe", "manager", "Kieran") in claims, claims
    assert not any(c[2] == "manager" for c in _said("New phone Pixel is great.")), claims


# -- someone who serves the speaker, named by what they do ------------------------------------


@pytest.mark.parametrize(
    ("text", "slot", "name"),
    [
        ("Mrs Dobbs next door babysits now.", "babysitter", "Mrs Dobbs"),
        ("Zainab's babysitting on saturday, can you write her a note?", "babysitter", "Zainab"),
        ("A student called Jonty walks our dog at lunchtime.", "dog_walker", "Jonty"),
        ("Our lab is a handful, so Paws & Go walk him now.", "dog_walker", "Paws & Go"),
        ("I stopped going to Parkview; Dr Ramos does my teeth now.", "dentist", "Dr Ramos"),
        ("Ms O'Brien does my teeth now, much gentler.", "dentist", "Ms O'Brien"),
        ("Halina cleans for us on Thursdays.", "cleaner", "Halina"),
        ("Valentina in Monti does my colour now, she's a genius.", "hairdresser", "Valentina"),
    ],
)
def test_someone_named_by_the_service_they_do_is_the_speakers(
    text: str, slot: str, name: str
) -> None:
    claims = _said(text)
    assert ("assert", "Zoe", slot, name) in claims, claims
    assert not any(c[3] == name and c[2] != slot for c in claims), claims
    assert not any(c[2] == "has_pet" and c[3] in name for c in claims), claims


@pytest.mark.parametrize(
    "text",
    [
        "Kayla babysits for the Joneses on Fridays.",  # for someone else
        "She walks her dog every morning.",  # no one named
        "Ana walks him to school.",  # no dog said
        "Tom cleans the office at night.",
        "Mum does Ava's hair for school.",  # another's hair
    ],
)
def test_a_service_for_someone_else_is_not_the_speakers(text: str) -> None:
    claims = _said(text)
    assert not any(c[2] in ("babysitter", "dog_walker", "cleaner", "dentist") for c in claims), (
        claims
    )


# -- a favourite said without its kind, the kind said around it -------------------------------


@pytest.mark.parametrize(
    ("first", "second", "slot", "title"),
    [
        ("If I had to pick one film, it would be Stalker.",
         "Don't judge me, but Paddington 2 is my all-time favourite after the rewatch.",
         "favourite_film", "Paddington 2"),
        ("My favourite film is Cinema Paradiso.",
         "Watched Perfect Days three times since June and it has taken the top spot from Cinema "
         "Paradiso.", "favourite_film", "Perfect Days"),
        ("Things Fall Apart has been my favourite novel since school.",
         "Half of a Yellow Sun overtook Things Fall Apart as my favourite this summer.",
         "favourite_book", "Half of a Yellow Sun"),
        ("Any podcasts like Serial?", "Rest Is History has taken the top spot, no contest.",
         "favourite_podcast", "Rest Is History"),
    ],
)  # fmt: skip
def test_a_favourite_without_its_kind_takes_the_kind_said_around_it(
    first: str, second: str, slot: str, title: str
) -> None:
    claims = _after(first, second)
    assert ("assert", "Zoe", slot, title) in claims, claims
    assert not any(c[2] in ("studies_at", "lives_in", "manager") for c in claims), claims


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Saw a film and read a book this weekend.", "Dune is my favourite."),  # two kinds
        ("Hi!", "Mondays are my favourite."),  # no kind said
        ("Best film this year?", "Your pick is my favourite too."),
    ],
)
def test_a_favourite_of_no_one_kind_names_no_slot(first: str, second: str) -> None:
    claims = _after(first, second)
    assert not any(c[2].startswith("favourite_") for c in claims), claims


@pytest.mark.parametrize(
    ("text", "slot", "title"),
    [
        ("If I had to pick one film, it would be Stalker.", "favourite_film", "Stalker"),
        ("The book I love most is Norwegian Wood.", "favourite_book", "Norwegian Wood"),
        ("ok if I had to choose one album ever it's Blue by Joni Mitchell", "favourite_album",
         "Blue"),
    ],
)  # fmt: skip
def test_a_favourite_said_as_the_one_picked(text: str, slot: str, title: str) -> None:
    assert ("assert", "Zoe", slot, title) in _said(text), _said(text)
    assert not any(c[2].startswith("favourite") for c in _said("If I had to pick one, pizza."))


def test_one_favourite_in_two_words_is_one_slot() -> None:
    from chronofact.graph.slot_names import slot_family

    assert "favourite_book" in slot_family("favourite_novel")
    assert "favourite_film" in slot_family("favourite_film_of_all_time")


# -- one's usual drink, said in more ways ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "who", "drink"),
    [
        ("Oat cortado for me, please, every single morning.", "Zoe", "Oat cortado"),
        ("I get a large black Americano on the way to work.", "Zoe", "large black Americano"),
        ("I've moved on to iced lattes, even in the rain.", "Zoe", "iced lattes"),
        ("cant stop ordering iced oat lattes, its a problem", "Zoe", "iced oat lattes"),
        ("Dana's on matcha lattes, she says it's calmer.", "Dana", "matcha lattes"),
        ("I'm on decaf now, doctor's orders.", "Zoe", "decaf"),
        ("I've been drinking rooibos since the summer.", "Zoe", "rooibos"),
        ("The barista knows me as the iced americano guy these days.", "Zoe", "iced americano"),
    ],
)
def test_a_usual_drink_said_in_everyday_words(text: str, who: str, drink: str) -> None:
    claims = _said(text)
    assert ("assert", who, "drinks", drink) in claims, claims
    assert not any(c[2] in ("learning_language", "occupation") for c in claims), claims


@pytest.mark.parametrize(
    "text",
    [
        "I'm on the phone with Dana, call you back.",
        "Dana's on holiday till Monday.",
        "Can't stop ordering from that Thai place.",
    ],
)
def test_being_on_something_else_is_no_drink(text: str) -> None:
    assert not any(c[2] == "drinks" for c in _said(text)), _said(text)


# -- a home said by "where" or "there" after the place ----------------------------------------


@pytest.mark.parametrize(
    ("text", "who", "place"),
    [
        ("Mum came over, and Pablo joined us on video from Montevideo, where he lives now.",
         "Pablo", "Montevideo"),
        ("Ines rang from Porto, she's been living there since May.", "Ines", "Porto"),
        ("We drove down to Leeds, where I live now.", "Zoe", "Leeds"),
    ],
)  # fmt: skip
def test_a_home_said_after_the_place(text: str, who: str, place: str) -> None:
    assert ("assert", who, "lives_in", place) in _said(text), _said(text)


@pytest.mark.parametrize(
    "text",
    [
        "We went to Paris, where she proposed.",  # no living
        "I flew to Rome; they've been living there for years, my cousins.",  # no one named
        "Ana called from Lisbon, where she was on a work trip.",
    ],
)
def test_a_place_with_no_living_there_is_no_home(text: str) -> None:
    assert not any(c[2] == "lives_in" for c in _said(text)), _said(text)


def test_a_negation_in_a_later_part_does_not_negate_a_value_read_from_words() -> None:
    """The value "in a relationship" is not written in "is seeing someone", so any negation in
    the clause used to negate it ("... and won't shut up about her")."""
    said = _said("Haruto is seeing someone from his pottery class and won't shut up about her.")
    assert ("assert", "Haruto", "relationship_status", "in a relationship") in said, said
    negated = WITH.extract(Message("Haruto is not seeing someone new.", "Zoe", AT))
    assert not any(c.predicate == "relationship_status" and c.polarity for c in negated), negated


@pytest.mark.parametrize(
    ("text", "who", "gym"),
    [
        ("Crunch opened two blocks away so that's where Ben is at 6am.", "Ben", "Crunch"),
        ("They signed us up to Celebrity Fitness at Mid Valley, so that's where I go now.",
         "Zoe", "Celebrity Fitness"),
    ],
)  # fmt: skip
def test_a_gym_said_by_thats_where(text: str, who: str, gym: str) -> None:
    assert ("assert", who, "gym", gym) in _said(text), _said(text)
    assert not any(c[2] == "gym" for c in _said("We went to Paris, that's where I proposed."))


# -- a recurring time no longer one time but another -----------------------------------------


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        ("The team sync is no longer Tuesday at 2pm; it's Wednesday at 11am from now on.",
         "Tuesday at 2pm", "Wednesday at 11am"),
        ("Retro's no longer Wednesday at 11, it's Tuesday at 3 now.", "Wednesday at 11",
         "Tuesday at 3"),
        ("Book club no longer meets on the first Sunday; it has moved to the last Friday of the "
         "month.", "the first Sunday", "the last Friday of the month"),
    ],
)  # fmt: skip
def test_a_time_no_longer_one_but_another(text: str, old: str, new: str) -> None:
    claims = _said(text)
    assert {c[3] for c in claims if c[0] == "end" and c[2].endswith("_time")} == {old}, claims
    assert {c[3] for c in claims if c[0] == "assert" and c[2].endswith("_time")} == {new}, claims


def test_no_longer_at_a_place_is_no_time() -> None:
    claims = _said("I no longer work at Shopify, it's Stripe now.")
    assert not any(c[2].endswith("_time") for c in claims), claims
