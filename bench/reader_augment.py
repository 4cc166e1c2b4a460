"""Value substitution for the learned reader's training: each change case again with the
old and new values and the people of another case of the same slot, so the tagger learns
the frame a value sits in ("got out of X in may, he's with Y") and not the words X and Y.

A case's two messages are rewritten together: every whole-word occurrence (any case) of its
old value, its new value, the people its `now` question names and its speaker becomes the
other case's, lowercased where it was written in lowercase ("intel" -> "access bank").
Pure and linear in the texts.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

__all__ = ["Pair", "substitute", "swapped_pairs"]


@dataclass(frozen=True)
class Pair:
    """One case as the trainer sees it: its two messages and what they hold."""

    group: str  # pairs swap values within a group (the slot the case is labelled with)
    speaker: str
    m1: str
    m2: str
    old: str
    new: str
    people: tuple[str, ...]  # names the `now` question asks about (swapped)
    relatives: tuple[str, ...] = ()  # relatives it asks about ("son"; kept)


def _cased(found: str, wanted: str) -> str:
    return wanted.lower() if found.islower() and not wanted.islower() else wanted


def substitute(text: str, swaps: Mapping[str, str]) -> str:
    """`text` with each whole-word occurrence of a key (any case) replaced by its value
    (lowercased where the key was written in lowercase); longer keys first, so a value that
    holds another is replaced whole."""
    keys = sorted((k for k in swaps if k.strip()), key=len, reverse=True)
    if not keys:
        return text
    by_fold = {k.casefold(): swaps[k] for k in keys}
    pattern = re.compile(
        r"(?<!\w)(" + "|".join(re.escape(k) for k in keys) + r")(?!\w)", re.IGNORECASE
    )
    return pattern.sub(lambda m: _cased(m.group(0), by_fold[m.group(0).casefold()]), text)


def _swap(pair: Pair, other: Pair) -> Pair | None:
    swaps = {pair.old: other.old, pair.new: other.new}
    for mine, theirs in zip(pair.people, other.people, strict=False):
        swaps[mine] = theirs
    if pair.speaker not in pair.people and other.speaker not in other.people:
        swaps[pair.speaker] = other.speaker
    folded = [k.casefold() for k in swaps]
    if len(set(folded)) < len(folded) or pair.old.casefold() == pair.new.casefold():
        return None  # one word stands for two things: no clean swap
    m1, m2 = substitute(pair.m1, swaps), substitute(pair.m2, swaps)
    if other.new.casefold() not in m2.casefold():
        return None  # the new value was not written out (a paraphrase): nothing to learn
    speaker = swaps.get(pair.speaker, pair.speaker)
    people = tuple(swaps.get(p, p) for p in pair.people)
    return replace(pair, speaker=speaker, m1=m1, m2=m2, old=other.old, new=other.new, people=people)


def swapped_pairs(pairs: Sequence[Pair], copies: int, seed: int = 0) -> list[Pair]:
    """`copies` rewritten versions of each pair, each with the values of another pair of its
    group drawn at random (fewer when the group has fewer others or a swap is unclean)."""
    rng = random.Random(seed)
    by_group: dict[str, list[Pair]] = {}
    for p in pairs:
        by_group.setdefault(p.group, []).append(p)
    out: list[Pair] = []
    for pair in pairs:
        others = [
            o
            for o in by_group[pair.group]
            if o.new.casefold() != pair.new.casefold() and o.old.casefold() != pair.old.casefold()
        ]
        for other in rng.sample(others, min(copies, len(others))):
            made = _swap(pair, other)
            if made is not None:
                out.append(made)
    return out
