"""A new value said on a one-value slot ends the value stored for the same person on the same
slot under another name (pure; `change_plan` calls it with the current facts).

The store replaces a value by a new one on the same (subject, predicate) key by itself. The
extractor does not always name the slot or the person the same way twice:

- the slot: "diabetes_doctor" then "doctor", "pediatrician" then "doctor", "married_to" then
  "relationship_status: divorced" (`slots_of`);
- the person: "Chioma's" then "Chioma", "Ryan's son Mason" then "Mason", "Dylan's dad" then
  "Rick" when "Dylan's dad is Rick" is stored or said in the message ("Mam (Siobhan) got
  ward manager": `same_person`), "Mo" then "Mohammed" (the one shorter name holding the
  slot: `nicknames`).

Such a new value ends the old one, as the same key would; a retract said of the person under
another name ends it too. Only on slots that hold one value at a time (never hobbies, pets,
languages spoken ...; a dentist or an address stands beside a doctor or a city), only for a
value that shares no content word with the old one ("Dr. Alvarez" is "Dr Alvarez at Aga
Khan"), and a status never ends who one is with unless it names no partner ("single",
"divorced" ...); a wedding ("married", or married to anyone) ends an engagement."""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Sequence

from chronofact.extractors.change_words import NOVELTY_RE
from chronofact.extractors.claims.sentences import sentence_at
from chronofact.extractors.conversation.lexicon import PERSON_ROLES
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_cues import content_words, has_change_cue
from chronofact.graph.ingest.change_meaning import KIN_SAME
from chronofact.graph.ingest.change_plan import (
    CurrentFact,
    already_handled,
    end_time,
    fact_of,
    retract_of,
)
from chronofact.graph.ingest.event_time import same_event_named
from chronofact.graph.ingest.nicknames import nicknamed
from chronofact.graph.ingest.open_tail import open_paraphrase, same_group_role
from chronofact.graph.ingest.subject_alias import ADDRESS_WORDS
from chronofact.graph.ingest.unnamed_tie import role_holders
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.predicates import Cardinality, builtin_cardinality, normalise_predicate
from chronofact.graph.slot_names import slot_family, slots_of_predicate
from chronofact.graph.time import END_OF_TIME

__all__ = [
    "Relations",
    "may_replace_elsewhere",
    "relations_of",
    "same_person",
    "same_slot_ends",
    "same_slot_retracts",
    "sentence_of",
    "slots_of",
]

_HEAD_SLOTS = {
    "pediatrician": "doctor",
    "paediatrician": "doctor",
    "physician": "doctor",
    "gp": "doctor",
}
"""Slot words said for the one doctor one has ("pediatrician") -> that slot."""

_OWN_SLOT = frozenset(
    {"teaches", "lives_at", "home", "dentist", "therapist", "physio", "physiotherapist"}
    | {"specialist"}
)
"""Predicates of a slot family that one may hold beside the others (a dentist beside a
doctor, an address beside a city): a value on them replaces only their own."""


_PARTNER_SLOTS = frozenset({"partner", "married_to", "engaged_to", "spouse", "dating"})
_STATUS = "relationship_status"
_NO_PARTNER = frozenset(
    {"single", "divorced", "divorce", "separated", "widowed", "widow", "widower", "unattached"}
)
"""Relationship states that say one has no partner (not "married", "engaged", "dating")."""
_WED = frozenset({"married", "wed", "newlywed", "newly married"})
"""States that end an engagement without ending the partner."""


_WORK_ROLE = frozenset({"job", "work", "current", "new", "main", "day"})
"""Words before "_role" that make it the job ("job_role"); any other ("pta_role",
"rowing_club_role") is a role in a group (`conversation.club_role`), held beside the job."""
_QUALIFIED = re.compile(r"_(?:at|for|of|in|on|from|with)_")
"""Where a made-up predicate qualifies its slot ("supervisor_at_warehouse")."""


def _head(predicate: str) -> str:
    """The slot a predicate names by its last word ("diabetes_doctor", "family_doctor":
    doctor) or by a role word before a qualifier ("supervisor_at_warehouse": manager,
    "doctor_for_heart": doctor), else the predicate itself; a group's role ("pta_role") is
    its own slot."""
    first, _, last = predicate.rpartition("_")
    if last == "role" and first and first not in _WORK_ROLE:
        return predicate
    qualified = _QUALIFIED.split(predicate, maxsplit=1)[0]
    role = PERSON_ROLES.get(qualified.replace("_", " ")) if qualified != predicate else None
    if role is not None:
        return role
    return _HEAD_SLOTS.get(last, last if len(slot_family(last)) > 1 else predicate)


@functools.lru_cache(maxsize=1024)  # pure; asked for every stored fact of every message
def _family(predicate: str) -> frozenset[str]:
    """The predicates whose value a value on `predicate` replaces: its slot family but the
    slots one holds beside the others (`_OWN_SLOT`)."""
    p = normalise_predicate(predicate)
    head = _head(p)
    if head in _OWN_SLOT:
        return frozenset({p, head})
    family = slot_family(p) | slot_family(head)
    return frozenset(family - _OWN_SLOT) | {p}


@functools.lru_cache(maxsize=1024)
def slots_of(predicate: str) -> frozenset[str]:
    """The predicates that say the same slot as `predicate` (its slot family), a made-up
    one's by its last word too; the partner slots and the relationship status together."""
    p = normalise_predicate(predicate)
    slots = set(_family(p))
    if p in _PARTNER_SLOTS or p == _STATUS:
        slots |= _PARTNER_SLOTS | {_STATUS}
    return frozenset(slots)


def _one_value(predicate: str) -> bool:
    return builtin_cardinality(normalise_predicate(predicate)) == Cardinality.SINGLE


def _bare(key: str) -> str:
    """The name key without a possessive left at its end ("chioma s" -> "chioma") and
    without words of address ("mummy bisi" -> "bisi"); a possessive inside stays ("dylan s
    dad" is Dylan's dad)."""
    words = key.split()
    if len(words) > 1 and words[-1] == "s":
        words = words[:-1]
    if "s" in words:
        return " ".join(words)
    named = [w for w in words if w not in ADDRESS_WORDS]
    return " ".join(named) if named else " ".join(words)


def _named_in(relation_key: str, key: str) -> bool:
    """ "ryan s son mason" names "mason": someone's relation said with their name."""
    head, sep, tail = relation_key.partition(" s ")
    return bool(sep and head) and len(tail.split()) >= 2 and tail.endswith(" " + key)


_KIN_WORDS = frozenset().union(*KIN_SAME)

Relations = Mapping[str, frozenset[tuple[str, str]]]
"""Subject key -> the (predicate, object key) pairs of its relation facts to people."""


def relations_of(facts: Sequence[CurrentFact]) -> Relations:
    """The facts' relations to people, by subject key (built once per message)."""
    out: dict[str, set[tuple[str, str]]] = {}
    for f in facts:
        if f.object is not None:
            out.setdefault(f.subject_key, set()).add(
                (normalise_predicate(f.predicate), name_key(f.object))
            )
    return {k: frozenset(v) for k, v in out.items()}


def same_person(key: str, other: str, relations: Relations) -> bool:
    """Two subject name keys name one person: the same but for a possessive at the end, one
    is a relation said with the other's name, or one is a relation ("dylan s dad") that a
    stored relation fact names as the other ("Dylan's dad is Rick")."""
    if not key or not other:
        return False
    a, b = _bare(key), _bare(other)
    if a == b or _named_in(a, b) or _named_in(b, a):
        return True
    return _related(a, b, relations) or _related(b, a, relations)


def _related(relation_key: str, person: str, relations: Relations) -> bool:
    head, sep, word = relation_key.partition(" s ")
    if not sep and relation_key in _KIN_WORDS:
        # a kin word alone ("amma", "nani"): whoever's relation fact names the person
        return any(_related(f"{h} s {relation_key}", person, relations) for h in relations)
    if not sep or not word:
        return False
    word = word.replace(" ", "_")  # "neha s mother in law": the mother_in_law relation
    words = next((group for group in KIN_SAME if word in group), frozenset({word}))
    return any(p in words and o == person for p, o in relations.get(head, ()))


def _tie(op: Operation) -> bool:
    """A positive assert of a kin relation to a named person ("Aoife's mom is Siobhan")."""
    said = op.op == Op.ASSERT and op.polarity and op.object is not None
    return said and normalise_predicate(op.predicate) in _KIN_WORDS


def _conflicts(op: Operation, fact: CurrentFact) -> bool:
    """The new value and the stored one cannot both hold (see the module docstring)."""
    new_p, old_p = normalise_predicate(op.predicate), normalise_predicate(fact.predicate)
    if old_p == "engaged_to" and (new_p == "married_to" or new_p == _STATUS):
        # the wedding ends the engagement, to the same partner or not ("married as of June")
        return new_p == "married_to" or name_key(op.shown) in _NO_PARTNER | _WED
    if new_p == _STATUS and old_p in _PARTNER_SLOTS:
        return name_key(op.shown) in _NO_PARTNER
    if old_p == _STATUS and new_p in _PARTNER_SLOTS:
        return name_key(fact.shown) in _NO_PARTNER
    if _STATUS in (new_p, old_p) and new_p != old_p:
        return False
    said, held = content_words(op.shown), content_words(fact.shown)
    if said and held:
        return not said & held
    new, old = name_key(op.shown), name_key(fact.shown)
    return bool(new) and bool(old) and new not in old and old not in new


def may_replace_elsewhere(op: Operation) -> bool:
    """A positive assert on a one-value slot: it may replace a value stored under another
    name (the cheap test before the stored facts are read); not a value of the past ("my GP
    was Dr Naidoo till he emigrated")."""
    return (
        op.op == Op.ASSERT
        and op.polarity
        and op.has_object
        and op.period.end == END_OF_TIME
        and _one_value(op.predicate)
    )


_TIME = "_time"


_TEAM_MEETING = frozenset(
    {"standup", "stand up", "sync", "scrum", "huddle", "check in", "checkin", "call"}
)
"""Names of one regular team meeting said in other words ("standup" / "team sync" / "weekly
call" / "check-in"): a person with one such meeting's time has only that one."""


def _kind(predicate: str) -> str:
    return name_key(predicate.removesuffix(_TIME).replace("_", " ").replace("-", " "))


def _meeting_named(op: Operation, fact: CurrentFact, text: str, times_held: int = 0) -> bool:
    """A time of one meeting said under another meeting's name: the new time's sentence
    names the stored meeting ("pushing my sales review to friday 9am" read as "meeting_time"
    with "review_time" stored; "the design sync is Thursdays now"); or both names are words
    for the regular team meeting and it is the only meeting time the person holds
    (`times_held`: "standup is 9:15" then "our team sync is at 10am now")."""
    new_p, old_p = normalise_predicate(op.predicate), normalise_predicate(fact.predicate)
    if not (new_p.endswith(_TIME) and old_p.endswith(_TIME)) or not text:
        return False
    kind = _kind(old_p)
    if times_held == 1 and "meeting" in (kind, _kind(new_p)) and _regular(op, text):
        return True  # "the product sync is Thursdays at 3pm" for the one meeting time held
    if not kind or kind == "meeting":
        return False
    if times_held == 1 and kind in _TEAM_MEETING and _kind(new_p) in _TEAM_MEETING:
        return True
    start, end = sentence_of(op, text)
    return f" {kind} " in f" {name_key(text[start:end])} "  # "1:1" is "1 1" as "1_1" is


_REGULAR = re.compile(
    r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|every|each|weekly|fortnightly|since|"
    r"from\s+(?:this|next)\s+week|from\s+now\s+on|going\s+forward)\b",
    re.IGNORECASE,
)
"""A time said to recur ("Thursdays at 3pm", "every Monday") or to hold since something
("Thursday 14:00 from this week")."""


def _regular(op: Operation, text: str) -> bool:
    """The new time's sentence says a regular time, not a one-off ("a meeting at 3pm
    tomorrow")."""
    start, end = sentence_of(op, text)
    return _REGULAR.search(text[start:end]) is not None


def same_slot_ends(
    ops: Sequence[Operation],
    live: Sequence[CurrentFact],
    text: str = "",
    speaker_key: str = "",
) -> dict[int, Operation]:
    """Facts (by index in `live`) that a positive assert of `ops` replaces, or a retract of
    `ops` ends, on the same slot under another predicate or subject name, each with the
    operation that ends it (`text`: the message, where a meeting's time names its meeting;
    with `speaker_key`, for a message that says a change, a relation of the speaker said
    without a name is the one unknown person the message names: `unnamed_tie`)."""
    out: dict[int, Operation] = {}
    # the message's own ties count too: "Mam (Siobhan) got ward manager" says who "mam" is
    relations = relations_of([*live, *(fact_of(op) for op in ops if _tie(op))])
    cued = has_change_cue(text)
    changed = cued or NOVELTY_RE.search(text[:2000]) is not None
    for op in ops:
        if op.op == Op.RETRACT:
            for k, fact in enumerate(live):
                if k not in out and _retracts(op, fact, relations):
                    out[k] = op
            continue
        if not may_replace_elsewhere(op):
            continue
        slots = slots_of(op.predicate)
        key = name_key(op.subject)
        pred = normalise_predicate(op.predicate)
        short = _shorter_names(key, slots, live)
        if speaker_key:  # "Ngozi don resign!" after "my sister is still at Access Bank"
            short |= role_holders(key, slots, live, speaker_key)
        start, end = sentence_of(op, text)
        for k, fact in enumerate(live):
            if k in out or not _one_value(fact.predicate):
                continue
            if fact.subject_key == key and normalise_predicate(fact.predicate) == pred:
                continue  # the same key: the store replaces it
            event = same_event_named(pred, op.shown, fact, text[start:end], text, live)
            if (
                not slots & slots_of(fact.predicate)
                and not open_paraphrase(pred, fact.predicate)
                and not event
                and not _meeting_named(op, fact, text, _times_held(fact.subject_key, live))
                and not (_doctor_cued(changed, fact, text) and _one_doctor(op, fact, live))
                and not (changed and _deadline_named(pred, fact, live))
            ):
                continue
            same = same_person(key, fact.subject_key, relations) or fact.subject_key in short
            if same and (_conflicts(op, fact) or (event and _other_time(op, fact))):
                out[k] = op
    return out


_DOCTOR_WORD = re.compile(
    r"(?:ologist|iatrician)$|^(?:doctor|doc|dr|gp|gynae|gyno|obgyn|ob|physician|surgeon|"
    r"consultant|specialist)$"
)
"""A word of a predicate that names a doctor ("cardiologist", "gynae", "heart_doctor"); not
a dentist, a therapist or a physio, whom one sees beside a doctor."""


def _doctor_cued(changed: bool, fact: CurrentFact, text: str) -> bool:
    """The message says a doctor changed: a word of a change ("changed my gynae", "under Dr
    Khurana since june"), or it names the stored doctor ("Ochieng went to Nairobi Hospital")."""
    if changed:
        return True
    said = content_words(text[:2000])
    return bool(content_words(fact.shown) & said)


def _other_time(op: Operation, fact: CurrentFact) -> bool:
    """Two event times differ ("Saturday 10am" is not "Saturday 4pm")."""
    return name_key(op.shown) != name_key(fact.shown)


def _doctor_kind(predicate: str) -> bool:
    return any(_DOCTOR_WORD.search(w) for w in normalise_predicate(predicate).split("_"))


def _one_doctor(op: Operation, fact: CurrentFact, live: Sequence[CurrentFact]) -> bool:
    """A doctor said under another name ("gynae" then "doctor", "doctor" then "cardiologist")
    in a message that says a change, of a person with one doctor known: the same doctor."""
    if not (_doctor_kind(op.predicate) and _doctor_kind(fact.predicate)):
        return False
    key = fact.subject_key
    return sum(1 for f in live if f.subject_key == key and _doctor_kind(f.predicate)) == 1


_DEADLINE = "deadline"


def _deadline_kind(predicate: str) -> bool:
    """A date something is due by: the deadline slot ("launch_date") or "<thing>_deadline"."""
    return _DEADLINE in slots_of_predicate(predicate) or predicate.endswith("_" + _DEADLINE)


def _deadline_named(pred: str, fact: CurrentFact, live: Sequence[CurrentFact]) -> bool:
    """One deadline said under two names, in a message that says something changed: the
    generic "deadline" and a named one ("client wants the site live by March 3rd" then "the
    site launch is locked in for October 20th, they finally signed off"), when the person
    holds no other deadline."""
    old_p = normalise_predicate(fact.predicate)
    if not (_deadline_kind(pred) and _deadline_kind(old_p)) or _DEADLINE not in (pred, old_p):
        return False
    held = [
        f
        for f in live
        if f.subject_key == fact.subject_key and _deadline_kind(normalise_predicate(f.predicate))
    ]
    return len(held) == 1


def _times_held(key: str, live: Sequence[CurrentFact]) -> int:
    """How many meeting times the person of `key` holds."""
    return sum(
        1 for f in live if f.subject_key == key and normalise_predicate(f.predicate).endswith(_TIME)
    )


def _shorter_names(key: str, slots: frozenset[str], live: Sequence[CurrentFact]) -> set[str]:
    """The subject keys holding a value on `slots` that are a shorter name of `key` ("mo" for
    "mohammed", "dave" for "david": `nicknames`; else a two-word name and its first name), when
    exactly one is and `key` holds no
    value there itself (two people may share a stem: "Sam" and "Samantha")."""
    holders = {f.subject_key for f in live if slots & slots_of(f.predicate)}
    if key in holders or " s " in f" {key} ":
        return set()
    short = {k for k in holders if len(_name_of(k)) < len(key) and nicknamed(_name_of(k), key)}
    if not short:  # "Grace" for "Grace Liu", "Grace Liu" for "Grace": a name and its first name
        short = {k for k in holders if _first_name_of(key, k) or _first_name_of(k, key)}
    return short if len(short) == 1 else set()


def _first_name_of(short: str, full: str) -> bool:
    """`short` is the first word of the two-word name `full` ("grace" of "grace liu"), neither
    a relation ("tim s dad")."""
    words = full.split()
    return len(words) == 2 and words[0] == short and "s" not in words and " " not in short


def _name_of(key: str) -> str:
    """The name a key says: a relation said with a name by its last word ("chipo s sis jess":
    "jess"), a relation said without one by nothing, else the key."""
    _, sep, tail = key.partition(" s ")
    if not sep:
        return key
    words = tail.split()
    return words[-1] if len(words) >= 2 and words[-1] not in _KIN_WORDS else ""


def _retracts(op: Operation, fact: CurrentFact, relations: Relations) -> bool:
    """A retract names the fact under another subject or predicate name ("Yusuf's mom"
    stopped working: Amina's occupation, when "Yusuf's mum is Amina" is stored): of the same
    slot (not a status for a partner), of every value or of one sharing a content word."""
    key, pred = name_key(op.subject), normalise_predicate(op.predicate)
    if fact.subject_key == key and normalise_predicate(fact.predicate) == pred:
        return False  # the same key: the write ends it
    family = _family(pred)
    named = bool(family & _family(fact.predicate)) or same_group_role(pred, fact.predicate)
    if not named or not same_person(key, fact.subject_key, relations):
        return False
    if not op.has_object:
        return True
    said = content_words(op.shown)
    return bool(said & content_words(fact.shown))


def sentence_of(op: Operation, text: str) -> tuple[int, int]:
    """The sentence an operation was read from (the whole message when it has no span)."""
    said = op.evidence.span if op.evidence is not None else None
    found = sentence_at(text, said[0]) if said is not None else None
    return found or (0, len(text))


def same_slot_retracts(
    source: Evidence, ops: Sequence[Operation], facts: Sequence[CurrentFact], extractor: str
) -> list[Operation]:
    """Retracts of the current facts the message's asserts replace under another name (see
    the module docstring), each from the time its sentence says, else the message time."""
    at = source.observed_at
    text = source.text or ""
    if at is None:
        return []
    live = [f for f in facts if f.holds_at(at)]
    out: list[Operation] = []
    cued = has_change_cue(text) and source.speaker is not None
    speaker_key = name_key(source.speaker) if cued and source.speaker else ""
    for k, op in same_slot_ends(ops, live, text, speaker_key).items():
        fact = live[k]
        if already_handled(ops, fact):
            continue
        start, end = sentence_of(op, text)
        when = end_time(text[start:end], at, fact)
        if when is not None:
            out.append(retract_of(fact, when, source, (start, end), extractor))
    return out
