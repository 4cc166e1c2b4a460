"""Entity importance (PageRank) and communities (Louvain) of one projected partition.

Both run in stream mode on the projection (`projection.projected_partition`); the results are
keyed by entity id and stored by `refresh` on the :Entity nodes (`gds_*` properties, outside
the bitemporal record: see `cypher/analytics_store_entities.cypher`).

- importance: weighted PageRank over the undirected "linked by a current fact" graph (weight:
  how many current facts link the pair), scaled so the partition's top entity has 1.0. An
  entity linked to nothing keeps PageRank's floor (1 - damping), scaled the same way.
- community: Louvain over the same weighted graph. An isolated entity is its own community.
"""

from __future__ import annotations

from dataclasses import dataclass

from graphdatascience import GraphDataScience
from graphdatascience.graph.graph_api import Graph

from chronofact.graph.analytics.projection import entity_nodes

DAMPING = 0.85
"""PageRank's damping factor (the GDS default)."""


@dataclass(frozen=True)
class EntityScores:
    """What one refresh computes for one entity."""

    id: str
    rank: float
    """Raw PageRank."""
    importance: float
    """PageRank / the partition's highest PageRank (0..1]."""
    community: int

    def row(self) -> dict[str, object]:
        return {
            "id": self.id,
            "rank": self.rank,
            "importance": self.importance,
            "community": self.community,
        }


def entity_scores(gds: GraphDataScience, graph: Graph) -> list[EntityScores]:
    """PageRank and Louvain community of every entity of the projected partition."""
    if graph.node_count() == 0:
        return []
    ranks = gds.page_rank.stream(
        graph, damping_factor=DAMPING, relationship_weight_property="links"
    )
    communities = gds.louvain.stream(graph, relationship_weight_property="links")
    rank_of = {int(r.nodeId): float(r.score) for r in ranks.itertuples()}
    community_of = {int(r.nodeId): int(r.communityId) for r in communities.itertuples()}
    ids = entity_nodes(gds, list(rank_of))
    top = max(rank_of.values()) or 1.0
    return [
        EntityScores(
            id=ids[node][0],
            rank=score,
            importance=score / top,
            community=community_of.get(node, -1),
        )
        for node, score in rank_of.items()
    ]
