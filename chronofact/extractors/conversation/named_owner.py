"""A named person's thing said the way "my" thing is said: "Rita's hobby is knitting", "Kwame's
diet is keto now", "esi's phone is an old iPhone 11", "Lily's paediatrician is Dr Harper"
(`special.possessive` reads the "my" form; the possessive rule of the claims' rules takes named
objects only, so "knitting" was lost, and a specialist stayed a slot of its own). Pure;
`extract` calls it with the clause's subject match."""

from __future__ import annotations

import re
from dataclasses import replace

from chronofact.extractors.conversation import special
from chronofact.extractors.conversation.cross_clause import ROLE_SLOTS
from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.lexicon import PERSON_ROLES

__all__ = ["named_owner_thing"]

_POSSESSIVE_END = re.compile(r"['\u2019]s$")


def named_owner_thing(
    m: re.Match[str], body: str, base: int, owner: str | None = None
) -> list[Finding]:
    """The findings of the thing a subject match's owner has (`SUBJECT_RE` matched `body`;
    offsets shifted by `base`), or none. `owner`: who the owner said is, when `People` knows
    ("Mum" -> the speaker's mom); else the owner as said."""
    end = m.end()
    role = (m.group("orole") or "").casefold()
    if PERSON_ROLES.get(role) in ROLE_SLOTS and m.group("owner") and not m.group("oname"):
        # "Lily's paediatrician is Dr Harper": Lily's doctor, as "my doctor is ..." is read; a
        # relative ("Walter Chrysler's child is Charles Frederick, Duke of Holstein-Gottorp")
        # is left to the rules that keep a name's apposition
        role_at = m.start("orole")
        found = special.possessive("my " + body[role_at:])
        owner = owner or m.group("owner")
        return [
            replace(f, end=f.end + base + role_at - 3, subject=owner)
            for f in found
            if f.subject is None
        ]
    if m.group("lname") and body[end : end + 2] in ("'s", "\u2019s"):
        end += 2
    elif not m.group("name") or not _POSSESSIVE_END.search(m.group("name")):
        return []
    found = special.possessive("my" + body[end:])
    shift = base + end - 2  # "my" stands where the owner's "'s" ended
    return [replace(f, end=f.end + shift) for f in found if f.subject is None]
