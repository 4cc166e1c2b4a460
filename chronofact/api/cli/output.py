"""What every `chronofact` command shares: its consoles, its services, and how an error ends it.

Exit codes (the one place a `ChronofactError` kind becomes one; `chronofact --help` shows it):

| code | meaning |
|---|---|
| 0 | done |
| 1 | any other failure (a Cypher error, a missing database, ...) |
| 2 | invalid input (`invalid`; also a bad command line) |
| 3 | not found (`not_found`) |
| 4 | conflicts with what is stored (`conflict`) |
| 5 | Neo4j unreachable (`unavailable`) |
| 6 | over a limit (`too_large`) |
| 7 | not allowed or switched off (`unauthorized`, `forbidden`) |
| 8 | the local Neo4j cannot be installed or started (`setup`) |
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime

import typer
from neo4j.exceptions import Neo4jError, ServiceUnavailable, SessionExpired
from rich.console import Console

from chronofact.api.services import Services, neo4j_unavailable, open_services
from chronofact.config import get_settings
from chronofact.graph.errors import ChronofactError
from chronofact.graph.time import TimeError, parse_instant

out = Console()
err = Console(stderr=True)

EXIT_CODES: dict[str, int] = {
    "invalid": 2,
    "not_found": 3,
    "conflict": 4,
    "unavailable": 5,
    "too_large": 6,
    "unauthorized": 7,
    "forbidden": 7,
    "setup": 8,
}
"""`ChronofactError.kind` -> exit status; anything else that fails exits 1."""

EXIT_CODES_HELP = (
    "Exit codes: 0 done, 1 other failure, 2 invalid input, 3 not found, 4 conflict, "
    "5 Neo4j unreachable, 6 over a limit, 7 not allowed, 8 local Neo4j setup failed."
)


def exit_code(exc: ChronofactError) -> int:
    return EXIT_CODES.get(exc.kind, 1)


def fail(message: str, code: int = 1) -> typer.Exit:
    """Print `error: <message>` on stderr; the exit to raise (status `code`)."""
    err.print(f"[red]error:[/red] {message}", highlight=False, soft_wrap=True)
    return typer.Exit(code)


@contextmanager
def exits_on_error() -> Iterator[None]:
    """Turn the errors a command can meet into `error: ...` and the exit code of its kind."""
    try:
        yield
    except ChronofactError as exc:
        raise fail(f"{exc.code}: {exc.message}", exit_code(exc)) from exc
    except (ServiceUnavailable, SessionExpired, Neo4jError) as exc:
        unavailable = neo4j_unavailable(exc)
        if unavailable is None:
            assert isinstance(exc, Neo4jError)  # the other two always mean unavailable
            raise fail(f"{exc.code}: {exc.message}") from exc
        where = f"Neo4j at {get_settings().bolt_uri}"
        message = f"{unavailable.code}: {where}: {unavailable.message}"
        raise fail(message, exit_code(unavailable)) from exc


@contextmanager
def services(embed_statements: bool = True) -> Iterator[Services]:
    """The configured services (`api/services.py`) for one command, errors mapped to exits."""
    with exits_on_error(), open_services(get_settings(), embed_statements=embed_statements) as svc:
        yield svc


def instant(value: str | None, what: str) -> datetime | None:
    """An ISO-8601 time with offset from the command line (None stays None); exit 2 if bad."""
    if value is None:
        return None
    try:
        return parse_instant(value, what)
    except TimeError as exc:
        raise fail(str(exc), EXIT_CODES["invalid"]) from exc
