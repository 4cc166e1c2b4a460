"""Named Cypher queries, loaded from `chronofact/cypher/*.cypher`.

The service runs exactly these files, with `$parameters`, so the query an agent gets over REST
is the one a person can paste into Neo4j Browser (after `:param` lines).
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import LiteralString


@cache
def query(name: str) -> LiteralString:
    """The text of `cypher/<name>.cypher`, without its trailing semicolon."""
    text = resources.files("chronofact").joinpath("cypher", f"{name}.cypher").read_text()
    body: LiteralString = text.strip().rstrip(";")
    return body


def statements(name: str) -> list[LiteralString]:
    """A multi-statement file (the schema) split on `;`, comment lines removed."""
    text = resources.files("chronofact").joinpath("cypher", f"{name}.cypher").read_text()
    lines = [line for line in text.splitlines() if not line.strip().startswith("//")]
    parts: list[LiteralString] = []
    for chunk in "\n".join(lines).split(";"):
        stripped = chunk.strip()
        if stripped:
            parts.append(stripped)
    return parts
