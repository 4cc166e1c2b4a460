"""What someone ordered, and what an order is for: "I ordered a blue sofa from IKEA", "My brother
Noam ordered the grey sofa", "Funmi changed her order to the gold dress", "in May I changed the
order to the grey sofa", "Order 7745 is a set of red curtains", "I changed order 8812 to the
green armchair".

The readers read an order's state ("shipped", "on backorder") but not the thing ordered, and
the learned reader put it on whatever slot came to mind ("has a pet: blue sofa"), so a changed
order had nothing to replace. Here the thing is the run of words after its article, up to a
shop, a purpose or a clause ("from IKEA", "for the wedding"; at most five words), on
`ordered` for the person who ordered it (the speaker for "I"/"we" or a clause with no subject,
or a capitalised name right before the verb), and on `order_for` for an order said by its
number (the number is the subject, so a later "changed order 8812 to ..." replaces it; the
number said beside the thing ordered, "I ordered a blue sofa, order number 8812", is that
order's too, and the speaker's change of a numbered order is what the speaker ordered). A
change of order ("changed/switched/swapped the order to ...") asserts the new thing in the
old one's place; "the green velvet one" is said of the order's kind when the sentence names it
("his sofa order": "green velvet sofa").

A question, a plan ("I'll order", "want to order") or someone asked to order gives nothing.
Claims the readers made of the thing's words in the sentence give way. Pure; four patterns
searched over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.finding_claim import said_since
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES, KIN_ALONE
from chronofact.extractors.conversation.people import speakers_kin
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["ORDERED", "ORDER_FOR", "orders_said"]

ORDERED = "ordered"
ORDER_FOR = "order_for"
_READ_CHARS = 1200
_ARTICLE = r"(?:(?:a|an|the|some|my|her|his|their|our)\s+)"
_ITEM_WORDS = (
    r"(?:(?:pair|set|couple)\s+of\s+)?(?P<o>(?:[\w'\u2019-]+\s+){0,4}?[\w'\u2019-]+?)"
    r"(?=\s+(?:from|for|on|at|off|in|with|and|but|because|since|instead|which|that|to|before|"
    r"after|as|so|when|online|yesterday|today|last|this|through|via)\b|\s*[,.;:!?()]|\s*$)"
)
_ITEM = rf"(?:{_ARTICLE}|(?=(?-i:[A-Z0-9]))){_ITEM_WORDS}"
"""The thing ordered: after an article, or a name ("ordered Nike Pegasus 41s"); not "the
dress I ordered from ASOS"."""
_ITEM_TO = rf"{_ARTICLE}?(?!(?:from|for|on|at|in|with|and|but|it|them)\b){_ITEM_WORDS}"
"""The thing an order is changed to, which needs no article ("changed order 7745 to white
blinds")."""
_WHO = (
    r"(?:\b(?:my|our)\s+(?P<kin>[a-z-]+)\s+|(?P<and>\b(?:and|then)\s+)|"
    r"(?P<who>\b(?:I|we|(?-i:[A-Z][a-z]+(?:-[A-Z][a-z]+)?))(?:\s+|(?=['\u2019]ve\s))|^\s*|"
    r"[.!?;]\s+))"
)
_ORDERED = re.compile(
    _WHO + r"(?:(?:just|finally|also|have|had|['\u2019]ve)\s+)*(?:pre-?)?ordered\s+" + _ITEM,
    re.IGNORECASE,
)
_CHANGED = re.compile(
    _WHO + r"(?:(?:just|then|finally)\s+)?(?:changed|switched|swapped)\s+(?:the|my|his|her|"
    r"their|our)\s+(?:(?P<kind>[\w-]+)\s+)?(?:pre-?)?order\s+to\s+" + _ITEM,
    re.IGNORECASE,
)
_NUMBERED = re.compile(
    r"\border\s+(?:number\s+|no\.?\s*)?#?(?P<id>[A-Z]{0,4}-?\d{3,})\s*(?:,\s*)?(?:is|was)\s+"
    r"(?:for\s+)?(?=(?:a|an|the)\s)"
    + _ITEM
    + r"|\b(?:changed|switched|swapped)\s+order\s+(?:number\s+)?#?(?P<id2>[A-Z]{0,4}-?\d{3,})"
    r"\s+to\s+" + _ITEM_TO.replace("(?P<o>", "(?P<o2>"),
    re.IGNORECASE,
)
_MINE_BEFORE = re.compile(r"(?:\bI|\bwe|^|[.!?;,]|\bso|\band)\s*(?:just\s+|then\s+)?$", re.I)
"""Before "changed order N": the speaker, or no subject (the speaker's)."""
_NOT_NOW = re.compile(
    r"\b(?:will|'ll|\u2019ll|going\s+to|gonna|want(?:s|ed)?\s+to|should|could|would|might|if|"
    r"whether|asked|told)\b[^.!?;]*$",
    re.IGNORECASE,
)
_NOT_WHO = frozenset({"i", "we", "then", "just", "finally", "also", "so", "and", "but"})
_NO_ITEM = frozenset({"it", "them", "one", "something", "stuff", "food", "takeaway", "delivery"})


def _thing(value: str, kind: str | None) -> str:
    """The thing as said, "the green velvet one" said of the order's kind ("sofa")."""
    words = value.split()
    if kind and words and words[-1].casefold() == "one" and len(words) > 1:
        return " ".join([*words[:-1], kind])
    return value


_ORDER_NUMBER = re.compile(
    r"\border\s+(?:number\s+|no\.?\s*)?#?(?P<id>[A-Z]{0,4}-?\d{3,})\b", re.IGNORECASE
)
"""An order's number said beside the thing ordered ("I ordered a blue sofa, order number
8812"): what the numbered order is for."""


_OPENER = re.compile(
    r"\s*(?:(?i:my|our)\s+(?P<kin>[a-z-]+)|(?P<n>I|we|(?-i:[A-Z][a-z]+))\b(?!['\u2019]s)|"
    r"(?-i:[a-z]))"
)
"""What a sentence opens with: its subject, or a lower-case verb (a clause with none: the
speaker's)."""


def _who(message: Message, m: re.Match[str]) -> str | None:
    """Who ordered: the speaker for "I", "we" or no subject, "my mum" as the speaker's mom, a
    name, or None for a relative named alone ("Mum ordered ...": whose mum is for the kin
    readers) or a word after "my" that is no relative."""
    if m.groupdict().get("and"):  # "cancelled the Hisense and ordered a Samsung instead"
        start = sentence_around(m.string, m.start())[0]
        opener = _OPENER.match(m.string, start)
        kin = opener.group("kin") if opener is not None else None
        if kin is not None:
            return speakers_kin(str(message.speaker), kin)
        said = opener.group("n") if opener is not None else None
        if said is None or said.casefold() in ("i", "we"):
            return str(message.speaker)
        return None if said in CAPITALISED_NOT_NAMES or said.casefold() in KIN_ALONE else said
    kin = m.group("kin")
    if kin is not None:
        return speakers_kin(str(message.speaker), kin)
    name = (m.group("who") or "").strip(" .!?;")
    if not name or name.casefold() in _NOT_WHO:
        return str(message.speaker)
    return None if name.casefold() in KIN_ALONE else name


def orders_said(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the things ordered and what numbered orders are for (see the module
    docstring)."""
    if message.speaker is None or "order" not in message.text.casefold():
        return claims
    text = message.text[:_READ_CHARS]
    found: list[tuple[str, str, str, tuple[int, int]]] = []
    for pattern in (_ORDERED, _CHANGED):
        for m in pattern.finditer(text):
            who = _who(message, m)
            if who is None:
                continue
            value = _thing(m.group("o"), m.groupdict().get("kind"))
            found.append((who, ORDERED, value, m.span("o")))
            end = sentence_around(text, m.start("o"))[1]
            number = _ORDER_NUMBER.search(text, m.end("o"), end)
            if number is not None:
                found.append((number.group("id"), ORDER_FOR, value, m.span("o")))
    for m in _NUMBERED.finditer(text):
        key, group = (m.group("id"), "o") if m.group("id") else (m.group("id2"), "o2")
        found.append((key, ORDER_FOR, m.group(group), m.span(group)))
        if group == "o2" and _MINE_BEFORE.search(text, max(0, m.start() - 20), m.start()):
            # "I changed order 8812 to the grey sofa": what the speaker ordered too
            found.append((str(message.speaker), ORDERED, m.group(group), m.span(group)))
    out = list(claims)
    for who, slot, value, span in found:
        sentence = sentence_around(text, span[0])
        said = text[sentence[0] : sentence[1]]
        if said.rstrip().endswith("?") or _NOT_NOW.search(text, sentence[0], span[0]):
            continue
        if value.casefold() in _NO_ITEM or len(value) < 2:
            continue
        if any(c.predicate == slot and c.subject == who for c in out):
            continue
        out, _ = in_place_of(out, sentence, partial(_misread, value=value), message.observed_at)
        since = said_since(said, slot, message.observed_at, value)
        out.append(named_claim(who, slot, value, "assert", since, span))
    return out


def _misread(claim: Claim, value: str) -> bool:
    """A claim of the sentence that read the thing's words on another slot ("has a pet: blue
    sofa", "uses green")."""
    said = str(claim.object or claim.value or "").casefold()
    thing = value.casefold()
    overlap = bool(said) and (said in thing or thing in said)
    return overlap and claim.predicate not in (ORDERED, ORDER_FOR)
