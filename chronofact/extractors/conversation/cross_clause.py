"""Cues read across the clauses of one message: a diet named alone ("..., pescatarian since
june"), someone new being seen and then named ("I'm seeing someone new, her name is Sofie"), a
person who left ("Joost left, so Priya is my manager"), a thing got after one given up
("traded in the corolla, got a used Mazda 3")."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from datetime import datetime

from chronofact.extractors.change_words import NO_LONGER_RE
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.lexicon import (
    CAPITALISED_NOT_NAMES,
    DEPARTED,
    FAMILY,
    PERSON_ROLES,
    TITLED,
    TITLED_NAME,
)
from chronofact.extractors.conversation.statements import render
from chronofact.extractors.conversation.title_after import titles_after_employers
from chronofact.extractors.conversation.toward_speaker import without_declined
from chronofact.extractors.conversation.trim import trim_object

__all__ = [
    "DIET_LABELS",
    "IN_RELATIONSHIP",
    "THING_SLOTS",
    "MessageCues",
    "acquired",
    "completed",
    "courting",
    "departed",
    "diet_label",
    "disposed",
    "met_someone",
    "partner_named",
    "seeing_someone",
]

DIET_LABELS = frozenset(
    re.findall(
        r"\S+",
        "vegan vegetarian pescatarian pescetarian flexitarian keto carnivore paleo plant-based "
        "low-carb",
    )
)
IN_RELATIONSHIP = "in a relationship"

THING_SLOTS = frozenset(
    {"vehicle", "uses_phone", "uses_laptop", "uses_console", "has_pet", "gym", "bank"}
)
"""Slots of things one has: giving one up and getting another in the next clause is a swap."""
ROLE_SLOTS = frozenset(
    {"manager", "doctor", "dentist", "therapist", "vet", "landlord", "coach", "trainer", "tutor"}
)
"""Slots of a person in a role for the speaker: "X left, so Y is my manager" ends X."""


_DIET_ALONE = re.compile(
    r"(?:^|,\s*|\band\s+(?:(?:have\s+|has\s+)?(?:gone|went)\s+)?|\bso\s+|"
    r"\b(?:I|i)(?:['\u2019]d|\s+would)?\s+call\s+myself\s+|(?<=^I['\u2019]m\s)|(?<=^I\sam\s))"
    r"(?P<neg>not\s+(?:a\s+)?)?"
    r"(?:(?:now|fully|strictly|mostly|full|totally|completely|"
    r"back\s+to\s+being|officially|basically)\s+)*(?P<o>"
    + "|".join(sorted(DIET_LABELS, key=len, reverse=True))
    + r")(?=\s*(?:$|[.!,;)]|(?:now|again|since|from|for|these\s+days|nowadays|too|as\s+of|"
    r"starting|lol|haha|full\s+stop|officially|anymore|any\s+more|any\s+longer)\b))",
    re.IGNORECASE,
)


def diet_label(clause: str) -> list[Finding]:
    """A diet named on its own, not before a noun ("pescatarian since june", "fully vegan
    now"; "not vegetarian anymore" ends it); "my vegan friend" and "vegan food" name none."""
    m = _DIET_ALONE.search(clause)
    if m is None or re.search(r"\b(?:never|no\s+longer)\s+$", clause[: m.start("o")]):
        return []
    ended = m.group("neg") is not None and NO_LONGER_RE.search(clause) is not None
    action = "end" if ended else "assert"
    return [Finding("diet", m.group("o").lower(), action, m.end(), literal=True)]


_SEEING = re.compile(
    r"(?:(?:now|also|finally|actually)\s+)?(?:dating|seeing|going\s+out\s+with|with|"
    r"in\s+a\s+relationship\s+with)\s+(?:someone|somebody|a\s+(?:guy|girl|woman|man|lady|bloke|"
    r"boy|person))(?:\s+new)?(?:\s+(?:called|named)\s+(?P<o>[A-Za-z][\w'-]*))?\b"
    r"(?!\s+(?:about|for|at|regarding|to|tomorrow|today|tonight|on|this|next|later)\b)",
    re.IGNORECASE,
)


_APPOSED = re.compile(r",\s+(?P<n>[A-Z][a-z][\w'-]*)\s*(?=[,.!;)]|$)")
"""A name set off by commas right after "someone new" ("seeing someone new, Olu, early days")."""


def seeing_someone(rest: str, base: int) -> list[Finding]:
    """ "seeing someone new (called X)": not single; the partner when named ("called X", "her
    name is X", or set off by commas: "seeing someone new, Olu, early days")."""
    m = _SEEING.match(rest)
    if m is None:
        return []
    end = base + m.end()
    out = [Finding("relationship_status", IN_RELATIONSHIP, "assert", end, literal=True)]
    name = m.group("o")
    tail = re.match(r"\s*,?\s*(?:and\s+)?", rest[m.end() :])
    named = partner_named(rest[m.end() + tail.end() :]) if tail and not name else None
    if named is not None and named.target:
        name, end = named.target, end + tail.end() + named.end if tail else end
    apposed = _APPOSED.match(rest, m.end()) if not name else None
    if apposed is not None and apposed.group("n") not in CAPITALISED_NOT_NAMES:
        name, end = apposed.group("n"), base + apposed.end("n")  # "someone new, Olu, early days"
    if name:
        out.append(Finding("partner", name[:1].upper() + name[1:], "assert", end))
    return out


_NAMED = re.compile(
    r"(?:(?:her|his|their)\s+name\s*(?:is|'s|\u2019s)|(?:she|he|they)\s*(?:is|'s|\u2019s|are|"
    r"'re)\s+called|(?:she|he|they)\s+goes?\s+by)\s+(?P<n>[A-Z][\w'-]*)",
    re.IGNORECASE,
)


_WITH_NOW = re.compile(
    r"(?:(?:I'm|I\s+am|im|I've\s+been|been|now|(?:she|he)(?:'s|\u2019s|\s+is))\s+)?"
    r"(?:(?:now|already|finally)\s+)?(?:with|together\s+with|"
    r"on\s+(?:a\s+few|a\s+couple\s+of|some|a\s+date|\w+)\s+(?:dates?\s+)?with)\s+"
    r"(?P<n>[A-Z][\w'-]*)\s*(?:now\b|$|[.!,]|since\b|these\s+days\b|"
    r"for\s+(?:a|about|\w+)\s+\w+\s*$)"
)
_MET_SOMEONE = re.compile(
    r"(?:(?:I|we|and)\s+)?(?:(?:have|'ve|just|recently)\s+)*met\s+(?:someone|somebody|"
    r"a\s+(?:guy|girl|woman|man|lady|bloke|boy|person))\b",
    re.IGNORECASE,
)


_COURTING = re.compile(
    r"\b(?:off\s+the\s+market|(?:fallen|falling|fell)\s+in\s+love|in\s+a\s+relationship|"
    r"made\s+it\s+official|we(?:'re|\s+are)\s+official|swept\s+me\s+off)\b",
    re.IGNORECASE,
)


def courting(message: str) -> bool:
    """The message says someone is now with someone ("guess who's off the market"): "I've
    been with X since ..." then names a partner, as after a break-up."""
    return _COURTING.search(message) is not None


def met_someone(clause: str) -> bool:
    """ "I met someone at climbing" (after a break-up): a new partner, maybe named next."""
    return _MET_SOMEONE.match(clause.strip()) is not None


def with_partner(clause: str) -> Finding | None:
    """ "I'm with Andrea now", "been on a few dates with Mateo since july" after a break-up:
    the new partner."""
    m = _WITH_NOW.match(clause.strip())
    return Finding("partner", m.group("n"), "assert", m.end()) if m else None


REPLACEABLE = THING_SLOTS | ROLE_SLOTS | {
    "hobby", "diet", "drinks", "learning_language", "learning_instrument", "project"
}  # fmt: skip
"""Slots whose new value may be said bare after the old one ended ("..., swimming instead",
"new dentist, Dr Sanz")."""
_NAME_ALONE = re.compile(r"(?P<n>" + TITLED_NAME + r")\s*[.!]*\s*$")
"""A person named alone in a clause ("Dr Sanz"), after a role said new or changed."""
_INSTEAD = re.compile(
    r"(?:(?:now|these\s+days|nowadays)\s*,?\s*(?:it's|it\s+is|it\u2019s)\s+(?P<o2>[^,;]+)"
    r"|(?:(?:using|taking|riding|driving|doing|playing|on)\s+(?:(?:the|a|an)\s+)?)?"
    r"(?P<o>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)\s+(?:for\s+)?(?:instead|now|these\s+days|"
    r"nowadays)"
    r"\s*[.!]*\s*$)",
    re.IGNORECASE,
)


_CHOSE = re.compile(
    r"(?:(?:and|then|so)\s+)?(?:(?:i|we)\s+)?(?:went|gone|going|opted|settled)\s+(?:with|for)\s+"
    r"(?:(?:a|an|the)\s+)?(?P<o>[^,;]+)",
    re.IGNORECASE,
)
"""The new value said as a choice after an end: "(and) went with Swedish"."""


def replacement(clause: str, role: bool = False) -> str:
    """The new value said bare after an end: "swimming instead", "these days it's
    woodworking in the garage", "went with Swedish", and for a person's `role` a name alone
    ("Dr Sanz"); "" when the clause is not that."""
    chose = _CHOSE.match(clause.strip())
    if chose is not None:  # "gave up on Dutch and went with Swedish"
        return trim_object(_WITH_WHOM.sub("", chose.group("o")))
    m = _INSTEAD.match(clause.strip())
    if m is None:
        alone = _NAME_ALONE.match(clause.strip()) if role else None
        return alone.group("n") if alone else ""
    said = _WITH_WHOM.sub("", m.group("o2") or m.group("o") or "")
    return trim_object(said)  # "doing the Arch with Lukas now": the Arch


_WITH_WHOM = re.compile(r"\s+with\s+\S.*$", re.IGNORECASE)
"""Whom a new thing is done with, said after it: not the thing."""


_REPLACED = re.compile(
    r"(?P<new>" + TITLED + r"[A-Z][\w'-]*)\s+(?:has\s+|just\s+)?(?:replaced|"
    r"took\s+over\s+from|is\s+taking\s+over\s+from|succeeded|stepped\s+in\s+for)\s+"
    r"(?P<old>" + TITLED + r"[A-Z][\w'-]*)"
)
_TOOK_TEAM = re.compile(
    r"(?P<new>" + TITLED + r"[A-Z][\w'-]*)\s+(?:has\s+|just\s+)?(?:took|taken|"
    r"is\s+taking|has\s+taken)\s+over\s+(?:the|my|our)\s+(?:team|department|unit|squad|group|"
    r"branch|office|desk)\b(?:\s+from\s+(?P<old>" + TITLED + r"[A-Za-z][\w'-]*))?"
)
"""The role passed by taking over the team: "Layla took over the team from khalid"."""
_ROLE_WORD = re.compile(
    r"\b(?:new|my|our|as)\s+(?:(?:my|our|the)\s+)?(?P<r>"
    + "|".join(
        sorted((w for w, p in PERSON_ROLES.items() if p in ROLE_SLOTS), key=len, reverse=True)
    )
    + r")\b",
    re.IGNORECASE,
)


def replaced_in_role(clause: str, message: str) -> list[Finding]:
    """ "New boss: Priyanka replaced Duncan": the speaker's role passes from one to the other
    (the role named anywhere in the message)."""
    m = _REPLACED.match(clause.strip()) or _TOOK_TEAM.match(clause.strip())
    role = _ROLE_WORD.search(message) if m else None
    if m is None or role is None:
        return []
    slot = PERSON_ROLES[role.group("r").lower()]
    old = m.group("old")
    ended = [Finding(slot, old[:1].upper() + old[1:], "end", m.end())] if old else []
    return [*ended, Finding(slot, m.group("new"), "assert", m.end())]


def partner_named(clause: str) -> Finding | None:
    """ "her name is Sofie", "he's called Ben": the partner just mentioned, named."""
    m = _NAMED.match(clause.strip())
    if m is None:
        return None
    name = m.group("n")
    return Finding("partner", name[:1].upper() + name[1:], "assert", m.end())


_DEPARTED = re.compile(
    r"(?P<n>" + TITLED + r"[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)\s+(?i:" + DEPARTED + r")"
    r"(?:\s+(?:the\s+company|the\s+team|us))?\s*[.!]*\s*$"
)


def departed(clause: str) -> str | None:
    """The person of "Joost left" / "Sam quit" / "Dana went on leave" (no object)."""
    m = _DEPARTED.match(clause.strip())
    return m.group("n") if m else None


_ACQUIRED = re.compile(
    r"(?:(?:just|then|and|now|finally)\s+)*(?:got|bought|picked\s+up|ordered|grabbed|went\s+with|"
    r"getting|buying|upgraded\s+to|treated\s+myself\s+to|adopted)\s+"
    r"(?:(?:a|an|the|my|our|one|this|that)\s+)?(?P<o>[^,;]+)",
    re.IGNORECASE,
)


def acquired(clause: str) -> str:
    """The thing got in "got a used Mazda 3", "picked up a Kuga" ("" when none)."""
    m = _ACQUIRED.match(clause.strip())
    return trim_object(m.group("o")) if m else ""


_DISPOSED = re.compile(
    r"(?:(?:just|finally|also)\s+)*(?:sold|traded\s+in|traded|got\s+rid\s+of|scrapped|gave\s+away|"
    r"rehomed|returned|ditched)\s+(?P<o>[^,;]+)",
    re.IGNORECASE,
)


def disposed(clause: str) -> bool:
    """ "sold the old beast", "got rid of my ride": something one had is given up."""
    return _DISPOSED.match(clause.strip()) is not None


@dataclass
class MessageCues:
    """What earlier clauses of the message said that a later clause completes."""

    seeing: str | None = None  # who is seeing someone not yet named
    departed: list[tuple[str, tuple[int, int]]] = field(default_factory=list)
    swap_slot: str | None = None  # the thing slot a clause just ended ("traded in the corolla")
    disposed: tuple[int, int] | None = None  # span of a clause giving up a thing of no known kind
    partner_ended: bool = False  # a break-up was said: "I'm with X now" names the new partner
    ended_slot: str | None = None  # the slot a clause just ended ("stopped running")
    promoted: str | None = None  # who was promoted, no title said: "got promoted!! senior X"
    text: str = ""  # the whole message


def completed(
    claims: list[Claim], cues: MessageCues, speaker: str | None, observed_at: datetime
) -> list[Claim]:
    """The claims of a message with what its clauses say together: ends for a person who left
    a role now filled, for a thing given up before another of its kind was got; no "single"
    for someone seeing someone; an end at the time the new value starts, and a role's new
    holder from when the old one left."""
    out = titles_after_employers(without_declined(list(claims), cues.text), cues.text)
    asserted = [c for c in out if c.action == "assert" and c.polarity]
    for c in asserted:
        if c.subject == speaker and c.predicate in ROLE_SLOTS:
            for name, span in cues.departed:
                if name != c.object:
                    out.append(_end(c, name, span))
        dated = any(p.predicate == "partner" and p.subject == c.subject for p in out)
        if (
            c.predicate in ("engaged_to", "married_to")
            and c.object is not None
            and not dated
            and _BECAME.search(cues.text)
        ):
            # "Lucas is my fiancé now": dating Lucas gives way to being engaged to him; "my
            # wife Abena says hi" says no change, so nothing of dating her ends
            out.append(_end(replace(c, predicate="partner"), c.object, c.span))
        ended = any(e.action == "end" and e.predicate == c.predicate for e in out)
        if cues.disposed and c.predicate in THING_SLOTS and c.subject == speaker and not ended:
            out.append(_end(c, None, cues.disposed))
    departed = _after_departure(out, cues, speaker, observed_at)
    out = _retired_unless_working(departed, cues, speaker)
    asserted = [c for c in out if c.action == "assert" and c.polarity]
    return [_aligned(c, asserted, observed_at) for c in _not_single(out, asserted)]


def _retired_unless_working(
    claims: list[Claim], cues: MessageCues, speaker: str | None
) -> list[Claim]:
    """ "Retired" as what someone does, unless the message says what they do now ("Mum retired
    in June and opened a little tailoring shop": the shop; volunteering is no job: "Dad is
    retired and volunteers at the museum"), or they held a role for the speaker and their
    leaving only says why it changed ("Dr Patel retired, so I see Dr Nguyen now", "Ingrid
    retired in July and Marco manages the team now": no answer about the doctor or the
    manager); kept for the speaker and their family only."""
    text = cues.text
    role_left = {name for name, _ in cues.departed} | {
        c.object or c.value
        for c in claims
        if c.action == "end" and c.predicate in ROLE_SLOTS and (c.object or c.value)
    }
    role_changed = any(c.predicate in ROLE_SLOTS and c.subject == speaker for c in claims)
    working = {
        c.subject
        for c in claims
        if c.action == "assert"
        and c.polarity
        and c.predicate in ("occupation", "works_at")
        and (c.object or c.value) != "retired"
        and not _VOLUNTEER.search(text[c.span[0] : c.span[1]])
    }
    # a relative's retirement is what they do now ("My uncle Adebayo retired"); a colleague's
    # or a barber's ("Ingrid retired", "Karim retired") says why something changed
    family = {c.object for c in claims if c.predicate in FAMILY and c.action == "assert"}
    return [
        c
        for c in claims
        if not (
            c.predicate == "occupation"
            and c.value == "retired"
            and (
                c.subject in working
                or (
                    role_changed
                    and (c.subject in role_left or _BY_NAME_ONLY.match(c.subject) is not None)
                )
                or not (c.subject == speaker or "'s " in c.subject or c.subject in family)
            )
        )
    ]


_BY_NAME_ONLY = re.compile(TITLED + r"[A-Z][\w'-]*$")
"""A person named by name alone (not "Tomasz's dad"): who may have held a role."""


_VOLUNTEER = re.compile(r"\bvolunteer", re.IGNORECASE)


def _after_departure(
    claims: list[Claim], cues: MessageCues, speaker: str | None, observed_at: datetime
) -> list[Claim]:
    """A role filled after its holder left, said with no time of its own, starts when they
    left ("Dr Fitzgerald retired at the end of March so I'm registered with Dr Okonkwo":
    Okonkwo from the end of March)."""
    gone = {name for name, _ in cues.departed}
    left = [
        c.valid_from
        for c in claims
        if c.action == "end"
        and c.subject in gone
        and c.valid_from is not None
        and c.valid_from < observed_at
    ]
    if not left:
        return claims
    return [
        replace(c, valid_from=max(left))
        if c.action == "assert"
        and c.subject == speaker
        and c.predicate in ROLE_SLOTS
        and c.valid_from == observed_at
        else c
        for c in claims
    ]


_BECAME = re.compile(
    r"\b(?i:now|got|getting|gotten|proposed|engaged|married|marrying|wed|wedding|hitched|"
    r"tied\s+the\s+knot|popped\s+the\s+question|said\s+yes|put\s+a\s+ring)\b"
)
"""Words saying a couple became engaged or married (not "my wife Abena" said in passing)."""


def _not_single(claims: list[Claim], asserted: list[Claim]) -> list[Claim]:
    """Someone seeing someone is not single; once the partner is named, that fact says it and
    the earlier status only ends (so "in a relationship" does not answer "who is X dating")."""
    named = {c.subject for c in asserted if c.predicate in ("partner", "engaged_to", "married_to")}
    dating = named | {c.subject for c in asserted if c.value == IN_RELATIONSHIP}
    out: list[Claim] = _single_ends(claims, asserted)
    for c in claims:
        if c.subject not in dating or c.predicate != "relationship_status" or c.action != "assert":
            out.append(c)
        elif c.value == IN_RELATIONSHIP and c.subject in named:
            out.append(replace(c, value=None, action="end", statement=_ended(c)))
        elif c.value != "single":
            out.append(c)
    return out


def _single_ends(claims: list[Claim], asserted: list[Claim]) -> list[Claim]:
    """A partner named ("been with Chidi since spring") ends "single" said before (an end of
    that value only: nothing else of the status is touched)."""
    said = {c.subject for c in claims if c.predicate == "relationship_status"}
    out: list[Claim] = []
    for c in asserted:
        if c.predicate == "partner" and c.subject not in said:
            said.add(c.subject)
            status = replace(c, predicate="relationship_status", object=None, value="single")
            out.append(_end(status, "single", c.span))
    return out


def _ended(c: Claim) -> str:
    return render(c.subject, c.predicate, None, "end", True)


def _end(c: Claim, target: str | None, span: tuple[int, int]) -> Claim:
    literal = c.object is None
    return replace(
        c,
        object=None if literal else target,
        value=target if literal else None,
        action="end",
        span=span,
        valid_to=None,
        statement=render(c.subject, c.predicate, target, "end", True),
    )


def _aligned(c: Claim, asserted: list[Claim], observed_at: datetime) -> Claim:
    """An end said without a time takes the start of the slot's new value when that is said
    ("traded in the corolla, got a Mazda last week": the Corolla went last week)."""
    if c.action != "end" or c.valid_from != observed_at:
        return c
    starts = [
        a.valid_from
        for a in asserted
        if (a.subject, a.predicate) == (c.subject, c.predicate)
        and a.valid_from is not None
        and a.valid_from < observed_at
    ]
    return replace(c, valid_from=max(starts)) if starts else c
