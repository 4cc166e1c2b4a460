"""An employer said in passing, by being taken on or by the work done there: "Glanbia took me
on", "thrilled to be joining the CVS Health pharmacy team", "Bilal's joining bonus from Jazz
finally came through", "I can't cover the Saturday shift at dm-drogerie markt" (`works_at`).

The readers read an employer from "work at / for", "started at", "first day at", "offered me
the job"; being taken on, a joining bonus or a shift at a place was read as nothing, or as a
longer value ("works at packed in Kerry Group") or another slot ("pharmacy CVS"). Here:

- "<Org> took me / him / her on", "<Org> (has) hired / taken on me";
- "(I'm / thrilled / excited / proud / happy to be) joining (the) <Org> (team / family / crew
  / squad / office / as ...)", in the first person;
- "<who>'s joining / signing / welcome bonus from <Org>";
- "(my / the / a) (<day>) shift at <Org>", "(cover / do / pick up / work) (the / my) ... shift
  at <Org>";
- the papers and passes of one's work: "my <Org> expenses form / payslip / staff discount /
  badge / induction / timesheet" (also in a question: "can you check my Deloitte payslip?");
- a remark on one's working day opening a sentence: "Long day at Equinor again", "Rough
  week at Tesco" (the speaker's; not "... with the kids");
- a party of one's work: "the Skyscanner Christmas do", "our Arup summer party";
- being sent away by it: "<Org> is sending / posted me / him / her to ...", "him" or "her"
  the one whose name opens the sentence ("Kemi can't make it, MTN is sending her to Kigali").

An organisation is a run of one to four capitalised words, or a brand written in lower case
with a hyphen ("dm-drogerie markt"); never a call or a tool of meetings ("Joining the Zoom
call"), a club or a crowd joined ("the Arsenal supporters club"), a relative, a titled person
("Prof. Lungu took me on"), or someone joined for a while ("joining Sarah for lunch"). Whose:
the speaker for I, me, my; a name or a relative before "'s joining bonus"; "him" or "her" is
left to the readers that know who (but for the one sent away). Not in a question or a plan
(but for the papers of one's work). A workplace read already with
the organisation's name stays; other claims of the sentence on a workplace slot, and claims of
the organisation's words on another slot, give way. One employer per message, the first said.
Pure; each pattern bounded and searched once over at most `_READ_CHARS` of the message
(linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES, KIN_ALONE, WEEKDAYS
from chronofact.extractors.conversation.people import person_said
from chronofact.extractors.conversation.statements import named_claim

__all__ = ["employers_said"]

_SLOT = "works_at"
_WORK_SLOTS = frozenset({"works_at", "employer"})
_READ_CHARS = 1200
_CAP_WORD = r"(?-i:[A-Z][\w&'\u2019.]*(?:-[\w&.]+)*)"
_ORG = (
    rf"(?P<org>{_CAP_WORD}(?:\s+(?:{_CAP_WORD}|&|of)(?=\s|$|[,.!?;:])){{0,3}}"
    r"|(?-i:[a-z]+-[a-z]+(?:\s+[a-z]+)?))"
)
_TOOLS = frozenset(
    {"zoom", "teams", "slack", "meet", "google meet", "whatsapp", "discord", "skype", "webex"}
)
_TAKEN_ON = re.compile(
    _ORG + r"\s+(?:(?:has|have|just|finally)\s+)?(?:took|taken|take)\s+(?P<who>me|him|her)\s+on\b"
    r"(?!\s+(?:a|an|the|board|my|his|her|as\s+(?:a|an)\s+(?:student|mentee|apprentice|phd))\b)"
    r"|" + _ORG.replace("(?P<org>", "(?P<org2>") + r"\s+(?:(?:has|have|just|finally)\s+)?"
    r"hired\s+(?P<who2>me|him|her)\b"
)
_JOINING = re.compile(
    r"\b(?:I['\u2019]m|I\s+am|I['\u2019]ll\s+be|to\s+be|I\s+will\s+be|am|officially)\s+joining\s+"
    r"(?:the\s+)?" + _ORG,
    re.IGNORECASE,
)
_ON_THE_TEAM = re.compile(
    r"\bI(?:['\u2019]m|\s+am|\s+work|\s+now\s+work|['\u2019]ve\s+been)\s+(?:working\s+)?"
    r"(?:on|in|with)\s+the\s+" + _ORG + r"(?=\s+(?:team|squad|crew)\b)",
    re.IGNORECASE,
)
"""One's team said by its organisation's name ("I work on the Google Maps team now"); a
department's name is no organisation (`_DEPARTMENTS`)."""
_DEPARTMENTS = frozenset(
    {
        *("finance", "sales", "marketing", "hr", "it", "legal", "ops", "operations", "product"),
        *("design", "data", "engineering", "support", "accounts", "admin", "research"),
        *("security", "platform", "growth", "payments", "infrastructure", "analytics"),
        *("compliance", "procurement", "comms", "communications", "customer", "success"),
        *("service", "services", "people", "talent", "brand", "content", "creative", "strategy"),
        *("risk", "treasury", "tax", "audit", "quality", "logistics", "supply", "chain", "field"),
        *("partnerships", "business", "development", "devops", "qa", "mobile", "web", "backend"),
        *("frontend", "ml", "ai", "trust", "safety", "care", "experience", "team"),
    }
)
_BONUS = re.compile(
    r"(?:(?<![\w'\u2019])(?P<who>(?-i:[A-Z][a-z]+))['\u2019]s|\b(?P<my>my))\s+"
    r"(?:joining|signing|sign-on|welcome|relocation)\s+bonus\s+from\s+(?:the\s+)?" + _ORG,
    re.IGNORECASE,
)
_SHIFT = re.compile(
    r"\b(?:my|the|a|an|this|that|every)\s+(?:(?:" + "|".join(WEEKDAYS) + r"|night|late|early|day|"
    r"morning|evening|weekend|double|twelve-hour|\d{1,2}-hour)\s+)?shifts?\s+at\s+(?:the\s+)?"
    + _ORG,
    re.IGNORECASE,
)  # fmt: skip
_WORK_PAPERS = re.compile(
    r"\b(?P<who>my|our)\s+" + _ORG + r"\s+(?:expenses?(?:\s+(?:form|claim|report|system))?|"
    r"payslips?|pay\s+slips?|staff\s+(?:badge|pass|discount|id|card|portal)|badge|lanyard|"
    r"onboarding|induction|timesheets?|work\s+(?:laptop|email|phone)|security\s+pass|"
    r"employee\s+(?:id|number|portal|discount))\b",
    re.IGNORECASE,
)
"""The papers and passes of one's work named by the employer ("my Stripe expenses form", "my
Aldi staff discount", "our Deloitte timesheets")."""
_SENDING = re.compile(
    _ORG + r"\s+(?:is|are|'s|\u2019s|has|have)?\s*(?:sending|sent|flying|posting|posted|"
    r"seconding|seconded)\s+(?P<who>me|him|her)\s+(?:to|on|for|out)\b",
    re.IGNORECASE,
)
"""An employer sending someone away for work ("MTN is sending her to Kigali for a leadership
training", "Shell posted him to Lagos")."""
_WORK_DAY = re.compile(
    r"(?:^|(?<=[.!?])\s+|(?<=\n))\s*(?:(?:another|a|such\s+a|what\s+a)\s+)?"
    r"(?:(?:long|busy|rough|hard|crazy|manic|mad|hectic|stressful|brutal|slow|quiet|intense|"
    r"exhausting|draining|insane|nightmare)\s+(?:day|week|morning|night|shift)\s+at\s+)"
    + _ORG
    + r"(?![\w'\u2019&-])(?!\s+(?:with|for|visiting|watching|seeing)\b)",
    re.IGNORECASE,
)
"""A remark on one's working day opening a sentence ("Long day at Equinor again, the quarterly
reporting never ends", "Rough week at Tesco"): the speaker's workplace; not a place one
visits ("at the Royal Free", "at Disneyland with the kids")."""
_WORK_PARTY = re.compile(
    r"\b(?:the|our|my)\s+" + _ORG + r"\s+(?:Christmas|Xmas|summer|holiday|end[\s-]of[\s-]year|"
    r"Easter|Diwali|Eid|New\s+Year|winter|spring|annual|awards|leaving|team|staff|office)\s+"
    r"(?:do|party|drinks|bash|night\s+out|away\s*day|offsite)\b",
    re.IGNORECASE,
)
"""A party of one's work named by the employer ("back from the Skyscanner Christmas do")."""
_CLAUSE_END = re.compile(r"[,.!?;]")
_NAME_OPENS = re.compile(r"\s*(?P<name>(?-i:[A-Z][a-z]+))\b(?!['\u2019]s)")
"""A name opening the sentence: whom "him" or "her" after it stands for ("Kemi can't make it,
MTN is sending her to Kigali")."""
_ASKED_OR_PLANNED = re.compile(
    r"\?|\b(?:might|maybe|thinking\s+(?:of|about)|considering|if\s+I|would|should\s+I|applied|"
    r"applying)\b",
    re.IGNORECASE,
)
_NOT_WORK_AFTER = re.compile(
    r"\s+(?:supporters|fans?|club|society|choir|league|gym|class|classes|book|waitlist|"
    r"wait\s+list|queue|call|meeting|chat|community|group\s+chat|mailing|newsletter|"
    r"challenge|run|race|march|protest|trip|tour)\b",
    re.IGNORECASE,
)
"""Words after the name that say it is no workplace ("the Arsenal supporters club")."""
_JOINED_AFTER = re.compile(
    r"\s+(?:for|on|at|tonight|tomorrow|later|this|next|and\s+(?-i:[A-Z])[a-z]+\s+(?:for|at|in|on))\b",
    re.IGNORECASE,
)
"""Words after a name joined that say a person is joined for a while ("joining Sarah for
lunch")."""
_NO_ORG = frozenset(CAPITALISED_NOT_NAMES) | {"The", "A", "My", "Our", "This", "That", "They"}
_TITLES = frozenset({"prof", "prof.", "dr", "dr.", "mr", "mr.", "mrs", "mrs.", "ms", "ms.", "miss"})


def _org(raw: str) -> str | None:
    """The organisation as said, without small words at its end; None for a tool of calls or a
    word that names nothing."""
    words = raw.split()
    while words and words[-1].casefold() in {"of", "and", "&"}:
        words.pop()
    org = " ".join(words).strip(" .,'\u2019")
    if not org or org in _NO_ORG or org.casefold() in _TOOLS or words[0] in WEEKDAYS:
        return None
    if org.casefold() in KIN_ALONE or words[0].casefold() in _TITLES or words[0] in _NO_ORG:
        return None  # "joining Mum in Spain", "Prof. Lungu took me on"
    return org


def _found(message: Message, text: str) -> tuple[str, str, tuple[int, int]] | None:
    """(whose, organisation, span) of the first employer said, or None."""
    best: tuple[int, str, str, tuple[int, int]] | None = None
    for pattern in (
        _TAKEN_ON,
        _JOINING,
        _ON_THE_TEAM,
        _BONUS,
        _SHIFT,
        _WORK_PAPERS,
        _SENDING,
        _WORK_DAY,
        _WORK_PARTY,
    ):
        for m in pattern.finditer(text):
            group = "org2" if m.groupdict().get("org2") else "org"
            org = _org(m.group(group))
            said = m.groupdict().get("who") or m.groupdict().get("who2") or ""
            who = person_said(message.speaker, said)  # "him" / "her": whose is not said
            if org is None or (pattern is _ON_THE_TEAM and _departmental(org)):
                continue
            lo, hi = sentence_around(text, m.start())
            if pattern is _WORK_DAY or pattern is _WORK_PARTY:
                who = message.speaker
            if pattern is _SENDING and who is None:
                who = _sentence_opener(message, text, lo, m.start())
            if pattern in (_WORK_DAY, _WORK_PARTY):  # a remark: its own clause is read
                stop = _CLAUSE_END.search(text, m.end(), hi)
                hi = stop.start() if stop is not None else hi
            if not who or (pattern is not _WORK_PAPERS and _ASKED_OR_PLANNED.search(text, lo, hi)):
                continue  # "help me fill in my Stripe expenses form?" says whose it is still
            if _NOT_WORK_AFTER.match(text, m.end(group)):
                continue  # "joining the Arsenal supporters club", "the Zoom call"
            if pattern is _JOINING and _JOINED_AFTER.match(text, m.end(group)):
                continue  # "joining Sarah for lunch"
            span = (m.start(group), m.start(group) + len(org))
            if best is None or m.start() < best[0]:
                best = (m.start(), who, org, span)
            break
    return None if best is None else best[1:]


def _departmental(org: str) -> bool:
    """A team's name made of a department's words ("the Data Platform team")."""
    return all(word.casefold() in _DEPARTMENTS for word in org.split())


def _sentence_opener(message: Message, text: str, start: int, end: int) -> str | None:
    """The one name opening the sentence before `end`, not the speaker's, whom a "him" or
    "her" after it stands for; None when none opens it."""
    m = _NAME_OPENS.match(text, start, end)
    if m is None or m.group("name") in _NO_ORG or m.group("name") == message.speaker:
        return None
    return person_said(message.speaker, m.group("name"))  # "Mum": the speaker's mom


def _gives_way(claim: Claim, org: str, sentence: tuple[int, int]) -> bool:
    """A workplace read in the sentence, or a claim of the organisation's words."""
    value = str(claim.object or claim.value or "").casefold()
    in_sentence = sentence[0] <= claim.span[0] < sentence[1]
    if claim.predicate in _WORK_SLOTS:
        return in_sentence
    folded = org.casefold()
    # "Aldi staff" of "my Aldi staff discount": the organisation's words and one more
    return in_sentence and bool(value) and (value in folded or value.startswith(folded + " "))


def employers_said(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with an employer said in passing (see the module docstring)."""
    text = message.text[:_READ_CHARS]
    if message.speaker is None:
        return claims
    found = _found(message, text)
    if found is None:
        return claims
    who, org, span = found
    if any(
        c.predicate in _WORK_SLOTS and org.casefold() in str(c.object or "").casefold()
        for c in claims
    ):
        return claims  # "works at Amazon warehouse" read already
    sentence = sentence_around(text, span[0])
    kept = [c for c in claims if not _gives_way(c, org, sentence)]
    return [*kept, named_claim(who, _SLOT, org, "assert", message.observed_at, span)]
