"""A school said beside teaching is where one works, not where one studies: "I teach maths at
Kings College now", "I'm still at Greenfield Academy, teaching year 6", and "Is Elif still
teaching?" answered "yes she's at the international school in Bornova".

Found using the product (twenty-first session): each was read as studies_at, which then stood
current beside (or instead of) the teacher's job. A studies_at claim whose sentence speaks of
teaching, or that answers a message asking about teaching ("yes", "still", "yeah" first), is
moved to works_at (dropped when works_at already holds that value). Pure and linear.
"""

from __future__ import annotations

import dataclasses
import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_text

__all__ = ["school_staff"]

_READ_CHARS = 1200
_TEACHING = re.compile(
    r"\b(?:teach|teaches|teaching|taught|lecturing|tutoring)\b|"
    r"(?:\b(?:am|is|are|as|a|an)|['\u2019][sm])\s+(?:[a-z-]+\s+){0,2}?(?:teacher|lecturer|"
    r"headteacher|head\s+teacher|principal|tutor|teaching\s+assistant)\b",
    re.IGNORECASE,
)
"""Teaching said of the subject ("I teach", "is a lecturer at"); not "his teacher", "loves
her teacher", "my teachers" (a pupil's)."""
_ANSWER = re.compile(r"\s*(?:yes|yeah|yep|yup|ya|still|sure|of\s+course)\b", re.IGNORECASE)


def school_staff(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with a school said beside teaching moved to works_at (see the docstring)."""
    if not any(c.predicate == "studies_at" and c.action == "assert" for c in claims):
        return claims
    text = message.text[:_READ_CHARS]
    asked = message.previous is not None and bool(
        _TEACHING.search(message.previous.text[:_READ_CHARS]) and _ANSWER.match(text)
    )
    works = {(c.subject, str(c.object or c.value)) for c in claims if c.predicate == "works_at"}
    out: list[Claim] = []
    for c in claims:
        if c.predicate != "studies_at" or c.action != "assert":
            out.append(c)
            continue
        value = re.escape(str(c.object or c.value))
        said_at = re.search(rf"\bat\s+(?:the\s+)?(?:[\w'\u2019-]+\s+){{0,3}}?{value}", text)
        if said_at is None or not (asked or _TEACHING.search(sentence_text(text, c.span[0]))):
            out.append(c)  # a school is "at" one: "teaches in Québec City" names a city
            continue
        if (c.subject, str(c.object or c.value)) in works:
            continue  # "I teach maths at Kings College": the job is read already
        out.append(
            dataclasses.replace(
                c,
                predicate="works_at",
                statement=f"{c.subject} works at {c.object or c.value}",
            )
        )
    return out
