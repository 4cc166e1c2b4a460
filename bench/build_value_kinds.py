"""Build `chronofact/extractors/conversation/value_kinds.npz`: labelled values per slot group,
from the readable change sets' `old`/`new` values and their `category` (the blind sets are never
read; `HELD_OUT` are left out to check the fit on values it never saw), with their MiniLM
vectors (int8, each row scaled to its largest component: only directions matter). `value_fit`
puts a claim's value beside its nearest labelled values.

    python -m bench.build_value_kinds
"""

from __future__ import annotations

import json
from pathlib import Path

DATA = Path(__file__).parent / "data"
TARGET = (
    Path(__file__).parent.parent / "chronofact" / "extractors" / "conversation" / "value_kinds.npz"
)
BLIND = frozenset(
    {"check2", "x11b", "x12b", "x13b", "x14b", "x15b", "x17b", "x18b", "x19b", "x21b", "x22b"}
    | {"x23b", "x24b"}
)
HELD_OUT = frozenset({"x10w", "t13a", "t13b", "t13c"})
"""Sets whose values are not in the file (the fit was checked on them, thirteenth session)."""

GROUP_OF = {
    "employer": "employer",
    "residence": "residence",
    "family_home": "residence",
    "family home": "residence",
    "partner": "partner",
    "diet": "diet",
    "school": "school",
    "manager": "manager",
    "vehicle": "vehicle",
    "device": "device",
    "project": "project",
    "meeting": "meeting",
    "order": "order",
    "deadline": "deadline",
    "gym": "gym",
    "doctor": "doctor",
    "dentist": "doctor",
    "hobby": "hobby",
    "hobbies": "hobby",
    "team": "team",
    "teams": "team",
    "language": "language",
    "languages": "language",
    "ticket": "ticket",
    "bank": "bank",
    "job_title": "job_title",
    "job title": "job_title",
    "relationship_status": "relationship_status",
    "relationship status": "relationship_status",
    "pet": "pet",
    "pets": "pet",
}
"""Case categories to slot groups; "family job" (a title or an employer) and the few "family"
and "place" cases are left out: their values are of more than one kind."""

LOWER_ONLY = frozenset({"relationship_status", "ticket", "order"})
"""Groups whose values are states: a capitalised value there is a name (an assignee) or a
product, not a state."""


def set_name(path: Path) -> str:
    return path.stem.removeprefix("changes").lstrip("_") or "dev"


def labelled(exclude: frozenset[str] = frozenset()) -> dict[str, list[str]]:
    """Slot group -> its distinct values (casefolded), from every readable set but `exclude`."""
    out: dict[str, set[str]] = {}
    for path in sorted(DATA.glob("changes*.json")):
        name = set_name(path)
        if name in BLIND or name in exclude:
            continue
        for case in json.loads(path.read_text())["cases"]:
            group = GROUP_OF.get(str(case.get("category", "")))
            if group is None:
                continue
            for key in ("old", "new"):
                said = " ".join(str(case[key]).split())
                if group in LOWER_ONLY and said[:1].isupper():
                    continue  # a ticket's assignee, not its state
                value = said.casefold()
                if value:
                    out.setdefault(group, set()).add(value)
    return {g: sorted(v) for g, v in sorted(out.items())}


def main() -> int:
    import numpy as np

    from chronofact.extractors.embeddings import embed

    groups = labelled(HELD_OUT)
    names = sorted(groups)
    values = [v for g in names for v in groups[g]]
    labels = np.asarray([i for i, g in enumerate(names) for _ in groups[g]], dtype=np.int16)
    vectors = np.asarray(embed(values), dtype=np.float32)
    scaled = vectors / np.abs(vectors).max(axis=1, keepdims=True)
    np.savez_compressed(
        TARGET,
        groups=np.asarray(names),
        values=np.asarray(values),
        labels=labels,
        vectors=np.round(scaled * 127).astype(np.int8),
    )
    print(f"{TARGET}: {len(values)} values, {len(names)} groups")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
