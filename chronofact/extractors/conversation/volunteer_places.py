"""Where one volunteers, said by a place that is almost always volunteered at: "Saturdays I'm at
the animal shelter walking dogs", "Since May I've been helping at the animal shelter in
Vincennes", "Mom's doing Tuesday shifts at the food bank", "saturdays are for marshalling at
parkrun".

The frame `volunteer_at` needs the word "volunteer"; said by the going or the helping, the
readers read a pet ("animal shelter in Vincennes" was a pet "Vincennes"), a hobby or nothing,
and the place volunteered at before stayed current. Here a place of `_VENUES` (an animal
shelter or rescue, a food bank, a soup kitchen, a charity shop, a hospice, a homeless
shelter, parkrun when helping or marshalling is said ...) after being there, helping, shifts
or marshalling ("I'm at", "helping (out) at", "doing shifts at", "marshalling at", "spend my
Saturdays at") is the `volunteers_at` of the clause's person: the speaker (first person, or
no subject), a family word alone ("Mom's doing ...": `<speaker>'s mom`) or a capitalised name
opening the clause. A paid word in the sentence ("job", "work at", "hired", "manager",
"paid", "staff") leaves it: one may work at a hospice. Claims the readers made of the place's
words in the sentence give way. Pure; each pattern bounded and searched once over at most
`_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES, WEEKDAYS
from chronofact.extractors.conversation.people import speakers_kin
from chronofact.extractors.conversation.statements import in_place_of, render

__all__ = ["volunteer_places"]

_READ_CHARS = 1200
_VENUES = (
    "animal shelter, dog shelter, cat shelter, animal rescue, dog rescue, cat rescue, dogs home, "
    "dogs' home, rescue centre, rescue center, food bank, foodbank, food pantry, soup kitchen, "
    "charity shop, thrift store, oxfam shop, oxfam, hospice, homeless shelter, night shelter, "
    "women's refuge, community fridge, community garden, repair cafe, repair café, parkrun, "
    "samaritans, citizens advice, st john ambulance, rnli, red cross shop, sally army"
)
_VENUE = (
    r"(?P<venue>"
    + "|".join(
        re.escape(v.strip()).replace(r"\ ", r"\s+")
        for v in sorted(_VENUES.split(","), key=lambda v: len(v.strip()), reverse=True)
    )
    + r")\b"
)
_THERE = re.compile(
    r"(?P<lead>(?:^|[.!?;,]\s*|\b(?:and|so|but|now)\s+)(?P<who>[\w'\u2019]+(?:\s+[\w'\u2019]+)?)?)"
    r"[^.!?;]{0,60}?\b(?:i['\u2019]m|im|i\s+am|we['\u2019]re|is|are|'s|been|helping(?:\s+out)?|"
    r"helps(?:\s+out)?|help(?:\s+out)?|helped\s+out|shifts?|marshalling|marshals?|"
    r"spends?\s+(?:my|his|her|their|our)\s+\w+|for)\s+"
    r"(?:[\w'\u2019]+\s+){0,3}?(?:at|for|with)\s+(?:the\s+|a\s+|our\s+|my\s+|local\s+)*" + _VENUE,
    re.IGNORECASE,
)
_PAID = re.compile(
    r"\b(?:job|jobs|hired|paid|salary|staff|manager|managing|work(?:s|ing)?\s+(?:at|for)|"
    r"employed|contract|shift\s+lead|intern)\b",
    re.IGNORECASE,
)
_HELPING = re.compile(r"\b(?:marshal\w*|help\w*|volunteer\w*|timekeep\w*|tail\s*walk\w*)", re.I)
"""Words of helping at a run (parkrun is as often run as helped at)."""
_FIRST = frozenset({"i", "i'm", "im", "i've", "ive", "we", "we're", "since"})
_TIMES = frozenset(
    {d.casefold() for d in WEEKDAYS}
    | {"weekend", "morning", "evening", "night", "afternoon", "sunday morning", "saturday"}
)
"""A time opening the clause ("Saturdays I'm at ..."): no one's name."""
_NOT_NAMES = frozenset(CAPITALISED_NOT_NAMES) | {
    "Since", "Now", "So", "And", "But", "Still", "Can", "Could", "Would", "Will", "Should",
    "Please", "Help", "Any", "Do", "Does", "Did", "What", "Where", "How", "Why", "When", "Is",
    "Are", "Was", "Were", "Who", "Which", "Pls", "Plz", "Hey", "Hi", "Thanks", "Ok", "Okay",
}  # fmt: skip


def _who(lead: str | None, speaker: str) -> str | None:
    """The person a clause opening on `lead` is about: a family word alone, a capitalised
    name, or the speaker (first person, a time, or nothing)."""
    if not lead:
        return speaker
    words = lead.split()
    if words[0].casefold().rstrip("s") in _TIMES and len(words) > 1:
        words = words[1:]  # "Tuesdays Priya is at ...", "Saturdays I'm at ..."
    elif words[0].casefold().rstrip("s") in _TIMES:
        return speaker
    word = re.sub(r"['\u2019]s$", "", words[0])
    if word.casefold() in ("she", "he", "they", "her", "his", "their", "it"):
        return None  # the readers resolve pronouns; a wrong guess is worse than none
    kin = speakers_kin(speaker, word)
    if kin is not None:
        return kin
    if word[:1].isupper() and word not in _NOT_NAMES and word.casefold() not in _FIRST:
        return None if word.casefold() in ("she", "he", "they", "my", "our") else word
    return speaker


def _found(text: str, speaker: str) -> list[tuple[str, str, tuple[int, int], int]]:
    """(who, place, span, start) of each place volunteered at said in `text`; `start`: where
    the words of going or helping there begin."""
    out: list[tuple[str, str, tuple[int, int], int]] = []
    for m in _THERE.finditer(text):
        start, end = sentence_around(text, m.start("venue"))
        if _PAID.search(text, start, end):
            continue
        if m.group("venue").casefold() == "parkrun" and not _HELPING.search(m.group()):
            continue  # "weekend mornings are for parkrun": running it, a pastime
        who = _who(m.group("who"), speaker)
        if who is not None:
            venue = " ".join(m.group("venue").split())
            out.append((who, venue, m.span("venue"), m.end("lead")))
    return out


def _gives_way(claim: Claim, around: str) -> bool:
    """The readers' claim of the place volunteered at, or on a slot of a place or a pastime
    of words said from the going or helping to just after the place ("the animal shelter in
    Vincennes" read as a pet, "marshalling at parkrun" as a hobby)."""
    value = (claim.object or claim.value or "").strip()
    if claim.predicate == "volunteers_at":
        return True
    return bool(value) and claim.predicate in _MISREAD_AS and value in around


def _said_already(claim: Claim, venue: str) -> bool:
    """A claim of volunteering at the place the readers made already."""
    value = (claim.object or claim.value or "").casefold()
    return claim.predicate == "volunteers_at" and venue.casefold() in value


_MISREAD_AS = frozenset({"has_pet", "hobby", "gym", "works_at", "lives_in", "occupation"})
_AROUND = 40
"""How many characters after the place its own words run ("in Vincennes on thursdays")."""


def volunteer_places(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each place volunteered at on its person's `volunteers_at` (see the module
    docstring)."""
    text = message.text[:_READ_CHARS]
    if message.speaker is None:
        return claims
    found = _found(text, str(message.speaker))
    out = list(claims)
    for who, venue, span, start in found:
        if any(_said_already(c, venue) for c in out):
            continue  # the frame read it ("a volunteer at the Samaritans helpline")
        sentence = sentence_around(text, span[0])
        around = text[start : span[1] + _AROUND]
        out, when = in_place_of(out, sentence, partial(_gives_way, around=around), None)
        out.append(
            Claim(
                subject=who,
                predicate="volunteers_at",
                object=None,
                value=venue,
                polarity=True,
                valid_from=when or message.observed_at,
                valid_to=None,
                span=span,
                statement=render(who, "volunteers_at", venue, "assert", True),
                confidence=0.7,
            )
        )
    return out
