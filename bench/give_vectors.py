"""Give the facts of a tenant loaded without embeddings (e.g. by `bench.core_bench`) vectors,
so that recall can be measured beside it or in it.

    python -m bench.give_vectors --tenant T [--namespace default] [--pool 12000]
                                 [--batch 2000] [--sigma 0.01]

MiniLM on this busy 2-core machine embeds about 50-300 statements a second, so a million
distinct statements cannot all be embedded within a session. What this does, and what the
numbers measured on such a tenant mean:

1. reads every fact version of the namespace that has no embedding (id, predicate, statement);
2. embeds a pool of `--pool` distinct statements of the namespace, drawn at random (so the
   pool follows the predicates' frequencies), with the service's batch embedder (`embed`);
   the pool's vectors are kept in `bench/out` so a second run does not embed them again;
3. gives each version the real vector of its own statement when that statement is in the
   pool; every other version gets the vector of a random pool statement with the same
   predicate, perturbed by Gaussian noise (`--sigma` per dimension, re-normalised: cosine
   about 0.98 to its base), as `bench.recall_scale_bench` does, so no two vectors are equal
   and the HNSW graph is no easier to search than on real data;
4. sets `embedding` in UNWIND batches (one transaction each), printing the rate.

The vector index (`fact_vectors`) indexes the vectors as they are written; `--drop-index`
drops it first and recreates it from the schema afterwards (one bulk population).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Any, LiteralString

import numpy as np

from bench.common import OUT_DIR, console
from chronofact.config import Settings
from chronofact.extractors.embeddings import embed
from chronofact.graph.neo4j import apply_schema, connect

_READ: LiteralString = """
MATCH (f:Fact) WHERE f.tenant = $tenant AND f.namespace = $namespace AND f.embedding IS NULL
RETURN f.id AS id, f.predicate AS predicate, f.statement AS statement
"""
_WRITE: LiteralString = """
UNWIND $rows AS r
MATCH (f:Fact {id: r.id})
SET f.embedding = r.vector
"""


def pool_file(tenant: str, namespace: str, size: int) -> Path:
    return OUT_DIR / f"give_vectors_{tenant}_{namespace}_{size}.npz"


def embed_pool(statements: list[str], path: Path, chunk: int = 512) -> np.ndarray:
    """The pool's vectors (from `path` when an earlier run embedded them)."""
    if path.exists():
        with np.load(path, allow_pickle=False) as saved:
            if list(saved["statements"]) == statements:
                return np.asarray(saved["vectors"], dtype=np.float32)
    started = time.perf_counter()
    vectors: list[list[float]] = []
    for start in range(0, len(statements), chunk):
        vectors.extend(embed(statements[start : start + chunk]))
        rate = len(vectors) / (time.perf_counter() - started)
        console.print(f"  embedded {len(vectors):,}/{len(statements):,} ({rate:.0f}/s)", end="\r")
    console.print()
    array = np.asarray(vectors, dtype=np.float32)
    path.parent.mkdir(parents=True, exist_ok=True)
    np.savez(path, statements=np.asarray(statements), vectors=array)
    return array


class Assigner:
    """A vector per fact: its statement's own when pooled, else a perturbed pool vector of the
    same predicate."""

    def __init__(
        self, pool: list[str], vectors: np.ndarray, predicates: dict[str, str], sigma: float
    ) -> None:
        self.row = {s: i for i, s in enumerate(pool)}
        self.vectors = vectors
        self.sigma = sigma
        self.by_predicate: dict[str, list[int]] = {}
        for i, statement in enumerate(pool):
            self.by_predicate.setdefault(predicates[statement], []).append(i)
        self.rng = np.random.default_rng(7)
        self.real = 0

    def vector(self, predicate: str, statement: str) -> list[float]:
        own = self.row.get(statement)
        if own is not None:
            self.real += 1
            return [float(x) for x in self.vectors[own]]
        rows = self.by_predicate.get(predicate) or range(len(self.vectors))
        base = self.vectors[rows[int(self.rng.integers(len(rows)))]]
        v = base + self.rng.normal(0.0, self.sigma, base.shape[0])
        v /= np.linalg.norm(v)
        return [float(x) for x in v]


def run(args: argparse.Namespace) -> dict[str, Any]:
    settings = Settings()
    driver = connect(settings)
    started = time.perf_counter()
    records, _, _ = driver.execute_query(_READ, tenant=args.tenant, namespace=args.namespace)
    facts = [(r["id"], r["predicate"], r["statement"]) for r in records]
    read_s = time.perf_counter() - started
    console.print(f"{len(facts):,} versions without embedding (read in {read_s:.0f} s)")
    predicates = {statement: predicate for _, predicate, statement in facts}
    distinct = sorted(predicates)
    pool = sorted(random.Random(args.seed).sample(distinct, min(args.pool, len(distinct))))
    t0 = time.perf_counter()
    vectors = embed_pool(pool, pool_file(args.tenant, args.namespace, len(pool)))
    embed_s = time.perf_counter() - t0
    assigner = Assigner(pool, vectors, predicates, args.sigma)
    if args.drop_index:
        driver.execute_query("DROP INDEX fact_vectors IF EXISTS")
    t0 = time.perf_counter()
    for start in range(0, len(facts), args.batch):
        rows = [
            {"id": fid, "vector": assigner.vector(predicate, statement)}
            for fid, predicate, statement in facts[start : start + args.batch]
        ]
        with driver.session() as session:
            session.execute_write(lambda tx, rows=rows: tx.run(_WRITE, rows=rows).consume())
        done = start + len(rows)
        rate = done / (time.perf_counter() - t0)
        console.print(f"  set {done:,}/{len(facts):,} ({rate:,.0f}/s)", end="\r")
    console.print()
    write_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    if args.drop_index:
        apply_schema(driver)
    driver.execute_query("CALL db.awaitIndexes(14400)")
    index_s = time.perf_counter() - t0
    driver.close()
    report = {
        "versions": len(facts),
        "distinct_statements": len(distinct),
        "pool": len(pool),
        "own_real_vector": assigner.real,
        "embed_s": round(embed_s, 1),
        "write_s": round(write_s, 1),
        "index_s": round(index_s, 1),
    }
    console.print(report)
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--tenant", required=True)
    parser.add_argument("--namespace", default="default")
    parser.add_argument("--pool", type=int, default=12000)
    parser.add_argument("--batch", type=int, default=2000)
    parser.add_argument("--sigma", type=float, default=0.01)
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--drop-index", action="store_true")
    run(parser.parse_args(argv))
    return 0


if __name__ == "__main__":
    sys.exit(main())
