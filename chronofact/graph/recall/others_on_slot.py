"""Another person's value of the asked slot is no answer: left out once the asked person's is
found.

"Where does Priya live?" after "Priya moved out in June; she lives in Walthamstow now. I'm
still in Hackney" recalls "Priya lives in Walthamstow" and the speaker's "Holly lives in
Hackney". Both are true and current, but only the first answers; the second, one line below,
reads to an agent like a second home of Priya's that still holds (Priya's old one, the
confidently stale answer the recall is built to avoid). So when a question asks about now
and `slot_first` has found the asked person's facts on the asked slot, the facts of *other*
people on those same canonical slots are dropped from the results (asked about the past or at
a date, the list keeps them: a past question often wants the whole exchange). Their other
facts stay (a relation such as "Holly's roommate is Priya" names the asked person), and so do
facts whose subject has no name key and every message; another person's value is still
recalled when they are the one asked about.
"""

from __future__ import annotations

from collections.abc import Sequence

from chronofact.graph.recall.asked_slot import answer_slots
from chronofact.graph.recall.asked_subject import subject_key
from chronofact.graph.recall.results import RecallResult

__all__ = ["others_on_slot_dropped"]


def _slots(result: RecallResult) -> frozenset[str]:
    return answer_slots(str((result.fact or {}).get("predicate") or ""))


def others_on_slot_dropped(
    results: Sequence[RecallResult], answer: Sequence[int], asked: frozenset[str]
) -> list[RecallResult]:
    """`results` without the facts of people other than the `asked` ones (their subject keys)
    on a canonical slot of the answering facts (`answer`: their positions)."""
    answered = frozenset().union(*(_slots(results[i]) for i in answer))
    if not answered:
        return list(results)
    kept = []
    for r in results:
        key = subject_key(r) if r.fact is not None else None
        if key is not None and key not in asked and _slots(r) & answered:
            continue
        kept.append(r)
    return kept
