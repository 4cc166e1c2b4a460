"""The basis of a recall: which versions are admitted, from the request or the question.

The caller's `valid_at`/`known_at` when given (`Basis.resolve`: valid_at defaults to now,
known_at to latest, known_at alone sets both): only versions valid at `valid_at` and known at
`known_at` are admitted. With neither, the question's temporal intent (`temporal_intent`: "in
2019", "last summer", "before she moved") sets a valid-time window - versions whose valid
period overlaps it are admitted - or a point. With neither and no intent, every version known
now is admitted: those valid now are `current: true`, the others `current: false`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime

from chronofact.graph.reads import Basis
from chronofact.graph.recall.hits import Filters, row_time
from chronofact.graph.recall.request import RecallQuery
from chronofact.graph.recall.store import RecallStore
from chronofact.graph.recall.temporal_intent import (
    TemporalIntent,
    asks_what_was_believed,
    event_intent,
    parse_event_phrase,
    resolve_intent,
)
from chronofact.graph.time import BEGINNING_OF_TIME, END_OF_TIME, next_instant


@dataclass(frozen=True)
class RecallBasis:
    """The basis a recall answers for and where it came from."""

    basis: Basis
    intent: TemporalIntent | None
    """The question's temporal intent, applied (it set the basis)."""
    strict: bool
    """Only versions valid at the point (or in the window) are admitted."""
    ignored: TemporalIntent | None
    """An intent found in the question but not applied (the caller gave the basis)."""

    @property
    def collapse(self) -> bool:
        """A key's versions collapse into one result (not under a valid-time window)."""
        return self.intent is None or self.intent.kind == "point"

    def filters(self, tenant: str, namespace: str, trusts: tuple[str, ...]) -> Filters:
        """The partition, valid-time range and trust every channel is confined to."""
        basis = self.basis
        if self.intent is not None:
            valid_from, valid_to = self.intent.window_start, self.intent.window_end
        elif self.strict:
            valid_from, valid_to = basis.valid_at, next_instant(basis.valid_at)
        else:
            valid_from, valid_to = BEGINNING_OF_TIME, END_OF_TIME
        return Filters(
            tenant, namespace, basis.known_at, valid_from, valid_to, trusts, basis.valid_at
        )


def resolve_basis(
    store: RecallStore,
    q: RecallQuery,
    asked_at: datetime,
    entity_ids: Sequence[str],
    trusts: tuple[str, ...],
) -> RecallBasis:
    """The basis of `q`: the caller's, else the question's intent (a time phrase, or an event
    of a named entity: "before she moved"), else every version known now."""
    if q.valid_at is not None or q.known_at is not None:
        basis = Basis.resolve(q.valid_at, q.known_at)
        return RecallBasis(basis, None, True, resolve_intent(q.text, asked_at))
    intent = resolve_intent(q.text, asked_at)
    if intent is None:
        intent = _event_intent(store, q, asked_at, entity_ids, trusts)
    if intent is None:
        return RecallBasis(Basis.resolve(None, None), None, False, None)
    if asks_what_was_believed(q.text):  # "what did we know on 1 June?": known and valid then
        believed = replace(intent, axis="known", rule=f"belief:{intent.rule}")
        return RecallBasis(Basis.resolve(None, intent.point(asked_at)), believed, True, None)
    return RecallBasis(Basis.resolve(intent.point(asked_at), None), intent, True, None)


def _event_intent(
    store: RecallStore,
    q: RecallQuery,
    asked_at: datetime,
    entity_ids: Sequence[str],
    trusts: tuple[str, ...],
) -> TemporalIntent | None:
    """ "before she moved": the time of the named entities' event, as an intent."""
    phrase = parse_event_phrase(q.text)
    if phrase is None or not entity_ids:
        return None
    rows = store.rows(
        "recall_event_anchor",
        tenant=q.tenant,
        namespace=q.namespace,
        subject_ids=list(entity_ids),
        predicates=list(phrase.predicates),
        trusts=list(trusts),
        asked_at=asked_at,
    )
    anchor = row_time(rows[0]["anchor"]) if rows else None
    return event_intent(phrase, anchor, asked_at) if anchor is not None else None
