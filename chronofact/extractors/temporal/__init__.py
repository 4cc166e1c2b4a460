"""Temporal expressions, resolved against the *observation* time of a message.

Everything relative ("yesterday", "last May", "two weeks ago") is resolved
against ``observed_at`` -- the instant the message was said/written -- and
never against the wall clock.  ``observed_at`` must be timezone-aware; it is
converted to UTC and all returned datetimes are UTC-aware.

Candidate expressions are found with our own regexes (which also decide the
*granularity* of the expression); the calendar arithmetic is delegated to
``dateparser`` with ``RELATIVE_BASE`` set to the observation time.  Results
of ``dateparser`` calls are memoised.

Modules: :mod:`.patterns` finds the candidate expressions ("atoms") and their qualifiers,
:mod:`.periods` resolves an atom to its period (:mod:`.everyday` the times of everyday speech,
:mod:`.units` the calendar units and their parts, :mod:`.tense` which way a recurring time
points), :mod:`.mentions` applies the qualifiers, joins
ranges and is the entry point (:func:`extract_temporal`, :func:`parse_time_expression`).

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
  (kind ``duration_for``: the state has held since then and still does);
* the times of everyday speech (:mod:`.everyday`): a part of a period ("the end of the
  month" -> its last seven days, "mid-January" -> the 11th-20th, "by the end of the year" ->
  December, "early next year" -> January-April), seasons ("last spring" -> March-May of the
  last spring that has ended), holidays ("at Christmas", "over the holidays", "at Easter"),
  weekdays without "on" ("from Monday", "starting Tues", "moving Monday"), "at/over the
  weekend", quarters ("next quarter", "in Q3"), "a fortnight ago", "the other day", "earlier
  this year", "later this month", "as of now".  A time that recurs and is said without a year
  is the one its sentence points to (:mod:`.tense`: "moving" looks ahead, "moved" back).

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
of 1984" and "I may go" contain no temporal mention.  Likewise a bare season,
holiday or "the weekend" needs a preposition and a word of tense ("I swim in the summer" is a
habit, no time), and "at", "over" and "towards" lead only those ("over 2000 people" is no
time).
"""

from chronofact.extractors.temporal.mentions import (
    TemporalMention,
    extract_temporal,
    parse_time_expression,
    start_right_after,
)

__all__ = ["TemporalMention", "extract_temporal", "parse_time_expression", "start_right_after"]
