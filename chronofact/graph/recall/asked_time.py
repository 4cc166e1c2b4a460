"""The time of a thing the question asks a time of: "When is Morag's pottery class?" is
answered by her `class_time`, "When are Ananya's statistics lectures?" by her `lecture_time`,
"What day is Leen's ballet?" by her `ballet_time`.

A time predicate answers the canonical `meeting_time` (`asked_slot.answer_slots` reads its
last word), but a question about a class or a lecture scores a pastime nearer than a meeting
by meaning, so "Morag does pottery" led "Morag's class is at Saturday mornings". Here, when
the question opens by asking a time ("when", "what time", "what day", "which nights", ...),
the asked person's holding facts on `<thing>_time` whose thing the question says (each word,
or its singular) are the answer, before the canonical slots, with the person's meeting times
beside them (a reader puts a time it cannot tie to an event there: "can you remind me about
the team sync? it's Thursday 14:00 from this week"), and alone when the thing's own time
is no longer held ("yoga's on Thursdays at 7 now" after "my yoga class is Tuesdays at 6");
asked about now, the one said last leads (`slot_first`). Pure.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from chronofact.graph.recall.open_named import WORD, singular
from chronofact.graph.recall.results import RecallResult

__all__ = ["time_of_thing_answer"]

_ASKS_TIME = re.compile(
    r"^(?:when|what\s+times?|what\s+days?|which\s+days?|what\s+nights?|which\s+nights?|"
    r"how\s+early|how\s+late)\b",
    re.IGNORECASE,
)
_SUFFIX = "_time"
_GENERAL = "meeting_time"
"""The time a reader gives an event it cannot name ("it's Thursday 14:00 from this week"):
beside a thing's time, it may be that thing's newer time."""


def time_of_thing_answer(
    results: Sequence[RecallResult],
    question: str,
    candidate: Callable[[RecallResult], bool],
) -> list[int]:
    """Positions of the facts on the time of a thing the question asks a time of (rank order;
    empty when the question asks no time or no such fact holds): `candidate` says which
    results are the asked person's holding facts."""
    if _ASKS_TIME.match(question.strip()) is None:
        return []
    words = {singular(w.casefold()) for w in WORD.findall(question)}
    out, general, was = [], [], False
    for i, r in enumerate(results):
        predicate = str((r.fact or {}).get("predicate") or "").casefold()
        thing = {singular(w) for w in predicate[: -len(_SUFFIX)].split("_") if w}
        if not predicate.endswith(_SUFFIX) or not thing:
            continue
        if not candidate(r):
            was = was or (thing <= words and predicate != _GENERAL)
            continue
        if thing <= words:
            out.append(i)
        elif predicate == _GENERAL:
            general.append(i)
    # the thing's time ended and a time of no named event holds: that is its newer time
    # ("yoga's on Thursdays at 7 now" after "my yoga class is Tuesdays at 6")
    return sorted(out + general) if out or was else []
