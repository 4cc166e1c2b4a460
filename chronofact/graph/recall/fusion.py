"""Fusion and ranking of the channels' candidates (pure: no Neo4j).

Weighted reciprocal rank fusion, `sum_c w_c / (rrf_k + rank_c)` (equal scores share their mean
rank). Before fusing, the fact lists are cut to plausibly relevant candidates (`gate`): rank
fusion rewards being in many lists, and in a small partition every fact is in every fact list.
What is cut only fills slots nothing else takes (`TAIL_WEIGHT`). Results about an entity named
in the question get `entity_boost` (`boost`). A source that yielded admitted facts is folded
into those facts (each takes the source's score when higher) and is not returned on its own
unless a fact it yielded is shown by another version (`fold_sources`). A key's versions then
collapse into one candidate (`rank`): under a valid-time window they do not, and a disputed
claim never collapses into its key.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from chronofact.graph.entities import name_key
from chronofact.graph.recall.hits import Candidate, CandidateKind, Candidates, Hit, Lists
from chronofact.graph.recall.tuning import TAIL_WEIGHT, RecallTuning

DENSE: tuple[str, ...] = ("fact_vector", "expand", "source_vector")
"""Channels scored by cosine (their Cypher reports `(1 + cosine) / 2`)."""


def fuse_channels(
    lists: Lists, tuning: RecallTuning, entity_ids: Sequence[str], named_keys: set[str]
) -> Candidates:
    """The channels' lists, fused into scored candidates: the entity channel joins the dense
    fact list, lists are gated, fused, boosted, and sources folded into their facts."""
    lists = merge_entity_facts(lists)
    gate(lists, tuning)
    candidates: Candidates = {}
    fuse(candidates, lists, tuning)
    boost(candidates, entity_ids, named_keys, tuning)
    fold_sources(candidates, tuning)
    return candidates


def merge_entity_facts(lists: Lists) -> Lists:
    """The named entities' facts join the dense fact list, by cosine (a `fact_vector` hit wins
    over the entity hit of the same fact)."""
    if "entity" not in lists:
        return lists
    out = dict(lists)
    merged = {h.id: h for h in out.pop("entity")}
    merged.update({h.id: h for h in out.get("fact_vector", [])})
    out["fact_vector"] = sorted(merged.values(), key=lambda h: -h.value)
    return out


def gate(lists: Lists, tuning: RecallTuning) -> None:
    """Cut the gated channels' lists to plausibly relevant candidates, in place.

    Rank fusion rewards being *in* many lists, and a small partition puts every fact in every
    fact list (exact scoring ranks all of them; an entity's facts are all listed), so without a
    cut an irrelevant fact outranks a relevant message. Dense lists keep what is within
    `dense_margin` (cosine) of the best cosine of any dense channel; fulltext lists keep what
    scores at least `text_floor` of their best hit. What is cut goes to the `tail` list, which
    only fills slots nothing else takes.
    """
    cosines = [2.0 * h.value - 1.0 for ch in DENSE for h in lists.get(ch, [])]
    best = max(cosines) if cosines else None
    tail_dense: list[Hit] = []
    tail_text: list[Hit] = []
    for ch in tuning.gated:
        hits = lists.get(ch)
        if not hits:
            continue
        if ch in DENSE and best is not None:
            floor = best - tuning.dense_margin
            keep = [2.0 * h.value - 1.0 >= floor for h in hits]
        elif ch not in DENSE:
            top = max(h.value for h in hits)
            keep = [h.value >= tuning.text_floor * top for h in hits]
        else:
            continue
        lists[ch] = [h for h, k in zip(hits, keep, strict=True) if k]
        cut = [h for h, k in zip(hits, keep, strict=True) if not k]
        (tail_dense if ch in DENSE else tail_text).extend(cut)
    tail_dense.sort(key=lambda h: -h.value)
    lists["tail"] = tail_dense + tail_text


def tied_ranks(hits: Sequence[Hit]) -> list[float]:
    """1-based ranks of hits sorted by descending score; hits with equal scores share the mean
    of their positions (a BM25 tie between statements that match the same words says nothing
    about which is better, so fusion must not pretend it does)."""
    ranks: list[float] = [0.0] * len(hits)
    i = 0
    while i < len(hits):
        j = i
        score = hits[i].score
        while j + 1 < len(hits) and score is not None and hits[j + 1].score == score:
            j += 1
        for pos in range(i, j + 1):
            ranks[pos] = (i + j) / 2 + 1
        i = j + 1
    return ranks


def fuse(candidates: Candidates, lists: Lists, tuning: RecallTuning) -> None:
    """Weighted reciprocal rank fusion: sum over lists of w / (rrf_k + rank)."""
    for channel, hits in lists.items():
        weight = TAIL_WEIGHT if channel == "tail" else tuning.weights.get(channel, 0.0)
        kind: CandidateKind = "source" if channel.startswith("source") else "fact"
        for rank, hit in zip(tied_ranks(hits), hits, strict=True):
            c = candidates.get((kind, hit.id))
            if c is None:
                c = Candidate(kind, hit.id)
                candidates[(kind, hit.id)] = c
            if channel in c.ranks:
                continue
            c.ranks[channel] = rank
            c.score += weight / (tuning.rrf_k + rank)
            if kind == "fact":
                c.describe(hit)
                continue
            if not c.about:
                c.about = (name_key(hit.speaker) if hit.speaker else None,)
            for fact in hit.facts:
                if fact.id not in c.yielded:
                    c.yielded.append(fact.id)
                    c.yielded_hits.append(fact)


def boost(
    candidates: Candidates,
    entity_ids: Sequence[str],
    named_keys: Collection[str],
    tuning: RecallTuning,
) -> None:
    """Results about a named entity: facts with it as subject or object, messages it said,
    get `entity_boost`."""
    factor = 1.0 + tuning.entity_boost
    if factor == 1.0 or not (entity_ids or named_keys):
        return
    wanted = set(entity_ids) | set(named_keys)
    for c in candidates.values():
        if any(a is not None and a in wanted for a in c.about):
            c.score *= factor


def importance_prior(
    candidates: Candidates, importance: dict[str, float], tuning: RecallTuning
) -> None:
    """Multiply each candidate's score by 1 + `importance_weight` x the highest importance of
    what it is about (`importance`: entity id or speaker name key -> stored importance)."""
    weight = tuning.importance_weight
    if weight == 0.0 or not importance:
        return
    for c in candidates.values():
        prior = max((importance.get(a, 0.0) for a in c.about if a is not None), default=0.0)
        c.score *= 1.0 + weight * prior


def about_keys(candidates: Candidates) -> tuple[list[str], list[str]]:
    """The entity ids (facts) and speaker name keys (sources) the candidates are about."""
    ids = {a for c in candidates.values() if c.kind == "fact" for a in c.about if a}
    keys = {a for c in candidates.values() if c.kind == "source" for a in c.about if a}
    return sorted(ids), sorted(keys)


def fold_sources(candidates: Candidates, tuning: RecallTuning) -> None:
    """A source that yielded admitted facts is returned as those facts: each takes the
    source's score when higher (its own score breaks ties); the source is dropped. The yielded
    facts came with the source hits (`fuse`).

    A source whose facts do not all hold at the basis stays a candidate (`folded_into`): when
    such a fact's key is shown by another version, the one that holds (`results`), which
    another message said, folding alone would drop the message that matched ("what deal did
    he sign?" asked after a later message changed the same slot)."""
    sources = sorted(
        (c for c in candidates.values() if c.kind == "source" and c.yielded),
        key=lambda c: -c.score,
    )[: tuning.fold_sources]
    for src in sources:
        for hit in src.yielded_hits:
            fact = candidates.get(("fact", hit.id))
            if fact is None:
                fact = Candidate("fact", hit.id)
                fact.describe(hit)
                candidates[("fact", hit.id)] = fact
            own = fact.score
            fact.score = max(own, src.score) + tuning.fold_own_weight * own
            fact.via_sources.append(src.id)
            for channel, rank in src.ranks.items():
                fact.ranks.setdefault(channel, rank)
        if all(hit.holds for hit in src.yielded_hits):
            candidates.pop(("source", src.id), None)
        else:
            src.folded_into = [hit.id for hit in src.yielded_hits]


def rank(candidates: Candidates, k: int, collapse: bool) -> list[Candidate]:
    """One candidate per key (point basis), best first, with spares for the final cut.

    With a valid-time window every admitted version overlapping it is an answer in its own
    right ("where did Alice work in 2019" -> both jobs of 2019), so keys are not collapsed.
    A disputed claim is never collapsed into its key. At equal score, holding wins.
    """
    by_key: dict[str, Candidate] = {}
    for c in sorted((c for c in candidates.values() if c.kind == "fact"), key=lambda c: -c.score):
        group = (c.key or c.id) if collapse and c.trust != "disputed" else c.id
        best = by_key.get(group)
        if best is None:
            by_key[group] = c
        else:
            best.via_sources.extend(s for s in c.via_sources if s not in best.via_sources)
            for channel, r in c.ranks.items():
                best.ranks.setdefault(channel, r)
    pool = list(by_key.values()) + [c for c in candidates.values() if c.kind == "source"]
    pool.sort(key=lambda c: (-c.score, -int(c.holds)))
    return pool[: k + 10]
