"""Who cuts one's hair, said by what they do: "Mehmet round the corner cuts my hair", "Ruby at
the little salon on Mill Road does my hair these days", "got my hair cut by Priya", "my barber
Selim", "I've started going to a new barber, Tomasz".

A hairdresser's name holds no word of its kind, so the learned reader put it on whatever slot
came near (a diet "Selim", a bank "Mehmet", a manager "Priya") and the hairdresser held before
stayed current. Here the message's own words say it: a name, then (within a few words of where
they are) cutting, doing, styling or colouring "my" or "our" hair; the hair cut or done "by" a
name or "at" a place; "my (new) barber / hairdresser / stylist" followed by a name; going to a
name "for" one's hair or a haircut (or "to see" them "for a line up"); a name praised for
the cut one had ("Shoutout to Kemar at the shop on Brixton Hill, best skin fade I've had"); a
name with its shop before the doing ("Sal at Kut & Co cuts my hair": "Sal at Kut & Co"). The
value is the name; the slot is `barber` when the
speaker says "barber", else `hairdresser` (one slot family, `graph.slot_names`); the subject is
the speaker (only "my" and "our" hair is read: "Mum does Ava's hair" names no one's
hairdresser). A claim the readers made of the same name in the same sentence is replaced,
unless it names a relation ("my sister Ana cuts my hair": Ana is still the sister).

Pure; each pattern bounded and searched once per sentence of at most `_READ_CHARS` (linear).
"""

from __future__ import annotations

import re
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES, KIN, TITLED_NAME
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["hairdressers"]

_READ_CHARS = 1200
_NAME = rf"(?P<name>{TITLED_NAME})"
_HAIR_VERB = (
    r"(?:cuts?|does|do|did|styles?|colou?rs?|trims?|braids?|dyes?|has\s+(?:been\s+)?"
    r"(?:cutting|doing|done|cut))"
)
_CLAUSE_OPENING = re.compile(
    r"(?:^|[,;:(.!?]\s*|\b(?:and|but|so|now|then|because|cause|'cause)\s+)", re.IGNORECASE
)
_SHOP_OR_NAME = rf"(?P<name>{TITLED_NAME}(?:\s+(?:&|and)\s+(?-i:[A-Z])[\w'-]+)?)"
"""A person's name, or a shop's with "&" ("Kut & Co")."""
_DOES_MY_HAIR = re.compile(
    rf"{_SHOP_OR_NAME}(?P<mid>(?:\s+[^\s,.;:!?]+){{0,8}}?)\s+{_HAIR_VERB}\s+(?:my|our)\s+"
    r"(?:hair|fades?|beard|fringe|highlights|roots|braids|locs|trims?|cuts?)\b",
    re.IGNORECASE,
)
"""A name opening a clause (`_CLAUSE_OPENING`), at most eight words of where they are, then
cutting or doing my hair ("Mehmet round the corner cuts my hair")."""
_CUT_BY = re.compile(
    r"\b(?:got|get|gets|had|have|having|getting)\s+(?:my|our)\s+(?:hair|haircut|fade|beard)\s+"
    r"(?:cut\s+|done\s+|coloured\s+|colored\s+|styled\s+|trimmed\s+|braided\s+)?"
    rf"(?:by\s+{_NAME}|at\s+(?:the\s+)?(?P<place>(?-i:[A-Z])[\w'’&.-]*"
    r"(?:\s+(?:(?:and|&|of)\s+)?(?-i:[A-Z])[\w'’&.-]*){0,3}))",
    re.IGNORECASE,
)
"""The hair cut or done by a name or at a place ("got my hair cut by Priya", "I get my hair
cut at Toni and Guy")."""
_MY_BARBER = re.compile(
    r"\b(?:my|our)\s+(?:new\s+|old\s+|usual\s+|regular\s+|current\s+)?"
    r"(?P<kind>barber|hairdresser|hair\s*stylist|stylist|hairdresser's)"
    rf"(?:\s*,\s*|\s+(?:is\s+|called\s+|named\s+)?){_NAME}",
    re.IGNORECASE,
)
""""my barber Selim", "my new hairdresser, Ines", "our stylist is Joe"."""
_GO_TO_FOR_HAIR = re.compile(
    r"\b(?:go|goes|going|gone|went|switched|moved)\s+(?:back\s+|over\s+)?to\s+(?:see\s+)?"
    r"(?:a\s+new\s+(?P<kind>barber|hairdresser|stylist)\s*,?\s*)?"
    rf"{_NAME}(?:\s+[^\s,.;:!?]+){{0,6}}?\s+for\s+(?:my\s+|a\s+|the\s+)?"
    r"(?:hair|haircuts?|cuts?|trims?|fades?|colou?r|line[\s-]?ups?|shape[\s-]?ups?)\b",
    re.IGNORECASE,
)
"""Going to a name for one's hair ("I go to Tomasz on King Street for my cuts now")."""
_NEW_BARBER = re.compile(
    r"\b(?:a|my)\s+new\s+(?P<kind>barber|hairdresser|stylist)\s*,\s*" + _NAME, re.IGNORECASE
)
"""A new one named after a comma ("started going to a new barber, Tomasz")."""
_BEST_CUT = re.compile(
    rf"{_NAME}(?:\s+at\s+[^,.;:!?]{{1,40}})?\s*,\s+(?:the\s+)?best\s+(?:[\w-]+\s+)?"
    r"(?:fade|haircut|cut|trim|line[\s-]?up|shape[\s-]?up|beard\s+trim)\s+(?:I['\u2019]ve|I\s+have|"
    r"I['\u2019]d|I)\b",
)
"""A barber praised for the cut one had ("Shoutout to Kemar at the shop on Brixton Hill, best
skin fade I've had in years")."""
_PATTERNS = (_CUT_BY, _MY_BARBER, _GO_TO_FOR_HAIR, _NEW_BARBER, _BEST_CUT)
_HAIR_SAID = re.compile(
    r"hair|barber|stylist|fringe|highlights|braids|\bcuts?\b|\btrims?\b|\bfades?\b|"
    r"\bline[\s-]?ups?\b|\bshape[\s-]?ups?\b",
    re.IGNORECASE,
)
"""A message that may name a hairdresser (a cheap test before the patterns)."""
_RELATION_SLOTS = frozenset(KIN) | {"roommate"}
"""Slots that name a person's relation to the subject, kept beside the hairdresser (a boss or a
partner only when the sentence says one: "got my hair cut by Priya" names no manager, "my
barber Sal is a total legend" no partner)."""
_PARTNER_SLOTS = frozenset({"partner", "married_to"})
_PARTNER_SAID = re.compile(
    r"\b(?:girlfriend|boyfriend|gf|bf|partner|fianc[eé]e?|wife|husband|hubby|missus|dating|"
    r"married|engaged)\b",
    re.IGNORECASE,
)
_BOSS = re.compile(r"\b(?:boss|manager|line\s+manager|supervisor)\b", re.IGNORECASE)
_NOT_NAME_WORDS = frozenset(CAPITALISED_NOT_NAMES) | {
    "She", "He", "They", "It", "We", "You", "Who", "Nobody", "Someone", "Everyone", "This",
    "That", "There", "Honestly", "Finally", "Now", "Then", "So", "And", "But", "Mum", "Mom",
    "Dad", "Mam", "Nan", "Gran", "Grandma", "Mama", "Papa",
}  # fmt: skip
"""Capitalised words that open a clause and name no hairdresser (a kin word said as a name
is a relation, read elsewhere)."""


def _same_name(value: str, name: str) -> bool:
    """`value` is `name`, its first word, or `name` with where they are said after it ("Jade
    at Toni & Guy")."""
    return value in (name, name.split()[0]) or value.startswith(name + " ")


def _misread(claim: Claim, name: str, kept: frozenset[str] | set[str]) -> bool:
    """The claim is a reader's guess at the hairdresser `name`: the name on another slot not
    `kept`, or a subject of the name and the verb ("Marta braids")."""
    if claim.subject.startswith(name + " "):
        return True
    value = (claim.object or claim.value or "").strip()
    person, _, shop = name.partition(" at ")
    if shop and claim.subject == person and value and shop.startswith(value):
        return True  # "Sal works at Kut" of "Sal at Kut & Co cuts my hair": said whole
    return _same_name(value, name) and claim.predicate not in kept


_AT_SHOP = re.compile(
    r"\s+at\s+(?P<shop>(?-i:[A-Z])[\w'’&.-]*"
    r"(?:\s+(?:(?:and|&|of)\s+)?(?-i:[A-Z])[\w'’&.-]*){0,3})$"
)
"""Where the named one cuts hair, said between the name and the doing ("Sal at Kut & Co")."""


def _kind_slot(kind: str | None) -> str:
    return "barber" if kind and kind.lower().startswith("barber") else "hairdresser"


def _matches(text: str) -> list[re.Match[str]]:
    """The matches of every pattern in `text`: a clause-opening name tried at each opening."""
    found = [
        m
        for o in _CLAUSE_OPENING.finditer(text)
        if (m := _DOES_MY_HAIR.match(text, o.end())) is not None
    ]
    return found + [m for pattern in _PATTERNS for m in pattern.finditer(text)]


def _found(text: str) -> list[tuple[str, str, tuple[int, int]]]:
    """(slot, name, span) of each hairdresser said in `text`."""
    out: list[tuple[str, str, tuple[int, int]]] = []
    for m in _matches(text):
        group = "place" if m.groupdict().get("place") else "name"
        name, start = m.group(group), m.start(group)
        if name.split()[0] in _NOT_NAME_WORDS:  # "Honestly Dana", "Then Leo"
            if len(name.split()) < 2:
                continue
            start = text.index(name.split()[1], start)
            name = name.split()[1]
            if name in _NOT_NAME_WORDS:
                continue
        kind = m.groupdict().get("kind") or ("barber" if "barber" in m.group(0) else None)
        if any(name == seen for _, seen, _ in out):
            continue
        shop = _AT_SHOP.match(m.groupdict().get("mid") or "")
        if shop is not None and group == "name":  # "Sal at Kut & Co cuts my hair": both
            name = f"{name} at {shop.group('shop')}"
        out.append((_kind_slot(kind), name, (start, start + len(name))))
    return out


def hairdressers(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each hairdresser the speaker names on the speaker's `hairdresser` (or
    `barber`) slot, in place of a reader's claim of the same name (see the module
    docstring)."""
    if message.speaker is None or not _HAIR_SAID.search(message.text[:_READ_CHARS]):
        return claims
    text = message.text[:_READ_CHARS]
    found = _found(text)
    if not found:
        return claims
    out = list(claims)
    for slot, name, span in found:
        start, end = sentence_around(text, span[0])
        said = text[start:end]
        kept = _RELATION_SLOTS | ({"manager"} if _BOSS.search(said) else set())
        kept |= _PARTNER_SLOTS if _PARTNER_SAID.search(said) else set()
        out, when = in_place_of(
            out, (start, end), partial(_misread, name=name, kept=kept), message.observed_at
        )
        if any(c.predicate == slot and c.object == name for c in out):
            continue
        out.append(named_claim(str(message.speaker), slot, name, "assert", when, span))
    return out
