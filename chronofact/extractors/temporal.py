"""Temporal expressions, resolved against the *observation* time of a message.

Everything relative ("yesterday", "last May", "two weeks ago") is resolved
against ``observed_at`` -- the instant the message was said/written -- and
never against the wall clock.  ``observed_at`` must be timezone-aware; it is
converted to UTC and all returned datetimes are UTC-aware.

Candidate expressions are found with our own regexes (which also decide the
*granularity* of the expression); the calendar arithmetic is delegated to
``dateparser`` with ``RELATIVE_BASE`` set to the observation time.  Results
of ``dateparser`` calls are memoised.

Resolution rules
================

Every expression denotes a half-open period ``[start, end)`` given by its
granularity:

* a full date ("2019-05-06", "May 5, 2019", "5th of May 2019", "05/06/2019"
  which is read month-first) -> that calendar day ``[00:00, next 00:00)``;
* a month ("May 2019") -> the whole month; a year ("in 2019") -> the whole
  year; "early/mid/late 2019" -> the whole year; "the 1990s" -> the decade;
* "yesterday" / "today" / "tonight" / "tomorrow" -> that UTC day;
* "last/this/next week" -> the ISO week (Monday 00:00 to the following
  Monday 00:00) before / containing / after the observation;
  "last/this/next weekend" -> Saturday 00:00 to Monday 00:00 of that week;
* "last/this/next month|year" -> the previous / current / following
  calendar month or year;
* "last May" -> the most recent May *strictly before* the observation month
  (said 2023-08-10 -> May 2023, said 2023-05-20 -> May 2022);
  "next May" -> the first May strictly after the observation month;
  "this May" and a bare "in May" -> May of the observation year;
* "last Monday" / "on Monday" -> the most recent Monday strictly before the
  observation day; "next Monday" -> the first Monday strictly after it;
* "N days/weeks ago" -> that calendar day; "N months ago" -> that month;
  "N years/decades ago" -> that year (kind ``duration_ago``);
  "in N days" / "N weeks from now" -> that day (month / year likewise);
* "for the past/last N units" -> ``[day N units ago, None)``
  (kind ``duration_for``: the state has held since then and still does).

Qualifiers turn the period of the expression ``[s, e)`` into a validity
interval:

* "since X", "starting (in/from) X", "as of X", "from X" (no end given)
  -> ``[s, None)``, kind ``since``;
* "after X" -> ``[e, None)``, kind ``since``;
* "until X", "till X", "before X" -> ``[None, s)``, kind ``until``
  (so "until March 2024" -> ``[None, 2024-03-01)``: the named period is
  *excluded*);
* "through X", "up to X" -> ``[None, e)``, kind ``until`` (named period
  *included*);
* "from X to Y", "between X and Y", "in X-Y" (years) -> ``[s(X), e(Y))``, kind
  ``range``: both end points are *inclusive* of their whole period, so
  "from 2018 to 2020" -> ``[2018-01-01, 2021-01-01)``;
* "in/on/during/by/around X" or no qualifier -> ``[s, e)``, kind ``point``.

To limit false positives, a bare year ("2019"), a year range ("2015-16") or
a bare month name ("May") is only recognised after a temporal preposition (in, since, until, from,
between, during, before, after, by, ...) or as part of a range; "The author
of 1984" and "I may go" contain no temporal mention.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import lru_cache

import dateparser  # type: ignore[import-untyped, unused-ignore]

__all__ = ["TemporalMention", "extract_temporal", "parse_time_expression"]


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


# --------------------------------------------------------------------------
# candidate regexes
# --------------------------------------------------------------------------

_MONTH_FULL = (
    "january|february|march|april|may|june|july|august|september|october|november|december"
)
_MONTH_ABBR = r"jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec"
_MONTH = rf"(?:(?:{_MONTH_FULL})\b|(?:{_MONTH_ABBR})\b\.?)"
_WEEKDAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
_YEAR = r"(?:1[89]\d\d|20\d\d)(?![\d])"
_DAYNUM = r"(?:3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th)?\b"
_NUMWORD = (
    r"(?:\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|"
    r"twelve|fifteen|twenty|thirty|a\s+couple\s+of|a\s+few|couple\s+of|few|several)"
)
_UNIT = r"(?:day|week|month|year|decade)s?\b"

_ATOM_RE = re.compile(
    r"(?<![\w/-])(?:"
    r"(?P<iso>\d{4}-\d{2}-\d{2})\b"
    r"|(?P<num>\d{1,2}/\d{1,2}/\d{4})\b"
    rf"|(?P<mdy>{_MONTH}\s+{_DAYNUM},?\s+{_YEAR})"
    rf"|(?P<dmy>(?:the\s+)?{_DAYNUM}\s+(?:of\s+)?{_MONTH},?\s+{_YEAR})"
    rf"|(?P<my>{_MONTH},?\s+(?:of\s+)?{_YEAR})"
    rf"|(?P<yrange>{_YEAR}\s*[-\u2013]\s*(?:{_YEAR}|\d\d(?!\d)))"
    rf"|(?P<md>{_MONTH}\s+{_DAYNUM}(?!\s*,?\s*\d))"
    rf"|(?P<dm>(?:the\s+)?{_DAYNUM}\s+(?:of\s+)?{_MONTH})"
    r"|(?P<decade>(?:the\s+)?(?:1[89]\d0|20\d0)s)\b"
    rf"|(?P<qyear>(?:early|mid|late)[\s-]+{_YEAR})"
    r"|(?P<relday>the\s+day\s+before\s+yesterday|the\s+day\s+after\s+tomorrow|"
    r"yesterday|today|tonight|tomorrow)\b"
    r"|(?P<relper>(?:the\s+)?(?P<rp_dir>last|next|this|coming|previous|following)\s+"
    r"(?P<rp_unit>weekend|week|month|year)\b)"
    rf"|(?P<relmonth>(?P<rm_dir>last|next|this)\s+(?P<rm_month>{_MONTH}))"
    rf"|(?P<relwd>(?P<rw_dir>last|next|this|on)\s+(?P<rw_day>{_WEEKDAY}))"
    rf"|(?P<forpast>for\s+the\s+(?:past|last)\s+(?P<fp_n>{_NUMWORD})\s+(?P<fp_unit>{_UNIT}))"
    rf"|(?P<ago>(?P<ago_n>{_NUMWORD})\s+(?P<ago_unit>{_UNIT})\s+ago)\b"
    rf"|(?P<later>in\s+(?P<lt_n>{_NUMWORD})\s+(?P<lt_unit>{_UNIT}))"
    rf"|(?P<fromnow>(?P<fn_n>{_NUMWORD})\s+(?P<fn_unit>{_UNIT})\s+from\s+now)"
    rf"|(?P<barem>{_MONTH})"
    rf"|(?P<year>{_YEAR})"
    r")",
    re.IGNORECASE,
)

# Groups that are only accepted after a temporal preposition or in a range.
_NEEDS_QUALIFIER = frozenset({"barem", "year", "yrange"})

_QUALIFIER_RE = re.compile(
    r"(?:^|(?<=[\s(,]))(?P<q>since|until|till|til|through|thru|before|after|from|between|"
    r"in|on|during|by|as\s+of|starting(?:\s+(?:in|from|on))?|up\s+to|around|circa|"
    r"ever\s+since)\s+$",
    re.IGNORECASE,
)
_CONNECTOR_RE = re.compile(r"\s*(?:to|until|till|through|thru|and|-|\u2013)\s*", re.IGNORECASE)

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

_NUMBER_WORDS: dict[str, int] = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "fifteen": 15,
    "twenty": 20,
    "thirty": 30,
    "a couple of": 2,
    "couple of": 2,
    "a few": 3,
    "few": 3,
    "several": 3,
}

_UTC = UTC


# --------------------------------------------------------------------------
# dateparser wrapper
# --------------------------------------------------------------------------


@lru_cache(maxsize=8192)
def _dp(expr: str, base: datetime, prefer: str) -> datetime | None:
    """``dateparser.parse`` relative to ``base`` (naive UTC); naive UTC out."""
    settings = {
        "RELATIVE_BASE": base,
        "PREFER_DATES_FROM": prefer,
        "TIMEZONE": "UTC",
        "TO_TIMEZONE": "UTC",
        "RETURN_AS_TIMEZONE_AWARE": False,
        "STRICT_PARSING": False,
    }
    result = dateparser.parse(expr, languages=["en"], settings=settings)
    if result is None:
        return None
    assert isinstance(result, datetime)
    if result.tzinfo is not None:
        result = result.astimezone(_UTC).replace(tzinfo=None)
    return result


# --------------------------------------------------------------------------
# granularity helpers (naive UTC)
# --------------------------------------------------------------------------

Period = tuple[datetime, datetime]


def _day(d: datetime) -> Period:
    s = datetime(d.year, d.month, d.day)
    return s, s + timedelta(days=1)


def _month(d: datetime) -> Period:
    s = datetime(d.year, d.month, 1)
    e = datetime(d.year + 1, 1, 1) if d.month == 12 else datetime(d.year, d.month + 1, 1)
    return s, e


def _year(y: int) -> Period:
    return datetime(y, 1, 1), datetime(y + 1, 1, 1)


def _week(d: datetime) -> Period:
    monday = datetime(d.year, d.month, d.day) - timedelta(days=d.weekday())
    return monday, monday + timedelta(days=7)


def _num(word: str) -> int:
    w = re.sub(r"\s+", " ", word.strip().lower())
    if w.isdigit():
        return int(w)
    return _NUMBER_WORDS.get(w, 1)


def _clean(expr: str) -> str:
    """Normalise whitespace and drop a leading 'the' for dateparser."""
    e = re.sub(r"\s+", " ", expr.strip())
    return re.sub(r"^the ", "", e, flags=re.IGNORECASE)


def _relative_units(n: int, unit: str, base: datetime, future: bool) -> Period | None:
    unit = unit.lower().rstrip("s")
    if unit == "decade":
        n, unit = n * 10, "year"
    expr = f"in {n} {unit}s" if future else f"{n} {unit}s ago"
    d = _dp(expr, base, "future" if future else "past")
    if d is None:
        return None
    if unit in ("day", "week"):
        return _day(d)
    if unit == "month":
        return _month(d)
    return _year(d.year)


def _resolve_atom(m: re.Match[str], group: str, base: datetime) -> Period | None:
    """Period ``[start, end)`` (naive UTC) denoted by one atom."""
    text = m.group(group)
    if group in ("iso", "num", "mdy", "dmy"):
        d = _dp(_clean(text), base, "past")
        return _day(d) if d else None
    if group in ("md", "dm"):
        d = _dp(_clean(text), base, "current_period")
        return _day(d) if d else None
    if group == "my":
        d = _dp(_clean(text), base, "past")
        return _month(d) if d else None
    if group == "year":
        return _year(int(text))
    if group == "qyear":
        return _year(int(re.findall(r"\d{4}", text)[0]))
    if group == "decade":
        y = int(re.findall(r"\d{4}", text)[0])
        return datetime(y, 1, 1), datetime(y + 10, 1, 1)
    if group == "barem":
        d = _dp(_clean(text).rstrip("."), base, "current_period")
        return _month(d) if d else None
    if group == "relday":
        t = re.sub(r"\s+", " ", text.lower())
        if t == "tonight":
            t = "today"
        elif t == "the day before yesterday":
            t = "2 days ago"
        elif t == "the day after tomorrow":
            t = "in 2 days"
        d = _dp(t, base, "past")
        return _day(d) if d else None
    if group == "relper":
        direction = m.group("rp_dir").lower()
        unit = m.group("rp_unit").lower()
        step = {"last": -1, "previous": -1, "next": 1, "coming": 1, "following": 1}.get(
            direction, 0
        )
        if unit in ("week", "weekend"):
            if step == 0:
                anchor: datetime | None = base
            else:
                anchor = _dp(
                    f"{'in 1 week' if step > 0 else '1 week ago'}",
                    base,
                    "future" if step > 0 else "past",
                )
            if anchor is None:
                return None
            mon, nxt = _week(anchor)
            if unit == "weekend":
                return mon + timedelta(days=5), nxt
            return mon, nxt
        if step == 0:
            d2: datetime | None = base
        else:
            d2 = _dp(
                f"{'in 1' if step > 0 else '1'} {unit}{'' if step > 0 else ' ago'}",
                base,
                "future" if step > 0 else "past",
            )
        if d2 is None:
            return None
        return _month(d2) if unit == "month" else _year(d2.year)
    if group == "relmonth":
        direction = m.group("rm_dir").lower()
        month_name = m.group("rm_month").rstrip(".")
        prefer = {"last": "past", "next": "future"}.get(direction, "current_period")
        d = _dp(month_name, base, prefer)
        if d is None:
            return None
        if direction == "this":
            d = d.replace(year=base.year)
        elif d.month == base.month:
            d = d.replace(year=base.year - 1 if direction == "last" else base.year + 1)
        return _month(d)
    if group == "relwd":
        direction = m.group("rw_dir").lower()
        day_name = m.group("rw_day")
        prefer = {"next": "future", "this": "current_period"}.get(direction, "past")
        d = _dp(day_name, base, prefer)
        return _day(d) if d else None
    if group == "ago":
        return _relative_units(_num(m.group("ago_n")), m.group("ago_unit"), base, False)
    if group == "later":
        return _relative_units(_num(m.group("lt_n")), m.group("lt_unit"), base, True)
    if group == "fromnow":
        return _relative_units(_num(m.group("fn_n")), m.group("fn_unit"), base, True)
    if group == "forpast":
        unit = m.group("fp_unit").lower().rstrip("s")
        n = _num(m.group("fp_n"))
        if unit == "decade":
            n, unit = n * 10, "year"
        d = _dp(f"{n} {unit}s ago", base, "past")
        return _day(d) if d else None
    if group == "yrange":
        years = re.findall(r"\d+", text)
        y1 = int(years[0])
        y2 = int(years[1]) if len(years[1]) == 4 else (y1 // 100) * 100 + int(years[1])
        if y2 < y1:
            return None
        return datetime(y1, 1, 1), datetime(y2 + 1, 1, 1)
    return None  # pragma: no cover - every group is handled above


def _group_of(m: re.Match[str]) -> str:
    for name in (
        "iso",
        "num",
        "mdy",
        "dmy",
        "my",
        "yrange",
        "md",
        "dm",
        "decade",
        "qyear",
        "relday",
        "relper",
        "relmonth",
        "relwd",
        "forpast",
        "ago",
        "later",
        "fromnow",
        "barem",
        "year",
    ):
        if m.group(name) is not None:
            return name
    raise AssertionError("unreachable")  # pragma: no cover


def _to_utc(observed_at: datetime) -> datetime:
    if observed_at.tzinfo is None or observed_at.utcoffset() is None:
        raise ValueError("observed_at must be timezone-aware (UTC)")
    return observed_at.astimezone(_UTC).replace(tzinfo=None)


def _aware(d: datetime | None) -> datetime | None:
    return None if d is None else d.replace(tzinfo=_UTC)


@dataclass
class _Atom:
    match: re.Match[str]
    group: str
    start: int
    end: int
    qualifier: str | None
    qual_start: int


def extract_temporal(text: str, observed_at: datetime) -> list[TemporalMention]:
    """Find temporal expressions in ``text`` and resolve them.

    ``observed_at`` is when the text was said (timezone-aware; naive values
    raise ``ValueError``).  See the module docstring for the exact rules.
    Mentions are returned in text order and never overlap.
    """
    base = _to_utc(observed_at)
    atoms: list[_Atom] = []
    for m in _ATOM_RE.finditer(text):
        group = _group_of(m)
        start, end = m.span()
        # a trailing abbreviation period that ends the sentence stays out
        qm = _QUALIFIER_RE.search(text, max(0, start - 20), start)
        qualifier = re.sub(r"\s+", " ", qm.group("q").lower()) if qm else None
        qual_start = qm.start("q") if qm else start
        atoms.append(_Atom(m, group, start, end, qualifier, qual_start))

    mentions: list[TemporalMention] = []
    i = 0
    while i < len(atoms):
        a = atoms[i]
        # ranges: "from X to Y", "between X and Y"
        if a.qualifier in ("from", "between") and i + 1 < len(atoms):
            b = atoms[i + 1]
            gap = text[a.end : b.start]
            cm = _CONNECTOR_RE.fullmatch(gap)
            if cm and (a.qualifier == "from" or "and" in gap.lower()):
                pa = _resolve_atom(a.match, a.group, base)
                pb = _resolve_atom(b.match, b.group, base)
                if pa and pb and pa[0] < pb[1]:
                    mentions.append(
                        TemporalMention(
                            text=text[a.qual_start : b.end],
                            span=(a.qual_start, b.end),
                            start=_aware(pa[0]),
                            end=_aware(pb[1]),
                            kind="range",
                        )
                    )
                    i += 2
                    continue
        i += 1
        if a.group in _NEEDS_QUALIFIER and a.qualifier is None:
            continue
        if a.group == "barem" and a.qualifier is None:
            continue
        period = _resolve_atom(a.match, a.group, base)
        if period is None:
            continue
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
        mentions.append(
            TemporalMention(
                text=text[span_start : a.end],
                span=(span_start, a.end),
                start=_aware(start_out),
                end=_aware(end_out),
                kind=kind,
            )
        )
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
