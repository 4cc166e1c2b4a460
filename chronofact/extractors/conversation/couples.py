"""Two people other than the speaker said to be a couple, or no longer one: "Tiago and Marta
are still together", "he and Marta split up", "Tiago and his girlfriend Marta broke up".

Each is the other's partner (or each partnership ends); "Hamish and his wife separated" ends
the subject's partnership with no one named; "<name> and I" is the speaker's own
(:mod:`.people`, :func:`.special.breakup`, :func:`.shapes.together`)."""

from __future__ import annotations

import re

from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.shapes import together
from chronofact.extractors.conversation.special import breakup

__all__ = ["couple_findings"]

_AND_OTHER = re.compile(
    r"\s+and\s+(?:(?:his|her|their)\s+(?:girlfriend|boyfriend|gf|bf|partner|wife|husband|"
    r"fianc[eé]e?|missus)\s+)?(?P<b>[A-Z][\w'\u2019-]*)(?=\s)"
)
_AND_UNNAMED = re.compile(
    r"\s+and\s+(?:his|her|their)\s+(?:girlfriend|boyfriend|gf|bf|partner|wife|husband|"
    r"fianc[eé]e?|missus|hubby|wifey)\b(?!\s+[A-Z])"
)
"""The subject's partner, not named ("Hamish and his wife separated in May")."""
_NOT_A_PARTNER = frozenset({"I", "Me", "We", "They", "He", "She", "You"})


def couple_findings(after_subject: str, base: int, first: str) -> list[Finding]:
    """`after_subject` follows the subject `first` of a clause: "and <Name> are together" or
    "and <Name> broke up" gives both people's partner slots; anything else gives nothing."""
    unnamed = _AND_UNNAMED.match(after_subject)
    if unnamed is not None:  # "Hamish and his wife separated": Hamish's status, partner ends
        rest = after_subject[unnamed.end() :]
        lead = len(rest) - len(rest.lstrip())
        return breakup(rest[lead:], base + unnamed.end() + lead, None)
    m = _AND_OTHER.match(after_subject)
    if m is None or m.group("b") in _NOT_A_PARTNER or m.group("b") == first:
        return []
    other = m.group("b")
    rest, at = after_subject[m.end() :], base + m.end()
    found = together(rest, at, other)
    if found:
        end = found[0].end
        return [*found, Finding("partner", first, "assert", end, subject=other)]
    lead = len(rest) - len(rest.lstrip())
    ended = breakup(rest[lead:], at + lead, other)
    if not ended or ended[0].target != other:
        return []  # "he and Marta broke up with Sam" is no break-up of the two
    end = ended[0].end
    # the other's partnership ends too; their status is not said ("Orla and Cian are
    # finished" says nothing of whether Cian is single, and a "Cian is single" fact would
    # keep the old partner's name current beside Orla's new one)
    return [*ended, Finding("partner", first, "end", end, subject=other)]
