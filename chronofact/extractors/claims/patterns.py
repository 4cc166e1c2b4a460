"""The pattern language of the rules: regex building blocks, templates and :class:`Rule`.

A rule's pattern is written as a template (:func:`rx`): single spaces match any white space,
and placeholders stand for the shared building blocks -- ``{S}`` a subject without commas,
``{SA}`` any subject, ``{O}`` the object, ``{BE}``/``{HAVE}`` the auxiliaries (contracted or
not), ``{ADV}`` adverbs that may sit before the verb ("currently", "still", "used to"),
``{REL}`` a relation phrase or title, ``{VERBHEAD}`` the head of a verb phrase, ``{PART}`` a
participle and ``{PREP}`` a preposition.  A pattern matches a whole clause.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["PredicateFn", "Rule", "rx"]

_S = r"(?P<s>[^,;:]+?)"
_SA = r"(?P<s>.+?)"  # any subject (templated facts may contain commas)
_O = r"(?P<o>.+?)"
_BE = r"(?:\s*['\u2019](?:m|s|re)|\s+(?:am|is|are|was|were))"
_HAVE = r"(?:\s*['\u2019](?:ve|d)|\s+(?:have|has|had))"
_ADV = r"(?:\s+(?:currently|now|still|also|just|recently|really|already|happily|actually|"
_ADV += r"finally|officially|both|all|absolutely|totally|usually|often|sometimes|mostly|"
_ADV += r"used\s+to|originally|always|will(?:\s+be)?)|\s*['\u2019]ll(?:\s+be)?)*"
_TITLE_REL = (
    r"(?:Prime Minister|Deputy Prime Minister|President|Vice President|Governor|"
    r"Mayor|Lord Mayor|Chancellor|King|Queen|Premier|Emperor|Pope|Chief Minister|"
    r"CEO|Chairman|Chairperson|Director|Head Coach|Speaker)"
)
_REL = rf"(?P<rel>[a-z][a-z' -]*?|{_TITLE_REL})"
_VERB_HEAD = (
    r"(?:is|was|are|were|am|has\s+been|have\s+been|plays|played|speaks|spoke|works|"
    r"worked|died|lives|lived|studies|studied|teaches|taught|belongs|[a-z]+ed)"
)
_PARTICIPLE = (
    r"(?:[a-z]+ed|born|known|made|written|built|led|run|held|famous|located|"
    r"based|owned|drawn|sung|taught|found|begun|chosen|given|shown|"
    r"grown|thrown|spoken|won|best\s+known|well\s+known)"
)
_PREP = r"(?:by|in|for|to|with|from|at|on|as|of|into)"


def _t(template: str) -> str:
    """Template -> regex: single spaces become ``\\s+``; placeholders filled."""
    out = template.replace(" ", r"\s+")
    return (
        out.replace("{S}", _S)
        .replace("{SA}", _SA)
        .replace("{O}", _O)
        .replace("{BE}", _BE)
        .replace("{HAVE}", _HAVE)
        .replace("{ADV}", _ADV)
        .replace("{REL}", _REL)
        .replace("{VERBHEAD}", _VERB_HEAD)
        .replace("{PART}", _PARTICIPLE)
        .replace("{PREP}", _PREP)
    )


PredicateFn = Callable[[re.Match[str]], str]


@dataclass(frozen=True)
class Rule:
    """One extraction rule.

    ``predicate`` is a fixed predicate or a function of the match.  ``style``
    selects how the statement is rendered: ``verb`` ("S works at O"),
    ``sentence`` (the cleaned sentence itself, for templated facts) or
    ``possessive`` ("S's rel is O").  ``literal`` rules fill ``value``
    rather than ``object``.  ``onset`` rules describe the start of a state.
    ``any_subject`` rules accept any subject text (templated facts).
    ``name_object`` rules require the object to start with an upper-case
    letter or digit.  ``cut_clauses`` trims trailing subordinate clauses
    from the object.
    """

    name: str
    pattern: re.Pattern[str]
    predicate: str | PredicateFn
    confidence: float
    style: str = "verb"
    literal: bool = False
    onset: bool = False
    any_subject: bool = False
    name_object: bool = False
    cut_clauses: bool = True
    phrase_group: str | None = None
    negate: bool = False


def rx(template: str) -> re.Pattern[str]:
    """Compile a template into a pattern that matches a whole clause (final "." optional)."""
    return re.compile("^" + _t(template) + r"\s*\.?\s*$")
