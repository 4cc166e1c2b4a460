"""Entity profile: what we hold about one entity, split into static and dynamic facts.

Only facts that hold at the basis are used (default: valid now, as known now - the `:Current`
versions), with the same trust floor as recall (default candidate and verified; raw with
`min_trust=raw`; disputed only when asked).

**The split.**

- *static* - identity and durable traits and preferences, which rarely change: names and
  aliases, birth, citizenship, gender, languages, family ties, likes/dislikes, hobbies,
  allergies, ... (`STATIC_PREDICATES`, and any predicate starting with `favorite`/`favourite`/
  `prefers`).
- *dynamic* - current state and projects, which are expected to change: employer, job, home,
  status, relationship, studies, age, goals, plans, what someone is working on, ...
  (`DYNAMIC_PREDICATES`).
- an unknown predicate is *dynamic* when its key has already held more than one value, or when
  the fact's valid period has an end (it is known to be temporary); otherwise *static*.

Each list is sorted by predicate, then newest valid_from first. `related` lists the facts in
which the entity is the object ("Bob is married to Alice" in Alice's profile).

`analytics` is what the last `chronofact analytics refresh` found (`chronofact.graph.analytics`):
the entity's importance (PageRank over entities linked by current facts, 1.0 for the
partition's top entity), its community (Louvain) and the other entities of that community,
most important first ("related"); null until a refresh has covered the entity. It is as of the
refresh, not of the profile's basis.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from neo4j import Driver

from chronofact.graph.analytics.reads import entity_analytics
from chronofact.graph.entities import name_key
from chronofact.graph.facts import fact_to_api
from chronofact.graph.neo4j import read_rows
from chronofact.graph.reads import Basis
from chronofact.graph.recall import admitted_trusts

STATIC_PREDICATES: frozenset[str] = frozenset(
    {
        "name",
        "full_name",
        "alias",
        "nickname",
        "born_in",
        "birthplace",
        "birth_date",
        "birthday",
        "date_of_birth",
        "citizen_of",
        "nationality",
        "gender",
        "pronouns",
        "identity",
        "is_a",
        "native_language",
        "speaks",
        "likes",
        "loves",
        "enjoys",
        "dislikes",
        "hates",
        "hobby",
        "interested_in",
        "allergic_to",
        "diet",
        "religion",
        "has_child",
        "has_parent",
        "has_sibling",
        "sibling_of",
        "child_of",
        "parent_of",
        "blood_type",
        "values",
        "plays",
        "skill",
        "has_skill",
    }
)
"""Identity and durable preferences (the `static` part of a profile)."""

DYNAMIC_PREDICATES: frozenset[str] = frozenset(
    {
        "works_at",
        "employer",
        "job_title",
        "occupation",
        "role",
        "lives_in",
        "located_in",
        "status",
        "relationship_status",
        "married_to",
        "spouse",
        "studies_at",
        "age",
        "working_on",
        "project",
        "goal",
        "plans",
        "planning",
        "member_of",
        "owns",
        "has_pet",
        "visited",
        "attended",
        "read",
        "reads",
        "watched",
        "learning",
        "training_for",
        "feeling",
        "mood",
        "health",
        "ceo",
        "head_of_state",
        "capital",
        "friend_of",
        "knows",
        "colleague_of",
    }
)
"""Current state and projects (the `dynamic` part of a profile)."""

_STATIC_PREFIXES = ("favorite", "favourite", "prefers")


def classify(predicate: str, payloads: int, bounded: bool) -> str:
    """`static` or `dynamic` for one current fact (see the module docstring)."""
    if predicate in STATIC_PREDICATES or predicate.startswith(_STATIC_PREFIXES):
        return "static"
    if predicate in DYNAMIC_PREDICATES:
        return "dynamic"
    return "dynamic" if payloads > 1 or bounded else "static"


@dataclass(frozen=True)
class ProfileQuery:
    name: str
    tenant: str = "default"
    namespace: str = "default"
    valid_at: datetime | None = None
    known_at: datetime | None = None
    min_trust: str = "candidate"
    include_disputed: bool = False
    limit: int = 200


class Profiles:
    def __init__(self, driver: Driver, database: str = "neo4j") -> None:
        self.driver = driver
        self.database = database

    def _rows(self, name: str, **params: Any) -> list[dict[str, Any]]:
        return read_rows(self.driver, name, params, self.database)

    def profile(self, q: ProfileQuery) -> dict[str, Any] | None:
        """The profile of the entity named `q.name`, or None when the namespace has no such
        entity. Raises `RecallError` for a bad trust floor."""
        trusts = list(admitted_trusts(q.min_trust, q.include_disputed))
        basis = Basis.resolve(q.valid_at, q.known_at)
        found = self._rows(
            "profile_entity", tenant=q.tenant, namespace=q.namespace, name_key=name_key(q.name)
        )
        if not found:
            return None
        entity = found[0]["entity"]
        params: dict[str, Any] = {
            "tenant": q.tenant,
            "namespace": q.namespace,
            "entity_id": entity["id"],
            "valid_at": basis.valid_at,
            "known_at": basis.known_at,
            "trusts": trusts,
            "limit": q.limit,
        }
        static: list[dict[str, Any]] = []
        dynamic: list[dict[str, Any]] = []
        for row in self._rows("profile_facts", as_object=False, **params):
            fact = fact_to_api(row["fact"])
            part = classify(
                str(fact["predicate"]), int(row["payloads"]), fact["valid_to"] is not None
            )
            fact["profile"] = part
            (static if part == "static" else dynamic).append(fact)
        related = [
            fact_to_api(r["fact"]) for r in self._rows("profile_facts", as_object=True, **params)
        ]
        return {
            "entity": {
                "id": entity["id"],
                "name": entity["name"],
                "aliases": list(entity.get("aliases") or []),
            },
            "basis": basis.to_api(),
            "static": static,
            "dynamic": dynamic,
            "related": related,
            "summary": summary(entity["name"], static, dynamic),
            "analytics": entity_analytics(
                self.driver, self.database, q.tenant, q.namespace, entity["id"]
            ),
        }


def _value(fact: dict[str, Any]) -> str:
    if fact.get("object") is not None:
        return str(fact["object"].get("name"))
    return str(fact.get("value"))


def summary(name: str, static: list[dict[str, Any]], dynamic: list[dict[str, Any]]) -> str:
    """One line per part: `Alice - is: born in Lyon; speaks French. now: works at Globex
    (since 2024-03-01)`."""

    def phrase(fact: dict[str, Any], since: bool) -> str:
        verb = str(fact["predicate"]).replace("_", " ")
        negated = "" if fact.get("polarity", True) else "not "
        text = f"{negated}{verb} {_value(fact)}"
        if since and fact.get("valid_from") and not str(fact["valid_from"]).startswith("0001"):
            text += f" (since {str(fact['valid_from'])[:10]})"
        return text

    parts = [name]
    if static:
        parts.append("is: " + "; ".join(phrase(f, False) for f in static))
    if dynamic:
        parts.append("now: " + "; ".join(phrase(f, True) for f in dynamic))
    return " - ".join(parts)


__all__ = [
    "DYNAMIC_PREDICATES",
    "STATIC_PREDICATES",
    "ProfileQuery",
    "Profiles",
    "classify",
    "summary",
]
