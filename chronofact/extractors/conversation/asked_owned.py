"""The speaker's own things and carers named in a question or a request: what it takes as known.

A question states nothing, so the sentence readers skip it; but an assistant is mostly asked
things, and what the asking names as the speaker's is the speaker's all the same: "How do I free
up storage on my MacBook Air?" says the speaker's laptop is a MacBook Air, "Can you help me list
my symptoms before I see Dr Okafor?" that Dr Okafor is their doctor, and "Can you remind me
about my dentist appointment with Dr Chaudhry?" that Dr Chaudhry is their dentist. Read here, in
a question or a request only (`asked_with.asks`; the people it names: `asked_with`; its
providers, "my Admiral car insurance": `providers`; a thing named by its make that the next sentence
calls "mine", "Where's the best place to get a Subaru Forester serviced? Mine is making a
funny noise": `_named_then_mine`):

- "my <Thing>" of a product category with a name or a model (`owned.owned_product` in its
  asked mode: not a thing the question gives up, "can I sell my Corolla?", nor an old or a
  previous one, "can I recycle my old iPhone 8?");
- a language one works on, said learnt in the message ("Can you quiz me on Portuguese verbs? My
  lesson is tonight", "help me practise my Japanese?"; not phrases for a trip or a
  translation);
- one's job, home, office or role held ("for my new job at Deloitte", "for my new flat in
  Leith", "my new office in Canary Wharf", "my new role as head of sales");
- a doctor one sees or has an appointment with, by title ("before I see Dr Okafor", "my
  check-up with Dr Osei"), on the slot of the kind of appointment ("my dentist appointment
  with Dr Chaudhry": the dentist; none said: the doctor). Never someone else's appointment
  ("my son's appointment with Dr Farouk", "her check-up with Dr Ng"), nor one that is over or
  not kept ("cancel my appointment with Dr Ng", "my last appointment with Dr Ng").
- a carer seen by first name, of the kind the appointment says ("my hair appointment with
  Danielle": the hairdresser; "my therapy session with Aoife": the therapist), a claim of
  the name as the speaker's partner, manager or friend giving way.

The thing or the carer is the speaker's from the message time (a time in the question is the
asked thing's: "before I see Dr Okafor on Tuesday" is the visit, not the doctor), with the
confidence of a thing said in passing, and only when no claim of the message already gives
that slot a value.

Read in a statement too: the new one of a kind named in an apposition ("my new team, Risk
Analytics", "My new gym, The Foundry, has loads of free weights"), on the kind's slot, its
"The" kept (a claim of the same name without it gives way). Pure; each pattern searched once
over at most `_READ_CHARS` (linear).
"""

from __future__ import annotations

import itertools
import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import split_sentences
from chronofact.extractors.conversation.asked_with import CONFIDENCE, asks
from chronofact.extractors.conversation.lexicon import (
    CAPITALISED_NOT_NAMES,
    PERSON_ROLES,
    category_alt,
)
from chronofact.extractors.conversation.owned import owned_product
from chronofact.extractors.conversation.statements import named_claim

__all__ = ["asked_owned"]

_READ_CHARS = 2000
_DOCTOR = r"(?P<name>(?:Dr|Doctor)\.?\s+[A-Z][\w'-]+(?:[ -][A-Z][\w'-]+)?)"
_SEEN = re.compile(
    r"(?<![\w'’])(?:(?:[Mm]y|[Oo]ur|(?:[Tt]oday|[Tt]omorrow|[Tt]onight|Monday|Tuesday|Wednesday|"
    r"Thursday|Friday|Saturday|Sunday)['’]s)\s+(?:(?P<kind>[A-Za-z][\w-]*)\s+)?"
    r"(?:appointment|appt|check-?up|consultation|visit|session|follow-?up)\s+with|"
    r"\b(?:I|we)(?:\s+(?:see|visit|have\s+to\s+see|need\s+to\s+see|am\s+seeing|are\s+seeing)|"
    r"['’](?:m|re)\s+seeing)"
    r")\s+" + _DOCTOR
)
""""my (dentist) appointment with Dr X", "Thursday's therapy session with Dr. Mensah", "before
I see Dr X": the speaker's own visit."""
_CARER_SEEN = re.compile(
    r"(?<![\w'’])(?:[Mm]y|[Oo]ur)\s+(?:next\s+)?(?P<kind>(?i:hair|haircut|hairdresser|hairdresser's|"
    r"barber|barber's|trim|braids|colour|color|dental|dentist|physio|physiotherapy|therapy|"
    r"counselling|counseling|vet|vet's))\s+(?:appointment|appt|session|booking|slot)\s+with\s+"
    r"(?P<name>[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)?)"
)
"""A carer seen by their first name, the kind said by the appointment ("my hair appointment
with Danielle", "my physio session with Marta")."""
_CARER_KINDS = {
    "hair": "hairdresser",
    "haircut": "hairdresser",
    "hairdresser": "hairdresser",
    "hairdresser's": "hairdresser",
    "trim": "hairdresser",
    "braids": "hairdresser",
    "colour": "hairdresser",
    "color": "hairdresser",
    "barber": "barber",
    "barber's": "barber",
    "physiotherapy": "doctor",
    "vet's": "vet",
}
"""Kinds of a first-name appointment beside `_KIND_WORDS` and `PERSON_ROLES` ("dental",
"therapy", "physio", "vet" are theirs)."""
_NOT_KEPT = re.compile(
    r"\b(?:cancel\w*|resched\w*|move|moved|missed|miss|last|previous|old|former|used\s+to)\b",
    re.IGNORECASE,
)
_NEW_KIND_NAMED = re.compile(
    r"(?<![\w'’])(?:[Mm]y|[Oo]ur)\s+new\s+(?P<kind>team|squad|gym|bank|school|uni|university|"
    r"college|employer|company|firm)\s*,\s+(?P<name>(?:The\s+)?[A-Z][\w&'’.-]*"
    r"(?:\s+(?:of\s+|&\s+)?[A-Z][\w&'’.-]*){0,3})(?=\s*(?:[,.!?;]|$))"
)
""""my new team, Risk Analytics", "My new gym, The Foundry, has ...": the new one named in an
apposition, its "The" kept (in a statement too)."""
_LANGUAGES = category_alt("learning_language")
_LANGUAGE_WORK = re.compile(
    rf"\b(?P<lang>(?i:{_LANGUAGES}))\s+(?:verbs?|phrases|vocab|vocabulary|grammar|conjugations?|"
    r"homework|flashcards|exam|test|oral|essay|tenses|pronunciation|dialogues?|sentences|"
    r"words|lesson|class|course|tutor|teacher)\b"
    rf"|\b(?:practi[sc]e|improve|brush\s+up(?:\s+on)?|revise)\s+my\s+(?P<mine>(?i:{_LANGUAGES}))\b",
    re.IGNORECASE,
)
""""Can you quiz me on Portuguese verbs?", "help me practise my Japanese": a language studied."""
_LEARNING = re.compile(
    r"\b(?:my\s+(?:\w+\s+)?(?:lesson|class|tutor|teacher|exam|test|course|homework|oral|"
    r"lessons|classes)|quiz\s+me|test\s+me|drill\s+me|revis\w*|practi[sc]\w*|learn\w*|"
    r"studying)\b",
    re.IGNORECASE,
)
_TRIP = re.compile(r"\b(?:trip|holiday|vacation|visit|visiting|travel\w*|translat\w*)\b", re.I)
_PLACE = r"(?P<place>[A-Z][\w&'’.-]*(?:\s+(?:of\s+|&\s+)?[A-Z][\w&'’.-]*){0,3})(?![\w&'’.-])"
_HELD_ASKED: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "works_at",
        re.compile(
            r"(?<![\w'’])[Mm]y\s+(?:new\s+|current\s+)?(?:job|position|post|placement|internship|"
            r"apprenticeship|graduate\s+scheme)\s+(?:at|with)\s+(?:the\s+)?" + _PLACE
        ),
    ),
    (
        "lives_in",
        re.compile(
            r"(?<![\w'’])[Mm]y\s+(?:new\s+)?(?:flat|house|apartment|place|home|condo|studio)\s+"
            r"in\s+" + _PLACE
        ),
    ),
    (
        "work_location",
        re.compile(r"(?<![\w'’])[Mm]y\s+(?:new\s+)?(?:office|workplace)\s+in\s+" + _PLACE),
    ),
    (
        "occupation",
        re.compile(
            r"(?<![\w'’])[Mm]y\s+(?:new\s+|current\s+)?(?:role|job|position)\s+as\s+(?:an?\s+|the\s+)?"
            r"(?P<place>[a-z][\w-]*(?:\s+(?:of\s+)?[a-z][\w-]*){0,3}?)(?=\s*(?:[,.!?;]|$|\s+(?:at|in|"
            r"with|for|and|but|so|starting|from|next|this|on)\b))"
        ),
    ),
    (
        "dentist",
        re.compile(
            r"(?<![\w'’])[Mm]y\s+(?:next\s+)?(?:cleaning|check-?up|filling|hygienist(?:\s+appointment)?|"
            r"dental\s+appointment|scale\s+and\s+polish|crown|root\s+canal)\s+at\s+(?:the\s+)?"
            r"(?P<place>[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,2}\s+(?:Dental|Dentistry|Dentists|"
            r"Orthodontics)(?:\s+(?:Care|Practice|Clinic|Centre|Center|Surgery))?)(?![\w&'’.-])"
        ),
    ),
)
""""Can you help me prepare for my new job at Deloitte?", "What should I buy for my new flat
in Leith?", "Any tips for my new role as head of sales?", "what to ask at my cleaning at
Parkside Dental?": what the asking holds."""
_KIND_SLOTS = {
    "team": "project",
    "squad": "project",
    "gym": "gym",
    "bank": "bank",
    "school": "studies_at",
    "uni": "studies_at",
    "university": "studies_at",
    "college": "studies_at",
    "employer": "works_at",
    "company": "works_at",
    "firm": "works_at",
}
_KIND_WORDS = {
    "dental": "dentist",
    "gp": "doctor",
    "doctor's": "doctor",
    "doctors": "doctor",
    "therapy": "therapist",
    "counselling": "therapist",
    "counseling": "therapist",
}


def _kind_slot(kind: str | None) -> str | None:
    """The slot of a kind of appointment ("dentist", "GP", "physio"); "doctor" when none is
    said; None when the word is no carer ("my lunch appointment with Dr X" is no visit)."""
    if kind is None:
        return "doctor"
    word = kind.casefold()
    slot = _KIND_WORDS.get(word) or PERSON_ROLES.get(word)
    return slot if slot in {"doctor", "dentist", "therapist", "vet"} else None


def _seen(sentence: str) -> list[tuple[str, str, int, int]]:
    """(slot, name, start, end) of each doctor the question's speaker sees."""
    out = []
    for m in _SEEN.finditer(sentence):
        if _NOT_KEPT.search(sentence, max(0, m.start() - 30), m.start("name")):
            continue
        slot = _kind_slot(m.group("kind"))
        surname = m.group("name").split()[-1]
        if slot is None or surname in CAPITALISED_NOT_NAMES:
            continue
        name = re.sub(r"^Doctor\b|^Dr\.", "Dr", m.group("name"))
        out.append((slot, name, m.start(), m.end()))
    for m in _CARER_SEEN.finditer(sentence):
        if _NOT_KEPT.search(sentence, max(0, m.start() - 30), m.start("name")):
            continue
        if m.group("name").split()[0] in CAPITALISED_NOT_NAMES:
            continue
        kind = m.group("kind").casefold()
        slot = _CARER_KINDS.get(kind) or _KIND_WORDS.get(kind) or PERSON_ROLES[kind]
        out.append((slot, m.group("name"), m.start(), m.end()))
    return out


_MAY_OWN = re.compile(r"\b(?:my|our)\s|see|['\u2019]s\s|\b(?:mine|ours)\b")
"""The cheap test: the message may name something of the speaker's ("my", "our", "see", a
day's: "Thursday's therapy session")."""


def asked_owned(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the speaker's things and carers named in the message's questions (see
    the module docstring)."""
    speaker = message.speaker
    text = message.text[:_READ_CHARS]
    folded = text.casefold()
    if not speaker or not _MAY_OWN.search(folded):
        return claims
    out = list(claims)
    for start, end in split_sentences(text):
        sentence = text[start:end]
        for m in _NEW_KIND_NAMED.finditer(sentence):
            slot, name = _KIND_SLOTS[m.group("kind").casefold()], m.group("name").rstrip(".")
            if name.split()[-1] in CAPITALISED_NOT_NAMES:
                continue
            out = [c for c in out if not _said_shorter(c, speaker, slot, name)]
            if not any(c.subject == speaker and c.predicate == slot for c in out):
                span = (start + m.start(), start + m.end())
                out.append(named_claim(speaker, slot, name, "assert", message.observed_at, span))
        if not asks(sentence):
            continue
        found = [
            (f.predicate, f.target, 0, f.end)
            for f in owned_product(sentence, asked=True)
            if f.target is not None
        ]
        found += _seen(sentence)
        found += _studied(sentence, text)
        found += [
            (slot, m.group("place").rstrip("."), m.start(), m.end())
            for slot, pattern in _HELD_ASKED
            for m in pattern.finditer(sentence)
            if m.group("place").split()[0] not in CAPITALISED_NOT_NAMES
        ]
        for slot, name, at, stop in found:
            if slot in _CARERS:  # "my hair appointment with Danielle" read as a partner
                out = [c for c in out if not _misread_carer(c, speaker, name)]
            out = _with_asked(out, message, slot, name, (start + at, start + stop))
    return _named_then_mine(message, text, out)


_MINE_OPENS = re.compile(r"\s*(?:mine|ours)\b", re.IGNORECASE)
_A_NAMED_THING = re.compile(
    r"\b(?:a|an)\s+(?P<thing>(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z0-9])[\w-]*){0,3})"
)


def _named_then_mine(message: Message, text: str, claims: list[Claim]) -> list[Claim]:
    """A thing a question names by its make ("Where's the best place to get a Subaru Forester
    serviced?") that the next sentence calls the speaker's ("Mine is making a funny noise"):
    the speaker's vehicle or device, read as "my Subaru Forester" would be."""
    spans = split_sentences(text)
    out = claims
    for (start, end), (after, _) in itertools.pairwise(spans):
        sentence = text[start:end]
        if not _MINE_OPENS.match(text, after) or not asks(sentence):
            continue
        for m in _A_NAMED_THING.finditer(sentence):
            for f in owned_product(f"my {m.group('thing')}", asked=True):
                if f.target is not None:
                    span = (start + m.start("thing"), start + m.end("thing"))
                    out = _with_asked(out, message, f.predicate, f.target, span)
    return out


def _with_asked(
    claims: list[Claim], message: Message, slot: str, name: str, span: tuple[int, int]
) -> list[Claim]:
    """`claims` with the speaker's thing or carer a question names, unless a claim of theirs
    already gives the slot a value or names it (`_held`)."""
    speaker = str(message.speaker)
    if any(c.subject == speaker and _held(c, slot, name) for c in claims):
        return claims  # the slot has its value, or the thing is a provider's, already
    said = named_claim(speaker, slot, name, "assert", message.observed_at, span, CONFIDENCE)
    return [*claims, said]


def _studied(sentence: str, text: str) -> list[tuple[str, str, int, int]]:
    """("learning_language", language, start, end) of the language a question works on, when
    the message says it is learnt ("my lesson is tonight", "quiz me", "practise"), not for a
    trip or a translation."""
    m = _LANGUAGE_WORK.search(sentence)
    if m is None or _TRIP.search(text) or not (m.group("mine") or _LEARNING.search(text)):
        return []
    language = (m.group("lang") or m.group("mine")).capitalize()
    return [("learning_language", language, m.start(), m.end())]


_CARERS = frozenset({"hairdresser", "barber", "dentist", "doctor", "therapist", "vet"})
"""The slots of a carer seen by first name (`_CARER_SEEN`)."""
_MISREAD_AS = frozenset({"partner", "married_to", "engaged_to", "manager", "friend"})


def _misread_carer(claim: Claim, speaker: str, name: str) -> bool:
    """The speaker's claim of the carer's name on a relation a visit does not say."""
    return claim.subject == speaker and claim.predicate in _MISREAD_AS and claim.object == name


def _held(claim: Claim, slot: str, name: str) -> bool:
    """The claim gives the slot a value, names `name` on another slot ("my check-up with Dr
    Osei, my new dentist": the dentist), or is of a provider whose name opens `name` ("my
    Admiral car insurance" read as the insurer, not the car "Admiral car")."""
    value = claim.object or claim.value or ""
    return claim.predicate == slot or (
        bool(value) and (value == name or name.startswith(value + " "))
    )


def _said_shorter(claim: Claim, speaker: str, slot: str, name: str) -> bool:
    """The speaker's claim of the same thing on the slot without its "The" ("The Foundry"
    read as "Foundry")."""
    value = (claim.object or claim.value or "").casefold()
    full = name.casefold()
    return (
        claim.subject == speaker
        and claim.predicate == slot
        and value != full
        and full.endswith(value)
        and full.startswith("the ")
    )
