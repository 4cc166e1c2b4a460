"""The values a guide fills into its `:param` lines, from the guide URL's query string.

Nothing here reads the database: entity ids are computed from names exactly as the write path
computes them (`graph/entities.py`), and every value is written as a Cypher literal by
`cypher_literal`, so a query-string value can never become Cypher code.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field

from chronofact.graph.entities import alias_id, entity_id
from chronofact.graph.time import BEGINNING_OF_TIME, END_OF_TIME, iso

Token = Annotated[str, Field(min_length=1, max_length=128, pattern=r"^[A-Za-z0-9_.:-]+$")]

ONE_YEAR_AGO = "datetime() - duration('P1Y')"
A_MONTH_AGO = "datetime() - duration('P30D')"
NOW = "datetime()"


class GuideParams(BaseModel):
    """`GET /guide?namespace=demo&subject=Alice&valid_at=...`: what the slides ask about."""

    model_config = ConfigDict(extra="forbid")

    tenant: Token = "default"
    namespace: Token = "default"
    subject: Annotated[str, Field(min_length=1, max_length=256)] | None = None
    fact: Token | None = None
    valid_at: AwareDatetime | None = None
    known_at: AwareDatetime | None = None


def cypher_string(text: str) -> str:
    """A single-quoted Cypher string literal of `text`."""
    escaped = text.replace("\\", "\\\\").replace("'", "\\'")
    return f"'{escaped}'"


def cypher_datetime(value: datetime) -> str:
    return f"datetime({cypher_string(iso(value) or '')})"


def cypher_literal(value: str | int | bool | datetime | None) -> str:
    """A Cypher literal of a parameter value (`:param name => <literal>`)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, datetime):
        return cypher_datetime(value)
    return cypher_string(value)


def parameter_values(params: GuideParams) -> dict[str, str]:
    """Every parameter a guide query may name, as the Cypher expression its `:param` sets."""
    subject_id = alias = None
    if params.subject is not None:
        subject_id = entity_id(params.tenant, params.namespace, params.subject)
        alias = alias_id(params.tenant, params.namespace, params.subject)
    return {
        "tenant": cypher_literal(params.tenant),
        "namespace": cypher_literal(params.namespace),
        "subject_id": cypher_literal(subject_id),
        "alias_id": cypher_literal(alias),
        "predicate": "null",
        "include_disputed": "false",
        "valid_at": cypher_literal(params.valid_at) if params.valid_at else ONE_YEAR_AGO,
        "known_at": cypher_literal(params.known_at) if params.known_at else A_MONTH_AGO,
        "from": cypher_literal(BEGINNING_OF_TIME),
        "to": cypher_literal(END_OF_TIME),
        "id": cypher_literal(params.fact),
        "status": cypher_literal("open"),
        "limit": "25",
        "skip": "0",  # the service pages the bounded reads; the guide shows the first page
        "fetch": "100",
    }
