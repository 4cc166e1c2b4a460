"""What requests read of analytics: only what the last refresh stored (never a GDS call).

- `entity_analytics`: an entity's importance, community and related entities (its profile);
- `suggestions`: the partition's entity-resolution suggestions, for an operator;
- `importance_of`: stored importance of entities, for recall's importance prior.
"""

from __future__ import annotations

from typing import Any

from neo4j import Driver

from chronofact.graph.neo4j import read_rows

RELATED_LIMIT = 10
"""Related entities listed in a profile."""


def entity_analytics(
    driver: Driver, database: str, tenant: str, namespace: str, entity_id: str
) -> dict[str, Any] | None:
    """The entity's stored analytics, or None when no refresh has covered it."""
    rows = read_rows(
        driver,
        "analytics_entity",
        {
            "tenant": tenant,
            "namespace": namespace,
            "entity_id": entity_id,
            "limit": RELATED_LIMIT,
        },
        database,
    )
    return rows[0] if rows else None


def suggestions(
    driver: Driver, database: str, tenant: str, namespace: str, limit: int = 50
) -> list[dict[str, Any]]:
    """The partition's entity-resolution suggestions of the last refresh, best first."""
    return read_rows(
        driver,
        "analytics_suggestions",
        {"tenant": tenant, "namespace": namespace, "limit": limit},
        database,
    )


def importance_of(
    driver: Driver,
    database: str,
    tenant: str,
    namespace: str,
    ids: list[str],
    name_keys: list[str],
) -> dict[str, float]:
    """Entity id and name key -> stored importance (entities no refresh covered are absent)."""
    rows = read_rows(
        driver,
        "analytics_importance",
        {"tenant": tenant, "namespace": namespace, "ids": ids, "name_keys": name_keys},
        database,
    )
    found: dict[str, float] = {}
    for r in rows:
        found[str(r["id"])] = float(r["importance"])
        if r["name_key"]:
            found[str(r["name_key"])] = float(r["importance"])
    return found
