"""The state of an order or a ticket said of "it" after the thing was named in the message.

"that Jumia order 5582? they cancelled it in March", "ticket 4471? IT closed it", "my order
from Takealot, the blender. it's delivered", "that monitor ah? came cracked, so I sent it back
in April. it's returned": the thing is named once (often as a question the speaker answers),
and its new state is said of "it" in a later sentence, where neither the clause readers nor
`thing_state` (one sentence) see both.

`it_state_claims` reads the message: the first thing of the order or request kind
(`thing_state`'s noun, id or purchase verb; or a topic asked alone, "that monitor?", which is
an order when its state is one an order has), then after it the first state said of "it":
"it's / it is / it got / it was <state>", "<state verb> it" ("cancelled it", "closed it",
"resolved it"), "marked it (as) <state>", "sent it back" (returned). Nothing when the message
already has a status claim, when a negation or a modal stands before the state in its clause
("didn't cancel it", "might close it"), or when nothing was named. The status is keyed as the
clause readers key it (an id, else "<speaker>'s order / ticket / request"). Linear: a few
bounded regex passes over at most `_READ_CHARS` characters.
"""

from __future__ import annotations

import re
from datetime import datetime

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.finding_claim import claim_times, finding_claim
from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.lexicon import STATES
from chronofact.extractors.conversation.thing_state import ORDER_STATES, THING, thing_key
from chronofact.extractors.temporal import extract_temporal

__all__ = ["it_state_claims"]

_READ_CHARS = 1000
_PURCHASE = frozenset(["ordered", "bought", "purchased"])
_STATE_ALT = "|".join(s.replace(" ", r"\s+") for s in sorted(STATES, key=len, reverse=True))
_IT_STATE = re.compile(
    r"\bit\s*(?:['\u2019]s|\s+is|\s+was|\s+got|\s+has\s+been)\s+"
    r"(?:(?:now|finally|just|already|officially|been|marked|as|being)\s+)*"
    rf"(?P<st>{_STATE_ALT})\b"
    r"|\bit\s+(?:(?:finally|just|only)\s+)?(?P<st2>arrived)\b",
    re.IGNORECASE,
)
_STATE_IT = re.compile(
    r"\b(?P<st>cancell?ed|closed|resolved|reopened|escalated|refunded|returned|shipped|"
    r"delivered|dispatched|fixed|approved|rejected)\s+it\b"
    rf"|\bmarked\s+it\s+(?:as\s+)?(?P<as>{_STATE_ALT})\b"
    r"|\b(?P<back>sent|took|brought)\s+it\s+back\b",
    re.IGNORECASE,
)
_TOPIC_ASKED = re.compile(
    r"(?:^|[.!]\s+)(?:that|the|my|our)\s+(?P<noun>[a-z][\w-]*)(?:\s+[a-z]{1,4})?\s*\?",
    re.IGNORECASE,
)
"""A thing asked alone ("that monitor ah?", "the blender?")."""
_CLAUSE = re.compile(r"[.!?;,]\s|$")
_NOT_SAID = re.compile(
    r"\b(?:not|never|no|\w+n['\u2019]?t|might|may|"
    r"will|would|should|could|going\s+to|gonna|if|whether)\b[^.!?,;]*$",
    re.IGNORECASE,
)


def _state_after(text: str, at: int) -> tuple[str, int, int] | None:
    """The first state said of "it" after `at`: (state, start, end)."""
    found = [m for m in (_IT_STATE.search(text, at), _STATE_IT.search(text, at)) if m]
    if not found:
        return None
    m = min(found, key=lambda x: x.start())
    if m.re is _IT_STATE:
        said = m.group("st") or m.group("st2")
    else:  # "cancelled it", "marked it as fixed", "sent it back"
        said = "returned" if m.group("back") else m.group("st") or m.group("as")
    clause_from = max(text.rfind(p, 0, m.start()) for p in (".", "!", "?", ",", ";"))
    if _NOT_SAID.search(text, max(clause_from, at), m.start()):
        return None
    state = " ".join(said.lower().split()).replace("canceled", "cancelled")
    return state, m.start(), m.end()


def it_state_claims(message: Message, found: list[Claim]) -> list[Claim]:
    """The status said of "it" about a thing named before (see the module docstring)."""
    speaker = message.speaker
    if speaker is None or any(c.predicate == "status" for c in found):
        return []
    text = message.text[:_READ_CHARS]
    if re.search(r"\bit\b", text, re.IGNORECASE) is None:
        return []
    thing = THING.search(text)
    topic = _TOPIC_ASKED.search(text)
    if thing is None and topic is None:
        return []
    start = min(m.end() for m in (thing, topic) if m is not None)
    said = _state_after(text, start)
    if said is None:
        return []
    state, s_start, s_end = said
    bought = thing is not None and (thing.group("verb") or "").lower() in _PURCHASE
    if bought and state not in ORDER_STATES:
        return []  # "bought a new rug, it's done"
    if thing is not None and thing.end() <= s_start:
        key = thing_key(thing, text[:s_start], speaker)
    elif state in ORDER_STATES:
        key = f"{speaker}'s order"
    else:
        return []
    at: datetime = message.observed_at
    clause = _CLAUSE.search(text, s_end)
    said_in = text[s_start : clause.start() if clause else len(text)]  # "cancelled it in March"
    since, until = claim_times(extract_temporal(said_in, at), "status", at, state)
    f = Finding("status", state, "assert", s_end, literal=True, subject=key)
    return [finding_claim(key, f, state, "assert", True, since, until, (s_start, s_end), False)]
