"""A claim's value must fit its slot: the last check on every claim of a message, whatever
read it (frames, the slots by meaning, the learned reader).

A value on the wrong slot does two harms: the fact is garbage, and the right slot's old value
stays current ("Sana is wed 4pm" read as the status "wed", "lives in Mumbai Indians", a person
read as a hobby). Three tests:

- typed (`value_kind`), on every claim: a time alone on a known slot that is no time, a team's
  shape as a home or an employer, a titled person as a place or a thing, a pronoun as a value;
- by meaning, on the claims read by meaning (confidence under `FRAME_CONFIDENCE`: the generic
  reader's and the learned reader's, not a frame's specific words): the value's MiniLM vector
  beside labelled values of every slot group (`value_kinds.npz`, built by
  `bench/build_value_kinds.py` from the readable change sets); a misfit when the value's
  nearest labelled values (mean of the `TOP` most similar) in a group its slot never shares
  values with reach `OTHER_AT_LEAST` and beat those of its own groups by `MARGIN`. A person's
  name sits with names (partners, managers, doctors, pets), a company with employers, schools
  and banks, so only a value of a clearly other kind is a misfit;
- an organisation's name on another organisation's slot (`other_org`: "transferred to SMU"
  read as an employer), on every claim: a misfit that stays where it is unless it can move.

A misfit moves to the slot of its kind that its sentence fits (`_moved`: a time to a meeting's
time or a deadline, a titled person to a doctor, a name to a partner, manager or doctor, a device
to a device slot ...): the sentence must be at least `MOVE_MIN` similar to that slot's prototype
sentences and nearer them than its own slot's. Otherwise it is dropped (a team's shape as a home
is always dropped: "lives in ... Mumbai Indians" is more likely a misread than a move), or, for
an organisation, kept.

The value vectors come from the slot matcher's cache (`SlotMatcher.vectors`): one embedding
call for the values of a whole batch of messages (`fit_many`), and one for the sentences of
its misfits, which are few.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Protocol

import numpy as np
import numpy.typing as npt

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.lexicon import JOB_WORDS
from chronofact.extractors.conversation.slot_match import NearestSlots
from chronofact.extractors.conversation.slot_vocab import is_time_predicate, slot_kind
from chronofact.extractors.conversation.statements import render
from chronofact.extractors.conversation.tidy import unique_claims
from chronofact.extractors.conversation.value_groups import (
    ORG_GROUPS,
    group_of,
    kinds,
    misfit_by_meaning,
    other_org,
)
from chronofact.extractors.conversation.value_kind import kind_misfit, work_said_before

__all__ = [
    "FRAME_CONFIDENCE",
    "KEEP_MARGIN",
    "KEEP_MIN",
    "MOVE_MIN",
    "ValueMatcher",
    "fit_many",
]

FRAME_CONFIDENCE = 0.8
"""Claims at or above this were read by a frame's specific words: only the typed test applies."""
MOVE_MIN = 0.2
"""A misfit value moves to a slot of its kind only when its sentence is at least this similar
to that slot's prototypes (and nearer them than to its own slot's); else it is dropped."""

KEEP_MIN = 0.25
KEEP_MARGIN = 0.05
"""An organisation's value on another organisation's slot (`other_org`) moves only when its
masked sentence is at least `KEEP_MIN` similar to the slot of its kind and nearer it than to
its own by `KEEP_MARGIN` ("I work at X, front desk mostly" keeps a gym's name as a workplace)."""

_NAME_SLOTS = frozenset({"partner", "manager", "doctor"})
_TIME_SLOTS = frozenset({"meeting_time", "deadline"})
_DEVICE_SLOTS = frozenset({"uses_phone", "uses_laptop", "uses_device"})
_TYPED_MOVES = {
    "time": _TIME_SLOTS,
    "person": _NAME_SLOTS,
    "organisation": frozenset({"works_at"}),
    "school": frozenset({"studies_at"}),
}
"""The slots a value of a clearly wrong kind may move to (`value_kind.kind_misfit`)."""
_MOVES: dict[str, frozenset[str]] = {
    "partner": _NAME_SLOTS,
    "manager": _NAME_SLOTS,
    "doctor": _NAME_SLOTS,
    "meeting": _TIME_SLOTS,
    "deadline": _TIME_SLOTS,
    "device": _DEVICE_SLOTS,
    "employer": frozenset({"works_at"}),
    "residence": frozenset({"lives_in"}),
    "school": frozenset({"studies_at"}),
    "bank": frozenset({"bank"}),
    "gym": frozenset({"gym"}),
    "team": frozenset({"supports_team"}),
    "language": frozenset({"learning_language"}),
    "diet": frozenset({"diet"}),
    "hobby": frozenset({"hobby"}),
    "vehicle": frozenset({"vehicle"}),
    "pet": frozenset({"has_pet"}),
    "job_title": frozenset({"occupation"}),
    "relationship_status": frozenset({"relationship_status"}),
    "project": frozenset({"project"}),
}
"""The slots a value nearest a group may move to (an order's or a ticket's state is the
thing's, not the person's: such a value is dropped)."""


def _value(claim: Claim) -> str:
    return (claim.object or claim.value or "").strip()


def _checked(claim: Claim) -> bool:
    group = group_of(claim.predicate)
    value = _value(claim)
    return (
        claim.action == "assert"
        and claim.polarity
        and group is not None
        and (claim.confidence < FRAME_CONFIDENCE or group in ORG_GROUPS)
        and bool(value)
        and not (group == "job_title" and value.casefold().split()[-1] in JOB_WORDS)
    )


class ValueMatcher(NearestSlots, Protocol):
    """What the fit needs of the slot matcher: value vectors and a clause's nearest slot."""

    def vectors(self, texts: list[str]) -> npt.NDArray[np.float32]: ...


@dataclass(frozen=True)
class _Misfit:
    message: int
    claim: Claim
    targets: frozenset[str]  # slots the value may fit (empty: drop)
    keep: bool = False  # kept where it is when its sentence fits none of `targets`


def fit_many(
    messages: Sequence[Message], claims: Sequence[list[Claim]], matcher: ValueMatcher | None
) -> list[list[Claim]]:
    """Each message's claims with the misfit ones moved or dropped (see the module docstring);
    `matcher` embeds values and clauses (None: the typed test only, misfits dropped)."""
    misfits: list[_Misfit] = []
    for i, (message, found) in enumerate(zip(messages, claims, strict=True)):
        for c in found:
            why = kind_misfit(c.predicate, _value(c), message.text, c.span)
            if c.action == "assert" and why is not None:
                misfits.append(_Misfit(i, c, _TYPED_MOVES.get(why, frozenset())))
    if matcher is not None:
        misfits += _by_meaning(messages, claims, matcher, {id(m.claim) for m in misfits})
    if not misfits:
        return [list(found) for found in claims]
    moved = _moved(messages, misfits, matcher)
    out: list[list[Claim]] = []
    for found in claims:
        keep = [moved.get(id(c), c) for c in found]
        out.append(unique_claims([c for c in keep if c is not None]))
    return out


def _by_meaning(
    messages: Sequence[Message],
    claims: Sequence[list[Claim]],
    matcher: ValueMatcher,
    known: set[int],
) -> list[_Misfit]:
    """The claims whose value is nearest labelled values of another kind (read by meaning
    only), or, on an organisation's slot, of another organisation's slot (`other_org`)."""
    asked = [
        (i, c)
        for i, found in enumerate(claims)
        for c in found
        if id(c) not in known and _checked(c)
    ]
    values = list(dict.fromkeys(_value(c).casefold() for _, c in asked))
    if not values:
        return []
    by_group = kinds.scores(matcher.vectors(values))
    row = {v: i for i, v in enumerate(values)}
    out: list[_Misfit] = []
    for i, c in asked:
        group = group_of(c.predicate)
        assert group is not None
        scores = {g: float(s[row[_value(c).casefold()]]) for g, s in by_group.items()}
        if c.confidence < FRAME_CONFIDENCE and misfit_by_meaning(group, scores):
            best = max(scores, key=lambda g: scores[g])
            out.append(_Misfit(i, c, _targets(best, _value(c))))
            continue
        org = other_org(group, scores)
        if org is not None and not _with_job(c, claims[i], messages[i].text):
            out.append(_Misfit(i, c, _MOVES[org], keep=True))
    return out


def _targets(group: str, value: str) -> frozenset[str]:
    """The slots a value nearest `group` may move to: a ticket's labelled values hold its
    assignees too, so a capitalised one is a person ("reports to Suresh")."""
    if group == "ticket" and value[:1].isupper():
        return _NAME_SLOTS
    return _MOVES.get(group, frozenset())


def _with_job(claim: Claim, found: list[Claim], text: str) -> bool:
    """An employer said with a job of the same person ("started at Purdue as a lab
    technician"), beside another employer the message ends for them ("Ecobank let me go last
    week, starting at Stanbic on Monday"), or with work just before it ("coaches the under-16
    boys at Riverside"): the place is a workplace, whatever its name sounds like."""
    return claim.predicate == "works_at" and (
        any(c.subject == claim.subject and c.predicate in ("occupation", "role") for c in found)
        or any(
            c.subject == claim.subject
            and c.predicate == "works_at"
            and c.action == "end"
            and _value(c) != _value(claim)
            for c in found
        )
        or work_said_before(text, claim.span, _value(claim))
    )


def _moved(
    messages: Sequence[Message], misfits: list[_Misfit], matcher: ValueMatcher | None
) -> dict[int, Claim | None]:
    """Each misfit claim (by id) on the slot its sentence fits, or None (dropped). The sentence
    must be at least `MOVE_MIN` similar to a slot of the value's kind and nearer it than to
    the claim's own slot, and the value must pass that slot's typed test (`kind_misfit`: no
    meeting at "holiday"). For a value that may stay (`keep`: an organisation's name), the
    sentence has its value masked (a gym's name pulls any sentence to the gym) and must be
    nearer the other slot by `KEEP_MARGIN`, at `KEEP_MIN` or more."""
    out: dict[int, Claim | None] = {id(m.claim): m.claim if m.keep else None for m in misfits}
    movable = [m for m in misfits if m.targets]
    if matcher is None or not movable:
        return out
    clauses = [_sentence(messages[m.message].text, m.claim, m.keep) for m in movable]
    target = matcher.nearest(clauses, [m.targets for m in movable], [0.0] * len(movable))
    own = matcher.nearest(
        clauses, [frozenset({m.claim.predicate}) for m in movable], [0.0] * len(movable)
    )
    for m, (slot, sim), (_, own_sim) in zip(movable, target, own, strict=True):
        bar = (KEEP_MIN, KEEP_MARGIN) if m.keep else (MOVE_MIN, 0.0)
        if slot is not None and sim >= bar[0] and sim - own_sim > bar[1]:
            text = messages[m.message].text
            if kind_misfit(slot, _value(m.claim), text, m.claim.span) is not None:
                continue  # moved where it fits no better: "holiday" as a meeting's time
            out[id(m.claim)] = _on_slot(m.claim, slot, messages[m.message])
    return out


def _on_slot(claim: Claim, slot: str, message: Message) -> Claim:
    value = _value(claim)
    name = slot_kind(slot) in ("entity", "person")
    return replace(
        claim,
        predicate=slot,
        object=value if name else None,
        value=None if name else value,
        valid_from=message.observed_at if is_time_predicate(slot) else claim.valid_from,
        statement=render(claim.subject, slot, value, claim.action, claim.polarity),
    )


_SENTENCE_END = re.compile(r"[.!?\n]")


def _sentence(text: str, claim: Claim, masked: bool) -> str:
    """The sentence the claim was read from (its span widened to the sentence); `masked`:
    with its value said as "X"."""
    start, end = max(0, claim.span[0]), min(len(text), max(claim.span[1], claim.span[0]))
    before = [m.end() for m in _SENTENCE_END.finditer(text, max(0, start - 300), start)]
    after = _SENTENCE_END.search(text, end, end + 300)
    first = before[-1] if before else max(0, start - 300)
    sentence = text[first : after.end() if after else end + 300].strip()
    value = _value(claim)
    if not value or not masked:
        return sentence
    return re.sub(re.escape(value), "X", sentence, count=1, flags=re.IGNORECASE)
