"""The analytics refresh job: per partition, project, compute, store, drop.

`refresh_partition` projects one (tenant, namespace) entity graph (`projection`), computes
importance and communities (`importance`) and entity-resolution suggestions (`resolution`),
stores them (entity `gds_*` properties and `:MAYBE_SAME` relationships, both outside the
bitemporal record) and drops the projection. It runs from `chronofact analytics refresh` (by
hand, from cron, or `--every N` seconds), never on a request path: requests only read what the
last refresh stored (`reads`).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from graphdatascience import GraphDataScience
from graphdatascience.graph.graph_api import Graph

from chronofact.graph.analytics.importance import EntityScores, entity_scores
from chronofact.graph.analytics.projection import entity_nodes, projected_partition
from chronofact.graph.analytics.resolution import Candidate, Suggestion, similar_pairs, suggest
from chronofact.graph.neo4j.queries import query
from chronofact.graph.time import now_utc


@dataclass(frozen=True)
class PartitionRefresh:
    """What one refresh of one partition did."""

    tenant: str
    namespace: str
    entities: int
    links: int
    communities: int
    suggestions: int
    refreshed_at: datetime
    seconds: float


def partitions(gds: GraphDataScience, tenant: str | None) -> list[tuple[str, str]]:
    """(tenant, namespace) of every partition with entities (of `tenant` when given)."""
    rows = gds.run_cypher(query("analytics_partitions"), params={"tenant": tenant})
    return [(str(r.tenant), str(r.namespace)) for r in rows.itertuples()]


def refresh_partition(gds: GraphDataScience, tenant: str, namespace: str) -> PartitionRefresh:
    """Recompute and store the analytics of one partition (see the module docstring)."""
    started = time.perf_counter()
    refreshed_at = now_utc()
    with projected_partition(gds, tenant, namespace) as graph:
        scores = entity_scores(gds, graph)
        suggestions = resolution_suggestions(gds, graph, tenant, namespace, scores)
        links = int(graph.relationship_count()) // 2
    params: dict[str, Any] = {
        "tenant": tenant,
        "namespace": namespace,
        "refreshed_at": refreshed_at,
    }
    gds.run_cypher(
        query("analytics_store_entities"), params={**params, "rows": [s.row() for s in scores]}
    )
    gds.run_cypher(
        query("analytics_store_suggestions"),
        params={**params, "rows": [s.row() for s in suggestions]},
    )
    return PartitionRefresh(
        tenant=tenant,
        namespace=namespace,
        entities=len(scores),
        links=links,
        communities=len({s.community for s in scores}),
        suggestions=len(suggestions),
        refreshed_at=refreshed_at,
        seconds=round(time.perf_counter() - started, 3),
    )


def resolution_suggestions(
    gds: GraphDataScience,
    graph: Graph,
    tenant: str,
    namespace: str,
    scores: list[EntityScores],
) -> list[Suggestion]:
    """Entity pairs of the projected partition that are probably one (best first)."""
    pairs = similar_pairs(gds, graph)
    if not pairs:
        return []
    nodes = entity_nodes(gds, [n for pair in pairs for n in pair])
    importance = {s.id: s.importance for s in scores}

    def candidate(node: int) -> Candidate:
        eid, key = nodes[node]
        return Candidate(eid, key, importance.get(eid, 0.0))

    id_pairs = [{"a": nodes[a][0], "b": nodes[b][0]} for a, b in pairs]
    linked_rows = gds.run_cypher(
        query("analytics_linked_pairs"),
        params={"pairs": id_pairs, "tenant": tenant, "namespace": namespace},
    )
    linked = {frozenset((str(r.a), str(r.b))) for r in linked_rows.itertuples()}
    found = [
        suggest(
            candidate(a),
            candidate(b),
            overlap,
            frozenset((nodes[a][0], nodes[b][0])) in linked,
        )
        for (a, b), overlap in pairs.items()
    ]
    return sorted((s for s in found if s is not None), key=lambda s: -s.score)
