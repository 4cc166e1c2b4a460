"""Temporal mentions: atoms found in a text, their qualifiers applied, ranges joined.

The rules are described in :mod:`chronofact.extractors.temporal`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime

from chronofact.extractors.temporal.everyday import accepted, weak_ok
from chronofact.extractors.temporal.patterns import (
    ATOM_RE,
    CONNECTOR_RE,
    NEEDS_QUALIFIER,
    QUALIFIER_RE,
    WEAK_QUALIFIERS,
    group_of,
)
from chronofact.extractors.temporal.periods import resolve_atom

__all__ = ["TemporalMention", "extract_temporal", "parse_time_expression", "start_right_after"]


@dataclass(frozen=True)
class TemporalMention:
    """A temporal expression found in a text.

    ``start``/``end`` are UTC-aware; ``None`` means open.  ``end`` is
    exclusive.  ``kind`` is one of ``point``, ``since``, ``until``, ``range``,
    ``duration_ago``, ``duration_for``.
    """

    text: str
    span: tuple[int, int]
    start: datetime | None
    end: datetime | None
    kind: str


_SINCE_START = frozenset(
    {
        "since",
        "ever since",
        "from",
        "as of",
        "starting",
        "starting in",
        "starting from",
        "starting on",
    }
)
_SINCE_END = frozenset({"after"})
_UNTIL_START = frozenset({"until", "till", "til", "before"})
_UNTIL_END = frozenset({"through", "thru", "up to"})

_UTC = UTC


def _to_utc(observed_at: datetime) -> datetime:
    if observed_at.tzinfo is None or observed_at.utcoffset() is None:
        raise ValueError("observed_at must be timezone-aware (UTC)")
    return observed_at.astimezone(_UTC).replace(tzinfo=None)


def _aware(d: datetime | None) -> datetime | None:
    return None if d is None else d.replace(tzinfo=_UTC)


_LEADS_ITSELF = re.compile(r"(?:on|in)\s", re.IGNORECASE)
"""An atom that begins with its own preposition ("on Monday", "in 3 days")."""


_DAY_NAMED_IS = re.compile(
    r"\b(?:day|date|deadline|due|move|moving|wedding|surgery|operation|appointment|interview|"
    r"start|handover|launch|exam|hearing)(?:\s+(?:is|was|will\s+be)|['\u2019]s)\s+(?:now\s+)?$",
    re.IGNORECASE,
)
"""A day named and then given, as "on" would ("my last day is the 30th", "the deadline is now the
14th", "the move date was the 3rd")."""


@dataclass
class _Atom:
    match: re.Match[str]
    group: str
    start: int
    end: int
    qualifier: str | None
    qual_start: int


def _find_atoms(text: str) -> list[_Atom]:
    """Every atom of ``text``, in order, with the qualifier right before it (if any)."""
    atoms: list[_Atom] = []
    for m in ATOM_RE.finditer(text):
        group = group_of(m)
        start, end = m.span()
        # a trailing abbreviation period that ends the sentence stays out
        qm = QUALIFIER_RE.search(text, max(0, start - 20), start)
        qualifier = re.sub(r"\s+", " ", qm.group("q").lower()) if qm else None
        if qm is None and _DAY_NAMED_IS.search(text, max(0, start - 40), start):
            qualifier = "on"
        if qualifier in WEAK_QUALIFIERS and not weak_ok(group):
            qm, qualifier = None, None  # "over 2000 people", "at May's"
        elif qualifier in ("in", "on") and _LEADS_ITSELF.match(m.group()):
            qm, qualifier = None, None  # "moved in on Tuesday": "in" is the verb's
        qual_start = qm.start("q") if qm else start
        atoms.append(_Atom(m, group, start, end, qualifier, qual_start))
    return atoms


def _range_mention(text: str, a: _Atom, b: _Atom, base: datetime) -> TemporalMention | None:
    """A range ("from X to Y", "between X and Y") as one ``range`` mention, or ``None``."""
    if a.qualifier not in ("from", "between"):
        return None
    gap = text[a.end : b.start]
    cm = CONNECTOR_RE.fullmatch(gap)
    if not (cm and (a.qualifier == "from" or "and" in gap.lower())):
        return None
    pa = resolve_atom(a.match, a.group, base)
    pb = resolve_atom(b.match, b.group, base)
    if not (pa and pb and pa[0] < pb[1]):
        return None
    return TemporalMention(
        text=text[a.qual_start : b.end],
        span=(a.qual_start, b.end),
        start=_aware(pa[0]),
        end=_aware(pb[1]),
        kind="range",
    )


def _atom_mention(text: str, a: _Atom, base: datetime) -> TemporalMention | None:
    """The mention of one atom with its qualifier applied, or ``None``."""
    if a.group in NEEDS_QUALIFIER and a.qualifier is None:
        return None
    if a.group == "barem" and a.qualifier is None:
        return None
    if not accepted(a.group, a.match, a.qualifier):
        return None
    period = resolve_atom(a.match, a.group, base)
    if period is None:
        return None
    s, e = period
    q = a.qualifier
    kind = {"ago": "duration_ago", "forpast": "duration_for", "yrange": "range"}.get(
        a.group, "point"
    )
    start_out: datetime | None = s
    end_out: datetime | None = e
    if a.group == "forpast":
        end_out = None
    if q in _SINCE_START:
        start_out, end_out, kind = s, None, "since"
    elif q in _SINCE_END:
        start_out, end_out, kind = e, None, "since"
    elif q in _UNTIL_START:
        start_out, end_out, kind = None, s, "until"
    elif q in _UNTIL_END:
        start_out, end_out, kind = None, e, "until"
    # keep prepositions that are part of the atom itself ("in 2 weeks")
    span_start = a.qual_start if q is not None else a.start
    return TemporalMention(
        text=text[span_start : a.end],
        span=(span_start, a.end),
        start=_aware(start_out),
        end=_aware(end_out),
        kind=kind,
    )


def extract_temporal(text: str, observed_at: datetime) -> list[TemporalMention]:
    """Find temporal expressions in ``text`` and resolve them.

    ``observed_at`` is when the text was said (timezone-aware; naive values
    raise ``ValueError``).  See the module docstring for the exact rules.
    Mentions are returned in text order and never overlap.
    """
    base = _to_utc(observed_at)
    atoms = _find_atoms(text)
    mentions: list[TemporalMention] = []
    i = 0
    while i < len(atoms):
        a = atoms[i]
        if i + 1 < len(atoms):
            ranged = _range_mention(text, a, atoms[i + 1], base)
            if ranged is not None:
                mentions.append(ranged)
                i += 2
                continue
        i += 1
        mention = _atom_mention(text, a, base)
        if mention is not None:
            mentions.append(mention)
    return mentions


def parse_time_expression(
    expr: str, observed_at: datetime
) -> tuple[datetime | None, datetime | None] | None:
    """Resolve a single expression such as ``"since 2019"`` or ``"last May"``.

    Returns ``(start, end)`` (UTC-aware, ``None`` = open, end exclusive) of
    the longest mention found in ``expr``, or ``None`` when ``expr`` contains
    no recognisable temporal expression.  A bare year or month name is
    accepted here even without a preposition ("2019" -> the year 2019).
    """
    mentions = extract_temporal(expr, observed_at)
    if not mentions:
        mentions = extract_temporal(f"in {expr}", observed_at)
    if not mentions:
        return None
    best = max(mentions, key=lambda mm: mm.span[1] - mm.span[0])
    return best.start, best.end


RIGHT_AFTER = 4
"""How many characters after an offset a time may start and still be said "right after" it."""


def start_right_after(text: str, observed_at: datetime, at: int) -> datetime | None:
    """The start of the first time in ``text`` said right after offset ``at`` (beginning at
    most `RIGHT_AFTER` characters later: "starts on the 1st of june", "last day is friday"),
    else None."""
    for mention in extract_temporal(text, observed_at):
        if mention.start is not None and at <= mention.span[0] <= at + RIGHT_AFTER:
            return mention.start
    return None
