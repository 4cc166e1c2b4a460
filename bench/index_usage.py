"""Which indexes the named queries use: `EXPLAIN` of every `chronofact/cypher/*.cypher` (but the
schema), each parameter given as null, and the indexes named in the plans' operators, matched
to `SHOW INDEXES` by kind, label and properties.

    python -m bench.index_usage [--json]

Prints, for each index of the database, the named queries whose plans seek or scan it (an
index no plan names only costs writes), then the queries whose plans name no index. A query the
planner cannot explain with null parameters is listed with its error. Read only.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from typing import Any, LiteralString

from neo4j import Driver

from bench.core_reads import named_queries
from chronofact.config import Settings
from chronofact.graph.neo4j import connect, query

_PARAM = re.compile(r"\$([A-Za-z_][A-Za-z0-9_]*)")
# operator details name an index as e.g. "RANGE INDEX f:Fact(key, valid_to) WHERE ...",
# "UNIQUE f:Fact(id) WHERE ...", "TEXT INDEX ...", or a fulltext / vector index by its name
_DETAIL = re.compile(
    r"(?:(RANGE|TEXT|POINT|UNIQUE)\s+(?:INDEX\s+)?)?\w+:(\w+)\(([^)]*)\)",
)


def plan_details(plan: Any) -> list[str]:
    """Every operator's details string in a plan tree (the driver's dict form)."""
    found = [str(plan.get("args", {}).get("Details", ""))]
    for child in plan.get("children", []):
        found += plan_details(child)
    return found


def indexes(driver: Driver, database: str) -> list[dict[str, Any]]:
    text: LiteralString = (
        "SHOW INDEXES YIELD name, type, entityType, labelsOrTypes, properties "
        "WHERE type <> 'LOOKUP' RETURN name, type, labelsOrTypes, properties"
    )
    records, _, _ = driver.execute_query(text, database_=database)
    return [dict(r) for r in records]


def used_by(name: str, details: list[str], index: dict[str, Any]) -> bool:
    """True when one of the operator details of query `name` names `index` (a fulltext or
    vector index: when the query's text calls it by name, the planner auto-parameterises it)."""
    if index["type"] in ("FULLTEXT", "VECTOR"):
        return re.search(rf"\b{re.escape(index['name'])}\b", query(name)) is not None
    for detail in details:
        for match in _DETAIL.finditer(detail):
            label, props = match.group(2), [p.strip() for p in match.group(3).split(",")]
            if [label] == index["labelsOrTypes"] and props == index["properties"]:
                return True
    return False


def explain_all(driver: Driver, database: str) -> tuple[dict[str, list[str]], dict[str, str]]:
    """Query name -> the operator details of its plan; query name -> error, if any."""
    details: dict[str, list[str]] = {}
    errors: dict[str, str] = {}
    with driver.session(database=database) as session:
        for name in named_queries():
            text = query(name)
            params = {p: None for p in _PARAM.findall(text)}
            prefix: LiteralString = (
                "CYPHER 25 EXPLAIN " if text.startswith("CYPHER") else "EXPLAIN "
            )
            body: LiteralString = (
                text.removeprefix("CYPHER 25").strip() if prefix.startswith("CYPHER") else text
            )
            try:
                summary = session.run(prefix + body, params).consume()
            except Exception as exc:  # reported per query, the scan goes on
                errors[name] = str(exc).splitlines()[0][:160]
                continue
            details[name] = plan_details(summary.plan or {})
    return details, errors


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    settings = Settings()
    driver = connect(settings)
    try:
        details, errors = explain_all(driver, settings.neo4j_database)
        usage = {
            ix["name"]: sorted(n for n, d in details.items() if used_by(n, d, ix))
            for ix in indexes(driver, settings.neo4j_database)
        }
    finally:
        driver.close()
    if args.json:
        print(json.dumps({"indexes": usage, "errors": errors}, indent=1))
        return 0
    for name, users in sorted(usage.items()):
        print(f"{name}: {', '.join(users) if users else '(no named query)'}")
    for name, error in sorted(errors.items()):
        print(f"! {name}: {error}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
