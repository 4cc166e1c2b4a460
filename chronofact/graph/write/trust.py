"""Trust (DESIGN.md section 4): the starting trust the writer gives a claim, and an operator's
explicit actions on versions (verify, dispute, revoke) planned into the transaction."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from chronofact.graph.errors import Conflict, NotFound
from chronofact.graph.models import Context, Operation, Trust, TrustAction, TrustActionKind
from chronofact.graph.time import from_db
from chronofact.graph.write.keys import LiveVersions, current_version
from chronofact.graph.write.planner import TransactionPlanner

VERIFIED_SOURCES = frozenset({"operator", "api"})
CANDIDATE_SOURCES = frozenset({"user", "conversation", "message", "chat"})


def starting_trust(op: Operation) -> Trust:
    """DESIGN.md section 4: the writer sets the starting trust."""
    if op.trust is not None:
        return op.trust
    kind = op.evidence.kind if op.evidence is not None else "api"
    if kind in VERIFIED_SOURCES:
        return Trust.VERIFIED
    if kind in CANDIDATE_SOURCES:
        return Trust.CANDIDATE
    return Trust.RAW


def require_targets(
    ctx: Context, actions: Sequence[TrustAction], loaded: dict[str, dict[str, Any]]
) -> None:
    """Every action names a version of this namespace (404 otherwise)."""
    for action in actions:
        if action.fact_id not in loaded:
            raise NotFound(
                "not_found", f"no fact {action.fact_id!r} in namespace {ctx.namespace!r}"
            )


def plan_trust_actions(
    planner: TransactionPlanner,
    actions: Sequence[TrustAction],
    loaded: dict[str, dict[str, Any]],
    live: LiveVersions,
) -> list[str]:
    """Plan the operator's calls; return the ids whose open contradictions they resolve."""
    resolved: list[str] = []
    for action in actions:
        props = loaded[action.fact_id]
        if from_db(props["revoked_at"]) is not None:
            raise Conflict(
                "already_revoked",
                f"fact {action.fact_id} is no longer live (revoked); act on its current version",
            )
        version = current_version(live, props)
        disputed = props.get("trust") == Trust.DISPUTED.value
        if action.action is TrustActionKind.VERIFY and disputed:
            # resolution: the disputed claim becomes an ordinary, verified assert
            planner.revoke(version)
            fields = {**version.fields, "trust": Trust.VERIFIED.value}
            planner.assert_(
                version.key, version.payload, version.period, fields, "correction", None
            )
            resolved.append(version.id)
        elif action.action is TrustActionKind.VERIFY:
            planner.set_trust(version, Trust.VERIFIED.value, "verify")
        elif action.action is TrustActionKind.DISPUTE:
            if disputed:
                raise Conflict("already_disputed", f"fact {action.fact_id} is already disputed")
            planner.dispute(version)
        else:
            planner.revoke(version)
            if disputed:
                resolved.append(version.id)
    return resolved
