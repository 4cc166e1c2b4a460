"""A car, phone or laptop said as someone's by name, and one said as missed: "Darren's new Hilux
towed the boat up to Noosa" is Darren's car Hilux (it was read as the car "Noosa"),
"Twenty good-morning images a day from Amma's Redmi" is the speaker's mum's phone, and "I
honestly miss the Nokia era" names no phone of now (it was read as the speaker's phone).

Here, for each "<Name>'s / <relative>'s / my (new) <Product>" where the product's words name a
car, a phone or a laptop in the lexicon (`lexicon.category_slot`: "Hilux", "Redmi",
"MacBook"), and neither given up ("sell my Skoda Fabia") nor gone ("my Pixel 6 finally
died"), a claim of the owner's in the sentence on that slot whose value is no such product
("Noosa"), or holding the product on another ("lives in Camry"), and anyone's holding owner
and product as one value ("Pat's Corolla"), gives way and the product is asserted, unless a
claim already holds it; and an asserted claim whose value is said right after "miss" ("miss
the Nokia era", "missing my old Golf") is dropped.
Whose: the name; a relative said alone ("Amma's", "Dad's") is the speaker's relative; "my" the
speaker's. Pure; two bounded patterns over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES, category_slot
from chronofact.extractors.conversation.people import person_said
from chronofact.extractors.conversation.statements import named_claim

__all__ = ["owned_products"]

_READ_CHARS = 1200
_SLOTS = frozenset({"vehicle", "uses_phone", "uses_laptop"})
_OWNED = re.compile(
    r"(?<![\w'\u2019])(?P<owner>(?-i:[A-Z][a-z]+)['\u2019]s|my)\s+(?:(?:new|brand\s+new|shiny|"
    r"trusty|little)\s+)?(?P<product>(?-i:[A-Z][\w-]*)(?:\s+(?-i:[A-Z0-9][\w-]*)){0,2})",
    re.IGNORECASE,
)
_GIVEN_UP_BEFORE = re.compile(
    r"\b(?:sell|selling|sold|scrap|scrapped|scrapping|recycle|recycling|trade\s+in|trading\s+in|"
    r"traded\s+in|get\s+rid\s+of|got\s+rid\s+of|ditch|ditched|replace|replacing|replaced)\s+$",
    re.IGNORECASE,
)
_GONE_AFTER = re.compile(
    r"\s+(?:(?:finally|just|has|had|is|was|got)\s+)*(?:died|dead|broke|broken|stolen|"
    r"written\s+off|totalled|sold|packed\s+in|gave\s+up)\b",
    re.IGNORECASE,
)
_MISSED = re.compile(
    r"\bmiss(?:es|ed|ing)?\s+(?:the|my|our|his|her|their)?\s*(?:old\s+)?$", re.IGNORECASE
)


def _missed(claim: Claim, text: str) -> bool:
    """An asserted claim whose value is said right after "miss" ("miss the Nokia era")."""
    value = str(claim.object or claim.value or "")
    if claim.action != "assert" or not value:
        return False
    lo, hi = sentence_around(text, max(0, claim.span[0]))
    at = text.find(value, lo, hi)
    return at >= 0 and _MISSED.search(text, max(lo, at - 30), at) is not None


def _gives_way(claim: Claim, owner: str, slot: str, product: str, whole: str) -> bool:
    """A claim of the sentence the product said as someone's replaces: the owner's holding
    the product on another slot or a value of no such product on its slot, or anyone's
    holding the owner and the product as one value ("Pat's Corolla")."""
    value = str(claim.object or "")
    if claim.predicate == slot and value.casefold() == whole:
        return True
    return claim.subject == owner and (
        value == product or (claim.predicate == slot and category_slot(value) != slot)
    )


def owned_products(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each named owner's car, phone or laptop, and none missed (see the module
    docstring)."""
    text = message.text[:_READ_CHARS]
    out = [c for c in claims if not _missed(c, text)]
    for m in _OWNED.finditer(text):
        product = m.group("product")
        slot = category_slot(product)
        said = m.group("owner").removesuffix("'s").removesuffix("\u2019s")
        if slot not in _SLOTS or said in CAPITALISED_NOT_NAMES:
            continue
        owner = person_said(message.speaker, said)
        lo, hi = sentence_around(text, m.start())
        if owner is None or _MISSED.search(text, max(lo, m.start() - 30), m.start()):
            continue
        if _GIVEN_UP_BEFORE.search(text, max(lo, m.start() - 20), m.start()) or _GONE_AFTER.match(
            text, m.end()
        ):
            continue  # "Should I sell my Skoda Fabia?", "my Pixel 6 finally died"
        if any(c.predicate == slot and str(c.object or "") == product for c in out):
            continue
        whole = text[m.start() : m.end("product")].casefold()
        out = [  # "Mum's Camry lives under the carport" read as her home "Camry" too
            c
            for c in out
            if not (lo <= c.span[0] < hi and _gives_way(c, owner, slot, product, whole))
        ]
        span = (m.start("product"), m.end("product"))
        out.append(named_claim(owner, slot, product, "assert", message.observed_at, span))
    return out
