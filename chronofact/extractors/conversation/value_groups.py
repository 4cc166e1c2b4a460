"""Labelled values per slot group, and which groups' values a slot may hold (pure but for
the vectors, loaded once from `value_kinds.npz`: the MiniLM vectors of the `old`/`new` values
of the readable change sets by their category, built by `bench/build_value_kinds.py`).

`ValueKinds.scores` gives, per group, a value's mean cosine to its `TOP` nearest labelled
values; `misfit_by_meaning` says a value of a slot is of another kind; `other_org` says an
organisation's name read on one organisation's slot is another's (`value_fit` uses them).
"""

from __future__ import annotations

import threading
from importlib import resources

import numpy as np
import numpy.typing as npt

__all__ = [
    "MARGIN",
    "ORG_GROUPS",
    "ORG_MARGIN",
    "OTHER_AT_LEAST",
    "TOP",
    "ValueKinds",
    "group_of",
    "kinds",
    "misfit_by_meaning",
    "other_org",
]

MARGIN = 0.15
"""How much nearer (mean cosine of the `TOP` nearest labelled values) a group of another kind
must be than the slot's own groups for the value to be dropped."""
TOP = 3
OTHER_AT_LEAST = 0.5
"""The group of another kind must itself be this near (one odd word, "Sprinter", "Bolt", is
near nothing much)."""
ORG_MARGIN = 0.1
"""How much nearer another organisation's slot's labelled values must be (`other_org`)."""
ORG_GROUPS = frozenset({"employer", "school", "gym", "bank"})
"""The groups of organisations' names (`other_org`)."""

_GROUP_OF = {
    "works_at": "employer",
    "lives_in": "residence",
    "partner": "partner",
    "married_to": "partner",
    "engaged_to": "partner",
    "diet": "diet",
    "studies_at": "school",
    "manager": "manager",
    "vehicle": "vehicle",
    "uses_phone": "device",
    "uses_laptop": "device",
    "uses_device": "device",
    "project": "project",
    "meeting_place": "meeting",
    "deadline": "deadline",
    "gym": "gym",
    "doctor": "doctor",
    "dentist": "doctor",
    "hobby": "hobby",
    "learning_instrument": "hobby",
    "supports_team": "team",
    "learning_language": "language",
    "bank": "bank",
    "occupation": "job_title",
    "role": "job_title",
    "relationship_status": "relationship_status",
    "has_pet": "pet",
}

_NAMES = frozenset({"partner", "manager", "doctor", "pet", "ticket"})
_ALL = frozenset(
    {"employer", "residence", "school", "bank", "gym", "team", "language", "diet", "hobby"}
    | {"vehicle", "pet", "job_title", "relationship_status", "project", "device", "meeting"}
    | {"deadline", "order", "ticket", "partner", "manager", "doctor"}
)
_ORGS = frozenset({"employer", "school", "bank", "gym"})
_COMPATIBLE: dict[str, frozenset[str]] = {
    "employer": _ORGS | {"project", "device", "vehicle", "residence", "team"},
    "school": _ORGS | {"residence", "team"},
    "bank": _ORGS | {"residence"},
    "gym": _ORGS | {"hobby", "residence"},
    "residence": frozenset({"residence", "school", "employer", "team", "project", "meeting"}),
    "partner": _NAMES | {"relationship_status"},
    "manager": _NAMES,
    "doctor": _NAMES | {"school"},
    "pet": _NAMES | {"employer", "hobby", "diet", "vehicle", "residence", "language", "team"},
    "team": frozenset({"team", "residence", "employer", "school", "project", "job_title"}),
    "deadline": frozenset({"deadline", "meeting"}),
    "meeting": frozenset({"deadline", "meeting", "residence", "gym"}) | _NAMES,
    "relationship_status": frozenset({"relationship_status", "partner"}),
    "hobby": frozenset({"hobby", "gym", "language", "diet", "project", "pet"}),
    "diet": frozenset({"diet", "hobby"}),
    "vehicle": _ALL - {"meeting", "deadline", "ticket", "order", "relationship_status", "language"},
    "device": frozenset({"device", "vehicle", "employer"}),
    "language": frozenset({"language", "hobby"}),
    "job_title": frozenset({"job_title", "project", "hobby", "vehicle"}),
    "project": frozenset(
        {"project", "job_title", "hobby", "employer", "residence", "school", "team", "diet"}
        | {"vehicle", "device", "gym", "bank"}
    ),
}
"""Groups whose values a slot group may share: a value nearest one of these fits."""


def group_of(predicate: str) -> str | None:
    """The labelled group of a predicate's values (None: not checked by meaning)."""
    return _GROUP_OF.get(predicate)


class ValueKinds:
    """Labelled value vectors per slot group (`value_kinds.npz`), loaded on first use."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._groups: list[str] = []
        self._rows: list[npt.NDArray[np.float32]] = []

    def load(self) -> None:
        """Read the labelled vectors (once; later calls return at once)."""
        with self._lock:
            if self._groups:
                return
            path = resources.files("chronofact.extractors.conversation") / "value_kinds.npz"
            with path.open("rb") as handle, np.load(handle) as data:
                groups = [str(g) for g in data["groups"]]
                labels = data["labels"]
                vectors = data["vectors"].astype(np.float32)
            vectors /= np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)
            self._rows = [vectors[labels == i] for i in range(len(groups))]
            self._groups = groups

    def scores(self, vectors: npt.NDArray[np.float32]) -> dict[str, npt.NDArray[np.float32]]:
        """Per group, each vector's mean cosine to its `TOP` nearest labelled values."""
        self.load()
        out: dict[str, npt.NDArray[np.float32]] = {}
        for group, rows in zip(self._groups, self._rows, strict=True):
            sims = vectors @ rows.T
            top = min(TOP, rows.shape[0])
            out[group] = np.sort(sims, axis=1)[:, -top:].mean(axis=1).astype(np.float32)
        return out


kinds = ValueKinds()
"""The one set of labelled vectors of the process."""


def misfit_by_meaning(group: str, scores: dict[str, float]) -> bool:
    """The value's nearest labelled values lie in a group of another kind, by `MARGIN`."""
    fits = _COMPATIBLE.get(group, frozenset({group}))
    own = max((s for g, s in scores.items() if g in fits), default=-1.0)
    other = max((s for g, s in scores.items() if g not in fits), default=-1.0)
    return other >= OTHER_AT_LEAST and other - own > MARGIN


def other_org(group: str, scores: dict[str, float]) -> str | None:
    """For a value on an organisation's slot (an employer, a school, a gym, a bank): the other
    organisation's slot whose labelled values are the nearest of all, nearer than its own by
    `ORG_MARGIN` ("SMU" read as an employer is a school's name; "Hyderabad", nearest homes,
    is not moved), else None."""
    if group not in ORG_GROUPS:
        return None
    best = max(scores, key=lambda g: scores[g])
    if best in ORG_GROUPS and best != group and scores[best] - scores.get(group, -1.0) > ORG_MARGIN:
        return best
    return None
