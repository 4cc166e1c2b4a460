"""Someone said to have taken over as the speaker's carer or boss: "Tom took over as my manager
when Steve left", "Dr Osei has taken over as our GP", "Priya stepped in as my line manager in
May", "Hannah covers as our lead till August". The person named before the words of taking over
holds the role word's slot (`lexicon.PERSON_ROLES`: "manager", "boss", "GP", "dentist",
"landlord" ...) for the speaker from the message time, unless a claim of the message already
gives that slot a value.

Not a role of someone else's ("took over as Ana's manager"), nor one taken over by the
speaker ("I took over as team lead": a job, read elsewhere).

Pure; one regex pass over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.lexicon import PERSON_ROLES
from chronofact.extractors.conversation.statements import named_claim

__all__ = ["roles_taken_over"]

_READ_CHARS = 600
_ROLES = "|".join(
    re.escape(r).replace(r"\ ", r"\s+")
    for r in sorted(PERSON_ROLES, key=len, reverse=True)
    if PERSON_ROLES[r]
    in ("manager", "doctor", "dentist", "therapist", "landlord", "coach", "tutor")
)
_TOOK_OVER = re.compile(
    r"(?<![\w'’-])(?P<n>(?:(?:Dr|Mr|Mrs|Ms|Miss)\.?\s+)?(?-i:[A-Z][\w'’-]+)(?:\s+(?-i:[A-Z][\w'’-]+))?)"
    r"\s+(?:(?:has|had|just|now|finally|is|['\u2019]s|will)\s+)*(?:took|taken|takes|take|"
    r"stepped|stepping|steps|came|started|covers|covering|covered|cover|fills|filling|filled|"
    r"stands|standing|stood)\s+"
    r"(?:over\s+|in\s+)?as\s+(?:my|our)\s+(?:new\s+|interim\s+|acting\s+)?"
    rf"(?P<role>{_ROLES})\b",
    re.IGNORECASE,
)
_NOT_NAMES = frozenset({"i", "we", "he", "she", "they", "who", "someone", "somebody", "it"})


def roles_taken_over(message: Message, found: list[Claim]) -> list[Claim]:
    """`found` with the speaker's carer or boss said by taking over (see the module docstring),
    in place of a guess at that slot (a claim under `_GUESS`) read from the words from the name
    on, and of those words read as a job of the one taking over ("Hannah is covering as our
    lead": no job "covering as our lead"). The learned reader reads after this: its guesses
    stay ("Hannah is stepping in as my manager while Mark is off" is still read as Mark)."""
    speaker = message.speaker
    if not speaker:
        return found
    text = message.text[:_READ_CHARS]
    out = list(found)
    for m in _TOOK_OVER.finditer(text):
        name = " ".join(m.group("n").split())
        if name.casefold() in _NOT_NAMES:
            continue
        slot = PERSON_ROLES[" ".join(m.group("role").casefold().split())]
        out = [c for c in out if not _misread(c, speaker, slot, name, m.start("n"))]
        if any(c.subject == speaker and c.predicate == slot for c in out):
            continue
        span = (m.start("n"), m.end("role"))
        out.append(named_claim(speaker, slot, name, "assert", message.observed_at, span, 0.75))
    return out


_GUESS = 0.7
"""Below this confidence a claim is a reader's guess (the learned reader's 0.6)."""


def _misread(claim: Claim, speaker: str, slot: str, name: str, start: int) -> bool:
    """A claim of the sentence the taking over is said in that it replaces: a guess at the
    speaker's slot, or the taking over read as the job of the one taking over."""
    if claim.span[1] <= start or claim.action != "assert":
        return False
    guess = claim.subject == speaker and claim.predicate == slot and claim.confidence < _GUESS
    job = claim.subject == name and claim.predicate == "occupation"
    return guess or job
