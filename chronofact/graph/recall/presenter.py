"""The one place a `RecallAnswer` becomes the JSON of `POST /v1/recall` (API.md), which the MCP
tool and the CLI's `--json` print too (`RecallOut` in `chronofact.api.schemas.recall`)."""

from __future__ import annotations

import dataclasses
from typing import Any

from chronofact.graph.recall.answer import RecallAnswer
from chronofact.graph.recall.results import RecallResult
from chronofact.graph.time import iso


def present_recall(answer: RecallAnswer) -> dict[str, Any]:
    """`{basis, temporal_intent, results, context, context_tokens, entities, diagnostics}`."""
    intent = answer.basis.intent
    ignored = answer.basis.ignored
    basis: dict[str, Any] = {
        **answer.basis.basis.to_api(),
        "from_question": intent is not None,
        "valid_window": (
            {"valid_from": iso(intent.start), "valid_to": iso(intent.end)}
            if intent is not None and intent.kind == "window"
            else None
        ),
    }
    return {
        "basis": basis,
        "temporal_intent": (
            {**intent.to_api(), "applied": True}
            if intent is not None
            else ({**ignored.to_api(), "applied": False} if ignored is not None else None)
        ),
        "results": [present_result(r) for r in answer.results],
        "context": answer.context,
        "context_tokens": answer.context_tokens,
        "entities": [{"id": e.id, "name": e.name} for e in answer.entities],
        "diagnostics": {
            **answer.channels,
            "timings_ms": answer.timings_ms,
            "work_ms": answer.work_ms,
        },
    }


def present_result(result: RecallResult) -> dict[str, Any]:
    """One result: `{kind, fact, source, score, current, history, contradictions, signals}`."""
    return {
        "kind": result.kind,
        "fact": result.fact,
        "source": dataclasses.asdict(result.source) if result.source is not None else None,
        "score": result.score,
        "current": result.current,
        "history": result.history,
        "contradictions": [dataclasses.asdict(x) for x in result.contradictions],
        "signals": result.signals,
    }
