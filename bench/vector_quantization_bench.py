"""Vector quantization of the filtered vector index: recall against exact scoring, and latency.

    python -m bench.vector_quantization_bench --tenants T1,T2 [--queries 100] [--drop]

On namespaces loaded by `bench.recall_scale_bench --load-only` (namespace `big`), builds two
extra vector indexes beside `fact_vectors` over the same facts (labels `:QNone`, `:QScalar`
added to those tenants' facts; the same filter properties), one per quantization type
(`NONE`, `SCALAR`; `fact_vectors` has the server's default, `BINARY` on 2026.08), and asks
each the same filtered SEARCH as recall's `fact_vector` channel (live versions of the
partition, `LIMIT fetch`) for generated questions embedded with MiniLM. Scores each index's
top 10 and top 50 against exact cosine over the partition's live versions (`overlap@k`: the
share of the exact top k the index returned in its top k), and times each search.
`--drop` removes the extra labels and indexes afterwards.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from typing import Any, LiteralString

from bench.common import OUT_DIR, console, machine_info, measured, write_json
from bench.recall_scale_bench import World
from chronofact.config import Settings
from chronofact.extractors.embeddings import embed_one
from chronofact.graph.neo4j import connect
from chronofact.graph.time import END_OF_TIME

INDEXES: dict[str, tuple[LiteralString, LiteralString]] = {
    "NONE": ("QNone", "q_vectors_none"),
    "SCALAR": ("QScalar", "q_vectors_scalar"),
}

EXACT_Q: LiteralString = """
MATCH (f:Fact:Current) WHERE f.tenant = $tenant AND f.namespace = $namespace
WITH f, vector.similarity.cosine(f.embedding, $embedding) AS score
ORDER BY score DESC LIMIT $k
RETURN collect(f.id) AS ids
"""

SEARCH_Q: dict[str, LiteralString] = {
    "BINARY": """CYPHER 25
MATCH (f:Fact) SEARCH f IN (VECTOR INDEX fact_vectors FOR $embedding
  WHERE f.tenant = $tenant AND f.namespace = $namespace AND f.revoked_at > $alive_after
  LIMIT $fetch) SCORE AS score
WITH f, score ORDER BY score DESC RETURN collect(f.id) AS ids""",
    "NONE": """CYPHER 25
MATCH (f:QNone) SEARCH f IN (VECTOR INDEX q_vectors_none FOR $embedding
  WHERE f.tenant = $tenant AND f.namespace = $namespace AND f.revoked_at > $alive_after
  LIMIT $fetch) SCORE AS score
WITH f, score ORDER BY score DESC RETURN collect(f.id) AS ids""",
    "SCALAR": """CYPHER 25
MATCH (f:QScalar) SEARCH f IN (VECTOR INDEX q_vectors_scalar FOR $embedding
  WHERE f.tenant = $tenant AND f.namespace = $namespace AND f.revoked_at > $alive_after
  LIMIT $fetch) SCORE AS score
WITH f, score ORDER BY score DESC RETURN collect(f.id) AS ids""",
}

CREATE_Q: dict[str, LiteralString] = {
    "NONE": """CYPHER 25 CREATE VECTOR INDEX q_vectors_none IF NOT EXISTS
FOR (f:QNone) ON (f.embedding) WITH [f.tenant, f.namespace, f.revoked_at]
OPTIONS {indexConfig: {`vector.dimensions`: 384, `vector.similarity_function`: 'cosine',
                       `vector.quantization.type`: 'NONE'}}""",
    "SCALAR": """CYPHER 25 CREATE VECTOR INDEX q_vectors_scalar IF NOT EXISTS
FOR (f:QScalar) ON (f.embedding) WITH [f.tenant, f.namespace, f.revoked_at]
OPTIONS {indexConfig: {`vector.dimensions`: 384, `vector.similarity_function`: 'cosine',
                       `vector.quantization.type`: 'SCALAR'}}""",
}


def prepare(driver: Any, tenants: list[str]) -> None:
    for create in CREATE_Q.values():
        driver.execute_query(create)
    for tenant in tenants:
        with driver.session() as session:
            session.run(
                "MATCH (f:Fact) WHERE f.tenant = $t AND f.namespace = 'big' "
                "CALL (f) { SET f:QNone:QScalar } IN TRANSACTIONS OF 5000 ROWS",
                t=tenant,
            ).consume()
    driver.execute_query("CALL db.awaitIndexes(3600)")


def drop(driver: Any, tenants: list[str]) -> None:
    for tenant in tenants:
        with driver.session() as session:
            session.run(
                "MATCH (f:Fact) WHERE f.tenant = $t AND f.namespace = 'big' "
                "CALL (f) { REMOVE f:QNone:QScalar } IN TRANSACTIONS OF 5000 ROWS",
                t=tenant,
            ).consume()
    for _, name in INDEXES.values():
        driver.execute_query(f"DROP INDEX {name} IF EXISTS")  # type: ignore[arg-type]


def overlap(found: list[str], exact: list[str], k: int) -> float:
    return len(set(found[:k]) & set(exact[:k])) / max(1, min(k, len(exact)))


def compare(driver: Any, tenant: str, questions: list[str], fetch: int) -> dict[str, Any]:
    alive_after = END_OF_TIME.replace(microsecond=END_OF_TIME.microsecond - 1)
    scores: dict[str, dict[str, list[float]]] = {
        q: {"overlap@10": [], "overlap@50": [], "ms": []} for q in SEARCH_Q
    }
    for i, question in enumerate(questions):
        embedding = embed_one(question)
        params = {"tenant": tenant, "namespace": "big", "embedding": embedding}
        exact = driver.execute_query(EXACT_Q, **params, k=50)[0][0]["ids"]
        order = list(SEARCH_Q.items())
        order = order[i % len(order) :] + order[: i % len(order)]  # no index always first
        for quant, query in order:
            started = time.perf_counter()
            ids = driver.execute_query(query, **params, fetch=fetch, alive_after=alive_after)[0][0][
                "ids"
            ]
            ms = (time.perf_counter() - started) * 1000
            if i >= 3:  # the first questions warm the caches
                scores[quant]["ms"].append(ms)
            scores[quant]["overlap@10"].append(overlap(ids, exact, 10))
            scores[quant]["overlap@50"].append(overlap(ids, exact, 50))
    return {
        quant: {
            "overlap@10": round(100 * statistics.mean(s["overlap@10"]), 1),
            "overlap@50": round(100 * statistics.mean(s["overlap@50"]), 1),
            "search_p50_ms": round(statistics.median(s["ms"]), 2),
            "search_p95_ms": round(sorted(s["ms"])[int(0.95 * (len(s["ms"]) - 1))], 2),
        }
        for quant, s in scores.items()
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--tenants", required=True)
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--fetch", type=int, default=75)
    parser.add_argument("--drop", action="store_true")
    args = parser.parse_args(argv)
    import torch

    torch.set_num_threads(1)
    tenants = [t for t in args.tenants.split(",") if t]
    settings = Settings()
    driver = connect(settings)
    report: dict[str, Any] = {"benchmark": "vector_quantization", "fetch": args.fetch}
    with measured() as prov:
        report["machine"] = machine_info(driver, settings)
        report["load_average_start"] = [round(x, 2) for x in os.getloadavg()]
        prepare(driver, tenants)
        world = World()
        report["tenants"] = {}
        for tenant in tenants:
            people = driver.execute_query(
                "MATCH (f:Fact) WHERE f.tenant = $t AND f.namespace = 'big' "
                "AND f.predicate = 'born_in' RETURN count(f) AS n",
                t=tenant,
            )[0][0]["n"]
            result = compare(driver, tenant, world.questions(people, args.queries), args.fetch)
            result["people"] = people
            report["tenants"][tenant] = result
            console.print(tenant, result)
        report["load_average_end"] = [round(x, 2) for x in os.getloadavg()]
        if args.drop:
            drop(driver, tenants)
    report["provenance"] = prov.as_dict()
    write_json(OUT_DIR / "vector_quantization.json", report)
    driver.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
