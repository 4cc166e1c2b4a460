"""The reader's two models, kept in one `.npz` file beside this module: the token tagger, a
network with one hidden layer (`HiddenLayer`), and the slot reader, a softmax regression
(`Softmax`)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

__all__ = ["TAGS", "WEIGHTS_PATH", "HiddenLayer", "ReaderWeights", "Softmax"]

WEIGHTS_PATH = Path(__file__).with_name("reader_weights.npz")
TAGS = ("none", "value", "old", "person")
"""The token tags: not part of a fact; the value held; a value said to be over; who is meant."""


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


@dataclass(frozen=True)
class ReaderWeights:
    """The token tagger (classes `TAGS`) and the slot reader (canonical slots and "none")."""

    tagger: HiddenLayer | Softmax
    slots: Softmax

    @property
    def window(self) -> int:
        """How many tokens each side of a token the tagger sees (`features.token_features`),
        from its number of inputs (the slot reader sees two vectors' worth)."""
        from chronofact.extractors.learned.features import window_of

        return window_of(int(self.tagger.coef.shape[1]), int(self.slots.coef.shape[1]) // 2)

    def save(self, path: Path = WEIGHTS_PATH) -> None:
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
        np.savez_compressed(path, **arrays)

    @classmethod
    def load(cls, path: Path = WEIGHTS_PATH) -> ReaderWeights:
        with np.load(path, allow_pickle=False) as data:
            out = Softmax(
                data["tagger_coef"],
                data["tagger_intercept"],
                tuple(str(c) for c in data["tagger_classes"]),
            )
            tagger: HiddenLayer | Softmax = (
                HiddenLayer(data["tagger_hidden_coef"], data["tagger_hidden_intercept"], out)
                if "tagger_hidden_coef" in data
                else out
            )
            return cls(
                tagger,
                Softmax(
                    data["slots_coef"],
                    data["slots_intercept"],
                    tuple(str(c) for c in data["slots_classes"]),
                ),
            )
