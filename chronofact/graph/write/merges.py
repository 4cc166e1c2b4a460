"""Entity merges: `alias` names the same entity as `into`. The live versions recorded under the
alias's entity are re-asserted onto the target (keyed anew) and the old ones revoked, in the
same transaction that records the alias."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from neo4j import ManagedTransaction

from chronofact.graph.entities import alias_id, entity_id, name_key, partition_token
from chronofact.graph.errors import Conflict, InvalidInput
from chronofact.graph.models import Context, EntityMerge, Op, Operation, Trust
from chronofact.graph.neo4j import query
from chronofact.graph.time import Period, utc
from chronofact.graph.write.keys import entity_ids
from chronofact.graph.write.tombstones import Tombstones


@dataclass(frozen=True)
class Moved:
    """A live version of the merged entity and the assert that re-keys it onto the target."""

    op: Operation
    old: dict[str, Any]


@dataclass(frozen=True)
class MergePlan:
    """The alias to record (alias id -> target entity id) and the versions to move."""

    aliases: dict[str, str] = field(default_factory=dict)
    moved: list[Moved] = field(default_factory=list)


def plan_merge(
    tx: ManagedTransaction, ctx: Context, merge: EntityMerge, tombstones: Tombstones
) -> MergePlan:
    """The alias to record and the live versions of the merged entity, re-keyed. A merge that
    names a forgotten topic on either side is refused (409): an alias would bring it back."""
    if not name_key(merge.alias) or not name_key(merge.into):
        raise InvalidInput("invalid_entity", "entity names must contain letters or digits")
    if name_key(merge.alias) == name_key(merge.into):
        raise InvalidInput("invalid_merge", "an entity cannot be an alias of itself")
    forgotten = tombstones.mentioned_by([merge.alias, merge.into])
    if forgotten is not None:
        raise Conflict(
            "forgotten_topic",
            f"this merge names a forgotten topic ({forgotten}); nothing was changed",
            {"topic": forgotten},
        )
    ids = entity_ids(tx, ctx, [merge.alias, merge.into], {})
    merged_id, target_id = ids[merge.alias], ids[merge.into]
    aliases = {alias_id(ctx.tenant, ctx.namespace, merge.alias): target_id}
    if merged_id == target_id:
        return MergePlan(aliases)
    moved: list[Moved] = []
    for row in tx.run(
        query("entity_live_versions"),
        tenant=ctx.tenant,
        namespace=ctx.namespace,
        entity_id=merged_id,
    ):
        props = dict(row["f"])
        if props.get("trust") == Trust.DISPUTED.value:
            continue  # disputed claims stay where they are, outside any timeline
        moved.append(Moved(_reassert(props, merged_id, merge.into), props))
    return MergePlan(aliases, moved)


def _reassert(props: dict[str, Any], merged_id: str, into: str) -> Operation:
    """The assert that says what a stored version says, with the merged entity replaced."""
    as_subject = props["subject_id"] == merged_id
    as_object = props.get("object_id") == merged_id
    return Operation(
        Op.ASSERT,
        subject=into if as_subject else props["subject_name"],
        predicate=props["predicate"],
        period=Period(utc(props["valid_from"].to_native()), utc(props["valid_to"].to_native())),
        object=into if as_object else props.get("object_name"),
        value=props.get("value"),
        polarity=props.get("polarity", True),
        statement=props.get("statement"),
        trust=Trust(props["trust"]),
        confidence=props.get("confidence"),
        embedding=props.get("embedding"),
    )


def record_alias(
    tx: ManagedTransaction, ctx: Context, tx_id: str, merge: EntityMerge, plan: MergePlan
) -> None:
    """The `:Alias` of the merge (`record_alias.cypher`)."""
    ((aid, target_id),) = plan.aliases.items()
    tx.run(
        query("record_alias"),
        tx_id=tx_id,
        tenant=ctx.tenant,
        namespace=ctx.namespace,
        alias_id=aid,
        alias=merge.alias.strip(),
        alias_key=name_key(merge.alias),
        entity_id=target_id,
        name=merge.into.strip(),
        name_key=name_key(merge.into),
        partition=partition_token(ctx.tenant, ctx.namespace),
        merged_id=entity_id(ctx.tenant, ctx.namespace, merge.alias),
    ).consume()
