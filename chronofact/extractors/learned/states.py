"""MiniLM's last hidden layer per token, with each token's character offsets in the text.

The same packaged all-MiniLM-L6-v2 the embeddings use, on the ONNX Runtime batch session when
this process has one (`embeddings.onnx_token_states`; the same vectors as torch to 1e-5, about
1.5 times as fast on these 2 cores; with `CHRONOFACT_EMBED_PRECISION=int8` its int8 variant,
whose states are close to fp32's but not equal, read with weights trained on them), else on
torch without gradients (`embeddings.load_model`, fp32); texts are cut at the model's 256
tokens. Special tokens ([CLS], [SEP]) have the offsets (0, 0).

A message is read as its speaker line, `<speaker>: <text>`: the very text ingest embeds for the
message's vector (`extractors.base.speaker_line`), so the ONNX path's pooled vector of it
is kept and that embedding costs no second pass (`embeddings.onnx_token_states`). Offsets are
given in the message text; the speaker's tokens have (0, 0) like the special ones.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence, Sized
from dataclasses import dataclass
from typing import Any, Generic, TypeVar, cast

import numpy as np
import numpy.typing as npt

from chronofact.extractors.base import speaker_line

__all__ = [
    "MAX_TOKENS",
    "RECENT_TOKENS",
    "Recent",
    "TokenStates",
    "message_states",
    "token_states",
    "torch_token_states",
]

MAX_TOKENS = 256
Kept = TypeVar("Kept", bound="Sized")
_BATCH = 32


@dataclass(frozen=True)
class TokenStates:
    """One text's token vectors (n x 384) and their character offsets (n x 2)."""

    vectors: npt.NDArray[np.float32]
    offsets: npt.NDArray[np.int64]

    def __len__(self) -> int:
        return len(self.vectors)


class Recent(Generic[Kept]):
    """What was computed for the messages read last (token states, tag chances), up to a
    budget of tokens in all (oldest dropped first), so change resolution's successor reading
    of a message reuses the pass the extractor made over it (`successor`). Thread-safe; keyed
    by what the caller says identifies the message; a value's token count is its length."""

    def __init__(self, budget: int) -> None:
        self._budget = budget
        self._tokens = 0
        self._kept: OrderedDict[Hashable, Kept] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> Kept | None:
        with self._lock:
            return self._kept.get(key)

    def put(self, key: Hashable, value: Kept) -> None:
        with self._lock:
            if key in self._kept:
                return
            self._kept[key] = value
            self._tokens += len(value)
            while self._tokens > self._budget and self._kept:
                _, dropped = self._kept.popitem(last=False)
                self._tokens -= len(dropped)


RECENT_TOKENS = 65_536
"""How many tokens of recent messages' states are kept (about 100 MB at most in fp32)."""
_recent: Recent[TokenStates] = Recent(RECENT_TOKENS)


def message_states(texts: Sequence[str], speakers: Sequence[str | None]) -> list[TokenStates]:
    """The token states of each message's speaker line, with offsets in the message text
    (those of a message read lately by the MiniLM of this process's precision are reused:
    `Recent`)."""
    from chronofact.extractors.embeddings import embed_precision

    precision = embed_precision()
    keys = [(precision, s, t) for t, s in zip(texts, speakers, strict=True)]
    found = [_recent.get(k) for k in keys]
    missing = [i for i, f in enumerate(found) if f is None]
    lines = [speaker_line(texts[i], speakers[i]) for i in missing]
    for i, line, states in zip(missing, lines, token_states(lines) if lines else [], strict=True):
        lead = len(line) - len(texts[i])
        offsets = states.offsets - lead
        offsets[(states.offsets[:, 0] < lead) | (states.offsets[:, 0] == states.offsets[:, 1])] = 0
        read = TokenStates(states.vectors, offsets)
        found[i] = read
        _recent.put(keys[i], read)
    return [f for f in found if f is not None]


def token_states(texts: Sequence[str]) -> list[TokenStates]:
    """The token states of each text, in order (batches of similar length)."""
    from chronofact.extractors.embeddings import onnx_token_states

    onnx = onnx_token_states(texts)
    if onnx is not None:
        return [TokenStates(vectors, offsets) for vectors, offsets in onnx]
    return torch_token_states(texts)


def torch_token_states(texts: Sequence[str]) -> list[TokenStates]:
    """`token_states` on torch (the reference)."""
    import torch

    from chronofact.extractors.embeddings import load_model

    model = load_model()
    tokenizer = model.tokenizer
    encoder = cast(Callable[..., Any], model[0].auto_model)
    order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
    out: list[TokenStates | None] = [None] * len(texts)
    for at in range(0, len(order), _BATCH):
        batch = order[at : at + _BATCH]
        enc = tokenizer(
            [texts[i] for i in batch],
            return_offsets_mapping=True,
            truncation=True,
            max_length=MAX_TOKENS,
            padding=True,
            return_tensors="pt",
        )
        offsets = enc.pop("offset_mapping")
        with torch.inference_mode():
            hidden = encoder(**enc).last_hidden_state
        for row, i in enumerate(batch):
            keep = enc["attention_mask"][row].bool()
            out[i] = TokenStates(
                hidden[row][keep].numpy().astype(np.float32),
                offsets[row][keep].numpy().astype(np.int64),
            )
    return [s for s in out if s is not None]
