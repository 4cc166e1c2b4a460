"""Entity-resolution suggestions: pairs of entities of one partition that are probably one
person or thing ("Bob Smith" / "Robert Smith" / "B. Smith"), for an operator to accept.

Evidence, combined into one score in [0, 1]:

- neighbours: GDS node similarity, overlap coefficient (shared neighbours / the smaller
  neighbour set: a duplicate's few facts are mostly about what the other's are about) of the
  entities each is linked to by current facts, on the partition's projection;
- names: how alike the two names are (`name_similarity`: same surname and compatible given
  names, a one-word name inside the other, else a weak character ratio).

Entities carry no embedding of their own, so no embedding similarity is used.

`score = NEIGHBOUR_SHARE * neighbours + (1 - NEIGHBOUR_SHARE) * names`; a pair is suggested
when it scores at least `MIN_SCORE` and its names at least `MIN_NAMES`. Only pairs node
similarity finds (at least one shared neighbour) are considered, and a pair that a current
fact links to each other ("Bob Smith is married to Alice Smith") is never suggested: a fact
relates two things. The suggested alias is the less important of the two (fewer links).
Accepting is the ordinary audited alias merge. The constants were set on the planted-duplicates
test (`tests/graph/test_analytics_resolution.py`), so its precision and recall are optimistic.
"""

from __future__ import annotations

from dataclasses import dataclass
from difflib import SequenceMatcher

from graphdatascience import GraphDataScience
from graphdatascience.graph.graph_api import Graph

NEIGHBOUR_SHARE = 0.5
MIN_SCORE = 0.55
MIN_NAMES = 0.45
"""Names must be at least this alike: two colleagues share every neighbour."""
TOP_K = 10
"""Most similar neighbours node similarity keeps per entity."""
MIN_NEIGHBOURS = 0.1
"""Node similarity cutoff (overlap coefficient)."""


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


def _common_prefix(a: str, b: str) -> int:
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return n


def given_name_similarity(a: str, b: str) -> float:
    """Two given names of people with one surname: 1.0 equal; 0.9 one is the other's initial
    (`b`/`bob`); 0.8 a shared start of three letters or more (`jon`/`jonathan`,
    `kate`/`katherine`); 0.2 conflicting initials (`b`/`alice`); else 0.5 (`bob`/`robert`:
    a nickname or another person, the neighbours decide)."""
    if a == b:
        return 1.0
    if len(a) == 1 or len(b) == 1:
        return 0.9 if a[0] == b[0] else 0.2
    return 0.8 if _common_prefix(a, b) >= 3 else 0.5


def name_similarity(a: str, b: str) -> float:
    """How alike two name keys are, in [0, 1]. Same surname (last word): the given names
    decide (`given_name_similarity`). One name a single word that is a word of the other
    (`bob` / `bob smith`): 0.7. Otherwise half the character ratio (`kate moss` / `kate lee`:
    two people, 0.3)."""
    ta, tb = a.split(), b.split()
    if len(ta) >= 2 and len(tb) >= 2 and ta[-1] == tb[-1]:
        return given_name_similarity(ta[0], tb[0])
    if (len(ta) == 1 and ta[0] in tb) or (len(tb) == 1 and tb[0] in ta):
        return 0.7
    return 0.5 * SequenceMatcher(None, a, b).ratio()


def similar_pairs(gds: GraphDataScience, graph: Graph) -> dict[tuple[int, int], float]:
    """(node, node) -> overlap of their neighbour sets, each unordered pair once."""
    if graph.relationship_count() == 0:
        return {}
    found = gds.node_similarity.stream(
        graph,
        top_k=TOP_K,
        similarity_cutoff=MIN_NEIGHBOURS,
        degree_cutoff=1,
        similarity_metric="OVERLAP",
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
