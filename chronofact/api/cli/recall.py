"""CLI commands for recall: `chronofact recall "question"` and `chronofact profile NAME`.

Both go straight to Neo4j with the same code as `POST /v1/recall` and
`GET /v1/entities/{name}/profile`.
"""

from __future__ import annotations

import json
from typing import Annotated, Any

import typer
from rich.table import Table

from chronofact.api.cli.output import err, out
from chronofact.api.cli.output import instant as _instant
from chronofact.api.services import open_services
from chronofact.config import get_settings
from chronofact.graph.profile import ProfileQuery
from chronofact.graph.recall import RecallError, RecallQuery, present_recall


def _what(result: dict[str, Any]) -> str:
    if result["kind"] == "fact":
        return str(result["fact"].get("statement"))
    src = result["source"]
    return f"{src.get('speaker') or src.get('kind')}: {src.get('text')}"


def _refs(result: dict[str, Any]) -> str:
    if result["kind"] == "fact":
        return ",".join(str(s.get("ref")) for s in result["fact"].get("sources") or [])[:40]
    return str(result["source"].get("ref") or "")


def _current(result: dict[str, Any]) -> str:
    return "-" if result["current"] is None else ("yes" if result["current"] else "no")


def _recall(query: RecallQuery) -> dict[str, Any]:
    """Recall with the services built from the settings (exit 2 on a recall error)."""
    try:
        with open_services(get_settings(), embed_statements=False) as svc:
            return present_recall(svc.recall.recall(query))
    except RecallError as exc:
        err.print(f"[red]error:[/red] {exc.message}")
        raise typer.Exit(2) from exc


def _print_recall(found: dict[str, Any]) -> None:
    """The basis, a table of the results and the context, on stdout."""
    basis = found["basis"]
    out.print(
        f"basis: valid {basis['valid_at']}, known {basis['known_at']}"
        + (" (from the question)" if basis.get("from_question") else "")
    )
    # `current` says the version holds at the basis; at a basis in the past that is "then".
    holds = "current" if basis["valid_at"] == basis["known_at"] else "holds then"
    table = Table("#", "score", holds, "what", "sources", "history")
    for i, result in enumerate(found["results"], start=1):
        table.add_row(
            str(i),
            f"{result['score']:.4f}",
            _current(result),
            _what(result),
            _refs(result),
            str(len(result["history"])),
        )
    out.print(table)
    out.print(found["context"], markup=False, highlight=False)


def recall_cmd(
    question: str,
    valid_at: str = typer.Option(None, "--valid-at", help="Valid time (ISO-8601 + offset)."),
    known_at: str = typer.Option(None, "--known-at", help="Known time (ISO-8601 + offset)."),
    k: int = typer.Option(10, "--k", "-k", help="How many results."),
    min_trust: str = typer.Option("candidate", "--min-trust"),
    token_budget: int = typer.Option(800, "--token-budget"),
    tenant: Annotated[str, typer.Option(help="Tenant to act as.")] = "default",
    namespace: Annotated[
        str, typer.Option("--namespace", "-n", help="Namespace inside the tenant.")
    ] = "default",
    as_json: bool = typer.Option(False, "--json", help="Print the API response as JSON."),
) -> None:
    """Recall what answers QUESTION: current facts first, with history and sources."""
    query = RecallQuery(
        text=question,
        tenant=tenant,
        namespace=namespace,
        k=k,
        valid_at=_instant(valid_at, "--valid-at"),
        known_at=_instant(known_at, "--known-at"),
        min_trust=min_trust,
        token_budget=token_budget,
    )
    found = _recall(query)
    if as_json:
        print(json.dumps(found, indent=2, default=str))
    else:
        _print_recall(found)


def profile_cmd(
    name: str,
    valid_at: str = typer.Option(None, "--valid-at"),
    known_at: str = typer.Option(None, "--known-at"),
    tenant: Annotated[str, typer.Option(help="Tenant to act as.")] = "default",
    namespace: Annotated[
        str, typer.Option("--namespace", "-n", help="Namespace inside the tenant.")
    ] = "default",
) -> None:
    """The profile of NAME (static and dynamic facts), as JSON."""
    with open_services(get_settings(), embed_statements=False) as svc:
        found = svc.profiles.profile(
            ProfileQuery(
                name=name,
                tenant=tenant,
                namespace=namespace,
                valid_at=_instant(valid_at, "--valid-at"),
                known_at=_instant(known_at, "--known-at"),
            )
        )
    if found is None:
        err.print(f"[red]error:[/red] no entity {name!r} in {tenant}/{namespace}")
        raise typer.Exit(1)
    print(json.dumps(found, indent=2, default=str))


def register(app: typer.Typer) -> None:
    """Add this module's commands to the `chronofact` app."""
    app.command("recall")(recall_cmd)
    app.command("profile")(profile_cmd)
