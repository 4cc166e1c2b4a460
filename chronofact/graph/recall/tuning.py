"""The declared tunings of recall: candidate generation, fusion and ranking.

One frozen `RecallTuning` per `Recall`; the defaults were tuned on the LoCoMo dev split
(`bench/LOCOMO_TUNING_NOTES.md`). Every field is documented where it is declared.
"""

from __future__ import annotations

from dataclasses import dataclass, field

CHANNELS: tuple[str, ...] = (
    "fact_vector",
    "fact_text",
    "entity",
    "expand",
    "source_vector",
    "source_text",
)
"""The candidate channels (`channels.py`); `entity` joins `fact_vector` before fusion."""

TAIL_WEIGHT = 0.001
"""RRF weight of candidates cut by the relevance gate: they only fill slots nothing else takes."""


def _default_weights() -> dict[str, float]:
    return {
        "fact_vector": 0.35,
        "fact_text": 0.5,
        "expand": 0.25,
        "source_vector": 0.85,
        "source_text": 1.0,
    }


@dataclass(frozen=True)
class RecallTuning:
    """Knobs of candidate generation and fusion (defaults tuned on the LoCoMo dev split)."""

    rrf_k: int = 12
    """The `k` of reciprocal rank fusion: a list contributes `weight / (rrf_k + rank)`."""
    weights: dict[str, float] = field(default_factory=_default_weights)
    """RRF weight per list. The entity channel has no list of its own: its facts join the
    dense fact list (`fact_vector`), so the index's approximate top-k cannot miss them."""
    entity_boost: float = 0.5
    """Results about an entity named in the question (a fact with it as subject or object,
    a message it said) get their fused score multiplied by 1 + entity_boost."""
    depth: int = 50
    """Candidates taken from each channel."""
    historical_factor: float = 0.7
    """Score multiplier of a result that does not hold at the basis while another result of
    the same slot (subject, predicate) does: "likes rock" (now) above "likes jazz" (until
    2015). A past event with nothing newer in its slot is not demoted."""
    exact_limit: int = 2000
    """Partitions with at most this many versions (sources) are scored exactly."""
    exact_fallback_limit: int = 20000
    """Exact scoring after over-fetching failed, up to this partition size."""
    max_fetch: int = 4096
    """Largest `k` asked of the vector index."""
    fulltext_overfetch: int = 2
    """A fulltext channel asks its index for `depth * fulltext_overfetch` hits (some fail the
    basis and trust filter applied after the index)."""
    per_entity: int = 300
    """Facts read per entity named in the question (a hub entity is capped)."""
    expand_per_entity: int = 50
    """Facts read per entity reached by graph expansion."""
    expand_seeds: int = 3
    """Graph expansion starts from this many of the best `fact_text` hits."""
    expand_max_degree: int = 200
    """Entities with more fact links than this (hubs: a city, an employer) are not expanded:
    `expand_per_entity` of their facts would be an arbitrary sample, and reading it is the
    most expensive part of expansion in a large namespace."""
    fold_sources: int = 40
    """How many source candidates are checked for the facts they yielded."""
    fold_own_weight: float = 0.25
    """A fact folded from a source scores max(own, source) + this * own: between facts that
    inherit near-equal message scores (a message's search text carries its neighbour's words),
    the fact's own match to the question decides ("Where does Maya work?": the job, not the
    move said next to it)."""
    dense_margin: float = 0.15
    """A cosine-scored channel nominates only candidates within this cosine of the best
    cosine any dense channel found for the question."""
    term_count_cap: int = 2000
    """Fulltext channels rank by the partition's own term statistics; a term's document
    count is counted up to this many (a term in more is common, its weight near the floor)."""
    text_floor: float = 0.3
    """A fulltext channel nominates only hits scoring at least this share of its best hit."""
    fact_text_variants: bool = True
    """Add regular inflections to `fact_text` queries (that index does not stem). Turn off if
    `fact_text` is recreated with the English analyzer (variants would then count twice)."""
    gated: tuple[str, ...] = ("fact_vector", "entity", "expand", "fact_text")
    """Channels whose lists are cut by relevance before fusion (`fusion.gate`)."""
    source_query_without_names: bool = True
    """Search messages by the embedding of the question without the names of the speakers it
    mentions (a message's embedding carries its speaker's name, so the name would pull in
    whatever that person said). Other names (what the question is about) stay."""
    importance_weight: float = 0.0
    """Importance prior: a candidate's fused score is multiplied by 1 + importance_weight *
    the highest stored importance (`chronofact analytics refresh`: PageRank over entities
    linked by current facts, 1.0 for the partition's top entity) of what it is about (a fact's
    subject and object, a message's speaker). Off (0) by default: on the LoCoMo dev split it
    did not help recall (docs/analytics.md has the numbers); costs one read when on."""
    present_first: bool = True
    """Order the results about one topic (same person, a shared content word, a message
    among them) by when they were said, the latest at the basis first (`present_first`)."""
    present_first_window: int = 3
    """`present_first` also sees this many results after the first `k`: a change message
    ranked just below the cut that outdates a result above it takes its place in the `k`
    ("where does Pieter work?": "I left Erasmus, I'm at the Maasstad now" above "still at
    Erasmus MC" though fusion put it 5th). 0: it permutes the final `k` only."""
    slot_news: bool = True
    """With `present_first`, a message whose nearest slot is the one a question asks is news on
    it: it outdates the facts on that slot said before it by the same person, with no word of
    change (`slot_news`: "The Tesla charges in my driveway" above "drives a Renault Clio")."""
    slot_first: bool = True
    """Put the asked person's fact on the asked slot first (`slot_first`: the slot by the
    question's meaning, the person named last); permutes the final results only."""
