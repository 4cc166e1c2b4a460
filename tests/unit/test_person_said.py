"""Who a word said for a person is (`people.person_said`), shared by the readers of things said
in passing (parking, class times, commutes, employers, open kinds)."""

from __future__ import annotations

import pytest

from chronofact.extractors.conversation.people import person_said


@pytest.mark.parametrize(
    ("said", "who"),
    [
        ("", "Sio"),
        ("I", "Sio"),
        ("I’m", "Sio"),
        ("we're", "Sio"),
        ("me", "Sio"),
        ("my", "Sio"),
        ("Mum", "Sio's mom"),
        ("Jarrah", "Jarrah"),
        ("he", None),
        ("She", None),
        ("They", None),
        ("It", None),
    ],
)
def test_who_a_word_names(said: str, who: str | None) -> None:
    assert person_said("Sio", said) == who


def test_the_first_person_without_a_speaker_is_no_one() -> None:
    assert person_said(None, "I") is None
    assert person_said(None, "Jarrah") == "Jarrah"
