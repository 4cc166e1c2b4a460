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
