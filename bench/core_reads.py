"""The point-read variants the core benchmark compares: the shipped named queries and, until
it ships, the suggested index fix (`fixed_query`); and a probe of `Reader.point`'s parameters."""

from __future__ import annotations

import re
from importlib import resources
from typing import Any, LiteralString

from neo4j import Driver, RoutingControl

from chronofact.graph.neo4j import query
from chronofact.graph.reads import Reader

# The read fix suggested in the report: an always-true conjunct on `predicate` makes the
# composite (subject_id, predicate) index usable (equality + existence), and a hint makes the
# planner take it (with the shipped text it can only seek the (tenant, namespace) index,
# i.e. scan the whole partition; without the hint it may still prefer that index, depending on
# the index statistics of the moment).
FIXED = ("facts_current", "facts_as_of")
_SUBJECT_MATCH = re.compile(r"^MATCH \(f:(Current|Fact) \{subject_id: \$?subject_id\}\)\n", re.M)


def fixed_query(name: str) -> LiteralString:
    """The named query with the suggested fix applied (bench-side only, for comparison)."""
    text = query(name)
    if "USING INDEX f:" in text:  # the fix (or an equivalent) is shipped
        return text
    found = _SUBJECT_MATCH.search(text)
    if found is None or "WHERE f.tenant = $tenant" not in text:
        raise RuntimeError(f"{name}.cypher changed; update fixed_query in bench/core_bench.py")
    hint = f"USING INDEX f:{found.group(1)}(subject_id, predicate)\n"
    fixed = text[: found.end()] + hint + text[found.end() :]
    fixed = fixed.replace(
        "WHERE f.tenant = $tenant", "WHERE f.predicate IS NOT NULL AND f.tenant = $tenant", 1
    )
    return fixed


class FixedReader(Reader):
    """`Reader` whose point queries run `fixed_query` (same parameters, same result shape)."""

    def _rows(self, name: str, **params: Any) -> list[dict[str, Any]]:
        if name not in FIXED:
            return super()._rows(name, **params)
        records, _, _ = self.driver.execute_query(
            fixed_query(name), params, database_=self.database, routing_=RoutingControl.READ
        )
        return [dict(r) for r in records]


class ParamsProbe(Reader):
    """Records the (named query, parameters) `Reader.point` would run, without running it."""

    def __init__(self, driver: Driver, database: str = "neo4j") -> None:
        super().__init__(driver, database)
        self.captured: list[tuple[str, dict[str, Any]]] = []

    def _rows(self, name: str, **params: Any) -> list[dict[str, Any]]:
        self.captured.append((name, params))
        return []


def fix_shipped() -> bool:
    """True when the shipped point queries already force the subject index."""
    return all(fixed_query(name) == query(name) for name in FIXED)


def variants() -> tuple[bool, ...]:
    """Which read variants to measure: (shipped,) once the fix is shipped, else both."""
    return (False,) if fix_shipped() else (False, True)


def named_queries() -> list[str]:
    """Every named query the package ships (`chronofact/cypher/*.cypher`)."""
    folder = resources.files("chronofact").joinpath("cypher")
    return sorted(
        entry.name.removesuffix(".cypher")
        for entry in folder.iterdir()
        if entry.name.endswith(".cypher") and entry.name != "schema.cypher"
    )
