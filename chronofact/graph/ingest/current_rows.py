"""Rows of a query for current facts (`subject`, `subject_key`, `predicate`, `object`, `value`,
`valid_from`, `valid_to`) as the `CurrentFact`s change resolution reads; a row with no start is
left out."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from chronofact.graph.ingest.change_plan import CurrentFact
from chronofact.graph.time import END_OF_TIME, from_db

__all__ = ["current_facts"]


def current_facts(rows: Iterable[Mapping[str, Any]]) -> list[CurrentFact]:
    """The current facts of `rows` (see the module docstring)."""
    facts: list[CurrentFact] = []
    for row in rows:
        start = from_db(row["valid_from"])
        if start is None:
            continue
        facts.append(
            CurrentFact(
                subject=row["subject"],
                subject_key=row["subject_key"],
                predicate=row["predicate"],
                object=row["object"],
                value=None if row["object"] is not None else row["value"],
                valid_from=start,
                valid_to=from_db(row["valid_to"]) or END_OF_TIME,
            )
        )
    return facts
