"""What a named person is or did toward the speaker: "Sarah broke up with me", "Tom dumped
me", "Priya proposed last night", "Tom popped the question", "he asked me to marry him and I
said yes" (the fact is the speaker's: their partner ends, or they are engaged to the one who
asked); "Leo reports to me" (the speaker is Leo's manager); "now Pete manages me", "Pete is
managing me" (Pete is the speaker's manager); "Jonah is mentoring me", "Kim coaches us" (the
speaker's mentor, coach). A proposal turned down anywhere
in the message ("Tom proposed but I said no") is no engagement (`without_declined`, over the
message's claims). A relative as the subject ("my brother proposed") is someone else's
proposal.
"""

from __future__ import annotations

import re

from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.findings import Finding

__all__ = ["toward_speaker", "without_declined"]

_LEAD = r"(?:has\s+|have\s+|had\s+|just\s+|finally\s+|actually\s+)*"
_ENDED = re.compile(
    _LEAD + r"(?:broke\s+up\s+with|broken\s+up\s+with|split\s+up\s+with|dumped|ditched|"
    r"left|walked\s+out\s+on|divorced|called\s+it\s+off\s+with)\s+(?:me|us)\b"
    r"(?!\s+(?:a|an|the|some|his|her|their|my|alone|hanging|speechless|with|out|behind|to|for|"
    r"in\s+(?:charge|tears|the))\b)",
    re.IGNORECASE,
)
_ASKED = re.compile(
    _LEAD + r"(?:proposed(?:\s+to\s+me\b|(?=\s*(?:$|[!.,;:)\u2026]|(?:last|yesterday|tonight|this|"
    r"on|at|in|during|over|after|while|finally|today)\b)))|popped\s+the\s+question|"
    r"asked\s+me\s+to\s+marry\s+(?:him|her|them)|got\s+down\s+on\s+one\s+knee)\b",
    re.IGNORECASE,
)
_REPORTS = re.compile(
    _LEAD + r"(?:now\s+)?(?:reports|reporting|report)\s+(?:directly\s+)?(?:in\s+)?to\s+me\b",
    re.IGNORECASE,
)
_MANAGES = re.compile(
    _LEAD + r"(?:now\s+)?(?:manages|is\s+managing|line[-\s]manages|supervises|is\s+supervising)"
    r"\s+(?:me|us)\b(?!\s+(?:to|into|out|through)\b)",
    re.IGNORECASE,
)
_GUIDES = re.compile(
    _LEAD + r"(?:now\s+)?(?:(?P<mentor>mentors|(?:is\s+)?mentoring)|"
    r"(?P<coach>coaches|(?:is\s+)?coaching)|(?P<tutor>tutors|(?:is\s+)?tutoring))\s+(?:me|us)\b(?!\s+(?:to|into|out|through)\b)",
    re.IGNORECASE,
)
""""Jonah is mentoring me now", "Kim coaches us": the speaker's mentor, coach or tutor."""
_DECLINED = re.compile(
    r"\b(?:(?:i|she|he|they)\s+said\s+no|turned\s+(?:him|her|them)\s+down|declined|said\s+no\b)",
    re.IGNORECASE,
)


def toward_speaker(
    rest: str, base: int, name: str, relation: str | None, speaker: str | None
) -> list[Finding]:
    """The findings when `rest` (the clause after the named subject `name`) says the person
    reports to the speaker, ended things with them or proposed (see the module docstring);
    `relation` is the subject's relation to the speaker, if said ("my brother"); offsets index
    the clause (`base` is where `rest` starts)."""
    if not speaker or not name or name.casefold() == speaker.casefold():
        return []
    m = _REPORTS.match(rest)
    if m:  # "Leo reports to me", "my brother reports to me now"
        return [Finding("manager", speaker, "assert", base + m.end())]
    m = _MANAGES.match(rest)
    if m:  # "now Pete manages me": the speaker's manager is Pete
        return [Finding("manager", name, "assert", base + m.end(), subject=speaker)]
    m = _GUIDES.match(rest)
    if m:  # "Jonah is mentoring me now": the speaker's mentor is Jonah
        role = next(k for k, v in m.groupdict().items() if v)
        return [Finding(role, name, "assert", base + m.end(), subject=speaker)]
    if relation or "'s " in name:
        return []
    m = _ENDED.match(rest)
    if m:
        end = base + m.end()
        return [
            Finding("partner", name, "end", end, subject=speaker),
            Finding("married_to", name, "end", end, subject=speaker),
            Finding("engaged_to", name, "end", end, subject=speaker),
            Finding("relationship_status", "single", "assert", end, literal=True, subject=speaker),
        ]
    m = _ASKED.match(rest)
    if m is None:
        return []
    end = base + m.end()
    return [
        Finding("engaged_to", name, "assert", end, subject=speaker),
        Finding("relationship_status", "engaged", "assert", end, literal=True, subject=speaker),
    ]


def without_declined(claims: list[Claim], text: str) -> list[Claim]:
    """The message's claims without an engagement when the message turns a proposal down
    ("Tom proposed but I said no"): no one is engaged, and no partner ends for it."""
    if not _DECLINED.search(text[:2000]):
        return claims
    engaged = {
        (c.subject, c.object)
        for c in claims
        if c.predicate == "engaged_to" and c.action == "assert"
    }
    return [
        c
        for c in claims
        if not (
            (c.predicate == "engaged_to" and c.action == "assert")
            or (c.predicate == "relationship_status" and c.value == "engaged")
            or (c.predicate == "partner" and c.action == "end" and (c.subject, c.object) in engaged)
        )
    ]
