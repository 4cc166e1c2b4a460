"""Hard negatives for the learned reader: the pieces of our change sets' messages that hold no
value, read alone as messages with nothing to take.

Every message of the change sets holds a value, and the reader's only other examples of "no
fact here" are LoCoMo's turns, long and polite: so the slot reader learns that chat's register
means a slot, and on real chat it reads nearly every message ("cuties" as a pet, "yay Smudge"
as a team, "until friday apparently" as a team; `bench/reader_precision.py`). The pieces of
our messages around the value ("bad news lads", "don't ask", "the rent is insane", "took me a
month") are that register with nothing to take (so are the pieces of LoCoMo's turns, which
`bench/train_reader.py` cuts likewise). Each message is cut at sentence ends and at
clause breaks (a comma, a dash, "so", "but", "and then"); a piece is a negative when it names
no value held, no old value and no person the case asks about, has `MIN_WORDS` words and is not
a question (the reader does not read questions). Every token "none", slot "none".

Used by `bench/train_reader.py --pieces` only: in the thirteenth session they raised the
reader's precision on real chat (31% -> 44%) but lowered its value chances on held-out change
sets (current@1 on t12b 62 -> 52), so the shipped weights are trained without them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Protocol

__all__ = ["MIN_WORDS", "pieces", "valueless_pieces"]

MIN_WORDS = 3
_TITLE_DOT = r"(?:(?<=\bDr)|(?<=\bMr)|(?<=\bMs)|(?<=\bSt)|(?<=\bMrs)|(?<=\bProf))\.|\.(?=\w)"
_SENTENCE = re.compile(rf"(?:[^.!?;\n]|{_TITLE_DOT})+[.!?;\n]*", re.IGNORECASE)
"""A sentence: up to its end, a title's dot ("Dr. Lee") or a dot inside a word ("3.5") no end."""
_BREAK = re.compile(
    r",\s+|\s+[-\u2013\u2014]+\s+|\s+\((?=\w)|\)\s*|"
    r"\s+(?=(?:so|but|and\s+then|because|cos|coz)\s)",
    re.IGNORECASE,
)
_WORD = re.compile(r"[^\W\d_]{2,}")


class Labelled(Protocol):
    """What a negative is cut from: a training example's text, values and people."""

    text: str
    speaker: str
    held: str | None
    old: str | None
    people: list[str]


def pieces(text: str) -> list[tuple[str, bool]]:
    """The message cut at sentence ends and clause breaks: each piece stripped, and whether
    its sentence is a question."""
    out: list[tuple[str, bool]] = []
    for sentence in _SENTENCE.findall(text):
        asks = "?" in sentence
        body = sentence.rstrip(".!?;\n \t")
        out += [(p.strip(), asks) for p in _BREAK.split(body) if p and p.strip()]
    return out


def _names_any(piece: str, needles: Sequence[str | None]) -> bool:
    low = piece.casefold()
    for needle in needles:
        if not needle:
            continue
        words = [w for w in re.findall(r"\w+", needle.casefold()) if len(w) > 2] or [
            needle.casefold()
        ]
        if any(re.search(rf"(?<!\w){re.escape(w)}", low) for w in words):
            return True
    return False


def valueless_pieces(
    examples: Sequence[Labelled],
    read_nothing: Callable[[str, str], bool] = lambda text, speaker: True,
) -> list[tuple[str, str]]:
    """A negative (text, speaker) for each piece of each example's message that holds
    none of its values or people, has `MIN_WORDS` words, is no question and from which
    `read_nothing` (the rules) reads nothing (a fact of another kind beside the value, "got
    two budgies", is no negative); each distinct piece of a speaker once. A message that is
    one piece gives none (it holds the value)."""
    seen: set[tuple[str, str]] = set()
    out: list[tuple[str, str]] = []
    for ex in examples:
        cut = pieces(ex.text)
        if len(cut) < 2:
            continue
        for piece, asks in cut:
            if len(_WORD.findall(piece)) < MIN_WORDS or asks:
                continue
            if _names_any(piece, [ex.held, ex.old, *ex.people]):
                continue
            key = (ex.speaker, piece.casefold())
            if key not in seen and read_nothing(piece, ex.speaker):
                seen.add(key)
                out.append((piece, ex.speaker))
    return out
