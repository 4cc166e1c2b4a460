"""A job title said in passing as what someone does a thing as: "his first client demo as
product owner", "Arjun's first flight as cabin crew with IndiGo", "says as a lecturer at UI he
can't use comic sans", "As the data scientist on our pricing team I've been asked to ...".

`as_title` reads the speaker's "<doing> ... as <title>"; here "as (a / an / the) <title>" is
read when the words around it say it is someone's job now:

- right before "as", a spell or an event of work ("first day", "first flight", "client demo",
  "shift", "appraisal", `_WORK_EVENT`): "his first big client demo as product owner";
- right after the title, the place worked at or for: "as a lecturer at UI", "as cabin crew
  with IndiGo" (`_PLACE_NAME`: "at", "with" or "for" and a capitalised name);
- the sentence opens on it: "As the data scientist on our pricing team I've been asked", "Now
  as a Year 2 teacher I've got 28 of them".

The place named right after the title is kept too, as where that person works ("his first week
as a senior consultant at KPMG" works at KPMG), when it is a name (capitalised words, not a day,
a month or a holiday) and no reader put that person's employer in the sentence.

The title is at most three words ending in a job's word (`lexicon.JOB_WORDS`, and "crew",
"tester"): "as a treat", "as a kid", "as my manager" (a relation, not a job) say nothing. Whose
job it is comes from the words before it (`reading_subject.subject_at`). Not read: a costume
("went as a nurse", "dressed up as a pilot"), a wish, a plan or an application ("would love
to start as", "applied as"), one of the past ("I was there as an intern"), "such as" and
"as well as". Claims the readers made of the title's words in the same sentence (a project
"client demo as product") give way. Pure; one bounded pattern searched once over at most
`_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES, JOB_WORDS
from chronofact.extractors.conversation.mood import said_as_fact
from chronofact.extractors.conversation.reading_subject import subject_at
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["titles_in_passing"]

_READ_CHARS = 1200
_MORE_JOB_WORDS = frozenset({"crew", "tester"})
_AS = re.compile(
    r"(?<![\w-])(?P<lead>(?:such|well|same|soon|long|much|so)\s+)?as\s+(?:(?:a|an|the)\s+)?"
    r"(?P<title>[A-Za-z][\w-]*(?:\s+[A-Za-z0-9][\w-]*){0,3})",
    re.IGNORECASE,
)
_WORK_EVENT = re.compile(
    r"\b(?:day|days|week|weeks|month|months|year|shift|shifts|stint|gig|flight|flights|demo|"
    r"presentation|pitch|review|appraisal|rotation|placement|contract|season|term|"
    r"performance|trip|assignment|project|launch|audit|case|surgery|operation|class|lesson|"
    r"life|career|job)"
    r"\s+$",
    re.IGNORECASE,
)
"""Right before "as": a spell or an event of work ("first flight as", "client demo as"), or a
life or a job ("loving life as an Uber driver", "his new job as a porter")."""
_PLACE_NAME = re.compile(
    r"\s+(?:at|with|for)\s+(?:the\s+)?"
    r"(?P<name>(?-i:[A-Z])[\w&'\u2019.-]*(?:\s+(?:of\s+|&\s+)?(?-i:[A-Z])[\w&'\u2019.-]*){0,4})",
    re.IGNORECASE,
)
"""Right after the title: where one works, by name ("at KPMG", "with IndiGo", "for the Royal
Mail", "at Bank of Ireland")."""
_NOT_PLACES = frozenset(
    {*(w.casefold() for w in CAPITALISED_NOT_NAMES), "christmas", "easter", "xmas", "diwali",
     "eid", "ramadan", "hanukkah", "halloween", "thanksgiving", "new"}
)  # fmt: skip
"""A first word that is no employer: a day, a month, a holiday ("as a chef for Christmas")."""
_NOT_A_JOB = re.compile(
    r"\b(?:dress(?:ed|ing)?\s+up|went|go(?:ing)?|costume|halloween|cosplay|disguised|"
    r"appl(?:y|ied|ying)|interview(?:ed|ing)?|volunteer(?:s|ed|ing)?|want(?:s|ed)?\s+to|"
    r"would|could|should|might|hop(?:e|ing)\s+to|dream|if|pretend(?:ing|ed)?|played|playing|"
    r"role-?play|was|were|used\s+to|old|former|previous|past|last|summer|holiday|weekend)\b",
    re.IGNORECASE,
)
"""In the sentence before "as": a costume, an application, a wish, a game or the past ("I was
there as an intern", "my old job as a waiter"), no job held now."""
_OPENS = re.compile(r"[\W_]*(?:(?:(?:and|but|so)\s+)?(?:now|these\s+days)\b[\W_]*)?", re.IGNORECASE)
"""Before "as" when the sentence opens on it, a "now" may come first ("Now as a Year 2 teacher
I've got 28 of them")."""


def _title(words: list[str]) -> str | None:
    """The title: the words up to the last job's word, when one is among them."""
    ends = [
        n
        for n in range(1, len(words) + 1)
        if words[n - 1].casefold() in JOB_WORDS or words[n - 1].casefold() in _MORE_JOB_WORDS
    ]
    return " ".join(words[: ends[-1]]) if ends else None


def _place_after(text: str, end: int) -> tuple[str, tuple[int, int]] | None:
    """(name, span) of the place worked at named right after a title that ends at `end`."""
    m = _PLACE_NAME.match(text, end)
    if m is None:
        return None
    name = m.group("name").rstrip(".'\u2019")
    if name.endswith(("'s", "\u2019s")):
        return None  # "at Sam's party": someone's, no employer
    if name.split()[0].casefold() in _NOT_PLACES:
        return None
    start = m.start("name")
    return name, (start, start + len(name))


def _found(text: str) -> list[tuple[str, tuple[int, int]]]:
    """(title, span) of each job said in passing with "as" in `text`."""
    out: list[tuple[str, tuple[int, int]]] = []
    for m in _AS.finditer(text):
        if m.group("lead"):
            continue  # "such as", "as well as"
        title = _title(m.group("title").split())
        if title is None:
            continue
        start = m.start("title")
        end = start + len(title)
        if text[end : end + 3].casefold() in (" of", "'s ", "’s "):
            continue  # "as the owner of ...", "as the manager's ...": not the title alone
        sentence = sentence_around(text, m.start())
        before = text[sentence[0] : m.start()]
        if _NOT_A_JOB.search(before):
            continue
        if not (
            _WORK_EVENT.search(before)
            or _PLACE_NAME.match(text, end)
            or _OPENS.fullmatch(before) is not None
        ):
            continue
        out.append((title, (start, end)))
    for m in _POST_GOT.finditer(text):
        title = _title(m.group("title").split())
        if (
            title is not None
            and _NOT_A_JOB.search(text, sentence_around(text, m.start())[0], m.start()) is None
        ):
            out.append((title, (m.start("title"), m.start("title") + len(title))))
    return out


_HOLDER = re.compile(r"\s*(?P<n>(?-i:[A-Z][a-z]+))\s+(?:has\s+|have\s+|just\s+|finally\s+)*$")


def _post_holder(text: str, span: tuple[int, int], sentence: tuple[int, int]) -> str | None:
    """The name opening the sentence right before a post got ("Tom landed a nurse job at ...")."""
    got = _POST_GOT.search(text, sentence[0], sentence[1])
    if got is None or got.start("title") != span[0]:
        return None
    holder = _HOLDER.fullmatch(text, sentence[0], got.start())
    if holder is None or holder.group("n") in CAPITALISED_NOT_NAMES or holder.group("n") == "I":
        return None
    return holder.group("n")


_POST_GOT = re.compile(
    r"\b(?:got|landed|accepted|took|started|bagged|secured)\s+(?:a|an|the|my)\s+(?:new\s+)?"
    r"(?P<title>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,2}?)\s+(?:post|job|position|role)"
    r"(?=\s+(?:at|with|in)\s+(?:the\s+)?(?-i:[A-Z]))",
    re.IGNORECASE,
)
"""A post got, named by its job ("I got a lecturer post at Keele!"): that job is one's own."""


def _gives_way(claim: Claim, title: str) -> bool:
    """A reader's claim of the title's words (a project "client demo as product")."""
    value = (claim.object or claim.value or "").strip().casefold()
    words = set(title.casefold().split())
    return bool(value) and bool(words & set(value.split())) and claim.predicate != "works_at"


def _with_place(
    claims: list[Claim],
    message: Message,
    subject: str,
    place: tuple[str, tuple[int, int]] | None,
    sentence: tuple[int, int],
) -> list[Claim]:
    """`claims` with `subject` working at `place`, unless a reader put `subject`'s employer in
    the sentence already."""
    if place is None or any(
        c.predicate == "works_at"
        and c.subject == subject
        and sentence[0] <= c.span[0] < sentence[1]
        for c in claims
    ):
        return claims
    at = message.observed_at
    return [*claims, named_claim(subject, "works_at", place[0], "assert", at, place[1])]


def titles_in_passing(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the jobs said in passing as what someone does a thing as (see the module
    docstring)."""
    text = message.text[:_READ_CHARS]
    if (
        " as " not in text.casefold()
        and not text.casefold().startswith("as ")
        and _POST_GOT.search(text) is None
    ):
        return claims
    out = list(claims)
    for title, span in _found(text):
        if not said_as_fact(text, *span):
            continue  # "I was there as an intern"
        sentence = sentence_around(text, span[0])
        subject = _post_holder(text, span, sentence) or subject_at(
            message, span, "occupation", sentence
        )
        if not subject:
            continue
        out = _with_place(out, message, subject, _place_after(text, span[1]), sentence)
        if any(
            c.predicate == "occupation"
            and sentence[0] <= c.span[0] < sentence[1]
            and (c.object or c.value or "").strip().casefold() == title.casefold()
            for c in out
        ):
            continue  # the job already read there
        out, when = in_place_of(out, sentence, partial(_gives_way, title=title), None)
        at = when or message.observed_at
        out.append(named_claim(subject, "occupation", title, "assert", at, span))
    return out
