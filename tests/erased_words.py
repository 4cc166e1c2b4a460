"""A check, written independently of the service's own folding, that erased words are nowhere:
every property of every node and relationship of a tenant, and the fulltext and vector
indexes."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from neo4j import Driver

from chronofact.extractors.embeddings import embed_one


def fold(text: str) -> str:
    """Accents, case and format characters (soft hyphen, zero-width space) removed."""
    decomposed = unicodedata.normalize("NFKD", text)
    kept = (ch for ch in decomposed if not unicodedata.combining(ch))
    return "".join(ch for ch in kept if unicodedata.category(ch) != "Cf").casefold()


def _pattern(words: str) -> re.Pattern[str]:
    return re.compile(r"\b" + r"\W+".join(map(re.escape, fold(words).split())) + r"\b")


def _texts(value: Any) -> list[str]:
    if isinstance(value, list):
        return [str(v) for v in value if not isinstance(v, float)]
    return [] if isinstance(value, float) else [str(value)]


def where_found(driver: Driver, tenant: str, words: str) -> list[str]:
    """Every place (label or relationship type . property) of the tenant holding `words`."""
    pattern = _pattern(words)
    found: list[str] = []
    records, _, _ = driver.execute_query(
        "MATCH (n) WHERE n.tenant = $t "
        "RETURN labels(n) AS labels, [k IN keys(n) | [k, n[k]]] AS props",
        t=tenant,
    )
    for r in records:
        for key, value in r["props"]:
            if any(pattern.search(fold(text)) for text in _texts(value)):
                found.append(f"{':'.join(r['labels'])}.{key}")
    records, _, _ = driver.execute_query(
        "MATCH (n)-[r]-() WHERE n.tenant = $t "
        "RETURN DISTINCT type(r) AS type, [k IN keys(r) | [k, r[k]]] AS props",
        t=tenant,
    )
    for r in records:
        for key, value in r["props"]:
            if any(pattern.search(fold(text)) for text in _texts(value)):
                found.append(f"{r['type']}.{key}")
    return found


def index_hits(driver: Driver, tenant: str, words: str) -> list[str]:
    """Nodes of the tenant that the fulltext indexes find for `words`, or that the vector
    indexes rank near them, whose text holds the words."""
    pattern = _pattern(words)
    hits: list[str] = []
    for index in ("fact_text", "entity_text", "source_text"):
        for q in (words, " ".join(fold(words).split())):
            records, _, _ = driver.execute_query(
                "CALL db.index.fulltext.queryNodes($index, $q) YIELD node "
                "WHERE node.tenant = $t RETURN elementId(node) AS id",
                index=index,
                q=q,
                t=tenant,
            )
            hits += [f"{index}:{r['id']}" for r in records]
    vector = embed_one(words)
    for index in ("fact_vectors", "source_vectors"):
        records, _, _ = driver.execute_query(
            "CALL db.index.vector.queryNodes($index, 1000, $v) YIELD node "
            "WHERE node.tenant = $t "
            "RETURN coalesce(node.statement, node.text, '') AS text",
            index=index,
            v=vector,
            t=tenant,
        )
        hits += [f"{index}:{r['text']}" for r in records if pattern.search(fold(r["text"]))]
    return hits
