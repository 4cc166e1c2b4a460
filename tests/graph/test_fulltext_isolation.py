"""Known flaw, kept as a strict xfail so that fixing it shows: the fulltext channels score with
Lucene's BM25, whose document frequencies come from the whole index (every namespace and
tenant), so another tenant's text can reorder a partition's hits. Found tracing LoCoMo's two
readings (bench/RESULTS.md, thirty-first session). Partition-local term statistics would make
this pass."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import pytest
from fastapi.testclient import TestClient
from neo4j import Driver

from chronofact.api.rest.key_cache import Principal
from chronofact.api.roles import Role
from chronofact.graph.entities import partition_token
from chronofact.graph.neo4j import query
from chronofact.graph.recall.request import source_kind_params
from chronofact.graph.recall.terms import lucene_query
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


def _order(driver: Driver, tenant: str, rare: str, common: str) -> list[str]:
    lucene = lucene_query(["search_text"], [rare, common], partition_token(tenant, NS))
    records, _, _ = driver.execute_query(
        query("recall_source_fulltext"),
        tenant=tenant,
        namespace=NS,
        lucene=lucene,
        fetch=50,
        limit=10,
        known_at=None,
        valid_at=datetime.now(UTC),
        valid_from=BEGINNING_OF_TIME,
        valid_to=END_OF_TIME,
        trusts=["candidate", "verified", "raw"],
        **source_kind_params(),
    )
    texts = {}
    for r in records:
        row, _, _ = driver.execute_query(
            "MATCH (s:Source {id: $id}) RETURN s.text AS text", id=r["id"]
        )
        texts[r["id"]] = row[0]["text"]
    return [texts[r["id"]] for r in records]


@pytest.mark.xfail(
    strict=True,
    reason="BM25 document frequencies are index-wide, not per partition (known flaw)",
)
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
    other = new_tenant()
    key = "other-" + uuid.uuid4().hex
    api.app.state.api_keys[key] = Principal(other, Role.ADMIN)  # type: ignore[attr-defined]
    own = api.headers["Authorization"]
    api.headers["Authorization"] = f"Bearer {key}"
    try:
        _say(api, NS, [f"{rare} number {i} {rare} {rare}" for i in range(60)])
    finally:
        api.headers["Authorization"] = own
    after = _order(driver, tenant, rare, common)
    assert after == before, (before, after)
