"""CLI commands for the bitemporal core: assert, retract, batch/import, asof, timeline,
history. The same services and presenters as `POST /v1/facts`, `/v1/facts/batch`,
`/v1/import`, `GET /v1/facts` and the timeline and history reads."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any

import typer
from pydantic import ValidationError
from rich.table import Table

from chronofact.api.cli.output import EXIT_CODES, fail, instant, out, services
from chronofact.api.presenters import batch_out, write_summary
from chronofact.api.schemas.facts import BatchIn
from chronofact.graph.errors import InvalidInput
from chronofact.graph.models import ChangeKind, Context, Op, Operation
from chronofact.graph.reads import Basis
from chronofact.graph.time import Period, TimeError, now_utc

Tenant = Annotated[str, typer.Option(help="Tenant to act as.")]
NamespaceOpt = Annotated[
    str, typer.Option("--namespace", "-n", help="Namespace inside the tenant.")
]
AsJson = Annotated[bool, typer.Option("--json", help="Print the API response as JSON.")]


def print_facts(facts: list[dict[str, Any]], as_json: bool) -> None:
    if as_json:
        print(json.dumps(facts, indent=2))
        return
    table = Table()
    for header in ("predicate", "object/value", "valid", "known", "trust", "id"):
        # fold, never cut: an id is copied into `chronofact history`, a value read whole
        table.add_column(header, overflow="fold")
    for f in facts:
        shown = f["object"]["name"] if "object" in f else json.dumps(f.get("value"))
        if not f.get("polarity", True):
            shown = f"NOT {shown}"
        table.add_row(
            f["predicate"],
            shown,
            f"[{_shown_time(f['valid_from'])}, {_shown_time(f['valid_to'])})",
            f"[{_shown_time(f['learned_at'])}, {_shown_time(f['revoked_at'])})",
            f["trust"],
            f["id"],
        )
    out.print(table)


def _shown_time(value: str | None) -> str:
    """An instant as a table shows it: `2025-02-03 19:02` (UTC; seconds when not zero, the
    date alone at midnight), `∞` for none. `--json` keeps the exact instants."""
    if not value:
        return "∞"
    at = instant(value, "time")
    if at is None:
        return value
    if at.second or at.microsecond:
        return at.strftime("%Y-%m-%d %H:%M:%S")
    if at.hour == 0 and at.minute == 0:
        return at.strftime("%Y-%m-%d")
    return at.strftime("%Y-%m-%d %H:%M")


def _period(valid_from: str | None, valid_to: str | None) -> Period:
    try:
        return Period.of(instant(valid_from, "--from") or now_utc(), instant(valid_to, "--to"))
    except TimeError as exc:
        raise fail(str(exc), EXIT_CODES["invalid"]) from exc


def _write(tenant: str, namespace: str, op: Operation) -> None:
    with services() as svc:
        result = svc.writer.write(Context(tenant=tenant, namespace=namespace, actor="cli"), [op])
    out.print(write_summary(result))


def _batch_body(path: Path, namespace: str | None) -> BatchIn:
    """A batch file: `{"operations": [...], "namespace"?}` (the REST body) or a list of
    operations; nothing is written if any operation is malformed."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InvalidInput("invalid_file", f"{path}: not a JSON file: {exc}") from exc
    if isinstance(data, list):
        data = {"operations": data}
    if isinstance(data, dict) and namespace is not None:
        data = {**data, "namespace": namespace}
    try:
        return BatchIn.model_validate(data)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc']) or 'batch'}: {e['msg']}" for e in exc.errors()[:3]
        )
        raise InvalidInput("invalid_request", f"{path}: {problems}") from exc


def assert_cmd(
    subject: str,
    predicate: str,
    obj: Annotated[str, typer.Argument(metavar="OBJECT")],
    literal: bool = typer.Option(False, "--literal", help="OBJECT is a literal value."),
    valid_from: str = typer.Option(None, "--from", help="Valid from (ISO-8601 with offset)."),
    valid_to: str = typer.Option(None, "--to", help="Valid until, excluded (default open)."),
    correction: bool = typer.Option(False, help="Label it a correction of past valid time."),
    negated: bool = typer.Option(False, "--not", help="The statement is negated."),
    tenant: Tenant = "default",
    namespace: NamespaceOpt = "default",
) -> None:
    """Assert SUBJECT PREDICATE OBJECT over [--from, --to)."""
    op = Operation(
        Op.ASSERT,
        subject,
        predicate,
        _period(valid_from, valid_to),
        object=None if literal else obj,
        value=obj if literal else None,
        polarity=not negated,
        kind=ChangeKind.CORRECTION if correction else ChangeKind.CHANGE,
    )
    _write(tenant, namespace, op)


def retract(
    subject: str,
    predicate: str,
    obj: Annotated[str | None, typer.Argument(metavar="[OBJECT]")] = None,
    valid_from: str = typer.Option(None, "--from"),
    valid_to: str = typer.Option(None, "--to"),
    tenant: Tenant = "default",
    namespace: NamespaceOpt = "default",
) -> None:
    """Retract what SUBJECT PREDICATE [OBJECT] says over [--from, --to) (default from now)."""
    period = _period(valid_from, valid_to)
    _write(tenant, namespace, Operation(Op.RETRACT, subject, predicate, period, object=obj))


def batch(
    file: Annotated[
        Path, typer.Argument(exists=True, dir_okay=False, readable=True, help="JSON file.")
    ],
    tx_time: Annotated[
        str | None,
        typer.Option(
            "--tx-time",
            help="Import mode: apply at this transaction time (later than the tenant's "
            "last; CHRONOFACT_ALLOW_IMPORT).",
        ),
    ] = None,
    tenant: Tenant = "default",
    namespace: Annotated[
        str | None, typer.Option("--namespace", "-n", help="Namespace inside the tenant.")
    ] = None,
    as_json: AsJson = False,
) -> None:
    """Apply the operations of FILE in order, all-or-nothing, at one transaction time
    (the body of POST /v1/facts/batch, or a list of its operations). At most
    CHRONOFACT_MAX_BATCH operations (more: exit 6)."""
    imported: datetime | None = instant(tx_time, "--tx-time")
    with services() as svc:
        body = _batch_body(file, namespace)
        ctx = Context(
            tenant=tenant,
            namespace=body.target_namespace() or "default",
            actor="import" if imported else "cli",
        )
        ops = [op.to_operation() for op in body.operations]
        result = svc.write_batch(ctx, ops, tx_time=imported)
    if as_json:
        print(batch_out(result).model_dump_json(indent=2))
    else:
        out.print(write_summary(result))


def asof(
    subject: str,
    predicate: Annotated[str | None, typer.Argument()] = None,
    valid_at: str = typer.Option(None, "--valid-at"),
    known_at: str = typer.Option(None, "--known-at"),
    tenant: Tenant = "default",
    namespace: NamespaceOpt = "default",
    as_json: bool = typer.Option(False, "--json"),
) -> None:
    """What is true now (Q1), at --valid-at (Q2), as known at --known-at (Q3/Q4)."""
    basis = Basis.resolve(instant(valid_at, "--valid-at"), instant(known_at, "--known-at"))
    with services() as svc:
        facts = svc.reader.point(tenant, namespace, subject, predicate, basis)
    if not as_json:
        out.print(f"basis: {basis.to_api()}")
    print_facts(facts, as_json)


def timeline(
    name: str,
    predicate: str = typer.Option(None),
    known_at: str = typer.Option(None, "--known-at"),
    start: str = typer.Option(None, "--from"),
    end: str = typer.Option(None, "--to"),
    tenant: Tenant = "default",
    namespace: NamespaceOpt = "default",
    as_json: bool = typer.Option(False, "--json"),
) -> None:
    """The valid-time timeline of NAME's facts as known at --known-at (default now)."""
    with services() as svc:
        _, facts = svc.reader.timeline(
            tenant,
            namespace,
            name,
            predicate,
            instant(known_at, "--known-at"),
            instant(start, "--from"),
            instant(end, "--to"),
        )
    print_facts(facts, as_json)


def history(fact_id: str, tenant: Tenant = "default", namespace: NamespaceOpt = "default") -> None:
    """A version's lineage and its key's belief history (JSON). Exit 3 if unknown."""
    with services() as svc:
        found = svc.reader.history(tenant, namespace, fact_id)
    if found is None:
        raise fail(f"no fact {fact_id!r} in {tenant}/{namespace}", EXIT_CODES["not_found"])
    print(json.dumps(found, indent=2))


def register(app: typer.Typer) -> None:
    """Add this module's commands to the `chronofact` app."""
    app.command("assert")(assert_cmd)
    app.command()(retract)
    app.command()(batch)
    app.command()(asof)
    app.command()(timeline)
    app.command()(history)
