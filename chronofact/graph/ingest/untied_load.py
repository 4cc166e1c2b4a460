"""The stored holders of a slot a message's untied relation claim is on (one graph read per
request, only for a message that says a change): "my niece started at Kelvin Grove College"
names no one the store knows, so the one person stored with a school is read for
`unnamed_tie` (`cypher/current_holders_of_slots.cypher`; at most `MAX_HOLDERS`)."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_plan import CurrentFact
from chronofact.graph.ingest.current_rows import current_facts
from chronofact.graph.ingest.same_slot import may_replace_elsewhere, slots_of
from chronofact.graph.ingest.unnamed_tie import ALONE
from chronofact.graph.models import Context, Operation
from chronofact.graph.neo4j.queries import read_rows
from chronofact.graph.write import Writer

__all__ = ["MAX_HOLDERS", "holders_of_slots", "untied_slots"]

MAX_HOLDERS = 8
"""At most this many holders are read: more are never one person."""


def untied_slots(ops: Iterable[Operation], speaker: str | None) -> set[str]:
    """The slots (predicates of their families) of the one-value claims about a relation of
    the speaker said by its word alone ("Fiona's niece", "Mam", "Hubby")."""
    speaker_key = name_key(speaker) if speaker else ""
    out: set[str] = set()
    for op in ops:
        key = name_key(op.subject)
        rest = key[len(speaker_key) + 3 :] if key.startswith(speaker_key + " s ") else None
        role = (rest is not None and rest != "" and " " not in rest) or key in ALONE
        if speaker_key and role and may_replace_elsewhere(op):
            out |= slots_of(op.predicate)
    return out


def holders_of_slots(
    writer: Writer, ctx: Context, predicates: set[str], since: datetime
) -> list[CurrentFact]:
    """The current facts on the predicates in the namespace (at most `MAX_HOLDERS`)."""
    rows = read_rows(
        writer.driver,
        "current_holders_of_slots",
        {
            "tenant": ctx.tenant,
            "namespace": ctx.namespace,
            "predicates": sorted(predicates),
            "since": since,
            "limit": MAX_HOLDERS,
        },
        writer.database,
    )
    return current_facts(rows)
