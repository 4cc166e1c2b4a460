"""The int8 variant of the cached MiniLM export: ONNX Runtime's dynamic quantisation of its
matrix products, made once from the fp32 export and cached beside it.

Weights of the `MatMul` nodes are stored as signed 8-bit integers, one scale per output
channel; activations are quantised on the fly, one scale per tensor of a batch (so a text's
vector moves a little with the texts batched beside it) (`quantize_dynamic`, `QInt8`,
`per_channel`; the other tensors stay float32). On these 2 cores the MiniLM pass takes about
40% of the fp32 time with one thread; the pooled vectors stay within about 1% of fp32 (cosine
0.99 on average over LoCoMo turns, 0.98 at worst; a text of two or three tokens, "ok lol",
0.965), token states a little further.

The file is named by the fp32 file it is made from (whose name hashes the weights and the
exporter versions), ONNX Runtime's version and the settings below, so any of them changing
makes it again; it is written to a temporary file and renamed (readers see no file or a whole
one), like the export.
"""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path
from typing import Any

from chronofact.extractors.model_files import package_version, written_atomically

__all__ = ["INT8_SETTINGS", "int8_cache_file", "quantise_int8"]

INT8_SETTINGS: dict[str, Any] = {
    "weight_type": "QInt8",
    "per_channel": True,
    "reduce_range": False,
    "op_types_to_quantize": ["MatMul"],
    "default_tensor_type": "FLOAT",
}
"""The quantisation (in the cache file's hash): QUInt8 with `reduce_range` measured no
faster; quantising the other ops (Gather, Attention) too was no faster either."""


def int8_cache_file(fp32_file: Path) -> Path:
    """Where the int8 variant of the export `fp32_file` is cached (same folder)."""
    key = json.dumps(
        {
            "source": fp32_file.name,
            "onnxruntime": package_version("onnxruntime"),
            "onnx": package_version("onnx"),
            "settings": INT8_SETTINGS,
        },
        sort_keys=True,
    )
    digest = hashlib.sha256(key.encode()).hexdigest()[:12]
    return fp32_file.with_name(f"{fp32_file.stem}-int8-{digest}.onnx")


def quantise_int8(source: Path, target: Path) -> None:
    """Quantise the fp32 model at `source` to `target` (`INT8_SETTINGS`), atomically."""
    import onnx
    from onnxruntime.quantization import QuantType, quantize_dynamic

    root = logging.getLogger()
    root.addFilter(_no_preprocessing_advice)
    try:
        with written_atomically(target) as tmp_name:
            quantize_dynamic(
                source,
                tmp_name,
                weight_type=getattr(QuantType, INT8_SETTINGS["weight_type"]),
                per_channel=INT8_SETTINGS["per_channel"],
                reduce_range=INT8_SETTINGS["reduce_range"],
                op_types_to_quantize=list(INT8_SETTINGS["op_types_to_quantize"]),
                extra_options={
                    "DefaultTensorType": getattr(
                        onnx.TensorProto, INT8_SETTINGS["default_tensor_type"]
                    )
                },
            )
    finally:
        root.removeFilter(_no_preprocessing_advice)


def _no_preprocessing_advice(record: logging.LogRecord) -> bool:
    """The quantiser advises shape-inference pre-processing on the root logger each time; the
    fused and pre-processed graphs measured no faster here, so the advice is dropped."""
    return not record.getMessage().startswith("Please consider to run pre-processing")
