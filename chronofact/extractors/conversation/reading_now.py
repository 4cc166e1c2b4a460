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
  (`_BOOK_CLUB`; a reading group, a book group, a "clube do livro" or "club de lectura" too),
  the author after "by" left off;
- in a message about a book club or a book (`_CLUB_SAID`, `_BOOKISH`, or an author said after
  the title), what the club reads now: "this round it's <Title>", "next up is <Title>", "we're
  doing / reading / onto <Title>", "(club / next month's) pick is <Title>", "moved on to
  <Title>" (`_CLUB_NOW`), and "<Title>? it's our book club pick" (`_PICK_AFTER`): "we've moved
  on to Phase Two" or "we're doing Hamilton on Saturday" say no book;
- someone named reading for a club: "Bia está lendo Torto Arado pro clube do livro"
  (`_NAMED_READING`, only in a message about a club: "Jo is reading Spanish at Leeds" is a
  degree).

A title is one to ten words, each capitalised or a small word (of, the, and, a, in ...), small
words only before a capitalised one ("The God of the Woods"); small words and commas at its
end are left off, a count after a comma ("The Bee Sting, 600 pages") and a month it is read in
("Babel for October") too, and "I" is never in it. Who: the speaker, the person whose club it
is, or the person named reading. Claims the readers made of
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
_TITLE = (
    rf"(?P<title>{_CAP}(?:,?\s+(?:{_CAP}|(?-i:{_SMALL})(?=(?:\s+(?-i:{_SMALL})){{0,2}}"
    rf"\s+(?-i:[A-Z0-9])))){{0,9}})"
)
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
_CLUB_WORDS = (
    r"book\s*club|book\s+group|reading\s+group|book\s+circle|clube\s+do\s+livro|"
    r"club\s+de\s+lectura|club\s+de\s+lecture|lesekreis|leesclub"
)
"""A book club named in English or in the words of a few languages spoken beside it ("Bia está
lendo Torto Arado pro clube do livro")."""
_CLUB_SAID = re.compile(
    rf"\b(?:{_CLUB_WORDS}|for\s+club|(?:club|group)['\u2019]?s?\s+pick|"
    r"(?:this|next|last)\s+month['\u2019]s\s+(?:pick|read|book))\b",
    re.IGNORECASE,
)
"""A message that speaks of a book club (its pick, a title "for club")."""
_BOOK_CLUB = re.compile(
    rf"\b(?:{_CLUB_WORDS})(?:\s+(?:this|next)\s+(?:month|week|term|round|time))?"
    r"(?:['\u2019]s|\s+is|\s+are|\s+has)?\s+(?:(?:now|finally|just)\s+)?"
    r"(?:(?:doing|reading|on|picked|chose|chosen|went\s+for|moved\s+on\s+to|switched\s+to|"
    r"stuck\s+on|deep\s+into|into|onto|starting|started|tackling|voted\s+for|discussing)\s+"
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
    + _TITLE.replace("(?P<title>", "(?P<title2>")
    + r"|\b(?:we|they)(?:['\u2019]re|\s+are)\s+(?:(?:now|all|finally)\s+)?(?:doing|reading|"
    r"tackling|onto|deep\s+into|starting)\s+"
    + _TITLE.replace("(?P<title>", "(?P<title4>")
    + r"|\b(?:pick|book|read|choice|selection)(?:\s+for\s+\w+)?\s+(?:is|was)\s+"
    + _TITLE.replace("(?P<title>", "(?P<title5>")
    + r"|\b(?:on|at|reached|finished)\s+(?:chapter|page|part)\s+\d{1,4}\s+of\s+"
    + _TITLE.replace("(?P<title>", "(?P<title7>")
    + r"|\b(?:voted\s+for|discussing|discussed|debating|dissecting)\s+"
    + _TITLE.replace("(?P<title>", "(?P<title8>"),
    re.IGNORECASE,
)
"""In a message about a book club or a book, the book a club reads now: "gave up on Wolf Hall,
now they're on Lessons in Chemistry", "This round it's Stay With Me by Ayobami Adebayo", "we're
doing Piranesi", "Club pick for November is Orbital", "our book for March is Piranesi", "we're
on chapter 12 of The Women", "the club voted for Babel", "we're discussing Kiln"."""
_PICK_AFTER = re.compile(
    rf"(?:^|[\s(\"'\u2018\u201c]){_TITLE.replace('(?P<title>', '(?P<title6>')}[?!.,]?\s+"
    r"(?:(?:it|that)['\u2019]s|it\s+is|is|was)\s+(?:our|the|my|this\s+month['\u2019]s)\s+"
    rf"(?:(?:{_CLUB_WORDS})\s+|club\s+|group\s+)?pick\b",
    re.IGNORECASE,
)
"""A title said before it is called the club's pick: "has anyone started The Covenant of Water?
it's our book club pick till March"."""
_NAMED_READING = re.compile(
    r"(?<![\w'\u2019])(?P<who>(?-i:[A-Z])[a-z]+)(?:['\u2019]s|\s+(?:is|está|esta|est[aá]\s+a|sta))\s+"
    r"(?:(?:now|currently|still)\s+)?(?:reading|lendo|leyendo|leggendo|ler)\s+" + _TITLE,
    re.IGNORECASE,
)
"""Someone named reading a book, in a message about a book club or a book: "Bia está lendo
Torto Arado pro clube do livro", "Mum's reading Orbital for book group"."""
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
_AUTHOR_SAID = re.compile(r"\sby\s+(?-i:[A-Z])[\w'\u2019.-]*\s+(?-i:[A-Z])")
"""A title's author said ("by Claire Keegan"): a message about a book."""


_BEFORE_WHEN = frozenset({"for", "in", "till", "until", "on"})


def _trimmed(title: str) -> str | None:
    """The title without small words or commas at its end; None when nothing of a title is
    left."""
    words = title.replace(",", " ,").split()
    if "," in words:  # "The Bee Sting, 600 pages": a count after a comma is no title's
        cut = words.index(",")
        if all(w.isdigit() or w == "," for w in words[cut:]):
            words = words[:cut]
    while words and (words[-1] == "," or re.fullmatch(_SMALL, words[-1])):
        words.pop()
    if len(words) > 2 and words[-2] in _BEFORE_WHEN and _WHEN.fullmatch(words[-1]):
        words = words[:-2]  # "Babel for October": the month it is read in
    out = " ".join(words).replace(" ,", ",")
    return None if not out or out in _NOT_TITLES else out


_Found = tuple[str, tuple[int, int], str, bool, str | None]


def _found(text: str) -> list[_Found]:
    """(title, span, the words said of it with its author, said of a book club, who is named
    reading it) of each book being read said in `text`."""
    out: list[_Found] = []
    club = _CLUB_SAID.search(text) is not None
    bookish = club or _BOOKISH.search(text) is not None
    patterns = (
        _READING,
        _THROUGH,
        _TITLE_FIRST,
        _BOOK_CLUB,
        _CLUB_NOW,
        _NAMED_READING,
        _PICK_AFTER,
    )
    for pattern in patterns:
        for m in pattern.finditer(text):
            group = next(g for g in _TITLE_GROUPS if m.groupdict().get(g))
            raw = m.group(group)
            authored = _AUTHOR.search(raw) is not None  # "Stay With Me by Ayobami Adebayo"
            title = _trimmed(_AUTHOR.sub("", raw))
            if title is None:
                continue
            if pattern not in (_READING, _BOOK_CLUB) and not (bookish or authored):
                continue  # "we've moved on to Phase Two", "we're doing Hamilton on Saturday"
            who = _who_named(m) if pattern is _NAMED_READING else None
            if pattern is _NAMED_READING and (who is None or not club):
                continue  # "Jo is reading Spanish at Leeds": a degree
            of_club = pattern in (_BOOK_CLUB, _CLUB_NOW, _NAMED_READING, _PICK_AFTER)
            if of_club and _WHEN.fullmatch(title):
                continue  # "book club is on Sundays now": its day, not its book
            span = (m.start(group), m.start(group) + len(title))
            if any(span[0] == f[1][0] for f in out):
                continue  # one title read by two patterns
            out.append((title, span, m.group(group), of_club, who))
    return out


_TITLE_GROUPS = ("title", "title2", "title3", "title4", "title5", "title6", "title7", "title8")


def _who_named(m: re.Match[str]) -> str | None:
    """The name before "is reading" (None when it is no one's: "It", "This")."""
    who = m.groupdict().get("who")
    return None if not who or who in _NOT_TITLES else who


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
    of_books = _SAID.search(text) or _CLUB_SAID.search(text) or _AUTHOR_SAID.search(text)
    if message.speaker is None or not of_books:
        return claims
    out = list(claims)
    speaker = str(message.speaker)
    reader = _club_reader(text, speaker)
    for title, span, said, of_club, named in _found(text):
        sentence = sentence_around(text, span[0])
        out, when = in_place_of(
            out, sentence, partial(_gives_way, title=said), message.observed_at
        )  # "James by Percival Everett" read as a manager "Everett" gives way too
        who = reader if of_club else speaker
        if named is not None:
            who = speakers_kin(speaker, named) or named
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
