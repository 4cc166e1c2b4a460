"""A yes-no question of the message before, answered by this one, read as the statement the
pair makes.

"still at Infosys?" / "yep infosys" is "I'm still at Infosys"; "are you still living in
Leeds?" / "nah, moved to York in June" is "I'm no longer living in Leeds. moved to York in
June"; "is Kwame still in Leeds?" / "no, he's in York now" is "Kwame is no longer in Leeds.
he's in York now". Someone else asked (`Message.previous`, another speaker), in its last
sentence; the reply opens on the yes or the no. "you" of the question is the replier ("I"), a
name or "he"/"she" stays whom it is. The question is turned to statement order ("are you
still X" -> "I'm still X", "is Kwame still X" -> "Kwame is still X", "do you still X" -> "I
still X", "still X?" -> "I'm still X"), then read as `reported` reads a question told back
with its answer. Bounded: the last `_MAX_QUESTION` characters of the message before.
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.reported import Reported, yes_no

__all__ = ["replied_statements", "statement_of"]

_MAX_QUESTION = 120
_LAST_QUESTION = re.compile(r"(?:^|[.!?]\s+)(?P<q>[^.!?]{3,100})\?+\s*$")
_INVERTED = re.compile(
    r"(?:(?:so|and|ok|okay|wait|oh)\s+)?(?P<be>am|is|are|r|was|were|do|does|did)\s+"
    r"(?P<subj>you|u|ya|he|she|they|(?-i:[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?))\s+(?P<rest>\w.*)",
    re.IGNORECASE,
)
_YOU_FIRST = re.compile(r"(?:you|u|ya)\s+(?:(?:are|r)\s+)?(?=still\b)", re.IGNORECASE)
_STILL = re.compile(r"still\s+\w", re.IGNORECASE)


def statement_of(question: str) -> str | None:
    """The question in statement order, "you" the replier; None when it asks no state."""
    q = question.strip()
    m = _INVERTED.fullmatch(q)
    if m is not None:
        subj, be = m.group("subj"), m.group("be").casefold()
        you = subj.casefold() in ("you", "u", "ya")
        if be in ("do", "does", "did"):
            return f"{'I' if you else subj} {m.group('rest')}"
        if you:
            return f"I'm {m.group('rest')}"
        return f"{subj} {'is' if be in ('is', 'was') else 'are'} {m.group('rest')}"
    first = _YOU_FIRST.match(q)
    if first is not None:
        return f"I'm {q[first.end() :]}"
    return f"I'm {q}" if _STILL.match(q) else None


def replied_statements(message: Message) -> list[Reported]:
    """The statement of the question before answered yes or no by this message, if any."""
    before = message.previous
    if before is None or not before.speaker or before.speaker == message.speaker:
        return []
    asked = _LAST_QUESTION.search(before.text[-_MAX_QUESTION:])
    if asked is None:
        return []
    said = statement_of(asked.group("q"))
    if said is None:
        return []
    made = yes_no(said, message.text[:300])
    if made is None:
        return []
    lead, used = made
    end = min(len(message.text), 300)
    return [Reported(lead + message.text[used:end], len(lead), (0, 0), used, end, True)]
