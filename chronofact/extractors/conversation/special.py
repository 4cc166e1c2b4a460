"""Clause-level frames that need more than one pattern: copula statements ("I'm a nurse at
X", "the treasurer of Y", "vegetarian", "in Jersey City now", "single"), break-ups, "X hired
me", possessives ("my new phone is X", "Fatima is my lead"). A pet that died, retirement and
"no more X": `said_over`. Meetings, deadlines and order or ticket states: `events`."""

from __future__ import annotations

import re

from chronofact.extractors.claims.objects import NAME_PARTICLES, SHOUTED
from chronofact.extractors.conversation.bare_title import bare_title
from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.lexicon import (
    FIRMS_SERVE,
    JOB_WORDS,
    PERSON_ROLES,
    ROLE_TITLES,
    SCHOOL_WORDS_ABROAD,
    TITLE_ABBREVIATIONS,
    category_slot,
    role_predicate,
)
from chronofact.extractors.conversation.open_thing import (
    numbered_value,
    open_thing_slot,
    open_thing_value,
)
from chronofact.extractors.conversation.trim import trim_object, venue

__all__ = [
    "after_copula",
    "breakup",
    "hired_me",
    "possessive",
]

_TITLE = re.compile(
    r"(?:a|an|the|our)\s+(?P<t>[a-z][a-z' -]*?)(?:\s+(?:at|for|with)\s+(?P<o>[^,;]+?))?"
    r"(?:\s+in\s+[A-Z][^,;]*)?\s*$",
    re.IGNORECASE,
)
_ROLE_OF = re.compile(
    r"the\s+(?:new\s+)?(?P<t>(?:[a-z-]+\s+){0,2}[a-z-]+)\s+(?:of|for|at)\s+(?P<o>[^,;]+)",
    re.IGNORECASE,
)
_DIET = re.compile(
    r"(?:(?:strictly|fully|mostly|totally|completely|basically|now|still)\s+)?"
    r"(?:a\s+|an\s+)?(?P<o>vegetarian|vegan|pescatarian|pescetarian|"
    r"flexitarian|keto|gluten-free|lactose intolerant)\b",
    re.IGNORECASE,
)
_IN_PLACE = re.compile(r"(?:back\s+)?in\s+(?P<o>[A-Z][^,;]*)")
_STATUS = re.compile(r"(?P<o>single|divorced|separated|widowed|engaged|married)\b", re.IGNORECASE)
_PROMOTED = re.compile(
    r"(?:got\s+|been\s+|was\s+|just\s+)?promoted\s+to\s+(?:a\s+|an\s+|the\s+)?"
    r"(?P<t>[^,;]+)",
    re.IGNORECASE,
)
_BECAME = re.compile(
    r"(?:became|become|becoming|now)\s+(?:a\s+|an\s+|the\s+)?(?P<t>[a-z][^,;]*)", re.IGNORECASE
)


# Agent nouns read as job titles when the profession list does not know them ("copywriter",
# "tester", "attendant"), minus the ones that name a fan, a member or a learner, not a job.
_AGENT_SUFFIX = ("writer", "er", "or", "ist", "ian", "ant", "ent", "eer")
_NOT_JOBS = frozenset(
    re.findall(
        r"\w+",
        "member fan supporter lover beginner user customer regular runner player winner owner "
        "brother sister mother father daughter partner parent resident citizen patient student "
        "vegetarian vegan pescatarian flexitarian ancient introvert extrovert insider "
        "outsider foreigner stranger newcomer leftover junior senior sophomore freshman fresher "
        "offer order answer number letter paper dinner water corner matter",
    )
)


_HEAD_OF = frozenset(["head", "director", "vp", "chief", "manager", "lead", "dean", "principal"])


def title_ok(title: str) -> bool:
    """A job title: a known profession or role, or an agent noun that names no fan or kin."""
    words = title.lower().split()
    if not words or len(words) > 5:
        return False
    last = words[-1]
    if last in JOB_WORDS or title.split()[-1] in TITLE_ABBREVIATIONS:
        return True
    if len(words) > 2 and words[-2] == "of" and words[-3] in _HEAD_OF:
        return True  # "head of growth", "director of operations"
    return last not in _NOT_JOBS and len(last) > 4 and last.endswith(_AGENT_SUFFIX)


def after_copula(rest: str, base: int, now: bool, lower_chat: bool = False) -> list[Finding]:
    """Findings of what follows "is/am/are" (`rest` starts at clause offset `base`); in
    `lower_chat` "at <name>" takes a lower-case name ("im at klarna now")."""
    one_of = _ONE_OF.match(rest)
    if one_of is not None:  # "Seo-yeon is a Yonsei student this year"
        kind = one_of.group("k").lower().split()[-1]
        return [Finding(_ONE_OF_SLOTS[kind], one_of.group("o"), "assert", base + one_of.end())]
    m = _PROMOTED.match(rest) or _BECAME.match(rest)
    if m:
        title = trim_object(m.group("t"))
        if title and title_ok(title):
            return [Finding("occupation", title, "assert", base + m.end(), literal=True)]
    became = re.match(
        r"(?:became|become|becoming|now|the\s+new)\s+(?:the\s+)?(?P<r>.*)", rest, re.IGNORECASE
    )
    m = _ROLE_OF.match(rest) or (_ROLE_OF.match("the " + became.group("r")) if became else None)
    if m and m.group("t").lower().split()[-1] in ROLE_TITLES:
        org = trim_object(m.group("o"), drop_lead=False)
        if org:
            return [
                Finding(
                    "role",
                    f"{m.group('t').lower()} of {org}",
                    "assert",
                    base + m.end(),
                    literal=True,
                )
            ]
    m = _TITLE.match(rest) or _TITLE.match(trim_object(rest, drop_lead=False) or "-")
    if m and title_ok(trim_object(m.group("t"))):
        out = [
            Finding(
                "occupation", trim_object(m.group("t")), "assert", base + len(rest), literal=True
            )
        ]
        org = trim_object(m.group("o") or "")
        if org and org[0].isupper():
            out.append(Finding("works_at", org, "assert", base + len(rest)))
        return out
    bare = bare_title(rest, base)
    if bare:
        return bare
    m = _DIET.match(rest)
    if m:
        return [Finding("diet", m.group("o").lower(), "assert", base + m.end(), literal=True)]
    m = _STATUS.match(rest)
    if m and (
        trim_object(rest) == m.group("o") or re.match(r"\s+(?:and|with)\s", rest[m.end() :] + " ")
    ):
        status = m.group("o").lower()
        out = [Finding("relationship_status", status, "assert", base + m.end(), literal=True)]
        if status in ("single", "divorced", "separated", "widowed"):
            out += [Finding(p, None, "end", base + m.end()) for p in ("partner", "married_to")]
        return out
    m = _IN_PLACE.match(rest)
    if m and now:
        place = trim_object(m.group("o"))
        if place:
            return [Finding("lives_in", place, "assert", base + m.end())]
    m = _WITH_BANK.match(rest)
    if m:  # "I'm still with Access Bank"
        return [Finding("bank", trim_object(m.group("o")), "assert", base + m.end())]
    m = re.match(r"(?:now\s+)?at\s+(?P<o>[A-Z][^,;]*)", rest) or (
        re.match(r"(?:now\s+)?at\s+(?!(?:my|our|the|a|an|home|work)\b)(?P<o>[a-z][^,;]*)", rest)
        if lower_chat
        else None
    )
    if m and now:
        org = trim_object(m.group("o"))
        school = _SCHOOL_NAME.search(org) or _ABROAD_SCHOOL.search(org)
        slot = "studies_at" if school else "works_at"  # "at Maple Primary", "at Liceo Volta"
        slot = "gym" if _GYM_NAME.search(org) else slot  # "I'm at Gold's Gym now"
        if org:
            return [Finding(slot, org, "assert", base + m.end())]
    return []


_ONE_OF_SLOTS = {
    "student": "studies_at",
    "undergrad": "studies_at",
    "undergraduate": "studies_at",
    "postgrad": "studies_at",
    "pupil": "studies_at",
    "fresher": "studies_at",
    "employee": "works_at",
    "staffer": "works_at",
    "intern": "works_at",
}
_ONE_OF = re.compile(
    r"(?:now\s+|still\s+|officially\s+)?(?:a|an)\s+(?:proud\s+|new\s+|big\s+|huge\s+)?"
    r"(?!(?:PhD|MA|MSc|BA|BSc|MBA|MD|LLB|LLM|PGCE|A-level|GCSE|IB|English|Erasmus)\s)"
    r"(?P<o>[A-Z][\w&'\u2019.-]*(?:\s+[A-Z][\w&'\u2019.-]*){0,2})\s+"
    r"(?P<k>(?:(?:phd|PhD|masters|master's|grad|exchange|medical|law)\s+)?student|undergrad|"
    r"undergraduate|postgrad|pupil|fresher|employee|staffer|intern)\b"
)
"""One of a place's people, said by what one is there: "a Yonsei student", "an Accenture
employee" (not "a PhD student"; a fan may be a singer's as well as a team's)."""
_WITH_BANK = re.compile(
    r"(?:now\s+|still\s+)?with\s+(?P<o>(?:[A-Z][\w&'-]*\s+){1,3}"
    r"(?:Bank|Building\s+Society|Credit\s+Union)\b)"
)
_GYM_NAME = re.compile(r"\b(?:Gym|Fitness|CrossFit|Leisure Centre|Health Club)$")
_ABROAD_SCHOOL = re.compile(
    r"\b(?:" + "|".join(sorted(w.capitalize() for w in SCHOOL_WORDS_ABROAD)) + r")\b"
)
"""A school by its own language's word, capitalised as in its name ("Galatasaray Lisesi")."""
_SCHOOL_NAME = re.compile(
    r"\b(?:School|Primary|Academy|College|University|Nursery|High|"
    r"Kindergarten|Polytechnic)$"
)
_BREAKUP = re.compile(
    r"(?:have\s+|had\s+|just\s+|finally\s+|got\s+|are\s+|were\s+)*"
    r"(?P<v>broke\s+up|broken\s+up|split\s+up|"
    r"split(?=\s*(?:[,.;!?]|$)|\s+(?:with|from|last|in|after|recently|now|for\s+good|a\s+while|"
    r"\w+\s+(?:ago|back))\b)|separated|divorced|"
    r"called\s+it\s+off|called\s+it\s+quits|ended\s+things|"
    r"(?P<couple>called\s+it\s+a\s+day|went\s+(?:our|their)\s+separate\s+ways|parted\s+ways)|"
    r"(?:are\s+not|aren't|aren\u2019t|not)\s+together|"
    r"(?P<done>done|over|through|finished)(?=\s*(?:[,.;!]|$|\s+(?:now|since|for\s+good)\b)))"
    r"(?:\s+(?:with|from)\s+(?P<o>[A-Z][^,;]*))?",
    re.IGNORECASE,
)


def breakup(rest: str, base: int, other: str | None) -> list[Finding]:
    """ "Elena and I split up", "I broke up with Tom", "we divorced", "Chloe and I called it a
    day", "we went our separate ways"."""
    m = _BREAKUP.match(rest)
    if not m or ((m.group("done") or m.group("couple")) and not other):
        return []  # "I'm done" alone is no break-up; "Karim and me are done" is ("I called it a
        # day at six" is no break-up either; "Chloe and I called it a day" is)
    who = trim_object(m.group("o") or "") or other
    verb = m.group("v").lower()
    status = "divorced" if verb == "divorced" else "separated" if verb == "separated" else "single"
    end = base + m.end()
    return [
        Finding("partner", who, "end", end),
        Finding("married_to", who, "end", end),
        Finding("engaged_to", who, "end", end),
        Finding("relationship_status", status, "assert", end, literal=True),
    ]


_WED = {"married": "married_to", "engaged": "engaged_to"}


def wed_to(found: list[Finding], other: str) -> list[Finding]:
    """ "<other> and I got married / engaged": the status found, and to whom."""
    return [
        Finding(_WED[f.target], other, "assert", f.end)
        for f in found
        if f.predicate == "relationship_status" and f.action == "assert" and f.target in _WED
    ]


_HIRED = re.compile(
    r"(?P<o>[^,;]{1,60}?)\s+(?:has\s+|have\s+|just\s+|finally\s+)?(?:hired|took\s+on|"
    r"offered)\s+me\b"
    r"|(?P<o2>[^,;]{1,60}?)\s+(?:has\s+|have\s+|just\s+|finally\s+)?(?:took|brought|taken)\s+me"
    r"\s+on(?:board)?\b(?!\s+(?:a|an|the)\s)|(?P<o3>[^,;]{1,60}?)\s+(?:has\s+|have\s+|just\s+)?"
    r"(?:snapped\s+me\s+up|poached\s+me|(?:made|gave)\s+me\s+(?:a|an)\s+(?:(?:better|good|great|"
    r"new|job|permanent|full-time)\s+){0,2}offer)\b"
)
"""An employer said to have taken the speaker on: "X hired me", "X took me on as cabin crew",
"X brought me on", "X snapped me up", "X poached me", "X made me an offer" (not "they took me
on a tour")."""
_LET_ME_GO = re.compile(
    r"(?P<o>[^,;]{1,60}?)\s+(?:has\s+|have\s+|just\s+|finally\s+)?(?:let\s+me\s+go|laid\s+me\s+off|"
    r"fired\s+me|sacked\s+me|made\s+me\s+redundant)\b"
)
_TITLED = re.compile(r"(?:Dr|Prof|Mr|Mrs|Ms|Miss|Sir)\b")
_LEAD_IN = re.compile(r"^(?:.*\s)?(?:is|was)\s+", re.IGNORECASE)
"""What stands before the employer in "Good news is X hired me" ("news" is a filler)."""


def hired_me(clause: str) -> list[Finding]:
    """ "The library hired me to run ..." -> works_at library (subject: the speaker)."""
    m = _HIRED.match(clause)
    gone = _LET_ME_GO.match(clause) if not m else None
    if gone:  # "Accenture finally let me go": the mirror of "X hired me"
        org = trim_object(gone.group("o"))
        keep = org and not _TITLED.match(org) and org.lower() not in ("they", "he", "she", "it")
        return [Finding("works_at", org, "end", gone.end())] if keep and org[0].isupper() else []
    if not m:
        return []
    org = trim_object(_LEAD_IN.sub("", m.group("o") or m.group("o2") or m.group("o3")))
    if not org or org.lower() in ("they", "he", "she", "it", "someone") or _TITLED.match(org):
        return []  # "Prof. Adeyemi took me on": a person, not an employer
    return [Finding("works_at", org, "assert", m.end())]


_POSS = re.compile(
    r"(?:(?:all\s+)?(?:my|our)\s+(?:new\s+|current\s+|latest\s+)?|(?:the\s+)?new\s+|"
    r"(?P<bare>(?=(?:job\s+title|title|role|position|manager|line\s+manager|boss|dentist|"
    r"doctor|gp|vet|therapist|physio|accountant|lawyer|landlord|landlady|tutor|mentor)\s+is\s)))"
    r"(?P<thing>[a-z][a-z' ]{0,24}?(?:\s+(?:at|from)\s+(?-i:[A-Z])[\w&'.-]*(?:\s+[\w&'.-]+)?"
    r"|\s+for\s+(?:this|the|my|our)\s+[a-z]+)?)"
    r"(?:\s*(?:'s|\u2019s|\s+is)\s+(?:gonna|going\s+to)\s+be|\s+(?:is|are|will\s+be)|\s*(?:'s|\u2019s)"
    r"|\s+(?:has\s+|have\s+)?(?:got|been|was|were|gets)\s+"
    r"(?:swapped|switched|changed|reassigned)\s+(?:over\s+)?to"
    r"|(?P<itself>\s+(?:has\s+|have\s+)?(?:now\s+)?(?:changed|switched)\s+(?:over\s+)?to))"
    r"\s+(?:now\s+|still\s+)?(?P<o>[^,;]+)",
    re.IGNORECASE,
)
"""My thing, and what it is: "my dentist is Dr Menon", "my new manager will be Ananya", "my
line manager got swapped to Hamish", "my bank was changed to Monzo", "my usual order has
changed to an oat latte": the thing's new value, said done to it or of a thing itself (not
"my mum moved to Leeds", "my boss switched to Google": a person who changes moves on)."""
_POSS_REV = re.compile(
    r"(?!(?:This|That|These|Those|It|He|She|They|There|Here|What|Which|Who)\b)(?P<o>(?:(?:Dr|Mr|Ms|Mrs|Prof)\.?\s+)?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})"
    r",?(?:\s+(?:is|are|has\s+been|have\s+been)|['\u2019](?:s|re)(?:\s+been)?)\s+"
    r"(?:(?:now|basically|officially|literally|definitely|pretty\s+much|kind\s+of|honestly|"
    r"probably|still|also|actually|currently|technically|effectively)\s+)*(?:my|our)\s+(?:new\s+)?"
    r"(?P<thing>[a-zA-Z\u00e0-\u00ff][a-zA-Z\u00e0-\u00ff ]{0,24}?)(?:\s+now)?"
    r"(?:,?\s+(?:btw|lol|haha|tbh|ngl|fyi|tho|though|too|as\s+well)\b)*"
    r"(?:,?\s+(?:for|since|from|until|till|starting|as\s+of|again|these|this|until|always|"
    r"(?:I\s+)?(?:have|'ve)\s+been|ever\s+since)\b[^,;]*)?"
    r"\s*[.!]?\s*$"
)
_IT_POSS = re.compile(
    r"(?:it|this|that|they)\s*(?:is|'s|\u2019s|are|'re)\s+(?:now\s+)?(?:my|our)\s+"
    r"new\s+(?P<thing>[a-z][a-z ]{0,24}?)\s*[.!]?\s*$",
    re.IGNORECASE,
)
_THING_SLOTS = {
    "phone": "uses_phone",
    "laptop": "uses_laptop",
    "computer": "uses_laptop",
    "car": "vehicle",
    "bike": "vehicle",
    "ride": "vehicle",
    "vehicle": "vehicle",
    "daily driver": "vehicle",
    "whip": "vehicle",
    "transport": "vehicle",
    "wheels": "vehicle",
    "tablet": "uses_device",
    "e-reader": "uses_device",
    "job": "occupation",
    "title": "occupation",
    "role": "occupation",
    "gym": "gym",
    "bank": "bank",
    "diet": "diet",
    "team": "supports_team",
    "side": "supports_team",
    "club": "supports_team",
    "project": "project",
    "address": "lives_in",
    "hobby": "hobby",
    "console": "uses_console",
    "savings": "bank",
    "money": "bank",
    "account": "bank",
    "mortgage": "bank",
    "school": "studies_at",
    "college": "studies_at",
    "university": "studies_at",
    "uni": "studies_at",
    "employer": "works_at",
    "company": "works_at",
    "client": "works_at",  # a freelancer's main client is who the work is for
    "watch": "uses_device",
    "tracker": "uses_device",
}
_CALLED = re.compile(
    r"(?:[\w'-]+\s+){0,3}?(?:called|named)\s+(?P<n>(?:(?:Dr|Mr|Ms|Mrs|Prof)\.?\s+)?"
    r"[A-Za-z][\w' -]*)$"
)
_WHERE_HELD = re.compile(
    r"\s+(?:at|from)\s+(?:the\s+|my\s+|our\s+)?(?:work|office|garage|shop|"
    r"store|restaurant|firm|company|lab|hospital|depot|warehouse|site)$"
    r"|\s+for\s+(?:this|the|my|our)\s+[a-z]+$"
)
"""Where or what for a role is held, after the role noun: "my boss at the garage" is my boss,
"my obstetrician for this pregnancy" my obstetrician."""
_ROLE_PLACED = re.compile(r"\s+(?:at|in)\s+(?:the|my|our|his|her|their)\s+[a-z]+$")
"""Any place a role is held at: "manager at the bank" is a manager, not a bank."""
_HELD_AT_NAMED = re.compile(
    r"\s+(?:at|from)\s+[A-Z][\w&'.-]*(?:\s+[\w&'.-]+)?$|\s+in\s+[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*)?$"
)
"""The employer or the town where a person's role is held: "my manager at Skyscanner" is my
manager, "my new landlady in Kumasi" my landlady (a thing's, "my job at Spotify", stays
whole)."""
_KIN_NAMED = re.compile(
    r"(?:(?:his|her|their|my|this|that)\s+)?(?:"
    + "|".join(sorted(PERSON_ROLES, key=len, reverse=True))
    + r"|guy|girl|woman|man|lady|bloke|fella|dude|chap|person)\s+(?P<n>[A-Z][\w'-]*)$"
)
"""A person named after their relation to someone or a word for a person: "my new boss is his
cousin Imran", "this guy Tomas" (so "my son is doing Mandarin" names nobody)."""
_PRODUCT_SLOTS = frozenset(
    {
        "uses_phone",
        "uses_laptop",
        "uses_device",
        "vehicle",
        "gym",
        "bank",
        "studies_at",
        "works_at",
        "supports_team",
    }
)
_ORG_SLOTS = frozenset({"gym", "bank", "studies_at", "works_at"})
_SIDES = frozenset({"club", "side"})
"""A team said alone ("Liverpool is my club"), never as a head ("my book club", "my B side")."""
_GONE_TO = frozenset({"gym", "bank", "doctor", "dentist", "therapist", "vet"})
"""Places and carers gone to: the town they are in is no part of them ("Dr Naidoo in Durban
North")."""
_HOME = ("home", "apartment", "flat", "house", "place")


_SAID_NOW = re.compile(
    r"\s+(?:these\s+days|nowadays|now|currently|at\s+the\s+moment|lately|there|here)$"
)


def _thing_slot(thing: str) -> str | None:
    thing = _SAID_NOW.sub("", thing.lower().strip())  # "my main client these days"
    role = role_predicate(thing)
    if role is not None:
        return role
    if thing.startswith(("favourite ", "favorite ")):
        return "favourite_" + "_".join(thing.split()[1:])
    # "work laptop", "family car": the head noun names the slot (a "book club" is no team)
    head = thing.split()[-1] if thing else ""
    return _THING_SLOTS.get(thing) or (_THING_SLOTS.get(head) if head not in _SIDES else None)


def _person_name(target: str) -> bool:
    """A person's name: every word capitalised but a particle ("Ana de Souza"), and no word
    shouted in capitals first ("NOT happy")."""
    if SHOUTED.match(target):
        return False
    return all(w[0].isupper() or w.lower() in NAME_PARTICLES for w in target.split())


def _field_value(slot: str | None, target: str) -> bool:
    """A note's bare field ("Title is senior PM", "Manager is Priya Shah") holds a short value:
    a title ending in a profession, a role word or an abbreviation ("PM"), or a name."""
    words = target.split()
    if not words or len(words) > 4:
        return False
    if slot == "occupation":
        return title_ok(target)
    return _person_name(target)


def _a_person(thing: str) -> bool:
    words = thing.lower().split()
    return bool(words) and (
        role_predicate(" ".join(words)) is not None or role_predicate(words[-1]) is not None
    )


def possessive(clause: str) -> list[Finding]:
    """ "My new phone is an iPhone 16", "My team lead is Roberto", "Fatima is my lead now",
    "My apartment is in Brooklyn"."""
    m = _POSS.match(clause)
    if m and m.group("itself") and _a_person(m.group("thing")):
        m = None  # "my boss switched to Google": where the boss works now, read elsewhere
    if m:
        thing = _WHERE_HELD.sub("", m.group("thing").lower())  # "my boss at the garage"
        role = _HELD_AT_NAMED.sub("", m.group("thing")).lower()  # "my boss at Skyscanner"
        role = role if role_predicate(role) is not None else _ROLE_PLACED.sub("", thing)
        thing = role if role_predicate(role) is not None else thing  # "manager at the bank"
        if clause[:4].lower() == "the " and role_predicate(thing) is None:
            return []  # "the new cardiologist is Dr X" is one's own; "the new job is good" no job
        obj_text = m.group("o")
        at_work = re.match(r"(?:now\s+)?(?:at|with|for)\s+(?:the\s+)?(?P<o>[A-Z][^,;]*)", obj_text)
        if thing in ("job", "work", "workplace", "employer", "office") and at_work:
            org = trim_object(at_work.group("o"))  # "my job is at Target corporate"
            return [Finding("works_at", org, "assert", m.end())] if org else []
        if thing in _HOME:
            place = re.match(r"(?:now\s+)?in\s+(?P<p>[^,;]+)", obj_text)
            target = trim_object(place.group("p")) if place else ""
            return [Finding("lives_in", target, "assert", m.end())] if target else []
        slot = _thing_slot(thing)
        if slot in _ORG_SLOTS:  # "my savings are with SBI", "my account is at Raiffeisen"
            obj_text = re.sub(r"^(?:now\s+)?(?:with|at|in)\s+", "", obj_text)
        target = trim_object(obj_text)
        target = venue(target) if slot in _GONE_TO else target
        called = _CALLED.match(target) or (
            _KIN_NAMED.match(target) if role_predicate(thing) else None
        )
        target = called.group("n") if called else target
        if role_predicate(thing) is not None:  # "dentist is Dr Ampofo at Ridge": Dr Ampofo
            target = re.sub(  # "babysitter is Lerato from number 12": Lerato
                r"\s+(?:at|from|in|on|down|round|across|next)\s+(?:[A-Z]|(?-i:the|number|no\.?|"
                r"our|my)\s)[^,;]*$",
                "",
                target,
            )
        if m.group("bare") is not None and not _field_value(slot, target):
            return []  # a note's field ("Title is senior PM") names the thing itself
        if slot is None or not target or (slot == "diet" and category_slot(target) != "diet"):
            return []  # "my diet is terrible lately": no diet named
        person = role_predicate(thing) is not None
        if (
            person
            and called is not None
            and re.search(r"['\u2019]s", m.string[m.end("thing") : m.start("o")])
        ):
            return []  # "my godmother's son Yaw": Yaw is her son, not the godmother
        named = target[0].isupper() or target[0].isdigit() or called is not None
        if (person or slot in _PRODUCT_SLOTS) and not named and category_slot(target) != slot:
            return []
        if person and called is None and not _person_name(target):
            return []  # "my mum is NOT happy", "my boss is SO Annoying": no one named
        return [Finding(slot, target, "assert", m.end(), literal=not person)]
    m = _IT_POSS.match(clause)
    if m:
        slot = _thing_slot(m.group("thing"))
        return [Finding(slot, None, "end", m.end())] if slot else []
    m = _POSS_REV.match(clause)
    if m:
        slot = _thing_slot(m.group("thing"))
        if slot is not None:
            return [Finding(slot, m.group("o"), "assert", m.end())]
    return []


_MINE = re.compile(r"\s*(?:all\s+)?(?:my|our)\s", re.IGNORECASE)
_GUIDE_HEADS = frozenset({"coach", "tutor", "trainer", "instructor", "teacher", "mentor"})
"""Who guides one in something ("my running coach", "our maths tutor"), said after their name:
one who serves the speaker, no job title of the person named."""
_FOR_WHAT = re.compile(r"\s+for\s+(?:this|the|my|our)\s+[a-z]+$", re.IGNORECASE)
"""What a thing of one's own is for, said after it ("our solicitor for the house")."""
_AT_A_PLACE = re.compile(r"\s+(?:at|from|of|in)\s+(?-i:[A-Z])[^,;]*$", re.IGNORECASE)
"""The firm or place said after a person's name ("Brian Walsh at Walsh Partners")."""


def own_thing(clause: str) -> list[Finding]:
    """A thing of one's own that no slot covers, and its name: "My phone contract is with
    Vodacom", "Airtel is my network now" (`open_thing`; the generic pass asks it last, for a
    clause nothing else read); a person who serves one, said "my <job> is <name>" ("my driving
    instructor is Mr Dube": whose job it is, "Mr Dube is our driving instructor", is no slot)."""
    m = _POSS.match(clause)
    mine_first = m is not None and m.group("bare") is None and _MINE.match(clause) is not None
    if mine_first:
        assert m is not None
        thing, said = m.group("thing"), m.group("o")
    else:
        m = _POSS_REV.match(clause)
        if m is None:
            return []
        thing, said = m.group("thing"), m.group("o")
    thing = _FOR_WHAT.sub("", thing)  # "our solicitor for the house": the solicitor
    if _thing_slot(thing) is not None:  # a known thing or a person's role ("my boss")
        return []
    head = thing.lower().split()[-1] if thing.split() else ""
    person = head in JOB_WORDS or head in PERSON_ROLES
    named = open_thing_value(said)
    if named is None and person:  # "my accountant is Brian Walsh at Walsh Partners"
        named = open_thing_value(_AT_A_PLACE.sub("", said))
    serves = mine_first and named is not None and _person_name(named)  # "my tutor is Ms Obi"
    serves = serves or (mine_first and named is not None and head in FIRMS_SERVE)
    serves = serves or (  # "Kim is my running coach", "Mr Ade is our maths tutor"
        not mine_first and head in _GUIDE_HEADS and named is not None and _person_name(named)
    )
    numbered = not person and numbered_value(said) is not None  # "my allotment is plot 14"
    if (title_ok(thing.lower()) or person) and not serves and not numbered:
        return []  # "Francesca is our marketing coordinator": a job, not a thing of ours
    if category_slot(head) is not None:
        return []  # "my dog is Bella": the thing's own slot, read by the frames or not at all
    slot, value = open_thing_slot(_SAID_NOW.sub("", thing)), named
    if not slot or not value or SHOUTED.match(value) or category_slot(value) is not None:
        return []
    return [Finding(slot, value, "assert", m.end())]
