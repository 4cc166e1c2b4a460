"""Recall: a question in words in; current facts (and messages) with history, sources,
contradictions and a prompt-ready context out.

`Recall(driver, database).recall(RecallQuery(...))` returns a typed `RecallAnswer`;
`present_recall(answer)` is its JSON (the REST response, the MCP tool, the CLI's `--json`).
The pipeline is described in `engine`, one module per stage.
"""

from chronofact.extractors.base import speaker_line
from chronofact.graph.recall.answer import RecallAnswer
from chronofact.graph.recall.context import build_context, estimate_tokens
from chronofact.graph.recall.engine import Recall
from chronofact.graph.recall.presenter import present_recall
from chronofact.graph.recall.request import (
    RecallError,
    RecallQuery,
    admitted_trusts,
    source_trust,
)
from chronofact.graph.recall.results import RecallResult
from chronofact.graph.recall.source_search import backfill_source_search, source_search_text
from chronofact.graph.recall.store import RecallCache
from chronofact.graph.recall.tuning import CHANNELS, RecallTuning

__all__ = [
    "CHANNELS",
    "Recall",
    "RecallAnswer",
    "RecallCache",
    "RecallError",
    "RecallQuery",
    "RecallResult",
    "RecallTuning",
    "admitted_trusts",
    "backfill_source_search",
    "build_context",
    "estimate_tokens",
    "present_recall",
    "source_search_text",
    "source_trust",
    "speaker_line",
]
