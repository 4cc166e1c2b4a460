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

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, cast

import numpy as np
import numpy.typing as npt

from chronofact.extractors.base import speaker_line

__all__ = [
    "MAX_TOKENS",
    "TokenStates",
    "message_states",
    "token_states",
    "torch_token_states",
]

MAX_TOKENS = 256
_BATCH = 32


@dataclass(frozen=True)
class TokenStates:
    """One text's token vectors (n x 384) and their character offsets (n x 2)."""

    vectors: npt.NDArray[np.float32]
    offsets: npt.NDArray[np.int64]


def message_states(texts: Sequence[str], speakers: Sequence[str | None]) -> list[TokenStates]:
    """The token states of each message's speaker line, with offsets in the message text."""
    lines = [speaker_line(t, s) for t, s in zip(texts, speakers, strict=True)]
    out: list[TokenStates] = []
    for text, line, states in zip(texts, lines, token_states(lines), strict=True):
        lead = len(line) - len(text)
        offsets = states.offsets - lead
        offsets[(states.offsets[:, 0] < lead) | (states.offsets[:, 0] == states.offsets[:, 1])] = 0
        out.append(TokenStates(states.vectors, offsets))
    return out


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
