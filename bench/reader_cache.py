"""The MiniLM token states of the reader's training messages, kept in an .npz between
trainings (`bench.train_reader --cache`): keyed by a hash of speaker and text, and of the
model's precision when it is not fp32 (`embeddings.embed_precision`, the setting
`CHRONOFACT_EMBED_PRECISION`: fp32 and int8 states never mix, and the fp32 keys are those of
earlier caches), stored as float16, so a retraining computes MiniLM only for the messages it
has not seen."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt
from rich.console import Console

from chronofact.extractors.embeddings import embed_precision
from chronofact.extractors.learned.states import TokenStates, message_states

__all__ = ["cached_states"]

console = Console()


def _key(text: str, speaker: str, precision: str) -> str:
    said = f"{speaker}\x00{text}" if precision == "fp32" else f"{precision}\x00{speaker}\x00{text}"
    return hashlib.sha1(said.encode()).hexdigest()


def cached_states(texts: Sequence[str], speakers: Sequence[str], cache: str) -> list[TokenStates]:
    """`message_states`, with the states of messages already in `cache` (an .npz keyed by a
    hash of speaker and text) read from it, and the new ones added to it: a retraining
    computes MiniLM only for messages it has not seen."""
    if not cache:
        return message_states(texts, speakers)
    path = Path(cache)
    known: dict[str, TokenStates] = {}
    if path.exists():
        with np.load(path, allow_pickle=False) as data:
            for name in data.files:
                if name.endswith(".v"):
                    key = name[:-2]
                    known[key] = TokenStates(data[name], data[f"{key}.o"])
    precision = embed_precision()  # the states `message_states` computes in this process
    keys = [_key(t, s, precision) for t, s in zip(texts, speakers, strict=True)]
    missing = sorted({k: i for i, k in enumerate(keys) if k not in known}.values())
    console.print(
        f"{len(keys) - len(missing)} {precision} states cached, {len(missing)} to compute"
    )
    if missing:
        fresh = message_states([texts[i] for i in missing], [speakers[i] for i in missing])
        for i, said in zip(missing, fresh, strict=True):
            known[keys[i]] = said
        arrays: dict[str, npt.NDArray[np.generic]] = {}
        for key, said in known.items():
            arrays[f"{key}.v"] = said.vectors.astype(np.float16)
            arrays[f"{key}.o"] = said.offsets
        np.savez(path, **arrays)
    return [
        TokenStates(known[k].vectors.astype(np.float16).astype(np.float32), known[k].offsets)
        for k in keys
    ]
