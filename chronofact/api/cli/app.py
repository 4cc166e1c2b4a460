"""The `chronofact` command line: the local Neo4j, the API server, Cypher, and the core reads
and writes (which go straight to Neo4j through the same write primitive as the API)."""

from __future__ import annotations

import json
import signal
import sys
import time
from datetime import datetime
from typing import Annotated, Any

import typer
from rich.table import Table

from chronofact.api.cli import ingest as cli_ingest
from chronofact.api.cli import recall as cli_recall
from chronofact.api.cli.output import fail as _fail
from chronofact.api.cli.output import instant as _instant
from chronofact.api.cli.output import out
from chronofact.config import get_settings
from chronofact.graph.errors import ChronofactError
from chronofact.graph.models import ChangeKind, Context, Op, Operation
from chronofact.graph.neo4j import apply_schema, connect
from chronofact.graph.neo4j.local_server import LocalNeo4j, Neo4jSetupError
from chronofact.graph.reads import Basis, Reader
from chronofact.graph.time import Period, TimeError, now_utc
from chronofact.graph.write import Writer

app = typer.Typer(help="Chronofact: a bitemporal knowledge graph on Neo4j.", no_args_is_help=True)
neo4j_app = typer.Typer(
    help="The local Neo4j the project provisions from Maven Central.", no_args_is_help=True
)
app.add_typer(neo4j_app, name="neo4j")

Tenant = Annotated[str, typer.Option(help="Tenant to act as.")]
NamespaceOpt = Annotated[
    str, typer.Option("--namespace", "-n", help="Namespace inside the tenant.")
]


def _local() -> LocalNeo4j:
    return LocalNeo4j(get_settings())


# ---- neo4j ----------------------------------------------------------------------------------
@neo4j_app.command("install")
def neo4j_install(force: bool = typer.Option(False, help="Rebuild even if up to date.")) -> None:
    """Assemble Neo4j Community + Browser + APOC + GDS from Maven Central (idempotent)."""
    try:
        with out.status("Assembling Neo4j from Maven Central ..."):
            built = _local().install(echo=out.print, force=force)
    except Neo4jSetupError as exc:
        raise _fail(str(exc)) from exc
    out.print("Neo4j installed." if built else f"Neo4j already installed in {_local().home}.")


@neo4j_app.command("start")
def neo4j_start() -> None:
    """Start the local Neo4j in the background and wait until Bolt answers."""
    try:
        local = _local()
        if not local.is_installed():
            local.install(echo=out.print)
        with out.status("Starting Neo4j ..."):
            started = local.start()
    except Neo4jSetupError as exc:
        raise _fail(str(exc)) from exc
    status = _local().status()
    out.print(
        ("Started" if started else "Already running")
        + f": {status.bolt_uri}  Browser: {status.browser_url}"
    )


@neo4j_app.command("stop")
def neo4j_stop() -> None:
    """Stop the local Neo4j (SIGTERM, then SIGKILL after 60 s)."""
    out.print("Stopped." if _local().stop(echo=out.print) else "Not running.")


@neo4j_app.command("status")
def neo4j_status() -> None:
    """Installed? Running? Where?"""
    s = _local().status()
    out.print(
        f"home:      {s.home}\ninstalled: {s.installed}\nrunning:   {s.running}"
        f"{f' (pid {s.pid})' if s.pid else ''}\nbolt:      {s.bolt_uri}\n"
        f"browser:   {s.browser_url}"
    )
    if not s.running:
        raise typer.Exit(3)


@neo4j_app.command("logs")
def neo4j_logs(
    lines: int = typer.Option(50, "--lines", "-l"),
    follow: bool = typer.Option(False, "--follow", "-f"),
) -> None:
    """Print the end of the Neo4j console log."""
    local = _local()
    out.print(local.tail_log(lines), markup=False, highlight=False)
    if follow and local.console_log.exists():
        with local.console_log.open() as handle:
            handle.seek(0, 2)
            while True:
                line = handle.readline()
                if line:
                    sys.stdout.write(line)
                else:
                    time.sleep(0.5)


# ---- serve ----------------------------------------------------------------------------------
@app.command()
def serve(
    host: str = typer.Option(None, help="Bind address (default 127.0.0.1)."),
    port: int = typer.Option(None, help="Port (default 8000)."),
    workers: int = typer.Option(1, help="API worker processes."),
) -> None:
    """Run the API in the foreground (starting the local Neo4j if it is the configured one).
    Ctrl-C stops the API and the Neo4j this command started."""
    import uvicorn

    settings = get_settings()
    local = LocalNeo4j(settings)
    started = False
    if settings.uses_local_neo4j:
        try:
            if not local.is_installed():
                local.install(echo=out.print)
            started = local.start(echo=out.print)
        except Neo4jSetupError as exc:
            raise _fail(str(exc)) from exc
        out.print(f"Neo4j Browser: {local.browser_url}  (user neo4j)")
    signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))
    try:
        uvicorn.run(
            "chronofact.api.rest.main:app",
            host=host or settings.api_host,
            port=port or settings.api_port,
            workers=workers,
            log_level="info",
        )
    except KeyboardInterrupt:
        pass
    finally:
        if started:
            local.stop(echo=out.print)


# ---- cypher ---------------------------------------------------------------------------------
def _param(text: str) -> tuple[str, Any]:
    name, sep, raw = text.partition("=")
    if not sep:
        raise _fail(f"--param {text!r}: write name=value (value as JSON, else a string)", 2)
    try:
        return name, json.loads(raw)
    except json.JSONDecodeError:
        return name, raw


@app.command()
def cypher(
    statement: str,
    param: Annotated[list[str] | None, typer.Option("--param", "-p")] = None,
    as_json: bool = typer.Option(False, "--json", help="Print rows as JSON lines."),
) -> None:
    """Run a Cypher statement against the configured Neo4j and print the rows."""
    from neo4j.exceptions import Neo4jError, ServiceUnavailable

    settings = get_settings()
    params = dict(_param(p) for p in param or [])
    try:
        with connect(settings) as driver:
            records, _, keys = driver.execute_query(
                statement,
                params,
                database_=settings.neo4j_database,
            )
    except ServiceUnavailable as exc:
        raise _fail(f"cannot reach Neo4j at {settings.bolt_uri}: {exc}") from exc
    except Neo4jError as exc:
        raise _fail(f"{exc.code}: {exc.message}") from exc
    if as_json:
        for record in records:
            print(json.dumps(dict(record), default=str))
        return
    table = Table(*keys)
    for record in records:
        table.add_row(*(str(v) for v in record.values()))
    out.print(table)


@app.command("schema")
def schema_apply() -> None:
    """Apply cypher/schema.cypher (idempotent) and wait for the indexes."""
    with connect(get_settings()) as driver:
        count = apply_schema(driver)
    out.print(f"Schema applied ({count} statements).")


# ---- the core -------------------------------------------------------------------------------
def _print_facts(facts: list[dict[str, Any]], as_json: bool) -> None:
    if as_json:
        print(json.dumps(facts, indent=2))
        return
    table = Table("predicate", "object/value", "valid", "known", "trust", "id")
    for f in facts:
        shown = f["object"]["name"] if "object" in f else json.dumps(f.get("value"))
        if not f.get("polarity", True):
            shown = f"NOT {shown}"
        table.add_row(
            f["predicate"],
            shown,
            f"[{f['valid_from']}, {f['valid_to'] or '∞'})",
            f"[{f['learned_at']}, {f['revoked_at'] or '∞'})",
            f["trust"],
            f["id"],
        )
    out.print(table)


def _write(tenant: str, namespace: str, op: Operation, tx_time: datetime | None = None) -> None:
    settings = get_settings()
    try:
        with connect(settings) as driver:
            result = Writer(driver, settings.neo4j_database).write(
                Context(tenant=tenant, namespace=namespace, actor="cli"), [op], tx_time
            )
    except ChronofactError as exc:
        raise _fail(f"{exc.code}: {exc.message}", 2) from exc
    out.print(
        f"tx {result.tx_id} at {result.tx_time.isoformat()}: "
        f"created {len(result.created)}, revoked {len(result.revoked)}"
        + (f", corroborated {len(result.corroborated)}" if result.corroborated else "")
        + (f", contradictions {len(result.contradictions)}" if result.contradictions else "")
        + (f", blocked {len(result.blocked)}" if result.blocked else "")
    )


@app.command("assert")
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
    try:
        period = Period.of(_instant(valid_from, "--from") or now_utc(), _instant(valid_to, "--to"))
    except TimeError as exc:
        raise _fail(str(exc), 2) from exc
    op = Operation(
        Op.ASSERT,
        subject,
        predicate,
        period,
        object=None if literal else obj,
        value=obj if literal else None,
        polarity=not negated,
        kind=ChangeKind.CORRECTION if correction else ChangeKind.CHANGE,
    )
    _write(tenant, namespace, op)


@app.command()
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
    try:
        period = Period.of(_instant(valid_from, "--from") or now_utc(), _instant(valid_to, "--to"))
    except TimeError as exc:
        raise _fail(str(exc), 2) from exc
    _write(tenant, namespace, Operation(Op.RETRACT, subject, predicate, period, object=obj))


@app.command()
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
    basis = Basis.resolve(_instant(valid_at, "--valid-at"), _instant(known_at, "--known-at"))
    with connect(get_settings()) as driver:
        facts = Reader(driver).point(tenant, namespace, subject, predicate, basis)
    if not as_json:
        out.print(f"basis: {basis.to_api()}")
    _print_facts(facts, as_json)


@app.command()
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
    with connect(get_settings()) as driver:
        _, facts = Reader(driver).timeline(
            tenant,
            namespace,
            name,
            predicate,
            _instant(known_at, "--known-at"),
            _instant(start, "--from"),
            _instant(end, "--to"),
        )
    _print_facts(facts, as_json)


@app.command()
def history(fact_id: str, tenant: Tenant = "default", namespace: NamespaceOpt = "default") -> None:
    """A version's lineage and its key's belief history (JSON)."""
    with connect(get_settings()) as driver:
        found = Reader(driver).history(tenant, namespace, fact_id)
    if found is None:
        raise _fail(f"no fact {fact_id!r} in {tenant}/{namespace}")
    print(json.dumps(found, indent=2))


@app.command()
def mcp(tenant: Tenant = "default") -> None:
    """Serve Chronofact's tools over MCP on stdin/stdout (for agent hosts)."""
    from chronofact.api.mcp import build_server
    from chronofact.extractors.embeddings import embed

    with connect(get_settings()) as driver:
        apply_schema(driver)
        build_server(driver, tenant, embedder=embed).run("stdio")


cli_ingest.register(app)
cli_recall.register(app)
