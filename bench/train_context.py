"""Train the learned reader's contextual head (`chronofact.extractors.learned.context`) with torch.

    python -m bench.train_reader [--hold SETS] --cache STATES.npz --dump EXAMPLES.pkl
    python -m bench.train_context EXAMPLES.pkl --to WEIGHTS.npz [--save]

`bench.train_reader --dump` writes the labelled examples with their MiniLM token states (the
same examples the window tagger learns from: the change sets, their value-swapped copies and
LoCoMo's development turns the rules read nothing from); this trains on them, on the frozen
states, a head that reads the whole message: a rectified projection of each token state to
`WIDTH` units, a one-layer bidirectional GRU over them (`WIDTH / 2` units each way), a
softmax over [projection, GRU states] for each token's tag (none, value, old, person), and a
softmax over the message's mean row and its mean row weighted by the value chances for the
slot; the two losses summed, `EPOCHS` epochs of Adam (seed 0). The weights are saved in
`ReaderWeights`' file (the numpy forward pass is `context.ContextEncoder`); with held-out
examples in the dump, it prints how often the reader finds their value (as
`bench.train_reader` does for the window tagger).
"""

from __future__ import annotations

import argparse
import pickle
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import torch
from torch import nn

from bench.train_reader import Example, console, report_held, save_weights
from chronofact.extractors.learned.context import ContextEncoder, Gru
from chronofact.extractors.learned.weights import TAGS, ReaderWeights, Softmax

WIDTH = 128
EPOCHS = 12
BATCH = 32
RATE = 2e-3
DECAY = 1e-4
DROPOUT = 0.2


class Head(nn.Module):
    def __init__(
        self, slots: int, width: int = WIDTH, dim: int = 384, dropout: float = DROPOUT
    ) -> None:
        super().__init__()
        self.project = nn.Linear(dim, width)
        self.gru = nn.GRU(width, width // 2, batch_first=True, bidirectional=True)
        self.drop = nn.Dropout(dropout)
        self.tag = nn.Linear(2 * width, len(TAGS))
        self.slot = nn.Linear(4 * width, slots)

    def forward(
        self, x: torch.Tensor, lengths: torch.Tensor, plain: torch.Tensor
    ) -> tuple[torch.Tensor, torch.Tensor]:
        """Tag logits (batch x steps x tags) and slot logits (batch x slots); `plain` marks
        the tokens of the text (not special, not the speaker's)."""
        shown = torch.relu(self.project(self.drop(x)))
        packed = nn.utils.rnn.pack_padded_sequence(
            shown, lengths, batch_first=True, enforce_sorted=False
        )
        states, _ = self.gru(packed)
        read, _ = nn.utils.rnn.pad_packed_sequence(
            states, batch_first=True, total_length=x.shape[1]
        )
        rows = torch.cat([shown, read], dim=2)
        tags = self.tag(self.drop(rows))
        mask = (torch.arange(x.shape[1])[None, :] < lengths[:, None]).float()
        mean = (rows * mask[..., None]).sum(1) / lengths[:, None].float()
        value = torch.softmax(tags, dim=2)[..., TAGS.index("value")] * plain
        weights = value / value.sum(1, keepdim=True).clamp_min(1e-6)
        weighted = (rows * weights[..., None]).sum(1)
        return tags, self.slot(self.drop(torch.cat([mean, weighted], dim=1)))


def _batch(
    items: Sequence[tuple[Example, npt.NDArray[np.int64]]], slot_index: dict[str, int]
) -> tuple[torch.Tensor, ...]:
    lengths = [len(ex.states.vectors) for ex, _ in items if ex.states is not None]
    steps = max(lengths)
    x = np.zeros((len(items), steps, 384), np.float32)
    y = np.full((len(items), steps), -100, np.int64)
    plain = np.zeros((len(items), steps), np.float32)
    for i, (ex, tags) in enumerate(items):
        assert ex.states is not None
        n = len(ex.states.vectors)
        x[i, :n] = ex.states.vectors
        y[i, :n] = tags
        plain[i, :n] = ex.states.offsets[:, 0] != ex.states.offsets[:, 1]
    slots = np.array([slot_index[ex.slot] for ex, _ in items], np.int64)
    return (
        torch.from_numpy(x),
        torch.tensor(lengths),
        torch.from_numpy(plain),
        torch.from_numpy(y),
        torch.from_numpy(slots),
    )


def fit(
    items: Sequence[tuple[Example, npt.NDArray[np.int64]]],
    epochs: int = EPOCHS,
    dropout: float = DROPOUT,
) -> Head:
    torch.manual_seed(0)
    rng = np.random.default_rng(0)
    classes = sorted({ex.slot for ex, _ in items})
    slot_index = {c: i for i, c in enumerate(classes)}
    head = Head(len(classes), dropout=dropout)
    head.classes = tuple(classes)  # type: ignore[assignment]
    optimiser = torch.optim.AdamW(head.parameters(), lr=RATE, weight_decay=DECAY)
    order = sorted(range(len(items)), key=lambda i: len(items[i][0].text))
    chunks = [order[i : i + BATCH] for i in range(0, len(order), BATCH)]
    loss_of = nn.CrossEntropyLoss(ignore_index=-100)
    for epoch in range(epochs):
        head.train()
        total = 0.0
        for at in rng.permutation(len(chunks)).tolist():
            x, lengths, plain, y, slots = _batch([items[i] for i in chunks[at]], slot_index)
            tags, slot = head(x, lengths, plain)
            loss = loss_of(tags.reshape(-1, len(TAGS)), y.reshape(-1)) + loss_of(slot, slots)
            optimiser.zero_grad()
            loss.backward()  # type: ignore[no-untyped-call]
            optimiser.step()
            total += float(loss.detach())
        console.print(f"epoch {epoch + 1}: loss {total / len(chunks):.4f}")
    head.eval()
    return head


def _array(t: torch.Tensor) -> npt.NDArray[np.float32]:
    out: npt.NDArray[np.float32] = t.detach().numpy().astype(np.float32)
    return out


def weights_of(head: Head) -> ReaderWeights:
    g: Any = head.gru
    ways = [
        Gru(
            _array(getattr(g, f"weight_ih_l0{s}")),
            _array(getattr(g, f"weight_hh_l0{s}")),
            _array(getattr(g, f"bias_ih_l0{s}")),
            _array(getattr(g, f"bias_hh_l0{s}")),
        )
        for s in ("", "_reverse")
    ]
    context = ContextEncoder(
        _array(head.project.weight), _array(head.project.bias), ways[0], ways[1]
    )
    tagger = Softmax(_array(head.tag.weight), _array(head.tag.bias), TAGS)
    slots = Softmax(_array(head.slot.weight), _array(head.slot.bias), head.classes)  # type: ignore[arg-type]
    return ReaderWeights(tagger, slots, context)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("examples", help="the examples `bench.train_reader --dump` wrote")
    parser.add_argument("--to", default="", help="write the weights to this file")
    parser.add_argument("--save", action="store_true", help="write the packaged weights")
    parser.add_argument("--epochs", type=int, default=EPOCHS)
    parser.add_argument("--dropout", type=float, default=DROPOUT)
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args(argv)
    torch.set_num_threads(args.threads)
    with Path(args.examples).open("rb") as given:
        dumped = pickle.load(given)
    console.print(f"{len(dumped['train'])} training messages, {len(dumped['held'])} held out")
    weights = weights_of(fit(dumped["train"], args.epochs, args.dropout))
    if dumped["held"]:
        report_held(weights, [ex for ex, _ in dumped["held"]])
    save_weights(weights, args.save, args.to)
    return 0


if __name__ == "__main__":
    sys.exit(main())
