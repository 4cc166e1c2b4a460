"""The regexes that find temporal expressions ("atoms") and the qualifiers before them.

Each alternative of :data:`ATOM_RE` is a named group whose name says what kind of expression it
is (and so its granularity); :func:`group_of` tells which one matched.  :data:`QUALIFIER_RE`
finds a temporal preposition ("since", "until", "in", ...) right before an atom, and
:data:`CONNECTOR_RE` the "to"/"and" between the two ends of a range.
"""

from __future__ import annotations

import re

__all__ = [
    "ATOM_RE",
    "CONNECTOR_RE",
    "NEEDS_QUALIFIER",
    "QUALIFIER_RE",
    "WEAK_QUALIFIERS",
    "group_of",
]

_MONTH_FULL = (
    "january|february|march|april|may|june|july|august|september|october|november|december"
)
_MONTH_ABBR = r"jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec"
_MONTH = rf"(?:(?:{_MONTH_FULL})\b|(?:{_MONTH_ABBR})\b\.?)"
_WEEKDAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
_WEEKDAY_ABBR = r"(?:(?:mon|tues?|weds?|thu(?:rs?)?|fri)\b\.?|(?-i:Sat|Sun)\b\.?)"
"""Short names; "Sat" and "Sun" only capitalised ("I sat down", "the sun")."""
_WEEKDAY_ANY = rf"(?:{_WEEKDAY}|(?P<{{}}>{_WEEKDAY_ABBR}))"
_DAY_TIME = (
    r"(?!\s+(?:mornings|afternoons|evenings|nights)\b)"  # "Sunday afternoons": every one
    r"(?:\s+(?:morning|afternoon|evening|night))?\b"
)
_SEASON = (
    r"(?:spring|summer|autumn|fall|winter)\b(?!['\u2019])"
    r"(?!\s+(?:semester|term|intake|session|school|camp|job|jobs|internship|league|season|sales?|"
    r"collection|schedule|timetable|clothes|coat|tyres|tires|wardrobe|menu|wedding|days?|"
    r"evenings?|nights?|mornings?)\b)"
)
"""A season; not one that names a kind of thing ("fall semester", "a summer job")."""
_DIR = r"(?:this\s+coming|this\s+past|last|next|this|coming|past|previous|following)"
_UNIT_OF = rf"(?:week|month|year|quarter|{_SEASON})\b"
_HOLIDAY = (
    r"(?:christmas|xmas|easter|summer|winter|spring|half[\s-]term)\s+"
    r"(?:holidays?|hols|break|vacation)\b"
    r"|christmas(?:\s+(?:eve|day))?\b|xmas\b|easter(?:\s+(?:weekend|sunday|monday))?\b"
    r"|holidays\b|hols\b|festive\s+(?:season|period)\b|thanksgiving\b|halloween\b"
    r"|new\s+year['\u2019]?s\s+eve\b"
)
_YEAR = r"(?:1[89]\d\d|20\d\d)(?![\d])"
_DAYNUM = r"(?:3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th)?\b"
_ORDWORD = (
    r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|"
    r"thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|"
    r"twenty[\s-](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|thirtieth|"
    r"thirty[\s-]first)\b"
)
"""A day of the month said in words ("the first of May", "the twenty-third")."""
_DAYORD = rf"(?:(?:3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th)\b|{_ORDWORD})"
"""A day of the month said as an ordinal ("17th", "1st", "third"): a day alone needs one."""
_DAY_ALONE_END = (
    r"(?=\s*(?:[,.;:!?)\u2014\u2013-]|$|(?:and|but|so|or|lol|haha|then|when|at|for|with|to|as|"
    r"since|too|already|onwards?|on|in|i|he|she|we|they|it|my|his|her|our|their)\b))"
)
"""What may follow a day said alone: the end of a clause or a small word, not a noun ("on the
first Thursday", "the 3rd floor", "the 2nd of three", "my 30th birthday")."""

_NUMWORD = (
    r"(?:\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|"
    r"twelve|fifteen|twenty|thirty|a\s+couple(?:\s+of)?|a\s+few|couple(?:\s+of)?|few|several)"
)
_UNIT = r"(?:day|week|fortnight|month|year|decade)s?\b"

ATOM_RE = re.compile(
    r"(?<![\w/-])(?=\w)(?:"
    r"(?P<iso>\d{4}-\d{2}-\d{2})\b"
    r"|(?P<num>\d{1,2}/\d{1,2}/\d{4})\b"
    rf"|(?P<mdy>{_MONTH}\s+{_DAYNUM},?\s+{_YEAR})"
    rf"|(?P<dmy>(?:the\s+)?{_DAYNUM}\s+(?:of\s+)?{_MONTH},?\s+{_YEAR})"
    rf"|(?P<my>{_MONTH},?\s+(?:of\s+)?{_YEAR})"
    rf"|(?P<yrange>{_YEAR}\s*[-\u2013]\s*(?:{_YEAR}|\d\d(?!\d)))"
    rf"|(?P<md>{_MONTH}\s+{_DAYNUM}(?!\s*,?\s*\d))"
    rf"|(?P<dm>(?:the\s+)?{_DAYNUM}\s+(?:of\s+)?{_MONTH})"
    rf"|(?P<dmw>(?:the\s+)?(?P<dw_day>{_ORDWORD})\s+of\s+(?P<dw_month>{_MONTH}))"
    r"|(?P<decade>(?:the\s+)?(?:1[89]\d0|20\d0)s)\b"
    rf"|(?P<qyear>(?:early|mid|late)[\s-]+{_YEAR})"
    r"|(?P<phase>(?:(?:the\s+)?(?P<ph_a>end|start|beginning|middle|rest)\s+of\s+"
    r"|(?P<ph_b>early|mid|late)(?:\s+|-|\s+in\s+))"
    rf"(?:(?:the\s+)?(?:(?P<ph_dir>{_DIR})\s+)?(?P<ph_unit>day\b|{_UNIT_OF})"
    rf"(?:\s+(?:of\s+)?(?P<ph_uyear>{_YEAR}))?"
    rf"|(?P<ph_month>{_MONTH})(?:,?\s+(?:of\s+)?(?P<ph_myear>{_YEAR}))?"
    rf"|(?P<ph_q>q[1-4])\b(?:\s+(?P<ph_qyear>{_YEAR}))?"
    rf"|(?P<ph_year>{_YEAR})))"
    rf"|(?P<ell>(?P<el_dir>earlier|later)\s+(?:(?:this|in\s+the)\s+(?P<el_unit>week|month|year)\b"
    r"|today\b|tonight\b))"
    r"|(?P<other>the\s+other\s+(?P<ot_unit>day|night|morning|evening|afternoon|week)\b)"
    rf"|(?P<holiday>(?:(?P<ho_dir>{_DIR})\s+|the\s+)?(?P<ho_name>{_HOLIDAY})"
    rf"(?:\s+(?P<ho_year>{_YEAR}))?)"
    rf"|(?P<season>(?:(?P<se_dir>{_DIR})\s+|the\s+)?(?P<se_name>{_SEASON})"
    rf"(?:\s+(?:of\s+)?(?P<se_year>{_YEAR}))?(?!\s+of\b))"
    rf"|(?P<quarter>(?P<qt_n>q[1-4])\b(?:\s+(?P<qt_year>{_YEAR}))?)"
    r"|(?P<relday>the\s+day\s+before\s+yesterday|the\s+day\s+after\s+tomorrow|"
    r"yesterday|today|tonight|tomorrow)\b"
    r"|(?P<relper>(?:the\s+)?(?P<rp_dir>last|next|this|coming|previous|following)\s+"
    r"(?P<rp_unit>weekend|week|month|year|quarter)\b)"
    rf"|(?P<relmonth>(?P<rm_dir>last|next|this)\s+(?P<rm_month>{_MONTH}))"
    r"|(?P<relwd>(?P<rw_dir>last|next|this\s+coming|this|coming|on)\s+"
    rf"(?P<rw_day>{_WEEKDAY_ANY.format('rw_abbr')}){_DAY_TIME})"
    rf"|(?P<weekday>(?P<wd_day>{_WEEKDAY_ANY.format('wd_abbr')}){_DAY_TIME}"
    r"(?!\s*(?:at\s+)?\d)(?!\s+to\s))"  # "Tuesday 6pm", "from Wednesday to Thursday": a schedule
    r"|(?P<weekend>(?:the\s+)?weekend\b)"
    r"|(?P<now>now(?:\s+on(?:wards?)?)?\b)"
    rf"|(?P<forpast>for\s+the\s+(?:past|last)\s+(?P<fp_n>{_NUMWORD})\s+(?P<fp_unit>{_UNIT}))"
    rf"|(?P<ago>(?P<ago_n>{_NUMWORD})\s+(?P<ago_unit>{_UNIT})\s+(?:ago|back))\b"
    rf"|(?P<later>in\s+(?P<lt_n>{_NUMWORD})\s+(?P<lt_unit>{_UNIT}))"
    rf"|(?P<fromnow>(?P<fn_n>{_NUMWORD})\s+(?P<fn_unit>{_UNIT})\s+from\s+now)"
    r"|(?P<newyear>(?:the\s+)?new\s+year(?:['\u2019]s(?:\s+day)?)?)\b"
    rf"|(?P<ordday>(?:the\s+)?(?P<od_day>{_DAYORD}){_DAY_ALONE_END})"
    rf"|(?P<barem>{_MONTH})"
    rf"|(?P<year>{_YEAR})"
    r")",
    re.IGNORECASE,
)

# Groups that are only accepted after a temporal preposition or in a range (the times of
# everyday speech say when they need one: `everyday.accepted`).
NEEDS_QUALIFIER = frozenset({"barem", "year", "yrange", "newyear", "ordday"})

WEAK_QUALIFIERS = frozenset({"at", "over", "toward", "towards"})
"""Prepositions that lead only an everyday time ("at the end of March", "over the summer",
"at Christmas"); before any other atom they are no qualifier ("over 2000 people")."""

QUALIFIER_RE = re.compile(
    r"(?:^|(?<=[\s(,]))(?P<q>since|until|till|til|through|thru|before|after|from|between|"
    r"in|on|during|by|as\s+of|starting(?:\s+(?:in|from|on))?|up\s+to|around|circa|"
    r"ever\s+since|at|over|towards?)\s+(?:(?:like|about|roughly|approximately)\s+)?$",
    re.IGNORECASE,
)
"""A preposition right before an atom; a chat filler may stand between ("since like May")."""
CONNECTOR_RE = re.compile(r"\s*(?:to|until|till|through|thru|and|-|\u2013)\s*", re.IGNORECASE)


def group_of(m: re.Match[str]) -> str:
    """The name of the alternative of :data:`ATOM_RE` that matched."""
    for name in (
        "iso",
        "num",
        "mdy",
        "dmy",
        "my",
        "yrange",
        "md",
        "dm",
        "dmw",
        "decade",
        "qyear",
        "phase",
        "ell",
        "other",
        "holiday",
        "season",
        "quarter",
        "relday",
        "relper",
        "relmonth",
        "relwd",
        "weekday",
        "weekend",
        "now",
        "forpast",
        "ago",
        "later",
        "fromnow",
        "newyear",
        "ordday",
        "barem",
        "year",
    ):
        if m.group(name) is not None:
            return name
    raise AssertionError("unreachable")  # pragma: no cover
