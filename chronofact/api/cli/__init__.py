"""The `chronofact` command line: one Typer app, its commands grouped by module."""

from chronofact.api.cli.app import app

__all__ = ["app"]
