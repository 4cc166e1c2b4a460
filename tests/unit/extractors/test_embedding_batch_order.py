"""ONNX batches are formed by number of tokens (not characters), so a batch pads less; a text's
token states and vector do not depend on the texts batched with it: the same, bit for bit, as
the text alone, in any order, at any batch size (fifteenth session, ingest throughput)."""

from __future__ import annotations

import numpy as np
import pytest

from chronofact.config import Settings
from chronofact.extractors.embeddings import OnnxQueryEmbedder

TEXTS = [
    "Caroline: I left Deloitte last month, I'm at Stripe now.",
    "ok",
    "Melanie: we finally moved to Porto, the Lisbon rent was insane and the flat was tiny",
    "I run",
    "Kofi: my sister Ama is a nurse now",
    "Dee: I traded in the corolla, got a used Mazda 3 last week",
    "東京タワー 🚀✨ Zoë's café",  # few characters, many tokens
    "Ravi: Still single haha",
    "",
]


@pytest.fixture(scope="module")
def onnx() -> OnnxQueryEmbedder:
    return OnnxQueryEmbedder(Settings().cache_dir.expanduser(), threads=2)


def test_token_states_do_not_depend_on_the_batch(onnx: OnnxQueryEmbedder) -> None:
    together = onnx.token_states_batch(TEXTS)
    alone = [onnx.token_states_batch([t])[0] for t in TEXTS]
    backwards = onnx.token_states_batch(TEXTS[::-1])[::-1]
    small = onnx.token_states_batch(TEXTS, batch_size=2)
    for i, (vectors, offsets) in enumerate(together):
        for other in (alone[i], backwards[i], small[i]):
            assert np.array_equal(vectors, other[0]), TEXTS[i]
            assert np.array_equal(offsets, other[1]), TEXTS[i]
    onnx.forget_kept()


def test_vectors_do_not_depend_on_the_batch(onnx: OnnxQueryEmbedder) -> None:
    together = onnx.embed_batch(TEXTS)
    assert together == [onnx.embed_batch([t])[0] for t in TEXTS]
    assert together == onnx.embed_batch(TEXTS[::-1])[::-1]
    assert together == onnx.embed_batch(TEXTS, batch_size=3)


def test_batches_are_formed_by_tokens(onnx: OnnxQueryEmbedder) -> None:
    widths = [int(b.mask.shape[1]) for b in onnx._hidden(TEXTS, 3)]
    assert widths == sorted(widths)
    tokens = sorted(len(e.ids) for e in onnx.tokenizer.encode_batch(TEXTS))
    assert widths == [max(tokens[i : i + 3]) for i in range(0, len(tokens), 3)]
    assert list(onnx._hidden([], 3)) == []
