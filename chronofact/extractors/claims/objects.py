"""What a claim points at: trimming the matched object and choosing object or value.

The object text loses trailing subordinate clauses ("... because ...", ", which ...") and
trailing adverbs ("now", "a lot", "every day"), sentence-final punctuation and quotes.
Relations to entities (works_at, lives_in, married_to, templated facts, ...) fill ``object``;
literal relations (likes, occupation, has_pet, age, ...) fill ``value`` unless the text starts
with a capital letter (then it is a name and fills ``object``).
"""

from __future__ import annotations

import re

from chronofact.extractors.claims.patterns import Rule
from chronofact.extractors.claims.subjects import resolve_person
from chronofact.extractors.claims.text import collapse, strip_final_punct

__all__ = ["NAME_PARTICLES", "SHOUTED", "clean_object", "object_or_value", "rule_target"]

_NEGATIVE_OBJECT_RE = re.compile(r"^no\s+")
_PROPER_NAME = re.compile(r"^[A-Z]")
_ENTITY_LITERAL_NAME = re.compile(r"^(?:[A-Z0-9]|\S*[A-Z])")
SHOUTED = re.compile(
    r"(?:NOT|SO|SOO+|VERY|REALLY|SUPER|TOTALLY|NEVER|ALWAYS|STILL|JUST|LITERALLY|ABSOLUTELY|"
    r"COMPLETELY|DEFINITELY|SERIOUSLY|SUCH|TOO)\b"
)
"""A word shouted in capitals is no name ("my mum is NOT happy", "my boss is SO annoying")."""
NAME_PARTICLES = frozenset(
    {"de", "da", "do", "dos", "van", "von", "der", "den", "bin", "al", "la", "le", "di", "du", "el"}
)
"""Lower-case words inside a person's name ("Ana de Souza", "Ruud van Nistelrooy")."""
_A_TIME = re.compile(
    r"(?:(?:next|this|the)\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|"
    r"(?:tomorrow|tonight|today|noon|midday|\d{1,2}(?::\d\d)?\s*(?:am|pm)|\d{1,2}:\d\d)\b|"
    r"(?:next|the\s+following)\s+(?:week|month|year)\b",
    re.IGNORECASE,
)
"""An object that is a time: what an event moved to, never a place."""
_BAD_VALUES = frozenset(
    {
        "it",
        "that",
        "this",
        "them",
        "him",
        "her",
        "you",
        "me",
        "so",
        "too",
        "there",
        "here",
        "one",
        "some",
        "much",
        "lot",
        "a lot",
        "everything",
        "anything",
        "nothing",
        "something",
        "to",
    }
)
_CLAUSE_CUT_RE = re.compile(
    r",?\s+(?:because|but|although|though|while|which|whom|whose|so that|where|when|"
    r"and (?:i|we|my|it|she|he|they|you|that|then)|as (?:a|an|the|well)|"
    r"with (?:my|his|her|our|their)|"
    r"since|until|unless|if|who)\b.*$|,\s+(?:and|so|which|who|where|when)\b.*$|\s+-\s+.*$",
    re.IGNORECASE | re.DOTALL,
)
_TRAILING_ADVERB_RE = re.compile(
    r"(?:\s+(?:now|currently|these days|nowadays|right now|at the moment|full[- ]time|"
    r"part[- ]time|too|as well|again|though|either|a lot|so much|very much|anymore|fluently|"
    r"well|really|every day|daily|originally|sometimes|often|regularly|"
    r"every (?:day|night|morning|evening|week|weekend|month|year|summer|winter)|"
    r"on (?:weekends|the weekends|sundays|saturdays)|at weekends|for fun|for a living|"
    r"any more|also|already|lately|recently|together|here|there|forever))+$",
    re.IGNORECASE,
)
_ARTICLE_RE = re.compile(r"^(?:the|a|an)\s+", re.IGNORECASE)


def clean_object(raw: str, rule: Rule) -> str:
    """The object text of a match, trimmed (see the module docstring)."""
    text = raw
    if rule.cut_clauses:
        text = _CLAUSE_CUT_RE.sub("", text)
        text = _TRAILING_ADVERB_RE.sub("", text)
    text = strip_final_punct(text.rstrip())
    text = text.strip().strip("\"'\u201c\u201d").strip()
    text = text.rstrip(",;:")
    return collapse(text)


_ARTICLE_BEFORE_TITLE = re.compile(r"^(?:a|an)\s+(?=(?:Dr|Doctor|Prof|Mr|Mrs|Ms)\.?\s+[A-Z])")
"""An article before a titled name ("my GP is a Dr Brennan"): the name is the object."""


def rule_target(
    rule: Rule, raw: str, speaker: str | None, polarity: bool
) -> tuple[str, bool] | None:
    """The target text (object or value) of a match and the claim's polarity.

    ``None`` when the match has no acceptable target, so the next rule should be tried: an
    empty object, a lower-case object where a name is required, an unresolved pronoun, or a
    literal that says nothing ("it", "that", "a lot").  "I have no car" gives "car" with
    polarity ``False``.
    """
    target = clean_object(raw, rule)
    local_polarity = polarity != rule.negate
    if rule.name == "has" and _NEGATIVE_OBJECT_RE.match(target):
        target = _NEGATIVE_OBJECT_RE.sub("", target)
        local_polarity = False
    if not target:
        return None
    if rule.name == "moved_to" and _A_TIME.match(target):
        return None  # "Standup moved to Mondays at 10": a time, no home
    if rule.name_object:
        target = _ARTICLE_BEFORE_TITLE.sub("", target)  # "is a Dr Asante now"
        if not _ENTITY_LITERAL_NAME.match(target) or SHOUTED.match(target):
            return None
    resolved = resolve_person(target, speaker, rule.any_subject)
    if resolved is None:
        return None
    target = resolved
    if rule.literal:
        target = _ARTICLE_RE.sub("", target)
        if target.lower() in _BAD_VALUES or not target:
            return None
        if target.lower().startswith("to "):
            target = target[3:]
    return target, local_polarity


def object_or_value(rule: Rule, target: str) -> tuple[str | None, str | None]:
    """``(object, value)``: literal rules fill ``value`` unless the target is a name."""
    is_name = bool(_PROPER_NAME.match(target))
    obj = target if (not rule.literal or is_name) else None
    value = None if obj is not None else target
    return obj, value
