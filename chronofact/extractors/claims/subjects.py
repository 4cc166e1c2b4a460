"""Who a claim is about: first-person resolution and what counts as a subject.

"I"/"me" -> the speaker; "my X" -> "<speaker>'s X".  Other pronouns (he, she, they, we, you,
it) are not resolved and give no claim; nor does first person when the speaker is unknown.
A subject is a pronoun, a "my/the ..." phrase or a capitalised name (templated facts accept
any subject).
"""

from __future__ import annotations

import re

from chronofact.extractors.claims.patterns import Rule
from chronofact.extractors.claims.text import collapse

__all__ = ["UNATTRIBUTABLE", "Unattributable", "resolve_person", "rule_subject", "valid_subject"]

_FIRST_PERSON = frozenset({"i", "me", "myself"})
_UNRESOLVED = frozenset(
    {
        "he",
        "she",
        "they",
        "we",
        "you",
        "it",
        "this",
        "that",
        "there",
        "who",
        "what",
        "which",
        "here",
        "everyone",
        "someone",
        "somebody",
        "nobody",
        "everybody",
        "people",
        "one",
        "us",
        "them",
        "him",
        "her",
    }
)
_PERSONAL_PRONOUNS = frozenset({"he", "she", "they", "we", "you", "him", "them", "us"})
_BAD_SUBJECT_WORDS = frozenset(
    {
        "i",
        "we",
        "you",
        "he",
        "she",
        "they",
        "that",
        "because",
        "if",
        "when",
        "think",
        "thought",
        "said",
        "says",
        "believe",
        "guess",
        "hope",
        "know",
        "whether",
        "would",
        "could",
        "should",
        "might",
        "will",
        "can",
        "do",
        "does",
        "did",
        "to",
        "wish",
        "want",
        "wants",
        "maybe",
        "where",
        "why",
        "how",
        "what",
        "who",
        "which",
        "while",
        "as",
        "so",
        "but",
    }
)


_KIN = (
    r"mum|mom|mam|ma|mama|mummy|mommy|mother|amma|ammi|nanay|dad|da|daddy|papa|pops|father|appa|"
    r"baba|abbu|abba|tatay|"
    r"nan|nana|gran|granny|grandma|grandpa|gramps|grandad|lola|lolo|nani|abuela|abuelo|uncle|"
    r"aunt|auntie|aunty|tita|tito|brother|bro|sister|sis|kuya|bhaiya|didi|cousin|wife|husband|"
    r"hubby|son|daughter|boss|manager|partner|girlfriend|boyfriend|gf|bf|fiance|fiancee"
)
_ASIDE = re.compile(
    rf"^(?:(?:[Mm]y|[Oo]ur)\s+)?(?:(?i:{_KIN})\s*\(\s*(?P<name>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)"
    r"|(?P<before>[A-Z][\w'-]*)\s*\(\s*(?:[Mm]y|[Oo]ur)\s+[a-z][\w\s-]*)\s*\)$"
)
"""A subject with its other name in brackets: a kin word and the name ("Daddy (Kwesi)", "my
mum (Akosua)"), or a name and its relation ("Ollie (my brother)")."""


def resolve_person(text: str, speaker: str | None, strict_case: bool = False) -> str | None:
    """First-person resolution; ``None`` when it cannot be attributed.

    With ``strict_case`` (templated facts, whose subjects are titles such as
    "Our Mutual Friend") only lower-case pronouns and "I"/"My" are treated
    as pronouns.
    """
    t = collapse(text)
    aside = _ASIDE.match(t)
    if aside:  # "Daddy (Kwesi)", "Ollie (my brother)": the person named
        t = aside.group("name") or aside.group("before")
    low = t.lower()
    if low in _FIRST_PERSON and (not strict_case or t in ("I", "me", "myself")):
        return speaker
    m = re.match(r"^(?:my|My)\s+(.+)$", t) if strict_case else re.match(r"(?i)^my\s+(.+)$", t)
    if m:
        return f"{speaker}'s {m.group(1)}" if speaker else None
    if low in _PERSONAL_PRONOUNS or (t if strict_case else low) in _UNRESOLVED:
        return None
    pattern = r"^(his|her|their|our|your|its)\s+"
    if re.match(pattern, t) or (not strict_case and re.match("(?i)" + pattern, t)):
        return None
    return t


_NAME_CONNECTORS = frozenset(
    {
        "of",
        "the",
        "de",
        "von",
        "van",
        "der",
        "den",
        "da",
        "di",
        "du",
        "la",
        "le",
        "del",
        "dos",
        "das",
        "and",
        "&",
        "y",
        "bin",
        "al",
        "el",
        "ibn",
        "-",
    }
)


def valid_subject(subject: str, any_subject: bool) -> bool:
    """Subjects are pronouns, "my/the ..." phrases or capitalised names."""
    if not subject or len(subject) > 120:
        return False
    if any_subject:
        return True
    words = subject.split()
    if len(words) > 8:
        return False
    if any(w in _BAD_SUBJECT_WORDS for w in words if w.islower()):
        return False
    if words[0].lower() in ("my", "the") or len(words) == 1:
        return True
    return all(w[:1].isupper() or w[:1].isdigit() or w in _NAME_CONNECTORS for w in words)


class Unattributable:
    """Marker: the clause is about someone who cannot be named, so it gives no claim at all."""


UNATTRIBUTABLE = Unattributable()


def rule_subject(rule: Rule, m: re.Match[str], speaker: str | None) -> str | Unattributable | None:
    """The subject of a match.

    ``None`` (or an empty string) when this rule does not apply and the next should be tried;
    :data:`UNATTRIBUTABLE` when the subject is an unresolved pronoun or first person with no
    speaker, which ends the clause.  "my_" rules ("My sister is Anna") are about the speaker.
    """
    if rule.name.startswith("my_"):
        return speaker
    raw_subject = collapse(m.group("s"))
    if not valid_subject(raw_subject, rule.any_subject):
        return None
    subject = resolve_person(raw_subject, speaker, rule.any_subject)
    if subject is None:
        return UNATTRIBUTABLE
    return subject
