"""A change said in passing (sixteenth session): a new value said alone after the speaker's
own message about the slot ("monzo now."), a new partner said as "seeing some X", "she's
already with X" or "got a new other half, X", and a club's or review's time said with its
owner or a person. Each with look-alikes that must not give the fact. Sentences written for
these tests, not taken from a bench set."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.bare_value import bare_values

AT = datetime(2025, 1, 10, 12, tzinfo=UTC)
RULES = ConversationExtractor()


def _reads(*claims: tuple[str, str, str]):  # type: ignore[no-untyped-def]
    """A stand-in reader of the previous message: it gave these (subject, slot, name)."""

    def read(message: Message) -> list[Claim]:
        return [
            Claim(s, p, o, None, True, None, None, (0, 0), f"{s} {p} {o}", 0.8)
            for s, p, o in claims
        ]

    return read


def _alone(before: str, text: str, *held: tuple[str, str, str], speaker: str = "Zoe") -> list[str]:
    first = Message(before, speaker, AT)
    then = Message(text, speaker, AT, first)
    return [f"{c.predicate}={c.object}" for c in bare_values(then, [], _reads(*held))]


@pytest.mark.parametrize(
    ("text", "held", "said"),
    [
        ("monzo now. moved everything across", ("Zoe", "bank", "barclays"), "bank=monzo"),
        ("ING these days, the rate was better", ("Zoe", "bank", "Commbank"), "bank=ING"),
        ("Switched. The Gym Group. cheaper", ("Zoe", "gym", "PureGym"), "gym=The Gym Group"),
        ("with Sinead these days. long story", ("Zoe", "partner", "Orla"), "partner=Sinead"),
        ("Moved. Glasgow. Don't ask.", ("Zoe", "lives_in", "Dundee"), "lives_in=Glasgow"),
        ("lol Samsung now, the pixel died", ("Zoe", "uses_phone", "Pixel"), "uses_phone=Samsung"),
    ],
)
def test_a_value_said_alone_takes_the_slot_said_before(
    text: str, held: tuple[str, str, str], said: str
) -> None:
    before = f"about my {held[1]}: {held[2]}, as you know"
    assert _alone(before, text, held) == [said]


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("same now. busy busy", [("Zoe", "works_at", "Tesco")]),
        ("Thanks. See you soon!", [("Zoe", "works_at", "Tesco")]),
        ("Aldi. cheaper", [("Zoe", "works_at", "Tesco")]),  # a name alone, no word of change
        ("Jake. he is so annoying", [("Zoe", "works_at", "Tesco")]),
        ("Sorry. Vegan now", [("Zoe", "works_at", "Tesco")]),
        ("Tesco now", [("Zoe", "works_at", "Tesco")]),  # the same value: no change
        ("with Sinead now", [("Zoe", "works_at", "Tesco")]),  # "with" goes with a partner only
        ("Aldi now", [("Zoe", "works_at", "Tesco"), ("Zoe", "bank", "Monzo")]),  # which slot?
        ("Aldi now", [("Amy", "works_at", "Tesco")]),  # someone else's slot
        ("aldi now", [("Zoe", "works_at", "Tesco")]),  # Tesco was written capitalised
    ],
)
def test_no_value_said_alone_without_one_sure_slot(
    text: str, held: list[tuple[str, str, str]]
) -> None:
    assert _alone("I work at Tesco and bank with Monzo", text, *held) == []


def test_a_value_said_alone_by_another_speaker_is_not_theirs() -> None:
    first = Message("I bank with Monzo", "Zoe", AT)
    then = Message("Barclays now.", "Mary", AT, first)
    assert bare_values(then, [], _reads(("Zoe", "bank", "Monzo"))) == []


def _said(text: str, predicate: str, speaker: str = "Sunita") -> list[tuple[str, str, str]]:
    return [
        (c.action, c.subject, str(c.object or c.value))
        for c in RULES.extract(Message(text, speaker, AT))
        if c.predicate == predicate and c.polarity
    ]


@pytest.mark.parametrize(
    ("text", "who", "name"),
    [
        ("Vikram and Neha broke up, he's seeing some Kavya from his gym", "Vikram", "Kavya"),
        ("my sister Ines and Tomas split in May and she's already with Rohan", "Ines", "Rohan"),
        ("harry's got a new other half, Charlotte", "Harry", "Charlotte"),
        ("I've got a new girlfriend, Ama", "Sunita", "Ama"),
        ("my new bf is Diego", "Sunita", "Diego"),
    ],
)  # fmt: skip
def test_a_new_partner_said_in_passing(text: str, who: str, name: str) -> None:
    assert ("assert", who, name) in _said(text, "partner")


@pytest.mark.parametrize(
    "text",
    [
        "got a new man in my life lol",
        "she's with Rohan at the cinema",
        "my new manager is Diego",
        "I'm with Vodafone now",
    ],
)
def test_no_partner_from_look_alikes(text: str) -> None:
    assert [s for s in _said(text, "partner") if s[0] == "assert"] == []


@pytest.mark.parametrize(
    ("text", "predicate", "who", "when"),
    [
        ("georgia's book club is last friday of the month", "meeting_time", "Georgia",
         "last friday of the month"),
        ("design review with Tamsin is on Tuesdays at 3", "review_time", "Sunita",
         "Tuesdays at 3"),
        ("our running club meets on thursdays", "meeting_time", "Sunita", "thursdays"),
        ("Kemi's standup is at 9:15 now", "standup_time", "Kemi", "9:15"),
        ("My wife Akosua's choir practice is Thursday 6pm", "practice_time", "Akosua",
         "Thursday 6pm"),
    ],
)  # fmt: skip
def test_an_events_time_said_with_its_owner_or_a_person(
    text: str, predicate: str, who: str, when: str
) -> None:
    assert ("assert", who, when) in _said(text, predicate)


@pytest.mark.parametrize(
    "text",
    ["book club meets at the library", "Kemi's class was fun", "the club meets in the hall"],
)
def test_no_event_time_from_look_alikes(text: str) -> None:
    found = [c for c in RULES.extract(Message(text, "Sunita", AT)) if c.predicate.endswith("_time")]
    assert found == []


def _time_read(text: str, value: str, slot: str = "deadline") -> list[str]:
    from chronofact.extractors.conversation.reading_claims import reading_claims
    from chronofact.extractors.learned.reader import Reading

    at = text.index(value)
    reading = Reading((at, at + len(value)), 0.9, slot, 0.9, 0.05, None)
    return [str(c.object) for c in reading_claims(Message(text, "Megan", AT), reading)]


@pytest.mark.parametrize(
    ("text", "read", "value", "slot"),
    [
        ("committee moved things around, thesis due december 12", "december", "december 12",
         "deadline"),
        ("the defence got moved to June 6th, phew", "June", "June 6th", "deadline"),
        ("the client call is Thursday 9am from July", "Thursday", "Thursday 9am", "call_time"),
        ("choir is on Tuesdays at 7 now", "Tuesdays", "Tuesdays at 7", "meeting_time"),
    ],
)  # fmt: skip
def test_a_time_read_up_to_a_month_or_weekday_takes_the_day_after_it(
    text: str, read: str, value: str, slot: str
) -> None:
    assert _time_read(text, read, slot) == [value]


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("thesis due december, 12 of us are stressed", "december"),
        ("due in June 3 weeks from now", "June"),
        ("the review is due Thursday 45 minutes after lunch", "Thursday"),
    ],
)
def test_no_day_taken_from_a_number_of_something_else(text: str, read: str) -> None:
    assert _time_read(text, read) == [read]


@pytest.mark.parametrize(
    ("text", "who", "org"),
    [
        ("Emeka finally escaped!! Flutterwave hired him as a product analyst", "Emeka",
         "Flutterwave"),
        ("Sasol laid off loads in June and Eskom snapped Thabo up the same month", "Thabo",
         "Eskom"),
        ("Google poached my sister last year", "Sunita's sister", "Google"),
        ("MTN hired Kwame as head of sales.", "Kwame", "MTN"),
        ("Deloitte took Ama on in March", "Ama", "Deloitte"),
    ],
)  # fmt: skip
def test_an_employer_said_to_take_someone_on(text: str, who: str, org: str) -> None:
    assert ("assert", who, org) in _said(text, "works_at")


@pytest.mark.parametrize(
    "text",
    [
        "Kofi took him to the airport",
        "my friend Ama hired him as a driver",
        "They hired him in the end",
        "Dr Mensah recruited her for the study",
        "I hired a cleaner, finally",
    ],
)
def test_no_employer_from_look_alikes_of_hiring(text: str) -> None:
    assert [s for s in _said(text, "works_at") if s[0] == "assert"] == []


@pytest.mark.parametrize(
    ("text", "who", "language"),
    [
        ("Pieter's doing isiXhosa since July", "Pieter", "isiXhosa"),
        ("Kojo is learning Twi", "Kojo", "Twi"),
        ("I'm taking Malayalam classes", "Sunita", "Malayalam"),
        ("Zinhle is doing Afrikaans this term", "Zinhle", "Afrikaans"),
    ],
)
def test_languages_named_as_their_speakers_name_them(text: str, who: str, language: str) -> None:
    said = [(c.subject, c.object or c.value) for c in RULES.extract(Message(text, "Sunita", AT))]
    assert (who, language) in said or ("Sunita", language) in said


def test_a_place_named_like_a_language_stays_a_place() -> None:
    assert ("assert", "Ama", "Georgia") in _said("Ama moved to Georgia last year", "lives_in")


@pytest.mark.parametrize(
    ("text", "predicate", "who", "when"),
    [
        ("Pallavi's app release is locked for 15 August, big launch", "launch_date", "Pallavi",
         "15 August"),
        ("hollie's deadline got pulled forward to 30 September", "deadline", "Hollie",
         "30 September"),
        ("Ashwin's book club meets first Thursday of the month at 7", "meeting_time", "Ashwin",
         "first Thursday of the month at 7"),
    ],
)  # fmt: skip
def test_an_events_time_without_the_words_around_it(
    text: str, predicate: str, who: str, when: str
) -> None:
    assert ("assert", who, when) in _said(text, predicate)


def test_a_club_meeting_at_a_time_and_a_place_keeps_both() -> None:
    from chronofact.extractors.embeddings import embed

    text = "Book club meets the first Wednesday of the month at the library."
    said = {
        (c.predicate, c.value or c.object)
        for c in ConversationExtractor(embedder=embed).extract(Message(text, "Sunita", AT))
    }
    assert {("meeting_place", "library"), ("meeting_time", "first Wednesday of the month")} <= said
