"""Context: the results as a compact text for a prompt, inside a token budget.

A basis line, current facts first with their valid periods, earlier values (`earlier: ...`)
and contradictions - a later message about the same topic just before the fact it may update
(`present_first`) - then everything else in rank order (facts that do not hold, messages
with speaker, date and ref); a line that does not fit is shortened or left out. Tokens are
estimated as max(chars / 4, words * 1.3), rounded up (`estimate_tokens`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from chronofact.graph.reads import Basis
from chronofact.graph.recall.results import RecallResult
from chronofact.graph.recall.temporal_intent import TemporalIntent

MIN_LINE_BUDGET = 12
"""A line is not shortened into fewer tokens than this (it is left out)."""
MIN_PREFIX_CHARS = 24
"""A shortened line keeps at least this many characters (else it is left out)."""


def estimate_tokens(text: str) -> int:
    """Tokens of a text, estimated: max(characters / 4, words * 1.3), rounded up."""
    if not text:
        return 0
    return max(math.ceil(len(text) / 4), math.ceil(len(text.split()) * 1.3))


def build_context(
    results: Sequence[RecallResult],
    basis: Basis,
    intent: TemporalIntent | None,
    token_budget: int,
) -> str:
    """The compact context string: a basis line, current facts (rank order), then everything
    else in rank order (facts that do not hold at the basis, messages); lines that do not fit
    are shortened or left out, so `estimate_tokens(context) <= token_budget` always."""
    api = basis.to_api()
    known = "latest" if basis.known_at is None else _day(api["known_at"], "?")
    header = f"Memory as of valid {_day(api['valid_at'], '?')}, known {known}"
    if intent is not None:
        header += f" (from the question: {intent.text!r})"
    header += ":"
    lines = [_fact_line(r) if r.kind == "fact" else _source_line(r) for r in context_order(results)]
    if not lines:  # say so: an empty memory reads the same as a cut-off one otherwise
        lines = ["- Nothing recorded matches at this basis."]
    out: list[str] = []
    used = 0
    for line in [header, *lines]:
        remaining = token_budget - used - (1 if out else 0)
        fitted = _fit(line, remaining) if remaining > 0 else None
        if fitted is None:
            if not out:
                return ""
            continue
        candidate = "\n".join([*out, fitted])
        if estimate_tokens(candidate) > token_budget:
            continue
        out.append(fitted)
        used = estimate_tokens(candidate)
    return "\n".join(out)


def context_order(results: Sequence[RecallResult]) -> list[RecallResult]:
    """Current facts first (rank order), each after the results of its topic that lead it
    (a later message about the same thing: `present_first`; the latest one even when ranked
    below the fact it outdates, as `slot_first` may put the asked slot's fact first), then
    the rest in rank order."""
    out: list[int] = []
    for i, r in enumerate(results):
        if not (r.kind == "fact" and r.current):
            continue
        if r.topic is not None:
            out.extend(
                j
                for j, other in enumerate(results)
                if other.topic == r.topic
                and j not in out
                and (j < i or (other.timeline == "latest" and r.timeline == "earlier"))
            )
        out.append(i)
    out.extend(i for i in range(len(results)) if i not in out)
    return [results[i] for i in out]


def _day(value: str | None, open_text: str) -> str:
    if value is None:
        return open_text
    if value.startswith("0001-01-01"):
        return "?"
    return value[:10]


def _period(fact: dict[str, Any]) -> str:
    return f"[{_day(fact.get('valid_from'), '?')} → {_day(fact.get('valid_to'), 'now')}]"


def _shown(fact: dict[str, Any]) -> str:
    if "object" in fact and fact["object"] is not None:
        return str(fact["object"].get("name"))
    return str(fact.get("value"))


def _fact_line(result: RecallResult) -> str:
    fact = result.fact or {}
    statement = fact.get("statement") or ""
    if not fact.get("polarity", True) and " not " not in f" {statement} ":
        statement = f"NOT: {statement}"
    notes = [str(fact.get("trust"))]
    earlier = [
        h
        for h in result.history
        if h.get("revoked_at") is None
        and h.get("id") != fact.get("id")
        and (h.get("valid_from") or "") < (fact.get("valid_from") or "")
    ]
    if earlier:
        shown = "; ".join(f"{_shown(h)} {_period(h)}" for h in earlier[-2:])
        notes.append(f"earlier: {shown}")
    for x in result.contradictions:
        notes.append(f"contradicted by: {x.fact.statement} ({x.fact.trust})")
    refs = [s.get("ref") for s in fact.get("sources") or [] if s.get("ref")]
    if refs:
        notes.append("src " + ",".join(str(r) for r in refs[:2]))
    if result.timeline == "earlier":
        notes.append("said before the newer message above")
    prefix = "- " if result.current else "- (not current) "
    return f"{prefix}{statement} {_period(fact)} ({'; '.join(notes)})"


def _source_line(result: RecallResult) -> str:
    src = result.source
    if src is None:
        return ""
    who = src.speaker or src.kind or "source"
    when = _day(src.observed_at, "?")
    ref = f" {src.ref}" if src.ref else ""
    text = " ".join(str(src.text or "").split())
    label = {"earlier": "earlier: ", "later": "later: "}.get(result.timeline or "", "")
    return f'- {label}{who} said on {when}{ref}: "{text}"'


def _fit(line: str, budget: int) -> str | None:
    """`line` if it fits in `budget` tokens, else a shortened version ending in `…` that does
    (None when not even a useful stub fits)."""
    if estimate_tokens(line) <= budget:
        return line
    if budget < MIN_LINE_BUDGET:
        return None
    low, high = 0, len(line)
    while low < high:  # longest prefix that fits
        mid = (low + high + 1) // 2
        if estimate_tokens(line[:mid].rstrip() + "…") <= budget:
            low = mid
        else:
            high = mid - 1
    if low < MIN_PREFIX_CHARS:
        return None
    return line[:low].rstrip() + "…"
