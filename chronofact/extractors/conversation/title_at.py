"""A job title said with its employer after it: "I work as a UX researcher at Glovo", "she works
as an accountant at Deloitte", "volunteering as a mentor with Code First". The occupation frame
takes everything after "as a", so the employer is cut off the title here and kept as its own
fact: the title is what one does, the employer where. Only when the title ends in a known
profession or role and the employer is a name (capitalised): "a teacher at the local
school", "a nurse at night" and "a chef in Madrid" stay as they are; a title of something
keeps it ("head of science at Mfantsipim"). The employer is the name itself: "a pharmacist at
a Boots branch in Bristol" works at Boots (a branch, store or shop of it, and the town it is
in, are where, not who)."""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.lexicon import JOB_WORDS, TITLE_ABBREVIATIONS
from chronofact.extractors.conversation.statements import named_claim, named_on
from chronofact.extractors.conversation.trim import trim_object

__all__ = ["split_org_as_title", "split_title_at", "titles_after_employers"]

_AT_ORG = re.compile(
    r"(?P<t>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,3}?)(?P<of>\s+of\s+[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)?"
    r"\s+(?:at|for|with)\s+(?:(?:one\s+of\s+)?(?:the|a|an)\s+)?"
    r"(?P<o>(?-i:[A-Z0-9])[^,;]{0,60})$",
    re.IGNORECASE,
)
_ABBREVIATION_LEAD = re.compile(r"(?-i:[A-Z]{2,4})\s+")
"""A title may start with an abbreviation: "UX researcher", "QA engineer", "HR manager"."""
_SITE_TAIL = re.compile(
    r"(?:\s+(?:branch|store|shop|outlet|location|site)(?:es|s)?\b)?(?:\s+in\s+(?-i:[A-Z])\S*(?:\s+\S+){0,3})?$",
    re.IGNORECASE,
)
"""What follows the employer's name: "Boots branch in Bristol" -> "Boots"."""


def split_title_at(value: str) -> tuple[str, str] | None:
    """(title, employer) when `value` is "<title> at <Employer>", else None."""
    lead = _ABBREVIATION_LEAD.match(value)
    head = lead.group() if lead else ""
    m = _AT_ORG.match(value, len(head))
    if m is None:
        return None
    words = m.group("t").lower().split()
    if words[-1] not in JOB_WORDS and words[-1].upper() not in TITLE_ABBREVIATIONS:
        return None
    org = trim_object(m.group("o"))
    tail = _SITE_TAIL.search(org)
    if tail is not None and tail.start() > 0:
        org = org[: tail.start()]
    if not org:
        return None
    return head + m.group("t") + (m.group("of") or ""), org


_AS_TITLE = re.compile(
    r"(?P<o>(?-i:[A-Z0-9])[^,;]{0,60}?)\s+as\s+(?:(?:a|an|the|our|their)\s+)?(?P<t>[a-z][a-z-]*"
    r"(?:\s+[a-z][a-z-]*){0,3})$",
    re.IGNORECASE,
)


def split_org_as_title(value: str) -> tuple[str, str] | None:
    """(employer, title) when `value` is "<Employer> as <title>" ("Zepto as head of product"),
    the title ending in a job's word or "head of <something>", else None."""
    m = _AS_TITLE.fullmatch(value)
    if m is None:
        return None
    title = m.group("t")
    words = title.lower().split()
    if words[-1] not in JOB_WORDS and not (words[0] == "head" and "of" in words):
        return None
    org = trim_object(m.group("o"))
    return (org, title) if org else None


def titles_after_employers(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each employer read with the title it was taken on as ("works at Zepto as
    head of product", from "I've moved to Zepto as head of product") said as the employer and,
    unless one is read already, the title."""
    out: list[Claim] = []
    for c in claims:
        split = split_org_as_title(c.object or "") if c.predicate == "works_at" else None
        if split is None or c.action != "assert":
            out.append(c)
            continue
        org, title = split
        out.append(named_on(c, "works_at", org))
        if not any(o.subject == c.subject and o.predicate == "occupation" for o in claims):
            titled = named_claim(c.subject, "occupation", title, "assert", c.valid_from, c.span)
            out.append(titled)
    return out
