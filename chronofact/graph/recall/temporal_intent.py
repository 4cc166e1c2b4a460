"""Temporal intent of a recall question: which valid time it asks about.

A question such as "Where did Alice work in 2019?" asks about a valid-time window, not about
now. When the caller of recall gives no basis (`valid_at` and `known_at` both absent), the
window found here sets it; when the caller gives one, the caller wins and the intent is only
reported. Relative expressions are resolved against the time the question is asked
(`asked_at`, default now), with the same resolver as ingested text
(`chronofact.extractors.temporal`, which delegates the calendar arithmetic to dateparser).

Rules (first match wins, in this order):

1. **Event anchors** - "before/after/since/until <someone> moved|married|joined|left|
   started|quit|retired|graduated ...": the anchor is the start of the current value of the
   matching slot of the entity named in the question (moved -> `lives_in`, married ->
   `married_to`/`spouse`, joined/left/started/quit/retired -> `works_at`/`employer`, graduated ->
   `studies_at`). "before" -> the point basis one microsecond before the anchor (what held just
   before); "after"/"since" -> the window `[anchor, asked_at]`; "until" -> the window
   `[-inf, anchor)`. The anchor needs the graph, so this module only parses the phrase
   (`EventPhrase`) and `recall` resolves it; with no named entity or no such fact, the phrase is
   ignored.
2. **Seasons** (meteorological, northern hemisphere) - "last/this/next summer", "summer 2019",
   "the summer of 2019", "in (the) summer": spring = March-May, summer = June-August,
   autumn/fall = September-November, winter = December-February (the winter of 2019 starts
   in December 2019). "last summer" is the most recent summer that has ended before
   `asked_at`; a bare "summer"/"this summer" is the one of the current year.
3. **Calendar expressions** (`extract_temporal`): a year ("in 2019"), a month ("in May 2023"),
   a day, "last week", "two years ago", "between 2018 and 2020", "since 2019", "before 2020",
   ... Each becomes a half-open valid-time window: a point expression -> its own period;
   "since X" -> `[X, +inf)`; "before/until X" -> `[-inf, X)`; a range -> both ends inclusive of
   their periods. The longest mention wins when there are several. In a question "as of X"
   ("as at X") asks what held then, so it is X's own period, not "since X" as in a statement
   ("Where was Fatou going in October, as of April 2025?").

A window means "facts whose valid period overlaps the window" - "What did Alice do in 2019?"
returns what held at any time in 2019 (a job that ran 2017-2020, a trip in May 2019), not only
what held on one instant. The point basis echoed for it (`valid_at`) is the last instant of the
window (clamped to `asked_at`, and to the window start when the window lies in the future); a
result is `current` when its version holds at that instant.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime

from chronofact.extractors.temporal import extract_temporal
from chronofact.graph.time import (
    BEGINNING_OF_TIME,
    END_OF_TIME,
    iso,
    next_instant,
    previous_instant,
    utc,
)

__all__ = [
    "EVENT_PREDICATES",
    "EventPhrase",
    "TemporalIntent",
    "asks_what_was_believed",
    "event_intent",
    "parse_event_phrase",
    "resolve_intent",
    "season_window",
]


@dataclass(frozen=True)
class TemporalIntent:
    """A valid-time window `[start, end)` the question asks about (`None` = open)."""

    text: str
    start: datetime | None
    end: datetime | None
    kind: str
    """`window` (overlap filter) or `point` (valid at one instant: `start`, `end` = start+1µs)."""
    rule: str
    """Which rule produced it (`calendar:<kind>`, `season`, `event:<relation>`; `belief:` in
    front when the question asks what was believed then)."""
    axis: str = "valid"
    """`valid`: what held then; `known`: what the memory believed then ("What did we know
    about Lena's job on 1 June 2025?"), the point set as `known_at` as well."""

    @property
    def window_start(self) -> datetime:
        return self.start if self.start is not None else BEGINNING_OF_TIME

    @property
    def window_end(self) -> datetime:
        return self.end if self.end is not None else END_OF_TIME

    def point(self, asked_at: datetime) -> datetime:
        """The point basis echoed for the window: its last instant, clamped to `asked_at`
        (and to the window start when the window lies wholly after `asked_at`)."""
        if self.kind == "point" and self.start is not None:
            return self.start
        last = previous_instant(self.window_end)
        instant = min(last, asked_at)
        return max(instant, self.window_start)

    def to_api(self) -> dict[str, str | None]:
        return {
            "text": self.text,
            "kind": self.kind,
            "rule": self.rule,
            "axis": self.axis,
            "valid_from": iso(self.start),
            "valid_to": iso(self.end),
        }


# ---- events ----------------------------------------------------------------------------------
EVENT_PREDICATES: dict[str, tuple[str, ...]] = {
    "moved": ("lives_in", "located_in"),
    "relocated": ("lives_in", "located_in"),
    "married": ("married_to", "spouse"),
    "joined": ("works_at", "employer"),
    "left": ("works_at", "employer"),
    "started": ("works_at", "employer"),
    "quit": ("works_at", "employer"),
    "retired": ("works_at", "employer", "status"),
    "changed": ("works_at", "employer"),
    "switched": ("works_at", "employer"),
    "graduated": ("studies_at",),
}
"""Verb of an event phrase -> the slot whose latest change dates the event."""

_EVENT_RE = re.compile(
    r"\b(?P<relation>(?i:before|after|since|until|till))\s+"
    r"(?:(?P<who>[A-Za-z][\w'.-]*(?:\s+[A-Z][\w'.-]*)?)\s+)??"
    r"(?:(?i:had|has|got|have)\s+)?"
    r"(?P<verb>(?i:moved|relocated|married|joined|left|started|quit|retired|changed|switched|"
    r"graduated))\b"
)
_PRONOUNS = frozenset({"he", "she", "they", "i", "we", "you", "it"})


@dataclass(frozen=True)
class EventPhrase:
    """An event phrase such as "before she moved", resolved by `recall` against the graph."""

    text: str
    relation: str  # before | after | until
    who: str | None  # a name, or None for a pronoun / nothing
    predicates: tuple[str, ...]


def parse_event_phrase(question: str) -> EventPhrase | None:
    m = _EVENT_RE.search(question)
    if m is None:
        return None
    relation = m.group("relation").lower()
    relation = {"since": "after", "till": "until"}.get(relation, relation)
    who = m.group("who")
    if who is not None and who.lower() in _PRONOUNS:
        who = None
    verb = m.group("verb").lower()
    return EventPhrase(m.group(0), relation, who, EVENT_PREDICATES[verb])


def event_intent(phrase: EventPhrase, anchor: datetime, asked_at: datetime) -> TemporalIntent:
    """The intent of an event phrase whose event started at `anchor`."""
    anchor = utc(anchor, "anchor")
    if phrase.relation == "before":
        instant = previous_instant(anchor)
        return TemporalIntent(phrase.text, instant, next_instant(instant), "point", "event:before")
    if phrase.relation == "until":
        return TemporalIntent(phrase.text, None, anchor, "window", "event:until")
    end = next_instant(asked_at) if asked_at >= anchor else None
    return TemporalIntent(phrase.text, anchor, end, "window", "event:after")


# ---- seasons ---------------------------------------------------------------------------------
_SEASON_START = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}
_SEASON_RE = re.compile(
    r"\b(?:(?P<dir>last|this|next|past|previous|coming)\s+|(?:in|during)\s+(?:the\s+)?)?"
    r"(?P<season>spring|summer|autumn|fall|winter)"
    r"(?:\s+(?:of\s+)?(?P<year>1[89]\d\d|20\d\d)\b)?",
    re.IGNORECASE,
)


def _season_period(season: str, year: int) -> tuple[datetime, datetime]:
    month = _SEASON_START[season]
    start = datetime(year, month, 1, tzinfo=UTC)
    end_month = month + 3
    end = (
        datetime(year + 1, end_month - 12, 1, tzinfo=UTC)
        if end_month > 12
        else datetime(year, end_month, 1, tzinfo=UTC)
    )
    return start, end


def season_window(question: str, asked_at: datetime) -> TemporalIntent | None:
    """The window of "last summer", "summer 2019", "in the winter of 2019"."""
    for m in _SEASON_RE.finditer(question):
        direction = (m.group("dir") or "").lower()
        season = m.group("season").lower()
        year_text = m.group("year")
        if (
            not direction
            and year_text is None
            and not m.group(0).lower().startswith(("in", "during"))
        ):
            continue  # a bare "spring" / "fall" is too often not a time ("the spring broke")
        if year_text is not None:
            start, end = _season_period(season, int(year_text))
        else:
            # the season of the current year, stepped to the one asked for
            start, end = _season_period(season, asked_at.year)
            if season == "winter" and asked_at.month < 3:
                start, end = _season_period(season, asked_at.year - 1)
            if direction in ("last", "past", "previous"):
                while end > asked_at:
                    start, end = _season_period(season, start.year - 1)
            elif direction in ("next", "coming"):
                while start <= asked_at:
                    start, end = _season_period(season, start.year + 1)
        return TemporalIntent(m.group(0).strip(), start, end, "window", "season")
    return None


# ---- everything ------------------------------------------------------------------------------
def resolve_intent(question: str, asked_at: datetime) -> TemporalIntent | None:
    """The calendar or season window a question names (rules 2-3 of the module docstring).

    Event phrases (rule 1) need the graph: `parse_event_phrase` + `event_intent`.
    """
    asked = utc(asked_at, "asked_at")
    season = season_window(question, asked)
    if season is not None:
        return season
    try:
        mentions = extract_temporal(question, asked)
    except ValueError:
        return None
    if not mentions:
        return None
    best = max(mentions, key=lambda m: m.span[1] - m.span[0])
    if best.start is None and best.end is None:
        return None
    as_of = _as_of(best.text, asked)
    if as_of is not None:
        return as_of
    return TemporalIntent(best.text, best.start, best.end, "window", f"calendar:{best.kind}")


_BELIEVED = re.compile(
    r"\b(?:did|would)\s+(?:we|you|i|it|the\s+memory)\s+(?:know|believe|think|have\s+on\s+"
    r"(?:record|file))\b"
    r"|\b(?:was|were)\s+(?:known|believed|on\s+record|on\s+file|recorded)\b"
    r"|\b(?:we|you)\s+(?:knew|believed)\b"
    r"|\bwould\s+(?:you|we|it)\s+have\s+(?:said|answered|told)\b",
    re.IGNORECASE,
)


def asks_what_was_believed(question: str) -> bool:
    """The question asks what the memory knew then, not what held then: "What did we know
    about Lena's job on 1 June 2025?", "What was on record for her address in March?", "What
    would you have said in May?" (the transaction-time question of the design)."""
    return _BELIEVED.search(question) is not None


_AS_OF = re.compile(r"^\s*as\s+(?:of|at)\s+", re.IGNORECASE)


def _as_of(text: str, asked: datetime) -> TemporalIntent | None:
    """ "as of April 2025" in a question asks what held then: the period the date names (a
    statement's "as of June" starts a state, so the resolver reads it as "since"); None when
    the mention is no "as of" or its date names no period."""
    m = _AS_OF.match(text)
    if m is None:
        return None
    try:
        dates = extract_temporal(text[m.end() :], asked)
    except ValueError:
        return None
    point = next((d for d in dates if d.kind == "point" and d.start is not None), None)
    if point is None:
        return None
    return TemporalIntent(text, point.start, point.end, "window", "calendar:as_of")
