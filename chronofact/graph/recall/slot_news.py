"""A later message about the slot a question asks: news on that slot, with or without a word of
change.

`present_first` moves a message saying something changed above the results it outdates. Its
net is words: a change cue ("left", "moved", "now.") and a content word shared with the older
result. People often say the new state plainly, naming neither: "The Tesla charges in my
driveway overnight" after "I drive an old Renault Clio"; "Efua and I are seeing each other"
after "my fiancée Abena". When the extractor could not read such a message, the older fact
stays current and, listed first, leads an agent to the stale answer.

So, for a question that asks about a slot ("What car does Étienne drive?": `vehicle`), a
message whose own nearest slot (its MiniLM vector against the same slot prototypes as the
question's, `asked_slot.slot_scores`) is the asked one is news on that slot: it outdates the
facts on that slot said before it by or about the same person, as a change message would.
It outdates facts only, never another message, so the order of messages among themselves stays
the order of their words. A message near no slot (under `NEWS_FLOOR`) or as near another slot
(within `NEWS_LEAD`) is no news: small talk's nearest slot is chance, and "Welcome to the hybrid
gang", nearest the home at 0.24, had led "Where does Tomás live?" above his current home."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from chronofact.graph.recall.asked_slot import SlotScores, answer_slots, slot_scores
from chronofact.graph.recall.results import RecallResult
from chronofact.graph.slot_names import NO_SLOT

__all__ = ["NEWS_FLOOR", "NEWS_LEAD", "SlotNews", "asked_slot_of", "slot_news_reader"]

TextEmbedder = Callable[[str], list[float]]
TextsEmbedder = Callable[[list[str]], list[list[float]]]
SlotNews = Callable[[Sequence[str]], list[bool]]
"""Which of some message texts are news on the asked slot."""


def asked_slot_of(scores: SlotScores | None, floor: float = 0.0) -> str | None:
    """The slot a question's (or message's) scores put first, scoring `floor` or more; None
    for "no lasting fact"."""
    if scores is None or not scores.by_slot:
        return None
    best = scores.best_slot
    return None if best is None or best == NO_SLOT or scores.by_slot[best] < floor else best


def on_slot(result: RecallResult, slot: str) -> bool:
    """A fact whose predicate answers `slot`."""
    fact = result.fact
    return fact is not None and slot in answer_slots(str(fact.get("predicate") or ""))


_ONE_TOPIC = (frozenset({"partner", "relationship_status"}),)
"""Slots a message about one of them may be nearest to in the other's words ("Efua and I are
seeing each other" is nearest the relationship status, and news on the partner)."""


def _near(slot: str) -> frozenset[str]:
    return next((group for group in _ONE_TOPIC if slot in group), frozenset({slot}))


NEWS_FLOOR = 0.3
"""A message is news on a slot only this near it: small talk is near no slot, and its nearest
is chance ("Welcome to the hybrid gang" is nearest the home at 0.24)."""
NEWS_LEAD = 0.01
"""...and only this far ahead of the nearest slot outside the slot's topic: a tie is no news
("Amazing, tell her well done": a vehicle at 0.379, a relationship at 0.376)."""


def _news(scores: SlotScores | None, near: frozenset[str]) -> bool:
    best = asked_slot_of(scores, NEWS_FLOOR)
    if scores is None or best not in near:
        return False
    rest = [score for slot, score in scores.by_slot.items() if slot not in near]
    return scores.by_slot[best] >= max(rest, default=-1.0) + NEWS_LEAD


def slot_news_reader(slot: str, embed: TextEmbedder, embed_many: TextsEmbedder | None) -> SlotNews:
    """Reads texts as news on `slot`: each text's nearest slot is `slot` or one of its topic
    (`_ONE_TOPIC`; `embed_many` embeds them in one batch when given, the same model as
    `embed`)."""

    def read(texts: Sequence[str]) -> list[bool]:
        if not texts:
            return []
        vectors = embed_many(list(texts)) if embed_many else [embed(t) for t in texts]
        return [_news(slot_scores(v, embed), near) for v in vectors]

    near = _near(slot)

    return read
