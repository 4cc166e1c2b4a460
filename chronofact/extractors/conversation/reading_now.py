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
  message that speaks of a book (`_TITLE_FIRST`);
- "book club is doing / is on / picked <Title>", "book club ditched X for <Title>"
  (`_BOOK_CLUB`), the author after "by" left off.

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
from chronofact.extractors.conversation.people import speakers_kin
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
_BOOK_CLUB = re.compile(
    r"\bbook\s*club(?:['\u2019]s|\s+is|\s+are|\s+has)?\s+(?:(?:now|finally|just)\s+)?"
    r"(?:(?:doing|reading|on|picked|chose|chosen|went\s+for|moved\s+on\s+to|switched\s+to|"
    r"stuck\s+on|deep\s+into|into|onto|starting|started)\s+"
    r"|(?:ditched|dropped|swapped|abandoned|gave\s+up\s+on)\s+[^.!?]{1,60}?\s+for\s+)" + _TITLE,
    re.IGNORECASE,
)
"""The book one's book club is reading: "book club is doing Yellowface this month", "book club
ditched Yellowface for James by Percival Everett"."""
_CLUB_NOW = re.compile(
    r"\bnext\s+up\s+(?:is|it['\u2019]s)\s+"
    + _TITLE.replace("(?P<title>", "(?P<title3>")
    + r"|\b(?:now|currently|this\s+(?:round|month|time|term))\s*,?\s+(?:(?:they|we|she|he)"
    r"(?:['\u2019]re|['\u2019]s|\s+are|\s+is)|it['\u2019]s|it\s+is)\s+(?:(?:on|reading|doing|onto)\s+)?"
    + _TITLE
    + r"|\b(?:moved|moving|moved\s+on|on)\s+(?:on\s+)?to\s+"
    + _TITLE.replace("(?P<title>", "(?P<title2>"),
    re.IGNORECASE,
)
"""In a message about a book club, the book it reads now: "gave up on Wolf Hall, now they're
on Lessons in Chemistry", "This round it's Stay With Me by Ayobami Adebayo"."""
_CLUB_OWNER = re.compile(
    r"(?:\b(?P<my>[Mm]y|[Oo]ur)\s+(?P<kin>[a-z]+)|(?<![\w'\u2019])(?P<name>(?-i:[A-Z])[\w-]+))"
    r"['\u2019]s\s+book\s*club\b"
)
"""Whose book club: "my mum's book club" (the speaker's mum), "Bia's book club" (Bia)."""
_WHEN = re.compile(
    r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?|(?:January|February|March|April|May|June|"
    r"July|August|September|October|November|December)|\d{1,2}(?:st|nd|rd|th)?|"
    r"\d{1,2}(?::\d\d)?\s*(?:am|pm)"
)
"""A day, a month or a time said where a title might be: no title ("1984" is one)."""
_AUTHOR = re.compile(r"\s+by\s+(?-i:[A-Z])[\w'\u2019.-]*(?:\s+(?-i:[A-Z])[\w'\u2019.-]*){0,3}$")
"""A title's author said after it ("James by Percival Everett"), left off."""
_BOOKISH = re.compile(
    r"\b(?:books?|novels?|chapters?|pages?|read|reading|author|kindle|characters?|series|"
    r"trilogy|audiobook|sequel|plot|paperback|library)\b",
    re.IGNORECASE,
)
"""A message that speaks of a book (checked over the whole message: "I'm halfway through
Middlemarch, slow going. Can you give me a character list?")."""
_NOT_TITLES = frozenset(CAPITALISED_NOT_NAMES) | {"It", "This", "That", "The", "A", "My"}
_SAID = re.compile(r"read|through|into|keeping\s+me\s+up|hooked|page|book", re.IGNORECASE)


def _trimmed(title: str) -> str | None:
    """The title without small words or commas at its end; None when nothing of a title is
    left."""
    words = title.replace(",", " ,").split()
    while words and (words[-1] == "," or re.fullmatch(_SMALL, words[-1])):
        words.pop()
    out = " ".join(words).replace(" ,", ",")
    return None if not out or out in _NOT_TITLES else out


def _found(text: str) -> list[tuple[str, tuple[int, int], str, bool]]:
    """(title, span, the words said of it with its author, said of a book club) of each book
    being read said in `text`."""
    out: list[tuple[str, tuple[int, int], str, bool]] = []
    club = re.search(r"\bbook\s*club\b", text, re.IGNORECASE) is not None
    patterns = (_READING, _THROUGH, _TITLE_FIRST, _BOOK_CLUB) + ((_CLUB_NOW,) if club else ())
    for pattern in patterns:
        for m in pattern.finditer(text):
            group = next(g for g in ("title", "title2", "title3") if m.groupdict().get(g))
            raw = m.group(group)
            title = _trimmed(_AUTHOR.sub("", raw))
            if title is None:
                continue
            if pattern not in (_READING, _BOOK_CLUB) and not _BOOKISH.search(text):
                continue
            of_club = pattern in (_BOOK_CLUB, _CLUB_NOW)
            if of_club and _WHEN.fullmatch(title):
                continue  # "book club is on Sundays now": its day, not its book
            span = (m.start(group), m.start(group) + len(title))
            out.append((title, span, m.group(group), of_club))
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
    reader = _club_reader(text, str(message.speaker))
    for title, span, said, of_club in _found(text):
        sentence = sentence_around(text, span[0])
        out, when = in_place_of(
            out, sentence, partial(_gives_way, title=said), message.observed_at
        )  # "James by Percival Everett" read as a manager "Everett" gives way too
        who = reader if of_club else str(message.speaker)
        out.append(named_claim(who, "reading", title, "assert", when, span))
    return out


def _club_reader(text: str, speaker: str) -> str:
    """Whose book club the message speaks of: the speaker's unless another's is named."""
    m = _CLUB_OWNER.search(text)
    if m is None:
        return speaker
    if m.group("kin"):
        return speakers_kin(speaker, m.group("kin")) or speaker
    name = m.group("name")
    kin = speakers_kin(speaker, name)
    return kin or (speaker if name in _NOT_TITLES else name)
