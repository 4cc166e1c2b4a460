"""What every `chronofact` command shares: its consoles, and how a bad argument ends it."""

from __future__ import annotations

from datetime import datetime

import typer
from rich.console import Console

from chronofact.graph.time import TimeError, parse_instant

out = Console()
err = Console(stderr=True)


def fail(message: str, code: int = 1) -> typer.Exit:
    """Print `error: <message>` on stderr; the exit to raise (status `code`)."""
    err.print(f"[red]error:[/red] {message}")
    return typer.Exit(code)


def instant(value: str | None, what: str) -> datetime | None:
    """An ISO-8601 time with offset from the command line (None stays None); exit 2 if bad."""
    if value is None:
        return None
    try:
        return parse_instant(value, what)
    except TimeError as exc:
        raise fail(str(exc), 2) from exc
