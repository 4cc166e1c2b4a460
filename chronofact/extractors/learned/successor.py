"""The value a message puts in place of a held one, read by a tagger that knows the held one.

Change resolution often knows a message ends a fact ("Said goodbye to Deloitte in June") without
reading what took its place ("the onboarding at Siemens took a whole week"), or the message
says the new value with no word of change at all ("my new flat in Bristol has a view of the
harbour"): the rule readers and the learned span reader (`reader.py`) read values in shapes they
were taught, and people say the new value in passing, in any shape. This tagger is asked a
narrower question: *given* the held value and its slot, which words of this message are the
value that follows it? The held value tells it the kind of thing wanted (Siemens is to Deloitte
what Bristol is to Leeds), the slot the relation, and the message's token states the frame.

Each token of the message is one row (`successor_rows`):
- its MiniLM state and those of the tokens either side (the frame: "at", "joined", "to");
- its unit state times the held value's vector and times the slot's vector, and its cosine
  with each (how much the word is of the held value's kind, and of the slot's);
- whether it is a word of the held value (the old value said again is never the new one), has
  a capital, or is a special token;
- the span reader's chances that it is a value held or a value said to be over.

A network with one hidden layer (`weights.HiddenLayer`, trained by `bench.train_successor`)
gives each token the chance that it belongs to the new value; the surest token, widened like
the span reader's values (`reader.value_span`), is the successor when its chance reaches the
bar (`SUCCESSOR_CHANCE` for a fact the message ends, `UNSAID_CHANCE` for one it does not). The
MiniLM pass and the span reader's tags are those the extractor just made (`states.Recent`), and
the held facts of a message share one product: it runs for the held facts no other reading of
the message replaced (`graph.ingest.successor_value`, from `kindred_plan`).
"""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt
from threadpoolctl import ThreadpoolController

from chronofact.config import get_settings
from chronofact.extractors.learned.features import Matrix
from chronofact.extractors.learned.reader import learned_reader, value_span, whole_words
from chronofact.extractors.learned.states import TokenStates, message_states
from chronofact.extractors.learned.weights import HiddenLayer, Softmax, flushed

__all__ = [
    "SCALARS",
    "SUCCESSOR_CHANCE",
    "SUCCESSOR_WEIGHTS_PATH",
    "UNSAID_CHANCE",
    "MessageParts",
    "Successor",
    "SuccessorTagger",
    "message_parts",
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


def _old_words(old: str) -> set[str]:
    return {w.casefold() for w in _WORD.findall(old)}


@dataclass(frozen=True)
class MessageParts:
    """What every row of a message shares, whatever the held value: its token states, those
    of their neighbours, their unit vectors, each token's whole word (casefolded, "" for a
    special token), capital and special flags, and the span reader's (value, old) chances."""

    states: TokenStates
    before: Matrix
    after: Matrix
    unit: Matrix
    words: tuple[str, ...]
    capital: npt.NDArray[np.float32]
    special: npt.NDArray[np.float32]
    tags: Matrix

    @property
    def vectors(self) -> Matrix:
        return self.states.vectors

    def in_old(self, old: str) -> npt.NDArray[np.float32]:
        """Which tokens are words of the held value."""
        held = _old_words(old)
        return np.asarray([float(bool(w) and w in held) for w in self.words], np.float32)


def message_parts(states: TokenStates, text: str, tags: Matrix) -> MessageParts:
    """The parts of a message's rows that do not depend on the held value."""
    vectors = states.vectors.astype(np.float32)
    n, dim = vectors.shape
    zero = np.zeros((1, dim), np.float32)
    first, last = states.offsets[:, 0], states.offsets[:, 1]
    special = first == last
    words: list[str] = []
    capital = np.zeros(n, np.float32)
    for i in range(n):
        if special[i]:
            words.append("")
            continue
        start, end = whole_words(text, int(first[i]), int(last[i]))
        words.append(text[start:end].casefold())
        capital[i] = float(text[start : start + 1].isupper())
    return MessageParts(
        states=TokenStates(vectors, states.offsets),
        before=np.vstack([zero, vectors[:-1]]),
        after=np.vstack([vectors[1:], zero]),
        unit=vectors / np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-6),
        words=tuple(words),
        capital=capital,
        special=special.astype(np.float32),
        tags=tags.astype(np.float32),
    )


def successor_rows(
    parts: MessageParts,
    old: str,
    old_vector: npt.NDArray[np.float32],
    slot_vector: npt.NDArray[np.float32],
) -> Matrix:
    """One row of features per token of the message (see the module's docstring): its state,
    its neighbours', its unit state times the held value's and the slot's vectors, then the
    scalars `SCALARS`."""
    unit = parts.unit
    scalars = np.stack(
        [
            unit @ old_vector,
            unit @ slot_vector,
            parts.in_old(old),
            parts.capital,
            parts.special,
            parts.tags[:, 0],
            parts.tags[:, 1],
        ],
        axis=1,
    )
    return np.hstack(
        [parts.vectors, parts.before, parts.after, unit * old_vector, unit * slot_vector, scalars]
    ).astype(np.float32)


SCALARS = ("cos_old", "cos_slot", "in_old", "capital", "special", "tag_value", "tag_old")
"""The last columns of a row, in order."""


@dataclass(frozen=True)
class Successor:
    """The new value's span in the message and its surest token's chance."""

    span: tuple[int, int]
    chance: float


class SuccessorTagger:
    """Tags the tokens of a message that are the value following a held one.

    `token_chances` gives what the network gives on `successor_rows`, without building them:
    the first layer's product with the columns no held value changes is taken once per
    message (`shared`), and for the held values only one product of the unit states with the
    weights scaled by each held value's and slot's vectors."""

    def __init__(self, net: HiddenLayer) -> None:
        self.net = net
        self._new = net.classes.index("new")
        w = net.coef
        dim = (w.shape[1] - len(SCALARS)) // 5
        self._dim = dim
        # the first layer's blocks, each contiguous and transposed for its product
        self._token, self._before, self._after = (
            np.ascontiguousarray(w[:, k * dim : (k + 1) * dim].T) for k in range(3)
        )
        self._old, self._slot = w[:, 3 * dim : 4 * dim], w[:, 4 * dim : 5 * dim]
        scalars = np.ascontiguousarray(w[:, 5 * dim :].T)  # SCALARS x units
        self._cosines, self._fixed = scalars[:3], scalars[3:]

    def chances(self, rows: Matrix) -> npt.NDArray[np.float32]:
        """Each row's chance of belonging to the new value (rows of `successor_rows`)."""
        return self.net.chances(rows)[:, self._new]

    def shared(self, parts: MessageParts) -> Matrix:
        """The first layer's input from the columns no held value changes, plus its bias."""
        fixed = np.stack([parts.capital, parts.special, parts.tags[:, 0], parts.tags[:, 1]], 1)
        out: Matrix = (
            parts.vectors @ self._token
            + parts.before @ self._before
            + parts.after @ self._after
            + fixed @ self._fixed
            + self.net.intercept
        )
        return out

    def token_chances(
        self,
        parts: MessageParts,
        shared: Matrix,
        olds: Sequence[str],
        old_vectors: Matrix,
        slot_vectors: Matrix,
    ) -> Matrix:
        """Each token's chance of belonging to the value that follows each held value (one
        row per held value in `olds`, with its vector and its slot's), in one product."""
        dim, units, n = self._dim, self._old.shape[0], len(parts.words)
        scaled_old = (self._old[None, :, :] * old_vectors[:, None, :]).reshape(-1, dim)
        scaled_slot = (self._slot[None, :, :] * slot_vectors[:, None, :]).reshape(-1, dim)
        unit = parts.unit
        hidden = shared[:, None, :] + (unit @ (scaled_old + scaled_slot).T).reshape(n, -1, units)
        in_old = np.stack([parts.in_old(old) for old in olds], 1)  # n x held
        hidden += (unit @ old_vectors.T)[:, :, None] * self._cosines[0]
        hidden += (unit @ slot_vectors.T)[:, :, None] * self._cosines[1]
        hidden += in_old[:, :, None] * self._cosines[2]
        rows = np.maximum(hidden, 0.0).reshape(-1, units)
        chance = self.net.out.chances(rows)[:, self._new].reshape(n, -1).T.copy()
        chance[:, parts.special > 0] = 0.0
        return chance

    def find_all(
        self,
        text: str,
        parts: MessageParts,
        chance: npt.NDArray[np.float32],
        bar: float = SUCCESSOR_CHANCE,
        limit: int = 3,
    ) -> list[Successor]:
        """Up to `limit` runs of tokens whose surest token's chance reaches `bar`, surest
        first (each run's tokens are left out of the next search)."""
        if len(parts.words) < 3:
            return []
        left = chance.copy()
        first, last = parts.states.offsets[:, 0], parts.states.offsets[:, 1]
        out: list[Successor] = []
        while len(out) < limit:
            at = int(left.argmax())
            if left[at] < bar:
                break
            span = value_span(text, parts.states, left, at)
            out.append(Successor(span, float(left[at])))
            left[(first < span[1]) & (last > span[0])] = 0.0
            left[at] = 0.0
        return out

    def read(
        self,
        text: str,
        speaker: str | None,
        olds: Sequence[str],
        old_vectors: Matrix,
        slot_vectors: Matrix,
    ) -> tuple[MessageParts, Matrix]:
        """A message's parts and its tokens' chances for each held value (`token_chances`):
        one MiniLM pass, reused when the extractor has just read the message
        (`states.message_states`), and the products on one thread of the linear algebra
        library (a message's products are small; its threads cost more to wake than they
        save, and ingest's other threads want the cores)."""
        with _one_blas_thread():
            states = message_states([text], [speaker])[0]
            parts = message_parts(states, text, span_tags(text, speaker, states))
            shared = self.shared(parts)
            return parts, self.token_chances(parts, shared, olds, old_vectors, slot_vectors)


@functools.cache
def _blas() -> ThreadpoolController:
    return ThreadpoolController()


def _one_blas_thread() -> AbstractContextManager[object]:
    limited: AbstractContextManager[object] = _blas().limit(limits=1, user_api="blas")
    return limited


def span_tags(text: str, speaker: str | None, states: TokenStates) -> Matrix:
    """The span reader's (value, old) chances per token (those of its reading when it read
    the message lately), zeros without its weights."""
    reader = learned_reader(get_settings().reader_weights)
    if reader is None:
        return np.zeros((len(states.vectors), 2), np.float32)
    tags = reader.tags_of(text, speaker, states)
    classes = reader.weights.tagger.classes
    return tags[:, [classes.index("value"), classes.index("old")]].astype(np.float32)


def successor_tagger() -> SuccessorTagger | None:
    """The tagger with the packaged weights (or those the setting `CHRONOFACT_SUCCESSOR_WEIGHTS`
    names), loaded once per process; None when the settings switch it off
    (`CHRONOFACT_SUCCESSOR_READER=false`, the learned reader off, or the int8 MiniLM, whose
    states it was not trained on) or, said once in the log, when the file is missing."""
    from chronofact.extractors.embeddings import embed_precision

    settings = get_settings()
    if not (settings.successor_reader and settings.learned_reader):
        return None
    if embed_precision() != "fp32":
        return None  # trained on fp32 states only; on int8's it was never measured
    return _tagger_at(settings.successor_weights or SUCCESSOR_WEIGHTS_PATH)


@functools.cache
def _tagger_at(where: Path) -> SuccessorTagger | None:
    if not where.exists():
        log.warning("successor weights missing (%s): no successor reading", where)
        return None
    with np.load(where, allow_pickle=False) as data:
        out = Softmax(
            flushed(data["out_coef"]),
            flushed(data["out_intercept"]),
            tuple(str(c) for c in data["classes"]),
        )
        net = HiddenLayer(flushed(data["coef"]), flushed(data["intercept"]), out)
    return SuccessorTagger(net)
