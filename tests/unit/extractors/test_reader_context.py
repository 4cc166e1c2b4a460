"""The learned reader's contextual encoder: its numpy forward pass is torch's GRU, its weights
save and load with the reader's, and a reader with it reads whole messages."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from chronofact.extractors.learned.context import ContextEncoder, Gru
from chronofact.extractors.learned.reader import LearnedReader, read_states
from chronofact.extractors.learned.states import TokenStates
from chronofact.extractors.learned.weights import TAGS, ReaderWeights, Softmax

DIM = 384
WIDTH = 8


def _encoder(rng: np.random.Generator) -> ContextEncoder:
    def gru() -> Gru:
        units = WIDTH // 2
        return Gru(
            rng.normal(scale=0.3, size=(3 * units, WIDTH)).astype(np.float32),
            rng.normal(scale=0.3, size=(3 * units, units)).astype(np.float32),
            rng.normal(scale=0.1, size=3 * units).astype(np.float32),
            rng.normal(scale=0.1, size=3 * units).astype(np.float32),
        )

    return ContextEncoder(
        rng.normal(scale=0.1, size=(WIDTH, DIM)).astype(np.float32),
        rng.normal(scale=0.1, size=WIDTH).astype(np.float32),
        gru(),
        gru(),
    )


def test_numpy_forward_is_torch_gru() -> None:
    torch = pytest.importorskip("torch")
    rng = np.random.default_rng(0)
    encoder = _encoder(rng)
    messages = [rng.normal(size=(n, DIM)).astype(np.float32) for n in (5, 2, 9)]
    gru = torch.nn.GRU(WIDTH, WIDTH // 2, batch_first=True, bidirectional=True)
    with torch.no_grad():
        for suffix, way in (("", encoder.forward), ("_reverse", encoder.backward)):
            getattr(gru, f"weight_ih_l0{suffix}").copy_(torch.from_numpy(way.w_in))
            getattr(gru, f"weight_hh_l0{suffix}").copy_(torch.from_numpy(way.w_hidden))
            getattr(gru, f"bias_ih_l0{suffix}").copy_(torch.from_numpy(way.b_in))
            getattr(gru, f"bias_hh_l0{suffix}").copy_(torch.from_numpy(way.b_hidden))
    batch = encoder.encode(messages)
    for message, rows in zip(messages, batch, strict=True):
        shown = np.maximum(message @ encoder.project.T + encoder.project_bias, 0.0)
        with torch.no_grad():
            want, _ = gru(torch.from_numpy(shown.astype(np.float32))[None])
        assert rows.shape == (len(message), 2 * WIDTH)
        assert np.allclose(rows[:, :WIDTH], shown, atol=1e-5)
        assert np.allclose(rows[:, WIDTH:], want[0].numpy(), atol=1e-5)
    # a message reads the same alone as in a batch with longer ones
    assert np.allclose(encoder.encode(messages[1:2])[0], batch[1], atol=1e-6)


def _weights(rng: np.random.Generator) -> ReaderWeights:
    tagger = Softmax(
        rng.normal(size=(len(TAGS), 2 * WIDTH)).astype(np.float32),
        np.zeros(len(TAGS), np.float32),
        TAGS,
    )
    slots = Softmax(
        rng.normal(size=(3, 4 * WIDTH)).astype(np.float32),
        np.array([-5.0, 0.0, 0.0], np.float32),
        ("none", "employer", "home"),
    )
    return ReaderWeights(tagger, slots, _encoder(rng))


def test_context_weights_save_and_load(tmp_path: Path) -> None:
    rng = np.random.default_rng(1)
    weights = _weights(rng)
    path = tmp_path / "w.npz"
    weights.save(path)
    loaded = ReaderWeights.load(path)
    assert loaded.context is not None and loaded.window == 0
    vectors = [rng.normal(size=(6, DIM)).astype(np.float32)]
    assert np.allclose(loaded.encoded(vectors)[0], weights.encoded(vectors)[0])
    assert np.array_equal(loaded.tag_rows(vectors[0]), vectors[0])


def test_a_batch_reads_as_each_message_alone() -> None:
    rng = np.random.default_rng(2)
    weights = _weights(rng)
    texts = ["we moved to Porto last week", "new job at Acme", "so I'm engaged now"]

    def states_of(texts: list[str], _speakers: list[str | None]) -> list[TokenStates]:
        out = []
        for text in texts:
            words = text.split()
            at, offsets = 0, [(0, 0)]
            for w in words:
                at = text.index(w, at)
                offsets.append((at, at + len(w)))
                at += len(w)
            offsets.append((0, 0))
            out.append(
                TokenStates(
                    rng.normal(size=(len(offsets), DIM)).astype(np.float32),
                    np.array(offsets, dtype=np.int64),
                )
            )
        return out

    said = states_of(texts, [None] * 3)
    readings = LearnedReader(weights, lambda t, s: said).read(texts)
    for states, text, reading in zip(said, texts, readings, strict=True):
        alone = read_states(weights, states, text)
        assert (alone is None) == (reading is None)
        if alone is not None and reading is not None:
            assert alone.value == reading.value and alone.slot == reading.slot


def _window_reader(rng: np.random.Generator, slots: tuple[str, ...]) -> ReaderWeights:
    tagger = Softmax(
        rng.normal(size=(len(TAGS), 4 * DIM)).astype(np.float32),
        np.zeros(len(TAGS), np.float32),
        TAGS,
    )
    return ReaderWeights(
        tagger,
        Softmax(
            rng.normal(size=(len(slots), 2 * DIM)).astype(np.float32),
            np.zeros(len(slots), np.float32),
            slots,
        ),
    )


def test_a_second_reader_is_averaged_in_and_saved(tmp_path: Path) -> None:
    rng = np.random.default_rng(3)
    first = _weights(rng)
    # the same slots in another order: matched by name, not place
    second = _window_reader(rng, ("home", "none", "employer"))
    both = ReaderWeights(first.tagger, first.slots, first.context, second)
    messages = [rng.normal(size=(n, DIM)).astype(np.float32) for n in (4, 7)]
    tags, encoded = both.tag_batch(messages)
    own, _ = first.tag_batch(messages)
    other, _ = second.tag_batch(messages)
    for mine, a, b in zip(tags, own, other, strict=True):
        assert np.allclose(mine, (a + b) / 2, atol=1e-6)
        assert np.allclose(mine.sum(axis=1), 1.0, atol=1e-5)
    value = tags[0][:, TAGS.index("value")]
    chances = both.slot_chances(encoded[0], messages[0], value)
    alone = first.slot_chances(encoded[0], messages[0], value)
    theirs = second.slot_chances(messages[0], messages[0], value)
    want = [
        (alone[i] + theirs[second.slots.classes.index(c)]) / 2
        for i, c in enumerate(first.slots.classes)
    ]
    assert np.allclose(chances, want, atol=1e-6)
    path = tmp_path / "both.npz"
    both.save(path)
    loaded = ReaderWeights.load(path)
    assert loaded.second is not None and loaded.second.context is None
    assert loaded.second.slots.classes == second.slots.classes
    again, _ = loaded.tag_batch(messages)
    assert all(np.allclose(a, b, atol=1e-6) for a, b in zip(again, tags, strict=True))
