"""The `chronofact` command line: the local Neo4j, the API server, Cypher, MCP; the core reads
and writes (`facts.py`), operator commands (`operator.py`), ingest and recall. Every command
goes straight to Neo4j through the same services (`api/services.py`) as the API."""

from __future__ import annotations

import json
import os
import signal
import sys
import time
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table

from chronofact.api.cli import analytics as cli_analytics
from chronofact.api.cli import facts as cli_facts
from chronofact.api.cli import import_file as cli_import
from chronofact.api.cli import ingest as cli_ingest
from chronofact.api.cli import keys as cli_keys
from chronofact.api.cli import operator as cli_operator
from chronofact.api.cli import recall as cli_recall
from chronofact.api.cli.output import EXIT_CODES, EXIT_CODES_HELP, exits_on_error, out, services
from chronofact.api.cli.output import fail as _fail
from chronofact.api.guide import play_command
from chronofact.api.roles import Role
from chronofact.config import get_settings
from chronofact.graph.neo4j import apply_schema, connect
from chronofact.graph.neo4j.backup import Backup
from chronofact.graph.neo4j.local_server import LocalNeo4j, Neo4jSetupError
from chronofact.graph.operator import run_cypher

app = typer.Typer(
    help="Chronofact: a bitemporal knowledge graph on Neo4j.",
    epilog=EXIT_CODES_HELP,
    no_args_is_help=True,
)
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
    """Assemble Neo4j Community + Browser + open GDS from Maven Central (idempotent)."""
    try:
        with out.status("Assembling Neo4j from Maven Central ..."):
            built = _local().install(echo=out.print, force=force)
    except Neo4jSetupError as exc:
        raise _fail(str(exc), EXIT_CODES["setup"]) from exc
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
        raise _fail(str(exc), EXIT_CODES["setup"]) from exc
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


StopOpt = Annotated[
    bool,
    typer.Option(
        "--stop",
        help="Stop a running Neo4j first and start it again afterwards (Community "
        "edition works only on a stopped database).",
    ),
]


def _backup() -> Backup:
    settings = get_settings()
    if not settings.uses_local_neo4j:
        raise _fail(
            "dump and load work on the local Neo4j only; NEO4J_URI names another server "
            "(use that server's own backup).",
            EXIT_CODES["setup"],
        )
    return Backup(LocalNeo4j(settings), settings.neo4j_database)


@neo4j_app.command("dump")
def neo4j_dump(
    path: Annotated[Path, typer.Argument(help="The dump file to write (must not exist).")],
    stop: StopOpt = False,
) -> None:
    """Back up the local Neo4j's database into one file (neo4j-admin database dump)."""
    try:
        written = _backup().dump(path, restart=stop, echo=out.print)
    except Neo4jSetupError as exc:
        raise _fail(str(exc), EXIT_CODES["setup"]) from exc
    out.print(f"Dumped to {written}.")


@neo4j_app.command("load")
def neo4j_load(
    path: Annotated[Path, typer.Argument(help="A file written by `chronofact neo4j dump`.")],
    stop: StopOpt = False,
    yes: Annotated[
        bool, typer.Option("--yes", "-y", help="Replace the database without asking.")
    ] = False,
) -> None:
    """Restore the local Neo4j's database from a dump (replaces what it holds now)."""
    backup = _backup()
    if not yes:
        typer.confirm(
            f"Replace database {backup.database!r} in {backup.local.home} with {path}?",
            abort=True,
        )
    try:
        backup.load(path, restart=stop, echo=out.print)
    except Neo4jSetupError as exc:
        raise _fail(str(exc), EXIT_CODES["setup"]) from exc
    out.print(f"Loaded {path}.")


# ---- serve ----------------------------------------------------------------------------------
@app.command()
def serve(
    host: str = typer.Option(None, help="Bind address (default 127.0.0.1)."),
    port: int = typer.Option(None, help="Port (default 8000)."),
    workers: int = typer.Option(1, min=1, help="API worker processes."),
    worker_healthcheck_timeout: int = typer.Option(
        30,
        min=1,
        help="Seconds a worker may take to answer the supervisor's ping before it is "
        "restarted (with --workers > 1; a busy machine needs more than uvicorn's 5).",
    ),
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
            raise _fail(str(exc), EXIT_CODES["setup"]) from exc
        out.print(f"Neo4j Browser: {local.browser_url}  (user neo4j)")
    bind = host or settings.api_host
    out.print(
        f"Browser guide: {play_command(bind, port or settings.api_port)}  (type it in Browser)"
    )
    # the app (in each worker) checks the address it is bound to: no keys, loopback only
    os.environ["CHRONOFACT_HOST"] = bind
    get_settings.cache_clear()  # the app is built in this process too (one worker)
    signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))
    try:
        uvicorn.run(
            "chronofact.api.rest.main:app",
            host=bind,
            port=port or settings.api_port,
            workers=workers,
            timeout_worker_healthcheck=worker_healthcheck_timeout,
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
        raise _fail(
            f"--param {text!r}: write name=value (value as JSON, else a string)",
            EXIT_CODES["invalid"],
        )
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
    settings = get_settings()
    params = dict(_param(p) for p in param or [])
    with exits_on_error(), connect(settings) as driver:
        keys, rows = run_cypher(driver, statement, params, settings.neo4j_database)
    if as_json:
        for row in rows:
            print(json.dumps(row, default=str))
        return
    table = Table(*keys)
    for row in rows:
        table.add_row(*(str(v) for v in row.values()))
    out.print(table)


@app.command("schema")
def schema_apply() -> None:
    """Apply cypher/schema.cypher (idempotent) and wait for the indexes."""
    settings = get_settings()
    with exits_on_error(), connect(settings) as driver:
        count = apply_schema(driver, settings.neo4j_database)
    out.print(f"Schema applied ({count} statements).")


# ---- mcp ------------------------------------------------------------------------------------
@app.command()
def mcp(
    tenant: Annotated[
        str | None,
        typer.Option(help="Tenant to act as (default: CHRONOFACT_MCP_TENANT, else default)."),
    ] = None,
    role: Annotated[
        Role | None,
        typer.Option(help="Role of the tools (default: CHRONOFACT_MCP_ROLE, else operator)."),
    ] = None,
) -> None:
    """Serve Chronofact's tools over MCP on stdin/stdout (for agent hosts)."""
    from chronofact.api.mcp import build_server

    with services() as svc:
        apply_schema(svc.driver, svc.settings.neo4j_database)
        build_server(svc, tenant or svc.settings.mcp_tenant, role=role).run("stdio")


cli_facts.register(app)
app.command("import")(cli_import.import_cmd)
cli_operator.register(app)
cli_ingest.register(app)
cli_recall.register(app)
cli_keys.register(app)
cli_analytics.register(app)
