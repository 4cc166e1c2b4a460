"""A ticket's state said by what was done to it, or where it sits, by its id: "IT marked SUP-220
as resolved", "they closed OPS-77 yesterday", "we moved PAY-12 back to in progress",
"BUG-7731 is sitting in the backlog", "INC-4410 stayed open until June; it's resolved now",
"BUG-907 got merged and deployed" (the second state), "asking why order #A-4410 was
cancelled", "the release note for INFRA-902? It's in QA review" (the ticket just named).

The clause readers read "<id> is <state>"; these shapes gave nothing, or a wrong state
("sitting"), or the first state of two. A state said negated in its own words ("won't fix") was
also read as a negation of the state; it is the state. Each state found is keyed by the id as
`events.TICKET_ID` keys it, on the `status` slot, and the last one said in the message wins.

Pure; fixed regexes over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import dataclasses
import re
from datetime import datetime

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.finding_claim import claim_times, finding_claim
from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.lexicon import STATES
from chronofact.extractors.conversation.ticket_owner import TICKET_SAID
from chronofact.extractors.temporal import extract_temporal

__all__ = ["ticket_states"]

_READ_CHARS = 1200
_ID = TICKET_SAID
_STATE_ALT = "|".join(re.escape(s).replace(r"\ ", r"\s+") for s in sorted(STATES, key=len)[::-1])
_STATE = rf"(?P<st>{_STATE_ALT})(?![\w-])"
_DONE_TO = re.compile(
    rf"\b(?:marked|set|moved|put|flagged|changed|switched|bumped|got|pushed)\s+"
    rf"(?:(?:the|ticket|bug|issue)\s+)*"
    rf"(?:{_ID})\s+(?:back\s+)?(?:as|to|into|in)\s+(?:(?:the|a)\s+)?['\"]?{_STATE}",
    re.IGNORECASE,
)
"""A state set by what was done to the ticket ("marked SUP-220 as resolved")."""
_VERB_STATES = {
    "closed": "closed",
    "resolved": "resolved",
    "reopened": "reopened",
    "re-opened": "reopened",
    "fixed": "fixed",
    "merged": "merged",
    "deployed": "deployed",
    "approved": "approved",
    "rejected": "rejected",
    "escalated": "escalated",
    "cancelled": "cancelled",
    "canceled": "cancelled",
    "settled": "settled",
    "paid out on": "paid out",
    "paid out": "paid out",
}
_VERBED = re.compile(
    rf"\b(?:they|we|i|he|she|it|support|IT|[A-Z][a-z]+|the\s+[a-z]+)\s+(?:(?:have|has|had|just|finally|"
    rf"already)\s+|['\u2019]ve\s+)*(?P<v>{'|'.join(_VERB_STATES)})\s+(?:(?:the|ticket|bug|issue|"
    rf"case)\s+)*(?:{_ID})",
    re.IGNORECASE,
)
"""A state said by its verb, done by someone ("they closed OPS-77 yesterday")."""
_SITS = re.compile(
    rf"(?:{_ID}),?\s+(?:is|'s|has\s+been)\s+(?:still\s+|now\s+|just\s+)?(?:sitting|stuck|"
    rf"languishing|parked|waiting)\s+{_STATE}",
    re.IGNORECASE,
)
"""Where a ticket sits ("BUG-7731 is sitting in the backlog")."""
_AGAIN_IT = re.compile(
    rf"(?:{_ID})\s+(?:stayed|remained|was|sat)\s+[^.;!?]{{1,40}}?[;,]\s*(?:but\s+|and\s+)?"
    rf"(?:it['\u2019]s|it\s+is|it\s+was|it\s+got|it\s+has\s+been)\s+(?:now\s+|finally\s+)?{_STATE}",
    re.IGNORECASE,
)
"""A later state of the same ticket said of "it" after an earlier one ("INC-4410 stayed open
until June; it's resolved now")."""
_TWO_STATES = re.compile(
    rf"(?:{_ID})\s+(?:(?:got|was|were|has\s+been|is|['\u2019]s)\s+)?(?:now\s+|finally\s+|"
    rf"just\s+)?(?:{_STATE_ALT})(?:\s*,\s*|\s+(?:and|&)\s+)(?:then\s+|now\s+)?"
    rf"(?:got\s+|was\s+|is\s+)?{_STATE}"
    r"(?!\s+(?:to|by|with)\b)",
    re.IGNORECASE,
)
"""Two states said in one go ("BUG-907 got merged and deployed", "PAY-311 finally unblocked,
in review now"): the second holds."""
_BESIDE = re.compile(
    rf"(?:{_ID})(?:\s*(?:\u2192|->|=>|:|-|\u2013|\u2014)\s*|\s+)(?:(?:is\s+)?(?:now|finally|"
    rf"marked(?:\s+as)?|says|shows|got|went\s+to|moved\s+to)\s+)*['\"\u2018\u201c]?{_STATE}",
    re.IGNORECASE,
)
"""A state said right beside the id, after an arrow, a colon or a word of showing ("INFRA-2207 →
Closed", "CLM-20931 approved", "#88213 marked 'resolved'", "#48213 says 'scheduled'")."""
_WAS = re.compile(
    rf"(?:{_ID})\s+(?:was|got|has\s+been|had\s+been)\s+(?:just\s+|finally\s+|now\s+)?"
    rf"(?:marked\s+(?:as\s+)?)?{_STATE}(?!\s+(?:to|by|with|for|until|till)\b)",
    re.IGNORECASE,
)
"""A state the ticket was put in, said in a question too ("asking why order #A-4410 was
cancelled"): it holds unless a later one is said."""
_IT_LATER = re.compile(
    rf"(?:{_ID})[^.!?\n]{{0,80}}?(?:[.?!]\s+|\b(?:since|as|because|now\s+that|and|but|so)\s+|"
    rf"[,;:]\s*)(?i:it)(?:['\u2019]s|\s+is|\s+was|\s+got|\s+has\s+been)\s+"
    rf"(?:now\s+|finally\s+|been\s+|still\s+|just\s+)?(?:marked\s+(?:as\s+)?)?['\"]?{_STATE}",
    re.IGNORECASE,
)
"""The state of the ticket just named, said of "it" ("draft my release note for INFRA-902?
It's in QA review", "the closing comment for APP-58 since it's marked won't fix")."""
_NEGATION_IN_STATE = frozenset({"won't fix", "wont fix"})


def ticket_states(message: Message, found: list[Claim]) -> list[Claim]:
    """`found` with each ticket's state said in one of the module's shapes (the last one said
    for a ticket in place of the readers' states of it); a state whose own words negate
    ("won't fix") is the state, not its negation."""
    found = [_unnegated(c) for c in found]
    text = message.text[:_READ_CHARS]
    if not re.search(r"\d", text):
        return found
    said: dict[str, tuple[re.Match[str], str]] = {}
    for pattern in (_BESIDE, _WAS, _SITS, _DONE_TO, _VERBED, _AGAIN_IT, _TWO_STATES, _IT_LATER):
        for m in pattern.finditer(text):
            key = m.group("id") or m.group("num")
            state = _state_of(m)
            if key and state and (key not in said or said[key][0].end() < m.end()):
                said[key] = (m, state)
    if not said:
        return found
    at: datetime = message.observed_at
    out = [c for c in found if not (c.predicate == "status" and c.subject in said)]
    for key, (m, state) in said.items():
        clause_end = re.search(r"[.;!?]", text[m.end() :])
        begin = m.start("st") if m.groupdict().get("st") else m.start()  # not "until June; it's"
        words = text[begin : m.end() + (clause_end.start() if clause_end else 40)]
        since, until = claim_times(extract_temporal(words, at), "status", at, state)
        f = Finding("status", state, "assert", m.end(), literal=True, subject=key)
        out.append(finding_claim(key, f, state, "assert", True, since, until, m.span(), False))
    return out


def _state_of(m: re.Match[str]) -> str:
    verb = m.groupdict().get("v")
    said = _VERB_STATES[verb.lower()] if verb else m.group("st")
    return " ".join(said.lower().split()).replace("canceled", "cancelled")


def _unnegated(claim: Claim) -> Claim:
    value = (claim.value or "").lower()
    if claim.predicate != "status" or claim.polarity or value not in _NEGATION_IN_STATE:
        return claim
    statement = claim.statement.replace(" not ", " ")
    return dataclasses.replace(claim, polarity=True, statement=statement)
