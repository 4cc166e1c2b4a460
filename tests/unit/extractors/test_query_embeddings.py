"""`embed_one` and `embed` on ONNX Runtime: the same vectors as the torch path, an export
cached once per model and exporter versions, and a torch fallback that never fails recall. No
Neo4j needed."""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from chronofact.extractors import embeddings
from chronofact.extractors.embeddings import (
    OnnxQueryEmbedder,
    embed,
    embed_one,
    embed_torch,
    onnx_cache_file,
    query_backend,
    reset_query_embedder,
)

LONG = " ".join(f"On day {i} Alice moved the Zürich office to building {i * 7}." for i in range(40))
TEXTS = [
    "Where did Alice work in 2019?",
    "Zoë's café — naïve façade, 東京タワー, Привет мир, 🚀✨",
    LONG,
    "",
    "a",
    "  tabs\tand\nnewlines  ",
]


@pytest.fixture(autouse=True)
def _fresh_query_embedder(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delenv("CHRONOFACT_QUERY_EMBEDDER", raising=False)
    # the fp32 export, which matches torch to 1e-6 (int8: test_int8_embeddings.py)
    monkeypatch.setenv("CHRONOFACT_EMBED_PRECISION", "fp32")
    reset_query_embedder()
    yield
    reset_query_embedder()  # later tests choose again, with their own environment


@pytest.fixture(scope="module")
def shared_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("chronofact-cache")


def _refuse_export(target: Path) -> None:
    raise AssertionError(f"export_onnx must not run again ({target})")


def _cos(a: list[float], b: list[float]) -> float:
    x, y = np.asarray(a), np.asarray(b)
    return float(x @ y / (np.linalg.norm(x) * np.linalg.norm(y)))


def test_concurrent_first_use_exports_once_and_matches_torch(
    shared_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CHRONOFACT_CACHE_DIR", str(shared_cache))
    calls: list[Path] = []
    real_export = embeddings.export_onnx

    def counting_export(target: Path) -> None:
        calls.append(target)
        real_export(target)

    monkeypatch.setattr(embeddings, "export_onnx", counting_export)
    results: dict[int, list[float]] = {}

    def worker(i: int) -> None:
        results[i] = embed_one(TEXTS[0])

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()

    assert query_backend() == "onnx"
    assert len(calls) == 1
    assert [p.name for p in shared_cache.iterdir()] == [calls[0].name]  # no temp files left
    assert all(results[i] == results[0] for i in range(4))

    torch_vectors = embed_torch(TEXTS)
    for text, reference in zip(TEXTS, torch_vectors, strict=True):
        vector = embed_one(text)
        assert len(vector) == 384
        assert abs(float(np.linalg.norm(vector)) - 1.0) < 1e-5
        assert _cos(vector, reference) > 0.9999, text[:40]


def test_long_text_is_truncated_at_max_seq_length(shared_cache: Path) -> None:
    onnx = OnnxQueryEmbedder(shared_cache)
    untruncated = embeddings.load_model().tokenizer(LONG, truncation=False)["input_ids"]
    assert len(untruncated) > 400
    assert len(onnx.tokenizer.encode(LONG).ids) == 256
    # past 256 tokens the text no longer matters, as in sentence-transformers
    tail = LONG + " Completely different words about volcanoes and tax law."
    assert onnx.embed(tail) == onnx.embed(LONG)
    assert _cos(onnx.embed(tail), embed_torch([tail])[0]) > 0.9999


def test_cache_is_reused_by_a_new_instance(
    shared_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CHRONOFACT_CACHE_DIR", str(shared_cache))
    cached = onnx_cache_file(shared_cache)
    if not cached.exists():  # run alone: export once first
        OnnxQueryEmbedder(shared_cache)
    mtime = cached.stat().st_mtime_ns

    monkeypatch.setattr(embeddings, "export_onnx", _refuse_export)
    vector = embed_one(TEXTS[1])
    assert query_backend() == "onnx"  # not the torch fallback: the cached file was loaded
    assert cached.stat().st_mtime_ns == mtime
    assert _cos(vector, embed_torch([TEXTS[1]])[0]) > 0.9999


def test_env_switch_keeps_queries_on_torch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CHRONOFACT_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("CHRONOFACT_QUERY_EMBEDDER", "torch")
    monkeypatch.setattr(embeddings, "export_onnx", _refuse_export)
    assert embed_one(TEXTS[0]) == embed_torch([TEXTS[0]])[0]
    assert query_backend() == "torch"
    assert list(tmp_path.iterdir()) == []


def test_failed_export_falls_back_to_torch_with_one_warning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv("CHRONOFACT_CACHE_DIR", str(tmp_path))

    def broken_export(target: Path) -> None:
        raise RuntimeError("exporter broke")

    monkeypatch.setattr(embeddings, "export_onnx", broken_export)
    with caplog.at_level(logging.WARNING, logger="chronofact.embeddings"):
        first = embed_one(TEXTS[0])
        second = embed_one(TEXTS[1])
    assert query_backend() == "torch"
    assert first == embed_torch([TEXTS[0]])[0]
    assert second == embed_torch([TEXTS[1]])[0]
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1
    assert "exporter broke" in warnings[0].getMessage()


def test_damaged_cache_file_is_exported_again(tmp_path: Path) -> None:
    cached = onnx_cache_file(tmp_path)
    cached.write_bytes(b"not an onnx model")
    onnx = OnnxQueryEmbedder(tmp_path)
    assert cached.stat().st_size > 1_000_000
    assert _cos(onnx.embed(TEXTS[0]), embed_torch([TEXTS[0]])[0]) > 0.9999


def test_batches_on_onnx_match_torch_in_the_order_given(
    shared_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CHRONOFACT_CACHE_DIR", str(shared_cache))
    texts = [*TEXTS, *reversed(TEXTS), "Maya: I left Feedzai and joined Google two weeks ago"]
    vectors = embed(texts)  # sorted by length and padded per batch inside, back in order
    assert query_backend() == "onnx"
    assert len(vectors) == len(texts)
    for text, vector, reference in zip(texts, vectors, embed_torch(texts), strict=True):
        assert abs(float(np.linalg.norm(vector)) - 1.0) < 1e-5
        assert _cos(vector, reference) > 0.9999, text[:40]
    # a batch of one and small batch sizes give the same vectors as one big batch
    onnx = OnnxQueryEmbedder(shared_cache)
    small = onnx.embed_batch(texts, batch_size=3)
    assert all(_cos(a, b) > 0.99999 for a, b in zip(small, vectors, strict=True))
    assert _cos(onnx.embed_batch([texts[-1]])[0], onnx.embed(texts[-1])) > 0.99999
    assert embed([]) == []


def test_token_states_on_onnx_match_torch_and_serve_the_next_embedding(
    shared_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from chronofact.extractors.learned.states import torch_token_states

    monkeypatch.setenv("CHRONOFACT_CACHE_DIR", str(shared_cache))
    texts = ["Maya: I left Feedzai and joined Google", "Zoë: 東京タワー 🚀", LONG, "a"]
    states = embeddings.onnx_token_states(texts)
    assert query_backend() == "onnx" and states is not None
    for (vectors, offsets), reference in zip(states, torch_token_states(texts), strict=True):
        assert vectors.shape == reference.vectors.shape
        assert float(np.abs(vectors - reference.vectors).max()) < 1e-4
        assert offsets.tolist() == reference.offsets.tolist()
    onnx = embeddings._onnx_embedder
    assert onnx is not None
    kept = dict(onnx._kept)
    assert set(kept) == set(texts)
    # the embedding that follows takes the kept vectors (and drops them), equal to torch's
    vectors = embed(texts)
    assert not onnx._kept
    for vector, reference in zip(vectors, embed_torch(texts), strict=True):
        assert _cos(vector, reference) > 0.9999
    embeddings.onnx_token_states(texts[:2])
    embeddings.forget_kept()
    assert not onnx._kept
