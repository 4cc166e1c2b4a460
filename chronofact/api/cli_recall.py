"""CLI commands for recall (filled in by the recall work)."""

from __future__ import annotations

import typer


def register(app: typer.Typer) -> None:
    """Add this module's commands to the `chronofact` app."""
    return None
