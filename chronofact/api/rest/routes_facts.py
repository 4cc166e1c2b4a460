"""The bitemporal core over REST: write, point query, one version, history, timeline."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query
from fastapi.responses import JSONResponse
from neo4j import ManagedTransaction
from neo4j.exceptions import ConstraintError

from chronofact.api.presenters import batch_out, predicate_out, predicates_out, write_out
from chronofact.api.rest.idempotency import (
    IdempotencyHeader,
    idempotency_key,
    replay,
    stored_answer,
)
from chronofact.api.rest.state import CallerDep, ServicesDep
from chronofact.api.schemas.facts import (
    BasisOut,
    BatchIn,
    BatchOut,
    FactIn,
    FactsOut,
    ImportIn,
    PredicateIn,
    RetractIn,
    TimelineOut,
    WriteOut,
)
from chronofact.api.schemas.operator import PredicateOut, PredicatesOut
from chronofact.api.schemas.versions import FactOut, HistoryOut
from chronofact.graph.errors import InvalidInput, NotFound
from chronofact.graph.idempotency import DONE, record_in
from chronofact.graph.models import WriteResult
from chronofact.graph.paging import DEFAULT_LIMIT, MAX_LIMIT, MAX_OFFSET, Page
from chronofact.graph.reads import Basis
from chronofact.graph.time import iso, parse_instant

router = APIRouter(prefix="/v1")

NamespaceQ = Annotated[str, Query(min_length=1, max_length=128, pattern=r"^[A-Za-z0-9_.:-]+$")]
LimitQ = Annotated[
    int, Query(ge=1, le=MAX_LIMIT, description="Most items to return (default 1000).")
]
OffsetQ = Annotated[
    int, Query(ge=0, le=MAX_OFFSET, description="Items to skip: a previous `next_offset`.")
]


@router.post("/facts", status_code=201, response_model=WriteOut, tags=["write"])
def assert_fact(body: FactIn, who: CallerDep, svc: ServicesDep) -> WriteOut:
    """Assert one fact: the write primitive (revoke + leftovers + lineage), one transaction."""
    result = svc.writer.write(who.context(body.namespace), who.claims([body.to_operation()]))
    return write_out(result)


@router.post(
    "/facts/retract",
    status_code=201,
    response_model=WriteOut,
    response_model_exclude={"fact"},
    tags=["write"],
)
def retract_fact(body: RetractIn, who: CallerDep, svc: ServicesDep) -> WriteOut:
    """End what a key says over `[valid_from, valid_to)` (default: from now on)."""
    result = svc.writer.write(who.context(body.namespace), [body.to_operation()])
    return write_out(result)


@router.post("/facts/batch", status_code=201, response_model=BatchOut, tags=["write"])
def batch(
    body: BatchIn, who: CallerDep, svc: ServicesDep, idempotency: IdempotencyHeader = None
) -> BatchOut | JSONResponse:
    """Apply operations in order, all-or-nothing, sharing one transaction time. A retry with
    the same `Idempotency-Key` gets the first answer (the batch and its record commit
    together)."""
    return _batch(body, who, svc, None, idempotency)


@router.post("/import", status_code=201, response_model=BatchOut, tags=["write"])
def import_batch(
    body: ImportIn, who: CallerDep, svc: ServicesDep, idempotency: IdempotencyHeader = None
) -> BatchOut | JSONResponse:
    """Import mode: a batch at a client transaction time later than the tenant's last one."""
    return _batch(body, who, svc, body, idempotency)


def _batch(
    body: BatchIn,
    who: CallerDep,
    svc: ServicesDep,
    imported: ImportIn | None,
    idempotency: str | None,
) -> BatchOut | JSONResponse:
    namespace = body.target_namespace()
    route = "import" if imported else "batch"
    key = idempotency_key(idempotency, who.tenant, namespace, route, body)
    stored = stored_answer(svc, key)
    if stored is not None:
        return replay(stored.response)

    def record(tx: ManagedTransaction, result: WriteResult) -> None:
        assert key is not None
        record_in(tx, key, DONE, batch_out(result).model_dump(mode="json"))

    ctx = who.context(namespace, actor="import" if imported else "api")
    try:
        result = svc.write_batch(
            ctx,
            who.claims([op.to_operation() for op in body.operations]),
            tx_time=imported.tx_time if imported else None,
            on_commit=record if key is not None else None,
        )
    except ConstraintError:
        stored = stored_answer(svc, key)  # a concurrent request with the key committed first
        if stored is None:
            raise
        return replay(stored.response)
    return batch_out(result)


@router.get("/facts", response_model=FactsOut, tags=["read"])
def point_query(
    who: CallerDep,
    svc: ServicesDep,
    subject: Annotated[str, Query(min_length=1, max_length=512)],
    predicate: Annotated[str | None, Query(max_length=128)] = None,
    valid_at: str | None = None,
    known_at: str | None = None,
    namespace: NamespaceQ = "default",
    include_disputed: bool = False,
    limit: LimitQ = DEFAULT_LIMIT,
    offset: OffsetQ = 0,
) -> FactsOut:
    """Q1-Q4. `valid_at` defaults to now, `known_at` to latest; `known_at` alone sets both.
    At most `limit` facts; `truncated` says more follow (`next_offset`)."""
    basis = Basis.resolve(
        parse_instant(valid_at, "valid_at") if valid_at else None,
        parse_instant(known_at, "known_at") if known_at else None,
    )
    page = svc.reader.point_page(
        who.tenant, namespace, subject, predicate, basis, include_disputed, Page(limit, offset)
    )
    return FactsOut(
        basis=BasisOut(**basis.to_api()),
        facts=page.items,
        truncated=page.truncated,
        next_offset=page.next_offset,
    )


def fact_not_found(fact_id: str, namespace: str) -> NotFound:
    """The 404 of a fact id that the namespace does not hold."""
    return NotFound("not_found", f"no fact {fact_id!r} in namespace {namespace!r}")


@router.get(
    "/facts/{fact_id}", response_model=FactOut, response_model_exclude_unset=True, tags=["read"]
)
def get_fact(
    who: CallerDep,
    svc: ServicesDep,
    fact_id: str,
    namespace: NamespaceQ = "default",
) -> dict[str, object]:
    """One version, whatever its time rectangle."""
    fact = svc.reader.get(who.tenant, namespace, fact_id)
    if fact is None:
        raise fact_not_found(fact_id, namespace)
    return fact


@router.get(
    "/facts/{fact_id}/history",
    response_model=HistoryOut,
    response_model_exclude_unset=True,
    tags=["read"],
)
def fact_history(
    who: CallerDep,
    svc: ServicesDep,
    fact_id: str,
    namespace: NamespaceQ = "default",
    limit: LimitQ = DEFAULT_LIMIT,
    offset: OffsetQ = 0,
) -> dict[str, object]:
    """The version's lineage (what it replaced, what replaced it) and its key's belief history:
    at most `limit` entries each (`offset` pages the key history); `truncated` says some were
    left out."""
    history = svc.reader.history(who.tenant, namespace, fact_id, Page(limit, offset))
    if history is None:
        raise fact_not_found(fact_id, namespace)
    return history


@router.get("/entities/{name}/timeline", response_model=TimelineOut, tags=["read"])
def timeline(
    who: CallerDep,
    svc: ServicesDep,
    name: str,
    predicate: str | None = None,
    known_at: str | None = None,
    from_: Annotated[str | None, Query(alias="from")] = None,
    to: str | None = None,
    namespace: NamespaceQ = "default",
    include_disputed: bool = False,
    limit: LimitQ = DEFAULT_LIMIT,
    offset: OffsetQ = 0,
) -> TimelineOut:
    """The valid-time timeline of an entity's facts as known at `known_at` (default now), at
    most `limit` facts; `truncated` says more follow (`next_offset`)."""
    start = parse_instant(from_, "from") if from_ else None
    end = parse_instant(to, "to") if to else None
    if start is not None and end is not None and not start < end:
        raise InvalidInput("invalid_time", "`from` must be earlier than `to`")
    known, page = svc.reader.timeline_page(
        who.tenant,
        namespace,
        name,
        predicate,
        parse_instant(known_at, "known_at") if known_at else None,
        start,
        end,
        include_disputed,
        Page(limit, offset),
    )
    return TimelineOut(
        entity=name,
        known_at=iso(known),
        facts=page.items,
        truncated=page.truncated,
        next_offset=page.next_offset,
    )


@router.get("/predicates", response_model=PredicatesOut, tags=["predicates"])
def list_predicates(who: CallerDep, svc: ServicesDep) -> PredicatesOut:
    """The tenant's own predicate declarations (everything else uses the built-in registry)."""
    return predicates_out(svc.operator.predicates(who.tenant))


@router.put("/predicates/{name}", response_model=PredicateOut, tags=["predicates"])
def declare_predicate(
    name: str, body: PredicateIn, who: CallerDep, svc: ServicesDep
) -> PredicateOut:
    """Declare a predicate single-valued (updates replace) or multi-valued (values coexist)."""
    return predicate_out(svc.operator.declare_predicate(who.tenant, name, body.cardinality))
