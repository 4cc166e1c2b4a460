"""More words of ending, kept apart from `change_words` (which builds cues from them): a thing
disposed of or put away ("the records went on eBay", "the Galaxy went in a drawer", "Noodle went
back to the pet shop", "the PlayStation went to my nephew", "the iPad is my partner's now"), a
membership let lapse ("didn't
renew the Hibs ticket", "let my Flyefit membership lapse"), a thing declared over ("Birkbeck
is done with", "the end of October deadline is off", "the night shifts are behind me"), a thing
kept only as a spare ("the Redmi is just the backup now"), and a favourite put behind a newer
one or waved off as for others ("Dune overtook Emma", "it took the top spot from Emma", "Emma is
for old people").

Each entry is the cue's words and whether the ended thing may follow it (`after`) or precede it
as its subject (`before`); the plain data only, so that `change_words` may import it."""

from __future__ import annotations

import re

__all__ = [
    "GONE_CUES",
    "GONE_RE",
    "LAPSE_AFTER_LET",
    "OUTRANKED",
    "PUT_AWAY_PLACES",
    "PUT_VERBS",
    "RANKED_AFTER",
]


def _split(text: str) -> tuple[str, ...]:
    return tuple(text.split())


_MARKETS = _split("ebay vinted gumtree craigslist depop marketplace olx jiji kijiji")
"""Where a thing is sold on: "went on eBay" is sold."""
PUT_AWAY_PLACES = (
    "in a drawer",
    "in the drawer",
    "in a cupboard",
    "in the cupboard",
    "in the attic",
    "in the loft",
    "in a box",
    "in the wardrobe",
    "under the bed",
    "in storage",
)
"""Where a thing no longer used is kept: "the running shoes are in the cupboard" (the first
and the last are cues of `change_words` already)."""
PUT_VERBS = frozenset(
    _split(
        "went gone go put sits sitting sat lives living stays staying stuck shoved tucked packed "
        "away ended"
    )
)
"""Verbs that may stand between a thing and where it was put away ("the Galaxy went in a
drawer", "the ThinkPad sits in the cupboard")."""
_RETURNED_TO = ("shop", "store", "pet shop", "seller", "shelter", "breeder", "rescue", "dealer")
"""Where a thing or a pet is taken back: "Noodle went back to the pet shop"."""
_OWNERS = ("my", "his", "her", "our", "their")
_KIN = _split(
    "nephew niece son daughter brother sister cousin mum mom mother dad father parents kids "
    "grandson granddaughter"
)
"""Family a thing is handed down to: "the PlayStation went to my nephew"."""
LAPSE_AFTER_LET = frozenset({"lapse", "lapsed", "expire", "expired"})
""""let <it> lapse": "let" ends the thing it governs only with one of these after it."""

OUTRANKED = frozenset({("overtook",), ("overtaken",), ("dethroned",)})
"""Cues of one thing put behind another, which end it only among favourites (`RANKED_AFTER`
after them in the clause): "Dune overtook Emma as my favourite", not "I overtook Tom on the
last lap"."""
RANKED_AFTER = frozenset(
    _split("as favourite favorite fave top best number list ranking rankings chart")
)
_SPOTS = ("spot", "place", "slot", "position")
"""The first place among favourites ("took the top spot from", "the number one slot from")."""
_OTHERS = (
    "old people",
    "oldies",
    "boomers",
    "old men",
    "grannies",
    "grandads",
    "grandmas",
    "babies",
    "losers",
    "amateurs",
)
"""Whom a thing given up is waved off as being for ("the Gruffalo is for babies")."""

_BEFORE = {"after": False, "before": True}
_BOTH = {"after": True, "before": True}
_AFTER = {"after": True, "before": False}
_GONE_TO = {"after": False, "before": True, "moving": True}
"""Gone somewhere: not for a trip ("Rex went to my mum's for the weekend")."""

GONE_CUES: tuple[tuple[str, dict[str, bool]], ...] = (
    *((f"{verb} on {m}", _BEFORE) for verb in ("went", "is", "are", "gone") for m in _MARKETS),
    *((place, _BEFORE) for place in PUT_AWAY_PLACES[1:-1]),
    *(
        (f"{verb} back to the {where}", _GONE_TO)
        for verb in ("went", "gone", "returned")
        for where in _RETURNED_TO
    ),
    *((f"went to {owner} {kin}", _GONE_TO) for owner in _OWNERS for kin in _KIN),
    # now someone else's ("the iPad is my partner's now")
    *(
        (f"is my {kin}{mark}s", _BEFORE)
        for kin in ("partner", "wife", "husband", "brother", "sister", "son", "daughter", "mum")
        for mark in ("'", "\u2019")
    ),
    ("didn't renew", _AFTER),
    ("did not renew", _AFTER),
    ("never renewed", _AFTER),
    ("wasn't renewed", _BEFORE),
    ("not renewed", _BEFORE),
    ("let", _AFTER),
    ("lapsed", _BEFORE),
    ("expired", _BEFORE),
    ("is done with", _BOTH),
    ("was done with", _BOTH),
    # "is off" (not "is off the table", a cue of its own, nor "is off sick")
    *((f"{verb} off the table", _BEFORE) for verb in ("is", "was", "are", "were")),
    ("is off", _BEFORE),
    ("was off", _BEFORE),
    ("are off", _BEFORE),
    ("were off", _BEFORE),
    *((f"{verb} behind {who}", _BEFORE) for verb in ("is", "are") for who in ("me", "us")),
    *((f"{verb} a thing of the past", _BEFORE) for verb in ("is", "are", "was")),
    # kept as a spare ("the Redmi is just the backup now", "the old Kindle is my spare")
    *(
        (f"{verb} {just}{det} {spare}", _BEFORE)
        for verb in ("is", "are")
        for just in ("", "just ", "only ", "now ")
        for det in ("the", "my", "a", "our")
        for spare in ("backup", "spare")
    ),
    # put behind a newer one ("overtook Emma", "has taken the top spot from Emma")
    ("overtook", _AFTER),
    ("overtaken", _AFTER),
    ("dethroned", _AFTER),
    *((f"{rank} {spot} from", _AFTER) for rank in ("top", "number one") for spot in _SPOTS),
    # waved off as for others ("Emma is for old people", "the Gruffalo is for babies")
    *((f"{verb} for {who}", _BEFORE) for verb in ("is", "are", "was", "were") for who in _OTHERS),
)
"""The cues, longest first within a family ("let" only with `LAPSE_AFTER_LET` after it)."""


def _alternation() -> str:
    texts = sorted({text for text, _ in GONE_CUES if text != "let"}, key=len, reverse=True)
    return "|".join(r"\s+".join(re.escape(w) for w in t.split()) for t in texts)


GONE_RE = rf"{_alternation()}|['’]s\s+off|let\s+(?:[\w'’-]+\s+){{1,4}}?(?:lapse|expire)"
"""The cheap test's alternation for these cues ("the deadline's off" too)."""
