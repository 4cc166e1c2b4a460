"""Another person's relation named by "his" or "her" (`others_relation`): "Zara actually likes
her boss Thandi" is Zara's manager Thandi (it was read as her partner), "I met Zara and her
boss Thandi" too (it was read as the speaker's partner)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.others_relation import others_relations
from chronofact.extractors.conversation.statements import named_claim

AT = datetime(2025, 9, 15, 10, tzinfo=UTC)


def _read(text: str, claims: list | None = None) -> list[tuple[str, str, str]]:  # type: ignore[type-arg]
    out = others_relations(Message(text, "Hamish", AT), claims or [])
    return [(c.subject, c.predicate, str(c.object)) for c in out]


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "Zara actually likes her boss Thandi, they went for drinks.",
            ("Zara", "manager", "Thandi"),
        ),
        ("Tomás brought his sister Ana to the party", ("Tomás", "sister", "Ana")),
        ("I met Zara and her boss Thandi", ("Zara", "manager", "Thandi")),
        ("Chidi finally introduced his new girlfriend Ada", ("Chidi", "partner", "Ada")),
        ("Kwesi loves his wife Esi's cooking", ("Kwesi", "married_to", "Esi")),
    ],
)
def test_a_relation_by_his_or_her(text: str, read: tuple[str, str, str]) -> None:
    assert _read(text) == [read]


@pytest.mark.parametrize(
    "text",
    [
        "Tom said her boss Thandi is leaving",  # whose "her" is not said
        "Zara met her old boss Mark for coffee",  # a relation that was
        "Hamish loves his sister Ana",  # the speaker's own: "my sister" is read elsewhere
        "Mum and her sister Efua moved to Kumasi",  # a relation word: the kin readers'
        "Zara's boss Thandi moved to Leeds",  # no "his" or "her"
        "Yesterday we had lunch with her new boyfriend, Idris.",  # a day opens it, no one
    ],
)
def test_no_relation(text: str) -> None:
    assert _read(text) == []


def test_another_tie_to_the_name_in_the_sentence_gives_way() -> None:
    text = "I met Zara and her boss Thandi"
    misread = named_claim("Hamish", "partner", "Thandi", "assert", AT, (0, 30))
    other = named_claim("Hamish", "lives_in", "Leeds", "assert", AT, (0, 5))
    out = _read(text, [misread, other])
    assert out[0] == ("Hamish", "lives_in", "Leeds")
    assert ("Hamish", "partner", "Thandi") not in out
    assert out[1] == ("Zara", "manager", "Thandi")


def test_no_relation_where_the_sentence_ends_one() -> None:
    text = "Tiago and his girlfriend Marta broke up"
    ended = named_claim("Tiago", "partner", "Marta", "end", AT, (0, 39))
    assert _read(text, [ended]) == [("Tiago", "partner", "Marta")]  # the end, kept alone
    assert others_relations(Message(text, "Hamish", AT), [ended]) == [ended]
