"""The book one is reading now: "I'm halfway through Middlemarch", "currently reading The
Overstory", "Tomorrow, and Tomorrow, and Tomorrow is keeping me up at
night, one more chapter every time".

A title is a run of capitalised words, so the readers put it on whatever slot came near (a
school "Middlemarch", a bank "Piranesi") and a new book never took the old one's place. Here
the message's own words say it, on the one-value slot `reading`:

- "(I'm / I am / currently / still / been / started / just started) reading <Title>"
  (`_READING`);
- "halfway / partway / a few chapters / 100 pages through / into <Title>", only when the
  message speaks of a book (`_BOOKISH`: "halfway through Dry January" is no book) (`_THROUGH`);
- "<Title> is keeping me up / has me hooked / is a page-turner ..." opening a sentence, in a
  message that speaks of a book (`_TITLE_FIRST`).

A title is one to ten words, each capitalised or a small word (of, the, and, a, in ...), with a
comma only before a small word ("Tomorrow, and Tomorrow, and Tomorrow"); small words and commas
at its end are left off, and "I" is never in it. Who: the speaker. Claims the readers made of
the title's words in the same sentence give way. "finished <Title>" is not read: a book done
is not the one being read. Pure; each pattern bounded and searched once over at most
`_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["books_being_read"]

_READ_CHARS = 1200
_SMALL = r"(?:of|the|and|a|an|in|on|to|for|with|at|by|from|&|or|is|my|no)"
_CAP = r"(?-i:(?!I\b|I['\u2019])[A-Z0-9][\w'\u2019:-]*)"
_TITLE = rf"(?P<title>{_CAP}(?:,?\s+(?:{_CAP}|(?-i:{_SMALL})(?=\s+(?-i:[A-Z0-9])))){{0,9}})"
"""A title: capitalised words, with small words only before another capitalised one."""
_READING = re.compile(
    r"\b(?:i'm|im|i\s+am|currently|still|been|started|starting|just\s+started|now|finally)\s+"
    r"(?:(?:re-?)?reading|listening\s+to)\s+(?:(?:the\s+new\s+|a\s+)?(?:book|novel)\s+)?" + _TITLE,
    re.IGNORECASE,
)
_THROUGH = re.compile(
    r"\b(?:halfway|half\s+way|partway|part\s+way|midway|a\s+few\s+chapters|\d+\s+pages|"
    r"\d+\s+chapters|a\s+third\s+of\s+the\s+way|most\s+of\s+the\s+way)\s+(?:through|into)\s+"
    + _TITLE,
    re.IGNORECASE,
)
_TITLE_FIRST = re.compile(
    rf"(?:^|[.!?]\s+){_TITLE}\s+(?:is|has)\s+(?:(?:so|really|honestly)\s+)?(?:keeping\s+me\s+up|"
    r"got\s+me\s+hooked|me\s+hooked|a\s+page[- ]turner|impossible\s+to\s+put\s+down|"
    r"unputdownable|my\s+bedtime\s+(?:book|read))"
)
_BOOKISH = re.compile(
    r"\b(?:books?|novels?|chapters?|pages?|read|reading|author|kindle|characters?|series|"
    r"trilogy|audiobook|sequel|plot|paperback|library)\b",
    re.IGNORECASE,
)
"""A message that speaks of a book (checked over the whole message: "I'm halfway through
Middlemarch, slow going. Can you give me a character list?")."""
_NOT_TITLES = frozenset(CAPITALISED_NOT_NAMES) | {"It", "This", "That", "The", "A", "My"}
_SAID = re.compile(r"read|through|into|keeping\s+me\s+up|hooked|page", re.IGNORECASE)


def _trimmed(title: str) -> str | None:
    """The title without small words or commas at its end; None when nothing of a title is
    left."""
    words = title.replace(",", " ,").split()
    while words and (words[-1] == "," or re.fullmatch(_SMALL, words[-1])):
        words.pop()
    out = " ".join(words).replace(" ,", ",")
    return None if not out or out in _NOT_TITLES else out


def _found(text: str) -> list[tuple[str, tuple[int, int]]]:
    """(title, span) of each book being read said in `text`."""
    out: list[tuple[str, tuple[int, int]]] = []
    for pattern in (_READING, _THROUGH, _TITLE_FIRST):
        for m in pattern.finditer(text):
            title = _trimmed(m.group("title"))
            if title is None:
                continue
            if pattern is not _READING and not _BOOKISH.search(text):
                continue
            out.append((title, (m.start("title"), m.start("title") + len(title))))
    return out


def _gives_way(claim: Claim, title: str) -> bool:
    """The readers' claim of the title's words (or of the book being read)."""
    value = (claim.object or claim.value or "").strip().casefold()
    if claim.predicate == "reading":
        return True
    return bool(value) and (value in title.casefold() or title.casefold() in value)


def books_being_read(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the book the speaker is reading now on `reading` (see the module
    docstring)."""
    text = message.text[:_READ_CHARS]
    if message.speaker is None or not _SAID.search(text):
        return claims
    out = list(claims)
    for title, span in _found(text):
        sentence = sentence_around(text, span[0])
        out, when = in_place_of(
            out, sentence, partial(_gives_way, title=title), message.observed_at
        )
        out.append(named_claim(str(message.speaker), "reading", title, "assert", when, span))
    return out
