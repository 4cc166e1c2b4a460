"""Frames of the table applied to what follows a subject: the findings of one clause."""

from __future__ import annotations

import re
from dataclasses import replace

from chronofact.extractors.change_words import word_set
from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.frames import FRAMES, Frame
from chronofact.extractors.conversation.gym_names import chain_name, is_gym_name
from chronofact.extractors.conversation.lexicon import (
    JOB_WORDS,
    KIND_ALONE,
    ORGANISATION,
    PARTNER_SLOTS,
    SCHOOL_WORDS_ABROAD,
    SERVICE_ROLES,
    TITLED_NAME,
    category_slot,
    is_interjection,
    role_predicate,
)
from chronofact.extractors.conversation.pets_passing import PET_ALT
from chronofact.extractors.conversation.special import title_ok
from chronofact.extractors.conversation.title_at import split_title_at
from chronofact.extractors.conversation.trim import learnt_thing, trim_object, venue

__all__ = ["match_frames"]

_CLOCK = re.compile(
    r"(?:every\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\d{1,2}(?::\d\d)?\s*(?:am|pm)\b",
    re.IGNORECASE,
)
_WORK_MODE = re.compile(
    r"\b(?:remote|hybrid|wfh|work|working|nights|days|shifts?|part-?time|full-?time|flexi\w*|"
    r"office|weeks?|hours|contract|freelanc\w*|mornings|evenings|weekends|rota)\b",
    re.IGNORECASE,
)
"""Words of a way of working, not of a place lived in."""
_DWELLING = re.compile(
    r"(?:[a-z][\w'-]*\s+){0,2}(?:house|flat|apartment|place|home|room|studio|condo|cottage|"
    r"townhouse|bedsit|flatshare|bungalow|terrace|semi|houseboat|caravan|maisonette|loft|vicarage|"
    r"farmhouse|rental|new-build|new build)"
    r"(?:\s+(?:in|near|on|outside|just\s+outside|by)\s+(?P<p>\S.*))?"
)
"""A home said by its kind before its place: "we live in a flat in Hackney" lives in Hackney;
"a small house near Bath" in Bath; "a tiny flat" names no place."""
_PLACE_AFTER = re.compile(r"\s*(?:in|near|outside|by)\s+(?P<p>(?-i:[A-Z])[^,;]*)", re.IGNORECASE)


def _place_after(rest: str) -> str:
    """The named place said right after a home's kind ("a small house near Bath")."""
    m = _PLACE_AFTER.match(rest)
    return m.group("p") if m else ""


_PUPILS_SCHOOL = re.compile(
    r".*\b(?-i:Primary|Secondary|High School|High|Grammar|Grammar School|Comprehensive|Infants|"
    r"Juniors|Elementary|Middle School|Prep|Nursery|Kindergarten|Sixth Form)$"
)
_TAUGHT_THERE = re.compile(r"\b(?:teach\w*|teacher|job|role|post|work\w*|staff)\b", re.I)
"""A school children go to, started at or joined ("Alfie started at Hill Park Secondary"):
where one studies, unless the clause says teaching or a job."""
_SCHOOL = ("university", "college", "school", "institute", "academy")


def _abroad_school(target: str) -> bool:
    """A named school by its own language's word ("Galatasaray Lisesi", "Lycée Molière")."""
    return any(
        w[:1].isupper() and w.casefold() in SCHOOL_WORDS_ABROAD
        for w in re.findall(r"[\w'-]+", target)
    )


_PROJECT = re.compile(r"\b(?:project|initiative|programme|program|campaign)$", re.IGNORECASE)
"""A piece of work named where a pastime is said ("run the garden project on weekends")."""


_BANK_KINDS = re.compile(r"\b(?:credit union|building society|neobank|bank)$", re.IGNORECASE)


def _kind_phrase(kind_said: str) -> str | None:
    """The slot of the kind a thing was named with ("a credit union, Alliant": a bank)."""
    return "bank" if _BANK_KINDS.search(kind_said) else category_slot(kind_said)


def _slot(frame: Frame, target: str, old: str, kind_said: str = "") -> str | None:
    if not frame.slot.startswith("@"):
        return frame.slot
    if frame.slot == "@role":  # "changed dentist": the dentist slot ends
        role = " ".join(target.lower().split()).rstrip("s")
        return role_predicate(role) or SERVICE_ROLES.get(role)
    if frame.slot == "@pastime":  # "moved on to cheese making", not "to the next project"
        return "hobby" if _pastime_words(target) else None
    if frame.slot == "@gym":  # "been going to Orangetheory": a gym chain's name only
        return "gym" if is_gym_name(target) else None
    if frame.slot == "@title":  # "made me team lead"
        return "occupation" if _title_like(target) else None
    if frame.slot == "@job":  # "was made team lead" (not "made dinner"): a known job word
        words = target.lower().split()
        return "occupation" if words and words[-1] in JOB_WORDS else None
    if frame.slot == "@left":  # "left X for Y": a thing of a known kind, else an employer
        kind = _kind_phrase(kind_said) or category_slot(target) or category_slot(old)
        named = target[:1].isupper() and old[:1].isupper()
        if kind == "hobby" and category_slot(old) == "hobby" and _pastime_words(target):
            return "hobby"  # "ditched football for taekwondo": one pastime for another
        return kind if kind not in (None, "hobby") else ("works_at" if named else None)
    if frame.name == "gave_up_for" and category_slot(target) is None:
        return None  # "gave up meat for Lent": a reason, no new thing
    # both things of a swap name the slot; a hobby word gives way ("sold my Golf ... a Tesla")
    found = [category_slot(target), category_slot(old)]
    slot = next((s for s in found if s not in (None, "hobby")), found[0] or found[1])
    if frame.name == "disposed" and slot == "hobby" and target[:1].isupper():
        return "vehicle" if _driven(target) else None  # "sold my Golf": a car, no pastime
    if frame.slot == "@hobby" and _PROJECT.search(target):
        return "project"  # "I run the community garden project on weekends"
    if frame.slot == "@hobby" and slot in (None, "gym"):
        return "hobby"  # "into fitness": a pastime, not a gym
    if frame.name == "cut_out":  # "cut out fish": what one eats or drinks, no pet
        return slot if slot in ("diet", "drinks") else "diet" if slot == "has_pet" else None
    if slot in ("diet",) and frame.name in ("drive", "adopted", "use"):
        return None
    if slot is None and frame.name == "drive" and _driven(target):
        return "vehicle"  # "still driving that knackered old Corsa": one drives a vehicle
    if frame.name == "picked_up" and slot not in _PRODUCT_SLOTS:
        return None  # "picked up a coffee": an errand; "picked up a VW ID.3": a car
    return slot


_NOT_DRIVEN = (
    r"(?:to|from|for|with|at|in|on|into|around|round|up|down|home|back|past|through|over|"
    r"across|along|by|via|out|off)\b"
)
_DRIVEN = re.compile(
    r"(?P<kind>(?:(?:that|this|the|my|our|his|her|their|a|an)\s+)?"
    rf"(?:(?!{_NOT_DRIVEN})[a-z][\w'-]*\s+){{0,3}})"
    r"(?!(?:Uber|Lyft|Bolt|Ola|Grab|Deliveroo)\b)(?P<name>[A-Z][\w.-]*(?:\s+[A-Z0-9][\w.-]*){0,2})"
)
"""What is driven or ridden, when its words name no kind: a name after a determiner and at
most three adjectives ("that knackered old Corsa", "the Fiesta"); not a ride-hailing firm
("driving Lyft"), a place driven to ("driving to Leeds") or a line ridden ("the Northern
Line")."""


def _driven(target: str) -> re.Match[str] | None:
    words = target.split()
    while words and is_interjection(words[-1]):  # "the Corsa tbh"
        words.pop()
    target = " ".join(words)
    m = _DRIVEN.fullmatch(target)
    return m if m is not None and not re.search(r"\b(?:Line|Bus|Tube)$", target) else None


_NOT_PASTIME_ING = word_set(
    "thing something nothing anything everything morning evening building meeting wedding "
    "ceiling feeling housing funding hiring marketing planning training banking clothing "
    "pudding bedding king ring spring string sibling"
)


def _pastime_words(target: str) -> bool:
    """The words name a pastime: a known one ("padel", "watercolour painting") or a doing
    ("cheese making", "sea kayaking"), not a thing ("the next project", "better things")."""
    words = target.lower().split()
    if not words or len(words) > 3:
        return False
    last = words[-1].strip(".!?")
    if category_slot(target) == "hobby":
        return True
    return len(last) > 5 and last.endswith("ing") and last not in _NOT_PASTIME_ING


def _title_like(target: str) -> bool:
    return title_ok(target)


_APPOSED_NAME = re.compile(r".*?,\s*(?P<n>[A-Z][\w'-]*)$")
_OWNED = re.compile(
    r"(?:my|our|his|her|their|the|a|an|some|this|that|these|those|someone|somebody|anyone|"
    r"nobody|everyone)\b"
)
"""In lower-case chat an object is taken as a name unless it starts like a common noun phrase
("left my keys at home" is not leaving an employer)."""
_PRODUCT_SLOTS = frozenset({"vehicle", "uses_phone", "uses_laptop", "uses_console"})
_PRODUCT_NAME = re.compile(r"[A-Z][\w.'-]*(?:\s+[A-Z0-9][\w.'-]*){0,3}")
_NAMED = re.compile(r".*?\s(?:called|named)\s+(?P<n>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})")


def _shape(frame: Frame, slot: str, target: str) -> str:
    """The thing itself: "piano lessons" -> "piano", "a hamster called Nibbles" -> "Nibbles"."""
    target = learnt_thing(slot, target)  # "English at night school" -> "English"
    if slot == "has_pet":
        named = _NAMED.match(target) or _APPOSED_NAME.match(target)
        target = named.group("n") if named else target
    named = _NAMED.match(target)
    if named and re.search(r"\swith\s", target[: named.start("n")]):
        named = None  # "Leith with a dog named Rex": who is there, not the place
    if named and slot not in ("learning_language", "learning_instrument", "hobby"):
        target = named.group("n")  # "a bakery called Crumbs" -> "Crumbs"
    product = _PRODUCT_NAME.search(target) if slot in _PRODUCT_SLOTS else None
    if product and re.search(r"\s(?:on|with|using|in)\s", f" {target[: product.start()]} "):
        target = product.group()  # "everything on a ThinkPad" -> "ThinkPad"
    if slot in _VENUE_SLOTS:
        target = venue(target)  # "Urban Apes in Berlin" -> "Urban Apes"
    if slot == "gym":
        target = chain_name(target)  # "f45 in ranelagh" -> "f45"
    if slot in ("hobby", "learning_instrument"):
        target = _PASTIME_TAIL.sub("", target)  # "pickleball every sat morning" -> "pickleball"
    driven = _driven(target) if frame.name == "drive" and slot == "vehicle" else None
    if driven is not None:
        target = driven.group("name")  # "that knackered old Corsa" -> "Corsa"
    if frame.name in ("drives_for_work", "stopped_driving"):
        target = f"{target} driver"
    if frame.name == "teach_subject":
        target = f"{target} teacher"
    if frame.name == "runs_business":
        target = f"{target} owner"
    if frame.name == "tied_knot_alone":
        target = "married"
    return target


_PET_KIND = re.compile(rf"(?P<kind>{PET_ALT})\s*,?\s+(?:called|named)\s", re.IGNORECASE)


_NAMED_ACCOUNT = re.compile(
    r"(?:(?:a|an|the|my|our|new)\s+)*(?P<n>[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,2})\s+"
    r"(?:(?:bank|savings|current|checking|joint|business|personal)\s+)?(?:account|card)\b"
)
"""A bank named before "account" or "card", whatever is said after it."""
_NOT_BANKS = word_set(
    "instagram tiktok twitter x facebook snapchat linkedin netflix spotify gmail google apple "
    "amazon steam uber bolt discord reddit youtube github microsoft icloud outlook disney "
    "hulu threads bluesky pinterest tinder hinge bumble duolingo strava"
)
"""Accounts that are no bank's ("got an Instagram account")."""


def pet_kind(target: str) -> str:
    """The kind of pet said before its name ("a goldfish named Bubbles" -> "goldfish")."""
    m = _PET_KIND.search(target)
    return m.group("kind").lower() if m else ""


_WHERE_AFTER_NAME = re.compile(r"\s+(?:at|in|on|near)\s+\S.*$")
"""Where a person was met or asked, said after their name ("Harper in Paris")."""


def _findings(frame: Frame, target: str, old: str, end: int, kind_said: str = "") -> list[Finding]:
    """`kind_said`: the kind of thing the target was named with ("a credit union, Alliant")."""
    slot = _slot(frame, target, old, kind_said)
    if slot is None:
        return []
    kind = pet_kind(target) if slot == "has_pet" and target else ""
    account = _NAMED_ACCOUNT.match(target) if slot == "bank" and target else None
    if account is not None:  # "got a Monzo account sorted and closed the old one": Monzo
        target = account.group("n")
    if slot == "bank" and target.lower() in _NOT_BANKS:
        return []  # "got an Instagram account": no bank
    target = _shape(frame, slot, target) if target else target
    if slot in PARTNER_SLOTS:  # "proposed to Adjoa at Labadi beach": Adjoa
        target = _WHERE_AFTER_NAME.sub("", target)
    if slot in _PLACE_SLOTS and _CLOCK_TIME.fullmatch(target):
        return []  # "moved dinner to 8pm", "do standup at 9:45": a time is no place
    old = _shape(frame, slot, old) if old else old
    if slot == "gym":  # "cancelled my PureGym membership": the gym is PureGym
        target, old = _MEMBERSHIP_TAIL.sub("", target), _MEMBERSHIP_TAIL.sub("", old or "")
    if (
        frame.name == "joined"
        and slot == "works_at"
        and (_GYM_LIKE.search(target) or is_gym_name(target))
    ):
        slot, target = "gym", venue(target)  # "joined Cult.fit in Khar": a membership
    if frame.name in ("moved_to", "moved_from_to") and category_slot(target) in _PLACES_GONE_TO:
        slot = category_slot(target) or slot  # "moved over to Planet Fitness": a gym, no home
    if (
        frame.name in ("moved_to", "moved_from_to")
        and slot == "lives_in"
        and _WORKPLACE.search(target)
    ):
        slot = "works_at"  # "moved to the 37 Military Hospital": a job, no home
    if (
        slot == "works_at"
        and any(w in target.lower() for w in _SCHOOL)
        and frame.name in ("joined", "start_at", "transferred_to")
    ):
        slot = "studies_at"
    if slot == "works_at" and _abroad_school(target):
        slot = "studies_at"  # "been at Galatasaray Lisesi", "started at the Lycée Molière"
    if frame.slot == "@role" or (frame.action == "end" and target.lower() in KIND_ALONE):
        target = ""  # "changed dentist", "quit my gym": whichever it was
    out: list[Finding] = []
    if frame.action == "swap" and old:
        # "replaced my iPad with a Surface Pro": the iPad ends where an iPad is kept
        own = category_slot(old) if frame.slot == "@" else None
        old_slot = own if own not in (None, "hobby", slot) else slot
        out.append(Finding(old_slot or slot, old, "end", end, literal=frame.literal))
        if frame.name == "left_for" and old[:1].isupper() and target[:1].islower():
            return out  # "dropped German for the scholarship": German ends, for a reason
    if frame.action == "end":
        out.append(Finding(slot, target or None, "end", end, literal=frame.literal))
    elif target:
        title_at = split_title_at(target) if slot in ("occupation", "volunteer_role") else None
        if title_at is not None:  # "work as a nurse at St James's": a title, and where
            target = title_at[0]
            where = "works_at" if slot == "occupation" else "volunteers_at"
            out.append(Finding(where, title_at[1], "assert", end))
        out.append(Finding(slot, target, "assert", end, literal=frame.literal, kind=kind))
        out.extend(_status_of(slot, target, end))
    return out


_MEMBERSHIP_TAIL = re.compile(r"\s+(?:membership|subscription|contract)$", re.IGNORECASE)
_PASTIME_TAIL = re.compile(
    r"\s+(?:every|each|most|twice|once|\w+\s+times|all\s+(?:day|week|weekend|evening|night)|"
    r"these\s+days|nowadays|now|lately|again|with|(?:on|at)\s+(?:the\s+)?(?:weekends?|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?)|in\s+the\s+(?:mornings?|evenings?|"
    r"afternoons?|nights?))\b.*$",
    re.IGNORECASE,
)
"""When and with whom a pastime is done, said after it ("pickleball every sat morning with
the uncles", "crosswords all day"): not the pastime."""
_PLACE_SLOTS = frozenset({"lives_in", "works_at", "studies_at", "gym", "bank"})
_CLOCK_TIME = re.compile(r"\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)|\d{1,2}[:.]\d\d", re.IGNORECASE)
_GYM_LIKE = re.compile(
    r"\b(?:gym|fitness|crossfit|ymca|ywca|leisure\s+cent\w*|health\s+club|sports\s+cent\w*|"
    r"dojo|climbing|bouldering)\b|\.fit\b",
    re.IGNORECASE,
)
"""Words of a gym's name ("Anytime Fitness", "Cult.fit"): joining it is no job."""
_VENUE_SLOTS = frozenset({"gym", "bank"})
"""Slots of a place gone to whose town is no part of its name."""
_WORKPLACE = re.compile(
    r"\b(?:hospital|infirmary|hospice|medical centre|health centre|clinic|surgery|pharmacy|"
    r"ministry|agency|firm|office|branch|headquarters|"
    r"HQ|department|factory|plant|depot|warehouse|restaurant|hotel|lab|laboratory)$",
    re.IGNORECASE,
)
"""A place one "moves to" that is a workplace by its last word."""
_BRANCH = re.compile(
    r"(?:(?:the|our|their|his|her|my|a|an)\s+)?(?:new\s+)?(?P<p>(?-i:[A-Z])[\w'-]*"
    r"(?:\s+(?-i:[A-Z])[\w'-]*){0,2}\s+(?:office|branch|site|campus|plant|depot|hub|HQ|"
    r"headquarters|store|outlet|studio|factory|warehouse|location))\b",
    re.IGNORECASE,
)
"""A place named as a site of the employer ("the Leeds office", "our Cape Town branch"): a
work location, no home."""
_PLACES_GONE_TO = frozenset({"gym", "bank", "studies_at"})
"""Slots of a place one "moves to" that is not a home (its words say which)."""
_NEW = re.compile(r"(?:(?:a|an|my|our|his|her|their)\s+)?(?:brand\s+)?new\s", re.IGNORECASE)
_STATUS_OF = {"married_to": "married", "engaged_to": "engaged"}


def _status_of(slot: str, target: str, end: int) -> list[Finding]:
    """Marrying or getting engaged also ends the earlier relationship status (the partner's
    fact, with the name, says the new one) and, on marriage, the engagement: "single" or
    "engaged" must not stay current."""
    status = _STATUS_OF.get(slot) or (target.lower() if slot == "relationship_status" else None)
    if status not in ("married", "engaged"):
        return []
    out = (
        [] if slot == "relationship_status" else [Finding("relationship_status", None, "end", end)]
    )
    if status == "married":
        out.append(Finding("engaged_to", None, "end", end))
    return out


_DURATION = re.compile(r"\d+\s*(?:years?|yrs?|months?|weeks?|days?)\b", re.IGNORECASE)


_OVER = re.compile(
    r"\s+(?:has\s+|had\s+|just\s+|finally\s+)?(?:ended|is\s+over|was\s+over|finished|"
    r"wrapped\s+up|came\s+to\s+an\s+end)\b",
    re.IGNORECASE,
)


def _is_over(raw: str, target: str) -> bool:
    """The job named is said to be over: "the internship at Capgemini ended"."""
    at = raw.find(target) if target else -1
    return at >= 0 and _OVER.match(raw, at + len(target)) is not None


_APPOSED_PERSON = re.compile(
    r"(?:\s+(?:here|there|now|in\s+[\w ]{1,30}?|at\s+[\w ]{1,30}?)){0,2}\s*[,:\u2014-]\s*"
    r"(?P<n>" + TITLED_NAME + r")\s*[.!]*\s*$"
)
"""The new one named after a role said new or changed: "new dentist here in madrid, Dr Sanz",
"changed GP - Dr Okafor"."""


def _named_after(after: str, slot: str, end: int) -> list[Finding]:
    m = _APPOSED_PERSON.match(after)
    return [Finding(slot, m.group("n"), "assert", end)] if m else []


_DESCRIBED_ORG = re.compile(
    r"(?:(?:a|an|the|this|some)\s+)?(?:[a-z][\w-]*\s+){0,3}?(?:firm|company|startup|start-up|"
    r"agency|consultancy|business|outfit|studio|practice|shop|restaurant|cafe|bakery|hotel|"
    r"charity|ngo|factory|warehouse|supermarket|clinic|hospital|bank|brand|place)\b[^,;:]*$"
)
"""An employer described rather than named ("a big firm in Potsdam", "an agency in Leeds")."""
_APPOSED_ORG = re.compile(r"\s*[,:\u2014\u2013]\s*|\s+-\s+")
_ORG_NAME = re.compile(
    r"(?P<n>(?-i:[A-Z0-9])[\w&'.-]*(?:\s+(?-i:[A-Z0-9&])[\w&'.-]*){0,3})\s*[.!]*\s*$"
)


def _org_named_after(target: str, said: str) -> str:
    """The name said after an employer described rather than named ("working for a big firm
    in Potsdam now, Holzbau Krause", "at an agency in Leeds - Brandwatch"), else `target`."""
    if not target or target[:1].isupper() or not _DESCRIBED_ORG.match(target):
        return target
    breaks = list(_APPOSED_ORG.finditer(said))
    if not breaks:
        return target
    name = _ORG_NAME.fullmatch(said, breaks[-1].end())
    return name.group("n") if name else target


_PERSON_AT_ORG = re.compile(
    r"(?-i:[A-Z][a-z]+)(?:\s+(?-i:[A-Z][a-z]+))?\s+at\s+(?P<org>(?-i:[A-Z0-9]).*)$"
)
"""Who one works with, then where: "work with Priya at Monzo" works at Monzo."""
_TAUGHT_AT = re.compile(r"\s+(?:at|for)\s+(?:the\s+)?(?P<o>(?-i:[A-Z])[^,;]{0,60})")
"""Where one teaches, named after the subject taught ("I teach maths at Achimota School")."""


def _taught_at(after: str, end: int) -> list[Finding]:
    m = _TAUGHT_AT.match(after)
    where = trim_object(m.group("o")) if m else ""
    return [Finding("works_at", where, "assert", end)] if where else []


_JOB_AFTER = re.compile(
    r"\bfor\s+(?:a|an|the|his|her|my|their|our)\s+(?:new\s+)?(?:job|role|position|post)\s+"
    r"(?:at|with)\s+(?:the\s+)?(?P<o>(?-i:[A-Z0-9])[^,;]{0,60})",
    re.IGNORECASE,
)
"""The employer a move was for: "moved to Manchester for a job at the BBC"."""


def _job_after(raw: str, end: int) -> list[Finding]:
    m = _JOB_AFTER.search(raw)
    where = trim_object(m.group("o")) if m else ""
    return [Finding("works_at", where, "assert", end)] if where else []


_BEGAN = re.compile(
    r"(?:started|starting|starts|start|began|begun|begins|begin|"
    r"(?:switched|switching|changed|changing|gone|went)\s+(?:over\s+)?to)\s+(?=(?P<v>[a-z]+ing)\b)",
    re.IGNORECASE,
)
"""A beginning said before the verb of the relation: "I've started following Brighton",
"Ana began supporting Arsenal", "I switched to supporting Brighton": the relation holds from
the time said. Not when the gerund is
itself a pastime ("started bouldering at the climbing gym" is a hobby begun, read elsewhere)."""

_ASIDE = re.compile(
    r"(?P<v>[a-z]+)\s+(?:remotely|currently|mostly|mainly|happily|permanently|temporarily|"
    r"officially|basically|actually|technically|really|also|still|just|already|locally|"
    r"freelance|together)\s+(?=\S)"
    r"|(?P<lv>live|lives|lived|living|staying)\s+with\s+(?:my|our|his|her|their)\s+"
    r"(?:parents|folks|family|mum|mom|dad|mother|father|partner|girlfriend|boyfriend|wife|"
    r"husband|kids|children|flatmates?|housemates?|roommates?|friends?|sister|brother|"
    r"grandparents|gran|nan|aunt|uncle|cousins?|in-laws)\s+(?=(?:in|at|near)\s)",
    re.IGNORECASE,
)
"""A word said between the verb of a relation and its preposition: "I work remotely for Canva",
"she lives happily in Porto", "we live with my parents in Leeds" read as without it."""


_TEAM_WORDS = re.compile(
    r"(?:the\s+)?(?-i:[A-Z])[\w.'\u2019&-]*(?:\s+(?:(?-i:[A-Z])[\w.'\u2019&-]*|of|de|del|da|do|"
    r"di|y|and|&)(?=\s|$))*"
)
"""A team's capitalised words from the start of a value ("Mayo" of "Mayo at Croke Park",
"Kerry" of "Kerry the whole way", "Brighton and Hove Albion", "Club Atlético de Madrid")."""


def match_frames(rest: str, base: int, lower_chat: bool = False) -> list[Finding]:
    """The findings of the first frame that matches `rest` (which starts at clause offset
    `base`), or [] when none does. In `lower_chat` (a message written all in lower case) a
    frame that wants a name takes a lower-case one ("home is manchester"). A frame that does
    not itself say "started ..." is tried after a beginning said before its verb."""
    found = _first_frame(rest, base, lower_chat)
    began = None if found else _BEGAN.match(rest)
    if began is not None and category_slot(began.group("v")) is None:
        found = _first_frame(rest[began.end() :], base + began.end(), lower_chat)
    aside = None if found else _ASIDE.match(rest)
    if aside is not None:
        verb = aside.group("v") or aside.group("lv")
        removed = aside.end() - len(verb) - 1
        found = _first_frame(f"{verb} {rest[aside.end() :]}", base + removed, lower_chat)
    return found


def _first_frame(rest: str, base: int, lower_chat: bool) -> list[Finding]:
    for frame in FRAMES:
        m = frame.pattern.match(rest)
        if m is None:
            continue
        groups = m.groupdict()
        target = trim_object(groups.get("o") or "")
        old = trim_object(groups.get("old") or "")
        raw = (groups.get("o") or "").lstrip()
        site = _BRANCH.match(raw) if frame.slot == "lives_in" and frame.action != "end" else None
        if site:  # "moved to the Leeds office": where one works, no home
            return [Finding("work_location", site.group("p"), "assert", base + len(rest.rstrip()))]
        dwelling = _DWELLING.fullmatch(target) if frame.slot == "lives_in" else None
        if dwelling is not None and frame.action == "assert":
            place = dwelling.group("p") or _place_after(raw[raw.find(target) + len(target) :])
            if not place:
                continue  # "live in a tiny flat": no place named
            target = trim_object(place)
        team = _TEAM_WORDS.match(target) if frame.slot == "supports_team" else None
        if team is not None:  # "cheering for Mayo at Croke Park": Mayo, not where
            target = team.group().rstrip()
        called = _NAMED.match(target) if frame.need_name else None
        if called:  # "report to a guy named Boris"
            target = called.group("n")
        named = target[:1].isupper() or target[:1].isdigit()
        named = named or (lower_chat and not _OWNED.match(raw))
        if frame.need_name and target and (not named or _DURATION.match(target)):
            if frame.name != "moved_out_of" or _DURATION.match(target):
                continue  # "married 12 years": how long, not to whom
            target = ""  # "moved out of the dorms": the home held ends, whatever its name
        if frame.action == "assert" and (not target or target.lower() == "project"):
            continue
        if frame.name == "started_language" and category_slot(target) != "learning_language":
            continue  # "started Monday", "picked up Sam": no language
        if frame.name == "drink" and category_slot(target) != "drinks":
            continue
        if frame.slot == "@" and frame.action == "assert" and target.lower() in KIND_ALONE:
            # "got a new phone": the one held before ends, the new one is not named; "I have
            # a car" names no car
            slot = category_slot(target) if _NEW.match(raw) else None
            return [Finding(slot, None, "end", base + len(rest.rstrip()))] if slot else []
        if frame.slot == "lives_in" and _CLOCK.match(target):
            continue  # "moved to Thursdays at 11am": a time, not a place
        if frame.slot == "lives_in" and _WORK_MODE.search(target):
            continue  # "we moved to remote work" (lower-case chat): how one works, no home
        if frame.name == "report_to" and ORGANISATION.search(target):
            continue  # "he reports to Equity Bank head office": where he works, no manager
        if frame.name == "left_org" and category_slot(target) is not None:
            continue  # "quit Spanish": a language, not an employer
        if frame.slot == "works_at" and frame.action == "assert" and _is_over(raw, target):
            return [Finding("works_at", target, "end", base + len(rest.rstrip()))]
        if frame.slot == "works_at" and frame.action == "assert" and m.groupdict().get("o"):
            target = _org_named_after(target, rest[m.start("o") :])  # "a big firm, Holzbau Krause"
            with_ = rest[: m.start("o")].rstrip().lower().endswith("with")
            beside = _PERSON_AT_ORG.match(target) if with_ else None
            target = beside.group("org") if beside else target  # "work with Priya at Monzo"
        if (
            frame.name in ("start_at", "joined")
            and _PUPILS_SCHOOL.match(target)
            and not _TAUGHT_THERE.search(rest)
        ):
            frame = replace(frame, slot="studies_at")  # "started at Hill Park Secondary"
        found = _findings(frame, target, old, base + len(rest.rstrip()), groups.get("kind") or "")
        if found and frame.name == "changed_role":
            found += _named_after(rest[m.end() :], found[0].predicate, base + len(rest.rstrip()))
        if found and frame.name == "teach_subject":
            found += _taught_at(rest[m.end() :], base + len(rest.rstrip()))
        if found and frame.slot == "lives_in" and frame.action != "end":
            found += _job_after(raw, base + len(rest.rstrip()))
        if found:
            return found
    return []
