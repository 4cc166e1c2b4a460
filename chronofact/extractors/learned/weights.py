"""The reader's two softmax regressions, kept in one `.npz` file beside this module."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

__all__ = ["TAGS", "WEIGHTS_PATH", "ReaderWeights", "Softmax"]

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
class ReaderWeights:
    """The token tagger (classes `TAGS`) and the slot reader (canonical slots and "none")."""

    tagger: Softmax
    slots: Softmax

    def save(self, path: Path = WEIGHTS_PATH) -> None:
        np.savez_compressed(
            path,
            tagger_coef=self.tagger.coef.astype(np.float32),
            tagger_intercept=self.tagger.intercept.astype(np.float32),
            tagger_classes=np.array(self.tagger.classes),
            slots_coef=self.slots.coef.astype(np.float32),
            slots_intercept=self.slots.intercept.astype(np.float32),
            slots_classes=np.array(self.slots.classes),
        )

    @classmethod
    def load(cls, path: Path = WEIGHTS_PATH) -> ReaderWeights:
        with np.load(path, allow_pickle=False) as data:
            return cls(
                Softmax(
                    data["tagger_coef"],
                    data["tagger_intercept"],
                    tuple(str(c) for c in data["tagger_classes"]),
                ),
                Softmax(
                    data["slots_coef"],
                    data["slots_intercept"],
                    tuple(str(c) for c in data["slots_classes"]),
                ),
            )
