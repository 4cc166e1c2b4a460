"""What an erase does to one scanned page of a namespace (`erase_scan.cypher`), decided in
Python with the same folding as every other comparison of words (`Topic`): pure, no I/O.

- a fact version or key that mentions the topic anywhere: its whole key goes (every version,
  all valid and transaction time);
- a source that mentions it (text, speaker, ref, scope, ...) goes; a source whose only mention
  is its `search_text` (a reply indexed with the erased message before it) keeps a search text
  of its own line only;
- an entity named by it goes; one that only has it among its aliases keeps the other aliases;
- an alias that mentions it goes;
- any other node (audit record, tombstone) and any relationship loses the properties that
  mention it.

Only what a client said is looked in. The service's own bookkeeping never mentions a topic
(`BOOKKEEPING`: ids, the tenant and namespace, closed vocabularies such as a fact's trust or
extractor, counts and offsets; the "speaker:" before an origin's name), and a number is a
client's only in a fact's literal `value`. Erasing "1", "conversation", "candidate" or the
namespace's own name once took every fact of the namespace (each has a confidence of 1.0, an
extractor, a trust, a namespace) and stripped the word count a tombstone is looked for by.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from chronofact.extractors.base import speaker_line
from chronofact.graph.write import Topic
from chronofact.graph.write.trust import CANDIDATE_SOURCES, VERIFIED_SOURCES

Row = Mapping[str, Any]


@dataclass
class PagePlan:
    keys: set[str] = field(default_factory=set)
    deleted: list[str] = field(default_factory=list)
    """Element ids of sources, entities and aliases to delete."""
    entities: list[str] = field(default_factory=list)
    """Ids of the entities deleted (aliases naming them and merge marks go too)."""
    sources: int = 0
    aliases: int = 0
    search_texts: int = 0
    node_updates: list[dict[str, Any]] = field(default_factory=list)
    relationship_updates: list[dict[str, Any]] = field(default_factory=list)

    @property
    def empty(self) -> bool:
        return not (self.keys or self.deleted or self.node_updates or self.relationship_updates)

    @property
    def properties(self) -> int:
        """Properties removed from nodes and relationships that stay."""
        return sum(
            sum(v is None for v in u["props"].values())
            for u in self.node_updates + self.relationship_updates
        )


CLIENT_NUMBERS = frozenset({"value"})
"""The only properties whose numbers a client gave (a fact's literal); see the module's note."""

BOOKKEEPING = frozenset(
    {
        # ids and partitions
        "id", "key", "tenant", "namespace", "partition", "tx_id", "subject_id", "object_id",
        "entity_id", "topic_hash", "key_id", "locked_by", "payload",
        # closed vocabularies
        "trust", "extractor", "route", "state", "polarity", "imported",
        # counts, scores and offsets
        "tokens", "source_count", "confidence", "asserted", "start", "end",
    }
)  # fmt: skip
"""Properties the service writes for itself, never looked in for a topic (see the module's
note). `payload` is a fact's value or object id in the service's own form; the value itself
is looked in as `value`, the object by its name."""

RELATIONSHIP_BOOKKEEPING = BOOKKEEPING | {"kind"}
"""A relationship's `kind` is the service's own (a change, a correction, a split)."""

SERVICE_SOURCE_KINDS = VERIFIED_SOURCES | CANDIDATE_SOURCES | {"document"}
"""A source's `kind` is a client's label, looked in unless it is one the service knows."""

_ORIGIN_PROPERTIES = frozenset({"origin", "origins"})


def _client_part(name: str, value: Any) -> Any:
    """An origin without the kind before its first colon ("speaker:ana" -> "ana"); no source
    kind the service knows."""
    if name == "kind":
        return None if value in SERVICE_SOURCE_KINDS else value
    if name not in _ORIGIN_PROPERTIES:
        return value
    if isinstance(value, str):
        return value.partition(":")[2] or value
    if isinstance(value, list | tuple):
        return [_client_part(name, item) for item in value]
    return value


def mentions(topic: Topic, value: Any, numbers: bool = True) -> bool:
    """Whether a property value (text, list of texts; numbers too when `numbers`) mentions
    the topic."""
    if isinstance(value, bool) or value is None:
        return False
    if isinstance(value, str):
        return topic.mentioned_by([value])
    if isinstance(value, int | float):
        return numbers and topic.mentioned_by([value])
    if isinstance(value, list | tuple):
        return any(mentions(topic, item, numbers) for item in value)
    return False


def mentioning(
    topic: Topic, props: Mapping[str, Any], bookkeeping: frozenset[str] = BOOKKEEPING
) -> set[str]:
    return {
        name
        for name, value in props.items()
        if name not in bookkeeping
        and mentions(topic, _client_part(name, value), numbers=name in CLIENT_NUMBERS)
    }


def plan_page(topic: Topic, rows: Iterable[Row]) -> PagePlan:
    plan = PagePlan()
    for row in rows:
        _plan_node(plan, topic, row)
        for rel in row["rels"]:
            hit = mentioning(topic, rel["props"], RELATIONSHIP_BOOKKEEPING)
            if hit:
                plan.relationship_updates.append(
                    {"element_id": rel["element_id"], "props": dict.fromkeys(hit)}
                )
    return plan


def _plan_node(plan: PagePlan, topic: Topic, row: Row) -> None:
    props: Mapping[str, Any] = row["props"]
    hit = mentioning(topic, props)
    if not hit:
        return
    labels = set(row["labels"])
    element_id = row["element_id"]
    if "Fact" in labels:
        plan.keys.add(props["key"])
    elif "Key" in labels:
        plan.keys.add(props["id"])
    elif "Source" in labels:
        _plan_source(plan, topic, element_id, props, hit)
    elif "Entity" in labels:
        _plan_entity(plan, topic, element_id, props, hit)
    elif "Alias" in labels:
        plan.deleted.append(element_id)
        plan.aliases += 1
    else:
        plan.node_updates.append({"element_id": element_id, "props": dict.fromkeys(hit)})


def _plan_source(
    plan: PagePlan, topic: Topic, element_id: str, props: Mapping[str, Any], hit: set[str]
) -> None:
    if hit == {"search_text"} and props.get("text") is not None:
        own = speaker_line(str(props["text"]), props.get("speaker"))
        if not topic.mentioned_by([own]):
            plan.node_updates.append({"element_id": element_id, "props": {"search_text": own}})
            plan.search_texts += 1
            return
    plan.deleted.append(element_id)
    plan.sources += 1


def _plan_entity(
    plan: PagePlan, topic: Topic, element_id: str, props: Mapping[str, Any], hit: set[str]
) -> None:
    if hit <= {"aliases", "aliases_text"}:
        kept = [str(a) for a in props.get("aliases") or [] if not topic.mentioned_by([a])]
        plan.node_updates.append(
            {
                "element_id": element_id,
                "props": {"aliases": kept, "aliases_text": "".join(" " + a for a in kept)},
            }
        )
        return
    plan.deleted.append(element_id)
    plan.entities.append(str(props["id"]))
