"""A cheap gate before slots by meaning: can this clause state something that lasts?

The generic reader (`generic`) reads any declarative by shape, and most chat declaratives are
small talk: feelings ("I'm so inspired by her"), wishes and plans ("I want my kids to learn
that", "I'll have to look into shelters"), one-off past events ("I went camping last
weekend", "we had a picnic"), fragments ("playing games", "at the event") and compliments
("your support is greatly appreciated"). Put on the nearest slot by meaning, they become facts
that crowd the turns that answer a question out of recall. Only a clause that can state a
lasting state goes to the matcher (and is embedded at all):

- a change or end said by its verb ("switched to", "adopted", "joined", "left", "done with");
- a present habit or state: a present-tense verb with an object ("I drink oat milk", "we meet
  at the library now"), not a verb of feeling, thinking, wishing or ability;
- a copula with a thing after it: a determiner, a name or number, or a place preposition ("I'm
  a nurse now", "I'm on a Samsung Galaxy S24"), not an adjective ("I'm busy with work");
- "my X <verb>s ..." ("my salary goes to Chase now"), a thing in a known state or due on a
  date ("the refund request was approved", "the thesis is due June 30th"), a thing moved to
  a time.

No future or conditional ("I'll", "I'd"): a plan is not a state. Words only, no model: a
closed list of function words and a few verb classes, so it costs microseconds per clause.
"""

from __future__ import annotations

import re

from chronofact.extractors.conversation.generic import Reading
from chronofact.extractors.conversation.lexicon import STATES

__all__ = ["can_state_lasting"]


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_ADVERBS = _words(
    """
    usually often always sometimes normally regularly mostly generally typically also really
    still now just even currently actually finally recently officially basically mainly
    totally definitely so very super pretty quite truly already both all
    """
)
"""Adverbs between the subject and its verb (or after a copula): skipped to find the head."""
_NOT_VERBS = _words(
    """
    a an the my your our his her their its this that these those it it's that's there
    there's here who what which whose i i'm we you he she they to on at in for with of by
    from about into onto over
    plus and but or so as if than then each every any some no not never nothing none
    probably maybe perhaps hopefully sorry thanks thank congrats congratulations yes yeah
    wow oh hey like such too very much more most less here's great good glad nice awesome
    cool fine okay ok alright one two three four five six seven eight nine ten
    """
)
"""Words the shape reader may take for a verb that are no verb (a fragment or an
exclamation: "at the event", "congrats on finishing", "every step counts")."""
_NOT_LASTING_VERBS = _words(
    """
    love loves like likes enjoy enjoys hate hates miss misses prefer adore feel feels think
    thinks know knows believe believes guess mean means remember appreciate bet wonder hear
    hears see sees look looks seem seems sound sounds agree imagine realise realize
    understand hope hopes wish wishes want wants wanna need needs try tries plan plans may
    might can can't cannot could should must gonna gotta would will shall let lets decide
    decides keep keeps
    """
)
"""Verbs of feeling, thinking, wishing, planning and ability: what someone feels or means to
do, not a state they are in."""
_CHANGE_VERBS = _words(
    """
    switched moved relocated adopted started began joined bought registered enrolled signed
    opened transferred became took picked hired married changed upgraded converted traded
    swapped replaced retired settled rented leased subscribed graduated got shifted
    """
)
"""Past-tense verbs that say a new state began ("adopted a greyhound", "switched to Kobo")."""
_IRREGULAR_PAST = _words(
    """
    went gone had made did done saw seen found held met gave spent ran came told said felt
    thought knew ate drank wrote won brought built caught taught sent kept put heard
    """
)
"""Irregular past forms of one-off events ("went camping", "had a picnic", "made a cake")."""
_FUTURE_AUX = re.compile(r"(?:^|\s)(?:will|would|'ll|'d|\u2019ll|\u2019d)(?:\s|$)")
_COPULA_OBJECT = re.compile(
    r"(?:a|an|the|my|our|his|her|their|one|two|\d)\b|[A-Z0-9]|in\s+charge\b|responsible\s+for\b",
)
_PLACE_PREPOSITIONS = _words("on at in with into by onto")
_GOT_NEW = re.compile(r"(?:a|an|my|our|new|the)\b", re.IGNORECASE)
_EMPTY_OBJECT = re.compile(
    r"(?:a\s+few|a\s+lot|a\s+bit|lots|some\s+time|it|them|there|sure|you|me|us|him|her)\b|$",
    re.IGNORECASE,
)
_PARTICLE_CHANGE = re.compile(r"(?:took|picked)$")
""""took" is a change only with "up"/"over" ("took up pottery"), not "took Max for a walk"."""
_MUST_TO = _words("have has had got used ought")
_DEADLINE = re.compile(r"\b(?:due|deadline|by)\b", re.IGNORECASE)
_STATE_PREPOSITION = re.compile(r"(?:on|in|out|under|at)\s+\w", re.IGNORECASE)
_NOT_AN_END = re.compile(r"(?:ended\s+up|left\s+for)\b", re.IGNORECASE)
_PARTICIPLE = re.compile(r"[a-z]+ed[.!]?$", re.IGNORECASE)
_PRESENT_S = re.compile(r"\b(?!was\b|does\b)[a-z]+[^su's\s]s\b")
"""A present-tense verb in "my X <verb>s ..." (goes, meets, sleeps); plural nouns pass too."""
_STATE_START = re.compile(
    r"(?:" + "|".join(s.replace(" ", r"\s+") for s in STATES) + r")\b", re.IGNORECASE
)
_DUE = re.compile(r"\bdue\b|\bdeadline\b", re.IGNORECASE)
_OWN_START = re.compile(r"(?:my|our)\s", re.IGNORECASE)
_IMPERSONAL_START = re.compile(r"(?:the|this|that|a|an)\s", re.IGNORECASE)


def _head(text: str) -> tuple[str, str]:
    """The first word that is not an adverb, and what follows it."""
    rest = text.strip()
    while rest:
        word, _, after = rest.partition(" ")
        if word.lower().strip(",.!") not in _ADVERBS:
            return word.lower().strip(",.!?"), after.lstrip()
        rest = after.lstrip()
    return "", ""


def can_state_lasting(reading: Reading) -> bool:
    """Whether the clause read as `reading` may state a lasting state (see the module
    docstring); only then is it put on a slot by meaning."""
    if reading.ending:  # not "ended up with", "left for our vacation"
        return not _NOT_AN_END.match(f"{reading.verb} {reading.obj}")
    if reading.slot_hint is not None and reading.subject is not None:
        return True  # the words alone named the slot ("Arsenal fan since I was a kid")
    if reading.when and _DEADLINE.search(reading.text):
        return True  # "we have to ship the report by May 12", "the thesis is due June 30th"
    if reading.subject is None:
        return _thing_lasts(reading)
    if _FUTURE_AUX.search(f" {reading.aux} "):
        return False
    if reading.impersonal:
        return bool(reading.when)  # "the client moved our call to Wednesday at 4"
    if _OWN_START.match(reading.text):
        return bool(reading.when) or bool(_PRESENT_S.search(reading.text.lower()))
    if reading.copula:
        return _copula_lasts(reading)
    return _verb_lasts(reading)


def _thing_lasts(reading: Reading) -> bool:
    if reading.verb != "is":
        return True  # "<thing> moved to Thursdays", "<thing> is due ..."
    state = reading.obj.strip()
    if _STATE_START.match(state) or _STATE_PREPOSITION.match(state) or reading.ident:
        return True  # "is approved", "is on backorder", "ticket 5521 ..."
    if reading.owned:  # "my physio is Dr. Chen", "my order is being processed"
        return bool(_COPULA_OBJECT.match(state) or _PARTICIPLE.match(state))
    return bool(_DUE.search(reading.text) or reading.when)


def _copula_lasts(reading: Reading) -> bool:
    if reading.verb in _PLACE_PREPOSITIONS:
        return True  # "I'm on a Samsung now", "I'm in charge of the Q2 campaign"
    word, _ = _head(reading.obj)
    if not word or word in ("not", "no", "never"):
        return False
    start = reading.obj.strip()
    while start:
        first, _, after = start.partition(" ")
        if first.lower() not in _ADVERBS:
            break
        start = after.lstrip()
    return bool(_COPULA_OBJECT.match(start))


def _verb_lasts(reading: Reading) -> bool:
    verb, after = _head(reading.text)
    if not verb or verb in _NOT_VERBS or verb in _NOT_LASTING_VERBS:
        return False
    if verb.endswith("ing"):
        return False  # a fragment: "playing games", "going for hikes"
    if (verb in _MUST_TO and re.match(r"to\b", after)) or _EMPTY_OBJECT.match(after):
        return False  # "have to look into", "used to have a dog", "we learn a lot"
    if _PARTICLE_CHANGE.match(verb):
        return bool(re.match(r"(?:up|over)\b", after))
    if verb in _CHANGE_VERBS:
        return verb != "got" or bool(_GOT_NEW.match(after))
    # a one-off past event: "donated my old car", "went camping"
    return verb not in _IRREGULAR_PAST and not (verb.endswith("ed") and not verb.endswith("eed"))
