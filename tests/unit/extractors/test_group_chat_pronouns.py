"""Who a group chat's news is about. Found by ingesting a WhatsApp group export with the CLI
(sixteenth session): "lads, Niamh finally left Accenture" gave nothing (the vocative "lads,"
opened the clause); the next message, "she's at Stripe now", gave "Accenture works at Stripe"
(the employer left was the last "person" named); and "Niamh quit Deloitte" / "she joined
Google" gave nothing at all, since a name opening the message before was no mention. Sentences
written for these tests, in several wordings, read by rules only (`ConversationExtractor()`)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.named_first import named_before, named_first
from chronofact.extractors.conversation.people import names_in

AT = datetime(2025, 2, 3, 19, tzinfo=UTC)
RULES = ConversationExtractor()


def _facts(*texts: str, speaker: str = "Tomás") -> list[set[tuple[str, str, str, str]]]:
    """The claims of each message of a chat, read with the message before it."""
    out: list[set[tuple[str, str, str, str]]] = []
    previous: Message | None = None
    for text in texts:
        message = Message(text, speaker, AT, previous)
        out.append(
            {
                (c.action, c.subject, c.predicate, str(c.object or c.value))
                for c in RULES.extract(message)
            }
        )
        previous = message
    return out


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        ("lads, Niamh finally left Accenture", ("end", "Niamh", "works_at", "Accenture")),
        ("guys: Kwame moved to Tema", ("assert", "Kwame", "lives_in", "Tema")),
        ("Folks - I got the job at Monzo!", ("assert", "Tomás", "works_at", "Monzo")),
        ("hey team, Ines is our new manager", ("assert", "Tomás", "manager", "Ines")),
        ("ok everyone, Dara got engaged", ("assert", "Dara", "relationship_status", "engaged")),
    ],
)
def test_a_vocative_opening_is_no_subject(text: str, claim: tuple[str, str, str, str]) -> None:
    (said,) = _facts(text)
    assert claim in said
    assert not any(
        s.casefold() in {"lads", "guys", "folks", "team", "everyone"} for _, s, _, _ in said
    )


@pytest.mark.parametrize(
    "text", ["guys are weird, I live in Cork", "the team is great, I live in Cork"]
)
def test_a_word_for_people_in_a_clause_is_no_vocative(text: str) -> None:
    (said,) = _facts(text)
    assert ("assert", "Tomás", "lives_in", "Cork") in said


@pytest.mark.parametrize(
    ("before", "text", "claim"),
    [
        ("lads, Niamh finally left Accenture", "she's at Stripe now", ("Niamh", "Stripe")),
        ("Niamh quit Deloitte last week", "she joined Google", ("Niamh", "Google")),
        ("Sean is leaving Aldi", "he starts at Lidl in May", ("Sean", "Lidl")),
        ("Priya resigned from Infosys.", "She's at TCS now", ("Priya", "TCS")),
        ("Just heard. Aoife has left KPMG", "she works at EY now", ("Aoife", "EY")),
    ],
)
def test_a_pronoun_points_to_the_person_not_the_employer_left(
    before: str, text: str, claim: tuple[str, str]
) -> None:
    _, said = _facts(before, text)
    who, employer = claim
    assert ("assert", who, "works_at", employer) in said
    assert not any(s in {"Accenture", "Deloitte", "Aldi", "Infosys", "KPMG"} for _, s, _, _ in said)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Niamh quit Deloitte last week", ["Niamh"]),
        ("Yeah ages ago. Dara's seeing someone", ["Dara"]),
        ("Just got back. Aoife has moved to Cork", ["Aoife"]),
        ("Moved to Leeds last week", []),
        ("Monday is busy", []),
        ("Mum is retiring", []),
        ("Spanish is hard", []),
        ("Stripe hired her", []),
        ("Finally quit", []),
    ],
)
def test_a_name_opening_a_sentence_is_a_person_when_a_verb_follows(
    text: str, names: list[str]
) -> None:
    assert [name for _, name in named_first(text)] == names


def test_the_persons_of_the_message_before_in_the_order_said() -> None:
    said = named_before("Niamh told me Sean quit Aldi. Dara is fine")
    assert [m.name for m in said] == ["Niamh", "Sean", "Dara"]


@pytest.mark.parametrize(
    "text",
    ["Niamh left Accenture", "she's joining Stripe", "he quit Tesco", "after she founded Acme"],
)
def test_an_organisation_left_or_joined_is_no_person(text: str) -> None:
    assert not {"Accenture", "Stripe", "Tesco", "Acme"} & {m.name for m in names_in(text)}
