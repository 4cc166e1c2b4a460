"""The human-readable statement of a claim.

A rule's ``style`` picks the form: ``verb`` ("Tom works at Acme", "Tom does not work at Acme"),
``sentence`` (the cleaned clause itself, for templated facts) or ``possessive`` ("Tom's sister
is Anna").
"""

from __future__ import annotations

import re

from chronofact.extractors.claims.patterns import Rule
from chronofact.extractors.claims.text import collapse, strip_final_punct
from chronofact.extractors.predicates_text import display_phrase, negated_phrase

__all__ = ["render_statement"]


def render_statement(
    rule: Rule,
    m: re.Match[str],
    subject: str,
    predicate: str,
    target: str,
    polarity: bool,
    clause_text: str,
) -> str:
    """The statement of the claim ``rule`` makes from match ``m`` of ``clause_text``."""
    if rule.style == "sentence":
        return collapse(strip_final_punct(clause_text))
    if rule.style == "possessive":
        rel = collapse(m.group("rel"))
        cop = "is not" if not polarity else "is"
        return f"{subject}'s {rel} {cop} {target}"
    fallback: str | None = None
    if rule.phrase_group == "full":
        fallback = f"{m.group('rel')} the {m.group('cat')} of"
    elif rule.phrase_group == "rel":
        fallback = m.group("rel")
    phrase = display_phrase(predicate, fallback)
    if not polarity:
        phrase = negated_phrase(phrase)
    return f"{subject} {phrase} {target}"
