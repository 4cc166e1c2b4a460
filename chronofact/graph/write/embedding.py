"""Embedding the statements of asserts, outside the transaction (what recall's fact vector index
searches)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from chronofact.graph.models import Op, Operation

Embedder = Callable[[list[str]], list[list[float]]]


def embed_statements(
    embedder: Embedder, ops: list[Operation], also: Sequence[str] = ()
) -> list[list[float]]:
    """Give each assert in `ops` that carries no embedding one of its statement (in place), and
    embed the texts `also` in the same call of `embedder`; returns the vectors of `also`. The
    embedder is not called when there is nothing to embed."""
    todo = [i for i, op in enumerate(ops) if op.op is Op.ASSERT and op.embedding is None]
    texts = [ops[i].statement or ops[i].default_statement() for i in todo] + list(also)
    if not texts:
        return []
    vectors = embedder(texts)
    for i, vector in zip(todo, vectors[: len(todo)], strict=True):
        ops[i] = replace(ops[i], embedding=vector)
    return vectors[len(todo) :]
