"""A cue's own verb between it and the thing it ends ("no longer coach at Northside", "stopped
supporting Hearts"): which word after a cue of `change_words.VERB_THEN_PLACE` says what was
done with the thing, so the thing after it is still the one the cue governs
(`change_cues`)."""

from __future__ import annotations

from collections.abc import Sequence

from chronofact.extractors.change_words import BRIDGE, VERB_PLACE, word_set
from chronofact.graph.ingest.cue_words import Word

__all__ = ["own_verb"]

_THOUGHT = word_set(
    "think thinking believe believing expect expecting know knowing trust trusting talk "
    "talking tell telling mention mentioning worry worrying"
)
"""Verbs of thought or talk: "stopped thinking Hearts would win" ends nothing of Hearts."""


def own_verb(
    words: Sequence[Word], i: int, cue: tuple[str, ...], mentions: dict[int, list[int]]
) -> bool:
    """The word at `i` is the cue's own verb of what was done with the thing, right before
    the thing or before "at/in/for/on": a gerund ("stopped training at PureGym", "stopped
    supporting Hearts"), or after "no longer" any lower-case word ("no longer coach at
    Northside", "no longer support Hearts"). Not a plain word after another cue: in "quit
    netball for surfing" netball is the thing, surfing its successor."""
    w = words[i]
    nxt = words[i + 1] if i + 1 < len(words) else None
    if w.capital or nxt is None or nxt.clause != w.clause or w.text in _THOUGHT:
        return False
    gerund = len(w.text) > 5 and w.text.endswith("ing")
    followed = nxt.text in VERB_PLACE or i + 1 in mentions or nxt.text in BRIDGE
    return (gerund or cue == ("no", "longer")) and followed
