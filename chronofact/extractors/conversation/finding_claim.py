"""A finding of a clause made a claim: who it is about, its object or value, its times and
span, and its statement in words."""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime

from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.lexicon import DEPARTED
from chronofact.extractors.conversation.people import ROLES_LEFT_BEHIND, Subject, former_relation
from chronofact.extractors.conversation.slot_vocab import is_time_predicate
from chronofact.extractors.conversation.statements import render
from chronofact.extractors.temporal import TemporalMention, extract_temporal

__all__ = ["claim_times", "finding_claim"]


def _kind_said(statement: str, f: Finding, action: str) -> str:
    """A pet's statement with its kind when said ("Oskar has a pet goldfish: Bubbles")."""
    if f.kind and f.predicate == "has_pet" and action != "end" and " a pet: " in statement:
        return statement.replace(" a pet: ", f" a pet {f.kind}: ", 1)
    return statement


def finding_claim(
    who: str,
    f: Finding,
    target: str | None,
    action: str,
    polarity: bool,
    valid_from: datetime | None,
    valid_to: datetime | None,
    span: tuple[int, int],
    is_name: bool,
) -> Claim:
    """The claim of a finding about `who` (its statement rendered in words; the value without
    the spaces a cut clause left around it)."""
    if target is not None and target.strip():
        target = target.strip()
    return Claim(
        subject=who,
        predicate=f.predicate,
        object=target if is_name else None,
        value=None if is_name else target,
        polarity=polarity,
        valid_from=valid_from,
        valid_to=valid_to,
        span=span,
        statement=_kind_said(render(who, f.predicate, target, action, polarity), f, action),
        confidence=f.confidence,
        action="end" if action == "end" else "assert",
    )


_LEAD = re.compile(r"^(?:on|in|at|by|from|since|until|till|starting|as\s+of|the)\s+", re.IGNORECASE)


def _core(said: str) -> str:
    """A time's words without the preposition that leads it ("on Thursday" -> "thursday")."""
    return _LEAD.sub("", said).casefold()


def claim_times(
    mentions: Sequence[TemporalMention],
    predicate: str,
    observed_at: datetime,
    target: str | None = None,
) -> tuple[datetime | None, datetime | None]:
    """When a claim of a clause with these time mentions holds from and to: "since", "for"
    and plain times start it (unless it is its value, a time: "moved to Thursday 11am in
    June" starts in June, "due 31 January" is no start, nor a time ahead said beside a time
    value), "until" ends it; the
    message time when none is said, or no start (the beginning of time) when only an end
    already past is said ("I lived in Leeds until 2020")."""
    start: datetime | None = None
    end: datetime | None = None
    is_time = is_time_predicate(predicate)
    for m in mentions:
        if m.kind == "until":
            end = m.end
        elif (
            m.kind in ("since", "duration_for")
            or not is_time
            or (
                target is not None
                and m.start is not None
                and m.start <= observed_at
                and _core(m.text) not in target.casefold()
            )
        ):
            start = m.start if m.start is not None else start
    if start is None and end is not None and end <= observed_at:
        return None, end
    return (start or observed_at), end


def said_since(
    said: str, predicate: str, observed_at: datetime, target: str | None = None
) -> datetime | None:
    """When a claim read from the sentence `said` holds from (`claim_times` of the times said
    in it: "in May I changed the order to ...": May; the message time when none is said)."""
    return claim_times(extract_temporal(said, observed_at), predicate, observed_at, target)[0]


def relation_claim(
    subject: Subject, speaker: str | None, clause: str, start: int, at: datetime
) -> Claim | None:
    """The relation to the speaker of a subject named by it ("my sister Ana": Ana is the
    speaker's sister), from the clause `clause` starting at message offset `start`."""
    if subject.relation is None or speaker is None:
        return None
    i = clause.find(subject.name)
    end = i + len(subject.name) if i >= 0 else len(clause)
    span, owner = (start, start + end), subject.owner or speaker
    former = i > 0 and former_relation(clause[:i], subject.relation)
    gone = i >= 0 and subject.relation in ROLES_LEFT_BEHIND and _LEFT.match(clause, end)
    action = "end" if former or gone else "assert"  # "My boss Joost retired in June"
    rel = Finding(subject.relation, subject.name, action, 0)
    return finding_claim(owner, rel, subject.name, action, True, at, None, span, True)


_LEFT = re.compile(r"\s+" + DEPARTED, re.IGNORECASE)
"""Right after a person in a role: they left it ("my boss Joost retired in June")."""
