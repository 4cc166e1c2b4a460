"""The GDS side of analytics: one `graphdatascience` client, and the in-memory projection of ONE
partition's entity graph, dropped after use.

Every algorithm of `chronofact.graph.analytics` runs on a graph projected by
`cypher/analytics_project_entities.cypher`, a Cypher projection filtered by `$tenant` and
`$namespace`: no other tenant's or namespace's node can be in it. The projection gets a unique
name and is dropped in a `finally`, so a failed job leaves nothing in the GDS graph catalog.
Only procedures present in both GDS 2.13 and 2.26 are used (pageRank, louvain,
nodeSimilarity).
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from graphdatascience import GraphDataScience
from graphdatascience.graph.graph_api import Graph

from chronofact.config import Settings
from chronofact.graph.errors import NotFound, Unavailable
from chronofact.graph.neo4j.queries import query

PROJECTION_PREFIX = "chronofact_entities_"
"""Name prefix of every projection analytics makes (a unique suffix per job)."""

LINK_TRUSTS: tuple[str, ...] = ("raw", "candidate", "verified")
"""Trust of the current facts that link entities in the projection (disputed ones do not)."""


def gds_client(settings: Settings) -> GraphDataScience:
    """A `graphdatascience` client on the configured Neo4j and database (close it after use)."""
    try:
        gds = GraphDataScience(
            settings.bolt_uri,
            auth=(settings.neo4j_user, settings.neo4j_password),
            database=settings.neo4j_database,
        )
    except Exception as exc:  # the client raises plain errors when GDS or Neo4j is missing
        raise Unavailable("gds_unavailable", f"Graph Data Science is not reachable: {exc}") from exc
    gds.set_show_progress(False)
    return gds


@contextmanager
def projected_partition(gds: GraphDataScience, tenant: str, namespace: str) -> Iterator[Graph]:
    """The entity graph of (`tenant`, `namespace`) projected under a unique name; dropped when
    the block ends, whatever happens in it."""
    name = f"{PROJECTION_PREFIX}{uuid.uuid4().hex[:12]}"
    params: dict[str, Any] = {
        "graph_name": name,
        "tenant": tenant,
        "namespace": namespace,
        "trusts": list(LINK_TRUSTS),
    }
    try:
        try:
            graph = gds.graph.project.cypher(query("analytics_project_entities"), **params).graph
        except ValueError as exc:  # the client's word for "the projection got no rows"
            raise NotFound(
                "empty_partition", f"no entities in {tenant}/{namespace} to analyse"
            ) from exc
        yield graph
    finally:
        gds.graph.drop(name, fail_if_missing=False)


def entity_nodes(gds: GraphDataScience, node_ids: list[int]) -> dict[int, tuple[str, str]]:
    """GDS node id -> the entity's (`id`, `name_key`), for the nodes of a stream result."""
    unique = sorted(set(node_ids))
    nodes = gds.util.as_nodes(unique) if unique else []
    return {
        nid: (str(node["id"]), str(node.get("name_key") or ""))
        for nid, node in zip(unique, nodes, strict=True)
    }
