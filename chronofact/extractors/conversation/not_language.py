"""A language word that is part of another thing's name is no language learned: "doing Muay
Thai three nights a week" is a martial art, "learning French horn" an instrument, "Thai
cooking classes" a pastime. The readers take the language word for the language (the
language list knows "Thai" and "French"); here a `learning_language` claim whose value is
said right after "Muay", or right before a word of an instrument ("horn" too) or of another
pastime ("cooking", "boxing", "dancing" ...), is moved: to `learning_instrument` as
"French horn", else to `hobby` as "Muay Thai" / "Thai cooking"; one read whole with a word
of another thing after it ("Spanish mass", "Spanish omelette") is dropped.

Pure; a word before and after each language claim's value (linear in the claims).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.change_words import word_set
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.lexicon import CATEGORY_SLOTS
from chronofact.extractors.conversation.statements import named_on

__all__ = ["languages_checked", "names_another_thing"]

_PASTIMES_AFTER = word_set(
    "cooking cuisine food boxing dancing dance massage calligraphy knitting embroidery "
    "painting pottery wrestling kickboxing chess"
)
_MARTIAL_BEFORE = word_set("muay")
_NO_LANGUAGE_AFTER = word_set(
    "mass service services church menu restaurant omelette omelet football league grand prix "
    "open wine bread breakfast"
)
"""Words after a language word that make it another thing ("the Spanish mass at St Anne's",
"a Spanish omelette"): no language learned, and no pastime either."""
_WORD_AFTER = re.compile(r"\s+([a-z]+)\b")
_WORD_BEFORE = re.compile(r"\b([A-Za-z]+)\s+$")


def _instrument(word: str) -> bool:
    return word == "horn" or CATEGORY_SLOTS.get(word) == "learning_instrument"


def names_another_thing(value: str) -> bool:
    """A value whose language word is part of another thing's name ("Muay Thai", "French
    horn", "Thai cooking")."""
    words = value.casefold().split()
    return len(words) > 1 and (
        words[0] in _MARTIAL_BEFORE or _instrument(words[-1]) or words[-1] in _PASTIMES_AFTER
    )


def languages_checked(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each language that names another thing moved (module docstring)."""
    text = message.text
    out: list[Claim] = []
    for c in claims:
        value = c.object if c.object is not None else c.value
        if c.predicate != "learning_language" or not isinstance(value, str) or not value:
            out.append(c)
            continue
        if len(value.split()) > 1 and value.casefold().split()[-1] in _NO_LANGUAGE_AFTER:
            continue  # "the Spanish mass at St Anne's": a mass, no language
        if names_another_thing(value):  # the reader took the whole name: "Muay Thai"
            slot = "learning_instrument" if _instrument(value.casefold().split()[-1]) else "hobby"
            out.append(named_on(c, slot, value))
            continue
        at = text.find(value, max(0, c.span[0] - len(value) - 40))
        if at < 0:
            out.append(c)
            continue
        before = _WORD_BEFORE.search(text, max(0, at - 20), at)
        after = _WORD_AFTER.match(text, at + len(value))
        word = after.group(1) if after else ""
        if word in _NO_LANGUAGE_AFTER:
            continue  # "the Spanish mass", read as "Spanish"
        if before is not None and before.group(1).casefold() in _MARTIAL_BEFORE:
            out.append(named_on(c, "hobby", f"{before.group(1)} {value}"))
        elif word and _instrument(word):
            out.append(named_on(c, "learning_instrument", f"{value} {word}"))
        elif word in _PASTIMES_AFTER:
            out.append(named_on(c, "hobby", f"{value} {word}"))
        else:
            out.append(c)
    return out
