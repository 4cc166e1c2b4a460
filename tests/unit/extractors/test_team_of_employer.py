"""An employer the learned reader reads with the lower-case words of the team after it ("the
Monzo data team") is the organisation alone; a capitalised team name stays whole."""

from __future__ import annotations

import pytest

from tests.unit.extractors.said import asserted, said


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("first standup with the Monzo data team went fine, everyone is so young", "Monzo"),
        ("I work on the Google Maps team now", "Google Maps"),
    ],
)
def test_the_employer_without_its_teams_words(text: str, employer: str) -> None:
    assert asserted(said(text, "Priyanka"), "works_at") == {employer}
