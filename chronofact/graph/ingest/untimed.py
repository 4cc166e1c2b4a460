"""A sentence with the times it names cut out (pure): "shifted everything to ICICI last
month" read again as "shifted everything to ICICI", so the time does not pull the clause
towards deadlines (`change_plan`)."""

from __future__ import annotations

from datetime import datetime

from chronofact.extractors.temporal import extract_temporal

__all__ = ["without_times"]


def without_times(sentence: str, at: datetime) -> str:
    """The sentence with the times it names (as of `at`) cut out, spaces collapsed."""
    kept = sentence
    for mention in sorted(extract_temporal(sentence, at), key=lambda m: -m.span[0]):
        a, b = mention.span
        kept = kept[:a] + " " + kept[b:]
    return " ".join(kept.split())
