"""A partner said by a pronoun after the name: "Noor isn't my girlfriend anymore, she's my
fiancée now", "I met Tom at a gig, and he's my boyfriend now".

The clause readers read "X is my fiancée" with X named; with "she" or "he" in X's place the
relation had no one to hold it, so "Noor isn't my girlfriend anymore" ended the partner and
nothing said who the speaker is engaged to. Here "she's / he's / she is / he is (now) my
<partner word>" is the speaker's relation (`lexicon.role_predicate`: `engaged_to`,
`married_to`, `partner`) with the last person named before it in the message (or the partner
another reader read there: "Noor isn't my girlfriend anymore"), when one is named and is not
the speaker. A question, a negation ("she's not my girlfriend") or a wish
gives nothing. The same holds of the other relations one person holds for the speaker at a
time: "my first one-to-one with Raj tomorrow? He's my line manager" (`manager`), "he's my GP",
"she's my new landlady". Pure; one pattern over at most `_READ_CHARS` of the message
(linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.finding_claim import said_since
from chronofact.extractors.conversation.lexicon import PARTNER_SLOTS, role_predicate
from chronofact.extractors.conversation.people import names_at, title_start
from chronofact.extractors.conversation.statements import named_claim

__all__ = ["partners_by_pronoun"]

_READ_CHARS = 1200
_SAID = re.compile(
    r"\b(?:she|he)(?:['\u2019]s|\s+is)\s+(?:now\s+|officially\s+|finally\s+)*my\s+"
    r"(?:new\s+)?(?P<rel>fianc[ée]e?|wife|husband|girlfriend|boyfriend|partner|"
    r"(?:line\s+)?manager|boss|supervisor|gp|doctor|dentist|therapist|physio|landlord|landlady|"
    r"flatmate|roommate)\b(?!['\u2019]s)",
    re.IGNORECASE,
)
_ONE_HOLDER = frozenset({"manager", "doctor", "dentist", "therapist", "landlord", "roommate"})
"""The other relations said this way: one person holds each for the speaker at a time."""
_NOT_NOW = re.compile(
    r"\b(?:if|wish|hope|maybe|might|will|would|could|should)\b[^.!?;]*$", re.IGNORECASE
)


def partners_by_pronoun(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with a partner said by "she's my fiancée" after the name (see the module
    docstring)."""
    speaker = message.speaker
    if not speaker:
        return claims
    text = message.text[:_READ_CHARS]
    out = list(claims)
    for m in _SAID.finditer(text):
        slot = role_predicate(m.group("rel"))
        if slot not in PARTNER_SLOTS and slot not in _ONE_HOLDER:
            continue
        sentence = sentence_around(text, m.start())
        if text[sentence[0] : sentence[1]].rstrip().endswith("?"):
            continue
        if _NOT_NOW.search(text, sentence[0], m.start()):
            continue
        named = [
            text[title_start(text, at) : at] + n.name  # "Dr Patel"
            for at, n in names_at(text[: m.start()])
            if n.name != speaker
        ]
        if slot in PARTNER_SLOTS:  # "Noor isn't my girlfriend anymore": the partner it ends
            named = named or [
                str(c.object) for c in out if c.predicate in PARTNER_SLOTS and c.object
            ]
        if not named or any(c.predicate == slot and c.action == "assert" for c in out):
            continue
        said = text[sentence[0] : sentence[1]]
        since = said_since(said, slot, message.observed_at)
        out.append(named_claim(speaker, slot, named[-1], "assert", since, m.span()))
    return out
