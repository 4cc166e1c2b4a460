"""A month said without a year after a word that only looks like one looking ahead: a noun of
an event ("after the move in may", "at the start of second semester in July", "went on mat
leave in July"), a gerund after "since"/"after" ("since moving to Van in june"), or "as of"
alone ("as of August I'm at Capitec"), said in September, is this year's, not next year's.
A verb looking ahead still picks the coming one. Sentences written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.temporal import extract_temporal

SEP = datetime(2025, 9, 15, 10, tzinfo=UTC)


def _start(text: str) -> datetime | None:
    (m,) = extract_temporal(text, SEP)
    return m.start


@pytest.mark.parametrize(
    ("text", "month"),
    [
        ("switched to the Canucks after the move in may", 5),
        ("Lerato moved over to UCT at the start of second semester in July", 7),
        ("BUG-771 went to Ravi after Olivia went on mat leave in July", 7),
        ("I transferred to SMU already, start of new semester in August", 8),
        ("I'm a Canucks fan since moving to Van in june", 6),
        ("shifted loyalty to the Titans after moving to Ahmedabad in April", 4),
        ("as of August I'm at Capitec", 8),
    ],
)
def test_a_noun_or_a_gerund_of_a_move_does_not_look_ahead(text: str, month: int) -> None:
    assert _start(text) == datetime(2025, month, 1, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "when"),
    [
        ("she's moving to Bergen in Jan", datetime(2026, 1, 1, tzinfo=UTC)),
        ("I start in March", datetime(2026, 3, 1, tzinfo=UTC)),
        ("we are moving in June", datetime(2026, 6, 1, tzinfo=UTC)),
        ("starting at Google in October", datetime(2025, 10, 1, tzinfo=UTC)),
    ],
)
def test_a_verb_looking_ahead_still_does(text: str, when: datetime) -> None:
    assert _start(text) == when
