"""The REST side of `bench.core_bench_import --via rest`: an operation as `POST /v1/import`
sends it, and an in-process API app (FastAPI's `TestClient`: request parsing, the write, the
response's JSON, without an HTTP server) with one admin key per bench tenant."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from typing import Any

from fastapi.testclient import TestClient

from chronofact.api.rest.app import create_app
from chronofact.config import Settings
from chronofact.graph.models import ChangeKind, Op, Operation
from chronofact.graph.time import END_OF_TIME


def operation_json(op: Operation) -> dict[str, Any]:
    """One operation of an import body (the fields the bench's history uses)."""
    body: dict[str, Any] = {
        "op": op.op.value,
        "subject": op.subject,
        "predicate": op.predicate,
        "valid_from": op.period.start.isoformat(),
    }
    if op.period.end < END_OF_TIME:
        body["valid_to"] = op.period.end.isoformat()
    if op.object is not None:
        body["object"] = op.object
    if op.value is not None:
        body["value"] = op.value
    if op.op is Op.ASSERT:
        body["kind"] = "correction" if op.kind is ChangeKind.CORRECTION else "assert"
        if op.evidence is not None:
            ev = op.evidence
            source: dict[str, Any] = {"kind": ev.kind, "ref": ev.ref}
            if ev.observed_at is not None:
                source["observed_at"] = ev.observed_at.isoformat()
            body["source"] = source
    return body


def import_body(ops: Sequence[Operation], tx_time: datetime) -> dict[str, Any]:
    return {"operations": [operation_json(op) for op in ops], "tx_time": tx_time.isoformat()}


@contextmanager
def bench_client(
    settings: Settings, tenants: Sequence[str], embed: bool
) -> Iterator[tuple[TestClient, list[str]]]:
    """A started API app whose keys are one admin key per tenant (the keys, in order).
    Without `embed` its writer embeds no statements (the API embeds every assert's statement
    with MiniLM; the import target is stated without embeddings)."""
    keys = [f"bench-import-key-{i:04d}-{tenant}" for i, tenant in enumerate(tenants)]
    grants = ",".join(f"{key}:{tenant}:admin" for key, tenant in zip(keys, tenants, strict=True))
    with TestClient(create_app(settings.model_copy(update={"api_keys": grants}))) as client:
        if not embed:
            client.app.state.services.writer.embedder = None  # type: ignore[attr-defined]
        yield client, keys


def post_import(
    client: TestClient, key: str, ops: Sequence[Operation], tx_time: datetime
) -> list[str]:
    """`POST /v1/import`; the ids of the versions it created."""
    response = client.post(
        "/v1/import",
        json=import_body(ops, tx_time),
        headers={"Authorization": f"Bearer {key}"},
    )
    if response.status_code != 201:
        raise RuntimeError(f"/v1/import answered {response.status_code}: {response.text[:500]}")
    created: list[str] = response.json()["created"]
    return created
