"""Small text helpers shared by the stages: white space and sentence-final punctuation."""

from __future__ import annotations

import re

from chronofact.extractors.claims.sentences import is_abbreviation

__all__ = ["collapse", "strip_final_punct"]

_WS_RE = re.compile(r"\s+")


def collapse(s: str) -> str:
    """Runs of white space become one space; the ends are stripped."""
    return _WS_RE.sub(" ", s).strip()


def strip_final_punct(s: str) -> str:
    """Drop sentence-final punctuation, keeping an abbreviation's own dot.

    "Apple Inc.." -> "Apple Inc."; "Acme Inc." -> "Acme Inc.";
    "London." -> "London"; "D.C.." -> "D.C.".
    """
    s = s.rstrip()
    s = s.rstrip("!?;:,")
    if s.endswith(".."):
        return s[:-1]
    if s.endswith("."):
        token = s[:-1].rsplit(None, 1)[-1] if s[:-1].strip() else ""
        # "... Jr." / "... Inc." / "... D.C." keep their dot; a single capital
        # at the end is a Roman numeral ("Ardashir I.") rather than an initial.
        if len(token) > 1 and is_abbreviation(s, len(s) - 1):
            return s
        return s[:-1]
    return s
