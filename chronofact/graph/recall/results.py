"""Results with history and sources: the ranked candidates, shown as the versions that answer.

A key's versions collapse into one result: the version that holds at the basis (`current`),
swapped in by the details query even when only an older version matched the words, with the
key's other versions in its `history` (its belief history as known at the basis) and its open
contradictions (`CONTRADICTS`, status open). A result that does not hold at the basis while a
result of the same slot (subject, predicate) does is multiplied by `historical_factor`; at equal
score, current wins. Forgotten topics (tombstones) never appear. A source no admitted fact came
from is a `kind: "source"` result.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from chronofact.graph.facts import fact_to_api
from chronofact.graph.reads import Basis
from chronofact.graph.recall.hits import Candidate, row_time
from chronofact.graph.recall.request import source_trust
from chronofact.graph.time import BEGINNING_OF_TIME, END_OF_TIME, from_db, iso
from chronofact.graph.write.tombstones import Tombstones

Timeline = Literal["latest", "earlier", "later", "same"]

ApiFact = dict[str, Any]
"""The FACT object of API.md, as `chronofact.graph.facts.fact_to_api` shapes it for every
read (recall adds `speaker` to its sources)."""


@dataclass(frozen=True)
class RecalledSource:
    """A message or document chunk recalled on its own (no admitted fact came from it)."""

    id: str | None
    kind: str | None
    ref: str | None
    scope: str | None
    observed_at: str | None
    speaker: str | None
    text: str | None
    trust: str

    @classmethod
    def from_row(cls, row: Mapping[str, Any]) -> RecalledSource:
        return cls(
            id=row.get("id"),
            kind=row.get("kind"),
            ref=row.get("ref"),
            scope=row.get("scope"),
            observed_at=iso(from_db(row.get("observed_at"))),
            speaker=row.get("speaker"),
            text=row.get("text"),
            trust=source_trust(row.get("kind")),
        )


@dataclass(frozen=True)
class ContradictingFact:
    """The other side of an open contradiction."""

    id: str | None
    statement: str | None
    trust: str | None
    polarity: bool | None
    valid_from: str | None
    valid_to: str | None
    revoked_at: str | None


@dataclass(frozen=True)
class Contradiction:
    """An open `CONTRADICTS` edge of a result's fact."""

    id: str | None
    weight: float | None
    status: str | None
    detected_by: str | None
    direction: str | None
    """`contradicts` (the result's fact is its start) or `contradicted_by`."""
    created_at: str | None
    fact: ContradictingFact

    @classmethod
    def from_row(cls, x: Mapping[str, Any]) -> Contradiction:
        other = x["fact"]
        return cls(
            id=x.get("id"),
            weight=x.get("weight"),
            status=x.get("status"),
            detected_by=x.get("detected_by"),
            direction=x.get("direction"),
            created_at=iso(from_db(x.get("created_at"))),
            fact=ContradictingFact(
                id=other.get("id"),
                statement=other.get("statement"),
                trust=other.get("trust"),
                polarity=other.get("polarity"),
                valid_from=iso(from_db(other.get("valid_from"))),
                valid_to=iso(from_db(other.get("valid_to"))),
                revoked_at=iso(from_db(other.get("revoked_at"))),
            ),
        )


@dataclass(frozen=True)
class RecallResult:
    """One answer: a fact (the version that answers, with history and contradictions) or a
    source."""

    kind: Literal["fact", "source"]
    score: float
    """The fused score, after the historical demotion, rounded to 6 places."""
    current: bool | None
    """Whether the fact's version holds at the basis (None for a source)."""
    signals: dict[str, float]
    """Rank of the result in each candidate channel that found it (`matched_version: 0` when
    the version shown is not the one that matched)."""
    fact: ApiFact | None = None
    source: RecalledSource | None = None
    history: list[ApiFact] = field(default_factory=list)
    contradictions: list[Contradiction] = field(default_factory=list)
    topic: int | None = None
    """Results about one topic (`present_first`: same person, a shared content word, a
    message among them) share this number; None when alone."""
    timeline: Timeline | None = None
    """Its place in its topic's timeline at the basis (`present_first`): `latest` (what was
    said last at the basis), `earlier` (outdated by it), `later` (said after the basis) or
    `same` (said at the same time)."""

    @property
    def slot(self) -> tuple[Any, Any] | None:
        """(subject id, predicate) of a fact."""
        if self.fact is None:
            return None
        return (self.fact["subject"]["id"], self.fact["predicate"])


@dataclass(frozen=True)
class Details:
    """What the details queries returned for the ranked candidates."""

    facts: dict[str, dict[str, Any]]
    """Matched fact id -> its details row (`recall_fact_details`)."""
    sources: dict[str, dict[str, Any]]
    """Source id -> its row (`recall_source_details`)."""
    tombstones: Tombstones


def build_results(
    ranked: Sequence[Candidate],
    details: Details,
    basis: Basis,
    k: int,
    historical_factor: float,
) -> list[RecallResult]:
    """Results in final order: each key shown by its holding version (swapped in by the details
    query); a result that does not hold while another result of its slot does is demoted by
    `historical_factor`; at equal score current wins; forgotten topics dropped."""
    built: list[tuple[float, RecallResult]] = []
    seen: set[str] = set()
    shown = _shown_as_matched(ranked, details)
    for c in ranked:
        result: RecallResult | None
        if c.kind == "fact":
            row = details.facts.get(c.id)
            if row is None or row["fact"]["id"] in seen:
                continue
            seen.add(row["fact"]["id"])
            result = fact_result(c, row, basis, details.tombstones)
        elif c.folded_into and all(f in shown for f in c.folded_into):
            continue  # its facts are shown as they were matched: the message is in them
        else:
            src = details.sources.get(c.id)
            result = None if src is None else source_result(c, src, details.tombstones)
        if result is not None:
            built.append((c.score, result))
    holding = {r.slot for _, r in built if r.kind == "fact" and r.current}
    ordered: list[tuple[float, int, RecallResult]] = []
    for score, r in built:
        if r.kind == "fact" and not r.current and r.slot in holding:
            score *= historical_factor
        ordered.append((score, int(bool(r.current)), dataclasses.replace(r, score=round(score, 6))))
    ordered.sort(key=lambda it: (-it[0], -it[1]))
    return [r for _, _, r in ordered[:k]]


def _shown_as_matched(ranked: Sequence[Candidate], details: Details) -> set[str]:
    """Ids of the fact versions that are shown as themselves (not swapped for the version of
    their key that holds)."""
    return {
        c.id
        for c in ranked
        if c.kind == "fact" and (row := details.facts.get(c.id)) and row["fact"]["id"] == c.id
    }


def fact_result(
    c: Candidate, row: Mapping[str, Any], basis: Basis, tombstones: Tombstones
) -> RecallResult | None:
    """The fact of a details row, or None when it mentions a forgotten topic; its history,
    contradictions and sources without the versions and messages that mention one."""
    raw = row["fact"]
    if _forgotten(raw, tombstones):
        return None
    # the sources that matched the question first, then the newest
    matched = {sid: i for i, sid in enumerate(c.via_sources)}
    raw_sources = sorted(
        _clean_sources(raw.get("sources"), tombstones),
        key=lambda s: (matched.get(s["id"], len(matched)), -_timestamp(s.get("observed_at"))),
    )
    fact = fact_to_api({**raw, "sources": raw_sources})
    for api_src, src in zip(fact["sources"], raw_sources, strict=True):
        if src.get("speaker"):
            api_src["speaker"] = src["speaker"]
    valid_from = row_time(raw.get("valid_from")) or BEGINNING_OF_TIME
    valid_to = row_time(raw.get("valid_to")) or END_OF_TIME
    signals = dict(c.ranks)
    if raw["id"] != c.id:
        signals["matched_version"] = 0.0
    return RecallResult(
        kind="fact",
        score=round(c.score, 6),
        current=valid_from <= basis.valid_at < valid_to,
        signals=signals,
        fact=fact,
        history=[
            fact_to_api({**h, "sources": _clean_sources(h.get("sources"), tombstones)})
            for h in row.get("history") or []
            if not _forgotten(h, tombstones)
        ],
        contradictions=[
            Contradiction.from_row(x)
            for x in row.get("contradictions") or []
            if x.get("fact") is not None and not _forgotten(x["fact"], tombstones)
        ],
    )


def _forgotten(version: Mapping[str, Any], tombstones: Tombstones) -> bool:
    """Whether a version (a details row's fact, history entry or contradicting fact) mentions
    a forgotten topic."""
    value = version.get("value")
    return (
        tombstones.mentioned_by(
            [
                version.get("statement"),
                version.get("subject_name"),
                version.get("object_name"),
                value if isinstance(value, str | int | float) else None,
            ]
        )
        is not None
    )


def _clean_sources(
    sources: Sequence[Mapping[str, Any]] | None, tombstones: Tombstones
) -> list[dict[str, Any]]:
    """A version's sources without those whose text, speaker or ref mention a forgotten
    topic (a message said before the tombstone, kept for the audit)."""
    return [
        dict(s)
        for s in sources or []
        if tombstones.mentioned_by([s.get("text"), s.get("speaker"), s.get("ref")]) is None
    ]


def source_result(
    c: Candidate, src: Mapping[str, Any], tombstones: Tombstones
) -> RecallResult | None:
    """A source on its own, or None when it has no text or mentions a forgotten topic."""
    if src.get("text") is None or tombstones.mentioned_by(
        [src.get("text"), src.get("speaker"), src.get("ref")]
    ):
        return None
    return RecallResult(
        kind="source",
        score=round(c.score, 6),
        current=None,
        signals=dict(c.ranks),
        source=RecalledSource.from_row(src),
    )


def _timestamp(value: Any) -> float:
    moment = from_db(value)
    return moment.timestamp() if moment is not None else 0.0
