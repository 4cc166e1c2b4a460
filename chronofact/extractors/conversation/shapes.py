"""Lasting states said in a fixed everyday shape that the frames and the generic reader miss
(the subject, the verb or the slot noun left out, or the value in an aside):

- a role with the subject left out: "Been a <title> at <org> for a year" (as "I've been ..."),
  "currently a <title> at <org>",
  "still at <Org>" (as "I'm still at ...");
- a status word alone: "Still single", "married, two kids" (as "I'm single"); a divorce said
  to be through: "The divorce went through in August" (as "we divorced");
- a person in an aside after a role noun: "I see a <role>, Dr. <Name>, ..." (the role's slot);
- a course through a school: "doing an apprenticeship through <College>" (studies_at);
- free time said to be about an activity: "my weekends are all about <activity>" (hobby);
- a team cheered: "<Team> all the way", "<Team> till I die" (supports_team);
- a device things are tracked with: "I log my rides with a <Product>" (uses_device);
- an activity said to be someone's thing: "my weekend thing is X", "X is my thing" (hobby);
- a home named in passing: "my apartment in Osaka is tiny", or a place said to be home:
  "Mexico City has been home since March" (lives_in);
- the work one leads said as what one's job is: "my main thing at work is leading X" (project);
- an employer said in passing: "Ten years at Allegro and counting", "work's been mad busy at
  Ryanair", "first payslip from CaixaBank landed", "night shifts at St John's" (works_at);
- a place said as where one works, lives or studies: "Honda is where I work now".

Each shape but the last is anchored at the clause start; all are fixed in their words, so
small talk that only looks alike ("Been a long week", "my weekend was all about cleaning",
"I see a lot of my friends") states nothing. Patterns use single quantifiers over character
classes (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.change_words import word_set
from chronofact.extractors.conversation import special
from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.frame_match import match_frames
from chronofact.extractors.conversation.lexicon import category_slot, role_predicate
from chronofact.extractors.conversation.trim import learnt_thing, trim_object

__all__ = ["PAST_VERB_START", "lasting_shape", "together"]

PAST_VERB_START = re.compile(
    r"[A-Z][a-z]{2,}(?<!e)ed\s+(?:my|our|his|her|their|the|all|over|everything)\b"
)
"""A clause opened by a capitalised past verb and its object ("Shifted my savings to X",
"Moved everything over"): the subject is left out, the word is no name ("Fred", "Ahmed"
end in -ed but are not followed by "my"/"the")."""

_BEEN = re.compile(
    r"(?:been|still|currently)\s+(?:working\s+as\s+)?(?=(?:a|an)\s|(?-i:at\s+[A-Z]))",
    re.IGNORECASE,
)
_STATUS_ALONE = re.compile(
    r"(?:(?:officially|newly)\s+)?"
    r"(?:single|married|engaged|divorced|separated|widowed|vegan|vegetarian|pescatarian)"
    r"(?=\s*(?:[,.!?]|$|(?:and|since|for|now|again|these|still)\b))",
    re.IGNORECASE,
)
_DIVORCE_FINAL = re.compile(
    r"(?:the|my|our)\s+divorce(?:\s+(?:papers|paperwork|decree))?\s+"
    r"(?:has\s+|have\s+|is\s+|are\s+|was\s+|were\s+|finally\s+|just\s+)*(?:went\s+through|"
    r"gone\s+through|came\s+through|come\s+through|finali[sz]ed|final|official|done|"
    r"granted|settled)\b",
    re.IGNORECASE,
)
"""A divorce said to be through ("The divorce went through in August", "the divorce papers came
through"), not one under way ("the divorce is dragging on", "my divorce lawyer"); the speaker's
(not "her divorce")."""
_NAME = r"(?:(?:Dr|Mr|Ms|Mrs|Prof)\.?\s+)?[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*)?"
_ASIDE_ROLE = re.compile(
    r"(?:I\s+|[Ww]e\s+)?(?:see|visit|go\s+to|have|use|got|found)\s+(?:a|an|my|our)\s+(?:new\s+)?"
    r"(?P<role>[a-z]+)\s*,\s*(?P<n>" + _NAME + r")\s*(?:,|$|[.!])",
)
_SERVICE_ROLES = frozenset({"doctor", "dentist", "therapist", "vet", "coach", "trainer", "tutor"})
_MEDICAL = re.compile(r"[a-z]+(?:ologist|iatrist|therapist|physio|opath|ician)$")
"""A medical role the lexicon does not list ("dermatologist", "podiatrist"): a doctor."""
_COURSE = re.compile(
    r"(?:I'm\s+|I\s+am\s+|I've\s+been\s+|am\s+)?(?:doing|on|taking|starting|halfway\s+through)"
    r"\s+(?:a|an|my)\s+(?:[\w-]+\s+){0,2}?(?P<c>apprenticeship|degree|masters|master's|phd|"
    r"diploma|course|traineeship|bootcamp|foundation\s+year|btec|nvq|hnd)\s+"
    r"(?:through|at|with|from)\s+(?P<o>(?:the\s+)?[A-Z][^,;]*)",
    re.IGNORECASE,
)
_FREE_TIME = re.compile(
    r"(?:my|our)\s+(?:weekends|evenings|mornings|nights|days\s+off|free\s+time|spare\s+time|"
    r"sundays|saturdays)\s+(?:are|is)\s+(?:mostly\s+|usually\s+)?(?:all\s+about|spent)\s+"
    r"(?P<a>[a-z][^,;]*)"
    r"|(?:(?:my|our)\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+|weekend\s+)"
    r"(?:mornings|afternoons|evenings|nights)\s+(?:are|is)\s+(?:mostly\s+|usually\s+|always\s+)?"
    r"(?:all\s+about|spent|for)\s+(?P<f>[a-z][^,;]*?)(?:\s+with\s+[^,;]*)?[.!]*$"
    r"|(?:(?:my|our)\s+)?(?:weekends|evenings|mornings|nights|(?:mon|tues|wednes|thurs|fri|satur|"
    r"sun)days)\s+(?:are|is)\s+(?:now\s+|mostly\s+|usually\s+|all\s+)?(?:for|about|spent)\s+"
    r"(?P<g>[a-z][^,;]*?)(?:\s+(?:now|these\s+days|nowadays|instead))?[.!]*$"
    r"|(?:(?:my|our)\s+)?(?:(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend)\s+)?"
    r"(?:weekends|evenings|mornings|afternoons|nights|(?:mon|tues|wednes|thurs|fri|satur|sun)days)"
    r"\s+(?:are|is)\s+(?:now\s+|mostly\s+|usually\s+|all\s+)?(?!(?:for|about|spent)\b)"
    r"(?P<h>[a-z][\w-]*(?:\s+(?!(?:now|these|nowadays|instead|with|at|in)\b)[a-z][\w-]*)?)"
    r"(?=\s*(?:[.!;,]|$|(?:now|these\s+days|nowadays|instead|with|at|in)\b))",
    re.IGNORECASE,
)
"""Free time said to be about an activity: "my weekends are all about climbing", "Sunday
mornings are for five-a-side with the lads" (a day's part, said of what it is for), "Tuesdays
are for climbing now", "weekends are for gardening now"; without "for" only a known pastime
("Sunday mornings are padel with three friends", "Thursday nights are pub quiz now")."""
_NOT_PASTIMES = word_set(
    "family friends rest resting sleep sleeping work chores church lie-ins meetings errands admin "
    "laundry cleaning shopping shop groceries homework studying revision emails overtime housework"
)
_CHEER = re.compile(
    r"(?P<o>[A-Z][\w.'\u2019-]*(?:\s+[A-Z][\w.'\u2019-]*){0,2})\s*,?\s+"
    r"(?:all\s+the\s+way|till\s+I\s+die|until\s+I\s+die|forever|for\s+life|"
    r"through\s+and\s+through)[^\w]*$"
)
_TRACKED = re.compile(
    r"(?:I\s+|[Ww]e\s+)?(?:track|log|record|measure|monitor|count)\s+(?:all\s+)?(?:my|our)\s+"
    r"(?:[\w-]+\s+){1,2}?(?:with|on|using)\s+(?:(?:a|an|my|our|the)\s+)?(?P<o>[A-Z][^,;]*)"
)
"""A device named as what a person tracks things with ("I log my rides with a Wahoo")."""
_HOME_IN = re.compile(
    r"(?:\b[Mm]y|\b[Oo]ur|(?:^|(?<=[,;.!] )|(?<=\bin )|(?<=\binto )|(?<=\bto ))"
    r"[Tt]he(?=\s+new\s))\s+"
    r"(?:(?:tiny|little|small|new|own|lovely|cosy|cozy|big|rented|shared)\s+)?"
    r"(?:apartment|flat|house|home|condo|studio|place)\s+(?:here\s+)?in\s+"
    r"(?P<p>[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*)?"
    r"|(?!(?:the|town|city|centre|center|suburbs|here|there)\b)[a-z]{3,}(?=\s+(?:is|has|was)\b))"
)
"""Where the speaker lives, said of their home in passing: "my apartment in Osaka is tiny", "me
and Biscuit in our tiny flat in Utrecht", "the new flat in Matosinhos is tiny" at a clause's
start or after "in / into / to" in a clause the speaker does ("Slept my first night in the
new flat in Córdoba") (not an old, holiday or someone else's home: only the listed words may
stand between "my" and the home); in lower-case chat a one-word place before "is"/"has"/"was" ("my
apartment in osaka is tiny") is taken too, capitalised."""
_SPEAKER_DOES = re.compile(
    r"\s*(?:(?:i|we|i['\u2019]m|we['\u2019]re|i['\u2019]ve|we['\u2019]ve|im|ive)\b|"
    r"(?:got|spent|slept|finally|just)\b|[a-z]+(?:ed|ing)\b)",
    re.IGNORECASE,
)
"""A clause the speaker does without another subject before "in the new flat in X": "Slept my
first night in the new flat in Córdoba", "Moving boxes into the new flat in Leith"."""
_MY_THING = re.compile(
    r"(?:my|our)\s+(?:(?:new|latest|main|current)\s+)?(?:weekend|evening|weekday|summer|winter|"
    r"after-?work|free-?time|spare-?time|sunday|saturday)?\s*(?:thing|obsession|hobby)\s+"
    r"(?:is|=|these\s+days\s+is|lately\s+is)\s+(?P<a>[a-z][^,;]*)"
    r"|(?P<b>[A-Za-z][\w-]*(?:\s+[a-z][\w-]*)?)(?P<where>\s+(?:at|in|on|with)\s+[^,;]{1,40}?)?"
    r"\s+(?:is|has\s+become)\s+(?:now\s+|totally\s+|"
    r"really\s+)?(?:my|our)\s+(?:new\s+)?(?:weekend\s+|evening\s+)?(?:thing|obsession|instrument)\b",
    re.IGNORECASE,
)
"""An activity said to be someone's thing: "my weekend thing is pottery", "Knitting is my
thing on weekends" (a hobby); not "this is my thing" (`_NOT_ACTIVITIES`)."""
_TAKES_MY_TIME = re.compile(
    r"(?P<a>[A-Za-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:has|have|'s)\s+(?:completely\s+|totally\s+|"
    r"basically\s+|kind\s+of\s+|sort\s+of\s+|really\s+|just\s+)?(?:taken\s+over|eaten(?:\s+up)?|"
    r"swallowed)\s+(?:all\s+(?:of\s+)?)?(?:my|our)\s+(?:free\s+time|spare\s+time|weekends|"
    r"evenings|life|summer|mornings|nights)\b"
    r"|(?P<b>[A-Za-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:eats|takes\s+up|fills)\s+(?:all\s+(?:of\s+)?)?"
    r"(?:my|our)\s+(?:free\s+time|spare\s+time|weekends|evenings)\b",
    re.IGNORECASE,
)
"""A known pastime said to fill one's free time: "Street photography has completely taken over
my free time", "Bouldering has eaten my weekends" (the activity must be a known pastime)."""
_NOT_ACTIVITIES = word_set(
    "it this that he she they what which there here who something everything nothing "
    "sarcasm coffee tea food"
)
_NOT_TEAMS = frozenset({"I", "We", "You", "It", "This", "That", "Love", "Friends", "Us"})


def lasting_shape(body: str) -> list[Finding]:
    """Findings of a clause body (fillers skipped) said in one of the module's shapes, with
    the speaker as subject; [] for any other clause."""
    m = _BEEN.match(body)
    if m:
        said = re.split(r"[,;]", body[m.end() :], maxsplit=1)[0]  # "..., long hours"
        found = special.after_copula(said, m.end(), True)
        return [f for f in found if f.predicate in ("occupation", "works_at")]
    if _STATUS_ALONE.match(body):
        return special.after_copula(body, 0, False)
    m = _DIVORCE_FINAL.match(body)
    if m:  # "The divorce went through in August": as "we divorced"
        return special.breakup("divorced", m.end() - len("divorced"), None)
    found = _aside_role(body) or _course(body) or _free_time(body) or _my_thing(body)
    found = found or _cheer(body)
    found = found or _tracked(body) or _home_in(body) or _home_named(body)
    return found or _main_work(body) or _work_at(body) or _where_i(body) or _title_at(body)


def _aside_role(body: str) -> list[Finding]:
    m = _ASIDE_ROLE.match(body)
    if m is None:
        return []
    role = m.group("role")
    slot = role_predicate(role) or ("doctor" if _MEDICAL.match(role) else None)
    if slot not in _SERVICE_ROLES:
        return []
    return [Finding(slot, m.group("n").rstrip("."), "assert", m.end("n"))]


def _course(body: str) -> list[Finding]:
    m = _COURSE.match(body)
    if m is None:
        return []
    school = trim_object(m.group("o"))
    return [Finding("studies_at", school, "assert", m.end())] if school else []


def _free_time(body: str) -> list[Finding]:
    m = _FREE_TIME.match(body)
    if m is None:
        return []
    if m.group("h"):
        return _pastime_named(m.group("h"), m.end())
    activity = trim_object(m.group("a") or m.group("f") or m.group("g"))
    if m.group("g"):  # "pottery class", "Bharatanatyam practice": the pastime itself
        activity = re.sub(r"\s+(?:practice|sessions?|training)$", "", activity, flags=re.I)
        activity = learnt_thing("hobby", activity)
    if not activity or len(activity.split()) > 4 or activity.split()[-1] in _NOT_PASTIMES:
        return []
    return [Finding("hobby", activity, "assert", m.end(), literal=True)]


def _pastime_named(activity: str, end: int) -> list[Finding]:
    """A hobby when the words are a known pastime ("padel", "pub quiz", "wild swimming"), an
    instrument played when they name one ("sitar practice", "the piano")."""
    activity = re.sub(r"^(?:the|a|an)\s+|\s+(?:practice|lessons?)$", "", activity.strip().lower())
    slot = category_slot(activity) if activity else None
    if slot not in ("hobby", "learning_instrument"):
        return []
    return [Finding(slot, activity, "assert", end, literal=True)]


def _my_thing(body: str) -> list[Finding]:
    taken = _TAKES_MY_TIME.match(body)
    if taken is not None:
        return _pastime_named(taken.group("a") or taken.group("b"), taken.end())
    m = _MY_THING.match(body)
    if m is None:
        return []
    if category_slot((m.group("a") or m.group("b") or "").lower()) == "learning_instrument":
        return _pastime_named(m.group("a") or m.group("b") or "", m.end())  # "Piano is my thing"
    if m.group("where"):  # "Rock climbing at the gym in Brno is my thing": a known pastime
        return _pastime_named(m.group("b"), m.end())
    activity = trim_object((m.group("a") or m.group("b") or "").lower())  # "Rock climbing"
    if not activity or len(activity.split()) > 3 or activity.split()[0] in _NOT_ACTIVITIES:
        return []
    return [Finding("hobby", activity, "assert", m.end(), literal=True)]


def _cheer(body: str) -> list[Finding]:
    m = _CHEER.match(body)
    if m is None or m.group("o").split()[0] in _NOT_TEAMS:
        return []
    return [Finding("supports_team", m.group("o"), "assert", m.end("o"))]


def _tracked(body: str) -> list[Finding]:
    m = _TRACKED.match(body)
    device = trim_object(m.group("o")) if m else ""
    return [Finding("uses_device", device, "assert", m.end(), literal=True)] if m and device else []


def _home_in(body: str) -> list[Finding]:
    m = _HOME_IN.search(body)
    if m is None or _LEFT_HOME.search(body[: m.start()]) or _HOME_GONE.match(body[m.end() :]):
        return []  # "Sold my house in Bristol": a home given up, not where one lives
    after_in = re.search(r"\b(?:in|into|to)\s$", body[max(0, m.start() - 6) : m.start()])
    if after_in and m.group()[:3].casefold() == "the" and not _SPEAKER_DOES.match(body):
        return []  # "My sister is settling into the new flat in Leeds": hers, not the speaker's
    place = m.group("p")
    return [Finding("lives_in", place[:1].upper() + place[1:], "assert", m.end("p"))]


_TENURE = re.compile(
    r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
    r"a\s+few|(?:a\s+)?couple(?:\s+of)?)\s+(?:years?|yrs)\s+(?:now\s+)?(?:at|with)\s+"
    r"(?-i:(?P<o>[A-Z][^,;]*?))\s+(?:and\s+counting|now|already|this\s+(?:week|month|year)|"
    r"today)\b",
    re.IGNORECASE,
)
"""Years at an employer said as a running count: "Ten years at Allegro and counting", "5 years
at Siemens now" (not "two weeks at the Hilton", "three years at uni").
"""
_WORK_THERE = re.compile(
    r"(?:work|my\s+job|the\s+job)\s*(?:'s|\u2019s|\s+is|\s+has\s+been|\s+was)\s+(?:been\s+)?"
    r"(?:[\w-]+\s+){0,2}?(?:busy|hectic|crazy|mad|insane|quiet|slow|chaos|chaotic|intense|"
    r"rough|stressful|nuts|wild|full\s+on)\s+(?:at|over\s+at)\s+(?-i:(?P<o>[A-Z][^,;]*))",
    re.IGNORECASE,
)
"""Work said to be busy somewhere: "work's been mad busy at Ryanair" (the speaker's employer)."""


_PAID_BY = re.compile(
    r"(?:(?:my|the)\s+)?(?:(?:first|1st|last|final)\s+)?(?:pay\s*slip|pay\s*cheque|pay\s*check|"
    r"pay\s+packet|salary|wages)\s+from\s+(?-i:(?P<o>[A-Z][^,;]*?))(?=\s+(?:landed|arrived|came|"
    r"hit|cleared|went|is|was|just|today|yesterday)\b|\s*[,;.!]|\s*$)",
    re.IGNORECASE,
)
"""Pay from an employer: "First payslip from CaixaBank landed today" (where one works)."""


_SHIFTS_AT = re.compile(
    r"(?:(?:my|the)\s+)?(?:(?:night|day|early|late|weekend|evening|morning)\s+)?shifts?\s+"
    r"(?:are\s+|is\s+)?(?:now\s+|all\s+)?(?:at|with)\s+(?-i:(?P<o>[A-Z][^,;]*))",
    re.IGNORECASE,
)
"""Shifts said where they are worked: "Night shifts at St John's Hospice since August"."""


def _work_at(body: str) -> list[Finding]:
    m = _TENURE.match(body) or _WORK_THERE.match(body) or _PAID_BY.match(body)
    m = m or _SHIFTS_AT.match(body)
    org = trim_object(m.group("o")) if m else ""
    return [Finding("works_at", org, "assert", m.end("o"))] if m and org else []


_WHERE_I = re.compile(
    r"(?!(?:This|That|It|Here|There|What|Which|Who|Home)\b)"
    r"(?P<o>[A-Z][\w&'\u2019-]*(?:\s+[A-Z][\w&'\u2019-]*){0,2}?)(?:'s|\u2019s|\s+is)\s+"
    r"(?:now\s+)?where\s+(?:I|we)\s+(?:now\s+)?(?P<v>work|live|study)\b"
)
"""A place or employer said as where one works, lives or studies: "Honda is where I work now",
"Kisumu's where we live" ("This is where I work" names nothing)."""
_WHERE_SLOT = {"work": "works_at", "live": "lives_in", "study": "studies_at"}


def _where_i(body: str) -> list[Finding]:
    m = _WHERE_I.match(body)
    return [Finding(_WHERE_SLOT[m.group("v")], m.group("o"), "assert", m.end())] if m else []


_MAIN_WORK = re.compile(
    r"(?:my|our)\s+(?:main\s+|big\s+|whole\s+|day-to-day\s+)?(?:thing|focus|job|priority|"
    r"work|role)\s+(?:at\s+work\s+|these\s+days\s+|right\s+now\s+|this\s+year\s+)?"
    r"(?:is|=)\s+(?=(?:leading|running|heading|managing|owning|coordinating|organising|"
    r"organizing|driving)\s)",
    re.IGNORECASE,
)
"""The work one leads said as what one's job is about: "My main thing at work is leading the
billing migration" (the gerund is read by the frames; only a project is taken)."""


def _main_work(body: str) -> list[Finding]:
    m = _MAIN_WORK.match(body)
    if m is None:
        return []
    found = match_frames(body[m.end() :], m.end())
    return [f for f in found if f.predicate == "project"]


_HOME_GONE = re.compile(
    r"\s+(?:was|got|has\s+been|is\s+being|is\s+now|is)\s+(?:finally\s+|just\s+)?(?:sold|let\s+out|"
    r"rented\s+out|on\s+the\s+market|for\s+sale|gone)\b",
    re.IGNORECASE,
)
"""A home said after to be given up: "my flat in Pune was sold", "... is on the market"."""
_HOME_NAMED = re.compile(
    r"(?!(?:This|That|It|Here|There|Where|What|Which|Who|Home|Work|My|Our)\b)"
    r"(?P<p>[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*){0,2})\s+(?:is|has\s+been|'s\s+been|"
    r"\u2019s\s+been|'s|\u2019s)\s+(?:now\s+|finally\s+|officially\s+)?(?:my\s+|our\s+)?"
    r"(?:new\s+)?home\b(?!\s+(?:to|of|for|base|turf|ground|page|screen|team|game|office|cooking)\b)"
)
"""A place said to be home: "Mexico City has been home since March", "Oslo is home now" (not
"Lisbon is home to many startups", "Anfield is home ground")."""


def _home_named(body: str) -> list[Finding]:
    m = _HOME_NAMED.match(body)
    return [Finding("lives_in", m.group("p"), "assert", m.end())] if m else []


_LEFT_HOME = re.compile(
    r"\b(?:sold|sell|selling|left|leaving|leave|moved\s+out\s+of|moving\s+out\s+of|miss|"
    r"missed|missing|visited|visiting|back\s+to|gave\s+up|rent\s+out|renting\s+out)\b",
    re.IGNORECASE,
)


_TOGETHER = re.compile(
    r"\s*(?:(?:have|has|'ve|\u2019ve)\s+)?(?:been\s+)?(?:(?:are|were)\s+)?(?:still\s+|happily\s+)?"
    r"(?:together\b(?!\s+(?:on|for\s+(?:the|a|this|that)\b|at|in|with|to)\b)|"
    r"(?:got|get|getting|gotten)\s+(?:back\s+)?together\b(?!\s+(?:for|to|at|over|with|on|and|"
    r"in\s+(?:the|a|an|my|our|his|her|their))\b)|"
    r"(?:just\s+)?(?:celebrated|celebrating|marked|hit|reached)\s+(?:(?:\w+|\d+)\s+){0,2}"
    r"(?:months?|years?|weeks?)\s+together\b|"
    r"(?:just\s+)?(?:celebrated|celebrating|marked)\s+(?:our|their|a|an)\s+(?:\w+\s+)?anniversary\b|"
    # without "together": "Leo and I are seeing each other", "... are dating", "... a couple"
    r"(?:seeing|dating)\s+(?:each\s+other|one\s+another)\b|"
    r"dating\b(?=\s*(?:now\b|again\b|[.,;!?]|$))|"
    r"(?:officially\s+)?(?:a\s+couple|an\s+item)\b(?!\s+of\b)|in\s+a\s+relationship\b(?!\s+with\b))",
    re.IGNORECASE,
)
"""A couple said to be together ("Sara and I have been together for two years", "me and
Priyanka are together", "Dylan and I got together in may", "Bruno and I celebrated six months
together", "Leo and I are seeing each other", "... are dating", "... are a couple"); not a
shared errand ("we were together at the party", "we got together for drinks")."""


def together(rest: str, base: int, other: str | None) -> list[Finding]:
    """ "<other> and I are together": <other> is the speaker's partner."""
    m = _TOGETHER.match(rest)
    if m is None or not other:
        return []
    return [Finding("partner", other, "assert", base + m.end())]


_TITLE_AT = re.compile(
    r"(?:(?:new\s+(?:job|role|position)|now|update|promotion)\s*[:\-]\s*)?"
    r"(?:(?:been|now|currently|still)\s+)?"
    r"(?P<t>[A-Za-z][a-z-]+(?:\s+(?:of\s+)?[a-z][a-z-]+){0,3})\s+(?:at|with)\s+"
    r"(?P<o>(?-i:[A-Z])[\w&'-]*(?:\s+(?:(?:of|the|and|&|de|la|du)\s+)?(?-i:[A-Z0-9])[\w&'-]*){0,5})"
    r"(?:\s+(?:from|since|starting|as\s+of|in)\s+[^,;.!?]{1,30})?\s*[.!]*\s*$"
)
"""A job said as a note, with no subject or verb: "Head of maths at King David Linksfield from
October.", "New job: senior nurse at Groote Schuur" (the title must be a job's)."""


_NOT_TITLE_WORDS = word_set(
    "the a an my our his her their this that is are was were be been being has have had "
    "it we they i he she you so and but"
)


def _title_at(body: str) -> list[Finding]:
    m = _TITLE_AT.match(body)
    if m is None or not special.title_ok(m.group("t").lower()):
        return []
    if _NOT_TITLE_WORDS.intersection(m.group("t").lower().split()):
        return []  # "The rates were better at Danske Bank": a sentence, not a title
    title, org = m.group("t").lower(), trim_object(m.group("o"))
    found = [Finding("occupation", title, "assert", m.end("t"), literal=True)]
    return found + ([Finding("works_at", org, "assert", m.end("o"))] if org else [])
