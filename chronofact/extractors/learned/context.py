"""The contextual encoder: each token read in the whole message, not in a window.

MiniLM's token states (384) are projected to `width` units (a rectified linear layer) and read
by a one-layer bidirectional GRU (`width / 2` units each way), so a token's row says what comes
before it and after it in the message ("moving to Porto ..., Lisbon rent is insane": Porto is
the one after "moving to"). A token's encoded row is [its projection, the forward state, the
backward state]; the tagger reads the rows, the slot reader their mean and their mean weighted
by the value chances (`features.message_features`).

Trained with torch (`bench/train_context.py`); the forward pass here is numpy, a batch of
messages at a time (one step per token of the longest message, each step one product per
direction for the whole batch), the same as torch's `nn.GRU` to float precision.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

__all__ = ["ContextEncoder", "Gru"]

Matrix = npt.NDArray[np.float32]


def _sigmoid(x: Matrix) -> Matrix:
    out: Matrix = 0.5 * (np.tanh(0.5 * x) + 1.0)
    return out


@dataclass(frozen=True)
class Gru:
    """One direction of torch's `nn.GRU` (gates in torch's order: reset, update, new)."""

    w_in: Matrix  # 3h x inputs
    w_hidden: Matrix  # 3h x h
    b_in: Matrix  # 3h
    b_hidden: Matrix  # 3h

    def step(self, pre: Matrix, h: Matrix) -> Matrix:
        """The next states of `h` (rows x h) given its inputs' products `pre` (rows x 3h)."""
        units = h.shape[1]
        gates = h @ self.w_hidden.T + self.b_hidden
        rz = _sigmoid(pre[:, : 2 * units] + gates[:, : 2 * units])
        r, z = rz[:, :units], rz[:, units:]
        n = np.tanh(pre[:, 2 * units :] + r * gates[:, 2 * units :])
        out: Matrix = n + z * (h - n)
        return out


@dataclass(frozen=True)
class ContextEncoder:
    """Projection, then a bidirectional GRU over the message."""

    project: Matrix  # width x 384
    project_bias: Matrix  # width
    forward: Gru
    backward: Gru

    def encode(self, messages: Sequence[Matrix]) -> list[Matrix]:
        """Each message's encoded rows (tokens x (width + 2 * units)). The batch runs longest
        first, so the messages still going at a step are the first ones (each step works
        only on them); each direction reads its message from its first token (the backward
        one reversed), so no step needs a mask."""
        if not messages:
            return []
        lengths = np.array([len(m) for m in messages], dtype=np.int64)
        order = np.argsort(-lengths, kind="stable")
        steps, units = int(lengths.max()), self.forward.w_hidden.shape[1]
        shown_all = np.maximum(np.vstack(messages) @ self.project.T + self.project_bias, 0.0)
        shown_all = shown_all.astype(np.float32)
        ends = np.cumsum(lengths)[:-1]
        shown = np.split(shown_all, ends)
        into_ahead = np.split(shown_all @ self.forward.w_in.T + self.forward.b_in, ends)
        into_behind = np.split(shown_all @ self.backward.w_in.T + self.backward.b_in, ends)
        pre_ahead = np.zeros((steps, len(messages), 3 * units), np.float32)
        pre_behind = np.zeros_like(pre_ahead)
        for row, i in enumerate(order.tolist()):
            pre_ahead[: lengths[i], row] = into_ahead[i]
            pre_behind[: lengths[i], row] = into_behind[i][::-1]
        live = (lengths[order][None, :] > np.arange(steps)[:, None]).sum(axis=1)
        ahead = np.zeros((steps, len(messages), units), np.float32)
        behind = np.zeros_like(ahead)
        h_ahead = np.zeros((len(messages), units), np.float32)
        h_behind = np.zeros_like(h_ahead)
        for t in range(steps):
            k = int(live[t])
            h_ahead = self.forward.step(pre_ahead[t, :k], h_ahead[:k])
            h_behind = self.backward.step(pre_behind[t, :k], h_behind[:k])
            ahead[t, :k], behind[t, :k] = h_ahead, h_behind
        out: list[Matrix] = [np.zeros(0, np.float32)] * len(messages)
        for row, i in enumerate(order.tolist()):
            n = int(lengths[i])
            out[i] = np.hstack([shown[i], ahead[:n, row], behind[:n, row][::-1]]).astype(np.float32)
        return out
