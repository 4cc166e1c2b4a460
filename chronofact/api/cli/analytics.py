"""`chronofact analytics`: the Graph Data Science refresh job and what an operator does with its
entity-resolution suggestions (`chronofact.graph.analytics`).

- `refresh`: recompute importance, communities and suggestions of one partition, of every
  partition of a tenant (`--all`), or of every partition (`--all` with no `--tenant`); with
  `--every N` it repeats every N seconds (a scheduled job; cron works as well).
- `suggestions`: the stored suggestions (what `GET /v1/entities/suggestions` returns).
- `accept KEEP ALIAS`: the audited alias merge, exactly `chronofact alias KEEP ALIAS`.
"""

from __future__ import annotations

import time
from typing import Annotated

import typer

from chronofact.api.cli.operator import AsJson, NamespaceOpt, Reason, alias
from chronofact.api.cli.output import exits_on_error, out, services
from chronofact.api.schemas.analytics import SuggestionOut, SuggestionsOut
from chronofact.config import get_settings
from chronofact.graph.analytics import suggestions as stored_suggestions

analytics_app = typer.Typer(
    help="Graph Data Science: importance, communities, entity-resolution suggestions.",
    no_args_is_help=True,
)


def _refresh_once(tenant: str | None, namespace: str, every_partition: bool) -> None:
    from chronofact.graph.analytics.projection import gds_client
    from chronofact.graph.analytics.refresh import partitions, refresh_partition

    with exits_on_error():
        gds = gds_client(get_settings())
        try:
            targets = (
                partitions(gds, tenant) if every_partition else [(tenant or "default", namespace)]
            )
            for t, ns in targets:
                done = refresh_partition(gds, t, ns)
                out.print(
                    f"{t}/{ns}: {done.entities} entities, {done.links} links, "
                    f"{done.communities} communities, {done.suggestions} suggestions "
                    f"({done.seconds:.1f} s)",
                    highlight=False,
                )
        finally:
            gds.close()


@analytics_app.command("refresh")
def refresh(
    tenant: Annotated[
        str | None, typer.Option(help="Tenant (default: `default`; with --all: every tenant).")
    ] = None,
    namespace: NamespaceOpt = "default",
    every_partition: Annotated[
        bool, typer.Option("--all", help="Every namespace (of --tenant, else of every tenant).")
    ] = False,
    every: Annotated[
        float | None, typer.Option(help="Repeat every this many seconds (until interrupted).")
    ] = None,
) -> None:
    """Recompute importance, communities and resolution suggestions (GDS, per partition)."""
    while True:
        _refresh_once(tenant, namespace, every_partition)
        if every is None:
            return
        time.sleep(every)


@analytics_app.command("suggestions")
def suggestions(
    tenant: Annotated[str, typer.Option(help="Tenant to act as.")] = "default",
    namespace: NamespaceOpt = "default",
    limit: Annotated[int, typer.Option(min=1, max=500)] = 50,
    as_json: AsJson = False,
) -> None:
    """Entity-resolution suggestions of the last refresh: ALIAS is probably KEEP."""
    with services(embed_statements=False) as svc:
        rows = stored_suggestions(svc.driver, svc.settings.neo4j_database, tenant, namespace, limit)
    shown = SuggestionsOut(
        namespace=namespace, suggestions=[SuggestionOut.model_validate(r) for r in rows]
    )
    if as_json:
        print(shown.model_dump_json(indent=2))
        return
    if not shown.suggestions:
        out.print("no suggestions (run `chronofact analytics refresh` first?)")
    for s in shown.suggestions:
        out.print(
            f"{s.score:.2f}  keep {s.keep!r}  alias {s.alias!r}  "
            f"(neighbours {s.neighbours:.2f}, names {s.names:.2f})",
            highlight=False,
        )


@analytics_app.command("accept")
def accept(
    keep: str,
    other: Annotated[str, typer.Argument(metavar="ALIAS", help="The name to merge into KEEP.")],
    reason: Reason = None,
    tenant: Annotated[str, typer.Option(help="Tenant to act as.")] = "default",
    namespace: NamespaceOpt = "default",
    as_json: AsJson = False,
) -> None:
    """Accept a suggestion: the audited alias merge of ALIAS into KEEP (`chronofact alias`)."""
    alias(keep, other, reason or "accepted resolution suggestion", tenant, namespace, as_json)


def register(app: typer.Typer) -> None:
    """Add `chronofact analytics` to the app."""
    app.add_typer(analytics_app, name="analytics")
