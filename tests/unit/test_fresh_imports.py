"""Each entry point and each pipeline package imports on its own in a fresh interpreter: an
import cycle only shows when a module is the first one loaded (the test session loads them in
another order). `graph.ingest` and `graph.recall` once reached each other through
`ingest.kindred_plan` -> `recall.asked_slot` -> `ingest.change_plan`, which broke
`python -m chronofact.api.cli` while every test passed."""

from __future__ import annotations

import subprocess
import sys

import pytest

FIRST_IMPORTS = [
    "chronofact.api.cli",
    "chronofact.api.rest.app",
    "chronofact.api.mcp",
    "chronofact.graph.recall.asked_slot",
    "chronofact.graph.recall",
    "chronofact.graph.ingest",
    "chronofact.graph.ingest.kindred_plan",
    "chronofact.graph.slot_names",
]


@pytest.mark.parametrize("module", FIRST_IMPORTS)
def test_a_module_imports_first_in_a_fresh_interpreter(module: str) -> None:
    done = subprocess.run(
        [sys.executable, "-c", f"import {module}"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
