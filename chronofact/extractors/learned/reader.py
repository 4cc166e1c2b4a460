"""Token states to a `Reading`: where the value is, which slot it fills, who is meant.

The value is the run of tokens around the surest "value" token whose chances stay above
`RUN_CHANCE`, widened to whole words; the person likewise with the "person" tag. A message
gives no reading when its surest value token is below `VALUE_CHANCE` or the slot reader gives
"none" `NONE_CHANCE` or more. The thresholds were chosen on the development sets (LoCoMo's
development turns and the written change sets; see `bench/train_reader.py`): `VALUE_CHANCE`
0.4 since the eleventh session's training (at 0.3 its weights read more of LoCoMo's ordinary
talk, R@10 77.8 against 78.7; the held-out change sets are the same at 0.3 and 0.4).
"""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import numpy.typing as npt

from chronofact.extractors.learned.states import RECENT_TOKENS, Recent, TokenStates, message_states
from chronofact.extractors.learned.weights import INT8_WEIGHTS_PATH, WEIGHTS_PATH, ReaderWeights

__all__ = [
    "NONE_CHANCE",
    "PERSON_CHANCE",
    "RUN_CHANCE",
    "VALUE_CHANCE",
    "LearnedReader",
    "Reading",
    "learned_reader",
    "read_states",
    "value_span",
    "whole_words",
]

VALUE_CHANCE = 0.4
RUN_CHANCE = 0.3
NONE_CHANCE = 0.3
PERSON_CHANCE = 0.5

log = logging.getLogger("chronofact.extractors.learned")

StatesOf = Callable[[Sequence[str], Sequence[str | None]], list[TokenStates]]
"""Messages' texts and speakers to their token states (`states.message_states`)."""


@dataclass(frozen=True)
class Reading:
    """What the reader found in one message (character spans index the message)."""

    value: tuple[int, int]
    value_chance: float
    slot: str
    slot_chance: float
    none_chance: float
    person: tuple[int, int] | None
    token_value: npt.NDArray[np.float32] = field(
        default_factory=lambda: np.zeros(0, dtype=np.float32), compare=False, repr=False
    )
    """Each token's chance of being the value (special tokens 0)."""
    token_offsets: npt.NDArray[np.int64] = field(
        default_factory=lambda: np.zeros((0, 2), dtype=np.int64), compare=False, repr=False
    )
    """Each token's character offsets in the message ((0, 0) for special tokens)."""
    slots: tuple[tuple[str, float], ...] = ()
    """The slots the slot reader gives after `slot` (not "none"), surest first, each with its
    chance (`NEXT_SLOTS` of them)."""
    others: tuple[tuple[tuple[int, int], float], ...] = ()
    """The other values the reader reads in the message (span, surest token's chance), surest
    first, each at least `VALUE_CHANCE`: "so I closed HDFC" beside "moved payroll to ICICI"."""

    def value_chance_in(self, start: int, end: int) -> float:
        """The mean chance of being the value of the tokens inside [start, end) and outside
        the reading's own value (0 when no token lies there): how much the reader takes the
        words it did not read for the value held ("over" in "team lead over")."""
        first, last = self.token_offsets[:, 0], self.token_offsets[:, 1]
        mine = (first >= self.value[0]) & (last <= self.value[1])
        inside = (first >= start) & (last <= end) & (first < last) & ~mine
        return float(self.token_value[inside].mean()) if inside.any() else 0.0


def _run(chances: npt.NDArray[np.float32], at: int, floor: float) -> tuple[int, int]:
    first = last = at
    while first - 1 >= 0 and chances[first - 1] > floor:
        first -= 1
    while last + 1 < len(chances) and chances[last + 1] > floor:
        last += 1
    return first, last


def whole_words(text: str, start: int, end: int) -> tuple[int, int]:
    """The span widened to whole words (a word piece belongs to its word, and a lower-case
    word to the lower-case words a hyphen joins before it: "couch-to-5k", not "to-5k", and a
    name to the names: "Marc-André", not "André"; a name keeps its own start: "naka-Redmi" is
    "Redmi", "Kai-shek" is not widened past "shek").
    Words joined after the span are `reading_claims`' to add ("MX" + "-5"); a dot inside a
    name takes the piece after it (`_dotted_piece`: "E.ON", "ID.3")."""
    while True:
        while start > 0 and text[start - 1].isalnum():
            start -= 1
        if start < 2 or text[start - 1] != "-":
            break
        before = start - 1
        while before > 0 and text[before - 1].isalnum():
            before -= 1
        if text[start].isdigit() and _MODEL_CODE.fullmatch(text, before, start - 1):
            start = _brand_before(text, before)  # "30" of "Mazda CX-30": the model, whole
            break
        if not text[start].isalpha():
            break
        if before == start - 1 or text[before].islower() != text[start].islower():
            break
        start = before
    while end < len(text) and text[end].isalnum():
        end += 1
    while (dotted := _DOTTED.match(text, end)) is not None and _dotted_piece(text, start, end):
        end = dotted.end()
    return start, end


_MODEL_CODE = re.compile(r"[A-Z]{1,4}")
"""Capital letters before a hyphen and a number: a model's code ("CX" of "CX-30")."""
_BRAND = re.compile(r"(?-i:[A-Z][a-z]+)[ \t]+$")


def _brand_before(text: str, start: int) -> int:
    """The start of a model's code, or of the capitalised word naming its maker right before it
    ("Mazda CX-30")."""
    brand = _BRAND.search(text, max(0, start - 20), start)
    return brand.start() if brand is not None else start


_DOTTED = re.compile(r"\.[A-Za-z0-9]+")
"""A dot inside a name and the word piece after it ("E" + ".ON", "ID" + ".3")."""


def _dotted_piece(text: str, start: int, end: int) -> bool:
    """The word before a dot at `end` takes the piece after it: a short capital piece ("E" of
    "E.ON", "ID" of "ID.3") or a number after the dot; not a sentence run on without a space
    ("Lisbon.Loving it")."""
    before = re.search(r"[A-Za-z0-9]+$", text[start:end])
    if before is None or end + 1 >= len(text):
        return False
    return text[end + 1].isdigit() or (before.group().isupper() and len(before.group()) <= 3)


def value_span(
    text: str, states: TokenStates, chances: npt.NDArray[np.float32], at: int
) -> tuple[int, int]:
    first, last = _run(chances, at, RUN_CHANCE)
    start, end = whole_words(text, int(states.offsets[first][0]), int(states.offsets[last][1]))
    return start, _whole_name(text, start, end)


_NAME_GOES_ON = re.compile(
    r"[ \t]+(?:(?:of|de|do|da|del|di|du|la|van|von)[ \t]+(?=[A-Z]))?(?:[A-Z][\w'\u2019&-]*|"
    r"\d{1,3}[a-z]?(?=[ \t]*(?:$|[,.;:!?)]|[ \t]+(?:Pro|Max|Plus|Ultra|Mini|now|and|but|lol|"
    r"haha)\b)))"
)


def _whole_name(text: str, start: int, end: int) -> int:
    """The end of a name the span cut short ("Vertical" of "Vertical World", "iPhone" of
    "iPhone 15 Pro", "University" of "University of Leicester"): up to three more capitalised
    words (each maybe after "of", "de", ...) or a model number right after it (bounded: at
    most three regex matches). A number followed by other words ("Leeds 2 weeks
    ago") is no part of the name."""
    said = text[start:end]
    if not said[:1].isupper() and not any(c.isupper() for c in said[1:]):
        return end
    for _ in range(3):
        m = _NAME_GOES_ON.match(text, end)
        if m is None:
            break
        end = m.end()
    return end


NEXT_SLOTS = 3
"""How many slots a reading keeps after its own."""
OTHER_VALUES = 2
"""How many other values a reading keeps besides its own."""


def _others(
    text: str, states: TokenStates, chances: npt.NDArray[np.float32], own: tuple[int, int]
) -> tuple[tuple[tuple[int, int], float], ...]:
    """The other runs of value tokens whose surest token reaches `VALUE_CHANCE`, surest first,
    as whole words outside `own`."""
    left = chances.copy()
    first, last = states.offsets[:, 0], states.offsets[:, 1]
    left[(first < own[1]) & (last > own[0])] = 0.0
    out: list[tuple[tuple[int, int], float]] = []
    while len(out) < OTHER_VALUES:
        at = int(left.argmax())
        if left[at] < VALUE_CHANCE:
            break
        run = _run(left, at, RUN_CHANCE)
        span = whole_words(text, int(states.offsets[run[0]][0]), int(states.offsets[run[1]][1]))
        out.append((span, float(left[at])))
        left[run[0] : run[1] + 1] = 0.0
        left[(first < span[1]) & (last > span[0])] = 0.0
    return tuple(out)


def read_states(
    weights: ReaderWeights,
    states: TokenStates,
    text: str,
    tags: npt.NDArray[np.float32] | None = None,
    encoded: npt.NDArray[np.float32] | None = None,
) -> Reading | None:
    """The reading of one message, or None when the reader is not sure of a value and slot
    (`tags`: the tagger's chances for its tokens, and `encoded`: its rows of the contextual
    encoder, when already computed with a batch)."""
    if len(states.vectors) < 3:
        return None
    if tags is None or encoded is None:
        batch = weights.tag_batch([states.vectors])
        tags, encoded = batch[0][0], batch[1][0]
    special = states.offsets[:, 0] == states.offsets[:, 1]
    value = tags[:, weights.tagger.classes.index("value")].copy()
    value[special] = 0.0
    at = int(value.argmax())
    if value[at] < VALUE_CHANCE:
        return None
    slot_chances = weights.slot_chances(encoded, states.vectors, value)
    classes = weights.slots.classes
    none = float(slot_chances[classes.index("none")])
    if none >= NONE_CHANCE:
        return None
    ranked = sorted(
        (i for i, c in enumerate(classes) if c != "none"), key=lambda i: -slot_chances[i]
    )
    best = ranked[0]
    person = tags[:, weights.tagger.classes.index("person")].copy()
    person[special] = 0.0
    who = int(person.argmax())
    own = value_span(text, states, value, at)
    return Reading(
        value=own,
        value_chance=float(value[at]),
        slot=classes[best],
        slot_chance=float(slot_chances[best]),
        none_chance=none,
        person=value_span(text, states, person, who) if person[who] >= PERSON_CHANCE else None,
        token_value=value,
        token_offsets=states.offsets,
        slots=tuple((classes[i], float(slot_chances[i])) for i in ranked[1 : 1 + NEXT_SLOTS]),
        others=_others(text, states, value, own),
    )


class LearnedReader:
    """Reads batches of messages with one MiniLM pass per batch."""

    def __init__(self, weights: ReaderWeights, states_of: StatesOf = message_states) -> None:
        self.weights = weights
        self._states_of = states_of
        self._recent_tags: Recent[npt.NDArray[np.float32]] = Recent(RECENT_TOKENS)

    def read(
        self, texts: Sequence[str], speakers: Sequence[str | None] | None = None
    ) -> list[Reading | None]:
        """The reading of each message (who said it, when given, is read with it)."""
        if not texts:
            return []
        said = speakers or [None] * len(texts)
        states = self._states_of(texts, said)
        tags, encoded = self.weights.tag_batch([s.vectors for s in states])
        for text, speaker, tag in zip(texts, said, tags, strict=True):
            self._recent_tags.put((speaker, text), tag)
        return [
            read_states(self.weights, s, t, tag, enc)
            for s, t, tag, enc in zip(states, texts, tags, encoded, strict=True)
        ]

    def tags_of(
        self, text: str, speaker: str | None, states: TokenStates
    ) -> npt.NDArray[np.float32]:
        """The tagger's chances (tokens x `TAGS`) for a message: those of its last reading
        when it was read lately (`read`), else computed."""
        kept = self._recent_tags.get((speaker, text))
        if kept is not None and len(kept) == len(states.vectors):
            return kept
        return self.weights.tag_batch([states.vectors])[0][0]


def learned_reader(path: Path | None = None) -> LearnedReader | None:
    """The reader with the weights at `path` (default: the packaged ones for the precision
    of this process's MiniLM, `reader_weights_int8.npz` under int8, else `reader_weights.npz`;
    the setting `CHRONOFACT_READER_WEIGHTS` names another file), loaded once per process and
    path; None, said once in the log, when the file is missing."""
    if path is None:
        from chronofact.extractors.embeddings import embed_precision

        path = INT8_WEIGHTS_PATH if embed_precision() == "int8" else WEIGHTS_PATH
    return _reader_at(path)


@functools.cache
def _reader_at(where: Path) -> LearnedReader | None:
    if not where.exists():
        log.warning("learned reader weights missing (%s): rules only", where)
        return None
    return LearnedReader(ReaderWeights.load(where))
