"""The speaker's manager named by their one-to-one (`one_to_one`)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.one_to_one import manager_by_one_to_one

AT = datetime(2025, 9, 15, tzinfo=UTC)


def _managers(text: str) -> list[str]:
    return [c.object or "" for c in manager_by_one_to_one(Message(text, "Jess", AT), [])]


@pytest.mark.parametrize(
    ("text", "manager"),
    [
        ("Any tips for my one-on-one with Claire tomorrow? I always blank", "Claire"),
        ("1:1 with Oluwaseun went so well, she wants me to own the budget", "Oluwaseun"),
        ("had my 1:1 with Joost today, he talks sooo much", "Joost"),
        ("my one to one with Ms Rajeswari is moved to Friday", "Ms Rajeswari"),
    ],
)
def test_the_person_of_the_speakers_one_to_one_is_the_manager(text: str, manager: str) -> None:
    assert _managers(text) == [manager]


@pytest.mark.parametrize(
    "text",
    [
        "my 1:1 with Sam, my new intern, is at 3",  # the speaker manages Sam
        "Tom's 1:1 with Claire ran over so he missed lunch",  # someone else's
        "one-on-one with the team tomorrow",  # no one named
        "Jess, 1:1 with Monday's notes",  # no person
        "the 1:1 meeting room is booked",  # no one
    ],
)
def test_no_manager_from_look_alikes(text: str) -> None:
    assert _managers(text) == []
