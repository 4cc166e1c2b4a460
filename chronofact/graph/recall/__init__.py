"""Recall: a question in words in; current facts (and messages) with history, sources,
contradictions and a prompt-ready context out."""

from chronofact.graph.recall.engine import (
    Recall,
    RecallError,
    RecallQuery,
    RecallTuning,
    admitted_trusts,
)

__all__ = ["Recall", "RecallError", "RecallQuery", "RecallTuning", "admitted_trusts"]
