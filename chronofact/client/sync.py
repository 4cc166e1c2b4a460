"""`Client`: the REST API from Python, blocking, on `httpx.Client`.

Every method sends one call (see `chronofact.client.calls`), retried per the `RetryPolicy`,
and returns the API's own response model; a refusal raises a `chronofact.client.errors` type
carrying the error envelope. Writes take the request model or its fields as keywords.
"""

from __future__ import annotations

from types import TracebackType
from typing import Any, Literal, Self

import httpx

from chronofact.api.schemas.facts import (
    BatchIn,
    BatchOut,
    FactIn,
    FactsOut,
    RetractIn,
    TimelineOut,
    WriteOut,
)
from chronofact.api.schemas.ingest import IngestIn, IngestOut
from chronofact.api.schemas.operator import ForgetIn, ForgetOut
from chronofact.api.schemas.recall import ProfileOut, RecallIn, RecallOut
from chronofact.api.schemas.versions import FactOut, HistoryOut
from chronofact.client import calls
from chronofact.client.base import ClientConfig, OutT, answer_of, call_headers, unreachable
from chronofact.client.calls import Instant, model_of
from chronofact.client.retry import RetryPolicy

MinTrust = Literal["raw", "candidate", "verified", "disputed"]


class Client:
    """A blocking client. `base_url` defaults to `$CHRONOFACT_URL` (else
    `http://127.0.0.1:8000`), `api_key` to `$CHRONOFACT_API_KEY`; `namespace` is used by every
    call that names none. Use it as a context manager, or `close()` it."""

    def __init__(
        self,
        base_url: str | None = None,
        *,
        api_key: str | None = None,
        namespace: str | None = None,
        timeout: float = 60.0,
        retry: RetryPolicy | None = None,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.config = ClientConfig(base_url, api_key, namespace, retry)
        self._http = httpx.Client(
            base_url=self.config.base_url,
            headers=self.config.headers(),
            timeout=timeout,
            transport=transport,
        )

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def close(self) -> None:
        self._http.close()

    def _send(self, call: calls.Call[OutT], idempotency_key: str | None = None) -> OutT:
        headers = call_headers(call, idempotency_key)
        retrying = self.config.retry.sync(call.replay_safe)
        try:
            response: httpx.Response = retrying(
                self._http.request,
                call.method,
                call.path,
                params=call.params,
                json=call.body,
                headers=headers,
            )
        except httpx.TransportError as exc:
            raise unreachable(call, exc) from exc
        return answer_of(call, response)

    # ---- writes -----------------------------------------------------------------------------
    def assert_fact(
        self, fact: FactIn | None = None, /, *, idempotency_key: str | None = None, **fields: Any
    ) -> WriteOut:
        """`POST /v1/facts`: assert one fact (a `FactIn`, or its fields as keywords)."""
        body = model_of(FactIn, fact, fields)
        return self._send(calls.assert_fact(body, self.config.namespace), idempotency_key)

    def retract_fact(
        self,
        retraction: RetractIn | None = None,
        /,
        *,
        idempotency_key: str | None = None,
        **fields: Any,
    ) -> WriteOut:
        """`POST /v1/facts/retract`: end what a key says over a period (default: from now)."""
        body = model_of(RetractIn, retraction, fields)
        return self._send(calls.retract_fact(body, self.config.namespace), idempotency_key)

    def batch(
        self, batch: BatchIn | None = None, /, *, idempotency_key: str | None = None, **fields: Any
    ) -> BatchOut:
        """`POST /v1/facts/batch`: operations in order, all-or-nothing, one transaction."""
        body = model_of(BatchIn, batch, fields)
        return self._send(calls.batch(body, self.config.namespace), idempotency_key)

    def ingest(
        self,
        ingest: IngestIn | None = None,
        /,
        *,
        idempotency_key: str | None = None,
        **fields: Any,
    ) -> IngestOut:
        """`POST /v1/ingest`: a conversation (`messages=[...]`) or a document (`text=`,
        `observed_at=`); facts are extracted and every message kept as their source."""
        body = model_of(IngestIn, ingest, fields)
        return self._send(calls.ingest(body, self.config.namespace), idempotency_key)

    def forget(
        self, topic: str, *, namespace: str | None = None, idempotency_key: str | None = None
    ) -> ForgetOut:
        """`POST /v1/forget` (tombstone): revoke what mentions `topic`, refuse it from now on."""
        body = ForgetIn(topic=topic, mode="tombstone", namespace=namespace)
        return self._send(calls.forget(body, self.config.namespace), idempotency_key)

    def erase(
        self, topic: str, *, namespace: str | None = None, idempotency_key: str | None = None
    ) -> ForgetOut:
        """`POST /v1/forget` (erase): physically delete everything that mentions `topic`."""
        body = ForgetIn(topic=topic, mode="erase", namespace=namespace)
        return self._send(calls.forget(body, self.config.namespace), idempotency_key)

    # ---- reads ------------------------------------------------------------------------------
    def facts(
        self,
        subject: str,
        *,
        predicate: str | None = None,
        valid_at: Instant | None = None,
        known_at: Instant | None = None,
        namespace: str | None = None,
        include_disputed: bool = False,
    ) -> FactsOut:
        """`GET /v1/facts`, the as-of query: what is true now; what was true at `valid_at`;
        what was believed at `known_at` (about `valid_at`, else about then)."""
        scope = self.config.scope(namespace)
        call = calls.facts(subject, predicate, valid_at, known_at, scope, include_disputed)
        return self._send(call)

    def get_fact(self, fact_id: str, *, namespace: str | None = None) -> FactOut:
        """`GET /v1/facts/{id}`: one version, whatever its time rectangle."""
        return self._send(calls.get_fact(fact_id, self.config.scope(namespace)))

    def history(self, fact_id: str, *, namespace: str | None = None) -> HistoryOut:
        """`GET /v1/facts/{id}/history`: its lineage and its key's belief history."""
        return self._send(calls.history(fact_id, self.config.scope(namespace)))

    def timeline(
        self,
        entity: str,
        *,
        predicate: str | None = None,
        known_at: Instant | None = None,
        start: Instant | None = None,
        end: Instant | None = None,
        namespace: str | None = None,
        include_disputed: bool = False,
    ) -> TimelineOut:
        """`GET /v1/entities/{name}/timeline`: the entity's facts over valid time (`start` and
        `end` are the API's `from` and `to`), as known at `known_at` (default now)."""
        scope = self.config.scope(namespace)
        call = calls.timeline(entity, predicate, known_at, start, end, scope, include_disputed)
        return self._send(call)

    def recall(self, query: str | RecallIn, /, **fields: Any) -> RecallOut:
        """`POST /v1/recall`: what answers a question (a `RecallIn`, or the question and its
        fields as keywords), current facts first, with a compact `context` for a prompt."""
        body = query if isinstance(query, RecallIn) else RecallIn(query=query, **fields)
        if isinstance(query, RecallIn) and fields:
            raise TypeError("give a RecallIn or the question and its fields, not both")
        return self._send(calls.recall(body, self.config.namespace))

    def profile(
        self,
        entity: str,
        *,
        valid_at: Instant | None = None,
        known_at: Instant | None = None,
        min_trust: MinTrust | None = None,
        namespace: str | None = None,
        include_disputed: bool = False,
    ) -> ProfileOut:
        """`GET /v1/entities/{name}/profile`: static and dynamic facts of an entity."""
        scope = self.config.scope(namespace)
        call = calls.profile(entity, valid_at, known_at, min_trust, scope, include_disputed)
        return self._send(call)
