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

from chronofact.extractors.conversation.lexicon import JOB_WORDS, TITLE_ABBREVIATIONS
from chronofact.extractors.conversation.trim import trim_object

__all__ = ["split_title_at"]

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
