"""The rule extractor's claims, for the slots the conversational frames left empty: predicates
put on the canonical vocabulary, objects trimmed, spans moved onto the message."""

from __future__ import annotations

import re
from dataclasses import replace

from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.kin_words import CANONICAL_KIN, KIN_MODIFIERS
from chronofact.extractors.conversation.lexicon import (
    INTERJECTIONS,
    KIN_ALONE,
    PERSON_ROLES,
    is_interjection,
    role_predicate,
)
from chronofact.extractors.conversation.not_names import NOT_SUBJECTS, SUBORDINATORS
from chronofact.extractors.conversation.people import speakers_kin
from chronofact.extractors.conversation.slot_vocab import SLOTS
from chronofact.extractors.conversation.statements import render
from chronofact.extractors.conversation.trim import trim_object

__all__ = ["adopt_rule_claims"]

_CANONICAL = {
    "spouse": "married_to",
    "girlfriend": "partner",
    "boyfriend": "partner",
    "job_title": "occupation",
    "employer": "works_at",
    "boss": "manager",
    "team_lead": "manager",
}


_NOT_PERSONS = INTERJECTIONS | {"the", "a", "an", "this", "that"} | {
    "stop", "keep", "start", "quit", "try", "hate", "enjoy", "finish", "still",
}  # fmt: skip
"""First words of a rule claim's subject that name no one ("ugh work at X", "the work at X",
"can't stop playing X": "stop")."""
_ENTITY_SLOTS = frozenset({"works_at", "lives_in", "studies_at", "married_to", "partner"})


_TITLE_SMALL_WORDS = frozenset(
    {"of", "the", "a", "an", "and", "by", "in", "on", "to", "for", "at", "from", "with"}
)
"""Words a title keeps in lower case ("A Tale of Two Cities", "Here Comes the Sun")."""


def _is_title(words: list[str]) -> bool:
    """Words in title case: a name or a title even when its first word opens chat clauses too
    ("The Witcher", "Our Mutual Friend", "Don't Be Cruel", "Big League World Series")."""
    return (
        len(words) > 1
        and words[1][:1].isupper()
        and all(w[:1].isupper() or w in _TITLE_SMALL_WORDS for w in words)
    )


def _names_no_one(subject: str) -> bool:
    """The subject of a rule claim is no one: an interjection, a pronoun, a chat opener ("ugh
    work at X", "the work at X", "Sounds like fun") - unless it is a name or a title in title
    case ("The author of The Witcher is ...")."""
    words = subject.split()
    first = words[0] if words else ""
    if first in SUBORDINATORS:
        return True  # "Once Kemi moved to Abuja she ...": not a title
    if _is_title(words):
        return False
    return (
        first in NOT_SUBJECTS
        or first.lower() in _NOT_PERSONS
        or is_interjection(first)
        or bool(re.match(r"I['\u2019]", first))
    )


_VERB_IN_NAME = re.compile(r"\b(?:is|are|am|was|were|has|have|had|been)\b|,")
_ENDS_ON_A_LINK = re.compile(
    r"\s(?:in|for|at|on|about|within|around|by|to|of|with|and|but|or|just|so|than|like)$"
)
"""A subject ending on a small word is a clause cut before a filler "like" ("my manager Trish
approves every PTO request in like 5 minutes")."""


def _a_clause(subject: str) -> bool:
    """A subject that is a clause, not a name ("Yaw and Abena are engaged, wedding", "Nicole's
    dad Frank has been with TD for", "Trish approves every request in"): a verb of being or a
    comma in it, or a small word at its end; not in a title."""
    if _ENDS_ON_A_LINK.search(subject) is not None:
        return True
    return _VERB_IN_NAME.search(subject) is not None and not _is_title(subject.split())


_POINTING = re.compile(r"(?:this|that|these|those)\b", re.IGNORECASE)
_GERUND = re.compile(r"[A-Z]?[a-z]{2,}ing")
"""A subject that is a doing ("Charging", "Commuting"), no one to be a kind of person."""
_PRAISE = re.compile(
    r"(?:(?:total|absolute|real|proper|complete|bit\s+of\s+a)\s+)?(?:wizard|genius|legend|star|"
    r"hero|gem|saint|godsend|lifesaver|life-saver|beast|machine|angel|diamond|rockstar|rock\s+star|"
    r"natural|whizz?|ninja|magician|menace|nightmare|character|sweetheart|darling|pain|"
    r"faff|drag|chore|joke|mess)\b",
    re.IGNORECASE,
)
"""What someone "is a" in praise or complaint ("Sal is a wizard with a fade", "she's a legend"):
a description of them, no kind of person."""
_ROLE_ALT = "|".join(re.escape(r) for r in sorted(PERSON_ROLES, key=len, reverse=True))
_RELATIVE_NAMED = re.compile(
    rf"(?:[Mm]y|[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?['\u2019]s)\s+(?:(?:{KIN_MODIFIERS})\s+)?"
    rf"(?i:{_ROLE_ALT})\s+(?P<name>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)"
)
"""A rule claim's subject that is a relative named with their relation ("Seun's cousin Bayo",
"Kwame's wife Akosua", "My SIL Zodwa"): the person is the name (the relation is a claim of its
own, `relations_in_passing`)."""


_OWNED_KIN = re.compile(r"(?P<owner>.+['\u2019]s\s+)(?P<kin>[a-z][a-z-]*)")
"""A relative by relation only ("Yasmin's mum"): said in the words the frames use."""


def _person_of(subject: str, speaker: str | None = None) -> str:
    """The subject, or the name of the relative it names (`_RELATIVE_NAMED`); a relative by
    relation in the one word the frames use ("Yasmin's mum" -> "Yasmin's mom", as "my mum
    moved" is), so both read the same person; a relative said alone, the `speaker`'s ("Mum" ->
    "<speaker>'s mom", as "Mum moved" is)."""
    kin_alone = speakers_kin(speaker, subject) if speaker and subject[:1].isupper() else None
    if kin_alone:
        return kin_alone
    m = _RELATIVE_NAMED.fullmatch(subject)
    if m:
        return m.group("name")
    kin = _OWNED_KIN.fullmatch(subject)
    if kin and kin.group("kin") in CANONICAL_KIN:
        return kin.group("owner") + CANONICAL_KIN[kin.group("kin")]
    return subject


def _canonical(predicate: str) -> str:
    if predicate in _CANONICAL:
        return _CANONICAL[predicate]
    return role_predicate(predicate.replace("_", " ")) or predicate


def _same_person(frame_subject: str, subject: str) -> bool:
    """The frame's subject is the rule claim's: the same words, or the speaker's relative the
    frames name for a kin word said alone ("Papa teaches physics": "Imran's dad")."""
    if frame_subject == subject:
        return True
    kin = KIN_ALONE.get(subject.casefold())
    if kin is None:
        return False
    return frame_subject.casefold().endswith(("'s " + kin, "'s " + CANONICAL_KIN.get(kin, kin)))


def _said_by_a_frame(subject: str, target: str, found: list[Claim], own_slot: bool) -> bool:
    """A frame claim about `subject` already holds the thing `target` names; on a predicate
    of no canonical slot, one word of it is enough ("Lan teaches piano from home" beside her
    occupation "piano teacher")."""
    said = target.casefold()
    words = set(re.findall(r"[a-z]{4,}", said))
    for c in found:
        held = (c.object or (str(c.value) if c.value is not None else "")).casefold()
        if not _same_person(c.subject, subject) or len(held) <= 2:
            continue
        if re.search(rf"\b{re.escape(held)}\b", said):
            return True
        if not own_slot and words & set(re.findall(r"[a-z]{4,}", held)):
            return True
    return False


def _value_held(value: str, found: list[Claim]) -> bool:
    """A claim of the sentence already holds this value (another subject's, or a slot's)."""
    said = value.casefold()
    return bool(said) and any((f.object or str(f.value or "")).casefold() == said for f in found)


def adopt_rule_claims(
    rules: list[Claim], found: list[Claim], offset: int, speaker: str | None = None
) -> list[Claim]:
    """Rule claims of a sentence at `offset` whose (subject, predicate) no frame claim has; a
    relative said alone is the `speaker`'s ("Mum's accountant is Patel & Co": the speaker's
    mom's, as the frames read "Mum moved")."""
    slots = {(c.subject, c.predicate) for c in found}
    predicates = {c.predicate for c in found}
    subjects = {c.subject for c in found}
    out: list[Claim] = []
    for c in rules:
        c = replace(c, subject=_person_of(c.subject, speaker))
        predicate = _canonical(c.predicate)
        if (c.subject, predicate) in slots or predicate in predicates:
            continue
        if _names_no_one(c.subject) or _a_clause(c.subject):
            continue  # "Sounds like fun", "It's a reset": not a person's fact
        if predicate == "is_a" and (c.subject in subjects or c.subject.startswith("the ")):
            continue  # "the ThinkPad is a doorstop covered in stickers": a thing's lot
        if predicate == "is_a" and _GERUND.fullmatch(c.subject):
            continue  # "Charging is a pain though": a doing, no one
        obj = trim_object(c.object, drop_lead=False) if c.object else None
        value = trim_object(c.value) if c.value else None
        if not obj and not value:
            continue
        if predicate == "is_a" and _value_held(obj or value or "", found):
            continue  # "my only transport is a bike": the frames' vehicle already
        if predicate == "is_a" and _PRAISE.match(obj or value or ""):
            continue  # "Sal is a wizard with a fade": praise, no kind of person
        if _POINTING.match(obj or value or ""):
            continue  # "the boss of this house": a thing pointed at, not named
        if _said_by_a_frame(c.subject, obj or value or "", found, predicate in SLOTS):
            continue  # "my workout spot is Gold's Gym in Bandra": already the gym Gold's Gym
        if predicate in _ENTITY_SLOTS and obj is not None and not obj[:1].isupper():
            continue  # "moved to another team" is not a place
        trimmed = (obj or None, value or None) != (c.object, c.value)
        statement = c.statement
        if trimmed:  # the words cut off the object are no part of the statement either
            statement = render(c.subject, predicate, obj or value, "assert", c.polarity)
        out.append(
            replace(
                c,
                predicate=predicate,
                object=obj or None,
                value=value or None,
                span=(c.span[0] + offset, c.span[1] + offset),
                statement=statement,
            )
        )
    return out
