"""A favourite named without its kind, the kind said around it: "Paddington 2 is my all-time
favourite after the summer rewatch" after "If I had to pick one film, it would be Stalker";
"Half of a Yellow Sun overtook Things Fall Apart as my favourite this summer"; "Watched Perfect
Days three times since June and it has taken the top spot from Cinema Paradiso".

`favourite_named` reads a favourite only where its kind is said ("my favourite film"): a
favourite with no kind names no slot. Said without one, the message was read as nothing, or
as something else ("Ana studies at Paradiso"), and the old favourite stayed current. Here the
kind is taken from the words of the message and the one before it (`_KINDS`: film or movie,
book or novel, album, band, song, show or series, podcast, game), when they name exactly one;
and the favourite is:

- a title first: "<Title> is my (new / all-time / absolute) favourite", "<Title> has taken /
  took the top spot (from <Title>)", "<Title> overtook / replaced <Title> as my favourite";
- "it" after a title met ("Watched Perfect Days ... and it has taken the top spot",
  `favourite_named.MET`);
- the one picked or loved most, its kind said with it: "If I had to pick one film, it would be
  Stalker", "The book I love most is Norwegian Wood".

Only the speaker's own favourite ("my"), never a favourite with its kind said (that one is
`favourite_named`'s). Claims the readers made of the title's words in the sentence give way.
Pure; each pattern searched once over at most `_READ_CHARS` (linear).
"""

from __future__ import annotations

import re
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import split_sentences
from chronofact.extractors.conversation.favourite_named import MET, THING_NAMES, TITLE
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["kindless_favourites"]

CONFIDENCE = 0.7
_READ_CHARS = 1500
_KINDS = (
    ("film", r"films?|movies?|cinema|watched|rewatch(?:ed)?"),
    ("book", r"books?|novels?|reads?|reread|read\s+it"),
    ("album", r"albums?|records?"),
    ("band", r"bands?"),
    ("song", r"songs?|tracks?"),
    ("show", r"shows?|series|episodes?"),
    ("podcast", r"podcasts?"),
    ("game", r"games?"),
)
_KIND_RES = tuple((k, re.compile(rf"\b(?:{words})\b", re.IGNORECASE)) for k, words in _KINDS)
_NO_KIND_AFTER = (
    r"after|this|these|now|by|for|since|of|in|ever|and|but|so|at|on|to|from|full|right|again|"
    r"too|though|lately|honestly"
)
_MY_FAVOURITE = (
    r"(?:my|our)\s+(?:new\s+|current\s+|absolute\s+|all[- ]time\s+|ultimate\s+|own\s+)*"
    rf"(?:favou?rite|fave|number\s+one)(?!\s+(?!(?:{_NO_KIND_AFTER})\b)(?-i:[a-z]+)\b)"
)
"""The speaker's favourite with no kind after it ("my all-time favourite after the rewatch",
"my favourite this summer", "my favourite."); not "my favourite film"."""
_TOP_SPOT = (
    rf"(?:taken|took|grabbed|stolen|stole)\s+(?:over\s+)?the\s+top\s+spot(?:\s+from\s+{TITLE})?"
)
_TITLE_FIRST = re.compile(
    rf"(?:^|(?<=[,;:]\s)|(?<=\bbut\s)|(?<=\band\s)|(?<=\bso\s))(?P<o>{TITLE})\s*"
    rf"(?:(?:['\u2019]s|\s+is|\s+are|\s+has\s+become)\s+(?:officially\s+|now\s+|easily\s+)?"
    rf"{_MY_FAVOURITE}|\s+(?:has\s+|have\s+)?{_TOP_SPOT}"
    rf"|\s+(?:has\s+)?(?:overtook|overtaken|replaced|beat|beaten|dethroned)\s+{TITLE}\s+as\s+"
    rf"{_MY_FAVOURITE})",
    re.IGNORECASE,
)
_IT_TOP = re.compile(
    rf"\b(?:it|that)(?:['\u2019]s\s+|\s+has\s+|\s+is\s+|\s+)"
    rf"(?:{_TOP_SPOT}|(?:now\s+|officially\s+)?{_MY_FAVOURITE})",
    re.IGNORECASE,
)


_KIND_WORD = (
    r"(?P<kind>films?|movies?|books?|novels?|albums?|bands?|songs?|shows?|series|podcasts?|games?)"
)
_PICKED = re.compile(
    rf"\bif\s+i\s+(?:had|have)\s+to\s+(?:pick|choose)\s+(?:just\s+)?(?:one|a|my)\s+{_KIND_WORD}"
    rf"(?:\s+(?:ever|of\s+all\s+time))?\s*,?\s+it(?:['\u2019]d|\s+would|['\u2019]s|\s+is)\s+"
    rf"(?:be\s+)?(?:probably\s+|definitely\s+)?(?P<o>{TITLE})"
    rf"|\bthe\s+{_KIND_WORD.replace('<kind>', '<kind2>')}\s+i\s+(?:love|like|rate)\s+"
    rf"(?:the\s+)?most\s+(?:is|has\s+been)\s+(?P<o2>{TITLE})",
    re.IGNORECASE,
)
"""A favourite said as the one picked or loved most, its kind said with it: "If I had to pick
one film, it would be Stalker", "The book I love most is Norwegian Wood"."""
_ONE_KIND = {**THING_NAMES, "series": "show"}
"""One thing in two words, as `favourite_named` says them (and a series is a show)."""


def _picked(sentence: str) -> tuple[str, str, re.Match[str]] | None:
    m = _PICKED.search(sentence)
    if m is None:
        return None
    word = (m.group("kind") or m.group("kind2") or "").casefold()
    word = word if word == "series" else word.rstrip("s")
    title = m.group("o") or m.group("o2")
    return f"favourite_{_ONE_KIND.get(word, word)}", title, m


_SAID = ("favourite", "favorite", "top spot", "fave", "number one", "pick", "choose", "most")
"""Words without one of which a message names no favourite (a cheap test first)."""


def _kind(text: str) -> str | None:
    kinds = {k for k, pattern in _KIND_RES if pattern.search(text)}
    return kinds.pop() if len(kinds) == 1 else None


def kindless_favourites(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with a favourite said without its kind on the kind said around it (see the
    module docstring)."""
    speaker = message.speaker
    text = message.text[:_READ_CHARS]
    folded = text.casefold()
    if not speaker or not any(w in folded for w in _SAID):
        return claims
    previous = message.previous.text[:_READ_CHARS] if message.previous else ""
    kind = _kind(text + " " + previous)
    out = claims
    m: re.Match[str] | None
    title: str | None
    for start, end in split_sentences(text):
        sentence = text[start:end]
        picked = _picked(sentence)
        if picked is not None:
            slot, title, m = picked
        elif kind is None:
            continue
        else:
            slot = f"favourite_{kind}"
            m = _TITLE_FIRST.search(sentence)
            title = m.group("o") if m else None
        if m is None:
            m = _IT_TOP.search(sentence)
            met = list(MET.finditer(text[max(0, start - 200) : start + (m.start() if m else 0)]))
            if m is None or not met:
                continue
            title = met[-1].group("o")
        title = re.sub(r"(?<=[a-z0-9])[.]+$", "", (title or "").strip(" ,;:!?\"'"))
        if not title or any(c.predicate == slot and c.object == title for c in out):
            continue
        said = f"{title} {m.group(0)}"
        out, _ = in_place_of(out, (start, end), partial(_misread, said=said), None)
        span = (start, start + m.end())
        out = [
            *out,
            named_claim(speaker, slot, title, "assert", message.observed_at, span, CONFIDENCE),
        ]
    return out


def _misread(claim: Claim, said: str) -> bool:
    """A claim made of the words of the titles said, or a favourite of no kind."""
    value = claim.object or claim.value or ""
    return bool(value) and (value in said or claim.predicate == "favourite")
