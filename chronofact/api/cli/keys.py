"""`chronofact keys create|list|revoke`: API keys stored (hashed) in Neo4j.

The CLI talks to Neo4j with the database's own credentials, so it manages every tenant's keys;
over REST an `admin` key manages its own tenant's (`/v1/keys`). A key is printed once, by
`create`; `list` never prints a secret (only a hash of it is stored)."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.table import Table

from chronofact.api.cli.output import err, out, services
from chronofact.api.roles import Role
from chronofact.api.schemas.keys import KeyOut, KeysOut, NewKeyOut
from chronofact.config import get_settings

keys_app = typer.Typer(
    help="API keys with roles (reader, writer, operator, admin), stored hashed in Neo4j.",
    no_args_is_help=True,
)
AsJson = Annotated[bool, typer.Option("--json", help="Print the API response as JSON.")]


@keys_app.command("create")
def keys_create(
    tenant: Annotated[str, typer.Option(help="The tenant the key acts for.")],
    role: Annotated[Role, typer.Option(help="What the key may do (docs/security.md).")],
    label: Annotated[str | None, typer.Option(help="A note: who or what holds the key.")] = None,
    as_json: AsJson = False,
) -> None:
    """Create a key and print it (this once: only a hash of it is stored)."""
    with services(embed_statements=False) as svc:
        created = svc.api_keys.create(tenant, role.value, label)
    body = NewKeyOut(**KeyOut.of(created.record).model_dump(), key=created.token)
    if as_json:
        print(body.model_dump_json(indent=2))
        return
    print(created.token)
    err.print(  # stdout holds the key alone: KEY=$(chronofact keys create ...)
        f"key {body.id}: tenant {body.tenant}, role {body.role} (shown once; store it now)",
        highlight=False,
    )
    settings = get_settings()
    if not settings.api_keys and not settings.require_keys:
        err.print(
            "note: without CHRONOFACT_API_KEYS or CHRONOFACT_REQUIRE_KEYS=true the API stays "
            "in development mode (loopback requests without a key act as admin of `default`)",
            highlight=False,
        )


@keys_app.command("list")
def keys_list(
    tenant: Annotated[str | None, typer.Option(help="Only this tenant's keys.")] = None,
    as_json: AsJson = False,
) -> None:
    """The stored keys (id, tenant, role, label, created, revoked); never a secret."""
    with services(embed_statements=False) as svc:
        records = svc.api_keys.records(tenant)
    body = KeysOut(keys=[KeyOut.of(r) for r in records])
    if as_json:
        print(body.model_dump_json(indent=2))
        return
    table = Table("id", "tenant", "role", "label", "created", "revoked")
    for k in body.keys:
        table.add_row(k.id, k.tenant, k.role, k.label or "", k.created_at, k.revoked_at or "")
    out.print(table)


@keys_app.command("revoke")
def keys_revoke(key_id: str, as_json: AsJson = False) -> None:
    """Revoke a key: the API refuses it within CHRONOFACT_KEY_CACHE_SECONDS (default 10)."""
    with services(embed_statements=False) as svc:
        revoked = KeyOut.of(svc.api_keys.revoke(key_id))
    if as_json:
        print(revoked.model_dump_json(indent=2))
    else:
        out.print(f"key {revoked.id} revoked at {revoked.revoked_at}", highlight=False)


def register(app: typer.Typer) -> None:
    """Add `chronofact keys` to the `chronofact` app."""
    app.add_typer(keys_app, name="keys")
