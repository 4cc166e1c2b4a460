"""Questions, clauses and clause bodies.

Questions (ending in "?" or starting with a wh-word + auxiliary) give no claims.  A sentence
splits into clauses at "; ", ", but ", " and I ", " and my " ...; each clause yields at most one
claim.  A clause that starts with a verb after "and" ("Tom works at Acme and lives in Boston")
reuses the subject of the previous claim of the sentence: it is matched with :data:`CARRY` in
place of the subject, which the caller then replaces.
"""

from __future__ import annotations

import re

__all__ = ["CARRY", "clause_body", "is_question", "is_verb_led", "split_clauses"]

CARRY = "Zqxsubject"

_QUESTION_START_RE = re.compile(
    r"^(?:who|what|where|when|why|how|which|whose|whom)\s+(?:do|does|did|is|are|was|were|"
    r"can|could|would|will|should|have|has|had)\b|^(?:do|does|did|can|could|would|will|"
    r"should|shall|have|has|are|is)\s+(?:you|i|we|they|he|she|it)\b(?!\s*[.!]+(?:\s|$))",
    re.IGNORECASE,
)
"""A question's opening; "did it." / "did it!" said alone is news told ("did it. traded the
Civic in for a Bolt"), no question."""
_CLAUSE_SPLIT_RE = re.compile(
    r";\s+|,\s+but\s+|\s+but\s+(?=(?:i|we|my|he|she|they)\b)|,?\s+and\s+(?=(?:i|my)\b)"
    r"|,?\s+so\s+(?=(?:i|my)\b)|,?\s+and\s+(?=(?:also\s+)?(?:works|lives|is|has|speaks|plays|"
    r"studies|loves|likes|enjoys|was|moved|married|work|live|speak|play|study|love|like|"
    r"enjoy|have|am)\b)",
    re.IGNORECASE,
)
_LEADING_FILLER_RE = re.compile(
    r"^(?:(?:oh|well|yeah|yes|yep|no|nope|so|also|actually|btw|by the way|honestly|"
    r"haha|lol|wow|hey|hi|hello|um|uh|and|but|anyway|anyways|ok|okay|right|sure|"
    r"fun fact|guess what|you know|in fact|basically|personally|currently|now|"
    r"nowadays|these days|luckily|sadly|unfortunately|fortunately)\b[\s,!.:-]*)+",
    re.IGNORECASE,
)
_VERB_LED_RE = re.compile(r"^\s*(?:also\s+)?[a-z]+(?:s|ed)?\b(?<!\bi)")


_EXCLAIMED_RE = re.compile(r"(?:\?[?!]|![?!]*\?)[?!]*$")
_OWN_NEWS_RE = re.compile(
    r"^(?:(?:so|omg|wait|ok|okay|guys|well|and|um|literally)\b[\s,.!\u2026]*)*"
    r"(?:i|i'm|i\u2019m|im|we|we're|we\u2019re|my)\b"
    # a state said alone in wonder: "so um. engaged?? \U0001f48d", "officially divorced?!"
    r"|^(?:(?:so|omg|wait|um|officially|finally|literally)\b[\s,.!\u2026]*)*"
    r"(?:engaged|married|hired|promoted|pregnant|single|divorced|separated|retired|graduated)"
    r"\s*[?!]+$"
    # a thing's news in wonder: "88213 got returned to sender??", "the order got cancelled?!"
    r"|^(?!(?:who|what|where|when|why|how|which|whose|did|does|do|is|was|has|have|had|are|were|"
    r"can|could|will|would|should|shall|it|you|u)\b)[\w#'-]+(?:\s+[\w#'-]+){0,4}?\s+"
    r"(?:got|has\s+been|have\s+been|was|were|just\s+got)\s+[a-z]+(?:ed|en)\b",
    re.IGNORECASE,
)


_UPTALK_RE = re.compile(
    r",\s*(?:since|from|in|around|like|i\s+think|or\s+something|maybe|probably|last|this|"
    r"apparently)\b[^,?]{0,30}\?+\s*$",
    re.IGNORECASE,
)
_WH_START_RE = re.compile(r"^(?:who|what|where|when|why|how|which|whose|whom)\b", re.IGNORECASE)


def is_question(sentence: str) -> bool:
    """Whether ``sentence`` asks rather than states. One's own news said in wonder, a first
    person statement ending in "??" or "?!" ("so... I'm engaged??", "I got the job?!"), and a
    statement whose "?" doubts only a tail of when or how sure ("he's a bus driver now, since
    like july?"), state."""
    s = sentence.rstrip()
    if _QUESTION_START_RE.match(s.lstrip("\"'")):
        return True
    if not s.endswith("?"):
        return False
    if _UPTALK_RE.search(s[-60:]) and not _WH_START_RE.match(s.lstrip("\"'")):
        return False  # "he's a school bus driver, since like july?": a statement, unsure of when
    return not (_EXCLAIMED_RE.search(s[-12:]) and _OWN_NEWS_RE.match(s.lstrip("\"'")))


def split_clauses(masked: str) -> list[tuple[int, int]]:
    """``(start, end)`` of the clauses of a masked sentence, in order."""
    pieces: list[tuple[int, int]] = []
    pos = 0
    for cm in _CLAUSE_SPLIT_RE.finditer(masked):
        pieces.append((pos, cm.start()))
        pos = cm.end()
    pieces.append((pos, len(masked)))
    return pieces


def is_verb_led(clause: str) -> bool:
    """A clause that starts with a verb ("lives in Boston") and so has no subject of its own."""
    return bool(_VERB_LED_RE.match(clause))


def clause_body(masked_clause: str) -> tuple[int, str]:
    """Skip leading commas, white space and fillers ("Oh, well, ...") and trailing "!"/"?".

    Returns how many characters were skipped at the start and the body the rules match.
    """
    lead = _LEADING_FILLER_RE.match(masked_clause.lstrip(" ,"))
    skip = len(masked_clause) - len(masked_clause.lstrip(" ,"))
    if lead:
        skip += lead.end()
    body = masked_clause[skip:].rstrip()
    return skip, body.rstrip("!?")
