"""A pastime given up in words that do not name it, beside a new hobby, ends the subject's
hobbies (`conversation.pastime_given_up`); a giving-up word of another slot's claim, or no
giving-up word, ends nothing. Pure tests on hand-made claims. Sentences written for these
tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.pastime_given_up import pastime_ends

AT = datetime(2025, 9, 15, 10, tzinfo=UTC)


def _claim(text: str, predicate: str, value: str, action: str = "assert") -> Claim:
    at = text.find(value)
    return Claim(
        subject="Orla",
        predicate=predicate,
        object=None,
        value=value,
        polarity=True,
        valid_from=AT,
        valid_to=None,
        span=(max(0, at), at + len(value)),
        statement=f"Orla {predicate} {value}",
        confidence=0.8,
        action=action,
    )


def _ends(text: str, claims: list[Claim]) -> list[Claim]:
    out = pastime_ends(Message(text, "Orla", AT), claims)
    return [c for c in out if c.action == "end" and c.predicate == "hobby"]


@pytest.mark.parametrize(
    ("text", "new"),
    [
        (
            "gave the wheel up after the spring term, it's been sea swimming since May",
            "sea swimming",
        ),
        ("Dayo don drop camera, na golf be him thing since June", "golf"),
        ("my whole thing is pickleball now. the yarn is collecting dust", "pickleball"),
        ("badminton stop already, doing pickleball at Bishan since July", "pickleball"),
        ("watercolours are on pause; started bouldering at a gym in Andheri", "bouldering"),
        ("baking take backseat liao, joined a running club in May", "running"),
    ],
)
def test_a_pastime_given_up_in_other_words_ends_the_hobbies(text: str, new: str) -> None:
    (end,) = _ends(text, [_claim(text, "hobby", new)])
    assert end.value is None and end.subject == "Orla" and end.valid_from == AT


def test_a_giving_up_word_of_another_slot_ends_no_hobby() -> None:
    text = "quit my job at Tesco and took up pottery"
    job = _claim(text, "works_at", "quit my job at Tesco", action="end")
    assert _ends(text, [job, _claim(text, "hobby", "pottery")]) == []


@pytest.mark.parametrize(
    "text", ["I've taken up pottery, loving it", "pottery on Tuesdays is my whole personality"]
)
def test_a_new_hobby_alone_ends_nothing(text: str) -> None:
    assert _ends(text, [_claim(text, "hobby", "pottery")]) == []


def test_an_end_said_already_is_not_said_twice() -> None:
    text = "stopped running, swimming instead"
    claims = [_claim(text, "hobby", "running", action="end"), _claim(text, "hobby", "swimming")]
    assert len(_ends(text, claims)) == 1


def test_the_end_comes_before_the_new_hobby() -> None:
    """The end is of the hobbies before: it is ordered before the new value, as with
    "instead", so the new value is not ended with them."""
    text = "Dayo don drop camera, na golf be him thing since June"
    out = pastime_ends(Message(text, "Orla", AT), [_claim(text, "hobby", "golf")])
    assert [c.action for c in out] == ["end", "assert"]


@pytest.mark.parametrize(
    ("text", "new"),
    [
        (
            "I can't stop thinking about the screenplay, so I just started writing another one",
            "writing",
        ),
        ("couldn't quit knitting if I tried, and now crochet too", "crochet"),
        ("I'd never drop salsa, doing bachata on top now", "bachata"),
    ],
)
def test_a_giving_up_word_said_negated_ends_nothing(text: str, new: str) -> None:
    """Found by the extraction guard on LoCoMo conv-42 (fifteenth session, at merge)."""
    assert _ends(text, [_claim(text, "hobby", new)]) == []
