"""Ended below the present: for a question about now, a fact that no longer holds does not
lead what replaced it.

A fact whose version does not hold now (`current: false`, "Lena lives in Porto", ended in
September) stays in the answer as history, but it moves just below

- the current facts of the same subject (whatever slot: the question's words chose them), and
- the messages by or about the same person said at or after the fact's newest source that
  share a content word with it (`present_first.same_topic`: "I don't live in Porto anymore").

Nothing else moves, and only the final `k` is permuted (which results are returned is
unchanged). The engine runs this stage only when the question asks about now: no time in it,
no explicit basis, not in the past tense (`present_first.asks_about_the_past`).
"""

from __future__ import annotations

from collections.abc import Sequence

from chronofact.graph.entities import name_key
from chronofact.graph.recall.basis import RecallBasis
from chronofact.graph.recall.present_first import Said, asks_about_the_past, said_of, same_topic
from chronofact.graph.recall.results import RecallResult

__all__ = ["asks_about_now", "ended_below"]


def asks_about_now(basis: RecallBasis, question: str) -> bool:
    """No time in the question (none applied, none ignored) and not in the past tense."""
    return basis.intent is None and basis.ignored is None and not asks_about_the_past(question)


def _subject_key(result: RecallResult) -> str | None:
    if result.fact is None:
        return None
    name = (result.fact.get("subject") or {}).get("name")
    return name_key(str(name)) if name else None


def _ranks_above(results: Sequence[RecallResult], said: Sequence[Said], i: int) -> list[int]:
    """The results the ended fact at `i` belongs below."""
    subject = _subject_key(results[i])
    at = said[i].at
    out = []
    for j, other in enumerate(results):
        if j == i:
            continue
        if other.fact is not None:
            if other.current is True and subject is not None and _subject_key(other) == subject:
                out.append(j)
            continue
        newer = said[j].at
        if at is not None and newer is not None and newer >= at and same_topic(said[j], said[i]):
            out.append(j)
    return out


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
