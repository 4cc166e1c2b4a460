"""Entity-resolution suggestions: pairs of entities of one partition that are probably one
person or thing ("Bob Smith" / "Robert Smith" / "B. Smith"), for an operator to accept.

Evidence, combined into one score in [0, 1]:

- neighbours: GDS node similarity (Jaccard of the sets of entities each is linked to by current
  facts) on the partition's projection: who they know, where they work, what they like;
- names: how alike the two names are (`name_similarity`: same surname with the same or an
  initial-compatible given name, else the character-level ratio of the name keys).

`score = NEIGHBOUR_SHARE * neighbours + (1 - NEIGHBOUR_SHARE) * names`; a pair is suggested when
it scores at least `MIN_SCORE` and its names at least `MIN_NAMES`. Only pairs node similarity finds (at least one shared neighbour)
are considered, and a pair that a current fact links to each other ("Bob Smith is married to
Alice Smith") is never suggested: a fact relates two things. The suggested alias is the less
important of the two (fewer links). Accepting is the ordinary audited alias merge.
"""

from __future__ import annotations

from dataclasses import dataclass
from difflib import SequenceMatcher

from graphdatascience import GraphDataScience
from graphdatascience.graph.graph_api import Graph

NEIGHBOUR_SHARE = 0.5
MIN_SCORE = 0.55
MIN_NAMES = 0.5
"""Names must be at least this alike: two colleagues share every neighbour."""
TOP_K = 10
"""Most similar neighbours node similarity keeps per entity."""
MIN_NEIGHBOURS = 0.1
"""Node similarity cutoff (Jaccard)."""


@dataclass(frozen=True)
class Suggestion:
    """`alias` is probably another name of `keep`."""

    keep: str
    alias: str
    score: float
    neighbours: float
    names: float

    def row(self) -> dict[str, object]:
        return {
            "keep": self.keep,
            "alias": self.alias,
            "score": round(self.score, 4),
            "neighbours": round(self.neighbours, 4),
            "names": round(self.names, 4),
        }


def _given_names_agree(a: str, b: str) -> bool:
    """`bob`/`bob`, `b`/`bob`: equal, or one is the other's initial."""
    return a == b or (len(a) == 1 and b.startswith(a)) or (len(b) == 1 and a.startswith(b))


def name_similarity(a: str, b: str) -> float:
    """How alike two name keys are, in [0, 1]: 1.0 same surname and agreeing given names
    (`b smith` / `bob smith`); 0.6 same surname, other given names (`robert smith` /
    `bob smith`, but also `alice smith`: neighbours must decide); else the character ratio."""
    ratio = SequenceMatcher(None, a, b).ratio()
    ta, tb = a.split(), b.split()
    if len(ta) < 2 or len(tb) < 2 or ta[-1] != tb[-1]:
        return ratio
    return max(ratio, 1.0 if _given_names_agree(ta[0], tb[0]) else 0.6)


def similar_pairs(gds: GraphDataScience, graph: Graph) -> dict[tuple[int, int], float]:
    """(node, node) -> Jaccard of their neighbour sets, each unordered pair once."""
    if graph.relationship_count() == 0:
        return {}
    found = gds.node_similarity.stream(
        graph, top_k=TOP_K, similarity_cutoff=MIN_NEIGHBOURS, degree_cutoff=1
    )
    pairs: dict[tuple[int, int], float] = {}
    for r in found.itertuples():
        a, b = sorted((int(r.node1), int(r.node2)))
        pairs[(a, b)] = max(pairs.get((a, b), 0.0), float(r.similarity))
    return pairs


@dataclass(frozen=True)
class Candidate:
    """One entity of a candidate pair: its id, name key and importance."""

    id: str
    name_key: str
    importance: float


def suggest(a: Candidate, b: Candidate, neighbours: float, linked: bool) -> Suggestion | None:
    """The suggestion for one candidate pair, or None when it is not one."""
    if linked or not a.name_key or not b.name_key:
        return None
    names = name_similarity(a.name_key, b.name_key)
    score = NEIGHBOUR_SHARE * neighbours + (1 - NEIGHBOUR_SHARE) * names
    if score < MIN_SCORE or names < MIN_NAMES:
        return None
    keep, alias = sorted((a, b), key=lambda c: (-c.importance, -len(c.name_key), c.id))
    return Suggestion(keep.id, alias.id, score, neighbours, names)
