"""The slides of the Neo4j Browser guide: what each one asks and which named query answers it.

A slide names queries, never holds Cypher: the text comes from `chronofact/cypher/<name>.cypher`
when the guide is served, so the guide shows exactly what the service runs.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from chronofact.api.guide.params import NOW


@dataclass(frozen=True)
class QueryBlock:
    """One named query on a slide; `overrides` replace parameter values for this slide only."""

    name: str
    caption: str
    service: str | None = None  # the service path that runs the same file, if any
    overrides: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Slide:
    title: str
    lead: str
    text: str
    blocks: tuple[QueryBlock, ...]


SLIDES: tuple[Slide, ...] = (
    Slide(
        "Chronofact in Neo4j Browser",
        "Every version of every fact, on two time axes.",
        "Valid time says when a fact was true; known time (learned_at .. revoked_at) says when "
        "we believed it. Writes never edit the past: a change revokes a version and adds new "
        "ones. Click a grey block to put it in the editor, then run it. Run the parameter "
        "block of each slide first. Apply the style so versions show their statement.",
        (
            QueryBlock(
                "namespace_entities",
                "The entities of this namespace: pick a subject (reopen the guide with "
                "?subject=NAME to fill in its id on every slide).",
            ),
        ),
    ),
    Slide(
        "What is true now?",
        "Q1: the current versions, valid now.",
        "Only :Current versions are read (those never revoked), so the cost does not grow "
        "with history. Disputed claims are left out unless include_disputed is true.",
        (
            QueryBlock(
                "facts_current",
                "The live versions of the subject, valid at valid_at.",
                service="GET /v1/facts?subject=NAME",
                overrides={"valid_at": NOW},
            ),
        ),
    ),
    Slide(
        "What was true at T?",
        "Q2: valid at T, as best we know today.",
        "The same query with another valid_at: the versions we hold now whose valid period "
        "contains T. Set valid_at to the instant you ask about.",
        (
            QueryBlock(
                "facts_current",
                "The same file, with valid_at = T.",
                service="GET /v1/facts?subject=NAME&valid_at=T",
            ),
        ),
    ),
    Slide(
        "What did we believe at T' about T?",
        "Q4: valid at T, as known at T'.",
        "Every version, revoked ones too, whose known-time rectangle contains T' "
        "(learned_at <= T' < revoked_at): the answer we would have given at T'. "
        "With valid_at = known_at it is Q3, what we would have answered then.",
        (
            QueryBlock(
                "facts_as_of",
                "Valid at valid_at, as known at known_at.",
                service="GET /v1/facts?subject=NAME&valid_at=T&known_at=T2",
            ),
        ),
    ),
    Slide(
        "An entity's timeline",
        "Its facts over valid time, as known now.",
        "The table is the service's timeline. The second query draws every version ever "
        "stored about the entity: current versions in green, revoked ones in grey, with the "
        "lineage between them.",
        (
            QueryBlock(
                "entity_timeline",
                "The subject's versions over valid time, as known at known_at.",
                service="GET /v1/entities/NAME/timeline",
                overrides={"known_at": NOW},
            ),
            QueryBlock("entity_version_graph", "All versions and their lineage, as a graph."),
        ),
    ),
    Slide(
        "A fact's lineage",
        "What a version replaced, and what replaced it.",
        "UPDATES: a change or a correction replaced the older version. EXTENDS: the same "
        "claim again, with more evidence (corroboration). DERIVES: a leftover of a split "
        "period, or a disputed copy. Set id to a version id (click a node in the graph of the "
        "previous slide, or reopen the guide with ?fact=ID).",
        (
            QueryBlock(
                "fact_lineage",
                "Ancestors and descendants of version id, with relation and kind.",
                service="GET /v1/facts/ID/history",
            ),
            QueryBlock("fact_lineage_graph", "The same lineage, drawn."),
        ),
    ),
    Slide(
        "Open contradictions",
        "Claims that disagree, kept side by side.",
        "A less trusted claim does not replace a live version: it is stored as disputed with "
        "a CONTRADICTS edge to the version it disagrees with, until an operator resolves it "
        "(POST /v1/contradictions/ID/resolve). Set status to null to see resolved ones too.",
        (
            QueryBlock(
                "open_contradictions",
                "Contradictions of the namespace with both sides.",
                service="GET /v1/contradictions",
            ),
        ),
    ),
    Slide(
        "What a forget or erase left",
        "Tombstones, erasure records, and their audit.",
        "Forget revokes every live version that mentions a topic and leaves a tombstone that "
        "refuses later writes mentioning it; history stays for audit. Erase deletes every "
        "version physically and leaves only hashes and counts.",
        (
            QueryBlock(
                "forget_audit",
                "Each tombstone (every later write is checked against these) and each erasure, "
                "with its transaction.",
            ),
        ),
    ),
    Slide(
        "The :Tx log",
        "One transaction per write, one transaction time.",
        "Every write is one :Tx: its time is the known-time instant of every version it "
        "asserted (ASSERTED_IN) or revoked (REVOKED_IN), with the actor, the reason and the "
        "request id.",
        (QueryBlock("tx_log", "The newest transactions of the namespace."),),
    ),
)


def guide_query_names() -> list[str]:
    """Every named query the guide shows, once each, in slide order."""
    names: list[str] = []
    for slide in SLIDES:
        for block in slide.blocks:
            if block.name not in names:
                names.append(block.name)
    return names
