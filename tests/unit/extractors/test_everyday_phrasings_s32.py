"""The speaker's things, carers and providers named in a question or a request, a team one is
in, a degree with a word before it, and a new one of a kind named after a comma (thirty-second
session): sentences written for these tests, not taken from a change set, each beside
look-alikes that keep their reading."""

from __future__ import annotations

import pytest

from tests.unit.extractors.said import Said, said


def _said(text: str, speaker: str = "Zoe") -> Said:
    return said(text, speaker)


def _slots(claims: Said, slot: str) -> set[str]:
    return {value for _, subject, predicate, value in claims if predicate == slot}


# -- the speaker's things named in a question ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "slot", "thing"),
    [
        ("Why does my Galaxy S22 keep restarting overnight?", "uses_phone", "Galaxy S22"),
        ("Can you tell me how to clean the fan on my Dell XPS 15?", "uses_laptop", "Dell XPS 15"),
        ("is it normal that my iPhone 13 gets hot when charging??", "uses_phone", "iPhone 13"),
        ("My Pixel 8 screen has a crack, is it worth fixing?", "uses_phone", "Pixel 8"),
        ("What tyre pressure should my Skoda Fabia have?", "vehicle", "Skoda Fabia"),
        ("How do I pair a controller with my PS5?", "uses_console", "PS5"),
    ],
)  # fmt: skip
def test_a_question_names_the_speakers_thing(text: str, slot: str, thing: str) -> None:
    claims = _said(text)
    assert ("assert", "Zoe", slot, thing) in claims, claims


@pytest.mark.parametrize(
    "text",
    [
        "Should I sell my Skoda Fabia before winter?",  # given up in the asking
        "Can I recycle my old iPhone 8 somewhere?",  # an old one
        "Is the Galaxy S24 better than the Pixel 9?",  # no one's
        "Can you compare your Pixel 9 with an iPhone?",  # the other's
        "Where can I get my phone fixed?",  # no name or model
        "What did you think of my brother's MacBook Air?",  # someone else's
    ],
)
def test_a_question_without_the_speakers_named_thing_owns_nothing(text: str) -> None:
    claims = _said(text)
    for slot in ("uses_phone", "uses_laptop", "vehicle", "uses_console"):
        assert ("assert", "Zoe", slot) not in {c[:3] for c in claims}, claims


# -- a doctor one sees, asked about ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "slot", "name"),
    [
        ("Could you help me write down my questions before I see Dr Haddad?", "doctor",
         "Dr Haddad"),
        ("Can you move my dentist appointment with Dr Kowalski to the morning? no wait, "
         "remind me about my dentist appointment with Dr Kowalski tomorrow?", "dentist",
         "Dr Kowalski"),
        ("Remind me about my check-up with Dr Mbeki on Friday?", "doctor", "Dr Mbeki"),
        ("Can you remind me at 2 that I'm seeing Dr Novak at 3?", "doctor", "Dr Novak"),
        ("What should I ask at my physio appointment with Dr Lund?", "doctor", "Dr Lund"),
    ],
)  # fmt: skip
def test_a_question_about_ones_own_visit_names_the_doctor(text: str, slot: str, name: str) -> None:
    claims = _said(text)
    assert ("assert", "Zoe", slot, name) in claims, claims


@pytest.mark.parametrize(
    "text",
    [
        "Can you cancel my appointment with Dr Haddad?",  # not kept
        "Can you remind me about my son's appointment with Dr Haddad?",  # the son's
        "Could you move my lunch appointment with Dr Haddad to Friday?",  # no carer's visit
        "What did my last appointment with Dr Haddad say about my iron?",  # over
        "Should I see a doctor about this rash?",  # no one named
    ],
)
def test_a_question_about_another_visit_names_no_doctor(text: str) -> None:
    claims = _said(text)
    assert not _slots(claims, "doctor") and not _slots(claims, "dentist"), claims


# -- a provider owned, its name an everyday word --------------------------------------------------


@pytest.mark.parametrize(
    ("text", "slot", "name"),
    [
        ("Can you check when my Admiral car insurance is due?", "car_insurer", "Admiral"),
        ("our Three contract finishes in June, any good deals?", "mobile_carrier", "Three"),
        ("Can you help me read my British Gas bill?", "energy_supplier", "British Gas"),
    ],
)
def test_a_provider_owned_is_on_its_slot(text: str, slot: str, name: str) -> None:
    claims = _said(text)
    assert ("assert", "Zoe", slot, name) in claims, claims
    assert not any(v.startswith(name + " ") for v in _slots(claims, "vehicle")), claims


@pytest.mark.parametrize(
    "text",
    [
        "my three contracts all end in June",  # a number, not the network
        "The admiral of the fleet is my uncle.",  # the rank
        "Can you compare Admiral car insurance with Aviva?",  # a comparison, no one's
    ],
)
def test_an_everyday_word_not_owned_as_a_provider_is_no_provider(text: str) -> None:
    claims = _said(text)
    assert not _slots(claims, "mobile_carrier") and not _slots(claims, "car_insurer"), claims


# -- a team one is in ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "subject", "team"),
    [
        ("I'm in the Customer Success team.", "Zoe", "Customer Success"),
        ("Femi is on the growth squad these days.", "Femi", "growth"),
        ("I've been part of the data platform team since May.", "Zoe", "data platform"),
    ],
)
def test_a_team_one_is_in_is_the_work(text: str, subject: str, team: str) -> None:
    claims = _said(text)
    assert ("assert", subject, "project", team) in claims, claims


@pytest.mark.parametrize(
    "text",
    [
        "I'm on the netball team.",  # a sport
        "My son is in the school football team.",
        "We're in the same team.",
        "I'm on the A team for the pub quiz.",
        "I'm in a new team.",
        "she's on Priya's team",  # someone's team: no name of the work
    ],
)
def test_a_team_played_in_or_unnamed_is_no_work(text: str) -> None:
    assert not _slots(_said(text), "project"), _said(text)


# -- a degree said with a word before it -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "school"),
    [
        ("I'm doing a part-time MA at Birkbeck.", "Birkbeck"),
        ("started a full-time MSc at Chalmers in September", "Chalmers"),
        ("I'm doing an online MBA at Warwick, evenings only.", "Warwick"),
    ],
)
def test_a_degree_with_a_word_before_it_is_a_school(text: str, school: str) -> None:
    claims = _said(text)
    assert ("assert", "Zoe", "studies_at", school) in claims, claims
    assert not _slots(claims, "works_at"), claims


# -- a new one of a kind named after a comma -------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "slot", "name"),
    [
        ("My new gym, The Lift Club, has a proper deadlift platform.", "gym", "The Lift Club"),
        ("Can you explain OKRs? I need them for my new team, Merchant Risk.", "project",
         "Merchant Risk"),
        ("My new bank, Starling, sends me a ping for every coffee.", "bank", "Starling"),
    ],
)  # fmt: skip
def test_a_new_one_named_after_a_comma_is_on_its_slot(text: str, slot: str, name: str) -> None:
    claims = _said(text)
    assert ("assert", "Zoe", slot, name) in claims, claims


@pytest.mark.parametrize(
    "text",
    [
        "My new team, the one upstairs, is lovely.",  # no name
        "My new gym, Monday to Friday, is a treat.",  # a time, no name
        "My team, Merchant Risk, is hiring.",  # not said to be new: the readers' own matter
    ],
)
def test_no_name_after_the_comma_or_no_new_one_gives_no_apposition(text: str) -> None:
    claims = _said(text)
    assert not _slots(claims, "gym") and "Merchant Risk" not in _slots(claims, "project"), claims


# -- a language worked on in a question ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Could you test me on Italian vocab? My tutor comes at six.", "Italian"),
        ("Can you help me brush up on my Korean before the exam?", "Korean"),
        ("What are the Dutch verbs I should learn first for my course?", "Dutch"),
    ],
)
def test_a_language_worked_on_in_a_question_is_learnt(text: str, language: str) -> None:
    claims = _said(text)
    assert ("assert", "Zoe", "learning_language", language) in claims, claims


@pytest.mark.parametrize(
    "text",
    [
        "Can you give me some Italian phrases for my trip to Rome?",  # a traveller's
        "Can you translate this email into Dutch?",
        "Why are German verbs at the end of the sentence?",  # curiosity, nothing learnt
    ],
)
def test_a_language_asked_about_without_learning_is_not_learnt(text: str) -> None:
    assert not _slots(_said(text), "learning_language"), _said(text)


# -- a home said by "moved here" after the place -------------------------------------------------


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Where can I find a good running club in Utrecht? We've just moved here.", "Utrecht"),
        ("any decent dentists around Fremantle? i recently moved here", "Fremantle"),
    ],
)
def test_moved_here_after_a_place_is_a_home(text: str, place: str) -> None:
    claims = _said(text)
    assert ("assert", "Zoe", "lives_in", place) in claims, claims


@pytest.mark.parametrize(
    "text",
    [
        "Is the Lidl in Leith open late? My sister just moved here.",  # the sister's move
        "We've just moved here.",  # no place named
    ],
)
def test_moved_here_without_the_speakers_place_is_no_home(text: str) -> None:
    assert not _slots(_said(text), "lives_in"), _said(text)


# -- where one works or studies, said by one's manager or tutor there ----------------------------


@pytest.mark.parametrize(
    ("text", "slot", "place"),
    [
        ("My line manager at Capgemini wants the slides by noon.", "works_at", "Capgemini"),
        ("Can you help me thank my mentor at Arup?", "works_at", "Arup"),
        ("My supervisor at LSE hated my second chapter.", "studies_at", "LSE"),
        ("my lecturer at Strathclyde posted the marks", "studies_at", "Strathclyde"),
    ],
)
def test_ones_person_at_a_place_puts_one_there(text: str, slot: str, place: str) -> None:
    claims = _said(text)
    assert ("assert", "Zoe", slot, place) in claims, claims


@pytest.mark.parametrize(
    "text",
    [
        "My old boss at Tesco rang me out of the blue.",  # one that was
        "My sister's manager at Aldi is awful.",  # someone else's
        "my colleague at the Leeds office is great",  # a site, not an employer
        "My manager at the time was lovely.",  # a time
    ],
)
def test_a_person_at_a_place_not_ones_own_now_puts_one_nowhere(text: str) -> None:
    claims = _said(text)
    assert not {c for c in claims if c[1] == "Zoe" and c[2] in ("works_at", "studies_at")}, claims


# -- a provider said to be the one in the next sentence --------------------------------------------


def test_a_provider_said_the_one_in_the_next_sentence_is_taken() -> None:
    claims = _said(
        "Can you find the claims line for Hastings Direct? That's who insures the car now."
    )
    assert ("assert", "Zoe", "car_insurer", "Hastings Direct") in claims, claims


def test_a_provider_of_someone_elses_thing_is_not_the_speakers() -> None:
    claims = _said("Can you find the number for Aviva? That's who insures my sister's car.")
    assert not _slots(claims, "car_insurer") and not _slots(claims, "insurer"), claims


# -- a titled name after someone's carer, and a pastime given up for another ----------------------


@pytest.mark.parametrize(
    ("text", "owner", "slot", "name"),
    [
        ("Ben's dentist Dr Akande says he needs a brace.", "Ben", "dentist", "Dr Akande"),
        ("Priya's paediatrician Dr Moyo is lovely with her.", "Priya", "doctor", "Dr Moyo"),
    ],
)
def test_a_titled_name_after_someones_carer_keeps_its_title(
    text: str, owner: str, slot: str, name: str
) -> None:
    claims = _said(text)
    assert ("assert", owner, slot, name) in claims, claims


@pytest.mark.parametrize(
    ("text", "subject", "old", "new"),
    [
        ("Uncle Ray has given up golf and taken up birdwatching.", "Ray", "golf", "birdwatching"),
        ("I've dropped tennis and taken up padel.", "Zoe", "tennis", "padel"),
    ],
)
def test_a_pastime_given_up_and_another_taken_up_are_two(
    text: str, subject: str, old: str, new: str
) -> None:
    claims = _said(text)
    assert ("end", subject, "hobby", old) in claims, claims
    assert ("assert", subject, "hobby", new) in claims, claims


# -- one's carer said by the place, or by what they are seen for --------------------------------


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("My dentist is at Harbour Dental.", "dentist", "Harbour Dental"),
        ("my barber's at Kings Cuts now", "barber", "Kings Cuts"),
        ("I've been seeing Dr Oyelaran for my teeth since June.", "dentist", "Dr Oyelaran"),
        ("I go to Sienna for my hair, she's a genius.", "hairdresser", "Sienna"),
    ],
)
def test_ones_carer_said_by_the_place_or_the_care(text: str, slot: str, value: str) -> None:
    claims = _said(text)
    assert ("assert", "Zoe", slot, value) in claims, claims
    assert not any(c[1].startswith("Zoe's") for c in claims), claims


@pytest.mark.parametrize(
    "text",
    [
        "I'm seeing Tom for dinner.",  # a plan, no partner
        "Seeing Priya for coffee tomorrow",
    ],
)
def test_seeing_someone_for_a_meal_is_no_partner(text: str) -> None:
    assert not _slots(_said(text), "partner"), _said(text)


def test_seeing_someone_for_a_long_time_is_a_partner() -> None:
    claims = _said("I've been seeing Tom for two years.")
    assert ("assert", "Zoe", "partner", "Tom") in claims, claims


# -- one's job, home, office or role held, asked about ----------------------------------------


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("Could you help me get ready for my new job at Arup?", "works_at", "Arup"),
        ("What plants would suit my new flat in Clapham?", "lives_in", "Clapham"),
        ("Any tips for my new role as charge nurse?", "occupation", "charge nurse"),
        ("How long is the walk from the station to my new office in Sandyford?", "work_location",
         "Sandyford"),
    ],
)  # fmt: skip
def test_what_a_question_holds_is_the_speakers(text: str, slot: str, value: str) -> None:
    claims = _said(text)
    assert ("assert", "Zoe", slot, value) in claims, claims


@pytest.mark.parametrize(
    "text",
    [
        "Should I take the job at Arup?",  # not held
        "Is my old flat in Clapham worth selling?",  # an old one
        "What do you think of my sister's new flat in Clapham?",  # someone else's
    ],
)
def test_what_a_question_does_not_hold_is_not_the_speakers(text: str) -> None:
    claims = _said(text)
    assert not {c for c in claims if c[1] == "Zoe" and c[2] in ("works_at", "lives_in")}, claims


def test_a_network_said_with_a_customers_words_is_no_employer() -> None:
    claims = _said("I'm on Vodafone, unlimited data.")
    assert ("assert", "Zoe", "mobile_carrier", "Vodafone") in claims, claims
    assert not _slots(claims, "works_at"), claims
    assert ("assert", "Zoe", "works_at", "Vodafone") in _said(
        "I work at Vodafone, the signal team."
    )
