"""Each API call as data (`Call`): method, path, query, body, the model that reads its answer,
and whether it is a write (carries an `Idempotency-Key`) or safe to replay after a lost answer.

`Client` and `AsyncClient` build the same calls here and differ only in how they send them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Generic, Literal, TypeVar
from urllib.parse import quote

import httpx
from pydantic import BaseModel, ValidationError

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
from chronofact.client.errors import UnexpectedResponse

OutT = TypeVar("OutT", bound=BaseModel)
InT = TypeVar("InT", bound=BaseModel)

Instant = datetime | str
"""A time: an aware `datetime`, or ISO-8601 text with an offset (`2024-03-01T00:00:00Z`)."""

IDEMPOTENCY_HEADER = "Idempotency-Key"


@dataclass(frozen=True)
class Call(Generic[OutT]):
    method: Literal["GET", "POST", "PUT"]
    path: str
    out: type[OutT]
    params: dict[str, str] = field(default_factory=dict)
    body: dict[str, Any] | None = None
    write: bool = False
    """Changes the graph: sent with an `Idempotency-Key`, the same on every retry."""
    replay_safe: bool = True
    """May be sent again when the answer to an earlier attempt was lost."""

    def parse(self, response: httpx.Response) -> OutT:
        try:
            return self.out.model_validate_json(response.content)
        except ValidationError as exc:
            raise UnexpectedResponse(response.status_code, str(exc)) from exc


def model_of(cls: type[InT], given: InT | None, fields: dict[str, Any]) -> InT:
    """The request body: the model given, or one built (and validated) from keyword fields."""
    if given is not None:
        if fields:
            raise TypeError(f"give a {cls.__name__} or its fields as keywords, not both")
        return given
    return cls.model_validate(fields)


def _in_namespace(body: InT, namespace: str | None) -> InT:
    """`body`, with the client's default namespace when the body names none."""
    if namespace is None or getattr(body, "namespace", None) is not None:
        return body
    return body.model_copy(update={"namespace": namespace})


def _json(body: BaseModel) -> dict[str, Any]:
    """The fields the caller set (the server fills in its own defaults)."""
    dumped: dict[str, Any] = body.model_dump(mode="json", exclude_unset=True)
    return dumped


def _instant(value: Instant) -> str:
    if isinstance(value, datetime):
        if value.tzinfo is None:
            raise ValueError("times need a timezone (an aware datetime)")
        return value.isoformat()
    return value


def _params(**values: Any) -> dict[str, str]:
    """Query parameters, leaving out the ones not given."""
    out: dict[str, str] = {}
    for name, value in values.items():
        if value is None:
            continue
        if isinstance(value, bool):
            out[name] = "true" if value else "false"
        elif isinstance(value, datetime | str):
            out[name] = _instant(value)
        else:
            out[name] = str(value)
    return out


def _segment(value: str) -> str:
    """A path segment (a fact id, an entity name), escaped."""
    return quote(value, safe="")


# ---- writes ---------------------------------------------------------------------------------
def assert_fact(body: FactIn, namespace: str | None) -> Call[WriteOut]:
    return Call(
        "POST",
        "/v1/facts",
        WriteOut,
        body=_json(_in_namespace(body, namespace)),
        write=True,
        replay_safe=False,
    )


def retract_fact(body: RetractIn, namespace: str | None) -> Call[WriteOut]:
    return Call(
        "POST",
        "/v1/facts/retract",
        WriteOut,
        body=_json(_in_namespace(body, namespace)),
        write=True,
        replay_safe=False,
    )


def batch(body: BatchIn, namespace: str | None) -> Call[BatchOut]:
    if namespace is not None and body.target_namespace() is None:
        body = body.model_copy(update={"namespace": namespace})
    return Call(
        "POST", "/v1/facts/batch", BatchOut, body=_json(body), write=True, replay_safe=False
    )


def ingest(body: IngestIn, namespace: str | None) -> Call[IngestOut]:
    """Replay-safe: messages already stored are skipped by id, and the key deduplicates."""
    return Call(
        "POST",
        "/v1/ingest",
        IngestOut,
        body=_json(_in_namespace(body, namespace)),
        write=True,
        replay_safe=True,
    )


def forget(body: ForgetIn, namespace: str | None) -> Call[ForgetOut]:
    return Call(
        "POST",
        "/v1/forget",
        ForgetOut,
        body=_json(_in_namespace(body, namespace)),
        write=True,
        replay_safe=False,
    )


# ---- reads ----------------------------------------------------------------------------------
def facts(
    subject: str,
    predicate: str | None,
    valid_at: Instant | None,
    known_at: Instant | None,
    namespace: str | None,
    include_disputed: bool,
) -> Call[FactsOut]:
    params = _params(
        subject=subject,
        predicate=predicate,
        valid_at=valid_at,
        known_at=known_at,
        namespace=namespace,
        include_disputed=include_disputed or None,
    )
    return Call("GET", "/v1/facts", FactsOut, params=params)


def get_fact(fact_id: str, namespace: str | None) -> Call[FactOut]:
    path = f"/v1/facts/{_segment(fact_id)}"
    return Call("GET", path, FactOut, params=_params(namespace=namespace))


def history(fact_id: str, namespace: str | None) -> Call[HistoryOut]:
    path = f"/v1/facts/{_segment(fact_id)}/history"
    return Call("GET", path, HistoryOut, params=_params(namespace=namespace))


def timeline(
    entity: str,
    predicate: str | None,
    known_at: Instant | None,
    start: Instant | None,
    end: Instant | None,
    namespace: str | None,
    include_disputed: bool,
) -> Call[TimelineOut]:
    params = _params(
        predicate=predicate,
        known_at=known_at,
        namespace=namespace,
        include_disputed=include_disputed or None,
        **{"from": start, "to": end},
    )
    return Call("GET", f"/v1/entities/{_segment(entity)}/timeline", TimelineOut, params=params)


def recall(body: RecallIn, namespace: str | None) -> Call[RecallOut]:
    """A read, though a POST: safe to replay."""
    return Call("POST", "/v1/recall", RecallOut, body=_json(_in_namespace(body, namespace)))


def profile(
    entity: str,
    valid_at: Instant | None,
    known_at: Instant | None,
    min_trust: str | None,
    namespace: str | None,
    include_disputed: bool,
) -> Call[ProfileOut]:
    params = _params(
        valid_at=valid_at,
        known_at=known_at,
        min_trust=min_trust,
        namespace=namespace,
        include_disputed=include_disputed or None,
    )
    return Call("GET", f"/v1/entities/{_segment(entity)}/profile", ProfileOut, params=params)
