"""An open-tail slot the question asks by meaning: "Who supplies Fiona's energy?" is answered by
"Fiona's energy supplier is Octopus" (predicate `energy_supplier`), "What is Sean's usual pizza
place?" by his `usual_restaurant`, though neither question says the predicate's words.

The canonical slots are asked by meaning (`asked_slot`) and the open tail by its words
(`open_named`). A question in other words about an open-tail kind scored some canonical slot
first instead ("supplies her energy" is nearest `works_at`, "her usual pizza place" `lives_in`),
and the person's fact on that slot (a project, a home) led the answer. Here each open-tail
predicate of the asked person's holding facts is read as a question of its own ("What is her
energy supplier?"), embedded once per embedder and kept, and scored against the bare question
(its people taken out, as `slot_first` scores it). The nearest open-tail facts are the answer
when they score at least `OPEN_MIN` and lead the nearest canonical fact by `OPEN_LEAD` (a
canonical slot's prototypes are the very questions asked, so its scores run higher: "Where does
she work?" scores `works_at` 1.0 and "What is her volunteers at?" 0.6), or, when the question
names the kind by a word (`open_named`), score at least `NAMED_MIN` and no less than it.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence

import numpy as np

from chronofact.graph.recall.asked_slot import answer_slots
from chronofact.graph.recall.open_named import WORD
from chronofact.graph.recall.results import RecallResult

__all__ = ["NAMED_MIN", "OPEN_LEAD", "OPEN_MIN", "open_meant_answer", "predicate_question"]

TextEmbedder = Callable[[str], list[float]]

OPEN_MIN = 0.65
"""An open-tail predicate's question must be at least this near the bare question ("What is
her usual pizza place?" and "What is her usual restaurant?": 0.80; "Who cuts her hair?" and
"What is her hair colour?": 0.61, a neighbour in words, not what is asked) ..."""
OPEN_LEAD = 0.1
"""... and this much nearer than the nearest canonical slot of the asked person's facts."""
NAMED_MIN = 0.55
"""For a predicate whose kind the question names by a word ("inhaler", "energy"), this near
and no lead: "What inhaler does she use for her asthma?" and "What is her medication?" score
0.58 ("Which nursery do the twins go to?" and "What is her childcare?" 0.52: too far)."""
_KEPT = 4096
"""Predicate vectors kept per process (the open tail is a few hundred predicates in use)."""

_kept: OrderedDict[tuple[int, str], np.ndarray] = OrderedDict()
_kept_lock = threading.Lock()


def predicate_question(predicate: str) -> str | None:
    """The question an open-tail predicate answers ("energy_supplier": "What is her energy
    supplier?"); None for a predicate of no words."""
    words = " ".join(WORD.findall(predicate.replace("_", " ").casefold()))
    return f"What is her {words}?" if words else None


def _vector(predicate: str, embed: TextEmbedder) -> np.ndarray | None:
    question = predicate_question(predicate)
    if question is None:
        return None
    key = (id(embed), predicate)
    with _kept_lock:
        found = _kept.get(key)
        if found is not None:
            _kept.move_to_end(key)
            return found
    vector = np.asarray(embed(question), dtype=np.float32)
    with _kept_lock:
        _kept[key] = vector
        while len(_kept) > _KEPT:
            _kept.popitem(last=False)
    return vector


def open_meant_answer(
    results: Sequence[RecallResult],
    questions: Sequence[list[float]],
    candidate: Callable[[RecallResult], bool],
    canonical_best: float,
    embed: TextEmbedder,
    kind_named: Callable[[str], bool] = lambda predicate: False,
) -> list[int]:
    """Positions of the asked person's open-tail facts whose predicate the question means
    (rank order; empty when none): `questions` are the bare question's vectors (each form's),
    `candidate` says which results are the asked person's holding facts, `canonical_best` is
    the best score of their canonical facts' slots (-1 with none). A predicate whose kind the
    question names by a word (`kind_named`: "insures" for `home_insurer`) needs no lead, only
    to score at least the canonical best ("Which company insures Cathal's house?" is nearer
    `works_at` than most questions about an insurer are to anything canonical)."""
    scored: list[tuple[int, float]] = []
    asked = [np.asarray(q, dtype=np.float32) for q in questions]
    for i, r in enumerate(results):
        predicate = str((r.fact or {}).get("predicate") or "").casefold()
        if not predicate or not candidate(r) or answer_slots(predicate):
            continue
        vector = _vector(predicate, embed)
        if vector is None or not asked or vector.shape != asked[0].shape:
            continue
        score = max(float(q @ vector) for q in asked)
        named = kind_named(predicate)
        floor, lead = (NAMED_MIN, 0.0) if named else (OPEN_MIN, OPEN_LEAD)
        if score >= floor and score >= canonical_best + lead:
            scored.append((i, score))
    top = max((score for _, score in scored), default=-1.0)
    return [i for i, score in scored if score >= top]
