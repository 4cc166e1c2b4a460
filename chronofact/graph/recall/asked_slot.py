"""Which slot a question asks about, by meaning: the question's MiniLM vector against prototype
sentences of the canonical slots.

The slots are the extractor's canonical vocabulary (`extractors.conversation.slot_vocab`,
read-only): its statement prototypes ("I work at a company.") plus the question forms below
("Where does she work?"), written in general words. A question's score for a slot is its
highest cosine similarity to that slot's prototypes (vectors are unit length). The prototype
vectors are embedded once per embedder and kept (`prototype_matrix`), so scoring a question
costs one small matrix product on the vector recall has already computed.

A fact's predicate is mapped onto these slots (`slots_of_predicate`): the slot of the same name,
the slots of its family (`graph.slot_names.slot_family`: "employer" is `works_at`, "dentist"
is `doctor`), and a few predicates the extractor writes for a slot's value under another name
(`status` for order and ticket states, `married_to` for a partner, `drinks` for diet, ...).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from chronofact.extractors.conversation.slot_vocab import SLOTS
from chronofact.graph.slot_names import NO_SLOT, slots_of_predicate

__all__ = [
    "NO_SLOT",
    "PAST_QUESTION_PROTOTYPES",
    "QUESTION_PROTOTYPES",
    "SlotScores",
    "answer_slots",
    "prototype_matrix",
    "slot_scores",
    "slots_of_predicate",
]

TextEmbedder = Callable[[str], list[float]]


QUESTION_PROTOTYPES: Mapping[str, tuple[str, ...]] = {
    "works_at": ("Where does she work?", "Which company does he work for?", "Who is his employer?"),
    "occupation": (
        "What is her job?",
        "What does he do for a living?",
        "What does she do for work?",
        "What is his job title?",
        "What is her role at work?",
    ),
    "lives_in": ("Where does she live?", "Which city is he based in?", "Where is their home?"),
    "studies_at": (
        "Which school does she go to?",
        "Where does he study?",
        "Which university does she attend?",
    ),
    "partner": ("Who is she dating?", "Who is his girlfriend?", "Who is her partner?"),
    "relationship_status": (
        "Is he married?",
        "What is her relationship status?",
        "Is she single?",
    ),
    "manager": ("Who is her boss?", "Who does he report to?", "Who is his manager?"),
    "diet": ("What diet is she on?", "What does he eat?", "Is she vegetarian?"),
    "has_pet": ("What pet does she have?", "What is the name of his dog?"),
    "vehicle": ("What car does he drive?", "How does she get to work?", "What bike does he ride?"),
    "uses_phone": ("What phone does she use?",),
    "uses_laptop": ("What laptop does he use?",),
    "uses_device": ("What device does she use?", "What watch does he wear?"),
    "supports_team": (
        "Which team does he support?",
        "Which club is she a fan of?",
        "Which team does he play for?",
        "Which sports team does she play in?",
    ),
    "hobby": (
        "What is her hobby?",
        "What does he do in his free time?",
        "What sport does she do?",
    ),
    "learning_language": ("What language is she learning?",),
    "project": (
        "Which project does he lead?",
        "What project is she working on?",
        "What is he working on?",
        "What does she work on?",
        "Which team is she on at work?",
        "Which team at work is he in?",
    ),
    "gym": ("Which gym does she go to?", "Where does he work out?"),
    "doctor": ("Who is her doctor?", "Who is his dentist?", "Which therapist does she see?"),
    "bank": ("Which bank does he use?", "Where does she bank?"),
    "meeting_time": ("When is the meeting?", "What time is the call?"),
    "meeting_place": ("Where is the meeting held?", "Where does the club meet?"),
    "deadline": ("When is it due?", "What is the deadline?"),
    "order_status": ("What is the status of the order?", "Has the parcel arrived?"),
    "ticket_status": ("What is the status of the ticket?", "Has the request been approved?"),
}
"""Questions asking for each slot's value, in general words (no case set's names or values)."""

PAST_QUESTION_PROTOTYPES: Mapping[str, tuple[str, ...]] = {
    "works_at": ("Where did she work?",),
    "occupation": ("What was his job?", "What did she do for a living?"),
    "lives_in": ("Where did he live?",),
    "studies_at": ("Which school did she go to?", "Where did he study?"),
    "partner": ("Who was she dating?",),
    "relationship_status": ("Was he married?", "What was her relationship status?"),
    "manager": ("Who was her boss?",),
    "diet": ("What diet was he on?", "What did she eat?"),
    "has_pet": ("What pet did he have?",),
    "vehicle": ("What car did she drive?", "How did he get to work?"),
    "uses_phone": ("What phone did he use?",),
    "uses_laptop": ("What laptop did she use?",),
    "uses_device": ("What device did he use?",),
    "supports_team": ("Which team did she support?", "Which club did he play for?"),
    "hobby": ("What was his hobby?", "What did she do in her free time?"),
    "learning_language": ("What language was he learning?",),
    "project": (
        "Which project did she lead?",
        "Which team was he on at work?",
        "What was she working on?",
    ),
    "gym": ("Which gym did he go to?", "Where did she work out?"),
    "doctor": ("Who was his doctor?",),
    "bank": ("Which bank did she use?",),
    "meeting_time": ("When was the meeting?",),
    "meeting_place": ("Where was the meeting held?",),
    "deadline": ("When was it due?",),
    "order_status": ("What was the status of the order?",),
    "ticket_status": ("What was the status of the ticket?",),
}
"""The same questions in the past tense, as questions about an earlier date are asked ("where
did she work in March?")."""


@dataclass(frozen=True)
class _Prototypes:
    slots: tuple[str, ...]
    """The slot of each row of `matrix`."""
    matrix: npt.NDArray[np.float32]


_cache: dict[int, _Prototypes] = {}
_cache_lock = threading.Lock()


def prototype_matrix(embed: TextEmbedder) -> _Prototypes:
    """The prototype vectors under `embed`, computed on first use and kept per embedder (pass
    the embedder function itself, not a bound method made per call: the cache keys on it)."""
    key = id(embed)
    with _cache_lock:
        found = _cache.get(key)
        if found is not None:
            return found
        slots: list[str] = []
        texts: list[str] = []
        for slot, spec in SLOTS.items():
            forms = (
                *spec.prototypes,
                *QUESTION_PROTOTYPES.get(slot, ()),
                *PAST_QUESTION_PROTOTYPES.get(slot, ()),
            )
            texts.extend(forms)
            slots.extend([slot] * len(forms))
        matrix = np.asarray([embed(t) for t in texts], dtype=np.float32)
        _cache[key] = _Prototypes(tuple(slots), matrix)
        return _cache[key]


@dataclass(frozen=True)
class SlotScores:
    """A question's similarity to each slot (its best prototype)."""

    by_slot: Mapping[str, float]

    @property
    def best(self) -> float:
        return max(self.by_slot.values(), default=-1.0)

    @property
    def best_slot(self) -> str | None:
        """The slot scoring highest (the first of a tie; None without any)."""
        return max(self.by_slot, key=self.by_slot.__getitem__, default=None)

    def of(self, slots: frozenset[str]) -> float:
        """The best score among `slots` (-1 without any)."""
        return max((self.by_slot.get(s, -1.0) for s in slots), default=-1.0)


def answer_slots(predicate: str) -> frozenset[str]:
    """The canonical slots a fact's predicate answers (`slots_of_predicate`), or, for a
    compound predicate with none, those of its last word ("heart_specialist" is a
    `specialist`: `doctor`; "new_dentist": `doctor`). A partner answers a question about
    relationship status too ("Is Oscar single?" after "Oscar is dating Freya")."""
    slots = slots_of_predicate(predicate)
    head = predicate.casefold().rsplit("_", 1)
    slots = slots or (slots_of_predicate(head[1]) if len(head) == 2 and head[1] else slots)
    return slots | _STATUS if "partner" in slots else slots


_STATUS = frozenset({"relationship_status"})


def slot_scores(vector: list[float], embed: TextEmbedder) -> SlotScores | None:
    """The question vector's score per slot; None when its dimension is not the prototypes'
    (a caller-supplied embedding from another model)."""
    protos = prototype_matrix(embed)
    q = np.asarray(vector, dtype=np.float32)
    if protos.matrix.ndim != 2 or q.shape != (protos.matrix.shape[1],):
        return None
    sims = protos.matrix @ q
    by_slot: dict[str, float] = {}
    for slot, score in zip(protos.slots, sims.tolist(), strict=True):
        if score > by_slot.get(slot, -2.0):
            by_slot[slot] = float(score)
    return SlotScores(by_slot)
