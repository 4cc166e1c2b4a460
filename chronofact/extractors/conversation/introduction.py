"""A speaker introducing themself, and what they say of themself in apposition after it: "I'm
Mei Ling, product designer at Grab, living in Tampines", "hey, I'm Kofi, a backend dev at
Paystack", "Ana here - nurse at the Royal Free". Each clause after the name says what the
speaker is, as if it opened on "I'm": the frames read it so (a job and its employer, a home).

Only the speaker's own name introduces (its first word, any case); the clauses after it are
read so while each of them is such an apposition. Patterns are anchored and bounded.
"""

from __future__ import annotations

import re

from chronofact.extractors.conversation.clauses import skip_filler

__all__ = ["apposition", "introduces"]

_NAME = r"[A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*){0,2}"
_INTRO = re.compile(
    r"\W*(?:(?:hey|hi|hello|hiya|ok|so|quick\s+intro)\b[\W\s]*)*"
    rf"(?:(?:I'm|I\u2019m|I\s+am|im|this\s+is|it's|my\s+name\s+is)\s+(?P<a>{_NAME})"
    rf"|(?P<b>{_NAME})\s+here)[\s.!,:;\u2014\u2013-]*",
    re.IGNORECASE,
)
_AS_SAID = "I'm "
"""What an apposition is read as opening on."""
_SEPARATED = re.compile(r"[,:;\u2014\u2013-]\s*$")
_APPOSED = re.compile(r"\s*(?:a|an|the)?\s*[a-z]", re.IGNORECASE)


def _the_speaker(m: re.Match[str], speaker: str | None) -> bool:
    said = (m.group("a") or m.group("b")).split()[0].casefold()
    return speaker is not None and said == speaker.split()[0].casefold()


def introduces(clause: str, speaker: str | None) -> bool:
    """The clause is the speaker introducing themself by name, and nothing more."""
    m = _INTRO.fullmatch(clause[:120])
    return m is not None and _the_speaker(m, speaker)


def _apposition_start(clause: str, speaker: str | None) -> int | None:
    """Where the apposition starts in a clause that opens on the speaker's introduction and
    goes on after a comma or a dash ("I'm Kofi, a backend dev at Paystack")."""
    m = _INTRO.match(clause[:120])
    if m is None or not _the_speaker(m, speaker) or not _SEPARATED.search(m.group()):
        return None
    return m.end() if clause[m.end() :].strip() else None


def apposition(
    masked: str, original: str, speaker: str | None, introduced: bool
) -> tuple[str, int] | None:
    """A clause in apposition to the speaker's introduction, said before it (`introduced`) or
    at its start, as text opening on "I'm" and the clause offset that text starts at ("I'm
    product designer at Grab"); None for any other clause."""
    start = 0 if introduced else _apposition_start(original, speaker)
    if start is None or speaker is None:
        return None
    lead = start + skip_filler(masked[start:])
    if not _APPOSED.match(masked[lead:]):
        return None
    return _AS_SAID + masked[lead:], lead - len(_AS_SAID)
