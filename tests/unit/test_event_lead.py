"""A sentence opening with the event that changed things, then the speaker as subject."""

from __future__ import annotations

import pytest

from chronofact.graph.ingest.event_lead import speaker_after_event


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("After the ", " I started dating Ines."),
        ("Since the ", " we've been renting in Porto"),
        ("after my ", " i moved back in with my parents"),
        ("So after the ", " last spring, I'm with Hana now"),
        ("Following the ", ", I joined Monzo"),
    ],
)
def test_the_speaker_follows_a_leading_event(before: str, after: str) -> None:
    assert speaker_after_event(before, after)


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("After the ", " my sister moved to Leeds"),
        ("Since the ", " she has been living with Tom"),
        ("My cousin's ", " was messy, I stayed out of it"),
        ("After the ", " of the office everyone works from home"),
        ("We talked about the ", " and I cried"),
    ],
)
def test_someone_else_or_no_leading_event_is_not_the_speaker(before: str, after: str) -> None:
    assert not speaker_after_event(before, after)
