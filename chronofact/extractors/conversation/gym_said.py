"""A gym chain the speaker goes to, said in passing: "Paying twice as much at Crunch and I don't
miss the Planet Fitness crowd", "Smart Fit is way cheaper but there's a queue for every squat
rack", "my Anytime Fitness membership renews next week" (`gym`).

The readers read a gym from "go to / joined / member of"; a chain named beside what one does
there was read as nothing, or as a job ("works at Crunch"). Here a chain of the lexicon
(`gym_names.GYM_CHAINS`, written with a capital as names are), or a name a gym's word ends
("the coaches at Legacy Gym are brutal", "Core Fitness"), is the speaker's gym when its
sentence says no one else (he, she, her, "Vikram goes there"), and a word of training there
(`_GYM_WORDS`: gym, membership, paying, workout, squat rack, treadmill, class, trainer ...);
no work, wish or plan is said in the sentence ("I work at PureGym as a personal trainer",
"wish I could afford it"); and the clause does not leave it behind or compare against it,
before it (`_LEFT_BEFORE`: "don't miss the", "quit", "cancelled", "used to", "my old", "than",
"from", "instead of") or after it ("PureGym put their prices up", "closed", "got too busy").
The last such chain is read ("X put the fees up, so I moved to Y"); none when the message has
a gym read already, whoever's. Claims of the chain's words on another slot give way. Pure; one
alternation of literal names over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import clause_around, sentence_around
from chronofact.extractors.conversation.gym_names import GYM_CHAINS
from chronofact.extractors.conversation.statements import named_claim

__all__ = ["gyms_said"]

_SLOT = "gym"
_READ_CHARS = 1200
_CHAIN = re.compile(
    r"(?<![\w'\u2019-])(?P<chain>"
    + "|".join(
        sorted(
            (re.escape(c).replace(r"\ ", r"\s+") for c in GYM_CHAINS if len(c) > 3),
            key=len,
            reverse=True,
        )
    )
    + r"|(?-i:(?:[A-Z][\w'\u2019&-]*\s+){1,3}(?:Gym|Fitness|CrossFit|Leisure\s+Centre|"
    r"Boxing\s+(?:Club|Gym)|Health\s+Club))" + r")(?![\w-])",
    re.IGNORECASE,
)
"""A chain of the list, or a name a gym's word ends ("Legacy Gym", "Core Fitness")."""
_LISTED = frozenset(" ".join(c.split()).casefold() for c in GYM_CHAINS)
_GYM_WORDS = re.compile(
    r"\b(?:gym|membership|member|paying|pay|fees?|workouts?|work\s+out|squat\s+racks?|racks?|"
    r"coach(?:es)?|boxing|sparring|shoulders?|sore|"
    r"treadmills?|weights|machines|class|classes|sessions?|trainer|PT|spin|cardio|lifting|"
    r"locker|sauna|changing\s+rooms?|leg\s+day|reps|bench(?:ing)?|deadlifts?)\b",
    re.IGNORECASE,
)
_LEFT_BEFORE = re.compile(
    r"\b(?:don['\u2019]?t\s+miss|do\s+not\s+miss|miss(?:es|ed|ing)?|quit|left|leaving|cancell?ed|cancell?ing|"
    r"stopped|ditched|dropped|gave\s+up|used\s+to|old|former|ex|than|from|instead\s+of|over|"
    r"versus|vs)\b[^,;.!?]*$",
    re.IGNORECASE,
)
"""Words before a chain in its clause that leave it behind or compare against it."""
_WORK_SAID = re.compile(
    r"\b(?:work(?:s|ing|ed)?\s+(?:at|for)|my\s+(?:job|shift|boss|manager)|shifts?\s+at|"
    r"hired|employ\w*|as\s+(?:a|an)\s+(?:personal\s+)?(?:trainer|coach|instructor|"
    r"receptionist|manager|cleaner))\b",
    re.IGNORECASE,
)
"""Work said in the sentence: the chain is a workplace there."""
_WISHED = re.compile(
    r"\b(?:wish|would\s+love|if\s+only|can['\u2019]?t\s+afford|thinking\s+(?:of|about)|"
    r"considering|might|maybe|should\s+I|tempted)\b",
    re.IGNORECASE,
)
"""A wish or a plan in the sentence: no gym of now."""
_LEFT_AFTER = re.compile(
    r"\s+(?:(?:has|have|just|finally)\s+)?(?:put\s+(?:their|the|its|my)\s+(?:prices?|fees?|"
    r"membership)\s+up|raised|closed|shut|got\s+(?:too|so)|went\s+up|is\s+(?:closing|too)|"
    r"was\s+(?:too|always)|wanted|charged|doubled|sold\s+out|went\s+bust)\b",
    re.IGNORECASE,
)
"""Words after a chain in its clause that say it is the one being left ("PureGym put their
prices up again")."""
_BREAKS = re.compile(r"[,;:]|\b(?:but|and|so|because|though|while)\b", re.IGNORECASE)


_THIRD_PERSON = re.compile(
    r"\b(?:he|she|his|her|him)\b|(?-i:[A-Z][a-z]+)['\u2019]s\b(?!\s+(?-i:[A-Z]))", re.IGNORECASE
)


_NAMED = re.compile(
    r"\b(?-i:[A-Z][a-z]+)\s+(?:goes|trains|works\s+out|lifts|swims|joined|"
    r"is\s+at|has)\b"
)
"""Someone named doing the going in the sentence ("so Vikram goes there")."""


def _speakers(text: str, lo: int, hi: int) -> bool:
    """The sentence speaks of the speaker alone: no one else is said in it ("Smart Fit is way
    cheaper but there's a queue for every squat rack"; not "Gold's Gym is below our flat so
    Vikram goes there")."""
    return not _THIRD_PERSON.search(text, lo, hi) and not _NAMED.search(text, lo, hi)


def gyms_said(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the speaker's gym chain said in passing (see the module docstring)."""
    speaker = message.speaker
    if not speaker or any(c.predicate == _SLOT for c in claims):
        return claims
    text = message.text[:_READ_CHARS]
    found: re.Match[str] | None = None
    for m in _CHAIN.finditer(text):
        if not m.group("chain")[:1].isupper() and not m.group("chain")[:1].isdigit():
            continue  # "crunch time", "anytime"
        lo, hi = sentence_around(text, m.start())
        listed = " ".join(m.group("chain").split()).casefold() in _LISTED
        # a name a gym's word ends needs one more: "There's a Legacy Gym near the station"
        around = text[lo:hi] if listed else text[lo : m.start()] + " " + text[m.end() : hi]
        if not _GYM_WORDS.search(around) or not _speakers(text, lo, hi):
            continue
        if _WORK_SAID.search(text, lo, hi) or _WISHED.search(text, lo, hi):
            continue  # "I work at PureGym as a personal trainer"; "wish I could afford it"
        clause_lo, clause_hi = clause_around(text, (lo, hi), m.start(), _BREAKS)
        if _LEFT_BEFORE.search(text[clause_lo : m.start()]):
            continue
        if _LEFT_AFTER.match(text, m.end(), clause_hi):
            continue  # "PureGym put their prices up again": the one being left
        found = m  # the last said: "X put the fees up, so I moved to Y"
    if found is None:
        return claims
    lo, hi = sentence_around(text, found.start())
    chain = " ".join(found.group("chain").split())
    folded = chain.casefold()
    kept = [
        c
        for c in claims
        if not (lo <= c.span[0] < hi and (c.object or c.value or "").casefold() == folded)
    ]
    claim = named_claim(speaker, _SLOT, chain, "assert", message.observed_at, found.span("chain"))
    return [*kept, claim]
