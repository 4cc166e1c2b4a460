"""A diet said by what one is off: "off dairy for the skin" is a dairy-free diet, not a diet of
dairy.

The readers read the food named after "off" (or "cut out", "no more") as the diet's value, so
"off dairy" stored the diet "dairy", the opposite of what was said. Here a diet claim whose
value is said right after such words is said as the diet without it ("dairy-free",
"meat-free", "sugar-free"). Pure; one bounded look behind each diet claim's value.

With no diet of the speaker read at all, the speaker's own words "I'm off sugar for Lent",
"been off dairy since May", "off gluten now" (a message or clause opening on "off") are read
here too: the readers' finding of the food had been the only way in, and a reader retrained
on other words reads none (fifty-fourth session).
"""

from __future__ import annotations

import dataclasses
import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.statements import named_claim, named_on

__all__ = ["diets_off"]

_OFF = re.compile(
    r"\b(?:off|cut\s+out|cutting\s+out|no\s+more|avoiding|quit|quitting)\s+(?:the\s+|all\s+)?$",
    re.IGNORECASE,
)
_FOODS = re.compile(
    r"^(?:dairy|meat|sugar|gluten|carbs|wheat|alcohol|booze|caffeine|red\s+meat|pork|beef|"
    r"fish|eggs|bread|processed\s+food)$",
    re.IGNORECASE,
)


_SPEAKER_OFF = re.compile(
    r"(?:^|[.!?,;]\s*|\b(?:I'?m|I\s+am|im|I'?ve\s+been|been|I'?ve\s+gone|gone|going|staying)\s+)"
    r"(?:now\s+|completely\s+|totally\s+)?off\s+(?:the\s+|all\s+)?(?P<food>[a-z]+(?:\s+meat)?)\b",
    re.IGNORECASE,
)


def _speakers_own(message: Message, claims: list[Claim]) -> list[Claim]:
    """The speaker's diet said by the food they are off, when no diet of theirs was read."""
    speaker = message.speaker
    if not speaker or any(c.subject == speaker and c.predicate == "diet" for c in claims):
        return []
    for m in _SPEAKER_OFF.finditer(message.text):
        food = m.group("food")
        if _FOODS.match(food):
            free = f"{' '.join(food.casefold().split())}-free"
            said = named_claim(speaker, "diet", free, "assert", message.observed_at, m.span("food"))
            return [dataclasses.replace(said, object=None, value=free)]
    return []


def _same_words_of_another(claim: Claim, own: Claim) -> bool:
    return (
        claim.predicate == "diet"
        and claim.subject != own.subject
        and claim.span[0] < own.span[1]
        and own.span[0] < claim.span[1]
    )


def diets_off(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each diet of a food one is off said as the diet without it, and the
    speaker's own said so when no diet of theirs was read (`_speakers_own`)."""
    text = message.text
    out: list[Claim] = _speakers_own(message, claims)
    if out:  # "I'm off meat for Lent btw, Kavya's orders": the words are the speaker's diet
        claims = [c for c in claims if not _same_words_of_another(c, out[0])]
    for c in claims:
        value = (c.object or c.value or "").strip()
        if c.predicate == "diet" and c.action == "assert" and c.polarity and _FOODS.match(value):
            at = text.casefold().find(value.casefold(), max(0, c.span[0] - len(value) - 2))
            if at >= 0 and _OFF.search(text, max(0, at - 20), at):
                free = f"{' '.join(value.casefold().split())}-free"
                moved = named_on(c, "diet", free)
                out.append(dataclasses.replace(moved, object=None, value=free))
                continue
        out.append(c)
    return out
