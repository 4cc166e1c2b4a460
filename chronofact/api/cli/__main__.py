"""`python -m chronofact.api.cli ...` runs the command line (the Makefile uses it)."""

from chronofact.api.cli.app import app

app()
