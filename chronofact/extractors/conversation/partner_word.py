"""The speaker's partner said by the partner word alone, with no name: "a dinner place for me
and my girlfriend", "I have a boyfriend now", "got a gf finally". The speaker is then in a
relationship (engaged, for "my fiancée wants a june wedding") -- which ends a stored "single"
through the status slot -- unless a claim of the message already says who the partner is or
what the status is. A wife or a husband is left to the readers of marriage ("my wife's
mother" is said in passing far more than it is news).

Not an ex ("my ex-girlfriend", "my ex boyfriend"), a partner one lacks or wants ("I don't have
a girlfriend", "need a boyfriend", "if I had a gf", "do I have a boyfriend?"), or a partner
of another kind ("my business partner", "my tennis partner", "partner in crime", "partner at
Deloitte"). A question still says one has the partner named "my" ("what should I get my
boyfriend?").

Pure; fixed regexes over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.clauses import is_question
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.cross_clause import IN_RELATIONSHIP
from chronofact.extractors.conversation.finding_claim import finding_claim
from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.statements import unclaimed_speaker

__all__ = ["partner_word"]

_READ_CHARS = 600
_WORDS = r"girlfriend|boyfriend|gf|bf|partner|fianc[eé]e?"
_ENGAGED = re.compile(r"fianc[eé]e?", re.IGNORECASE)
_SAID = re.compile(
    rf"\bmy\s+(?:(?:new|lovely|amazing|beautiful|darling|dear|long[-\s]suffering)\s+)?"
    rf"(?P<my>{_WORDS})\b(?!\s+in\s+crime)(?!\s+at\s+[A-Z])(?![-\s]to[-\s]be)"
    r"(?!,?\s+(?-i:[A-Z])[a-z])(?!['’]s\s+name|\s+is\s+called|\s+and\s+I\s+have\s+been)"
    rf"|\b(?:i|i['’]ve|i\s+have|we)\s+(?:(?:now|finally|actually|just)\s+)?"
    rf"(?:have|got|found)\s+(?:a|an)\s+(?:(?:new|proper)\s+)?(?P<have>{_WORDS})\b",
    re.IGNORECASE,
)
_NOT_HELD = re.compile(
    r"\b(?:ex|former|future|no|not|never|don['’]?t|doesn['’]?t|haven['’]?t|hasn['’]?t|"
    r"didn['’]?t|without|if|want|wants|wanted|need|needs|wish|looking\s+for|hope|"
    r"would|imaginary|dream)\b[\s-]*(?:\w+\s+){0,3}$",
    re.IGNORECASE,
)
"""Words before "have a girlfriend" that say there is none: a lack, a wish, a condition ("my
ex-girlfriend" and "my future wife" are not read at all: no such word may stand after "my")."""
_OWN_STATUS = frozenset(
    {"partner", "relationship_status", "married_to", "engaged_to", "spouse", "dating"}
)


def partner_word(message: Message, found: list[Claim]) -> list[Claim]:
    """The speaker's status said by a partner word (see the module docstring), unless the
    claims `found` already give the speaker a partner or a status."""
    speaker = unclaimed_speaker(message.speaker, found, _OWN_STATUS)
    if speaker is None:
        return []
    text = message.text[:_READ_CHARS]
    for m in _SAID.finditer(text):
        if m.group("have"):  # "my girlfriend" holds in a question too ("what to get my bf?")
            start, end = sentence_around(text, m.start())
            if is_question(text[start:end]) or _NOT_HELD.search(text, start, m.start()):
                continue
        status = (
            "engaged" if _ENGAGED.fullmatch(m.group("my") or m.group("have")) else IN_RELATIONSHIP
        )
        f = Finding("relationship_status", status, "assert", m.end(), literal=True)
        at = message.observed_at
        return [finding_claim(speaker, f, status, "assert", True, at, None, m.span(), False)]
    return []
