"""Which current facts a sentence ends by naming their value after a change cue
(`change_cues.ended_names`), and whose: the speaker's own when it speaks in the first person
or names no other subject, anyone else's when the sentence mentions them (pure: `change_plan`
calls it with the current facts of the subjects a message is about)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from chronofact.extractors.change_words import STOP, TITLES
from chronofact.extractors.conversation.lexicon import CATEGORY_SLOTS, KIN, PERSON_ROLES
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_cues import content_words, ended_names, fold, owned_by_other
from chronofact.graph.ingest.relation_named import CALENDAR, named_by_relation
from chronofact.graph.ingest.slot_changes import without_accessories
from chronofact.graph.predicates import normalise_predicate

if TYPE_CHECKING:
    from chronofact.graph.ingest.change_plan import CurrentFact

__all__ = ["FIRST_PERSON", "dismissed_ends", "mentioned", "named_ends", "wedding_off_ends"]

FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|me|we|we're|we've|us)\b", re.IGNORECASE)
"""The speaker speaking of themself ("my"/"our" also open a relation: "my sister")."""


def _said(word: str, sentence: str) -> bool:
    return bool(word) and re.search(rf"\b{re.escape(word)}\b", sentence, re.IGNORECASE) is not None


def mentioned(fact: CurrentFact, sentence: str, speaker_key: str | None) -> bool:
    """The sentence mentions the fact's subject, when it is not the speaker: a relation of
    the speaker by its word ("son" for "Nadia's son"), anyone else by their first name."""
    key = fact.subject_key
    if speaker_key and key == speaker_key:
        return False
    if speaker_key and key.startswith(speaker_key + " s "):
        return _said(key[len(speaker_key) + 3 :], sentence)
    words = [w for w in fact.subject.replace(".", " ").split() if w.casefold() not in TITLES]
    # a subject stored with a possessive ("Kirsty's" from "Kirsty's got a wee Fiat")
    return bool(words) and _said(words[0].removesuffix("'s").removesuffix("’s"), sentence)


_FAMILY = KIN - {"friend", "colleague", "neighbour", "neighbor"}
"""Family ties: "Samir moved to Hamburg" ends where Samir lives, never that he is a brother."""


_PET_CUES = frozenset({"passed", "escaped", "ran away", "went missing", "flew away", "flown away"})
_PARTNERS = frozenset({"partner", "married_to", "engaged_to", "spouse", "dating"})
_MOVED = re.compile(r"\b(?:mov|reloc|transfer|shift)", re.IGNORECASE)
"""A partner who moved ("abena moved to the 37 Military Hospital", "my wife relocated to
Kumasi for work") moved a job or a home, not out of the marriage; leaving still ends it."""


def _partner_moved(fact: CurrentFact, cue: str) -> bool:
    return normalise_predicate(fact.predicate) in _PARTNERS and _MOVED.match(cue) is not None


def _a_pet(fact: CurrentFact) -> bool:
    """A pet fact: on a pet predicate, or one naming a kind of animal ("Rukky's cat is Pepper")."""
    words = normalise_predicate(fact.predicate).split("_")
    return bool({"pet", "pets"} & set(words)) or CATEGORY_SLOTS.get(words[-1]) == "has_pet"


_PET_KINDS = frozenset(w for w, slot in CATEGORY_SLOTS.items() if slot == "has_pet") | frozenset(
    {"bird", "birds", "pup", "kitty", "pony"}
)
"""Words for a kind of animal: what a pet is called when its name is not said ("the budgie
died", "we rehomed the bird")."""
_THING_KINDS: dict[str, frozenset[str]] = {
    "car": frozenset({"vehicle", "car", "drives"}),
    "bike": frozenset({"vehicle", "car", "drives"}),
    "motorbike": frozenset({"vehicle", "car", "drives"}),
    "scooter": frozenset({"vehicle", "car", "drives"}),
    "van": frozenset({"vehicle", "car", "drives"}),
    "phone": frozenset({"uses_phone", "phone_model", "smartphone"}),
    "laptop": frozenset({"uses_laptop"}),
    "console": frozenset({"uses_console"}),
}
"""Words for a kind of thing one has one of, and the slots that hold it ("sold the car",
"the laptop got stolen"): a thing is not said to die."""
_KIND_MARK = "thekindsaid"
_NOT_FOR_THINGS = (
    *("died", "passed", "escaped", "ran", "went", "flew", "flown"),
    *("moved", "left", "replaced"),
)
"""First words of cues that end no thing said by its kind: said of a living thing ("my phone
died" is a flat battery), of putting it somewhere ("moved my phone to the charger") or of a
like-for-like swap ("my laptop got replaced under warranty")."""
_WORD = re.compile(r"[^\W\d_]+")


def _sole_by_kind(sentence: str, live: Sequence[CurrentFact]) -> dict[int, str]:
    """Facts (by index in `live`) a sentence ends by the kind of their value, with the cue: a
    pet ("after the budgie died", "Mr Weber's beagle passed away", "we rehomed the bird") or a
    thing one has one of ("sold the car"), each the one value its subject holds of that kind
    (the kind is not stored; when one is held, it is the one meant)."""
    sentence = without_accessories(sentence)  # "Switched my phone to dark mode"
    said = set(_WORD.findall(fold(sentence)))
    kinds = sorted(said & (_PET_KINDS | _THING_KINDS.keys()))
    out: dict[int, str] = {}
    for kind in kinds:
        # the kind word as a name of its own ("car" and "phone" are too generic to name a value)
        found = ended_names(re.sub(rf"\b{kind}\b", _KIND_MARK, sentence, flags=re.I), [_KIND_MARK])
        if not found or (kind in _THING_KINDS and found[0].cue.startswith(_NOT_FOR_THINGS)):
            continue
        held: dict[str, list[int]] = {}
        for k, fact in enumerate(live):
            pet = _a_pet(fact)
            slots = _THING_KINDS.get(kind)
            if (pet and slots is None) or (
                slots is not None and normalise_predicate(fact.predicate) in slots
            ):
                held.setdefault(fact.subject_key, []).append(k)
        for ks in held.values():
            if len(ks) == 1:
                out.setdefault(ks[0], found[0].cue)
    return out


def named_ends(
    text: str, spans: Sequence[tuple[int, int]], live: Sequence[CurrentFact], speaker: str | None
) -> dict[int, tuple[int, int]]:
    """Facts (by index in `live`) whose value a sentence ends by name, with the sentence."""
    speaker_key = name_key(speaker) if speaker else None
    names = [f.shown for f in live]
    out: dict[int, tuple[int, int]] = {}
    for start, end in spans:
        sentence = text[start:end]
        found = ended_names(sentence, names)
        hits = {e.index for e in found} - set(out)
        hits = {k for k in hits if normalise_predicate(live[k].predicate) not in _FAMILY}
        # "Leon passed!!" (an exam) ends no partner: "passed" alone ends a pet only
        hits -= {e.index for e in found if e.cue in _PET_CUES and not _a_pet(live[e.index])}
        hits -= {e.index for e in found if _partner_moved(live[e.index], e.cue)}
        hits -= {e.index for e in found if _kin_let_go(live[e.index], e.cue)}
        cues = {e.index: e.cue for e in found}
        for k, cue in _sole_by_kind(sentence, live).items():
            if k not in out:
                hits.add(k)
                cues.setdefault(k, cue)
        chosen = _chosen(sentence, [live[k] for k in sorted(hits)], live, speaker_key, cues)
        for fact in chosen:
            out.setdefault(live.index(fact), (start, end))
    return out


def _chosen(
    sentence: str,
    hits: Sequence[CurrentFact],
    facts: Sequence[CurrentFact],
    speaker_key: str | None,
    cues: dict[int, str] | None = None,
) -> list[CurrentFact]:
    """The facts to end among those whose value the sentence ends (`hits`): the speaker's
    own when it speaks in the first person or mentions no other subject of `facts`; anyone
    else's (a relation of the speaker, a person) when the sentence mentions them."""
    # a subject that is a value being ended is no other subject ("divorce from Mark is final"
    # with Mark's own facts stored)
    ended = {name_key(f.shown) for f in hits}
    others = any(mentioned(f, sentence, speaker_key) for f in facts if f.subject_key not in ended)
    first_person = FIRST_PERSON.search(sentence) is not None
    out: list[CurrentFact] = []
    for fact in hits:
        if speaker_key and fact.subject_key == speaker_key:
            cue = (cues or {}).get(facts.index(fact), "")
            before = _before_cue(sentence, cue)
            by_other = _another_person(before, facts, fact)
            someone = others or by_other
            dismissed = _dismissed(sentence, cue, fact)
            # "my wife switched from Dr Novak to a different GP": the wife's change, not mine
            theirs = by_other and not _I_OR_WE.search(before) and not _DRAWN_IN.search(sentence)
            if ((first_person and not theirs) or not someone or dismissed) and not owned_by_other(
                sentence, fact.shown
            ):
                out.append(fact)
        elif _one_of_theirs(_before_cue(sentence, (cues or {}).get(facts.index(fact), "")), fact):
            continue  # "zain's best friend is leaving Oakfield Primary": not Zain
        elif mentioned(fact, sentence, speaker_key) or named_by_relation(
            fact, facts, sentence, speaker_key
        ):
            out.append(fact)  # "Mum has a cockatiel now": Sunita, whom "mum" names
        elif (
            not first_person
            and not others
            and _sole_holder(fact, facts, speaker_key)
            and not _names_another(sentence, fact.shown)
        ):
            out.append(fact)  # "Rex died o, old age.": the one Rex stored is Kojo's dog
    return out


_DISMISSALS = frozenset({"fired", "sacked"})
"""Cues by which someone lets a person go: whoever does it ("my mom fired Mr. Botha"), the
speaker no longer has that person in that role."""


def _kin_let_go(fact: CurrentFact, cue: str) -> bool:
    """A partner or a relative let go from a job ("Woolworths fired Sipho", the speaker's
    husband) is still one."""
    predicate = normalise_predicate(fact.predicate)
    return cue in _DISMISSALS and (predicate in _PARTNERS or predicate in KIN)


def _dismissed(sentence: str, cue: str, fact: CurrentFact) -> bool:
    """The fact's value is a person let go by a dismissal cue said before it ("my mom fired
    Mr. Botha" ends the speaker's driving instructor Mr. Botha); not a partner or a relative
    (`_kin_let_go`)."""
    if cue not in _DISMISSALS or _kin_let_go(fact, cue):
        return False
    at = re.search(rf"\b{cue}\b", sentence, re.IGNORECASE)
    words = content_words(fact.shown)
    after = fold(sentence[at.end() :]) if at else ""
    return bool(words) and any(re.search(rf"\b{re.escape(w)}\b", after) for w in words)


_MY_PERSON = re.compile(r"\b(?:my|our)\s+(?:new\s+|old\s+|ex-?\s*)?([a-z][\w-]*)", re.IGNORECASE)
_PERSON_SLOTS = frozenset(PERSON_ROLES.values()) | {"manager", "partner", "doctor"}


_THEIR_PEOPLE = frozenset({"classmate", "teacher", "coach", "colleague", "friend", "mate"})
_PERSON_ADJECTIVES = frozenset({"best", "new", "old", "little", "big", "older", "younger"})


def _one_of_theirs(before: str, fact: CurrentFact) -> bool:
    """Before the cue, a person of the fact's holder does it ("zain's best friend is leaving
    Oakfield Primary"): the change is that person's, not the holder's."""
    first = fact.subject.split()[0] if fact.subject else ""
    if not first or not before:
        return False
    m = re.search(
        rf"\b{re.escape(first)}['’]s\s+((?:[a-z]+\s+){{0,2}}?[a-z]+)"
        r"(?:\s+(?:is|was|has|had|are|just|got))*\s*$",
        before,
        re.IGNORECASE,
    )
    if m is None:
        return False
    words = m.group(1).casefold().split()
    return " ".join(words) in PERSON_ROLES or (
        (words[-1] in PERSON_ROLES or words[-1] in _THEIR_PEOPLE)
        and all(w in _PERSON_ADJECTIVES for w in words[:-1])
    )


_I_OR_WE = re.compile(r"\b(?:i|we|i'm|we're|i've|we've|me\s+and|and\s+i)\b", re.IGNORECASE)
_DRAWN_IN = re.compile(
    r"\b(?:talked|talking|got|convinced|persuaded|dragged|pushed)\s+me\b|\bfor\s+me\b",
    re.IGNORECASE,
)
"""The speaker is in it after all ("my son talked me into following Everton, so no more
Liverpool for me"): someone else's doing, but the speaker's change."""


def _before_cue(sentence: str, cue: str) -> str:
    """The sentence up to its cue (`cue`'s first word; "" when not found): who does it."""
    m = re.search(rf"\b{re.escape(cue.split()[0])}\b", sentence, re.IGNORECASE) if cue else None
    return sentence[: m.start()] if m else ""


def _another_person(sentence: str, facts: Sequence[CurrentFact], fact: CurrentFact) -> bool:
    """The sentence speaks of someone else the speaker knows, by a relation's word ("my
    manager quit Grab") or as a person the facts name ("Farid left Grab": Farid is the
    speaker's manager) -- someone other than who `fact` itself names ("my doctor retired",
    "Farid left" end the doctor or the manager). Their leaving is not the speaker's."""
    own = normalise_predicate(fact.predicate)
    roles = (m.group(1).casefold() for m in _MY_PERSON.finditer(sentence))
    if any(PERSON_ROLES.get(r) not in (None, own) for r in roles):
        return True
    people = {
        f.shown.split()[0]
        for f in facts
        if f.shown and f is not fact and normalise_predicate(f.predicate) in _PERSON_SLOTS
    }
    return any(_said(name, sentence) for name in people - {fact.shown.split()[0]})


_CAPITAL = re.compile(r"\b[A-Z][\w'’-]*")


def _names_another(sentence: str, value: str) -> bool:
    """The sentence names someone with a capital besides the value ("Mrs. Patel gave Zeus to
    her grandson"): a title, the value's own words, a month or a day ("in June") and an
    opening word such as "So" or "Sadly" are no one."""
    own = content_words(value)
    opening = len(sentence) - len(sentence.lstrip())
    for m in _CAPITAL.finditer(sentence):
        word = fold(m.group().removesuffix("'s").removesuffix("’s"))
        if word in TITLES or word in own or word in CALENDAR:
            continue
        if m.start() == opening and (word in STOP or word.endswith("ly")):
            continue
        return True
    return False


def _sole_holder(fact: CurrentFact, facts: Sequence[CurrentFact], speaker_key: str | None) -> bool:
    """The fact is the only one holding its value, and the speaker holds nothing on its slot:
    a sentence that names no one but the value ("Rex died o", "Dr Iyer has gone abroad")
    ends it whoever holds it."""
    value = name_key(fact.shown)
    predicate = normalise_predicate(fact.predicate)
    holders = [f for f in facts if name_key(f.shown) == value]
    mine = any(
        f.subject_key == speaker_key and normalise_predicate(f.predicate) == predicate
        for f in facts
    )
    return len(holders) == 1 and not mine


_DISMISSED = re.compile(r"(?:^|[\s,;:.!(])([^\W\d_][\w'’-]{1,40})\s+who\s*\?", re.IGNORECASE)
"""A thing waved away by name: "pottery who?", "Spotify who??"."""


def dismissed_ends(
    text: str, spans: Sequence[tuple[int, int]], live: Sequence[CurrentFact], speaker: str | None
) -> dict[int, tuple[int, int]]:
    """Facts (by index in `live`) whose value a sentence waves away ("rock climbing is my new
    obsession, pottery who?"), with the sentence: the one word before "who?" is a content word
    of the value; whose, as for `named_ends`."""
    speaker_key = name_key(speaker) if speaker else None
    out: dict[int, tuple[int, int]] = {}
    for start, end in spans:
        sentence = text[start:end]
        if "who" not in sentence.casefold():
            continue
        said = {fold(m.group(1)) for m in _DISMISSED.finditer(sentence)}
        hits = [f for f in live if said & content_words(f.shown)]
        hits = [f for f in hits if normalise_predicate(f.predicate) not in _FAMILY]
        for fact in _chosen(sentence, hits, live, speaker_key):
            out.setdefault(live.index(fact), (start, end))
    return out


_WEDDING_OFF = re.compile(
    r"\b(?:(?:wedding|engagement)(?:'s|’s|\s+(?:is|was|has\s+been|had\s+been|got|been))\s+"
    r"(?:officially\s+|now\s+|totally\s+)?(?:off|called\s+off|cancell?ed)"
    r"|(?:called|broke|broken)\s+off\s+(?:the|our|my|his|her|their)\s+(?:wedding|engagement)"
    r"|(?:cancell?ed)\s+(?:the|our|my|his|her|their)\s+wedding)\b",
    re.IGNORECASE,
)
"""An engagement that ended ("the wedding is off", "they called off the engagement")."""
_ENGAGED = frozenset({"engaged_to", "fiance", "fiancee"})


def _engaged(fact: CurrentFact) -> bool:
    p = normalise_predicate(fact.predicate)
    return p in _ENGAGED or (p == "relationship_status" and name_key(fact.shown) == "engaged")


def wedding_off_ends(
    text: str, spans: Sequence[tuple[int, int]], live: Sequence[CurrentFact], speaker: str | None
) -> dict[int, tuple[int, int]]:
    """Facts (by index in `live`) of an engagement a sentence says ended ("The wedding is off,
    long story"), with the sentence: whom one is engaged to, the status "engaged"; whose, as
    for `named_ends` (not in a question, not negated: "the wedding is not off")."""
    speaker_key = name_key(speaker) if speaker else None
    out: dict[int, tuple[int, int]] = {}
    for start, end in spans:
        sentence = text[start:end]
        if _WEDDING_OFF.search(sentence) is None or sentence.rstrip().endswith("?"):
            continue
        hits = [f for f in live if _engaged(f)]
        for fact in _chosen(sentence, hits, live, speaker_key):
            out.setdefault(live.index(fact), (start, end))
    return out
