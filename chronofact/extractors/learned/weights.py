"""The reader's models, kept in one `.npz` file beside this module: the token tagger, a
network with one hidden layer (`HiddenLayer`) or a softmax regression (`Softmax`), and the
slot reader, a softmax regression; with a contextual encoder (`context.ContextEncoder`), both
read its rows in place of the token windows."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from chronofact.extractors.learned.context import ContextEncoder, Gru

__all__ = [
    "INT8_WEIGHTS_PATH",
    "TAGS",
    "WEIGHTS_PATH",
    "HiddenLayer",
    "ReaderWeights",
    "Softmax",
    "flushed",
]

WEIGHTS_PATH = Path(__file__).with_name("reader_weights.npz")
INT8_WEIGHTS_PATH = Path(__file__).with_name("reader_weights_int8.npz")
"""The weights trained on the int8 MiniLM's token states (`CHRONOFACT_EMBED_PRECISION=int8`)."""
TAGS = ("none", "value", "old", "person")
"""The token tags: not part of a fact; the value held; a value said to be over; who is meant."""


def flushed(array: npt.NDArray[Any]) -> npt.NDArray[Any]:
    """`array` with its subnormal entries (nonzero, below the dtype's smallest normal) set to
    zero. Training leaves some weights that small; they change no output at float32 precision,
    but every product with one takes the processor's slow path: with 1 in 100 of a layer's
    weights subnormal, a 30-token message's product took 470 µs instead of 14."""
    if array.dtype.kind != "f":
        return array
    tiny = np.finfo(array.dtype).tiny
    subnormal = (array != 0) & (np.abs(array) < tiny)
    if not subnormal.any():
        return array
    out = array.copy()
    out[subnormal] = 0
    return out


@dataclass(frozen=True)
class Softmax:
    """A multinomial logistic regression: class chances of each row of features."""

    coef: npt.NDArray[np.float32]  # classes x features
    intercept: npt.NDArray[np.float32]  # classes
    classes: tuple[str, ...]

    def chances(self, rows: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
        logits: npt.NDArray[np.float32] = rows @ self.coef.T + self.intercept
        logits -= logits.max(axis=1, keepdims=True)
        exp = np.exp(logits)
        chances: npt.NDArray[np.float32] = (exp / exp.sum(axis=1, keepdims=True)).astype(np.float32)
        return chances


@dataclass(frozen=True)
class HiddenLayer:
    """One hidden layer of rectified units under a softmax (scikit-learn's `MLPClassifier`
    with one layer, its forward pass in numpy): class chances of each row of features."""

    coef: npt.NDArray[np.float32]  # units x features
    intercept: npt.NDArray[np.float32]  # units
    out: Softmax

    @property
    def classes(self) -> tuple[str, ...]:
        return self.out.classes

    def chances(self, rows: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
        hidden: npt.NDArray[np.float32] = np.maximum(rows @ self.coef.T + self.intercept, 0.0)
        return self.out.chances(hidden)


Matrix = npt.NDArray[np.float32]


@dataclass(frozen=True)
class ReaderWeights:
    """The token tagger (classes `TAGS`) and the slot reader (canonical slots and "none")."""

    tagger: HiddenLayer | Softmax
    slots: Softmax
    context: ContextEncoder | None = None
    """The contextual encoder whose rows the tagger and the slot reader read, when there is
    one (else the tagger reads token windows and the slot reader MiniLM's vectors)."""
    second: ReaderWeights | None = None
    """A second reader whose chances are averaged with these (the window tagger beside the
    contextual one), when there is one."""

    @property
    def window(self) -> int:
        """How many tokens each side of a token the tagger sees (`features.token_features`),
        from its number of inputs (the slot reader sees two vectors' worth); 0 with a
        contextual encoder (the tagger reads its rows as they are)."""
        from chronofact.extractors.learned.features import window_of

        if self.context is not None:
            return 0
        return window_of(int(self.tagger.coef.shape[1]), int(self.slots.coef.shape[1]) // 2)

    def encoded(self, vectors: Sequence[Matrix]) -> list[Matrix]:
        """What the slot reader pools, per message: the encoder's rows, or the vectors."""
        return self.context.encode(vectors) if self.context is not None else list(vectors)

    def tag_rows(self, encoded: Matrix) -> Matrix:
        """The tagger's rows of one message's `encoded` rows."""
        from chronofact.extractors.learned.features import token_features

        if self.context is not None:
            return encoded
        return token_features(encoded, self.window)

    def tag_batch(self, vectors: Sequence[Matrix]) -> tuple[list[Matrix], list[Matrix]]:
        """Each message's tag chances (tokens x `TAGS`) and encoded rows, for a batch of
        messages' token vectors: the tagger's chances for every token of the batch in one
        product (one call to the linear algebra library per batch, not per message: its
        threads cost more to start than a message's product); averaged with the second
        reader's, when there is one."""
        encoded = self.encoded(vectors)
        rows = np.vstack([self.tag_rows(e) for e in encoded])
        ends = np.cumsum([len(e) for e in encoded])[:-1]
        tags = self.tagger.chances(rows)
        if self.second is not None:
            second = np.vstack(self.second.tag_batch(vectors)[0])
            tags = (0.5 * (tags + second)).astype(np.float32)
        return list(np.split(tags, ends)), encoded

    def slot_chances(self, encoded: Matrix, vectors: Matrix, value: Matrix) -> Matrix:
        """The chance of each of `slots.classes` for one message (its encoded rows, its
        token vectors and each token's chance of being the value), averaged with the second
        reader's (on its own features), when there is one."""
        from chronofact.extractors.learned.features import message_features

        own: Matrix = self.slots.chances(message_features(encoded, value))[0]
        if self.second is None:
            return own
        other = self.second.slot_chances(self.second.encoded([vectors])[0], vectors, value)
        where = {c: i for i, c in enumerate(self.second.slots.classes)}
        mapped = np.array([other[where[c]] if c in where else 0.0 for c in self.slots.classes])
        both: Matrix = (0.5 * (own + mapped)).astype(np.float32)
        return both

    def save(self, path: Path = WEIGHTS_PATH) -> None:
        np.savez_compressed(path, **self.arrays())

    def arrays(self, prefix: str = "") -> dict[str, Any]:
        out = self.tagger.out if isinstance(self.tagger, HiddenLayer) else self.tagger
        arrays: dict[str, Any] = {
            "tagger_coef": out.coef.astype(np.float32),
            "tagger_intercept": out.intercept.astype(np.float32),
            "tagger_classes": np.array(out.classes),
            "slots_coef": self.slots.coef.astype(np.float32),
            "slots_intercept": self.slots.intercept.astype(np.float32),
            "slots_classes": np.array(self.slots.classes),
        }
        if isinstance(self.tagger, HiddenLayer):
            arrays["tagger_hidden_coef"] = self.tagger.coef.astype(np.float32)
            arrays["tagger_hidden_intercept"] = self.tagger.intercept.astype(np.float32)
        if self.context is not None:
            arrays["context_project"] = self.context.project.astype(np.float32)
            arrays["context_project_bias"] = self.context.project_bias.astype(np.float32)
            for way, gru in (
                ("forward", self.context.forward),
                ("backward", self.context.backward),
            ):
                for part in _GRU_PARTS:
                    arrays[f"context_{way}_{part}"] = getattr(gru, part).astype(np.float32)
        arrays = {f"{prefix}{k}": v for k, v in arrays.items()}
        if self.second is not None:
            arrays.update(self.second.arrays(prefix + _SECOND))
        return arrays

    @classmethod
    def load(cls, path: Path = WEIGHTS_PATH) -> ReaderWeights:
        with np.load(path, allow_pickle=False) as data:
            return cls.of({k: data[k] for k in data.files})

    @classmethod
    def of(cls, data: dict[str, Any], prefix: str = "") -> ReaderWeights:
        def get(name: str) -> Any:
            return flushed(np.asarray(data[f"{prefix}{name}"]))

        out = Softmax(
            get("tagger_coef"),
            get("tagger_intercept"),
            tuple(str(c) for c in get("tagger_classes")),
        )
        tagger: HiddenLayer | Softmax = (
            HiddenLayer(get("tagger_hidden_coef"), get("tagger_hidden_intercept"), out)
            if f"{prefix}tagger_hidden_coef" in data
            else out
        )
        context = None
        if f"{prefix}context_project" in data:
            ways = [
                Gru(*(get(f"context_{way}_{part}") for part in _GRU_PARTS))
                for way in ("forward", "backward")
            ]
            context = ContextEncoder(
                get("context_project"), get("context_project_bias"), ways[0], ways[1]
            )
        second = None
        if f"{prefix}{_SECOND}slots_coef" in data:
            second = cls.of(data, prefix + _SECOND)
        slots = Softmax(
            get("slots_coef"), get("slots_intercept"), tuple(str(c) for c in get("slots_classes"))
        )
        return cls(tagger, slots, context, second)


_GRU_PARTS = ("w_in", "w_hidden", "b_in", "b_hidden")
_SECOND = "second_"
