"""What recall searches a message (a `:Source`) by, computed when it is stored.

- `search_text` (fulltext index `source_text`, English analyzer): the message with the message
  before it in its conversation, one `<speaker>: <text>` line each, so that an answer is found
  by the question it answers ("What did you paint?" / "A sunset over the lake").
- `embedding` (vector index `source_vectors`, filtered on tenant and namespace): MiniLM of
  `<speaker>: <text>`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from neo4j import Driver

from chronofact.extractors.base import speaker_line
from chronofact.graph.neo4j import query
from chronofact.graph.time import BEGINNING_OF_TIME, from_db

TextsEmbedder = Callable[[list[str]], list[list[float]]]


def source_search_text(
    text: str,
    speaker: str | None = None,
    previous_text: str | None = None,
    previous_speaker: str | None = None,
) -> str:
    """`search_text` of a source: the message with the message before it in its conversation
    (one `<speaker>: <text>` line each), so an answer is found by the question it answers."""
    line = speaker_line(text, speaker)
    if previous_text:
        return speaker_line(previous_text, previous_speaker) + "\n" + line
    return line


def _natural(ref: str | None) -> tuple[Any, ...]:
    parts = re.split(r"(\d+)", ref or "")
    return tuple(int(p) if p.isdigit() else p for p in parts)


def backfill_source_search(
    driver: Driver,
    tenant: str,
    namespace: str,
    embedder: TextsEmbedder,
    database: str = "neo4j",
    batch: int = 500,
) -> int:
    """Give the sources of a partition that lack them a `search_text` (with the previous message
    of the same scope, ordered by observed time then ref) and an `embedding`. Returns how many
    were updated. Ingest should set both when it stores a message; this is the fallback."""
    updated = 0
    while True:
        records, _, _ = driver.execute_query(
            query("recall_sources_to_index"),
            tenant=tenant,
            namespace=namespace,
            limit=batch,
            database_=database,
        )
        rows = [dict(r) for r in records]
        if not rows:
            return updated
        rows.sort(
            key=lambda r: (
                r["scope"] or "",
                from_db(r["observed_at"]) or BEGINNING_OF_TIME,
                _natural(r["ref"]),
            )
        )
        texts: list[str] = []
        search: list[str] = []
        previous: dict[str, Any] | None = None
        for row in rows:
            prev = previous if previous is not None and previous["scope"] == row["scope"] else None
            search.append(
                source_search_text(
                    row["text"],
                    row["speaker"],
                    prev["text"] if prev and row["scope"] else None,
                    prev["speaker"] if prev and row["scope"] else None,
                )
            )
            texts.append(speaker_line(row["text"], row["speaker"]))
            previous = row
        vectors = embedder(texts)
        driver.execute_query(
            query("recall_set_source_search"),
            tenant=tenant,
            namespace=namespace,
            rows=[
                {"id": r["id"], "search_text": s, "embedding": v}
                for r, s, v in zip(rows, search, vectors, strict=True)
            ],
            database_=database,
        )
        updated += len(rows)
        if len(rows) < batch:
            return updated
