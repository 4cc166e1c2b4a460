""" "Moved to X" and "left X" say a new home or a new job alike: which one, from X itself and
from the message around it.

The frames read "moved to X" as a home and "left X" as an employer left. Found using the
product (sixteenth session): "still at Google?" / "nope, moved to Meta in march" stored "Ciara
lives in Meta"; "left Google, moved to Meta" and "quit my job at Aldi and moved to Lidl" the
same; "left Dublin and moved to Cork" ended an employer "Dublin". X's MiniLM vector beside the
labelled values of homes and employers (`value_groups.kinds`) tells a known city from a known
company, but not an unknown neighbourhood from an unknown firm; so

- a value clearly a place (nearer the homes' labelled values than the employers' by
  `PLACE_MARGIN`) said after "left" is a home left, not an employer;
- a value said after "moved/relocated/shifted to" is a workplace when it is clearly an
  employer (by `EMPLOYER_MARGIN`), or when the same message ends the same person's employer
  and the value is not clearly a place ("left Google, moved to Meta");
- a school read after "I'm at (the)" in a message that ends the same person's employer is the
  new workplace ("I left Erasmus btw, I'm at the Maasstad now");
- otherwise the frame's reading stands.

Only claims whose value follows one of these verbs are looked at; their values are embedded in
one call per batch (the slot matcher's cache).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.statements import render
from chronofact.extractors.conversation.value_fit import ValueMatcher
from chronofact.extractors.conversation.value_groups import kinds

__all__ = ["EMPLOYER_MARGIN", "PLACE_MARGIN", "job_or_home"]

PLACE_MARGIN = 0.2
"""How much nearer the homes' labelled values than the employers' a clear place is (a known
city: Dublin -0.40, London -0.25, Potsdam -0.38; a neighbourhood: Kreuzberg -0.21; a
supermarket chain: Tesco -0.15)."""
EMPLOYER_MARGIN = 0.15
"""How much nearer the employers' labelled values a clear employer is (TCS +0.23, Ryanair
+0.29, Accenture +0.18; Google +0.09 and Meta +0.05 are not clear alone)."""
NOT_PLACE = -0.1
"""Above this a value is not clearly a place (an unknown firm, or a neighbourhood nobody
labelled: such a value moved to, after an employer ended, is taken for the new workplace)."""

_MOVED_TO = re.compile(
    r"\b(?:moved|moving|move|relocated|relocating|relocate|shifted|shifting|shift)\s+"
    r"(?:over\s+|back\s+)?to\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_LEFT = re.compile(r"\b(?:left|leaving|leave)\s+(?:the\s+)?$", re.IGNORECASE)
_AT = re.compile(
    r"(?:\b(?:i|he|she|they|we)['\u2019]?(?:m|s|re)?|\b(?:am|is|are))\s+(?:now\s+)?at\s+(?:the\s+)?$",
    re.IGNORECASE,
)
"""A school read after "I'm at (the)" ("I left Erasmus btw, I'm at the Maasstad now")."""
_BEFORE = 40
"""Characters before a value read for the verb."""


def _value(claim: Claim) -> str:
    return (claim.object or claim.value or "").strip()


def _verb(text: str, claim: Claim) -> str | None:
    """ "moved" or "left" when the claim's value is said right after such a verb."""
    value = _value(claim)
    start, end = max(0, claim.span[0]), min(len(text), max(claim.span[1], claim.span[0]))
    at = text.casefold().find(value.casefold(), start, end + len(value)) if value else -1
    if at < 0:
        return None
    before = text[max(0, at - _BEFORE) : at]
    if claim.predicate == "lives_in" and claim.action == "assert" and _MOVED_TO.search(before):
        return "moved"
    if claim.predicate == "works_at" and claim.action == "end" and _LEFT.search(before):
        return "left"
    if claim.predicate == "studies_at" and claim.action == "assert" and _AT.search(before):
        return "at"
    return None


def _on(claim: Claim, predicate: str) -> Claim:
    value = _value(claim)
    return replace(
        claim,
        predicate=predicate,
        object=value,
        value=None,
        statement=render(claim.subject, predicate, value, claim.action, claim.polarity),
    )


def job_or_home(
    messages: Sequence[Message], claims: Sequence[list[Claim]], matcher: ValueMatcher | None
) -> list[list[Claim]]:
    """Each message's claims, a home read for a job or a job left read for a home put right
    (see the module docstring); unchanged without a matcher."""
    out = [list(found) for found in claims]
    asked = [
        (i, j, verb)
        for i, (message, found) in enumerate(zip(messages, out, strict=True))
        for j, c in enumerate(found)
        if (verb := _verb(message.text, c)) is not None
    ]
    if matcher is None or not asked:
        return out
    values = list(dict.fromkeys(_value(out[i][j]).casefold() for i, j, _ in asked))
    scores = kinds.scores(np.asarray(matcher.vectors(values), dtype=np.float32))
    lean = {v: float(scores["employer"][k] - scores["residence"][k]) for k, v in enumerate(values)}
    for i, j, verb in asked:  # the ends first: a home left is no employer ended
        if verb == "left" and lean[_value(out[i][j]).casefold()] < -PLACE_MARGIN:
            out[i][j] = _on(out[i][j], "lives_in")
    for i, j, verb in asked:
        if verb == "left":
            continue
        claim = out[i][j]
        toward_job = lean[_value(claim).casefold()]
        job_ended = any(
            c.action == "end" and c.predicate == "works_at" and c.subject == claim.subject
            for c in out[i]
        )
        if verb == "at":  # "I left Erasmus, I'm at the Maasstad now"
            to_job = job_ended
        else:
            to_job = toward_job > EMPLOYER_MARGIN or (job_ended and toward_job > NOT_PLACE)
        if to_job:
            out[i][j] = _on(claim, "works_at")
    return out
