"""Fifty-seventh session: stumbles found in the development sets' residual misses, read by
mechanism (the second message wrote nothing; the new value landed on another slot or person),
checked with no reader and with the shipped one."""

from __future__ import annotations

import pytest

from chronofact.extractors.conversation import ConversationExtractor
from tests.unit.asserted import BOTH, WITH, read_by


@BOTH
@pytest.mark.parametrize(
    ("text", "doctor"),
    [
        (
            "Took Mom to her check-up with Dra. Salazar yesterday, very thorough, she even "
            "checked her feet.",
            "Dra. Salazar",
        ),
        ("Took Mom to her check-up with Dott. Ferri this morning", "Dott. Ferri"),
    ],
)
def test_a_title_in_another_language_is_no_one(
    extractor: ConversationExtractor, text: str, doctor: str
) -> None:
    read = read_by(extractor, text, "Isabel")
    assert ("assert", "Isabel's mom", "doctor", doctor) in read
    assert not any(subject.rstrip(".") in {"Dra", "Dott"} for _, subject, _, _ in read)


@BOTH
@pytest.mark.parametrize(
    "text",
    [
        "my little bro Enzo supports PSG and won't shut up about it",
        "my big bro Enzo supports PSG",
        "my younger bro Enzo supports PSG, every group chat msg is a Parc des Princes video",
    ],
)
def test_a_relatives_modifier_before_a_name_is_no_one(
    extractor: ConversationExtractor, text: str
) -> None:
    """ "my little bro Enzo" is Enzo: the fan's team is his, not "Lucas's little"'s."""
    read = read_by(extractor, text, "Lucas")
    assert ("assert", "Enzo", "supports_team", "PSG") in read
    assert not any(subject.startswith("Lucas's") for _, subject, _, _ in read)


@BOTH
def test_a_foreign_title_with_its_dot_keeps_the_name_whole(
    extractor: ConversationExtractor,
) -> None:
    """ "Dra." is no sentence's end: the dentist is "Dra. Almeida", not "Dra"."""
    read = read_by(extractor, "my dentist is Dra. Almeida", "Pedro")
    assert ("assert", "Pedro", "dentist", "Dra. Almeida") in read


def test_a_foreign_title_is_no_ones_name_to_the_reader() -> None:
    """The reader reads "dentista is Dra. Almeida" (the rules read no "dentista"): the
    speaker's dentist, not a person called "Dra"."""
    text = "dentista is Dra. Almeida in Braga, she's gentle but the waiting room is ice cold"
    read = read_by(WITH, text, "Pedro")
    assert ("assert", "Pedro", "dentist", "Dra. Almeida") in read
    assert not any(value == "Dra" or subject == "Dra" for _, subject, _, value in read)
