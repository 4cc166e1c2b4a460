"""Chat-style change phrasings (issue 10, round 2): emoticons and emoji as clause ends,
lower-case writing, changes said about a relative or with a pronoun, relatives named with a
title, "X made/relocated/transferred me", and negatives that must end nothing of the speaker.
Each case lists claims that must be among the output: (subject, predicate, object-or-value,
action); `absent` rows must not be."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation import ConversationExtractor

AT = datetime(2025, 9, 15, 12, tzinfo=UTC)
EX = ConversationExtractor()
Row = tuple[str, str, str | None, str]


def _rows(text: str, speaker: str = "Nadia") -> list[Row]:
    claims: list[Claim] = EX.extract(Message(text, speaker, AT))
    return [
        (c.subject, c.predicate, c.object if c.object is not None else c.value, c.action)
        for c in claims
    ]


CASES: list[tuple[str, str, list[Row]]] = [
    # emoticons, emoji and lower-case sentence starts end a clause
    (
        "quit zalando lol. im at klarna now 🎉",
        "Nadia",
        [("Nadia", "works_at", "zalando", "end"), ("Nadia", "works_at", "klarna", "assert")],
    ),
    (
        "Finally got out of Accenture :) started at Thoughtworks on the first of august",
        "Owen",
        [("Owen", "works_at", "Accenture", "end"), ("Owen", "works_at", "Thoughtworks", "assert")],
    ),
    (
        "Mittens died in june :( we adopted a puppy named Biscuit",
        "Ollie",
        [("Ollie", "has_pet", "Biscuit", "assert")],
    ),
    (
        "Arjun and I split up. Been going out with Vikram since August <3",
        "Priti",
        [("Priti", "partner", "Arjun", "end"), ("Priti", "partner", "Vikram", "assert")],
    ),
    (
        "ok I'm a Chelsea fan now, don't judge me",
        "Kevin",
        [("Kevin", "supports_team", "Chelsea", "assert")],
    ),
    # lower-case chat: names and places in lower case
    ("home is manchester for now", "Tariq", [("Tariq", "lives_in", "manchester", "assert")]),
    (
        "me and tom broke up",
        "Jake",
        [("Jake", "partner", "Tom", "end"), ("Jake", "relationship_status", "single", "assert")],
    ),
    ("my girlfriend is called emma", "Jake", [("Jake", "partner", "emma", "assert")]),
    ("taro moved to Kyoto last month", "Kenji", [("Taro", "lives_in", "Kyoto", "assert")]),
    # residence: settled, doing fine, moved out of, relocated me
    (
        "all settled in Bristol now, new flat is lovely",
        "Tariq",
        [("Tariq", "lives_in", "Bristol", "assert")],
    ),
    ("Doing fine in Bergen!", "Helga", [("Helga", "lives_in", "Bergen", "assert")]),
    (
        "my sister moved out of Porto, she lives in Leeds now",
        "Ana",
        [
            ("Ana's sister", "lives_in", "Porto", "end"),
            ("Ana's sister", "lives_in", "Leeds", "assert"),
        ],
    ),
    ("My company relocated me to Vienna in June", "Ivo", [("Ivo", "lives_in", "Vienna", "assert")]),
    # employer and title said by someone else
    (
        "they transferred me to Safran, same city tho",
        "Rosa",
        [("Rosa", "works_at", "Safran", "assert")],
    ),
    (
        "they made me team lead last week!! 😅",
        "Pablo",
        [("Pablo", "occupation", "team lead", "assert")],
    ),
    # relatives: the change and a pronoun for them
    (
        "Dad stopped driving the taxi, he's a pastor now",
        "Rui",
        [
            ("Rui's dad", "occupation", "taxi driver", "end"),
            ("Rui's dad", "occupation", "pastor", "assert"),
        ],
    ),
    (
        "mum retired from accounting, she's a yoga teacher now",
        "Lin",
        [("Lin's mom", "occupation", "yoga teacher", "assert")],
    ),
    (
        "Uncle Jun lives in Taipei.",
        "Chen",
        [("Jun", "lives_in", "Taipei", "assert"), ("Chen", "uncle", "Jun", "assert")],
    ),
    # school, diet, pets, vehicles, devices
    ("I study chemistry at McGill.", "Anya", [("Anya", "studies_at", "McGill", "assert")]),
    (
        "Starting a master's at LSE in September",
        "Sofia",
        [("Sofia", "studies_at", "LSE", "assert")],
    ),
    ("went fully vegan in july", "Lucy", [("Lucy", "diet", "vegan", "assert")]),
    (
        "gave up keto, doing intermittent fasting now",
        "Zara",
        [("Zara", "diet", "intermittent fasting", "assert")],
    ),
    ("Rex passed away. We got a labrador, Luna.", "Sven", [("Sven", "has_pet", "Luna", "assert")]),
    ("I bike to work every day", "Leah", [("Leah", "vehicle", "bike", "assert")]),
    ("switched to the train for my commute", "Leah", [("Leah", "vehicle", "train", "assert")]),
    (
        "Replaced the fiesta with a VW Golf in august",
        "Gus",
        [("Gus", "vehicle", "fiesta", "end"), ("Gus", "vehicle", "VW Golf", "assert")],
    ),
    (
        "Upgraded to a Pixel 8, bye bye iphone",
        "Dana",
        [("Dana", "uses_phone", "Pixel 8", "assert")],
    ),
    (
        "traded in the PS4 for a Nintendo Switch",
        "Elif",
        [
            ("Elif", "uses_console", "PS4", "end"),
            ("Elif", "uses_console", "Nintendo Switch", "assert"),
        ],
    ),
    # teams, hobbies, projects, places frequented
    (
        "I play for the Hawks in the local league.",
        "Paula",
        [("Paula", "plays_for", "Hawks", "assert")],
    ),
    ("my hobby is chess", "Noah", [("Noah", "hobby", "chess", "assert")]),
    ("I'm into rock climbing now", "Jade", [("Jade", "hobby", "rock climbing", "assert")]),
    ("handed Atlas over to Mia", "Ben", [("Ben", "project", "Atlas", "end")]),
    (
        "i'm in charge of the website redesign",
        "Carla",
        [("Carla", "project", "website redesign", "assert")],
    ),
    ("I got moved off billing", "Theo", [("Theo", "project", "billing", "end")]),
    ("I go to PureGym on Main Street.", "Ruby", [("Ruby", "gym", "PureGym", "assert")]),
    ("moved my account to Monzo", "Julia", [("Julia", "bank", "Monzo", "assert")]),
    ("Changed dentist, I see Dr. Laurent now", "Bea", [("Bea", "dentist", None, "end")]),
    ("Ms. Adeyemi is my supervisor now", "Femi", [("Femi", "manager", "Ms. Adeyemi", "assert")]),
    (
        "no longer at starbucks. working at a bakery called Crumbs now",
        "Wes",
        [("Wes", "works_at", "Crumbs", "assert")],
    ),
    # meetings, deadlines, orders, tickets
    (
        "My weekly 1:1 with my boss is on Tuesdays.",
        "Tess",
        [("Tess", "1:1_time", "Tuesdays", "assert")],
    ),
    ("we moved the 1:1 to thursdays", "Tess", [("Tess", "1:1_time", "thursdays", "assert")]),
    ("they closed ticket 889, issue fixed", "Hal", [("889", "status", "closed", "assert")]),
    ("Support ticket 889 is open.", "Hal", [("889", "status", "open", "assert")]),
    ("the new sofa is on backorder", "Ivy", [("Ivy's sofa", "status", "on backorder", "assert")]),
    (
        "sofa got delivered today finally!!",
        "Ivy",
        [("Ivy's sofa", "status", "delivered", "assert")],
    ),
]


@pytest.mark.parametrize(("text", "speaker", "expected"), CASES, ids=[c[0][:40] for c in CASES])
def test_chat_phrasings(text: str, speaker: str, expected: list[Row]) -> None:
    rows = _rows(text, speaker)
    for row in expected:
        assert row in rows, f"{row} not in {rows}"


NEGATIVES: list[tuple[str, str, list[tuple[str, str]]]] = [
    # (text, speaker, (subject, predicate) that must not be ended)
    ("left my keys at home", "Maya", [("Maya", "works_at"), ("Maya", "lives_in")]),
    ("I might quit Shopify", "Maya", [("Maya", "works_at")]),
    ("thinking about leaving Lisbon", "Maya", [("Maya", "lives_in")]),
    ("still at Boulder Lounge? nope", "Felix", [("Felix", "gym")]),
]


@pytest.mark.parametrize(("text", "speaker", "kept"), NEGATIVES, ids=[n[0] for n in NEGATIVES])
def test_nothing_of_the_speaker_ends(text: str, speaker: str, kept: list[tuple[str, str]]) -> None:
    ends = {(s, p) for s, p, _, action in _rows(text, speaker) if action == "end"}
    assert not ends & set(kept), ends


def test_a_friend_quitting_ends_the_friends_job_not_mine() -> None:
    rows = _rows("my friend Sara quit her job at Lidl", "Maya")
    assert ("Sara", "works_at", "Lidl", "end") in rows or ("Sara", "works_at", None, "end") in rows
    assert not [r for r in rows if r[0] == "Maya" and r[3] == "end"]


def test_a_question_clause_states_nothing() -> None:
    rows = _rows("still at Boulder Lounge? nope, switched gyms", "Felix")
    assert ("Felix", "gym", "Boulder Lounge", "assert") not in rows
    assert ("Felix", "gym", None, "end") in rows


def test_a_relative_is_the_antecedent_of_a_pronoun() -> None:
    rows = _rows("Dad sold the bakery, he drives a bus now", "Rui")
    assert ("Rui's dad", "occupation", "bus driver", "assert") in rows


def test_mum_and_mother_are_the_same_person() -> None:
    a = _rows("my mother lives in Faro", "Lin")
    b = _rows("Mum lives in Faro", "Lin")
    assert ("Lin's mom", "lives_in", "Faro", "assert") in a
    assert ("Lin's mom", "lives_in", "Faro", "assert") in b


def test_capitalised_verbs_are_not_names() -> None:
    rows = _rows("Been dating Vikram since August", "Priti")
    assert ("Priti", "partner", "Vikram", "assert") in rows
    assert not [r for r in rows if r[0] == "Been"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("work is dead quiet so im learning german", ("learning_language", "german")),
        ("trip got postponed so i'm learning turkish now", ("learning_language", "turkish")),
        ("exams are over, i'm learning korean now", ("learning_language", "korean")),
        ("the move fell through so i live in bristol", ("lives_in", "bristol")),
    ],
)
def test_a_lower_case_i_after_so_or_a_comma_opens_a_clause(
    text: str, expected: tuple[str, str]
) -> None:
    assert ("Nadia", *expected, "assert") in _rows(text)


def test_a_lower_case_so_clause_of_a_plan_states_nothing() -> None:
    rows = _rows("it rained so i thought about learning german")
    assert not [r for r in rows if r[1] == "learning_language"]


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        ("Switched from the Fitbit to a Garmin Venu last month", "Fitbit", "Garmin Venu"),
        ("upgraded from my old Kindle to a Kobo Libra", "Kindle", "Kobo Libra"),
        ("changed from the Forerunner to an Apple Watch", "Forerunner", "Apple Watch"),
    ],
)
def test_a_watch_or_reader_swap_ends_the_old_device(text: str, old: str, new: str) -> None:
    rows = _rows(text)
    assert ("Nadia", "uses_device", old, "end") in rows
    assert ("Nadia", "uses_device", new, "assert") in rows


def test_watching_a_show_is_no_device() -> None:
    rows = _rows("I watch Netflix with my sister most nights")
    assert not [r for r in rows if r[1] == "uses_device"]
