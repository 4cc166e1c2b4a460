"""A landlord said as the one a home is rented from: "renting a little bungalow straight from a
retired teacher named Ms. Hattie", "I rent my flat from Mr Okafor now" (`landlord`).

The readers read a landlord from "my landlord is ..."; renting from someone was read as
nothing. Here "rent / renting / rented <a home's word> (straight / directly) from (a ... named
/ called) <Name>", a home's word (flat, house, bungalow, room, apartment, cottage, studio,
place ...) between them ("renting a car from Hertz" is no landlord), gives the renter's
`landlord` the name. Whose: the speaker when the sentence says "I", "we", "my" or "our", else
the name opening the sentence ("Jordan's settled in Decatur, renting ..."). A letting agent
said by the managing, "<Name> manage(s) the flat" or "the flat is managed by <Name>" ("Foxtons
manage the flat now"), is the speaker's `landlord`, and so is one said by the repairs it owes
("Foxtons have been 'sending someone' about the boiler for 9 days"). Not in a question or a
plan. Pure; three bounded patterns over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES, PERSON_ROLES
from chronofact.extractors.conversation.provider_names import PROVIDERS
from chronofact.extractors.conversation.statements import named_claim

__all__ = ["landlords_rented_from"]

_SLOT = "landlord"
_PROVIDER_NAMES = frozenset(name.casefold() for names in PROVIDERS.values() for name in names)
_READ_CHARS = 1200
_RENTED_FROM = re.compile(
    r"\brent(?:s|ed|ing)?\s+(?:(?:a|an|the|this|our|my|his|her|their)\s+)?(?:[\w'-]+\s+){0,3}?"
    r"(?:flat|house|bungalow|room|apartment|cottage|studio|place|unit|condo|home|maisonette|"
    r"terrace|semi)\s+(?:(?:straight|directly)\s+)?from\s+(?:(?:a|an|the)\s+)?"
    r"(?:[\w'-]+\s+){0,3}?(?:(?:named|called)\s+)?"
    r"(?P<name>(?-i:(?:(?:Mrs|Mr|Ms|Miss|Dr)\.?\s+)?[A-Z][\w'\u2019-]+(?:\s+[A-Z][\w'\u2019-]+)?))",
    re.IGNORECASE,
)
_MANAGED = re.compile(
    r"(?:^|(?<=[.!?,;:]\s)|\b(?:so|and|now)\s+)"
    r"(?P<name>(?-i:[A-Z][\w&'\u2019-]*(?:\s+(?:&\s+)?[A-Z][\w&'\u2019-]*){0,2}))\s+"
    r"(?:(?:now|have|has|are|is)\s+)?(?:manages?|managing|managed|took\s+over)\s+"
    r"(?P<whose>my|our|the)\s+(?:flat|house|apartment|"
    r"building|property|place|let|tenancy|rental)\b"
    r"|\b(?:my|our|the)\s+(?:flat|house|apartment|building|property|place|tenancy|rental)\s+"
    r"(?:is|are)\s+(?:now\s+)?(?:managed|let)\s+(?:by|through)\s+"
    r"(?P<name2>(?-i:[A-Z][\w&'\u2019-]*(?:\s+(?:&\s+)?[A-Z][\w&'\u2019-]*){0,2}))",
    re.IGNORECASE,
)
"""A letting agent said by the managing ("Foxtons manage the flat now", "our house is now
managed by Savills"): the speaker's landlord."""
_FIXTURES = (
    r"(?:boiler|heating|leak|damp|mou?ld|shower|oven|fridge|roof|windows?|washing\s+machine)"
)
_REPAIRS = re.compile(
    r"(?:^|(?<=[.!?,;:]\s))"
    r"(?P<name>(?-i:[A-Z][\w&'\u2019-]*(?:\s+(?:&\s+)?[A-Z][\w&'\u2019-]*){0,2}))\s+"
    r"(?:(?:[\w'\u2019]+\s+){0,3}?['\u2018\u2019\"]?(?:sending|send|sent|promised|promising)\b"
    r"[^.!?]{0,40}?\b(?:about|to\s+fix|to\s+look\s+at|to\s+sort)"
    r"|(?:still\s+)?(?:haven['\u2019]?t|hasn['\u2019]?t|have\s+not|has\s+not|never|finally|"
    r"still\s+not)\s+(?:\w+\s+)?(?:fixed|sorted|repaired|replaced|serviced|looked\s+at))"
    rf"\s+(?:the|my|our)\s+{_FIXTURES}\b",
    re.IGNORECASE,
)
"""A landlord or letting agent said by the repairs it owes ("Foxtons have been 'sending
someone' about the boiler for 9 days", "Foxtons still haven't fixed the boiler"): the
speaker's."""
_FIRST_PERSON = re.compile(r"\b(?:I|I'm|I've|we|we're|my|our|me|us)\b", re.IGNORECASE)
_OPENER = re.compile(r"\s*(?P<who>(?-i:[A-Z][a-z]+))(?:['\u2019]s)?\b")
_NOT_NOW = re.compile(
    r"\?|\b(?:might|maybe|thinking\s+(?:of|about)|considering|should|would|if|used\s+to)\b",
    re.IGNORECASE,
)


def _renter(message: Message, text: str, lo: int, at: int) -> str | None:
    if _FIRST_PERSON.search(text, lo, at):
        return message.speaker
    opener = _OPENER.match(text, lo, at)
    if opener is None or opener.group("who") in CAPITALISED_NOT_NAMES:
        return None
    return opener.group("who")


def landlords_rented_from(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each landlord said as the one a home is rented from (see the module
    docstring)."""
    if not message.speaker:
        return claims
    text = message.text[:_READ_CHARS]
    out = list(claims)
    for m in _RENTED_FROM.finditer(text):
        lo, hi = sentence_around(text, m.start())
        if _NOT_NOW.search(text, lo, hi):
            continue
        renter = _renter(message, text, lo, m.start())
        name = m.group("name")
        if renter is None or name.split()[0] in CAPITALISED_NOT_NAMES:
            continue
        span = (m.start("name"), m.end("name"))
        out.append(named_claim(renter, _SLOT, name, "assert", message.observed_at, span))
    for m in [*_MANAGED.finditer(text), *_REPAIRS.finditer(text)]:
        group = "name" if m.groupdict().get("name") else "name2"
        lo, hi = sentence_around(text, m.start())
        name = m.group(group)
        if _NOT_NOW.search(text, lo, hi) or name.split()[0] in CAPITALISED_NOT_NAMES:
            continue
        if name.split()[0].casefold() in PERSON_ROLES or name.casefold() in _PROVIDER_NAMES:
            continue  # "Dad never fixed the boiler", "British Gas haven't fixed the boiler"
        if any(c.predicate == _SLOT for c in out):
            break
        span = (m.start(group), m.end(group))
        out = [c for c in out if str(c.object or "") != name]  # a workplace "Foxtons" gives way
        out.append(named_claim(message.speaker, _SLOT, name, "assert", message.observed_at, span))
    return out
