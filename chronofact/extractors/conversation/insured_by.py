"""An insurer said by being covered: "I'm covered by Star Health, the family floater plan",
"we're insured with Aviva for the house", "Mum's been covered through Discovery since May"
(`health_insurer`, `home_insurer`, ... or `insurer`).

The provider readers know insurers by a listed name; a name they do not list was read as a gym
or nothing. Here "(I'm / we're / I am / we are / I've been / <Name> is / <Name>'s been / my
<relative> is) (now) covered / insured by / with / through <Name>", or "renew the (car) cover /
insurance / policy with <Name>" (a duty, no plan: the renewer's, the speaker's), or "called
<Name> and they sorted the claim", gives that person's insurer: a name of one to four
capitalised words, not a weekday or a month. What is insured is read from the sentence and the
name by the same words as the provider readers (`providers.insurer_slot`: "health", "house",
"car" ...); with none, the slot is `insurer`. Not in a question or a plan ("should we get
insured with Bupa?"). Claims of the name on another slot in the sentence give way. Pure; three
bounded patterns over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import (
    CAPITALISED_NOT_NAMES,
    KIN_ALONE,
    MONTHS,
    WEEKDAYS,
)
from chronofact.extractors.conversation.people import person_said
from chronofact.extractors.conversation.providers import insurer_slot
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["insurers_by_cover"]

_READ_CHARS = 1200
_COVERED = re.compile(
    r"(?:\b(?P<me>I['\u2019]m|I\s+am|we['\u2019]re|we\s+are|I['\u2019]ve\s+been|"
    r"we['\u2019]ve\s+been)|(?:^|(?<=[.!?]\s))(?P<who>(?-i:[A-Z][a-z]+))(?:\s+is|['\u2019]s"
    r"(?:\s+been)?|\s+has\s+been))\s+(?:now\s+|all\s+|still\s+)?(?:covered|insured)\s+"
    r"(?:by|with|through)\s+(?P<name>(?-i:[A-Z][\w&'\u2019-]*(?:\s+[A-Z][\w&'\u2019-]*){0,3}))",
    re.IGNORECASE,
)
_RENEW_WITH = re.compile(
    r"\b(?:renew|renewing|renewed|renewal\s+of)\s+(?:the|my|our)\s+(?:[a-z]+\s+)?"
    r"(?:cover|insurance|policy)\s+(?:with|at)\s+"
    r"(?P<name>(?-i:[A-Z][\w&'\u2019-]*(?:\s+[A-Z][\w&'\u2019-]*){0,3}))",
    re.IGNORECASE,
)
"""A policy renewed with an insurer ("Need to renew the car cover with Jubilee before end of
month"): the speaker's insurer, renewing being no plan to change."""
_CLAIM_SORTED = re.compile(
    r"\b(?:called|rang|phoned|contacted|emailed)\s+"
    r"(?P<name>(?-i:[A-Z][\w&'\u2019-]*(?:\s+[A-Z][\w&'\u2019-]*){0,3}))\s+and\s+"
    r"(?:[\w'\u2019]+\s+){0,2}?they\s+(?:sorted|settled|paid(?:\s+out)?|handled|processed|"
    r"approved)\s+(?:the|my|our)\s+claim\b",
    re.IGNORECASE,
)
"""An insurer said by the claim it handled ("Called Britam and honestly they sorted the claim
in a week"): the caller's, the speaker's."""
_NOT_NOW = re.compile(
    r"\?|\b(?:might|maybe|thinking\s+(?:of|about)|considering|should|would|if|could)\b",
    re.IGNORECASE,
)
_NOT_NAMES = frozenset({*MONTHS, *WEEKDAYS, *CAPITALISED_NOT_NAMES})


def _holds(claim: Claim, name: str) -> bool:
    """The claim's value is the insurer's name (read on another slot: it gives way)."""
    return str(claim.object or claim.value or "").casefold() == name


def insurers_by_cover(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the insurer someone is said to be covered by (see the module
    docstring)."""
    speaker = message.speaker
    text = message.text[:_READ_CHARS]
    lowered = text.casefold()
    if not speaker or not any(w in lowered for w in ("cover", "insur", "polic", "claim")):
        return claims
    for m in [*_COVERED.finditer(text), *_RENEW_WITH.finditer(text), *_CLAIM_SORTED.finditer(text)]:
        name = m.group("name")
        lo, hi = sentence_around(text, m.start())
        renewed = m.re is not _COVERED  # "need to renew ...": a duty, no plan
        if name.split()[0] in _NOT_NAMES or name.casefold() in KIN_ALONE:
            continue  # "Called Mum and they sorted the claim": no insurer
        if not renewed and _NOT_NOW.search(text, lo, hi):
            continue
        said = m.groupdict().get("who")
        who = speaker if renewed or m.group("me") else person_said(speaker, said or "")
        if not who:
            continue
        slot = insurer_slot(f"{text[lo:hi]} {name}")
        kept, _ = in_place_of(claims, (lo, hi), partial(_holds, name=name.casefold()), None)
        span = (m.start("name"), m.end("name"))
        return [*kept, named_claim(who, slot, name, "assert", message.observed_at, span)]
    return claims
