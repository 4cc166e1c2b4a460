"""A sentence that ends in "?" may still state a change before a questioning aside ("Dr Murphy
retired and I've been handed over to Dr Okonkwo, who is actually on time??"): the statement
part change resolution reads (`change_cues.ended_names`)."""

from __future__ import annotations

import re

from chronofact.extractors.change_words import word_set

__all__ = ["QUESTION_OPENERS", "statement_before_aside"]


def _words(text: str) -> list[str]:
    return re.findall(r"[\w']+", text.replace("\u2019", "'").casefold())


_ASIDE_OPENERS = word_set("who which whose and lol haha")
QUESTION_OPENERS = word_set(
    "who what when where why how which whose did do does is are was were has have had can "
    "could would will should shall you still"
)


def statement_before_aside(sentence: str) -> str:
    """Of a sentence that ends in "?", the statement before a questioning aside ("Dr Murphy
    retired and I've been handed over to Dr Okonkwo, who is actually on time??"): the text
    before its last comma, when the aside opens with "who", "which", "and" ... and that
    text is not itself a question ("did you quit Shopify, and when?") -- else "" (a
    question says no change happened)."""
    head, comma, aside = sentence.rstrip().rpartition(",")
    if not comma or not head.strip():
        return ""
    aside_words = _words(aside)
    head_words = _words(head)
    if not aside_words or aside_words[0] not in _ASIDE_OPENERS:
        return ""
    if not head_words or head_words[0] in QUESTION_OPENERS or "?" in head:
        return ""
    return head
