"""A question someone asked, told back with its answer in the same message, read as the
statement it makes.

"you asked if I'm still with TCS - nope, took the Accenture offer in april", "Mam was asking
whether Efua still lives in Kumasi: yeah, still there", "mate you asked who I go for - it's the
Giants these days", "you were asking where Tunde's working. Paystack since june": the question
is reported in statement order after "asked if / whether / who / where", and the answer
follows a dash, colon or full stop. The pair is one statement:

- a yes-no question answered yes ("yep", "yeah", "aye", "still is") is its own statement
  ("I'm still with TCS");
- answered no ("nope", "nah", "no", "not anymore") it is said to hold no longer ("I'm no longer
  with TCS"), the rest of the answer after it ("took the Accenture offer in april" then reads
  as what replaced it);
- a who/where question takes its answer as the value ("I go for the Giants these days",
  "Tunde's working at Paystack since june").

Only a yes-no question about someone's state is turned round (a subject, then a copula or
"still": "if Wei Ling can come for dinner" is no state). Linear: one bounded match per
sentence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["ASKED", "NO", "Reported", "reported_statements", "yes_no"]

ASKED = re.compile(
    r"\b(?:asked|asking|ask(?:ed)?\s+me|wanted\s+to\s+know|wondering|wondered)\b", re.IGNORECASE
)
"""The cheap first test: a message that may report a question."""

_REPORTED = re.compile(
    r"\b(?:asked|asking|wanted\s+to\s+know|wondering|wondered)(?:\s+(?:me|us|him|her))?"
    r"\s+(?P<conj>if|whether|who|where|what)\s+"
    r"(?P<q>[^.!?;:\n\u2014\u2013]{3,80}?)\s*"
    r"(?P<sep>[.!?;:\u2014\u2013]+|\s-\s|,)\s*"
    r"(?P<pad>(?:(?:lol|haha+|lmao|well|so|and|ok|okay|mate|sis|bro|girl)\b[\s,.!]*"
    r"|[^\w\s'\"]+\s*)*)",
    re.IGNORECASE,
)
_SUBJECT = re.compile(
    r"(?P<subj>I|he|she|they|we|(?-i:[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?)|(?:my|his|her|their)\s+[\w-]+)"
    r"(?P<be>['\u2019](?:m|s|re)|\s+(?:am|is|are|was|were))?\s+(?P<still>still\s+)?(?P<rest>\w.*)",
    re.IGNORECASE,
)
_IM = re.compile(r"\bim\b", re.IGNORECASE)
_NOT_STATE = re.compile(
    r"(?:can|could|will|would|should|might|may|must|want|wants|wanna|need|needs|going\s+to|"
    r"gonna|have\s+to|has\s+to|ok|okay|free|coming|up\s+for|into\s+it)\b",
    re.IGNORECASE,
)
_YES = re.compile(
    r"(?:yes|yep|yup|yeah|yah|ya|aye|correct|indeed|still\s+(?:am|is|are|there))\b[,.!\s]*",
    re.IGNORECASE,
)
NO = re.compile(
    r"(?:nope|nah|naw|no(?:\s+o)?|not\s+any\s*more|not\s+any\s+longer|no\s+longer)\b[,.!\s]*",
    re.IGNORECASE,
)
_SAID_VALUE = re.compile(r"(?:it['\u2019]s|it\s+is|that['\u2019]s|that\s+is|now)\s+", re.IGNORECASE)
_WHERE_VERBS = {
    "working": "at", "work": "at", "works": "at", "studying": "at", "studies": "at",
    "study": "at", "living": "in", "live": "in", "lives": "in", "staying": "in", "stay": "in",
    "stays": "in", "based": "in", "banking": "with", "bank": "with", "banks": "with",
    "training": "at", "train": "at", "trains": "at",
}  # fmt: skip
_WHO_TAIL = re.compile(r"\s(?:for|with|to|under)$|\s(?:is|was)$", re.IGNORECASE)
"""A "who" question whose answer is the value: "who I go for", "who I bank with", "who my
manager is"."""


@dataclass(frozen=True)
class Reported:
    """A reported question and its answer as one statement: `lead` characters of `text` are
    made from the question at `question`, the rest is the message from `answer` on; a lead that
    is a whole statement (a yes-no question answered) is read for claims of its own."""

    text: str
    lead: int
    question: tuple[int, int]
    answer: int
    end: int
    whole: bool


def _state(q: str) -> re.Match[str] | None:
    """The question as subject, copula and the rest, when it asks about a state."""
    m = _SUBJECT.fullmatch(_IM.sub("I'm", q.strip()))
    if m is None or not (m.group("be") or m.group("still")):
        return None
    if _NOT_STATE.match(m.group("rest")):
        return None
    return m


def yes_no(q: str, answer: str) -> tuple[str, int] | None:
    """The statement a yes-no question answered makes, and how much of the answer it uses."""
    m = _state(q)
    if m is None:
        return None
    said = _YES.match(answer)
    if said is not None:
        return f"{m.group('subj')}{m.group('be') or ''} still {m.group('rest')}. ", said.end()
    said = NO.match(answer)
    if said is None or _said_again(m.group("rest"), answer[said.end() :]):
        return None
    return f"{m.group('subj')}{m.group('be') or ''} no longer {m.group('rest')}. ", said.end()


def _said_again(asked: str, rest: str) -> bool:
    """The answer after its "no" names the value asked about: a correction of who holds it
    ("no, Kwame's the one in Leeds"), not a denial that it holds."""
    values = re.findall(r"\b[A-Z][\w-]{2,}", asked)
    return any(re.search(rf"\b{re.escape(v)}\b", rest, re.IGNORECASE) for v in values)


def _wh_lead(conj: str, q: str) -> str | None:
    """ "who I go for" -> "I go for "; "where Tunde's working" -> "Tunde's working at "."""
    q = _IM.sub("I'm", q.strip())
    if conj == "who":
        return f"{q} " if _WHO_TAIL.search(q) else None
    if conj == "where":
        last = q.split()[-1].casefold()
        return f"{q} {_WHERE_VERBS[last]} " if last in _WHERE_VERBS else None
    return None


def reported_statements(text: str, end: int = 2000) -> list[Reported]:
    """The statements of the questions a message reports with their answers."""
    out: list[Reported] = []
    for m in _REPORTED.finditer(text, 0, end):
        conj = m.group("conj").casefold()
        answer_at = m.end()
        answer = text[answer_at : answer_at + 300]
        question = (m.start("q"), m.end("q"))
        if conj in ("if", "whether"):
            made = yes_no(m.group("q"), answer)
            if made is not None:
                lead, used = made
                rest = answer[used:]
                out.append(
                    Reported(lead + rest, len(lead), question, answer_at + used,
                             answer_at + len(answer), True)
                )  # fmt: skip
            continue
        wh = _wh_lead(conj, m.group("q"))
        if wh is None or not answer.strip():
            continue
        said = _SAID_VALUE.match(answer)
        skip = said.end() if said is not None else 0
        out.append(
            Reported(wh + answer[skip:], len(wh), question, answer_at + skip,
                     answer_at + len(answer), False)
        )  # fmt: skip
    return out
