"""Writing the units of one request through `Writer.write`, in order.

**Idempotence and conflicts.** Before anything is written, the sources the request would create
are looked up: a unit whose `:Source` already exists with the same (redacted) text was ingested
before and is skipped, and so is one whose `:Source` has no text (a tombstone withheld it; see
`was_ingested`); one whose `:Source` exists with *another* text is a 409 (`source_conflict`),
and nothing is written.

**Groups.** Consecutive units are grouped into one write call each (`batch_size` units;
all-or-nothing per group), applied in order. A group also ends early when a unit would write a
(subject, predicate) that the group already writes, so every update gets a transaction time
strictly after the value it replaces. Before grouping, change resolution
(`change_resolution`) may add retracts of current facts a message says have ended. With an
embedder on the writer, the next group is embedded in a worker thread while the current one is
written.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor

from chronofact.extractors.secrets import redact
from chronofact.graph.errors import Conflict, InvalidInput
from chronofact.graph.ingest.change_resolution import resolve_changes
from chronofact.graph.ingest.claims_to_ops import Unit
from chronofact.graph.ingest.incomplete import incomplete
from chronofact.graph.ingest.result import IngestResult, collect, count_totals
from chronofact.graph.ingest.search_fields import embedded, with_search_text
from chronofact.graph.models import Context, Evidence, Operation
from chronofact.graph.neo4j import query
from chronofact.graph.write import Writer, source_id

DEFAULT_BATCH_SIZE = 200

Progress = Callable[[int], None]
"""Called after each committed group with the number of messages (or chunks) it held."""


def _stored_texts(writer: Writer, ctx: Context, sources: list[Evidence]) -> dict[str, str | None]:
    """Source id -> stored text, for the sources that already exist."""
    ids = [source_id(ctx, s) for s in sources]
    if not ids:
        return {}
    records, _, _ = writer.driver.execute_query(
        query("stored_sources"),
        ids=ids,
        tenant=ctx.tenant,
        namespace=ctx.namespace,
        database_=writer.database,
    )
    return {r["id"]: r["text"] for r in records}


def new_units(
    writer: Writer, ctx: Context, units: list[Unit], counts: dict[str, int]
) -> list[Unit]:
    """Drop units stored before; refuse (409, nothing written) a ref reused for another text."""
    stored = _stored_texts(writer, ctx, [u.source for u in units])
    fresh: list[Unit] = []
    conflicts: list[str] = []
    for unit in units:
        sid = source_id(ctx, unit.source)
        if sid not in stored:
            fresh.append(unit)
        elif was_ingested(stored[sid], unit.source.text, counts):
            counts["already_ingested"] += 1
        else:
            conflicts.append(unit.source.ref or "")
    if conflicts:
        shown = ", ".join(repr(c) for c in conflicts[:5])
        raise Conflict(
            "source_conflict",
            f"{len(conflicts)} source ref(s) already stored in namespace {ctx.namespace!r} "
            f"with another text ({shown}{', ...' if len(conflicts) > 5 else ''}); a ref names "
            "one text: message ids must be unique within a namespace (prefix them with the "
            "conversation, or use one namespace per conversation), and a changed document "
            "needs a new ref",
            details={"refs": conflicts},
        )
    return fresh


def was_ingested(stored: str | None, text: str | None, counts: dict[str, int]) -> bool:
    """Whether a source stored under a unit's id is that unit, ingested before: the same
    (redacted) text; a text stored before today's redaction rules that redacts to it; or no
    text at all - a tombstone withheld it (the message mentioned a forgotten topic), so the
    same message sent again is skipped, counted in `withheld`, not a conflict."""
    if stored is None:
        counts["withheld"] = counts.get("withheld", 0) + 1
        return True
    return stored == text or (text is not None and redact(stored) == text)


def _groups(units: list[Unit], batch_size: int) -> list[list[Unit]]:
    groups: list[list[Unit]] = []
    current: list[Unit] = []
    slots: set[tuple[str, str]] = set()
    for unit in units:
        if current and (len(current) >= batch_size or not slots.isdisjoint(unit.slots)):
            groups.append(current)
            current, slots = [], set()
        current.append(unit)
        slots.update(unit.slots)
    if current:
        groups.append(current)
    return groups


def _write_groups(
    writer: Writer,
    ctx: Context,
    groups: list[list[Unit]],
    progress: Progress | None,
    result: IngestResult,
) -> None:
    """Write the groups in order, embedding the next group while the current one is written."""
    seen: set[str] = set()
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="ingest-embed") as pool:
        pending: Future[tuple[list[Operation], list[Evidence]]] | None = (
            pool.submit(embedded, writer, groups[0]) if groups else None
        )
        try:
            for k, group in enumerate(groups):
                assert pending is not None
                ops, sources = pending.result()
                pending = (
                    pool.submit(embedded, writer, groups[k + 1]) if k + 1 < len(groups) else None
                )
                written = writer.write(ctx, ops, sources=sources)
                collect(result, written, sources, seen)
                result.counts["operations"] += len(ops)
                if progress is not None:
                    progress(len(group))
        finally:
            if pending is not None:
                pending.cancel()


def write_units(
    writer: Writer,
    ctx: Context,
    units: list[Unit],
    batch_size: int,
    progress: Progress | None,
    result: IngestResult,
    planned: list[int] | None = None,
) -> None:
    """Write units stored nowhere yet (`new_units`), in order, adding to `result`: change
    resolution, then the groups one transaction each (`planned` is told how many groups)."""
    result.counts["changes_resolved"] = result.counts.get("changes_resolved", 0) + (
        resolve_changes(writer, ctx, units)
    )
    with_search_text(units)
    groups = _groups(units, batch_size)
    if planned is not None:
        planned.append(len(groups))
    _write_groups(writer, ctx, groups, progress, result)


def run(
    writer: Writer,
    ctx: Context,
    units: list[Unit],
    batch_size: int,
    progress: Progress | None,
    counts: dict[str, int],
) -> IngestResult:
    """Write the units of one request (in order) and return what was done."""
    if batch_size < 1:
        raise InvalidInput("invalid_batch_size", "batch_size must be at least 1")
    result = IngestResult(counts=counts)
    units = new_units(writer, ctx, units, counts)
    planned: list[int] = []
    try:
        write_units(writer, ctx, units, batch_size, progress, result, planned)
    except Exception as exc:
        if not result.txs:
            raise  # nothing committed: the error as it is
        raise incomplete(exc, result, sum(planned)) from exc
    count_totals(result)
    return result
