"""The title said after an employer: "I work at Skyscanner as a data analyst", "starting at
Monzo in June as a product designer", "joined the NHS as a staff nurse". The employer's words
stop before "as a ..." (objects lose it), so the title is read here from the words after the
employer's claim: a known profession or role title last, up to four words, then the end of the
clause. "as a kid", "as a favour", "as a result" name no job.
"""

from __future__ import annotations

import re
from dataclasses import replace

from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.lexicon import JOB_WORDS, TITLE_ABBREVIATIONS
from chronofact.extractors.conversation.statements import render

__all__ = ["titles_after_employers"]

_AS_TITLE = re.compile(
    r"(?:\s+(?:in|from|on|starting|next|this|last)\s+[\w ]{1,20}?)?"  # "in June", "next week"
    r"\s*,?\s+(?:now\s+)?as\s+(?:(?:an|a|the|our|their|his|her|my)\s+)?"
    r"(?P<t>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,3}?(?:\s+[A-Z]{2,4})?)"
    r"(?=\s*(?:$|[,.;!?)\u2014-]|\s+(?:in|from|since|at|for|and|but|with|starting|on|next|last|"
    r"this|now|again|lol|haha)\b))"
)


def _job_word(word: str) -> bool:
    return word in JOB_WORDS or word in TITLE_ABBREVIATIONS


def titles_after_employers(claims: list[Claim], text: str) -> list[Claim]:
    """The message's claims with an occupation for each employer said with "as a <title>"
    after it, unless the message already gives that person an occupation."""
    out = list(claims)
    for c in claims:
        if c.predicate != "works_at" or c.action != "assert" or not c.polarity or not c.object:
            continue
        if any(o.predicate == "occupation" and o.subject == c.subject for o in out):
            continue
        at = text.find(c.object, c.span[0], c.span[1] + len(c.object))
        if at < 0:
            continue
        m = _AS_TITLE.match(text, at + len(c.object), at + len(c.object) + 120)
        if m is None or not _job_word(m.group("t").split()[-1]):
            continue
        title = m.group("t")
        out.append(
            replace(
                c,
                predicate="occupation",
                object=None,
                value=title,
                span=(c.span[0], m.end()),
                statement=render(c.subject, "occupation", title, "assert", True),
            )
        )
    return out
