"""The value a message puts in place of a held one, read by a tagger that knows the held one.

Change resolution often knows a message ends a fact ("Since leaving Infosys my weekends are
free") without reading what took its place ("At Wipro nobody calls on Saturday"): the rule
readers and the learned span reader (`reader.py`) read values in shapes they were taught, and
people say the new value in passing, in any shape. This tagger is asked a narrower question:
*given* the held value and its slot, which words of this message are the value that follows it?
The held value tells it the kind of thing wanted (Wipro is to Infosys what Atlanta is to
Houston), the slot the relation, and the message's token states the frame.

Each token of the message is one row (`successor_rows`):
- its MiniLM state and those of the tokens either side (the frame: "at", "joined", "to");
- its unit state times the held value's vector and times the slot's vector, and its cosine
  with each (how much the word is of the held value's kind, and of the slot's);
- whether it is a word of the held value (the old value said again is never the new one), has
  a capital, or is a special token;
- the span reader's chances that it is a value held or a value said to be over.

A network with one hidden layer (`weights.HiddenLayer`, trained by `bench.train_successor`)
gives each token the chance that it belongs to the new value; the surest token, widened like
the span reader's values (`reader.value_span`), is the successor when its chance reaches
`SUCCESSOR_CHANCE`. One MiniLM pass over the message and one matrix product: it runs only on
messages that end a held fact without a new value (`graph.ingest.kindred_plan`).
"""

from __future__ import annotations

import functools
import logging
import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

from chronofact.config import get_settings
from chronofact.extractors.learned.features import Matrix
from chronofact.extractors.learned.reader import learned_reader, value_span, whole_words
from chronofact.extractors.learned.states import TokenStates, message_states
from chronofact.extractors.learned.weights import HiddenLayer, Softmax

__all__ = [
    "SUCCESSOR_CHANCE",
    "SUCCESSOR_WEIGHTS_PATH",
    "UNSAID_CHANCE",
    "Successor",
    "SuccessorTagger",
    "slot_text",
    "successor_rows",
    "successor_tagger",
]

SUCCESSOR_WEIGHTS_PATH = Path(__file__).with_name("successor_weights.npz")
SUCCESSOR_CHANCE = 0.2
"""The surest token's chance at which its run is taken for the new value of a fact the
message ends."""
UNSAID_CHANCE = 0.7
"""The bar for a fact the message does not say is over: the new value alone says so."""

log = logging.getLogger("chronofact.extractors.learned")

_WORD = re.compile(r"[^\W_]+", re.UNICODE)


def slot_text(predicate: str) -> str:
    """The words of a slot's name, for its vector ("works_at" -> "works at")."""
    return predicate.replace("_", " ").strip()


def _old_words(text: str, old: str) -> set[str]:
    return {w.casefold() for w in _WORD.findall(old)}


def successor_rows(
    states: TokenStates,
    text: str,
    old: str,
    old_vector: npt.NDArray[np.float32],
    slot_vector: npt.NDArray[np.float32],
    tags: Matrix,
) -> Matrix:
    """One row of features per token of the message (see the module's docstring); `tags`
    is the span reader's chances per token for (value, old)."""
    vectors = states.vectors.astype(np.float32)
    n, dim = vectors.shape
    zero = np.zeros((1, dim), np.float32)
    before = np.vstack([zero, vectors[:-1]])
    after = np.vstack([vectors[1:], zero])
    unit = vectors / np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-6)
    first, last = states.offsets[:, 0], states.offsets[:, 1]
    special = first == last
    held = _old_words(text, old)
    in_old = np.zeros(n, np.float32)
    capital = np.zeros(n, np.float32)
    for i in range(n):
        if special[i]:
            continue
        start, end = whole_words(text, int(first[i]), int(last[i]))
        word = text[start:end]
        in_old[i] = float(word.casefold() in held)
        capital[i] = float(word[:1].isupper())
    scalars = np.stack(
        [
            unit @ old_vector,
            unit @ slot_vector,
            in_old,
            capital,
            special.astype(np.float32),
            tags[:, 0],
            tags[:, 1],
        ],
        axis=1,
    )
    return np.hstack(
        [vectors, before, after, unit * old_vector, unit * slot_vector, scalars]
    ).astype(np.float32)


@dataclass(frozen=True)
class Successor:
    """The new value's span in the message and its surest token's chance."""

    span: tuple[int, int]
    chance: float


class SuccessorTagger:
    """Tags the tokens of a message that are the value following a held one."""

    def __init__(self, net: HiddenLayer | Softmax) -> None:
        self.net = net

    def chances(self, rows: Matrix) -> npt.NDArray[np.float32]:
        """Each token's chance of belonging to the new value."""
        return self.net.chances(rows)[:, self.net.classes.index("new")]

    def find(
        self,
        text: str,
        speaker: str | None,
        old: str,
        old_vector: npt.NDArray[np.float32],
        slot_vector: npt.NDArray[np.float32],
        states: TokenStates | None = None,
        bar: float = SUCCESSOR_CHANCE,
    ) -> Successor | None:
        """The new value said in `text` in place of `old`, or None when no token's chance
        reaches `bar`."""
        if states is None:
            states = message_states([text], [speaker])[0]
        if len(states.vectors) < 3:
            return None
        rows = successor_rows(states, text, old, old_vector, slot_vector, span_tags(states))
        chance = self.chances(rows)
        chance[states.offsets[:, 0] == states.offsets[:, 1]] = 0.0
        at = int(chance.argmax())
        if chance[at] < bar:
            return None
        return Successor(value_span(text, states, chance, at), float(chance[at]))


def span_tags(states: TokenStates) -> Matrix:
    """The span reader's (value, old) chances per token, zeros without its weights."""
    reader = learned_reader(get_settings().reader_weights)
    if reader is None:
        return np.zeros((len(states.vectors), 2), np.float32)
    tags = reader.weights.tag_batch([states.vectors])[0][0]
    classes = reader.weights.tagger.classes
    return tags[:, [classes.index("value"), classes.index("old")]].astype(np.float32)


def successor_tagger() -> SuccessorTagger | None:
    """The tagger with the packaged weights (or those the setting `CHRONOFACT_SUCCESSOR_WEIGHTS`
    names), loaded once per process; None when the settings switch it off
    (`CHRONOFACT_SUCCESSOR_READER=false`, or the learned reader off) or, said once in the
    log, when the file is missing."""
    settings = get_settings()
    if not (settings.successor_reader and settings.learned_reader):
        return None
    return _tagger_at(settings.successor_weights or SUCCESSOR_WEIGHTS_PATH)


@functools.cache
def _tagger_at(where: Path) -> SuccessorTagger | None:
    if not where.exists():
        log.warning("successor weights missing (%s): no successor reading", where)
        return None
    with np.load(where, allow_pickle=False) as data:
        out = Softmax(
            data["out_coef"], data["out_intercept"], tuple(str(c) for c in data["classes"])
        )
        net = HiddenLayer(data["coef"], data["intercept"], out)
    return SuccessorTagger(net)
