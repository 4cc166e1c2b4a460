"""An open-tail slot the question names: "Which choir does Eleanor sing in?" is answered by
"Eleanor sings with Rock Choir" (predicate `choir`), "What's Chiara's usual coffee order?" by
her `coffee_order`.

The canonical slots are asked by meaning (`asked_slot`); the open tail (a choir, a vet, a
mobile network, a coffee order) has no prototype there, so `slot_first` moved nothing and a
message sharing more of the question's words ("We've started going to the ISKCON temple")
led the fact. Here, when no canonical fact answers, the asked person's holding facts on a
predicate outside the canonical slots whose words the question says (each word, or its
singular: "vets" / "vet"), or one of the words its kind is asked by (`ASKED_BY`: "temple"
for `place_of_worship`, "network" for `mobile_carrier`, "insures" for an insurer), are the
answer, those named in their own words first ("What voice part does Mats sing?" asks his
`voice_part`, not his choir). A kind asked outright by a phrase (`ASKED_IN`: "What time does
Maeve get up?" for `wake_up`) is the answer before any canonical slot, like its own words.
Pure.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from chronofact.graph.recall.asked_slot import answer_slots
from chronofact.graph.recall.results import RecallResult

__all__ = [
    "ASKED_BY",
    "ASKED_IN",
    "WORD",
    "names_its_kind",
    "open_named_answer",
    "open_said_answer",
    "says_predicate",
    "singular",
]

WORD = re.compile(r"[^\W_]+", re.UNICODE)
"""A word of a question or a predicate (letters and digits)."""
_INSURER = frozenset({"insures", "insure", "insurer", "insurance", "insured"})
ASKED_BY: dict[str, frozenset[str]] = {
    "place_of_worship": frozenset(
        [
            "temple",
            "church",
            "mosque",
            "synagogue",
            "shul",
            "gurdwara",
            "mandir",
            "worship",
            "pray",
            "prays",
            "mass",
            "congregation",
            "parish",
            "chapel",
        ]
    ),
    "mobile_carrier": frozenset(["network", "carrier", "mobile", "sim", "phone", "provider"]),
    "internet_provider": frozenset(["internet", "broadband", "fibre", "fiber", "wifi", "isp"]),
    "energy_supplier": frozenset(["energy", "supplier", "gas", "electricity", "electric", "power"]),
    "pharmacy": frozenset(["pharmacy", "prescriptions", "prescription", "chemist"]),
    "email_provider": frozenset(["email", "e-mail", "mail", "inbox", "webmail"]),
    "cloud_storage": frozenset(["cloud", "storage", "backup", "backups", "photos", "files"]),
    "medication": frozenset(
        [
            "medication",
            "medications",
            "medicine",
            "medicines",
            "meds",
            "tablets",
            "pills",
            "drug",
            "drugs",
            "prescribed",
            "taking",
            "takes",
            "dose",
            "inhaler",
        ]
    ),
    "voice_part": frozenset(["voice", "part"]),
    "bedtime": frozenset(["bed", "bedtime"]),
    "supermarket": frozenset(["shop", "shopping", "groceries", "grocery", "supermarket"]),
    "choir": frozenset(["choir", "chorus"]),
    "running_club": frozenset(["running", "run", "runs", "jogging", "harriers", "striders"]),
    "parking_spot": frozenset(["park", "parks", "parked", "parking", "bay", "spot", "space"]),
    "grows": frozenset(["growing", "grow", "grows", "crop", "crops"]),
    "usual_restaurant": frozenset(["restaurant", "eat", "dinner", "lunch", "brunch", "curry"]),
    "reading": frozenset(["book", "reading", "novel", "read", "reads"]),
    "shift": frozenset(["shift", "shifts", "rota", "roster", "nights", "hours"]),
    "car_insurer": _INSURER,
    "home_insurer": _INSURER,
    "health_insurer": _INSURER,
    "pet_insurer": _INSURER,
    "travel_insurer": _INSURER,
    "insurer": _INSURER,
}
"""Words a question asks an open-tail kind by, beside its own ("Which temple ...?")."""
ASKED_IN: dict[str, tuple[str, ...]] = {
    "wake_up": ("get up", "gets up", "getting up", "wake up", "wakes up", "alarm", "up at"),
    "bedtime": ("go to bed", "goes to bed", "bedtime", "in bed by", "to sleep"),
    "supermarket": ("food shop", "food shopping", "big shop", "weekly shop", "grocery shopping"),
    "barber": ("cuts", "haircut", "haircuts"),
    "hairdresser": ("cuts", "haircut", "haircuts"),
    "accountant": ("taxes", "tax return", "tax returns", "bookkeeping"),
    "parking_spot": ("park", "parks", "parked", "parking"),
    "grows": ("growing", "grow", "grows"),
    "usual_restaurant": ("restaurant",),
    "running_club": ("running club", "running group", "run club"),
    "assigned_to": (
        "who owns",
        "who owned",
        "who s handling",
        "who is handling",
        "who was handling",
        "assigned to",
        "owner of",
        "who is working on",
        "who was working on",
    ),
    "shift": (
        "what hours",
        "which hours",
        "working hours",
        "which nights",
        "what nights",
        "which shifts",
        "what shifts",
        "shift pattern",
        "rota",
    ),
}
"""Phrases that ask an open-tail kind outright, before any canonical slot ("What time does
Maeve get up?" scores the meeting time and, as close, the way one gets around)."""
_QUIET = frozenset(
    {"of", "the", "a", "an", "at", "in", "on", "for", "with", "to", "s"}
    | {"is", "are", "was", "were", "be", "has", "have", "had", "do", "does", "did", "it"}
)
"""Words of a predicate that say nothing of its kind ("is_a" names no slot a question asks)."""


def singular(word: str) -> str:
    """The word without a plural "s" ("lectures": "lecture"; not "class")."""
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def _own_words(predicate: str, words: set[str]) -> bool:
    """The question says every word of the predicate ("coffee order")."""
    parts = {singular(w) for w in WORD.findall(predicate.replace("_", " "))} - _QUIET
    return bool(parts) and parts <= words


def _asked_by(predicate: str, words: set[str]) -> bool:
    """The question says a word its kind is asked by ("temple"; "tablet" of "tablets")."""
    return bool({singular(w) for w in ASKED_BY.get(predicate, frozenset())} & words)


def _open_tail(
    results: Sequence[RecallResult], candidate: Callable[[RecallResult], bool]
) -> list[tuple[int, str]]:
    out = []
    for i, r in enumerate(results):
        predicate = str((r.fact or {}).get("predicate") or "").casefold()
        if candidate(r) and predicate and not answer_slots(predicate):
            out.append((i, predicate))
    return out


def _question_words(question: str) -> set[str]:
    said = {w.casefold() for w in WORD.findall(question)}
    return said | {singular(w) for w in said}


def says_predicate(predicate: str, question: str) -> bool:
    """The question says every word of the predicate ("What is the status of ...?" says
    `status`)."""
    return _own_words(predicate.casefold(), _question_words(question))


def names_its_kind(predicate: str, question: str) -> bool:
    """The question says a word the open-tail kind `predicate` is asked by (`ASKED_BY`:
    "insures" for an insurer) or a phrase that asks it (`ASKED_IN`: "cuts" for a barber)."""
    said = " " + " ".join(WORD.findall(question.casefold())) + " "
    phrased = any(f" {p} " in said for p in ASKED_IN.get(predicate, ()))
    return phrased or _asked_by(predicate, _question_words(question))


def open_said_answer(
    results: Sequence[RecallResult],
    question: str,
    candidate: Callable[[RecallResult], bool],
) -> list[int]:
    """Positions of the facts on an open-tail slot the question says in the slot's own words
    ("Where does Mirela volunteer?" and `volunteers_at`) or asks outright (`ASKED_IN`: "What
    time does Maeve get up?" and `wake_up`); empty when none: asked before the canonical
    slots, whose nearest one by meaning (an occupation) is a guess."""
    words = _question_words(question)
    said = " " + " ".join(WORD.findall(question.casefold())) + " "
    return [
        i
        for i, predicate in _open_tail(results, candidate)
        if _own_words(predicate, words)
        or any(f" {p} " in said for p in ASKED_IN.get(predicate, ()))
        or _favourite_thing(predicate, words)
    ]


def _favourite_thing(predicate: str, words: set[str]) -> bool:
    """A favourite whose thing the question says ("Which band is Bea obsessed with?" asks her
    `favourite_band`)."""
    return predicate.startswith("favourite_") and _own_words(predicate[len("favourite_") :], words)


def open_named_answer(
    results: Sequence[RecallResult],
    question: str,
    candidate: Callable[[RecallResult], bool],
) -> list[int]:
    """Positions of the facts answering an open-tail slot the question names (rank order;
    empty when none): `candidate` says which results are the asked person's holding facts."""
    words = _question_words(question)
    open_tail = _open_tail(results, candidate)
    # a predicate the question says in its own words before one it asks by a kind's word
    own = open_said_answer(results, question, candidate)
    return own or [i for i, predicate in open_tail if _asked_by(predicate, words)]
