"""A gym chain named without words of work is where one trains; said with them, where one
works.

"I'm at Crunch on 5th Avenue now", "Quit F45 in June", "I've joined David Lloyd" were read as a
job started or left: the frames and the readers know a workplace by its verb ("at", "joined",
"quit"), and a gym chain's name (`gym_names`) says nothing of work. And the other way, "I work
at PureGym as a personal trainer" was moved to the gym by the value's meaning. So, on the
claims of a message:

- an employer (started or ended) that is a gym chain by name, in a sentence that says no work
  (`_WORK`: "work", "job", "shift", "hired", "boss" ...), is the gym (dropped when the gym
  already holds that value); a dental practice by name ("Bright Dental") the same way is the
  dentist (`kind_named_instead_of_work`, which the learned reader's claims use too);
- a gym that is a chain by name, said right after a verb of working ("work at", "works for",
  "job at", "employed by"), is the employer.

Pure; reads at most `_READ_CHARS` of the message.
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_text
from chronofact.extractors.conversation.gym_names import is_gym_name
from chronofact.extractors.conversation.lexicon import PERSON_ROLES
from chronofact.extractors.conversation.statements import named_on
from chronofact.extractors.conversation.work_words import WORK_WORDS

__all__ = ["gym_or_job", "kind_named_instead_of_work"]

_READ_CHARS = 1200
_WORK = WORK_WORDS
"""Words that say a job in the sentence of a gym chain's name ("work out" is training)."""
_WORK_BEFORE = re.compile(
    r"\b(?:(?:work|works|worked|working)(?!\s+out\b)|job|employed|hired|poached)\s+"
    r"(?:\w+\s+)?(?:at|for|by)\s+"
    r"(?:the\s+)?$",
    re.IGNORECASE,
)
"""A verb of working right before the value ("work at", "job at", "works remotely for")."""


_DENTAL = re.compile(
    r"\b(?:Dental|Dentistry|Dentists|Orthodontics)(?:\s+(?:Care|Practice|Clinic|Centre|Center|"
    r"Surgery|Studio|Group))?$"
)
"""A dental practice by its name ("Bright Dental", "Parkside Dental Care")."""


_CARER_AT = re.compile(
    r"\b(?P<carer>dentist|dentists|dental\s+(?:appointment|check-?up|cleaning)|orthodontist|"
    r"hygienist|vet|vets|gp|doctor|"
    r"doctors|physio)(?:['\u2019]s)?\s+(?:at|@)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
"""Right before the place: the carer seen there ("dentist at SmileCare tmrw")."""
_DENTAL_CARERS = frozenset({"dental", "orthodontist", "hygienist"})
"""Carers before "at" that `PERSON_ROLES` does not know, all of the dentist's."""


def kind_named_instead_of_work(value: str, sentence: str, before: str = "") -> str | None:
    """The slot a place read as an employer is of by its own name or by the carer said right
    `before` it, when its sentence says no work: a gym chain's ("Crunch") the gym, a dental
    practice's ("help me word a text to Bright Dental saying i cant make my checkup") or the
    place after "dentist at" ("dentist at SmileCare tmrw") the dentist; else None."""
    if _WORK.search(sentence):
        return None
    if is_gym_name(value):
        return "gym"
    if _DENTAL.search(value):
        return "dentist"
    carer = _CARER_AT.search(before[-40:])
    if carer is not None:
        word = carer.group("carer").casefold().split()[0]
        return "dentist" if word in _DENTAL_CARERS else PERSON_ROLES[word.removesuffix("s")]
    return None


def _value(claim: Claim) -> str:
    return (claim.object or claim.value or "").strip()


def _said_after_work(text: str, claim: Claim) -> bool:
    value = _value(claim)
    start = max(0, claim.span[0])
    at = text.casefold().find(value.casefold(), start, max(claim.span[1], start) + len(value))
    return at > 0 and _WORK_BEFORE.search(text[max(0, at - 40) : at]) is not None


def gym_or_job(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with a gym chain's name on the slot its sentence says (see the docstring)."""
    if not any(c.predicate in ("works_at", "gym") for c in claims):
        return claims
    text = message.text[:_READ_CHARS]
    held = {(c.subject, c.predicate, _value(c).casefold(), c.action) for c in claims}
    out: list[Claim] = []
    for c in claims:
        value = _value(c)
        if not value or c.predicate not in ("works_at", "gym"):
            out.append(c)
            continue
        kind = kind_named_instead_of_work(value, sentence_text(text, c.span[0]))
        if c.predicate == "works_at" and kind is not None:
            if (c.subject, kind, value.casefold(), c.action) not in held:
                out.append(named_on(c, kind, value))
            continue
        if not is_gym_name(value):
            out.append(c)
            continue
        if c.predicate == "gym" and c.action == "assert" and _said_after_work(text, c):
            if (c.subject, "works_at", value.casefold(), c.action) not in held:
                out.append(named_on(c, "works_at", value))
            continue
        out.append(c)
    return out
