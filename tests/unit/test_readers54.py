"""Fifty-fourth session: readings that had depended on the learned reader's own misreading of
the message (a retrained reader read them differently and they were lost), now read by the
rules themselves, checked with no reader and with the shipped one."""

from __future__ import annotations

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.diet_off import diets_off
from chronofact.extractors.conversation.generic_guards import described
from chronofact.extractors.conversation.habits import habits_said
from chronofact.extractors.conversation.org_office import visited_offices
from chronofact.extractors.conversation.pet_named import pets_by_name
from chronofact.extractors.conversation.reader_misreads import (
    _a_date_planned,
    _a_possessor,
    _an_outing,
    _applied_for,
    _known_otherwise,
    _modifier,
    _read_of_another,
    _value_is_the_subject,
    misread,
    one_occasion,
    the_role_said_to_be,
)
from chronofact.extractors.conversation.role_at import places_of_roles
from chronofact.extractors.conversation.statements import named_claim
from chronofact.extractors.conversation.team_named import teams_named
from chronofact.extractors.conversation.usual_place import usual_places
from chronofact.extractors.learned.reader import whole_words
from tests.unit.asserted import AT, BOTH, RULES


def _asserted(extractor: ConversationExtractor, text: str, speaker: str) -> set[tuple[str, ...]]:
    return {
        (c.subject, c.predicate, str(c.object or c.value))
        for c in extractor.extract(Message(text, speaker, AT))
        if c.action == "assert"
    }


@BOTH
@pytest.mark.parametrize(
    ("text", "diet"),
    [
        ("I'm off sugar for Lent", "sugar-free"),
        ("been off the booze since New Year and sleeping loads better", "booze-free"),
        ("Off gluten now, the bloating is gone", "gluten-free"),
        ("honestly I've gone off meat completely", "meat-free"),
    ],
)
def test_the_speakers_diet_said_by_what_they_are_off(
    extractor: ConversationExtractor, text: str, diet: str
) -> None:
    assert (("Keisha", "diet", diet)) in _asserted(extractor, text, "Keisha")


@BOTH
@pytest.mark.parametrize(
    "text",
    [
        "Mum's off sugar now, bless her",  # someone else's, said in a way not read here
        "I'm off work today, dentist at 2",
        "we ran out of bread so I'm off to the shop",
        "The milk's off, don't drink it",
    ],
)
def test_no_diet_of_the_speakers_without_a_food_they_are_off(
    extractor: ConversationExtractor, text: str
) -> None:
    assert not {s for s in _asserted(extractor, text, "Keisha") if s[:2] == ("Keisha", "diet")}


@BOTH
@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("mass was lovely at St Anne's this morning", "St Anne's"),
        ("prayers were packed at Central Mosque today", "Central Mosque"),
    ],
)
def test_a_common_word_in_lower_case_opening_a_message_with_names_is_no_one(
    extractor: ConversationExtractor, text: str, place: str
) -> None:
    """ "mass was lovely at St Anne's": a retrained reader read "Anne's" as a school of a person
    "Mass", and the place of worship was lost; the shipped reader's "St Anne" beside the rules'
    "St Anne's" gave the place twice."""
    said = _asserted(extractor, text, "Keisha")
    assert ("Keisha", "place_of_worship", place) in said
    assert not {s for s in said if s[0] in {"Mass", "Prayers"}}
    assert len({s for s in said if s[1] == "place_of_worship"}) == 1


@BOTH
def test_a_name_in_lower_case_in_a_lower_case_chat_is_still_someone(
    extractor: ConversationExtractor,
) -> None:
    assert ("Taylor", "diet", "vegan") in _asserted(
        extractor, "taylor's vegan now, no more burgers at hers", "Keisha"
    )


@BOTH
@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            "Aviva gave us the cheapest quote at renewal, so we went with them.",
            ("Mariam", "insurer", "Aviva"),
        ),
        (
            "Direct Line were cheapest for the car insurance so I renewed with them",
            ("Mariam", "car_insurer", "Direct Line"),
        ),
        ("Foxtons still haven't fixed the boiler, 9 days now", ("Mariam", "landlord", "Foxtons")),
        ("Hamptons finally sorted the damp in the bathroom", ("Mariam", "landlord", "Hamptons")),
    ],
)
def test_a_provider_taken_up_by_a_pronoun_and_a_landlord_by_a_repair_owed(
    extractor: ConversationExtractor, text: str, fact: tuple[str, str, str]
) -> None:
    assert fact in _asserted(extractor, text, "Mariam")


@BOTH
@pytest.mark.parametrize(
    "text",
    [
        "Dad never fixed the boiler in the old house lol",
        "British Gas haven't fixed the boiler yet",
    ],
)
def test_no_landlord_or_insurer_without_one_taken_up(
    extractor: ConversationExtractor, text: str
) -> None:
    said = _asserted(extractor, text, "Mariam")
    assert not {s for s in said if s[1] in {"landlord", "insurer"}}, said


def test_a_quote_alone_takes_no_insurer_up() -> None:
    """The rules read none; the shipped reader still reads "Aviva" here (left)."""
    assert not _asserted(RULES, "Aviva gave us a quote but it was silly money", "Mariam")


@BOTH
@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Friday dinners are at Dishoom now, Roti King's queue got silly", "Dishoom"),
        ("Sunday lunches are always at the Red Lion with the in-laws", "Red Lion"),
        ("we do Friday dinners at Roti King, the kids demand it", "Roti King"),
    ],
)
def test_meals_kept_at_a_place_say_the_usual_restaurant(
    extractor: ConversationExtractor, text: str, fact: str
) -> None:
    assert ("Amira", "usual_restaurant", fact) in _asserted(extractor, text, "Amira")


def test_a_meal_at_a_place_said_once_is_no_usual_restaurant() -> None:
    """The readers' value is still moved to the slot by `open_kinds` (left)."""
    assert not _asserted(RULES, "Dinners at Nando's are overrated", "Amira")


@BOTH
@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Our health plan is with Bupa through my job", ("Nia", "health_insurer", "Bupa")),
        (
            "got private health cover with Vitality through work now",
            ("Nia", "health_insurer", "Vitality"),
        ),
    ],
)
def test_cover_had_through_a_job_is_an_insurer(
    extractor: ConversationExtractor, text: str, fact: tuple[str, str, str]
) -> None:
    said = _asserted(extractor, text, "Nia")
    assert fact in said
    assert not {s for s in said if s[1] == "works_at"}


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("I took the Northern line today, it was rammed.", False),
        ("I'll take the Victoria line tomorrow.", False),
        ("I take the Northern line every morning", True),
    ],
)
def test_a_line_read_as_a_vehicle_in_a_sentence_of_one_trip_is_none(text: str, kept: bool) -> None:
    """A learned reader retrained in the fifty-fourth session read "Northern line" of one trip
    as the speaker's vehicle; only a habit of it is (`habits`)."""
    at = text.index("line") - len("Northern ")
    read = named_claim(
        "Robin", "vehicle", text[at : text.index("line") + 4], "assert", AT, (at, at + 13)
    )
    out = habits_said(Message(text, "Robin", AT), [read])
    assert any(c.predicate == "vehicle" for c in out) is kept


def _read_as(text: str, subject: str, slot: str, value: str) -> Claim:
    """A claim as a reader would make it of `value`'s place in `text`."""
    at = text.index(value)
    return named_claim(subject, slot, value, "assert", AT, (at, at + len(value)))


@pytest.mark.parametrize(
    ("text", "value", "dropped"),
    [
        ("my latte was cold today, ugh", "latte", True),
        ("the curry last night was way too spicy for me", "curry", True),
        ("my latte was cold today so it's flat whites now", "flat whites", False),
        ("I always have a latte, today was no different", "latte", False),
    ],
)
def test_a_readers_habit_in_a_sentence_of_one_occasion_is_none(
    text: str, value: str, dropped: bool
) -> None:
    assert one_occasion(text, _read_as(text, "Jess", "drinks", value)) is dropped


def test_an_employer_read_beside_a_usual_restaurant_is_the_place_eaten_at_before() -> None:
    text = "Friday dinners are at Dishoom now, Roti King's queue got silly"
    out = usual_places(Message(text, "Amira", AT), [_read_as(text, "Amira", "works_at", "King")])
    assert {(c.predicate, c.object) for c in out} == {("usual_restaurant", "Dishoom")}
    worked = "Friday dinners are at Dishoom now, my shifts at Roti King ended"
    kept = usual_places(
        Message(worked, "Amira", AT), [_read_as(worked, "Amira", "works_at", "Roti King")]
    )
    assert ("works_at", "Roti King") in {(c.predicate, c.object) for c in kept}


@pytest.mark.parametrize(
    ("text", "subject", "slot", "org", "dropped"),
    [
        ("The teacher at Eton", "Meera", "studies_at", "Eton", True),
        ("The manager at Tesco was rude to me", "Meera's manager", "works_at", "Tesco", True),
        ("the receptionist at Bupa was lovely", "Meera", "works_at", "Bupa", True),
        ("I'm a teacher at Eton now", "Meera", "works_at", "Eton", False),
        ("Got a job as a nurse at the Royal Free", "Meera", "works_at", "Royal Free", False),
    ],
)
def test_someone_of_no_ones_at_a_place_puts_no_one_there(
    text: str, subject: str, slot: str, org: str, dropped: bool
) -> None:
    out = places_of_roles(Message(text, "Meera", AT), [_read_as(text, subject, slot, org)])
    assert (not any(c.object == org for c in out)) is dropped


@BOTH
@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("My roommate Theo pays for Hulu.", ("Theo", "streaming_service", "Hulu")),
        ("My sister Ana has Netflix and I use her login", ("Ana", "streaming_service", "Netflix")),
    ],
)
def test_a_service_of_a_relative_opening_the_sentence_is_theirs(
    extractor: ConversationExtractor, text: str, fact: tuple[str, str, str]
) -> None:
    """The rules had given it the speaker ("My" is the speaker's word); the old reader's reading
    of the person had put it right."""
    said = _asserted(extractor, text, "Zoe")
    assert fact in said
    assert ("Zoe", fact[1], fact[2]) not in said


@BOTH
@pytest.mark.parametrize(
    ("text", "broke_up"),
    [
        ("My roommate Theo and I split Netflix", False),
        ("Tom and I split the bill", False),
        ("Tom and I split last month", True),
        ("Tom and I split, it's for the best", True),
        ("Me and Jake split a few weeks ago", True),
    ],
)
def test_splitting_a_thing_is_no_break_up(
    extractor: ConversationExtractor, text: str, broke_up: bool
) -> None:
    said = _asserted(extractor, text, "Zoe")
    assert (("Zoe", "relationship_status", "single") in said) is broke_up


@pytest.mark.parametrize(
    ("text", "kind", "pet"),
    [
        ("RIP Pixel the kids have already named the new guinea pig Nugget", "guinea pig", "Nugget"),
        ("the rescue greyhound Bramble has settled in", "rescue greyhound", "Bramble"),
        ("we got a puppy Monday, still no name", "puppy", "puppy"),
    ],
)
def test_a_pet_read_as_its_kind_takes_the_name_said_right_after_it(
    text: str, kind: str, pet: str
) -> None:
    out = pets_by_name(Message(text, "Sinead", AT), [_read_as(text, "Sinead", "has_pet", kind)])
    assert {c.object for c in out if c.predicate == "has_pet"} == {pet}


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("had an interview at the Andela office today", False),
        ("dropped off a parcel at the DHL depot", False),
        ("two hours from Ajah to the Andela office this morning, I am done", True),
    ],
)
def test_an_office_visited_is_no_employer(text: str, kept: bool) -> None:
    org = "DHL" if "DHL" in text else "Andela"
    out = visited_offices(Message(text, "Mo", AT), [_read_as(text, "Mo", "works_at", org)])
    assert bool(out) is kept


@pytest.mark.parametrize(
    ("text", "slot", "value", "dropped"),
    [
        ("Priya from work organised cake for my work anniversary.", "partner", "Priya", True),
        ("Sam from next door fed the cat", "partner", "Sam", True),
        ("I'm seeing Priya now, we met at work", "partner", "Priya", False),
        ("swapped my usual pasta brand for a nicer GF one", "diet", "pasta", True),
        ("the coffee machine at work died", "drinks", "coffee", True),
        ("I'm on oat milk now", "drinks", "oat milk", False),
    ],
)
def test_a_name_known_from_somewhere_or_a_word_naming_a_kind_is_no_value(
    text: str, slot: str, value: str, dropped: bool
) -> None:
    mine = _read_as(text, "Zoe", slot, value)
    assert (_known_otherwise(text, mine) or _modifier(text, mine)) is dropped


@BOTH
@pytest.mark.parametrize(
    ("text", "carrier"),
    [
        ("Been with Vodafone for ages, network planning mostly.", None),
        ("I'm with Vodafone now, the signal at work is better", "Vodafone"),
    ],
)
def test_a_network_in_a_sentence_of_work_is_a_job_unless_work_is_a_place(
    extractor: ConversationExtractor, text: str, carrier: str | None
) -> None:
    said = _asserted(extractor, text, "Mariam")
    assert {v for _, p, v in said if p == "mobile_carrier"} == ({carrier} if carrier else set())


@pytest.mark.parametrize(
    ("text", "value", "dropped"),
    [
        ("Dropbox is full again, lol", "Dropbox", True),
        ("Northgate Accountants sorted her tax return", "Northgate Accountants", True),
        ("Dropbox is full again, I'm deleting photos", "Dropbox", False),
        ("Leeds is home now and I love it", "Leeds", False),
    ],
)
def test_a_value_opening_a_sentence_with_no_word_of_the_speakers_is_none_of_theirs(
    text: str, value: str, dropped: bool
) -> None:
    assert _value_is_the_subject(text, _read_as(text, "Ana", "cloud_storage", value)) is dropped


def test_the_relation_said_to_be_someone_is_the_speakers_relation() -> None:
    text = "The building was sold in June; the landlord is a company called Kuzey Emlak."
    said = the_role_said_to_be(
        Message(text, "Ewan", AT), _read_as(text, "Ewan's landlord", "manager", "Kuzey Emlak")
    )
    assert (said.subject, said.predicate, said.object) == ("Ewan", "landlord", "Kuzey Emlak")
    moved = "The boss is now at Google"
    kept_too = _read_as(moved, "Ewan's boss", "works_at", "Google")
    assert the_role_said_to_be(Message(moved, "Ewan", AT), kept_too) is kept_too
    other = "The landlord's manager is Kuzey Emlak"
    kept = _read_as(other, "Ewan's landlord", "manager", "Kuzey Emlak")
    assert the_role_said_to_be(Message(other, "Ewan", AT), kept) is kept


@BOTH
@pytest.mark.parametrize(
    ("text", "who", "title"),
    [
        ("I got a lecturer post at Keele!", "Pia", "lecturer"),
        ("Tom landed a nurse job at the Royal Free", "Tom", "nurse"),
    ],
)
def test_a_post_got_named_by_its_job_is_ones_job(
    extractor: ConversationExtractor, text: str, who: str, title: str
) -> None:
    assert (who, "occupation", title) in _asserted(extractor, text, "Pia")


@BOTH
def test_a_post_applied_for_is_no_job(extractor: ConversationExtractor) -> None:
    said = _asserted(extractor, "I applied for a lecturer post at Keele", "Pia")
    assert not {s for s in said if s[1] == "occupation"}


@BOTH
def test_a_medicine_one_was_swapped_onto_is_ones_own(extractor: ConversationExtractor) -> None:
    text = "the ankle swelling drove me mad so the GP swapped me onto ramipril. BP grand now"
    assert ("Niamh", "medication", "ramipril") in _asserted(extractor, text, "Niamh")


@pytest.mark.parametrize(
    ("text", "value", "dropped"),
    [
        ("Ana took over as Jo's manager", "Jo", True),
        ("Priya's new boss is lovely", "Priya", True),
        ("my new manager is Priya, she's great", "Priya", False),
    ],
)
def test_a_person_said_as_an_owner_fills_no_role(text: str, value: str, dropped: bool) -> None:
    assert _a_possessor(text, _read_as(text, "Dana", "manager", value)) is dropped


@pytest.mark.parametrize(
    ("text", "slot", "value", "dropped"),
    [
        ("Busy day at Wimbledon watching Alcaraz", "works_at", "Wimbledon", True),
        ("Lovely afternoon at Kew with the kids", "lives_in", "Kew", True),
        ("first day at Google done, knackered", "works_at", "Google", False),
        ("Long shifts at Tesco this week", "works_at", "Tesco", False),
    ],
)
def test_a_place_of_an_outing_is_no_workplace_or_home(
    text: str, slot: str, value: str, dropped: bool
) -> None:
    assert _an_outing(text, _read_as(text, "Ana", slot, value)) is dropped


@pytest.mark.parametrize(
    ("text", "dropped"),
    [
        ("I'm seeing this guy Tom for dinner tonight", True),
        ("seeing Tom tomorrow, wish me luck", True),
        ("I've been seeing Tom for a month", False),
    ],
)
def test_a_date_planned_names_no_partner(text: str, dropped: bool) -> None:
    assert _a_date_planned(text, _read_as(text, "Jordan", "partner", "Tom")) is dropped


@BOTH
def test_a_team_in_a_relatives_words_is_not_the_speakers_too(
    extractor: ConversationExtractor,
) -> None:
    text = "My sister Katie lives and breathes the Red Sox, she has a Fenway brick"
    said = _asserted(extractor, text, "Sam")
    assert {(s, v) for s, p, v in said if p == "supports_team"} == {("Katie", "Red Sox")}
    read = teams_named(
        Message(text, "Sam", AT), [_read_as(text, "Sam", "supports_team", "Red Sox")]
    )
    assert {(c.subject, c.object) for c in read if c.predicate == "supports_team"} == {
        ("Katie", "Red Sox")
    }


def test_a_state_one_is_in_is_no_job() -> None:
    assert described("zombie") and described("wreck")
    assert not described("nurse")


@pytest.mark.parametrize(
    ("text", "piece", "whole"),
    [
        ("My pride and joy is a red Mazda CX-30 now.", "30", "Mazda CX-30"),
        ("Got a Mazda MX-5 at last", "5", "Mazda MX-5"),
        ("my new ID-4 arrived", "4", "ID-4"),
        ("a 2-3 week trip", "3", "3"),
    ],
)
def test_a_model_number_read_alone_takes_its_code_and_maker(
    text: str, piece: str, whole: str
) -> None:
    at = text.index(piece)
    start, end = whole_words(text, at, at + len(piece))
    assert text[start:end] == whole


@BOTH
def test_at_last_is_no_part_of_a_value(extractor: ConversationExtractor) -> None:
    assert ("Tomasz", "vehicle", "Mazda MX-5") in _asserted(
        extractor, "Got a Mazda MX-5 at last", "Tomasz"
    )


@BOTH
@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I work on the Google Maps team now", {"Google Maps"}),
        ("I'm in the Finance team", set()),
    ],
)
def test_a_team_named_by_its_organisation_says_the_employer(
    extractor: ConversationExtractor, text: str, employer: set[str]
) -> None:
    said = _asserted(extractor, text, "Priyanka")
    assert {v for _, p, v in said if p == "works_at"} == employer


def test_a_kin_word_tagged_with_the_word_after_it_is_the_kin_alone() -> None:
    from chronofact.extractors.conversation.reading_subject import _KIN_THEN_WORD

    assert _KIN_THEN_WORD.fullmatch("Granny seh") is not None
    assert _KIN_THEN_WORD.fullmatch("Granny Smith") is None


@BOTH
@pytest.mark.parametrize(
    ("text", "employer", "title"),
    [
        (
            "Big news, I've moved to Zepto as head of product. Last day at Swiggy was Friday",
            "Zepto",
            "head of product",
        ),
        ("I'm at Monzo as a data scientist now", "Monzo", "data scientist"),
    ],
)
def test_an_employer_said_with_the_title_taken_on_is_two_facts(
    extractor: ConversationExtractor, text: str, employer: str, title: str
) -> None:
    """Found ingesting a chat with the CLI: "works at Zepto as head of product" was one value."""
    said = _asserted(extractor, text, "Arjun Menon")
    assert ("Arjun Menon", "works_at", employer) in said
    assert ("Arjun Menon", "occupation", title) in said


def test_the_speakers_diet_from_their_words_is_no_one_elses() -> None:
    text = "haha good for him. I'm off meat for Lent btw, Kavya's orders"
    read = _read_as(text, "Kavya", "diet", "off meat")
    out = diets_off(Message(text, "Arjun Menon", AT), [read])
    assert {(c.subject, c.value) for c in out} == {("Arjun Menon", "meat-free")}
    rules = [_read_as(text, "Arjun Menon", "diet", "meat")]
    assert _read_of_another(read, rules)
    assert not _read_of_another(_read_as(text, "Arjun Menon", "diet", "off meat"), rules)


@BOTH
@pytest.mark.parametrize(
    "text",
    ["Sold the Activa, got a Nexon EV now. Charging is a pain though", "Commuting is a drag"],
)
def test_a_doing_or_a_complaint_is_no_kind_of_person(
    extractor: ConversationExtractor, text: str
) -> None:
    assert not {s for s in _asserted(extractor, text, "Arjun Menon") if s[1] == "is_a"}


@pytest.mark.parametrize(
    ("text", "dropped"),
    [
        ("I applied for a lecturer post at Keele", True),
        ("interviewing at Monzo on Thursday, nervous", True),
        ("Got the job at Keele after the interview last week!", False),
    ],
)
def test_a_job_applied_for_is_not_held(text: str, dropped: bool) -> None:
    org = "Keele" if "Keele" in text else "Monzo"
    assert _applied_for(text, _read_as(text, "Pia", "works_at", org)) is dropped


@pytest.mark.parametrize(
    ("text", "slot", "value", "dropped"),
    [
        ("moved into a new flat closer to campus, 10 min walk now", "studies_at", "campus", True),
        ("currently 40 degrees at my parents' place", "lives_in", "degrees", True),
        ("I'm doing my MSc at Edinburgh", "studies_at", "Edinburgh", False),
    ],
)
def test_a_place_read_as_a_kinds_word_alone_is_no_place(
    text: str, slot: str, value: str, dropped: bool
) -> None:
    """Found with the no-change control (steady_s34a sa063, steady_s34b sb081): the retrained
    reader's "campus" had ended the university held."""
    message = Message(text, "Liam", AT)
    assert misread(message, _read_as(text, "Liam", slot, value), []) is dropped


@pytest.mark.parametrize(
    ("text", "dropped"),
    [
        ("it means I'm training up a new sous in the middle of wedding season", True),
        ("we're hiring a barista, know anyone?", True),
        ("I'm a sous at the Linden now", False),
    ],
)
def test_a_job_of_someone_being_taken_on_is_no_ones_job(text: str, dropped: bool) -> None:
    value = "sous" if "sous" in text else "barista"
    message = Message(text, "Greta", AT)
    assert misread(message, _read_as(text, "Greta", "occupation", value), []) is dropped
