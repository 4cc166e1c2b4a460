"""The value said instead of one just denied: "Oleg isn't learning German now, it's Dutch!",
"the sync's not on Mondays anymore - it's Wednesdays", "she doesn't bank with Barclays, it's
Monzo now".

The readers read the denial (a claim whose polarity is false: Oleg is not learning German; or an
end: "I'm not vegan anymore") and nothing of what follows, so the new value was lost. Here,
after the denied value, in the same sentence and past a comma, a dash or a semicolon, "it's
(actually / now / just) <B>" gives B on the denied claim's subject and slot, asserted from the
message time at `CONFIDENCE` (the denial stays: it ends the old value). B is the words after
"it's" up to the clause's end, trimmed to the thing itself (`trim_object`), of at most
`_MAX_WORDS` words and written as the denied value is (both capitalised, or both lower case; a
lower-case one not said with an article or a word of degree: "it's a nightmare", "it's all admin
now"), and no cleft ("it's Duolingo that ..."); a mood or a description ("it's fine", "it's so
annoying") is no value. Pure; one anchored pattern per denied claim over at most `_READ_CHARS`
of the message (linear).
"""

from __future__ import annotations

import dataclasses
import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.generic_guards import described
from chronofact.extractors.conversation.mood import value_at
from chronofact.extractors.conversation.statements import render
from chronofact.extractors.conversation.trim import trim_object
from chronofact.extractors.conversation.value_kind import kind_misfit

__all__ = ["said_instead"]

_READ_CHARS = 1200
_MAX_WORDS = 4
CONFIDENCE = 0.7
"""Below the frames' 0.8, so the value's fit to the slot by meaning is checked (`value_fit`)."""
_INSTEAD = re.compile(
    r"[^.!?;,\u2014\u2013]{0,30}?(?:[,;\u2014\u2013]|\s-)\s*(?:but\s+|no\s*,?\s*)?"
    r"(?:it['\u2019]s|its|it\s+is)\s+(?:(?:actually|now|just)\s+)?"
    r"(?P<value>[^,.;!?\u2014\u2013]{1,60})",
    re.IGNORECASE,
)
"""After the denied value: "..., it's Dutch", " - it's actually Wednesdays now"."""
_NAME_RUN = re.compile(
    r"[A-Z0-9][\w'\u2019&.+-]*(?:\s+(?:(?:of|&|and)\s+)?[A-Z0-9][\w'\u2019&.+-]*)*"
)
"""A name's capitalised words ("Duolingo that is failing him" -> "Duolingo")."""
_CLEFT = re.compile(r"\S+(?:\s+\S+){0,3}?\s+(?:that|who|which)\b", re.IGNORECASE)
"""A cleft ("it's Duolingo that is failing him"): who or what does something, no value."""
_DESCRIBING = re.compile(
    r"(?:a|an|the|all|so|such|really|very|too|pretty|quite|kind|sort|just|way|much|more|less|"
    r"mostly|only|getting|going|been|being|not)\b",
    re.IGNORECASE,
)
"""The first word of what is said of a thing, not a lower-case value ("it's a nightmare")."""
_NOT_VALUES = frozenset(
    {"fine", "ok", "okay", "alright", "over", "done", "true", "fair", "what", "a", "the", "not"}
)


def _alike(denied: str, said: str) -> bool:
    """Written alike: both capitalised, or both lower case."""
    return denied[:1].isupper() == said[:1].isupper()


def said_instead(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the value said instead of each one denied (see the module docstring)."""
    text = message.text[:_READ_CHARS]
    if "it" not in text.casefold():
        return claims
    out = list(claims)
    for claim in claims:
        if claim.polarity == (claim.action == "assert"):
            continue  # neither denied nor ended
        denied = claim.object if claim.object is not None else claim.value
        at = value_at(text, claim)
        if denied is None or at is None:
            continue
        m = _INSTEAD.match(text, at[1])
        if m is None or _CLEFT.match(m.group("value")):
            continue
        if not denied[:1].isupper() and _DESCRIBING.match(m.group("value")):
            continue  # "it's a nightmare", "it's all admin now": said of it, no value
        value = trim_object(m.group("value"))
        if denied[:1].isupper():
            named = _NAME_RUN.match(value)
            value = named.group().rstrip(".'\u2019") if named else ""
        words = value.split()
        if not value or len(words) > _MAX_WORDS or not _alike(denied, value):
            continue
        if value.casefold() == denied.casefold() or words[0].casefold() in _NOT_VALUES:
            continue
        if described(value) or kind_misfit(claim.predicate, value) is not None:
            continue  # "it's so annoying", "it's every week"
        if any(
            c.subject == claim.subject
            and c.predicate == claim.predicate
            and c.polarity
            and c.action == "assert"
            for c in out
        ):
            continue  # a value of the slot read already
        span = (claim.span[0], m.start("value") + len(value))
        target = value
        instead = dataclasses.replace(
            claim,
            polarity=True,
            action="assert",
            object=target if claim.object is not None else None,
            value=target if claim.object is None else None,
            span=span,
            valid_from=message.observed_at,
            valid_to=None,
            confidence=CONFIDENCE,
            statement=render(claim.subject, claim.predicate, target, "assert", True),
        )
        out.append(instead)
    return out
