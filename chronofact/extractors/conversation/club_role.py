"""Roles held in clubs, committees and other groups: "I took over as chair of the village hall
committee", "the rowing club voted me in as treasurer", "Tom is captain of the darts team",
"I stepped down as secretary of the allotment society in June".

Such a role is no job: read as an occupation it ended the person's real job (a nurse who
became chair of the residents' association was no longer a nurse). So each group has a slot of
its own, `<group>_role` ("pta_role", "village_hall_committee_role") whose value is the role
("treasurer"): one role per group at a time, and a role in one group never ends a role in
another, nor the job. A role said without any group in the message or the one before is kept
on the plain `role` slot.

This runs last, over every claim the other readers made: the claims they read inside a role
mention (an occupation "chair", a hobby "elected president", a value "me captain") are
dropped, and the role claims take their place. The end of a role is said by "stepped down
as", "resigned as", "no longer", "not ... anymore", "gave up being", "ex-" or "former"; a
successor named beside the end ("Mia took over") holds the role from then. Past ("I was
captain for years") and future or wishes ("I'll be chair next year", "want to be treasurer")
state no current role and give nothing. Bounded: sentences over `MAX_CHARS` are not read; every
pattern is linear.
"""

from __future__ import annotations

import dataclasses
import re
import unicodedata
from datetime import datetime

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.claim import ClaimAction
from chronofact.extractors.claims.sentences import sentence_around, split_sentences
from chronofact.extractors.claims.validity import time_bounds
from chronofact.extractors.conversation.kind_named import KINDS
from chronofact.extractors.conversation.people import names_at
from chronofact.extractors.temporal import extract_temporal

__all__ = ["club_roles", "role_mentions"]

MAX_CHARS = 600
CONFIDENCE = 0.8

_ROLE = (
    r"(?:(?:vice|co|deputy|assistant|acting|club|team)[- ]?\s?)?"
    r"(?:chair(?:man|woman|person)?|president|treasurer|secretary|captain|skipper|"
    r"organi[sz]er|co-?ordinator|conven[eo]r|(?:welfare|safeguarding|press|social|"
    r"membership|fixtures)\s+(?:officer|secretary|rep)|trustee|governor|steward|warden|"
    r"coach|leader|scoutmaster|churchwarden|"
    r"score-?keeper|scorer|time-?keeper|umpire|referee|quiz-?master|librarian|archivist|"
    r"auditor|webmaster|registrar|kit\s+manager|(?:newsletter|magazine)\s+editor|"
    r"(?:tournament|competition|race|musical|artistic)\s+director|"
    r"(?:(?:ordinary|full|life|founding|honorary|committee|paid-up|regular|active|associate)\s+)?"
    r"member)"
)
_GROUP_NOUN = (
    r"(?:committee|club|society|association|PTA|PTO|P\.T\.A\.?|union|fellowship|league|choir|"
    r"band|orchestra|guild|board|council|federation|co-?op|cooperative|lodge|chapter|"
    r"group|squad|troop|pack|parish|church|congregation|team|trust|collective|circle)"
)
_OWNER = r"(?:(?:the|our|my|their|his|her|its|your)\s+)?"
_GROUP_WORDS = (
    r"(?:(?!(?:and|but|or|of|at|in|for|with|to|as|is|are|was|were|am|be|been|our|my|the|their|"
    r"his|her|its|your|a|an|me|i|new|now|just|also|so)\b)[\w'\u2019&.-]+\s+){0,4}"
)
_OF_PLACE = r"(?:\s+of\s+(?-i:[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*){0,2}))?"
"""A group's place or name after "of" ("the Rotary Club of Kandy"), capitalised."""
_GROUP = rf"\b{_OWNER}\b(?P<g>{_GROUP_WORDS}{_GROUP_NOUN}{_OF_PLACE})\b"
_TEAM_ROLES = frozenset(
    ["captain", "skipper", "vice-captain", "vice captain", "co-captain", "coach"]
)
"""The roles a plain "team" is a club's for: "captain of the cricket team", unlike "lead of the
platform team" or "manager of the sales team" (jobs)."""

_ROLE_OF = re.compile(rf"\b(?P<r>{_ROLE})\s+(?:of|for|at|on)\s+{_GROUP}", re.IGNORECASE)
_GROUPS_ROLE = re.compile(
    rf"{_GROUP}(?:['\u2019]s?)?\s+(?:new\s+)?(?P<r>{_ROLE})\b(?!\s+(?:of|for)\b)", re.IGNORECASE
)
_DOER = re.compile(
    rf"\b{_GROUP}\s+(?:has\s+|have\s+|just\s+|finally\s+)*(?:voted|elected|made|appointed|named|"
    rf"picked|chose|co-?opted)\s+me\s+(?:in\s+)?(?:as\s+)?(?:(?:the|their|its|our)\s+)?(?:new\s+)?"
    rf"(?P<r>{_ROLE})\b",
    re.IGNORECASE,
)
_BARE = re.compile(
    rf"\b(?:took\s+over\s+as|stepped\s+(?:up|in|down)\s+as|voted\s+(?:me\s+)?in\s+as|elected\s+"
    rf"(?:me\s+)?(?:as\s+)?|appointed\s+(?:me\s+)?(?:as\s+)?|made\s+me|resigned\s+as|quit\s+as)\s+"
    rf"(?:(?:the|their|its|our)\s+)?(?:new\s+)?(?P<r>{_ROLE})\b(?!\s+(?:of|for|at|on)\s)",
    re.IGNORECASE,
)
_GROUP_ANYWHERE = re.compile(rf"\b{_GROUP}", re.IGNORECASE)
_ANY_ROLE = re.compile(_ROLE, re.IGNORECASE)

_END_BEFORE = re.compile(
    r"\b(?:stepp(?:ed|ing)\s+down|step\s+down|resign(?:ed|ing)?|quit|retir(?:ed|ing)|"
    r"no\s+longer|not\s+(?:the\s+)?|gave\s+up|giving\s+up|handed\s+over|hand(?:ing)?\s+over|"
    r"finished\s+(?:my|his|her|their)\s+(?:term|stint)|ex-?|former|stopped\s+being)\b"
    r"[^.!?;]{0,40}$",
    re.IGNORECASE,
)
_END_AFTER = re.compile(r"^[^.!?;]{0,40}?\b(?:any\s*more|no\s+more)\b", re.IGNORECASE)
_NOT_NOW = re.compile(
    r"\b(?:will|['\u2019]ll|going\s+to|gonna|want(?:s|ed)?\s+to|hope|hoping|might|may|could|"
    r"should|would|['\u2019]d|if|asked\s+(?:me\s+)?(?:if|whether)|thinking\s+about|"
    r"consider(?:ing)?|running\s+for|stand(?:ing)?\s+for|nominated|used\s+to|was|were|"
    r"had\s+been|years\s+ago)\b",
    re.IGNORECASE,
)
"""Before the role in its clause: no role held now (a plan, a wish, a candidacy, a past)."""
_HELD_PAST_OK = re.compile(
    r"\b(?:was|were)\s+(?:just\s+|finally\s+)?(?:voted|elected|made|appointed|named|picked|"
    r"chosen|co-?opted)\b",
    re.IGNORECASE,
)
_FIRST_PERSON = re.compile(
    r"\b(?:I|I['\u2019]m|I['\u2019]ve|me|myself)\b|^\s*(?:Just\s+)?"
    r"(?:took|stepped|got|became|been)\b"
)
_CLAUSE_START = re.compile(r"[,;:]\s+|\s+(?:and|but|so|also)\s+", re.IGNORECASE)
_SUCCESSOR = re.compile(
    r"\b(?P<n>[A-Z][a-z]+)\s+(?:has\s+|is\s+)?(?:took|taken|taking|takes)\s+over\b|"
    r"\b(?P<n2>[A-Z][a-z]+)\s+(?:replaced|replaces|has\s+replaced)\s+me\b"
)
_NOT_PEOPLE = frozenset(["The", "Our", "My", "They", "We", "She", "He", "It", "Also", "And"])


@dataclasses.dataclass(frozen=True)
class RoleMention:
    """A role in a group said in a message: where (message offsets), the role, the group
    (None: not said) and whether it ends."""

    start: int
    end: int
    role: str
    group: str | None
    ends: bool
    now: bool = True  # False: a past, a plan or a wish (no claim, but no job read from it)


def _norm_role(role: str) -> str:
    return re.sub(r"\s+", " ", role.lower()).replace("vice ", "vice-")


def _norm_group(group: str) -> str:
    words = re.sub(r"['\u2019]s?$", "", group.strip()).split()
    return " ".join(words)  # as said: "Karşıyaka running club", "PTA"


def _fuller(group: str | None, sentence: str, previous: str) -> str | None:
    """A group said by its kind alone ("club captain") by the fuller name said for it in the
    sentence or the message before ("our cricket club"), else as said."""
    if group is None or len(group.split()) > 1:
        return group
    for said in (sentence, previous):
        for m in _GROUP_ANYWHERE.finditer(said):
            name = m.group("g")
            if len(name.split()) > 1 and name.split()[-1].lower() == group.lower():
                return name
    return group


_PLAIN_LETTERS = str.maketrans(
    {
        "ı": "i",
        "ł": "l",
        "Ł": "L",
        "ø": "o",
        "Ø": "O",
        "đ": "d",
        "ß": "ss",
        "æ": "ae",
        "œ": "oe",
        "þ": "th",
        "ð": "d",
    }
)
"""Letters with no decomposition to a plain one ("Karşıyaka" -> "karsiyaka")."""


def slot_of(group: str | None) -> str:
    """The slot of a role in `group`: "village hall committee" -> "village_hall_committee_role";
    no group: "role"."""
    if not group:
        return "role"
    plain = group.translate(_PLAIN_LETTERS)
    folded = unicodedata.normalize("NFKD", plain).encode("ascii", "ignore").decode()
    return re.sub(r"[^0-9a-z]+", "_", folded.lower()).strip("_") + "_role"


def _clause_head(sentence: str, at: int) -> int:
    """Where the clause holding offset `at` of `sentence` starts."""
    start = 0
    for m in _CLAUSE_START.finditer(sentence, 0, at):
        start = m.end()
    return start


def role_mentions(text: str, previous: str = "") -> list[RoleMention]:
    """The roles in groups said in `text` (`previous`: the message before, for a group said
    there: "AGM at the allotment society last night" / "they voted me in as treasurer")."""
    out: list[RoleMention] = []
    for s_start, s_end in split_sentences(text):
        sentence = text[s_start:s_end]
        if len(sentence) > MAX_CHARS:
            continue
        found: list[tuple[int, int, str, str | None]] = []
        for pattern in (_DOER, _ROLE_OF, _GROUPS_ROLE, _BARE):
            for m in pattern.finditer(sentence):
                if any(a < m.end() and m.start() < b for a, b, _, _ in found):
                    continue
                role = _norm_role(m.group("r"))
                group = m.groupdict().get("g")
                if group is None:
                    near = _GROUP_ANYWHERE.search(sentence) or _GROUP_ANYWHERE.search(previous)
                    group = near.group("g") if near else None
                group = _fuller(group, sentence, previous)
                if group and group.split()[-1].lower() == "team" and role not in _TEAM_ROLES:
                    continue  # "lead of the platform team": a job
                found.append((m.start(), m.end(), role, _norm_group(group) if group else None))
        for start, end, role, group in found:
            head = _clause_head(sentence, start)
            before = sentence[head:start]
            ends = bool(_END_BEFORE.search(before)) or bool(_END_AFTER.match(sentence[end:]))
            now = ends or not _NOT_NOW.search(before) or bool(_HELD_PAST_OK.search(before))
            out.append(RoleMention(s_start + start, s_start + end, role, group, ends, now))
    return out


_SUBJECTLESS = re.compile(
    r"(?:(?:also|just|finally|and|so|oh|well|anyway|officially|recently|now|not|no\s+longer|got|"
    r"get|became|become|been|took\s+over\s+as|stepped\s+(?:up|in|down)\s+as|resigned\s+as|"
    r"elected|voted\s+in\s+as|appointed|made|the|new|update:?|news:?|[-,!:])\s*)*",
    re.IGNORECASE,
)
"""A clause with no subject before the role ("Got elected president of the chess club",
"Not the treasurer of the choir anymore"): in chat, the speaker's."""


def _holder(
    message: Message, sentence_start: int, mention: RoleMention, claims: list[Claim]
) -> str | None:
    """Who holds the role: a person named in the clause before it (after any "I"), else the
    speaker for the first person ("voted me in as") or a clause with no subject, else the
    subject another reader gave a claim there."""
    text = message.text
    at = mention.start - sentence_start
    head = sentence_start + _clause_head(text[sentence_start : mention.start], at)
    before = text[head : mention.start]
    said = before + text[mention.start : mention.end]
    last_first = max((m.end() for m in _FIRST_PERSON.finditer(said)), default=-1)
    named = [
        n.name
        for where, n in names_at(before)
        if where > last_first and n.name not in _NOT_PEOPLE and n.name != message.speaker
    ]
    overlapping = [
        c.subject
        for c in claims
        if c.span[0] < mention.end and mention.start < c.span[1] and c.subject != message.speaker
    ]
    if named:
        return overlapping[0] if overlapping else named[-1]
    if last_first >= 0 or _SUBJECTLESS.fullmatch(before):
        return message.speaker
    if re.fullmatch(r"\s*as\s*", before, re.IGNORECASE) and re.match(
        r"\s*,?\s*(?:I\b|I['\u2019]|i\s|my\b)", text[mention.end :]
    ):
        return message.speaker  # "As club captain, I spend ...", "as captain of it i get ..."
    return overlapping[0] if overlapping else None


def _inside(claim: Claim, mention: RoleMention, text: str) -> bool:
    """A claim another reader read inside the role mention (its value is words of it)."""
    if not (claim.span[0] < mention.end and mention.start < claim.span[1]):
        return False
    value = (claim.object or claim.value or "").lower()
    said = text[mention.start : mention.end].lower()
    return not value or value in said or any(w in said for w in value.split() if len(w) > 3)


def club_roles(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the roles in groups of the message read as `<group>_role` claims, and the
    claims read inside them dropped (see the module docstring)."""
    text = message.text
    if not _ANY_ROLE.search(text):
        return claims
    previous = message.previous.text[:MAX_CHARS] if message.previous is not None else ""
    mentions = role_mentions(text, previous)
    if not mentions:
        return claims
    # a choir or a place of worship named as the group stays beside the role in it
    kept = [
        c for c in claims if c.predicate in KINDS or not any(_inside(c, m, text) for m in mentions)
    ]
    added: list[Claim] = []
    for mention in (m for m in mentions if m.now):
        s_start, sentence_end = sentence_around(text, mention.start)
        who = _holder(message, s_start, mention, claims)
        if who is None:
            continue
        when = _when(message, s_start, sentence_end)
        added.append(
            _claim(who, mention, when, "end" if mention.ends else "assert", (s_start, mention.end))
        )
        if mention.ends:
            follower = _SUCCESSOR.search(text, mention.end, sentence_end + 80)
            if follower is not None:
                name = follower.group("n") or follower.group("n2")
                if name not in _NOT_PEOPLE:
                    added.append(_claim(name, mention, when, "assert", follower.span()))
    return kept + added


def _when(message: Message, start: int, end: int) -> datetime:
    mentions = extract_temporal(message.text[start:end], message.observed_at)
    valid_from, _ = time_bounds(mentions, onset=True)
    return valid_from or message.observed_at


def _claim(
    who: str, mention: RoleMention, when: datetime, action: ClaimAction, span: tuple[int, int]
) -> Claim:
    slot = slot_of(mention.group)
    place = f" of the {mention.group}" if mention.group else ""
    said = f"{who} is {mention.role}{place}"
    return Claim(
        subject=who,
        predicate=slot,
        object=None,
        value=mention.role,
        polarity=True,
        valid_from=when,
        valid_to=None,
        span=span,
        statement=f"no longer: {said}" if action == "end" else said,
        confidence=CONFIDENCE,
        action=action,
    )
