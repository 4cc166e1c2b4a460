"""Query understanding, the entities: which entities of the partition the question names."""

from __future__ import annotations

from chronofact.graph.entities import name_key, partition_token
from chronofact.graph.recall.hits import EntityMatch
from chronofact.graph.recall.store import RecallStore
from chronofact.graph.recall.terms import lucene_query, query_terms

ENTITY_CANDIDATES = 50
"""Entities the fulltext index is asked for before the whole-name check."""


def named_entities(store: RecallStore, text: str, tenant: str, namespace: str) -> list[EntityMatch]:
    """Entities whose whole name (or an alias) occurs in `text` as words: fulltext over entity
    names (partition as a required term), kept when a whole name occurs in the question."""
    terms = query_terms(text)
    lucene = lucene_query(["name", "aliases_text"], terms, partition_token(tenant, namespace))
    if lucene is None:
        return []
    rows = store.rows(
        "recall_entities",
        lucene=lucene,
        tenant=tenant,
        namespace=namespace,
        limit=ENTITY_CANDIDATES,
    )
    haystack = f" {name_key(text)} "
    named: list[EntityMatch] = []
    for row in rows:
        keys = [row["name_key"] or name_key(row["name"] or "")]
        keys += [name_key(str(a)) for a in row["aliases"] or []]
        if any(k and f" {k} " in haystack for k in keys):
            named.append(EntityMatch.from_row(row))
    return named
