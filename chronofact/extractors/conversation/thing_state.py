"""The state of an order or a request said in passing, across the clauses of one sentence.

Chat names the thing in one clause and its state in another, or puts an aside between them:
"Ordered a lamp from Etsy, it's shipped", "Filed ticket OPS-12 with IT, it's pending",
"Complaint to the council about the noise: open", "Order #B12 (the kettle) is confirmed",
"My case with the bank, #4410, is still unassigned", "the shop says it's on backorder".
The clause readers see each part alone and find neither a thing nor a state; this reader
looks at the sentence: a thing of the order or request kind (its noun, an id, a purchase
verb, or a shop that "says"), then, after it, a state from `lexicon.STATES` joined to it by
a copula (on "it"/"that" or on the thing itself), a colon, or "says"; or, with no such state,
what was done to it right before its noun ("Aviva paid out on the burst pipe claim"). A
negation ("it's not shipped") or any word other than a few adverbs between the copula and the
state gives nothing.

The status is keyed like the clause readers key it (`events.meeting_or_ticket`,
`generic`): by the id when one is said, else "<speaker>'s order" / "<speaker>'s ticket" /
"<speaker>'s request", so a later message about the same thing supersedes it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from chronofact.extractors.change_words import word_set
from chronofact.extractors.conversation.lexicon import ORDER_WAITING, STATES

__all__ = ["ORDER_STATES", "THING", "ThingState", "thing_key", "thing_state"]

_ID = r"(?P<id>[A-Z][A-Z0-9]*-\d+|#[A-Z0-9]*\d[A-Z0-9]*|\b\d{4,}\b)"
_ORDER_NOUNS = r"order|parcel|package|delivery|shipment"
_REQUEST_NOUNS = (
    r"ticket|complaint|claim|request|case|bug\s+report|support\s+case|application|refund|visa|"
    r"permit|licen[cs]e|mortgage|loan|appeal"
)
_THING = re.compile(
    rf"(?i:\b(?P<noun>{_ORDER_NOUNS}|{_REQUEST_NOUNS})s?\b)"
    rf"|(?i:\b(?P<verb>ordered|bought|purchased|raised|filed|logged|submitted|lodged|opened)\b)"
    rf"|(?i:\b(?P<shop>shop|store|seller|retailer|website|site|tracking)\s+(?=says|said|shows)\b)"
    rf"|{_ID}"
)
_REQUEST_VERBS = frozenset(["raised", "filed", "logged", "submitted", "lodged", "opened"])
_PURCHASE_VERBS = frozenset(["ordered", "bought", "purchased"])
_ORDER_STATES = (
    word_set(
        "shipped delivered dispatched arrived returned refunded cancelled pending processing "
        "confirmed delayed backordered"
    )
    | {"out for delivery", "on backorder", "in transit", "preparing for dispatch"}
    | set(ORDER_WAITING)
)
"""States a thing known only by its purchase verb ("bought a lamp, it's done") may be in."""
_STATE_ALT = "|".join(s.replace(" ", r"\s+") for s in sorted(STATES, key=len, reverse=True))
_STATE = re.compile(
    r"(?:\b(?:it|that|which|this|they)\s*(?:['\u2019]s|is|was|are|were|has\s+been|have\s+been|"
    r"got)|\b(?:is|are|was|were|has\s+been|have\s+been|got)|:|\bsays|\bsaid|\bshows"
    r"|\b(?:has|have|had|lists?|listed|marks?|shows?|showing|puts?)\s+(?:it|them)\s+(?:as|at))"
    r"\s+(?:(?:now|still|already|just|finally|officially|been|being|marked|as|sitting|"
    r"stuck(?!\s+(?:in|at)\s+customs)|"
    rf"showing|it['\u2019]s|it\s+is)\s+)*(?P<q>['\"\u2018\u201c])?(?P<st>{_STATE_ALT})\b"
    r"(?(q)(?=(?:\s+[a-z]+)?['\"\u2019\u201d])"
    r"|(?=\s*(?:$|[^\w\s]|(?:till|until|since|now|again|already|today|yesterday|this|last|as|"
    r"apparently|finally|too|for|at|on|by|in|with|and|but|so|lol|btw)\b)))",
    re.IGNORECASE,
)
_DONE_BEFORE = re.compile(
    r"\b(?P<v>paid\s+out(?:\s+on)?|rejected|approved|denied|accepted|declined|settled|"
    r"refunded|cancell?ed|canceled|closed|resolved|dispatched|delivered)\s+"
    r"(?:(?:the|my|our|his|her|their|[\w-]+['\u2019]s)\s+)?(?:[\w-]+\s+){0,3}$",
    re.IGNORECASE,
)
"""Right before a request's or an order's noun, what was done to it ("Aviva paid out on the
burst pipe claim", "samsung rejected dad's fridge claim"): its state."""
_HEADLINE = re.compile(
    r"(?:^|[.!?;,]\s*|\b(?:my|our|the|his|her|their)\s+)(?:[\w-]+\s+){0,2}?"
    r"(?P<noun>order|parcel|package|delivery|shipment|refund|visa|permit|licen[cs]e|mortgage|"
    r"loan|appeal|application|claim|complaint|ticket|request|case)"
    r"(?:\s+(?:#?[A-Z0-9]*\d[A-Z0-9-]*))?\s+(?:(?:finally|just|has|have|was|were|got|been|now|"
    r"officially)\s+){0,2}(?P<st>approved|rejected|arrived|delivered|dispatched|shipped|"
    r"cancell?ed|canceled|refunded|declined|denied|accepted|granted|upheld|closed|resolved|"
    r"escalated|came|turned\s+up|showed\s+up|landed)\b(?!\s+(?:to|by|for)\s+(?:me|us)\b)",
    re.IGNORECASE,
)
"""A thing and its new state said headline-fashion, with no copula: "refund approved at last",
"visa approved!!!", "Argos order 88123 came today", "the complaint got upheld"."""
_ARRIVED = frozenset({"came", "turned up", "showed up", "landed"})
_PERSON_BETWEEN = re.compile(r"\b(?:I|I'm|he|she|we|you|my\s+\w+\s+(?:is|was))\b")
"""Between the thing and its state: someone else's clause ("ordered a lamp, I'm done")."""


@dataclass(frozen=True)
class ThingState:
    """A status read from a sentence: whose thing, its state, and where the words are."""

    subject: str
    state: str
    start: int  # sentence offset of the thing
    end: int  # sentence offset where the state ends


def _key(m: re.Match[str], sentence: str, speaker: str) -> str:
    ident = re.search(_ID, sentence)
    if ident is not None:
        return ident.group("id")
    noun = (m.group("noun") or "").lower()
    verb = (m.group("verb") or "").lower()
    if noun in ("ticket", "order") or noun.split()[-1:] == ["order"]:
        return f"{speaker}'s {noun}"
    if re.fullmatch(_ORDER_NOUNS, noun) or verb in _PURCHASE_VERBS or m.group("shop"):
        return f"{speaker}'s order"
    if "ticket" in sentence.lower() and verb in _REQUEST_VERBS:
        return f"{speaker}'s ticket"
    return f"{speaker}'s request"


def thing_state(sentence: str, speaker: str | None) -> ThingState | None:
    """The status an order or request is said to be in, when the sentence names both."""
    if speaker is None:
        return None
    things = list(_THING.finditer(sentence))
    if not things:
        return None
    state = _STATE.search(sentence, things[0].end())
    if state is None:
        return _headline(sentence, speaker) or _done_to(sentence, things, speaker)
    thing = [t for t in things if t.end() <= state.start()][-1]
    if _PERSON_BETWEEN.search(sentence, thing.end(), state.start()):
        return None
    value = " ".join(state.group("st").lower().split()).replace("canceled", "cancelled")
    bought_only = all(
        (t.group("verb") or "").lower() in _PURCHASE_VERBS or t.group("shop") for t in things
    )
    if bought_only and value not in _ORDER_STATES:
        return None
    return ThingState(_key(thing, sentence, speaker), value, thing.start(), state.end())


def _done_to(sentence: str, things: list[re.Match[str]], speaker: str) -> ThingState | None:
    """The state of a thing said by what was done to it, right before its noun (`_DONE_BEFORE`),
    not in a question."""
    if sentence.rstrip().endswith("?"):
        return None
    for thing in things:
        if not thing.group("noun"):
            continue
        done = _DONE_BEFORE.search(sentence, max(0, thing.start() - 60), thing.start())
        if done is not None:
            verb = " ".join(done.group("v").lower().split())
            value = (
                "paid out" if verb.startswith("paid out") else verb.replace("canceled", "cancelled")
            )
            return ThingState(_key(thing, sentence, speaker), value, done.start(), thing.end())
    return None


def _headline(sentence: str, speaker: str) -> ThingState | None:
    """A thing's state said headline-fashion (`_HEADLINE`), not in a question."""
    if sentence.rstrip().endswith("?"):
        return None
    m = _HEADLINE.search(sentence)
    if m is None:
        return None
    verb = " ".join(m.group("st").lower().split())
    if m.group("noun").lower() == "refund" and (verb in _ARRIVED or verb == "arrived"):
        return None  # "sent it back, refund came": the order's return, read elsewhere
    value = (
        "arrived"
        if verb in _ARRIVED
        else "approved"
        if verb == "granted"
        else verb.replace("canceled", "cancelled")
    )
    thing = _THING.search(sentence, m.start("noun"))
    if thing is None:
        return None
    return ThingState(_key(thing, sentence, speaker), value, m.start("noun"), m.end("st"))


THING = _THING
"""A thing of the order or request kind: its noun, a purchase or filing verb, an id."""
ORDER_STATES = _ORDER_STATES
thing_key = _key
