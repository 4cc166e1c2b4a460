"""Text processing is linear-time: runs of punctuation and long tokens cannot stall a worker
(issue 11, finding 1: the sentence splitter backtracked quadratically; 20,000 dots took ~10 s).

The bound is generous (seconds for inputs that take well under 0.1 s now and minutes
on the quadratic splitter), so it fails on the old code and not on a busy machine."""

from __future__ import annotations

import time
from datetime import UTC, datetime

import pytest

from chronofact.extractors.claims import extract_claims, split_sentences

HOSTILE = {
    "dots": "a" + "." * 200_000 + "b",
    "bangs and questions": "x " + "!?" * 100_000 + "y",
    "dotted token": "x.'" * 50_000,
    "digits then dot": "1" * 100_000 + ". A",
    "dots with spaces": ". " * 100_000,
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_splitting_hostile_text_is_fast(name: str) -> None:
    started = time.perf_counter()
    spans = split_sentences(HOSTILE[name])
    assert time.perf_counter() - started < 2.0
    text = HOSTILE[name]
    assert all(0 <= a < b <= len(text) for a, b in spans)


def test_sentences_still_split_at_runs_of_punctuation() -> None:
    text = "We moved!!! Then what?! I work at Acme... Really."
    assert [text[a:b] for a, b in split_sentences(text)] == [
        "We moved!!!",
        "Then what?!",
        "I work at Acme...",
        "Really.",
    ]


def test_extracting_from_hostile_text_is_fast() -> None:
    at = datetime(2025, 1, 10, tzinfo=UTC)
    for text in HOSTILE.values():
        started = time.perf_counter()
        extract_claims(text[:50_000], "Maya", at)
        assert time.perf_counter() - started < 5.0
