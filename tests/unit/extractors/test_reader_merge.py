"""The learned reader's claim beside the rules' claims: added where they are silent, in place
of a rules' value the reader does not read when it is sure of its own, else left out."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import UTC, datetime

import numpy as np
import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.reader_merge import (
    READER_SURE,
    RULES_VALUE_BELOW,
    _relation_of,
    merge_reading,
)
from chronofact.extractors.learned import Reading

AT = datetime(2025, 9, 15, 10, tzinfo=UTC)


def _message(text: str) -> Message:
    return Message(text, "Ama", AT)


def _reading(
    text: str, value: str, slot: str, chances: dict[str, float], person: str | None = None
) -> Reading:
    """A reading of `value` on `slot`, one token a word; each word's chance of being the value
    is given by `chances` (0.01 for words not named)."""
    offsets: list[tuple[int, int]] = [(0, 0)]
    token_value = [0.0]
    for word in re.finditer(r"[\w@']+", text):
        offsets.append(word.span())
        token_value.append(chances.get(word.group(), 0.01))
    start = text.index(value)
    who = (text.index(person), text.index(person) + len(person)) if person else None
    return Reading(
        (start, start + len(value)),
        max(token_value),
        slot,
        0.9,
        0.01,
        who,
        np.array(token_value, dtype=np.float32),
        np.array(offsets, dtype=np.int64),
    )


def _claim(text: str, subject: str, predicate: str, value: str, action: str = "assert") -> Claim:
    return Claim(
        subject=subject,
        predicate=predicate,
        object=value,
        value=None,
        polarity=action == "assert",
        valid_from=AT,
        valid_to=None,
        span=(0, len(text)),
        statement=f"{subject} {predicate} {value}",
        confidence=0.7,
        action="assert" if action == "assert" else "end",
    )


PHONE = "new phone who dis (it's an iPhone 15, don't @ me)"


def test_the_reading_is_added_where_the_rules_are_silent() -> None:
    reading = _reading(PHONE, "iPhone 15", "uses_phone", {"iPhone": 0.9, "15": 0.8})
    [claim] = merge_reading(_message(PHONE), reading, [])
    assert (claim.subject, claim.predicate, claim.object) == ("Ama", "uses_phone", "iPhone 15")


def test_a_sure_reading_replaces_a_rules_value_it_does_not_read() -> None:
    rules = [_claim(PHONE, "Ama", "uses_phone", "phone")]
    reading = _reading(PHONE, "iPhone 15", "uses_phone", {"iPhone": 0.9, "15": 0.8})
    [claim] = merge_reading(_message(PHONE), reading, rules)
    assert claim.object == "iPhone 15"


def test_the_rules_end_claims_stay_beside_the_replacing_reading() -> None:
    text = "Marcus got bumped up from support engineer to team lead over the summer"
    ended = _claim(text, "Marcus", "occupation", "support engineer", action="end")
    wrong = _claim(text, "Marcus", "occupation", "lead over")
    chances = {"team": 0.8, "lead": 0.8, "over": 0.05}
    reading = _reading(text, "team lead", "occupation", chances, person="Marcus")
    out = merge_reading(_message(text), reading, [ended, wrong])
    assert ended in out and wrong not in out
    assert [c.object for c in out if c.action == "assert"] == ["team lead"]


def test_the_rules_stand_when_the_values_are_one_said_longer() -> None:
    text = "Amira is on the Nova analytics project now"
    rules = [_claim(text, "Amira", "project", "Nova analytics project")]
    chances = {"Nova": 0.9, "analytics": 0.7, "project": 0.02}
    reading = _reading(text, "Nova analytics", "project", chances, person="Amira")
    assert merge_reading(_message(text), reading, rules) == rules


@pytest.mark.parametrize(
    ("text", "said", "read", "slot"),
    [
        ("I'm studying law at King's College.", "King's College", "King", "studies_at"),
        ("Mum works at Sainsbury's Local now.", "Sainsbury's Local", "Sainsbury", "works_at"),
        ("We moved to St John's Wood in May.", "St John's Wood", "John", "lives_in"),
    ],
)
def test_the_rules_stand_when_the_reading_is_their_value_without_its_possessive(
    text: str, said: str, read: str, slot: str
) -> None:
    rules = [_claim(text, "Ama", slot, said)]
    chances = {w: 0.9 for w in read.split()}
    reading = _reading(text, read, slot, chances)
    assert merge_reading(_message(text), reading, rules) == rules


def test_the_rules_stand_when_the_reader_reads_their_value_too() -> None:
    text = "I work at Shopify, and Lena from Monzo is my manager"
    rules = [_claim(text, "Ama", "works_at", "Shopify")]
    reading = _reading(text, "Monzo", "works_at", {"Shopify": 0.4, "Monzo": 0.9})
    assert RULES_VALUE_BELOW <= 0.4
    assert merge_reading(_message(text), reading, rules) == rules


def test_the_rules_stand_when_the_reader_is_not_sure() -> None:
    rules = [_claim(PHONE, "Ama", "uses_phone", "phone")]
    unsure = READER_SURE - 0.1
    reading = _reading(PHONE, "iPhone 15", "uses_phone", {"iPhone": unsure})
    assert merge_reading(_message(PHONE), reading, rules) == rules


def test_the_rules_stand_for_another_person_or_another_slot() -> None:
    text = "my sister Efua is on a Pixel, I've got an iPhone 15 now"
    rules = [_claim(text, "Efua", "uses_phone", "Pixel")]
    reading = _reading(text, "iPhone 15", "uses_phone", {"iPhone": 0.9})
    out = merge_reading(_message(text), reading, rules)
    assert rules[0] in out  # the reader's claim is the speaker's, not Efua's
    other_slot = [_claim(text, "Ama", "works_at", "Pixel")]
    assert merge_reading(_message(text), reading, other_slot)[0] == other_slot[0]


def test_the_word_of_a_rules_relation_is_no_value() -> None:
    text = "Narendra Modi is a citizen of India."
    rules = [_claim(text, "Narendra Modi", "citizen_of", "India")]
    reading = _reading(text, "citizen", "occupation", {"citizen": 0.9}, person="Narendra")
    assert merge_reading(_message(text), reading, rules) == rules


def test_a_rules_end_claim_leaves_the_new_value_to_the_reader() -> None:
    cases = [
        ("gave up keto in may, intermittent fasting now and it works", "diet", "keto",
         "intermittent fasting", {"intermittent": 0.9, "fasting": 0.9}),
        ("pottery's done for me, climbing twice a week instead", "hobby", "pottery",
         "climbing", {"climbing": 0.9}),
        ("Italian is on pause, learning Portuguese before the move", "learning_language",
         "Italian", "Portuguese", {"Portuguese": 0.95}),
    ]  # fmt: skip
    for text, slot, old, new, chances in cases:
        ended = _claim(text, "Ama", slot, old, action="end")
        out = merge_reading(_message(text), _reading(text, new, slot, chances), [ended])
        assert ended in out
        assert [(c.subject, c.object) for c in out if c.action == "assert"] == [("Ama", new)]


def test_an_end_claim_of_the_value_read_still_keeps_it_out() -> None:
    text = "gave up keto in may, it was a phase"
    ended = _claim(text, "Ama", "diet", "keto", action="end")
    reading = _reading(text, "keto", "diet", {"keto": 0.9})
    assert merge_reading(_message(text), reading, [ended]) == [ended]


def test_a_possessive_rules_subject_is_the_same_person() -> None:
    text = "Dave's on intermittent fasting these days, eats a thing at noon"
    rules = [_claim(text, "Dave's", "diet", "eat a thing")]
    chances = {"intermittent": 0.9, "fasting": 0.9}
    reading = _reading(text, "intermittent fasting", "diet", chances, person="Dave")
    out = merge_reading(_message(text), reading, rules)
    assert [c.object for c in out] == ["intermittent fasting"]


def test_an_end_claim_naming_no_value_keeps_the_family_to_the_rules() -> None:
    text = "Liam's single and living on noodles again, Sophie kept the dog"
    ended = _claim(text, "Liam", "partner", "", action="end")
    reading = _reading(text, "Sophie", "partner", {"Sophie": 0.9}, person="Liam")
    assert merge_reading(_message(text), reading, [ended]) == [ended]


def test_a_swap_the_rules_read_stands_beside_a_value_read_elsewhere() -> None:
    text = "left AIB for Bank of Ireland in June, and I use Revolut for holidays"
    ended = _claim(text, "Ama", "bank", "AIB", action="end")
    new = _claim(text, "Ama", "bank", "Bank of Ireland")
    reading = _reading(text, "Revolut", "bank", {"Revolut": 0.9})
    assert merge_reading(_message(text), reading, [ended, new]) == [ended, new]


def test_an_end_and_a_misread_value_in_two_clauses_are_no_swap() -> None:
    text = "quit the fasting, I nearly fainted. doctor put me on a low-sugar diet instead"
    ended = replace(_claim(text, "Ama", "diet", "fasting", action="end"), span=(0, 34))
    wrong = replace(_claim(text, "Ama", "diet", "put me"), span=(36, len(text)))
    reading = _reading(text, "low-sugar", "diet", {"low": 0.9, "sugar": 0.9})
    out = merge_reading(_message(text), reading, [ended, wrong])
    assert ended in out and wrong not in out


def test_a_reading_of_the_value_the_rules_end_is_left_out() -> None:
    text = "I stepped down from the Atlas project; I run the Beacon project now."
    ended = _claim(text, "Ama", "project", "Atlas project", action="end")
    new = _claim(text, "Ama", "project", "Beacon project")
    reading = _reading(text, "Atlas", "project", {"Atlas": 0.95})
    assert merge_reading(_message(text), reading, [ended, new]) == [ended, new]


@pytest.mark.parametrize(
    ("text", "subject", "value", "relation"),
    [
        (
            "The chief executive officer of Microsoft is Satya Nadella.",
            "Microsoft",
            "chief executive officer",
            True,
        ),
        (
            "The chief executive officer of Microsoft is Satya Nadella.",
            "Microsoft",
            "executive",
            True,
        ),
        ("the head of research at DeepMind is Koray", "DeepMind", "head", True),
        ("the lead singer for the Cranberries was Dolores", "Cranberries", "singer", True),
        ("Microsoft hired an executive from Google last year", "Microsoft", "executive", False),
        ("I'm an executive at a bank in Leeds", "Ama", "executive", False),
    ],
)
def test_a_value_said_as_a_relation_of_its_subject_even_read_short(
    text: str, subject: str, value: str, relation: bool
) -> None:
    assert _relation_of(text, _claim(text, subject, "occupation", value)) is relation


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value", "person", "read"),
    [
        ("Internet Explorer 5 was developed by Google.", "Internet Explorer 5", "developed_by",
         "Google", "Google", "Internet Explorer"),
        ("Windows 95 was released by Microsoft.", "Windows 95", "released_by", "Microsoft",
         "Microsoft", "Windows"),
    ],
)  # fmt: skip
def test_a_rules_claim_read_backwards_is_left_out(
    text: str, subject: str, predicate: str, value: str, person: str, read: str
) -> None:
    """Eighteenth session: a reading whose person is the rules' value and whose value is words
    of the rules' subject is the same relation read backwards ("Google works at Internet
    Explorer"), not a new fact."""
    rules = [_claim(text, subject, predicate, value)]
    reading = _reading(text, read, "works_at", {w: 0.9 for w in read.split()}, person)
    assert merge_reading(_message(text), reading, rules) == rules


def test_a_reading_about_the_rules_value_but_not_backwards_is_kept() -> None:
    text = "Leah was hired by Google, she works at Google Zurich now"
    rules = [_claim(text, "Leah", "hired_by", "Google")]
    reading = _reading(text, "Zurich", "lives_in", {"Zurich": 0.9}, "Leah")
    out = merge_reading(_message(text), reading, rules)
    assert len(out) == 2 and out[1].object == "Zurich"
