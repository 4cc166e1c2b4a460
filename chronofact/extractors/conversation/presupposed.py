"""What a question to the other speaker takes as known about them, once they answer without
denying it: A asks "how's the new job at Asda going?", B answers "good so far, long shifts":
B works at Asda.

A question is not an assertion, so this is read only when all of these hold:

- the message before is someone else's (both speakers known) and one of its sentences asks
  in one of a few shapes that presuppose a fact of the one asked, in the second person or
  with no owner ("how's the new job at X", "how's your new role with X", "how's life in X",
  "how's the new flat in X", "how's the new puppy"); never about a third person ("how's
  Tom's new job at X?", "how's his new place in X?");
- when the question calls someone by name ("Ana, how's life in Leeds?", "how's the new job
  at Asda, Tom?"), that is the one who answers;
- the answer's first sentence does not deny or question it ("no", "nope", "what new job?",
  "didn't take it", "fell through", "haven't started", "not there anymore", "left", "moved
  back"): "not bad" and "can't complain" are answers that take it as true.

In a group chat the next speaker may not be the one asked: the name test above is the only
guard there. The claim is the answering speaker's, with the answer's first sentence as its
span and a lower confidence than a fact said outright.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import split_sentences
from chronofact.extractors.conversation.statements import render

__all__ = ["presupposed_claims"]

CONFIDENCE = 0.6
"""Below a fact said outright (0.8): the fact is taken from a question the answer let stand."""

_NAME = r"(?P<o>[A-Z][\w&'’.-]*(?:\s+(?:[A-Z][\w&'’.-]*|of|&)){0,3})"
_HOWS = r"\bhow(?:'s|’s|s|\s+is|\s+are)\s+(?:(?:the|your|ur|ya|yer)\s+)?"
_NEW = r"(?:new\s+)?"


@dataclass(frozen=True)
class _Shape:
    slot: str
    pattern: re.Pattern[str]
    name: bool
    """The value is a name (an object), not a word (a value)."""


def _shape(slot: str, template: str, name: bool = True) -> _Shape:
    return _Shape(slot, re.compile(template.replace("{NAME}", _NAME), re.IGNORECASE), name)


_SHAPES = (
    _shape(
        "works_at",
        _HOWS + _NEW + r"(?:job|role|gig|position|work|placement|internship)\s+(?:at|with)\s+"
        r"(?-i:{NAME})",
    ),
    _shape(
        "lives_in",
        _HOWS + r"(?:life|living|new\s+(?:place|flat|house|home|apartment))\s+in\s+(?-i:{NAME})",
    ),
    _shape(
        "has_pet",
        _HOWS + r"new\s+(?P<o>puppy|pup|kitten|dog|cat|rabbit|bunny|hamster|parrot|budgie)\b",
        name=False,
    ),
)
_CALLED = re.compile(r"^\s*(?P<a>[A-Z][\w'-]*)\s*,|,\s*(?P<b>[A-Z][\w'-]*)\s*[?!.]*\s*$")
"""A name the question calls someone by: "Ana, how's ...", "..., Tom?"."""
_DENIES = re.compile(
    r"^\W*(?:no|nope|nah|naw|what|huh|eh|wait|actually|who|i\s+wish)\b"
    r"|\b(?:didn'?t|did\s+not|never|fell\s+through|turned\s+(?:it|them|that)\s+down|"
    r"haven'?t|hasn'?t|have\s+not|not\s+(?:at|in|with|there|anymore|any\s+more|yet|really|"
    r"my|a\s+new|new)|no\s+longer|quit|left|leaving|moved|moving|wrong|start(?:s|ing)?\s+"
    r"(?:next|on|in|soon|monday|tomorrow)|don'?t|doesn'?t|isn'?t|wasn'?t|aren'?t|won'?t|"
    r"gave\s+(?:it|him|her|them)\s+(?:up|back|away)|rehomed|returned|died|lost)\b",
    re.IGNORECASE,
)
"""An answer that denies what was asked about, or says it no longer holds."""


def _asked(question: str) -> tuple[_Shape, str] | None:
    for shape in _SHAPES:
        m = shape.pattern.search(question)
        if m is not None:
            return shape, m.group("o").rstrip(".'’").strip()
    return None


def _called_other(question: str, answerer: str) -> bool:
    m = _CALLED.search(question)
    called = (m.group("a") or m.group("b")) if m is not None else None
    first = answerer.split()[0].casefold() if answerer.split() else ""
    return called is not None and called.casefold() != first


def presupposed_claims(message: Message) -> list[Claim]:
    """The answering speaker's fact a question of the message before took as known (see
    the module docstring), or []."""
    before = message.previous
    who = message.speaker
    if before is None or not who or not before.speaker or before.speaker == who:
        return []
    spans = split_sentences(message.text)
    if not spans:
        return []
    start, end = spans[0]
    answer = message.text[start:end]
    if answer.rstrip().endswith("?") or _DENIES.search(answer):
        return []
    for qs, qe in split_sentences(before.text):
        question = before.text[qs:qe]
        if not question.rstrip().endswith("?") or _called_other(question, who):
            continue
        asked = _asked(question)
        if asked is None:
            continue
        shape, target = asked
        target = target if shape.name else target.casefold()
        return [
            Claim(
                subject=who,
                predicate=shape.slot,
                object=target if shape.name else None,
                value=None if shape.name else target,
                polarity=True,
                valid_from=message.observed_at,
                valid_to=None,
                span=(start, end),
                statement=render(who, shape.slot, target, "assert", True),
                confidence=CONFIDENCE,
            )
        ]
    return []
