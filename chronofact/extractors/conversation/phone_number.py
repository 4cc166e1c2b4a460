"""One's phone number, said to be used or given: "my mobile is 07700 900123 if you need it",
"use 07700 900456 for me on any forms", "new number: +44 7700 900789", "call me on 0871 555
0199", "Tariq's new number is 06 12 34 56 78".

A number's shape says what it is but the readers took only the words around it ("mobile",
"number") as the slot, or nothing when no "is" was said, so a new number never took the old
one's place. Here a number of at least `_MIN_DIGITS` digits (spaces, dots, dashes, brackets
and a leading + between them) goes on the one-value slot `phone_number` when its sentence
says it is a phone's: a word of phones (number, mobile, cell, phone, WhatsApp, call, text,
ring, reach) and no word of another kind of number (order, account, sort code, policy,
booking, reference, card, ticket, IBAN, PIN, flight: `_OTHER_NUMBER`).

Whose: "<Name>'s (new) number / mobile" is that person's; otherwise the speaker's, when the
sentence speaks of the speaker ("me", "my", "I"). Claims the readers made of the number in the
same sentence (a "mobile", a "number") give way. Pure; each pattern bounded and searched once
over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES, TITLED_NAME
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["phone_numbers"]

_READ_CHARS = 1200
_MIN_DIGITS = 9
_NUMBER = re.compile(r"(?<![\w#/-])\+?\(?\d[\d ().-]{6,20}\d(?![\w/-])")
"""A run of digits with the separators of a phone number between them (its digits counted
apart)."""
_PHONE_WORDS = re.compile(
    r"\b(?:number|numbers|mobile|cell|cellphone|phone|whatsapp|call|text|ring|reach|"
    r"contact)\b",
    re.IGNORECASE,
)
_OTHER_NUMBER = re.compile(
    r"\b(?:order|account|acct|sort\s+code|policy|booking|reference|ref|card|ticket|iban|pin|"
    r"flight|invoice|tracking|case|claim|passport|licen[cs]e|registration|serial|membership|"
    r"customer|postcode|zip|vat|nhs|national\s+insurance|ni\s+number|ssn|tax)\b",
    re.IGNORECASE,
)
_SELF = re.compile(
    r"\b(?:me|my|i|i'm|i've|mine)\b|\bi['\u2019]|^\W*(?:new|updated|changed)\s+"
    r"(?:mobile\s+|phone\s+|cell\s+)?(?:number|no)\b",
    re.IGNORECASE,
)
"""The sentence speaks of the speaker, or opens on a number given anew ("new number: ...")."""
_USE_FOR_ME = re.compile(
    r"\b(?:use|put|try|add)\s+\+?\(?0?\d[\d ().-]{6,20}\d\s+(?:for|as)\s+(?:me|my)\b",
    re.IGNORECASE,
)
""""use 07700 900456 for me on any forms": a number the speaker gives for themselves."""
_WHOSE = re.compile(
    rf"(?P<name>{TITLED_NAME})['\u2019]s\s+(?:new\s+|current\s+|mobile\s+|cell\s+|phone\s+)*"
    r"(?:number|mobile|cell|phone\s+number)\b"
)
""""Tariq's new number", "Ana's mobile": whose number the sentence gives."""
_SAID = re.compile(r"\d")
"""A message that may hold a number (a cheap test before the patterns)."""
_NOT_NAMES = frozenset(CAPITALISED_NOT_NAMES) | {"She", "He", "They", "It", "We", "You", "Who"}


def _digits(text: str) -> str:
    return re.sub(r"\D", "", text)


def _found(text: str, speaker: str) -> list[tuple[str, str, tuple[int, int]]]:
    """(whose, number, span) of each phone number said in `text`."""
    out: list[tuple[str, str, tuple[int, int]]] = []
    for m in _NUMBER.finditer(text):
        number = m.group().strip(" .-")
        if len(_digits(number)) < _MIN_DIGITS or len(_digits(number)) > 15:
            continue
        start, end = sentence_around(text, m.start())
        sentence = text[start:end]
        said = _PHONE_WORDS.search(sentence) or (
            number[0] in "0+(" and _USE_FOR_ME.search(sentence)
        )
        if not said or _OTHER_NUMBER.search(sentence):
            continue
        whose = _WHOSE.search(sentence)
        if whose is not None and whose.group("name").split()[0] not in _NOT_NAMES:
            out.append((whose.group("name"), number, (m.start(), m.start() + len(number))))
        elif _SELF.search(sentence):
            out.append((speaker, number, (m.start(), m.start() + len(number))))
    return out


def _gives_way(claim: Claim, number: str) -> bool:
    """The readers' claim of the number (or of a part of it), or of the word "number"."""
    said = (claim.object or claim.value or "").strip()
    value = _digits(said)
    if claim.predicate == "phone_number" or said.casefold() in _NUMBER_WORDS:
        return True
    return len(value) >= 4 and value in _digits(number)


_NUMBER_WORDS = frozenset({"number", "new number", "mobile", "phone number", "mobile number"})


def phone_numbers(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each phone number said on its person's `phone_number` slot (see the
    module docstring)."""
    text = message.text[:_READ_CHARS]
    if message.speaker is None or not _SAID.search(text):
        return claims
    out = list(claims)
    for whose, number, span in _found(text, str(message.speaker)):
        sentence = sentence_around(text, span[0])
        out, when = in_place_of(
            out, sentence, partial(_gives_way, number=number), message.observed_at
        )
        out.append(named_claim(whose, "phone_number", number, "assert", when, span))
    return out
