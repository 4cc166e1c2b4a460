"""Which messages the learned reader reads: those with a few words that are not only questions.

A question asks; it does not tell ("how's the new job at Asda going?" is not the asker's job),
so a message made only of questions is left to the rules. Pure and linear in the text.
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message

__all__ = ["MIN_WORDS", "worth_reading"]

MIN_WORDS = 3
_WORD = re.compile(r"[^\W\d_]{2,}")
_SENTENCE = re.compile(r"[^.!?\n]+[.!?\n]*")


def worth_reading(message: Message) -> bool:
    """True when the message has `MIN_WORDS` words and a sentence that is not a question."""
    text = message.text
    if len(_WORD.findall(text)) < MIN_WORDS:
        return False
    return any(_WORD.search(s) and not s.rstrip().endswith("?") for s in _SENTENCE.findall(text))
