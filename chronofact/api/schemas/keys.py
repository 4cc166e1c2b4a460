"""Bodies of the key endpoints (`/v1/keys`, admin only) and of `chronofact keys --json`."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field

from chronofact.api.schemas.facts import Strict
from chronofact.graph.api_keys import MAX_LABEL, ApiKeyRecord
from chronofact.graph.time import iso


class KeyIn(Strict):
    """`POST /v1/keys`: a new key of the caller's tenant."""

    role: Literal["reader", "writer", "operator", "admin"]
    label: Annotated[str, Field(min_length=1, max_length=MAX_LABEL)] | None = None


class KeyOut(BaseModel):
    """A stored key: never its secret."""

    id: str
    tenant: str
    role: str
    label: str | None
    created_at: str | None
    revoked_at: str | None

    @classmethod
    def of(cls, record: ApiKeyRecord) -> KeyOut:
        return cls(
            id=record.id,
            tenant=record.tenant,
            role=record.role,
            label=record.label,
            created_at=iso(record.created_at),
            revoked_at=iso(record.revoked_at),
        )


class NewKeyOut(KeyOut):
    key: str
    """The whole key, shown this once (only a hash of it is stored)."""


class KeysOut(BaseModel):
    keys: list[KeyOut]
