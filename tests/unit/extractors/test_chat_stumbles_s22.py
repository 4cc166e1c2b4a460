"""Stumbles found using the product in the twenty-second session (a Telegram export of a flat's
group chat, ingested with the CLI and asked over REST and MCP). Sentences written for these
tests, each with look-alikes that must keep their reading."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.registry import get_extractor

AT = datetime(2025, 7, 1, 9, tzinfo=UTC)
WITH = get_extractor("conversation")  # as the product reads: the rules and the learned reader


def _said(text: str) -> set[tuple[str, str, str]]:
    return {
        (c.action, c.predicate, str(c.object or c.value))
        for c in WITH.extract(Message(text, "Priya", AT))
    }


def _values(text: str) -> set[str]:
    return {value for _, _, value in _said(text)}


@pytest.mark.parametrize(
    ("text", "person"),
    [
        ("I cancelled PureGym, doing the Arch with Lukas now", "Lukas"),
        ("spent saturday assembling the desk with Arjun", "Arjun"),
        ("Went bouldering with Tomasz after work, my arms are dead", "Tomasz"),
    ],
)
def test_someone_only_taking_part_holds_no_slot(text: str, person: str) -> None:
    assert not any(person in value for value in _values(text)), _said(text)


@pytest.mark.parametrize(
    ("text", "predicate", "person"),
    [
        ("I'm with Lukas now, we made it official last week", "partner", "Lukas"),
        ("my doctor retired, the practice put me with Dr Hale", "doctor", "Hale"),
        ("I'm registered with Dr. Costa since April", "doctor", "Costa"),
    ],
)
def test_being_with_someone_still_names_them(text: str, predicate: str, person: str) -> None:
    said = _said(text)
    assert any(a == "assert" and p == predicate and person in v for a, p, v in said), said


def test_a_word_that_only_qualifies_a_workplace_is_no_pet() -> None:
    text = "Anjali got the job in Manchester!! she starts at a small animal practice there in June"
    assert not any(p == "has_pet" for _, p, _ in _said(text))
    adopted = _said("we adopted a dog from the animal shelter, his name is Rex")
    assert ("assert", "has_pet", "Rex") in adopted


def test_a_time_something_starts_from_is_no_meeting_time() -> None:
    said = _said("back on days from Monday, finally. moved to the ortho ward too")
    assert not any(p.endswith("_time") for _, p, _ in said), said
    assert ("assert", "standup_time", "10am") in _said("the standup moved to 10am from Monday")
    assert ("assert", "sync_time", "Tuesday") in _said("team sync moved to Tuesday")


def _claims(text: str, at: datetime) -> list[tuple[str, str, str, str, str]]:
    return [
        (
            c.action,
            c.subject,
            c.predicate,
            str(c.object or c.value),
            c.valid_from.date().isoformat(),
        )
        for c in WITH.extract(Message(text, "Dana", at))
    ]


def test_a_time_inside_a_reason_is_not_when_the_value_began() -> None:
    june = datetime(2025, 6, 1, 11, tzinfo=UTC)
    said = _claims(
        "dropped Portuguese, switching to Spanish since we're going to Sevilla in the autumn", june
    )
    assert ("assert", "Dana", "learning_language", "Spanish", "2025-06-01") in said
    # "since" telling a time, and a time before the reason, still date the value
    married = _claims("I've been vegan since I got married in 2019", june)
    assert ("assert", "Dana", "diet", "vegan", "2019-01-01") in married
    march = _claims("switched to Spanish in March because of the new job", june)
    assert ("assert", "Dana", "learning_language", "Spanish", "2025-03-01") in march


def test_a_phone_on_contract_is_the_phone_alone() -> None:
    said = _said("my Pixel 6 finally died, got an iPhone 15 on contract with Three")
    assert ("assert", "uses_phone", "iPhone 15") in said


def test_my_new_role_then_her_name_names_who_holds_it() -> None:
    june = datetime(2025, 6, 18, 7, 50, tzinfo=UTC)
    said = _claims("my new manager starts Monday, her name is Ifeoma", june)
    assert ("assert", "Dana", "manager", "Ifeoma", "2025-06-23") in said
    # someone else's new partner or boss is not the speaker's
    for text in (
        "my sister has a new boyfriend, his name is Tariq",
        "my brother's new boss, his name is Ravi, is a nightmare",
    ):
        assert not any(s == "Dana" for _, s, _, _, _ in _claims(text, june)), text


def test_i_met_someone_then_his_name_is_a_new_partner() -> None:
    sept = datetime(2025, 9, 15, 10, tzinfo=UTC)
    said = _claims(
        "Things with Marco ended last year. In June I met someone, his name is Tobias, "
        "and it's going really well.",
        sept,
    )
    assert ("assert", "Dana", "partner", "Tobias", "2025-06-01") in said
    other = _claims("my sister met someone at work, his name is Ben", sept)
    assert not any(s == "Dana" and v == "Ben" for _, s, _, v, _ in other), other


@pytest.mark.parametrize(
    "text",
    [
        "Rent is due on the 1st, landlord is Mr Okafor",
        "Rent is due on the 1st. landlord is Mr Okafor now",
    ],
)
def test_a_bare_role_after_another_clause_is_its_own_clause(text: str) -> None:
    assert ("assert", "landlord", "Mr Okafor") in _said(text), _said(text)
    assert not any("Okafor" in value and p != "landlord" for _, p, value in _said(text))


def test_a_month_ending_in_st_still_ends_no_sentence() -> None:
    # "august." is no abbreviation, but splitting there left "moved in august" without a value
    # and lost Halifax; only an ordinal ("1st.") ends a lower-case sentence
    said = _said(
        "long story but we're Halifax people these days. moved in august. "
        "the cottage trips are a flight now"
    )
    assert ("assert", "lives_in", "Halifax") in said, said


def test_st_as_a_word_is_still_an_abbreviation() -> None:
    assert ("assert", "lives_in", "St. Albans") in _said("I moved to St. Albans last week")
