"""The speaker's partner named in a message that says the two are together, with no partner
word: "it's Sebas's birthday on Saturday and we've only been together since June", "Deniz
wants to meet my parents, we've only been together since May", "help me write an anniversary
message for Rafael? Six months together", "Rory's been staying over most nights, think we're
official", "Gustavo's taking me to meet his parents in Curitiba".

The clause readers read a partner from a partner word ("my boyfriend Sebas") or "I'm dating X";
here the tie is said by "we've been together", "we're official", "our anniversary", "N months
together" or being taken to meet the other's parents, and the partner is the one person the
message names. Nothing is read when the message is not in the first person, names no one or
more than one person (not the speaker, a relative named by a kin word, a place, a month or a
word that opens a sentence), or names the speaker's kin ("my sister Paola"). The partnership
holds from the time said in the words of being together ("since June"), else from the message.

Pure; fixed regexes over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re
from datetime import datetime

from chronofact.extractors.base import Message
from chronofact.extractors.change_words import word_set
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.finding_claim import claim_times, finding_claim
from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.lexicon import (
    CAPITALISED_NOT_NAMES,
    FIRST_PERSON,
    MONTHS,
    PERSON_ROLES,
    WEEKDAYS,
    category_slot,
)
from chronofact.extractors.conversation.not_names import NOT_SUBJECTS, SENTENCE_ADVERBS
from chronofact.extractors.temporal import extract_temporal

__all__ = ["partner_together"]

_READ_CHARS = 600
_COUNT = (
    r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+few|a|"
    r"several)"
)
_TOGETHER = re.compile(
    r"\bwe(?:['\u2019]ve|\s+have)?\s+(?:(?:only|just|now|officially|finally|been)\s+)*"
    r"(?:together|dating|going\s+out|seeing\s+each\s+other)\b(?!\s+(?:in|at|to|on|from)\b)"
    r"|\b(?:we|and\s+(?:i|me))(?:['\u2019]re|\s+are)\s+(?:(?:now|finally|officially|properly|"
    r"basically)\s+)?"
    r"(?:official|exclusive|an\s+item|a\s+couple|together|dating)\b"
    r"(?!\s+(?:of|apps?|sites?|profiles?|coaches?|in|at|to|on|from)\b)"
    r"|\b(?:taking|takes|took|bringing|brings|brought)\s+me\s+(?:home\s+)?to\s+meet\s+"
    r"(?:his|her|their)\s+(?:parents|family|folks|mum|mom|dad|mother|father)\b"
    r"|(?<!['\u2019]s\s)(?<!['\u2019]\s)\b(?:our|an?)\s+(?:first\s+|" + _COUNT + r"[-\s]"
    r"(?:month|year|week)s?\s+)?anniversary\b"
    r"|\b" + _COUNT + r"\s+(?:months?|weeks?|years?)\s+together\b",
    re.IGNORECASE,
)
"""The words of the speaker's being together with someone (not "we've been together in Porto":
a trip)."""
_FIRST_PERSON = re.compile(FIRST_PERSON, re.IGNORECASE)
_NAME = re.compile(r"(?<![\w'\u2019-])(?P<name>[A-Z][a-z][\w-]*)(?:['\u2019]s)?(?![\w-])")
_BEFORE_PLACE = re.compile(
    r"\b(?:to|in|at|from|near|of|on|into|via|around|outside|across|the|a|an|visit|visiting)\s+$",
    re.IGNORECASE,
)
"""A capitalised word after these is a place or a thing ("a wedding in Annecy")."""
_OPENERS = word_set(
    """
    Can Could Would Will Should Shall May Might Must Do Does Did Is Are Was Were Have Has
    Had How What When Where Why Who Which Please Thanks Thank Just Got Went Any Anyone
    Anybody Ok Okay Lol Omg Guys Hey Hi Hello Good Great Not No Yes Yeah Yep Sorry Happy New
    Big Still Also Only Even Now Then Today Tonight Tomorrow Yesterday Last Next This That
    These Those There Here We They He She It You Your Our My His Her Their So And But Or If
    Because Since After Before Six Seven Eight Nine Ten One Two Three Four Five Eleven
    Twelve Some Every Met Made Took Help Need Wish Love Loving Think Feeling Finally Anyway
    Well Oh Ugh Wow Guess Someone Everyone Nobody Mum Mom Dad Mama Papa Ma Pa God Lord
    Christmas Easter
    """
)
"""Capitalised words that open a sentence (or stand alone) and name no one."""
_KIN_BEFORE = re.compile(r"\b(?P<role>[a-z]+)\s*,?\s+$")
"""The word right before a name ("my sister Paola"): a relation word names another tie."""
_NOT_NAMES = (
    frozenset(CAPITALISED_NOT_NAMES) | set(MONTHS) | set(WEEKDAYS) | SENTENCE_ADVERBS | _OPENERS
)


def _people_named(text: str, speaker: str) -> set[str] | None:
    """The persons a message names, in the sense of the module docstring (None: one of them
    is the speaker's kin)."""
    out: set[str] = set()
    for m in _NAME.finditer(text):
        name = m.group("name")
        if name in _NOT_NAMES or name in NOT_SUBJECTS or name.casefold() == speaker.casefold():
            continue
        if name.casefold() in PERSON_ROLES or category_slot(name) is not None:
            continue
        before = text[max(0, m.start() - 24) : m.start()]
        if _BEFORE_PLACE.search(before):
            continue
        kin = _KIN_BEFORE.search(before)
        if kin is not None and kin.group("role").casefold() in PERSON_ROLES:
            return None  # "my sister Paola": a relative, no new partner
        out.add(name)
    return out


def partner_together(message: Message, found: list[Claim]) -> list[Claim]:
    """The speaker's partner said by being together (see the module docstring), unless the
    claims `found` already give the speaker a partner."""
    speaker = message.speaker
    text = message.text[:_READ_CHARS]
    if not speaker or any(c.subject == speaker and c.predicate == "partner" for c in found):
        return []
    together = _TOGETHER.search(text)
    if together is None or _FIRST_PERSON.search(text) is None:
        return []
    named = _people_named(text, speaker)
    if named is None or len(named) != 1:
        return []
    (name,) = named
    at: datetime = message.observed_at
    words = text[together.start() : together.end() + 30]
    mentions = extract_temporal(words, at)
    since = claim_times(mentions, "partner", at)[0] or at
    f = Finding("partner", name, "assert", together.end())
    said_to = max([together.end(), *(together.start() + m.span[1] for m in mentions)])
    span = (together.start(), said_to)  # with the time said: "together since March"
    return [finding_claim(speaker, f, name, "assert", True, since, None, span, True)]
