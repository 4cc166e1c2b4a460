"""Relatives and friends named by more words than "my sister" (fifteenth session, sets of
other people's lives told by the speaker): in-laws by initials or in full, step- and half-
relatives, a friend or partner by a word of a region, a relative's name of two words or with a
title, the name in brackets after any relation word, a kin title in lower case before a name,
and a kin word alone for a sibling or a grandparent. Each is the speaker's relative of that
kind, and the value said of them is theirs, not the speaker's. Sentences written for these
tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.people import SUBJECT_RE, People, relations_named
from chronofact.extractors.conversation.reading_subject import sentence_around, subject_of
from chronofact.extractors.conversation.rule_claims import adopt_rule_claims
from chronofact.extractors.learned.reader import Reading

AT = datetime(2025, 6, 2, 20, tzinfo=UTC)
RULES = ConversationExtractor()


def _subject(text: str) -> tuple[str | None, str | None]:
    m = SUBJECT_RE.match(text)
    assert m is not None
    subject = People("Sam").resolve(m)
    assert subject is not None
    return subject.name, subject.relation


@pytest.mark.parametrize(
    ("text", "name", "relation"),
    [
        ("my BIL Emeka is at Access Bank", "Emeka", "brother_in_law"),
        ("My SIL Zodwa is a nurse at Bara", "Zodwa", "sister_in_law"),
        ("my sil Naomi moved to Leeds", "Naomi", "sister_in_law"),
        ("My FIL, Chief Okafor, is a lecturer", "Chief Okafor", "father_in_law"),
        ("my mother-in-law Grace lives in Enugu", "Grace", "mother_in_law"),
        ("my father in law Venkat does crosswords", "Venkat", "father_in_law"),
        ("My step-mum Funke lives in Ibadan", "Funke", "stepmom"),
        ("my stepdad Gary drives for Coles", "Gary", "stepdad"),
        ("my half-sister Jenna is a paralegal", "Jenna", "sister"),
        ("my half brother Kyle plays rugby", "Kyle", "brother"),
        ("my best mate Hayley barracks for the Pies", "Hayley", "best_friend"),
        ("ma pal Stuart goes to the Commonwealth Pool", "Stuart", "friend"),
        ("my bestie Tolu lives in Abuja", "Tolu", "best_friend"),
        ("my coworker Darnell is learning ASL", "Darnell", "colleague"),
        ("my babe Temi is coming down from Ibadan", "Temi", "partner"),
        ("my old man Steve lives up in Cairns", "Steve", "dad"),
        ("My senior sister Efua is a staff nurse", "Efua", "sister"),
        ("my eldest brother Kofi is in Kumasi", "Kofi", "brother"),
        ("ma granny Agnes does the bowls", "Agnes", "grandma"),
        ("my gogo Thandi banks with Capitec", "Thandi", "grandma"),
        ("my bhaiya Vikram is dating Neha", "Vikram", "brother"),
        ("my colleague Jun Hao stays in Tampines", "Jun Hao", "colleague"),
        ("My mum Mrs. Nnaji keeps her money in First Bank", "Mrs. Nnaji", "mum"),
        ("godmother Bríd is in Galway still", "Bríd", "godmother"),
        ("uncle Pete is retired", "Pete", "uncle"),
        ("tita Marites is in Dubai", "Marites", "aunt"),
    ],
)
def test_a_relative_named_by_another_word_is_the_subject(
    text: str, name: str, relation: str
) -> None:
    assert _subject(text) == (name, relation)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("didi cracked CAT", "Sam's sister"),
        ("nani finally moved in with us", "Sam's grandma"),
        ("amma took VRS from the bank", "Sam's mom"),
        ("Kuya is in Dubai now", "Sam's brother"),
        ("my old man's sold the house", "Sam's dad"),
    ],
)
def test_a_kin_word_alone_is_the_speakers_relative(text: str, name: str) -> None:
    assert _subject(text)[0] == name


@pytest.mark.parametrize(
    "text",
    ["bro Wipro is history", "ate Pizza Hut again", "Lola moved to Madrid"],
)
def test_words_said_to_the_listener_or_names_are_no_kin_title(text: str) -> None:
    m = SUBJECT_RE.match(text)
    assert m is None or not (m.group("ktitle") or m.group("kin"))


@pytest.mark.parametrize(
    ("text", "relation", "name"),
    [
        ("Wife (Rach) is a police constable", "married_to", "Rach"),
        ("FIL (Roy) is Spurs through and through", "father_in_law", "Roy"),
        ("the missus (Yasmin) is vegan", "married_to", "Yasmin"),
        ("My mum (Mrs. Adebayo) ordered a generator", "mom", "Mrs. Adebayo"),
        ("my colleague (Tom) said so", "colleague", "Tom"),
    ],
)
def test_a_name_in_brackets_after_any_relation_word(text: str, relation: str, name: str) -> None:
    assert (relation, name) in [(p, n) for p, n, _, _ in relations_named(text)]


@pytest.mark.parametrize(
    "text",
    ["Tesco (Leeds) is closing", "mum's (Carol) GP is nice", "the meeting (Tuesday) moved"],
)
def test_a_bracket_after_no_relation_word_names_no_relative(text: str) -> None:
    assert relations_named(text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("my sister Joy Monday was busy", "Joy"),
        ("my uncle Osaro Camry", "Osaro"),
        ("my husband Wei Ming moved back home", "Wei Ming"),
    ],
)
def test_a_second_word_is_kept_only_when_it_is_a_names(text: str, name: str) -> None:
    assert relations_named(text)[0][1] == name


def test_no_relation_from_a_relatives_relative() -> None:
    said = RULES.extract(Message("my godmother's son Yaw is in Achimota, final year", "Ama", AT))
    assert not [c for c in said if c.predicate == "godmother"]
    said = RULES.extract(Message("my sister's boyfriend Tom is in Leeds", "Ama", AT))
    assert not [c for c in said if c.predicate == "sister" and c.object == "Tom"]


@pytest.mark.parametrize(
    ("text", "who", "predicate", "value"),
    [
        ("My SIL Zodwa is a nurse at Bara", "Zodwa", "works_at", "Bara"),
        ("My senior sister Efua is a staff nurse at Korle Bu", "Efua", "works_at", "Korle Bu"),
        ("my coworker darnell is learning ASL", "Darnell", "learning_language", "ASL"),
        ("my stepdad Gary drives a Hilux", "Gary", "vehicle", "Hilux"),
    ],
)
def test_the_value_is_the_relatives(text: str, who: str, predicate: str, value: str) -> None:
    said = {
        (c.subject, c.predicate, c.object or c.value)
        for c in RULES.extract(Message(text, "Sam", AT))
    }
    assert (who, predicate, value) in said
    assert not [s for s in said if s[0] == "Sam" and s[1] == predicate]


@pytest.mark.parametrize(
    ("text", "value", "who"),
    [
        ("my old man Steve lives up in Cairns, retired", "Cairns", "Steve"),
        ("abeg my BIL Emeka don dey Access Bank", "Access Bank", "Emeka"),
        ("ma wee brother Callum is at Stirling uni", "Stirling", "Callum"),
        ("my best mate Hayley barracks for the Pies", "Pies", "Hayley"),
        ("my old man is still in Cairns", "Cairns", "Sam's dad"),
    ],
)
def test_a_reading_after_a_relative_named_by_another_word_is_theirs(
    text: str, value: str, who: str
) -> None:
    at = text.index(value)
    reading = Reading((at, at + len(value)), 0.9, "lives_in", 0.9, 0.05, None)
    message = Message(text, "Sam", AT)
    assert subject_of(message, reading, sentence_around(text, at, at + len(value))) == who


def _rule(subject: str) -> Claim:
    return Claim(
        subject=subject, predicate="plays", object=None, value="5-a-side", polarity=True,
        valid_from=None, valid_to=None, span=(0, 10), statement=f"{subject} plays 5-a-side",
        confidence=0.85,
    )  # fmt: skip


@pytest.mark.parametrize(
    ("subject", "person"),
    [
        ("Seun's cousin Bayo", "Bayo"),
        ("Kwame's wife Akosua", "Akosua"),
        ("My SIL Zodwa", "Zodwa"),
        ("Jess's brother-in-law Tunde", "Tunde"),
        ("Ngozi's bestie Tolu", "Tolu"),
        ("Seun's cousin", "Seun's cousin"),
        ("Bayo", "Bayo"),
    ],
)
def test_a_rule_claim_about_a_named_relative_is_theirs(subject: str, person: str) -> None:
    assert [c.subject for c in adopt_rule_claims([_rule(subject)], [], 0)] == [person]
