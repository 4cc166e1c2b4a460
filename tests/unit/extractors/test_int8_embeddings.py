"""The int8 MiniLM (`CHRONOFACT_EMBED_PRECISION=int8`): quantised once from the cached fp32
export into a cache file of its own, made again when damaged, chosen by the setting; its
vectors stay close to fp32's, and the learned reader runs on its token states. No Neo4j.
The quantised file is made once for the module (a few seconds)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from chronofact.extractors import embeddings, onnx_int8
from chronofact.extractors.embeddings import (
    OnnxQueryEmbedder,
    embed,
    embed_one,
    embed_precision,
    embed_torch,
    onnx_cache_file,
    onnx_token_states,
    reset_query_embedder,
)
from chronofact.extractors.onnx_int8 import int8_cache_file

TEXTS = [
    "Where does Maya work now?",
    "Maya: I left Feedzai and joined Google two weeks ago",
    "Tom: we finally moved from Leeds to a flat in Manchester, the rent is insane",
    "Zoë's café — naïve façade, 東京タワー, Привет мир, 🚀✨",
    "ok lol",
    "a",
    " ".join(f"On day {i} Alice moved the office to building {i * 7}." for i in range(40)),
]
MIN_COSINE = 0.95
"""The least cosine between a text's int8 and fp32 vectors (measured: 0.98 at worst over 300
LoCoMo speaker lines, 0.99 on average; a text of two or three tokens, "ok lol", 0.965)."""
MEAN_COSINE = 0.985


@pytest.fixture(autouse=True)
def _fresh_choice(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delenv("CHRONOFACT_QUERY_EMBEDDER", raising=False)
    reset_query_embedder()
    yield
    reset_query_embedder()


@pytest.fixture(scope="module")
def int8_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A cache folder holding the fp32 export and its int8 variant, made once."""
    folder = tmp_path_factory.mktemp("chronofact-int8")
    OnnxQueryEmbedder(folder, precision="int8")
    return folder


@pytest.fixture(scope="module")
def pair(int8_cache: Path) -> tuple[OnnxQueryEmbedder, OnnxQueryEmbedder]:
    return OnnxQueryEmbedder(int8_cache), OnnxQueryEmbedder(int8_cache, precision="int8")


def _copy_export(source: Path, target: Path) -> Path:
    fp32 = onnx_cache_file(source)
    shutil.copy(fp32, target / fp32.name)
    return target / fp32.name


def _cosines(a: list[list[float]], b: list[list[float]]) -> np.ndarray:
    x, y = np.asarray(a), np.asarray(b)
    return (x * y).sum(axis=1) / (np.linalg.norm(x, axis=1) * np.linalg.norm(y, axis=1))


def test_the_int8_file_is_made_beside_the_export_and_named_by_it(int8_cache: Path) -> None:
    fp32 = onnx_cache_file(int8_cache)
    int8 = int8_cache_file(fp32)
    assert sorted(p.name for p in int8_cache.iterdir()) == sorted([fp32.name, int8.name])
    assert int8.name.startswith(fp32.stem) and "-int8-" in int8.name
    # the matrix products' weights in 8 bits (the word embeddings stay float32): ~65% of fp32
    assert 0.5 < int8.stat().st_size / fp32.stat().st_size < 0.8


def test_the_int8_name_changes_with_its_source_and_settings(
    int8_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fp32 = onnx_cache_file(int8_cache)
    named = int8_cache_file(fp32)
    assert int8_cache_file(fp32.with_name("all-MiniLM-L6-v2-0000.onnx")) != named
    monkeypatch.setitem(onnx_int8.INT8_SETTINGS, "per_channel", False)
    assert int8_cache_file(fp32) != named


def test_a_cached_int8_file_is_loaded_not_made_again(
    int8_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(source: Path, target: Path) -> None:
        raise AssertionError(f"quantise_int8 must not run again ({target})")

    monkeypatch.setattr(embeddings, "quantise_int8", refuse)
    monkeypatch.setattr(embeddings, "export_onnx", refuse)
    again = OnnxQueryEmbedder(int8_cache, precision="int8")
    assert again.quantised_seconds is None and again.exported_seconds is None
    assert again.path == int8_cache_file(onnx_cache_file(int8_cache))


def test_a_damaged_int8_file_is_made_again(int8_cache: Path, tmp_path: Path) -> None:
    fp32 = _copy_export(int8_cache, tmp_path)
    damaged = int8_cache_file(fp32)
    damaged.write_bytes(b"not an onnx model")
    remade = OnnxQueryEmbedder(tmp_path, precision="int8")
    assert remade.quantised_seconds is not None and remade.exported_seconds is None
    assert damaged.stat().st_size > 1_000_000
    assert len(list(tmp_path.iterdir())) == 2  # no temporary files left
    reference = OnnxQueryEmbedder(int8_cache, precision="int8")
    assert remade.embed(TEXTS[1]) == pytest.approx(reference.embed(TEXTS[1]), abs=1e-6)


def test_a_damaged_export_is_exported_again_before_quantising(
    int8_cache: Path, tmp_path: Path
) -> None:
    fp32 = onnx_cache_file(int8_cache)
    (tmp_path / fp32.name).write_bytes(b"truncated export")
    remade = OnnxQueryEmbedder(tmp_path, precision="int8")
    assert remade.exported_seconds is not None and remade.quantised_seconds is not None
    assert (tmp_path / fp32.name).stat().st_size > 10_000_000
    assert remade.path.exists()


@pytest.mark.parametrize("precision", ["int8", "fp32"])
def test_the_setting_chooses_the_model(
    precision: str, int8_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CHRONOFACT_CACHE_DIR", str(int8_cache))
    monkeypatch.setenv("CHRONOFACT_EMBED_PRECISION", precision)
    assert embed_precision() == precision
    batch = embeddings._onnx_embedder
    assert batch is not None and batch.precision == precision
    assert ("-int8-" in batch.path.name) == (precision == "int8")
    # queries and batches agree with each other under either precision
    assert float(np.dot(embed_one(TEXTS[1]), embed([TEXTS[1]])[0])) > 0.9999


def test_torch_stays_fp32_whatever_the_setting(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CHRONOFACT_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("CHRONOFACT_QUERY_EMBEDDER", "torch")
    monkeypatch.setenv("CHRONOFACT_EMBED_PRECISION", "int8")
    assert embed_precision() == "fp32"
    assert embed_one(TEXTS[0]) == embed_torch([TEXTS[0]])[0]
    assert list(tmp_path.iterdir()) == []  # nothing exported, nothing quantised


def test_int8_vectors_stay_within_a_cosine_of_fp32(
    pair: tuple[OnnxQueryEmbedder, OnnxQueryEmbedder],
) -> None:
    fp32, int8 = pair
    batch = _cosines(fp32.embed_batch(TEXTS), int8.embed_batch(TEXTS))
    assert batch.min() > MIN_COSINE and batch.mean() > MEAN_COSINE
    # a query's vector, and against the torch reference
    one = _cosines([int8.embed(t) for t in TEXTS], embed_torch(TEXTS))
    assert one.min() > MIN_COSINE
    # int8 is not fp32 (the setting is not a no-op) and its vectors are unit length
    assert batch.min() < 0.9999
    assert all(abs(float(np.linalg.norm(v)) - 1.0) < 1e-5 for v in int8.embed_batch(TEXTS))


def test_int8_vectors_move_little_with_the_batch_beside_them(
    pair: tuple[OnnxQueryEmbedder, OnnxQueryEmbedder],
) -> None:
    """Activations are quantised per batch: a text's vector alone, in small batches and in
    one big batch stays within a small cosine of itself."""
    _, int8 = pair
    together = int8.embed_batch(TEXTS)
    small = int8.embed_batch(TEXTS, batch_size=2)
    alone = [int8.embed(t) for t in TEXTS]
    # a text of a few tokens moves most ("ok lol": 0.94-0.955 between batches), longer ones
    # stay at 0.98-0.998
    for moved in (_cosines(together, small), _cosines(together, alone)):
        assert moved.min() > 0.92 and float(np.median(moved)) > 0.985
    assert int8.embed(TEXTS[1]) == int8.embed(TEXTS[1])  # the same batch, the same vector


def test_int8_vectors_keep_the_nearest_text(
    pair: tuple[OnnxQueryEmbedder, OnnxQueryEmbedder],
) -> None:
    """A question finds the same statement under either precision."""
    statements = [
        "Maya works at Google as a data engineer",
        "Tom lives in Manchester with his partner",
        "Priya's dentist is Dr Okafor on Elm Street",
        "Sam drives a red Honda Civic",
    ]
    questions = ["Where does Maya work?", "Which city does Tom live in?", "Who is Priya's dentist?"]
    for model_pair in (pair,):
        fp32, int8 = model_pair
        for q_index, question in enumerate(questions):
            ranks = []
            for model in (fp32, int8):
                sims = np.asarray(model.embed_batch(statements)) @ np.asarray(model.embed(question))
                ranks.append(int(sims.argmax()))
            assert ranks == [q_index, q_index], question


def test_int8_token_states_are_close_and_keep_their_offsets(
    pair: tuple[OnnxQueryEmbedder, OnnxQueryEmbedder],
) -> None:
    fp32, int8 = pair
    for (a, a_off), (b, b_off) in zip(
        fp32.token_states_batch(TEXTS), int8.token_states_batch(TEXTS), strict=True
    ):
        assert a.shape == b.shape and b.dtype == np.float32
        assert a_off.tolist() == b_off.tolist()
        cos = (a * b).sum(axis=1) / (np.linalg.norm(a, axis=1) * np.linalg.norm(b, axis=1))
        assert float(cos.mean()) > 0.95
    int8.forget_kept()
    fp32.forget_kept()


def test_the_reader_runs_on_int8_states(int8_cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from chronofact.extractors.learned import learned_reader
    from chronofact.extractors.learned.reader import _reader_at
    from chronofact.extractors.learned.weights import INT8_WEIGHTS_PATH, WEIGHTS_PATH

    monkeypatch.setenv("CHRONOFACT_CACHE_DIR", str(int8_cache))
    monkeypatch.setenv("CHRONOFACT_EMBED_PRECISION", "int8")
    reader = learned_reader()
    assert reader is not None
    # the weights trained on int8 states, not the fp32 ones
    assert reader is _reader_at(INT8_WEIGHTS_PATH) and reader is not _reader_at(WEIGHTS_PATH)
    texts = [
        "I left Feedzai last month and joined Google as a data engineer",
        "we finally moved to Manchester in May",
        "switched my bank to Monzo, done with Barclays",
        "haha same, see you tomorrow",
    ]
    speakers = ["Maya", "Tom", "Priya", "Sam"]
    states = onnx_token_states([f"{s}: {t}" for s, t in zip(speakers, texts, strict=True)])
    assert embed_precision() == "int8" and states is not None
    readings = reader.read(texts, speakers)
    assert len(readings) == len(texts)
    values = [texts[i][r.value[0] : r.value[1]] for i, r in enumerate(readings) if r is not None]
    assert any(v in {"Google", "Manchester", "Monzo"} for v in values), values
    assert readings[3] is None  # small talk stays unread


@pytest.mark.parametrize("precision", ["fp32", "int8"])
def test_each_precision_reads_with_its_own_packaged_weights(
    precision: str, int8_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from chronofact.extractors.learned import learned_reader
    from chronofact.extractors.learned.reader import _reader_at
    from chronofact.extractors.learned.weights import INT8_WEIGHTS_PATH, WEIGHTS_PATH

    monkeypatch.setenv("CHRONOFACT_CACHE_DIR", str(int8_cache))
    monkeypatch.setenv("CHRONOFACT_EMBED_PRECISION", precision)
    assert INT8_WEIGHTS_PATH.exists() and WEIGHTS_PATH.exists()
    expected = INT8_WEIGHTS_PATH if precision == "int8" else WEIGHTS_PATH
    assert learned_reader() is _reader_at(expected)
    # a file named by the setting wins whatever the precision
    assert learned_reader(WEIGHTS_PATH) is _reader_at(WEIGHTS_PATH)
