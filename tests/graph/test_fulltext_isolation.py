"""The message text channel ranks by the partition's own term statistics: Lucene's BM25 takes
document frequencies from the whole index (every namespace and tenant), so another tenant's
text had reordered a partition's hits (found tracing LoCoMo's two readings, bench/RESULTS.md,
thirty-first session; a strict xfail until `partition_bm25`)."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime

from fastapi.testclient import TestClient
from neo4j import Driver

from chronofact.api.rest.key_cache import Principal
from chronofact.api.roles import Role
from chronofact.graph.entities import partition_token
from chronofact.graph.neo4j import query
from chronofact.graph.recall.channels import (
    FACT_TEXT,
    SOURCE_TEXT,
    ChannelScope,
    lexical_graph,
    source_text,
    term_queries,
)
from chronofact.graph.recall.hits import Filters
from chronofact.graph.recall.partition_bm25 import english_terms, plain_terms, query_stems
from chronofact.graph.recall.store import RecallCache, RecallStore
from chronofact.graph.recall.terms import term_variants
from chronofact.graph.recall.tuning import RecallTuning
from chronofact.graph.time import BEGINNING_OF_TIME, END_OF_TIME
from tests.conftest import new_tenant

NS = "isolation"


def _say(api: TestClient, namespace: str, texts: list[str]) -> None:
    """Each text its own conversation, so no message's search text holds another's words."""
    for i, text in enumerate(texts):
        message = {"id": "m", "speaker": "Ana", "text": text, "timestamp": "2025-01-10T10:00:00Z"}
        body = {
            "namespace": namespace,
            "messages": [message],
            "source": {"kind": "conversation", "ref": f"chat-{i}"},
            "extractor": "rules",
        }
        response = api.post("/v1/ingest", json=body)
        assert response.status_code == 201, response.text


def _word() -> str:
    """A word no other test or run has written (deleted documents count in Lucene's statistics
    until its segments merge, so a fixed word would carry earlier runs' frequencies)."""
    return "qz" + "".join(chr(ord("a") + int(c, 16) % 26) for c in uuid.uuid4().hex[:10])


def _scope(driver: Driver, tenant: str, namespace: str = NS) -> ChannelScope:
    filters = Filters(
        tenant=tenant,
        namespace=namespace,
        known_at=None,
        valid_from=BEGINNING_OF_TIME,
        valid_to=END_OF_TIME,
        trusts=("candidate", "verified", "raw"),
        valid_at=datetime.now(UTC),
    )
    store = RecallStore(driver, "neo4j", RecallCache())
    return ChannelScope(store=store, tuning=RecallTuning(), filters=filters, diagnostics={})


def _order(driver: Driver, tenant: str, rare: str, common: str) -> list[str]:
    """The message text channel's ranking (what recall fuses), as texts."""
    scope = _scope(driver, tenant)
    hits = source_text(scope, [rare, common])
    assert scope.diagnostics["source_text"]["mode"] == "partition_bm25"
    texts = []
    for hit in hits:
        row, _, _ = driver.execute_query(
            "MATCH (s:Source {id: $id}) RETURN s.text AS text", id=hit.id
        )
        texts.append(row[0]["text"])
    return texts


def _as_other_tenant(api: TestClient) -> Iterator[None]:
    other = new_tenant()
    key = "other-" + uuid.uuid4().hex
    api.app.state.api_keys[key] = Principal(other, Role.ADMIN)  # type: ignore[attr-defined]
    own = api.headers["Authorization"]
    api.headers["Authorization"] = f"Bearer {key}"
    try:
        yield
    finally:
        api.headers["Authorization"] = own


def test_another_tenants_text_does_not_reorder_a_partitions_hits(
    api: TestClient, driver: Driver, tenant: str
) -> None:
    rare, common = _word(), _word()
    # in this partition `rare` is rare and `common` common: the message of `rare` leads
    said = [f"A {rare} tart."] + [f"The {common} {kind}." for kind in ("gin", "jam", "wine")]
    _say(api, NS, said)
    before = _order(driver, tenant, rare, common)
    assert before[0] == said[0], before
    # another tenant writes `rare` everywhere: index-wide, it becomes the common word
    with contextmanager(_as_other_tenant)(api):
        _say(api, NS, [f"{rare} number {i} {rare} {rare}" for i in range(60)])
    after = _order(driver, tenant, rare, common)
    assert after == before, (before, after)


SAID = [
    "I painted the kids' bedroom blue; Tom's paintings are drying.",
    "We're moving to São Paulo in March, e-mail me at ana@example.com!",
    "Version 3.5 shipped; the cats ran off with my running shoes.",
    "Don't stop believing. I'm working on it, worked on it, works fine.",
    "Loving the café's crêpes 🥞 and the ponies' stables",
]
WORDS = [
    "paint", "painting", "bedroom", "tom", "kids", "blue", "moving", "move", "paulo", "são",
    "mail", "example", "version", "3", "5", "cats", "cat", "run", "running", "shoes", "don",
    "stop", "working", "work", "café", "crêpes", "ponies", "pony", "stables", "loving", "ana",
]  # fmt: skip


def test_term_counts_agree_with_the_index_analysis(
    api: TestClient, driver: Driver, tenant: str
) -> None:
    """For every word, the messages the index finds it in (`recall_source_term_counts`) are
    the messages whose Python analysis (`english_terms`) holds its stem: df and tf come from
    the same notion of a term."""
    namespace = "counts-" + uuid.uuid4().hex[:8]
    _say(api, namespace, SAID)
    token = partition_token(tenant, namespace)
    stems = query_stems(WORDS)
    rows, _, _ = driver.execute_query(
        query("recall_source_term_counts"),
        tenant=tenant,
        namespace=namespace,
        cap=1000,
        df_cap=1000,
        term_queries=term_queries(SOURCE_TEXT, stems, token),
    )
    assert rows[0]["n"] == len(SAID)
    found = dict(rows[0]["doc_freq"])
    expected = {
        stem: sum(stem in english_terms(f"Ana: {t}") for t in SAID) for stem in stems.values()
    }
    assert found == expected


def _likes(api: TestClient, values: list[str]) -> None:
    for value in values:
        body = {"subject": "Ana", "predicate": "likes", "value": value, "namespace": NS}
        response = api.post("/v1/facts", json=body)
        assert response.status_code == 201, response.text


def _fact_order(driver: Driver, tenant: str, rare: str, common: str) -> list[str]:
    """The statement text channel's ranking, as statements."""
    scope = _scope(driver, tenant)
    lists = lexical_graph(scope, [rare, common], set(), [], [1.0] + [0.0] * 383)
    assert scope.diagnostics["fact_text"]["mode"] == "partition_bm25"
    statements = []
    for hit in lists["fact_text"]:
        row, _, _ = driver.execute_query(
            "MATCH (f:Fact {id: $id}) RETURN f.statement AS s", id=hit.id
        )
        statements.append(row[0]["s"])
    return statements


def test_another_tenants_statements_do_not_reorder_a_partitions_facts(
    api: TestClient, driver: Driver, tenant: str
) -> None:
    rare, common = _word(), _word()
    _likes(api, [f"{rare} tart"] + [f"{common} {kind}" for kind in ("gin", "jam", "wine")])
    before = _fact_order(driver, tenant, rare, common)
    assert rare in before[0], before
    with contextmanager(_as_other_tenant)(api):
        _likes(api, [f"{rare} number {i} {rare} {rare}" for i in range(60)])
    assert _fact_order(driver, tenant, rare, common) == before


def test_statement_term_counts_agree_with_the_index_analysis(
    api: TestClient, driver: Driver, tenant: str
) -> None:
    """The same agreement for statements (`fact_text`, Neo4j's default analyzer: no stemming,
    no stop words; counted inside `recall_lexical_graph`), with the regular inflections
    recall searches them by."""
    namespace = "fcounts-" + uuid.uuid4().hex[:8]
    values = ["Tom's paintings", "São Paulo", "version 3.5", "running shoes", "the café"]
    for value in values:
        body = {"subject": "Ana", "predicate": "likes", "value": value, "namespace": namespace}
        assert api.post("/v1/facts", json=body).status_code == 201
    rows, _, _ = driver.execute_query(
        "MATCH (f:Fact) WHERE f.tenant = $t AND f.namespace = $ns RETURN f.statement AS s",
        t=tenant,
        ns=namespace,
    )
    statements = [r["s"] for r in rows]
    words = [v for w in ["painting", "tom", "paulo", "3", "running", "shoe", "the", "ana"]
             for v in term_variants(w)]  # fmt: skip
    terms = query_stems(words, None, plain_terms)
    scope = _scope(driver, tenant, namespace)
    rows, _, _ = driver.execute_query(
        query("recall_lexical_graph"),
        lucene=None,
        fetch=10,
        limit=10,
        entity_ids=[],
        embedding=[1.0] + [0.0] * 383,
        per_entity=1,
        expand_seeds=0,
        expand_per_entity=1,
        max_degree=1,
        cap=1000,
        df_cap=1000,
        term_queries=term_queries(FACT_TEXT, terms, partition_token(tenant, namespace)),
        **scope.filters.params(),
    )
    counts = rows[0]["term_counts"]
    assert counts["n"] == len(values)
    expected = {t: sum(t in plain_terms(s) for s in statements) for t in terms.values()}
    assert dict(counts["doc_freq"]) == expected
    # no stemming: "painting" is not in "paintings"; a possessive stays one term ("tom's")
    assert expected["ana"] == len(values) and expected["running"] == 1
    assert expected["painting"] == 0 and expected["tom"] == 0
