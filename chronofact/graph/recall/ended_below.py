"""Ended below the present: for a question about now, a fact that no longer holds does not
lead what replaced it.

A fact whose version does not hold now (`current: false`, "Lena lives in Porto", ended in
September) stays in the answer as history, but it moves just below

- the current facts of the same subject on its own slot, or on a slot not known to be
  another ("Piet has a dog" ended does not go below "Piet lives in Utrecht", said before it
  ended: the home is not what replaced the dog; an unknown predicate may be),
- the current facts said at or after it ended by or about the same person (a subject or a
  source's speaker), whatever their subject, on its slot or one not known to be another, or
  on any slot when told with the end (within `WITH_THE_END`; "Lukas has a cat", said two
  months after his job ended, is not what replaced the job): what ended
  it was said then, and a fact read from that message is likelier the present than the
  ended one, even when the extractor wrote it under another subject ("Sato-san retired,
  Watanabe is running the team now"), and
- the messages by or about the same person said at or after the fact's newest source that
  share a content word with it (`present_first.same_topic`: "I don't live in Porto anymore"),
  and those said at or after the fact ended that say something changed or is new, whatever
  their other words: the version ended when a message said so, and what replaced it is in
  that message even when the extractor could not read it ("finally moved!! tokyo life
  begins" after "Yuki lives in Osaka" ended).

Nothing else moves, and only the final `k` is permuted (which results are returned is
unchanged). The engine runs this stage only when the question asks about now: no time in it,
no explicit basis, not in the past tense (`present_first.asks_about_the_past`).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta

from chronofact.graph.entities import name_key
from chronofact.graph.recall.asked_slot import answer_slots
from chronofact.graph.recall.basis import RecallBasis
from chronofact.graph.recall.present_first import (
    Said,
    asks_about_the_past,
    said_of,
    same_topic,
    says_change,
    says_new_state,
)
from chronofact.graph.recall.results import RecallResult
from chronofact.graph.time import from_db

__all__ = ["asks_about_now", "ended_below"]


def asks_about_now(basis: RecallBasis, question: str) -> bool:
    """No time in the question (none applied, none ignored) and not in the past tense."""
    return basis.intent is None and basis.ignored is None and not asks_about_the_past(question)


def _subject_key(result: RecallResult) -> str | None:
    if result.fact is None:
        return None
    name = (result.fact.get("subject") or {}).get("name")
    return name_key(str(name)) if name else None


def _other_slot(result: RecallResult, ended: RecallResult) -> bool:
    """Both facts answer known slots and share none: the current one is about something
    else, not what replaced the ended one."""
    a = str((result.fact or {}).get("predicate") or "")
    b = str((ended.fact or {}).get("predicate") or "")
    if not a or not b or a == b:
        return False
    mine, theirs = answer_slots(a), answer_slots(b)
    return bool(mine) and bool(theirs) and not mine & theirs


def _ended_at(result: RecallResult) -> datetime | None:
    """When the fact's version stopped holding (its `valid_to`), if it did."""
    return from_db((result.fact or {}).get("valid_to"))


def _tells_a_change(message: RecallResult, said: Said, fact: Said) -> bool:
    """The message, said once the fact had ended, is by or about the same person and says
    that something changed or is new: it tells what ended the fact."""
    text = message.source.text if message.source is not None else None
    return bool(said.who & fact.who) and (says_change(text) or says_new_state(text))


def _said_since(newer: Said, fact: Said, ended: datetime | None) -> bool:
    """A current fact said once the fact had ended, by or about the same person: said with
    (or after) what ended it, whatever its subject ("Sato-san retired at the end of June,
    Watanabe is running the team now" after "Takeshi's manager is Sato-san" ended)."""
    return (
        ended is not None
        and newer.at is not None
        and newer.at >= ended
        and bool(newer.who & fact.who)
    )


WITH_THE_END = timedelta(days=1)
"""A fact told this soon after a version ended was told with what ended it."""


def _told_with_the_end(newer: Said, ended: datetime | None) -> bool:
    """Told when the version ended ("still at Crag House? nah, switched to Vertical World",
    the new gym read as a hobby): likelier what replaced it, whatever its slot."""
    return ended is not None and newer.at is not None and newer.at - ended <= WITH_THE_END


def _ranks_above(results: Sequence[RecallResult], said: Sequence[Said], i: int) -> list[int]:
    """The results the ended fact at `i` belongs below."""
    subject = _subject_key(results[i])
    at, ended = said[i].at, _ended_at(results[i])
    out = []
    for j, other in enumerate(results):
        if j == i:
            continue
        if other.fact is not None:
            if other.current is not True:
                continue
            same_subject = subject is not None and _subject_key(other) == subject
            held = same_subject and not _other_slot(other, results[i])
            later = _said_since(said[j], said[i], ended) and (
                not _other_slot(other, results[i]) or _told_with_the_end(said[j], ended)
            )
            if held or later:
                out.append(j)
            continue
        newer = said[j].at
        if newer is None:
            continue
        on_topic = at is not None and newer >= at and same_topic(said[j], said[i])
        after_end = ended is not None and newer >= ended
        if on_topic or (after_end and _tells_a_change(other, said[j], said[i])):
            out.append(j)
    return out


def ended_first(results: Sequence[RecallResult], i: int) -> list[RecallResult]:
    """The results with the ended fact at `i` as high as it may stand: just below the results
    it belongs below (see the module docstring), which lead in their own order."""
    said = [said_of(r) for r in results]
    above = sorted(_ranks_above(results, said, i))
    rest = [r for j, r in enumerate(results) if j != i and j not in above]
    return [*(results[j] for j in above), results[i], *rest]


def ended_below(results: Sequence[RecallResult]) -> list[RecallResult]:
    """The results with each fact that does not hold now moved just below the current facts
    of its subject and the newer messages about it (see the module docstring)."""
    said = [said_of(r) for r in results]
    order = list(range(len(results)))
    ended = [i for i, r in enumerate(results) if r.fact is not None and r.current is False]
    for i in ended:
        above = _ranks_above(results, said, i)
        if not above:
            continue
        here = order.index(i)
        lowest = max(order.index(j) for j in above)
        if lowest > here:
            order.pop(here)
            order.insert(lowest, i)
    return [results[i] for i in order]
