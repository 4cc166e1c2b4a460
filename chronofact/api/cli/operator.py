"""CLI commands for an operator: predicates, the review queue, tenant settings, contradictions,
trust actions, aliases (entity merges) and forgetting. Each calls the same use case of
`chronofact.graph.operator` and the same presenter as its REST endpoint (docs/api-extensions.md),
so `--json` prints the REST response."""

from __future__ import annotations

from typing import Annotated, Any

import typer
from pydantic import BaseModel

from chronofact.api.cli.facts import print_facts
from chronofact.api.cli.output import out, services
from chronofact.api.presenters import (
    contradictions_out,
    erase_out,
    forget_out,
    predicate_out,
    predicates_out,
    review_out,
    settings_out,
    write_out,
    write_summary,
)
from chronofact.graph.models import Context, WriteResult

Tenant = Annotated[str, typer.Option(help="Tenant to act as.")]
NamespaceOpt = Annotated[
    str, typer.Option("--namespace", "-n", help="Namespace inside the tenant.")
]
AsJson = Annotated[bool, typer.Option("--json", help="Print the API response as JSON.")]
Reason = Annotated[str | None, typer.Option(help="Why (kept in the audit record).")]

predicates_app = typer.Typer(help="A tenant's predicate declarations.", no_args_is_help=True)
settings_app = typer.Typer(help="A tenant's settings (the review switch).", no_args_is_help=True)
contradictions_app = typer.Typer(help="Recorded disagreements.", no_args_is_help=True)


def _json(model: BaseModel) -> None:
    print(model.model_dump_json(indent=2))


def _operator(tenant: str, namespace: str, reason: str) -> Context:
    return Context(tenant=tenant, namespace=namespace, actor="operator", reason=reason)


def _written(result: WriteResult, as_json: bool) -> None:
    if as_json:
        _json(write_out(result))
    else:
        out.print(write_summary(result))


# ---- predicates -------------------------------------------------------------------------------
@predicates_app.command("list")
def predicates_list(tenant: Tenant = "default", as_json: AsJson = False) -> None:
    """The predicates the tenant declared (others follow the built-in registry)."""
    with services(embed_statements=False) as svc:
        declared = svc.operator.predicates(tenant)
    if as_json:
        _json(predicates_out(declared))
        return
    for p in declared:
        out.print(f"{p.name}\t{p.cardinality}", highlight=False)


@predicates_app.command("declare")
def predicates_declare(
    name: str,
    cardinality: Annotated[str, typer.Argument(help="single (updates replace) | multi.")],
    tenant: Tenant = "default",
    as_json: AsJson = False,
) -> None:
    """Declare NAME single-valued or multi-valued for the tenant."""
    with services(embed_statements=False) as svc:
        declared = svc.operator.declare_predicate(tenant, name, cardinality)
    if as_json:
        _json(predicate_out(declared))
    else:
        out.print(f"{declared.name}\t{declared.cardinality}", highlight=False)


# ---- settings and review ----------------------------------------------------------------------
@settings_app.command("show")
def settings_show(tenant: Tenant = "default") -> None:
    """The tenant's settings, as JSON."""
    with services(embed_statements=False) as svc:
        _json(settings_out(svc.operator.settings(tenant)))


@settings_app.command("set")
def settings_set(
    review: Annotated[
        bool,
        typer.Option(
            "--review/--no-review", help="Default recall admits only verified facts (or not)."
        ),
    ],
    tenant: Tenant = "default",
) -> None:
    """Change the tenant's settings; prints them, as JSON."""
    with services(embed_statements=False) as svc:
        _json(settings_out(svc.operator.set_settings(tenant, review)))


def review(
    limit: Annotated[int, typer.Option(min=1, max=500, help="At most this many facts.")] = 50,
    tenant: Tenant = "default",
    namespace: NamespaceOpt = "default",
    as_json: AsJson = False,
) -> None:
    """Live facts awaiting an operator (candidate first, then raw), oldest first."""
    with services(embed_statements=False) as svc:
        queue = svc.operator.review_queue(tenant, namespace, limit)
    if as_json:
        _json(review_out(queue))
        return
    out.print(f"review: {'on' if queue.review else 'off'}")
    print_facts([f for f in queue.facts if f is not None], as_json=False)


# ---- contradictions ---------------------------------------------------------------------------
def _side(fact: dict[str, Any] | None) -> str:
    if fact is None:
        return "(gone)"
    return f"{fact.get('statement')} [{fact.get('trust')}] {fact.get('id')}"


@contradictions_app.command("list")
def contradictions_list(
    status: Annotated[str, typer.Option(help="open | resolved | all.")] = "open",
    limit: Annotated[int, typer.Option(min=1, max=500)] = 100,
    tenant: Tenant = "default",
    namespace: NamespaceOpt = "default",
    as_json: AsJson = False,
) -> None:
    """Recorded disagreements with both sides (open ones by default), newest first."""
    if status not in ("open", "resolved", "all"):
        raise typer.BadParameter("open, resolved or all", param_hint="--status")
    with services(embed_statements=False) as svc:
        found = svc.operator.contradictions(tenant, namespace, status, limit)  # type: ignore[arg-type]
    if as_json:
        _json(contradictions_out(found))
        return
    for c in found:
        out.print(
            f"{c.get('id')} ({c.get('status')}): {_side(c['claim'])}  vs  {_side(c['against'])}",
            highlight=False,
        )


@contradictions_app.command("resolve")
def contradictions_resolve(
    contradiction_id: str,
    keep: Annotated[str, typer.Option(help="claim | against: the side to keep.")],
    reason: Reason = None,
    tenant: Tenant = "default",
    namespace: NamespaceOpt = "default",
    as_json: AsJson = False,
) -> None:
    """Keep one side of CONTRADICTION_ID (verified); a disputed other side is revoked."""
    with services(embed_statements=False) as svc:
        ctx = _operator(tenant, namespace, reason or "resolve")
        result = svc.operator.resolve_contradiction(ctx, contradiction_id, keep)  # type: ignore[arg-type]
    _written(result, as_json)


# ---- trust, aliases, forgetting ---------------------------------------------------------------
def trust(
    fact_id: str,
    action: Annotated[str, typer.Argument(help="verify | dispute | revoke.")],
    reason: Reason = None,
    tenant: Tenant = "default",
    namespace: NamespaceOpt = "default",
    as_json: AsJson = False,
) -> None:
    """An operator's call on FACT_ID: verify, dispute (out of the timeline) or revoke."""
    with services(embed_statements=False) as svc:
        result = svc.operator.set_trust(
            _operator(tenant, namespace, reason or action), fact_id, action
        )
    _written(result, as_json)


def alias(
    name: str,
    other: Annotated[str, typer.Argument(metavar="ALIAS", help="Another name of NAME.")],
    reason: Reason = None,
    tenant: Tenant = "default",
    namespace: NamespaceOpt = "default",
    as_json: AsJson = False,
) -> None:
    """Make ALIAS another name of NAME: the live facts recorded under ALIAS are merged onto
    NAME, and later writes and reads that use ALIAS resolve to NAME."""
    with services(embed_statements=False) as svc:
        ctx = _operator(tenant, namespace, reason or "merge")
        result = svc.operator.merge_entities(ctx, alias=other, into=name)
    _written(result, as_json)


def forget(
    topic: str,
    erase: Annotated[
        bool, typer.Option("--erase", help="Physically delete everything mentioning TOPIC.")
    ] = False,
    tenant: Tenant = "default",
    namespace: NamespaceOpt = "default",
    as_json: AsJson = False,
) -> None:
    """Revoke every live fact mentioning TOPIC and refuse later writes that mention it
    (a tombstone); with --erase, delete it all instead (no history kept)."""
    mode = "erase" if erase else "tombstone"
    with services(embed_statements=False) as svc:
        ctx = _operator(tenant, namespace, f"forget ({mode})")
        shown = (
            erase_out(topic, svc.operator.erase(ctx, topic))
            if erase
            else forget_out(topic, svc.operator.forget(ctx, topic))
        )
    if as_json:
        _json(shown)
    elif shown.erased is not None:
        counts = ", ".join(f"{n} {what}" for what, n in shown.erased.items())
        out.print(f"tx {shown.tx.id} at {shown.tx.time}: erased {counts}", highlight=False)
    else:
        out.print(f"tx {shown.tx.id} at {shown.tx.time}: revoked {len(shown.revoked)}")


def register(app: typer.Typer) -> None:
    """Add this module's commands to the `chronofact` app."""
    app.add_typer(predicates_app, name="predicates")
    app.add_typer(settings_app, name="settings")
    app.add_typer(contradictions_app, name="contradictions")
    app.command("review")(review)
    app.command("trust")(trust)
    app.command("alias")(alias)
    app.command("forget")(forget)
