"""The learned reader tags a person token by token, and MiniLM's tokens split a hyphenated name
("Jae-won" is "jae", "-", "won"): the person meant is the whole name (seventeenth session:
"Jae-won's appraisal was done by his manager, Soyeon" gave "Jae manager Soyeon")."""

from __future__ import annotations

from chronofact.extractors.conversation.reading_subject import _REST_OF_NAME


def test_the_rest_of_a_hyphenated_name() -> None:
    text = "Jae-won's appraisal"
    assert _REST_OF_NAME.match(text, 3).end() == len("Jae-won")  # type: ignore[union-attr]
    text = "Soo-ah Kim-Lee went"
    assert _REST_OF_NAME.match(text, 3).end() == len("Soo-ah")  # type: ignore[union-attr]
    assert _REST_OF_NAME.match("Ana's", 3).end() == 3  # type: ignore[union-attr]
    assert _REST_OF_NAME.match("Ana - my sister", 3).end() == 3  # type: ignore[union-attr]
