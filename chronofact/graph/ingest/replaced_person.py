"""A person held on a slot said to be replaced by someone named: "Hannah's cover is a guy called
Dev, he started managing our team this week", "her replacement, a guy called Nkosi, has
already cancelled all Friday meetings", "Dr Okafor replaced Dr Patel" (pure: `change_plan`
calls it with the current facts of the subjects a message is about).

The readers read "Hannah's cover is Dev" as a fact about Hannah ("Hannah works as Dev") and
"her replacement, Nkosi" as nothing, so the manager on record stayed current. Here the message
names the one replaced and the one replacing; every current fact holding the one replaced on a
slot of a person one has one of (`PERSON_SLOTS`: manager, doctor, landlord, ...) takes the new
person in their place:

- "<held>'s replacement / cover / successor / stand-in is (a guy called) <new>", "<held>'s
  replacement, <new>," (`_HELD_FIRST`);
- "<new> replaced / is replacing / took over from / is covering for <held>" (`_NEW_FIRST`);
- "her / his / their replacement (is / ,) (a guy called) <new>" (`_PRONOUN_FIRST`): the one
  replaced is the only person the speaker holds on such a slot.

Not in a question or a wish ("who'll be Hannah's cover?", "I hope her replacement is nice"),
and not a new person already held there. Pure; fixed regexes over sentences of bounded length
(linear).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES, MONTHS, WEEKDAYS
from chronofact.graph.entities import name_key
from chronofact.graph.predicates import normalise_predicate

if TYPE_CHECKING:
    from chronofact.graph.ingest.change_plan import CurrentFact

__all__ = ["PERSON_SLOTS", "replaced_people"]

PERSON_SLOTS = frozenset(
    {
        "manager",
        "doctor",
        "dentist",
        "landlord",
        "hairdresser",
        "barber",
        "accountant",
        "solicitor",
        "therapist",
        "tutor",
        "coach",
        "teacher",
        "personal_trainer",
        "vet",
    }
)
_TITLE = r"(?:(?:Dr|Mr|Mrs|Ms|Miss|Prof)\.?\s+)?"
_NAME = _TITLE + r"[A-Z][^\W\d_]['’\w-]*(?:\s+[A-Z][^\W\d_]['’\w-]*)?"
_ROLE = r"(?:replacement|cover|successor|stand-in|stand\s+in|locum|maternity\s+cover)"
_CALLED = (
    r"(?:(?:a|an|this|some)\s+(?:new\s+)?(?:guy|man|woman|lady|bloke|girl|person|chap|fella|"
    r"dude)\s+(?:called|named)\s+)?"
)
_HELD_FIRST = re.compile(
    rf"\b(?P<held>{_NAME})['’]s\s+(?:new\s+)?{_ROLE}\s*(?:is|was|,|:|-)\s+{_CALLED}"
    rf"(?P<new>{_NAME})"
)
_NEW_FIRST = re.compile(
    rf"\b(?P<new>{_NAME})\s+(?:has\s+)?(?:replaced|is\s+replacing|took\s+over\s+from|"
    rf"has\s+taken\s+over\s+from|is\s+covering\s+for|is\s+standing\s+in\s+for)\s+(?P<held>{_NAME})"
)
_PRONOUN_FIRST = re.compile(
    rf"\b(?:[Hh]er|[Hh]is|[Tt]heir)\s+(?:new\s+)?{_ROLE}\s*(?:is|was|,|:|-)\s+{_CALLED}"
    rf"(?P<new>{_NAME})"
)
_NOT_SAID = re.compile(
    r"\b(?:who|whoever|hope|hoping|wish|if|might|maybe|will|'ll|’ll|would|should|could|"
    r"going\s+to|gonna)\b",
    re.IGNORECASE,
)


def _a_person(name: str) -> bool:
    """A name, not a day, a month or a word that opens talk ("her replacement starts Monday")."""
    first = name.split()[0].rstrip(".")
    return not {first, name} & (CAPITALISED_NOT_NAMES | set(WEEKDAYS) | set(MONTHS))


def _on_person_slot(fact: CurrentFact) -> bool:
    return fact.object is not None and normalise_predicate(fact.predicate) in PERSON_SLOTS


_TITLES = frozenset({"dr", "mr", "mrs", "ms", "miss", "prof"})
"""Words of a name that name no one ("Dr Patel" is not held as "Dr Okafor")."""


def _holding(live: Sequence[CurrentFact], held: str) -> list[int]:
    """Positions of the current facts holding the person `held` on a person slot (by full
    name, or by the surname or first name one of them is known by)."""
    key = name_key(held)
    words = set(key.split()) - _TITLES
    return [
        k
        for k, f in enumerate(live)
        if _on_person_slot(f)
        and (name_key(str(f.object)) == key or words & set(name_key(str(f.object)).split()))
    ]


def replaced_people(
    text: str,
    spans: Sequence[tuple[int, int]],
    live: Sequence[CurrentFact],
    speaker: str | None,
) -> list[tuple[int, str, tuple[int, int]]]:
    """(position of the current fact, the person now in its place, the sentence saying so),
    for each person held on a person slot the message says was replaced (see the module
    docstring)."""
    out: list[tuple[int, str, tuple[int, int]]] = []
    speaker_key = name_key(speaker) if speaker else None
    for start, end in spans:
        sentence = text[start:end]
        if sentence.rstrip().endswith("?"):
            continue
        found: list[tuple[list[int], str, int]] = []
        for pattern in (_HELD_FIRST, _NEW_FIRST):
            for m in pattern.finditer(sentence):
                found.append((_holding(live, m.group("held")), m.group("new"), m.start()))
        for m in _PRONOUN_FIRST.finditer(sentence):
            mine = [
                k for k, f in enumerate(live) if _on_person_slot(f) and f.subject_key == speaker_key
            ]
            found.append((mine if len(mine) == 1 else [], m.group("new"), m.start()))
        for held, new, at in found:
            if _NOT_SAID.search(sentence, 0, at) or not _a_person(new):
                continue
            for k in held:
                if name_key(str(live[k].object)) != name_key(new):
                    out.append((k, new, (start, end)))
    return out
