"""Query understanding, the entities: which entities of the partition the question names.

They are read in recall's first round trip together with what the partition holds
(`understand`, `recall_understand.cypher`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from chronofact.graph.entities import name_key, partition_token
from chronofact.graph.recall.hits import EntityMatch
from chronofact.graph.recall.store import Partition, RecallStore
from chronofact.graph.recall.terms import lucene_query, query_terms

ENTITY_CANDIDATES = 50
"""Entities the fulltext index is asked for before the whole-name check."""


def understand(
    store: RecallStore, text: str, tenant: str, namespace: str, cap: int
) -> tuple[Partition, list[EntityMatch]]:
    """What the partition holds (counted up to `cap`) and the entities `text` names, in one
    round trip."""
    terms = query_terms(text)
    row = store.rows(
        "recall_understand",
        lucene=lucene_query(["name", "aliases_text"], terms, partition_token(tenant, namespace)),
        tenant=tenant,
        namespace=namespace,
        cap=cap,
        limit=ENTITY_CANDIDATES,
    )[0]
    return Partition.from_row(row), named_in(text, row["entities"])


def named_in(text: str, rows: Sequence[Mapping[str, Any]]) -> list[EntityMatch]:
    """The entity rows (best first) whose whole name or an alias occurs in `text` as words."""
    haystack = f" {name_key(text)} "
    named: list[EntityMatch] = []
    for row in rows:
        keys = [row["name_key"] or name_key(row["name"] or "")]
        keys += [name_key(str(a)) for a in row["aliases"] or []]
        if any(k and f" {k} " in haystack for k in keys):
            named.append(EntityMatch.from_row(row))
    return named
