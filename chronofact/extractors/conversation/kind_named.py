"""Places named by their kind's word: a choir, a place of worship, a vet, a running club, a
barber's or a salon, a nursery, a firm of solicitors or of accountants.

"I sing with the Rock Choir", "We belong to Temple Beth El", "I take the dog to Clonskeagh
Vets": the name says what the place is, but the readers put it on whatever slot came near (a
hobby "Choir", a school "Temple Beth El", a pet "Clonskeagh Vets", a home "Johannesburg Bach
Choir") or on none, so a new choir never took the old one's place. Here, on the claims of a
message:

- a claim whose value names a place of a kind (`KINDS`: "... Choir", "... Chorus", "Temple
  ...", "... Mosque", "... Church", "St Paul's church", "... Vets", "... Animal Hospital",
  "... Harriers", "... Runners", "... Barbers", "... Salon", "... Nursery", "... Daycare",
  "... Legal", "... Solicitors", "... LLP", "... Accounting", "... Accountants")
  is moved to the kind's slot (`choir`, `place_of_worship`, `vet`, `running_club`,
  `hairdresser`, `childcare`, `solicitor`, `accountant`; the last five only when the sentence
  says the belonging ("went with", "our", "the house sale", "my tax return") and no buying:
  "new Nike Runners for the marathon" are shoes), its value cut after the name ("Berlin
  Radio Choir's amateur wing" -> "Berlin Radio Choir"), when it stands on a slot
  the readers misread such a place on (a hobby, a school, a home, an employer said without
  work ...) or on a predicate that says the kind ("family_temple"); never from what a
  statement says in its own words ("affiliated with the religion of Catholic Church" stays a
  religion);
- such a name said in no claim is read from the words around it: given up after "left",
  "quit", "stopped going to" ...; else taken up when its sentence says how one belongs
  (sing, pray, worship, go, take the dog, joined, member, "our vet is"; a name led by
  "Temple" only beside words of worship: "Temple Meads" is a station), or where only such a
  place goes ("switched to St Joseph's for mass", "church was packed at Kingsway today").
  Its subject is the person a part of the name was read of ("my wife Adjoa sings in the
  church choir"), else the speaker when the sentence says "I" or "we" or opens on their deed
  ("quit the Chasers, doing parkrun with ..."), else the one person the sentence's other
  claims are about, else the person the sentence opens on ("Tane's out with the Hutt
  Harriers"), else the speaker when it says "my" or "our" or opens on the gathering; a
  nursery's is the child (`_child`: the one named nearest before it, or "my daughter"),
  never the speaker;
- a claim of the same sentence holding only some words of a name read here ("Choir" of "Rock
  Choir") is left out.

Each slot holds one value (a second choir said replaces the first). Pure; one regex pass over
at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.change_words import NO_LONGER_RE
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.claim import ClaimAction
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import KIN, WEEKDAYS
from chronofact.extractors.conversation.statements import aimed_at, named_claim, named_on

__all__ = ["KINDS", "kind_named_claims", "kind_of"]

_NOT_NAMES = r"(?:Our|My|The|His|Her|Their|This|That|Your|A|An|We|I|Every|Each|Some)\b"
_CAPS = rf"(?:(?:St\.?|Saint|San|Santa|the)\s+)?(?:(?!{_NOT_NAMES})[A-Z][\w'’.-]*\s+){{1,4}}"
"""Capitalised words of a name before its kind word ("Johannesburg Bach ", "St Andrew's ")."""
KINDS: dict[str, tuple[str, str, str | None]] = {
    "choir": (r"choir|chorus|chorale|singers|glee\s+club", r"(?!)", r"choir|chorus"),
    "place_of_worship": (
        r"church|mosque|masjid|mandir|temple|synagogue|shul|gurdwara|chapel|cathedral|"
        r"tabernacle|kirk|minster",
        r"Temple|Congregation|Masjid|Gurdwara|Church\s+of",
        None,
    ),
    "vet": (
        r"vets?|veterinary(?:\s+(?:clinic|hospital|centre|center|surgery|practice))?|"
        r"animal\s+(?:clinic|hospital)|pet\s+(?:clinic|hospital)",
        r"Clinique\s+V[ée]t[ée]rinaire|Veterinary\s+(?:Clinic|Hospital)",
        None,
    ),
    "running_club": (
        r"harriers|striders|(?-i:Road\s+Runners|Roadrunners|Runners|Joggers)|running\s+club|"
        r"run\s+club|running\s+crew|run\s+crew|athletics\s+club|athletic\s+club|track\s+club",
        r"(?!)",
        None,
    ),
    "hairdresser": (
        r"barbers?|barber\s*shop|barbering|(?<![Nn]ail\s)(?<![Bb]eauty\s)salon|hair\s+salon|"
        r"hair\s+studio|hairdressers?|"
        r"hair\s+(?:and|&)\s+beauty",
        r"(?!)",
        None,
    ),
    "solicitor": (
        r"(?-i:Legal|Solicitors|Law|Lawyers|LLP|Conveyancing)",
        r"(?!)",
        None,
    ),
    "accountant": (
        r"(?-i:Accounting|Accountants|Accountancy|Bookkeeping|Tax\s+Services)",
        r"(?!)",
        None,
    ),
    "childcare": (
        r"nursery|day\s+nursery|daycare|day\s+care|cr[eè]che|childcare|child\s+care|"
        r"montessori|childminders?|early\s+learning(?:\s+cent(?:re|er))?|"
        r"kids\s+club",
        r"(?!)",
        None,
    ),
}
"""Each slot: its kind words said after a capitalised name ("Rock Choir", "the Al-Noor
mosque"), said before one ("Temple Beth El"), and said after lower-case words ("the church
choir", "a male voice choir": a choir only)."""


_OTHER_PLACES = (
    r"School|Gym|Bar|Hotel|Street|St|Road|Rd|Lane|Avenue|Square|Station|Hall|Academy|College|"
    r"University|Primary|Nursery|Park|Cafe|Café|Restaurant|Pub|Shop|Store|Centre|Center|Fitness"
)
"""Words that make a kind's word part of another place's name ("Ridge Church School", "Iron
Temple Gym", "Temple Bar", "Church Street")."""


_AFTER_DETERMINER = (
    "(?:"
    + "|".join(
        rf"(?<=\b{d}\s)"
        for word in ["the", "our", "my", "his", "her", "their", "a", "an"]
        for d in (word, word.capitalize())
    )
    + ")"
)
"""Right after a determiner (lookbehinds of one width each)."""


_LINKS = r"(?:for|to|at|in|with|of|from|and|or|on|by|as)\b"
"""Words that join, never describe: "left for choir" names no choir "for choir"."""


def _pattern(after: str, before: str, lower: str | None) -> re.Pattern[str]:
    forms = [
        # a saint's name is a church's whole name ("St Paul's church")
        rf"(?:St\.?|Saint)\s+[A-Z][\w'’.-]*\s+(?i:{after})",
        # a possessive before a lower-case kind word is its owner ("Mochi's vet")
        rf"{_CAPS}(?:(?=[A-Z])(?i:{after})|(?<!['’]s\s)(?<!['’]\s)(?i:{after}))",
        rf"(?:{before})(?:\s+(?:de|des|du|of|the|(?!(?:{_OTHER_PLACES})\b)[A-Z][\w'’.-]*)){{1,4}}",
    ]
    if lower is not None:  # after a determiner: "the church choir", not "joined a choir"
        forms.append(rf"{_AFTER_DETERMINER}(?:(?!{_LINKS})[a-z][\w-]*\s+){{1,2}}(?:{lower})")
    return re.compile(
        rf"(?<![\w'’])(?P<name>{'|'.join(forms)})(?=['’]s\b|(?![\w'’]))"
        rf"(?!\s+(?:{_OTHER_PLACES})\b)"
    )


_PATTERNS = {slot: _pattern(*forms) for slot, forms in KINDS.items()}
_CALENDAR = (
    r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?\b|January|February|March|April|May|June|"
    r"July|August|September|October|November|December|Easter|Christmas"
)
_SAID_NAME = (
    r"(?P<name>[A-Z][\w'’-]*(?:\s+(?:(?:on|of|the|de|la|del|di)\s+)*"
    rf"(?!{_CALENDAR})[A-Z][\w'’-]*){{0,4}})"
)
_CONTEXT: dict[str, tuple[re.Pattern[str], ...]] = {
    "choir": (
        re.compile(
            r"\bsing\w*\s+(?:with|in)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}(?:group|ensemble|"
            r"quartet|octet|choir|chorus)\s+(?:called|named)\s+(?:the\s+)?" + _SAID_NAME
        ),
        re.compile(
            r"\b(?:sing\w*|sang|join\w*)\s+(?:in\s+|with\s+)?(?:the|a)\s+(?:church\s+|gospel\s+)?"
            r"(?:choir|chorus)\s+(?:at|of)\s+(?:the\s+)?" + _SAID_NAME
        ),
    ),
    "place_of_worship": (
        re.compile(
            r"\b(?:(?:go|goes|going|went)\s+to\s+(?:mass|prayers?|church|services?)|worship\w*|"
            r"pray|prays|praying)\s+at\s+(?:the\s+)?" + _SAID_NAME
        ),
        re.compile(
            r"\b(?:switched|moved|changed|go|goes|going|gone|went|been\s+going)\s+(?:over\s+)?"
            r"to\s+(?:the\s+)?"
            + _SAID_NAME
            + r"\s+(?:for|on)\s+(?:(?i:sunday|friday|saturday|the)\s+)?(?:mass|prayers?|"
            r"church|services?|jumm?ah|worship|shabbat)\b"
        ),
        re.compile(
            r"(?i:\b(?:church|mass|the\s+service|jumm?ah|prayers)\s+(?:was|is|were)\s+"
            r"(?:\w+\s+){0,3}?at\s+(?:the\s+)?)" + _SAID_NAME
        ),
        # "Padre Andrés has us at Our Lady of Guadalupe, ... the coffee after mass"
        re.compile(
            r"\b(?:has|have|had|took|brought|moved)\s+us\s+(?:all\s+)?(?:at|to)\s+(?:the\s+)?"
            + _SAID_NAME
            + r"(?=[^.!?]{0,100}\b(?i:mass|services?|parish|congregation|sermon)\b)"
        ),
    ),
    "vet": (
        re.compile(
            r"\b(?:take|takes|took|taking)\s+(?:him|her|them|it|the\s+\w+|our\s+\w+|my\s+\w+)\s+"
            r"to\s+(?:the|a|our)\s+(?:new\s+)?(?:vets?|vet\s+(?:clinic|practice|surgery|hospital))"
            r"\s+(?:at|in|on|near)\s+(?:the\s+)?" + _SAID_NAME
        ),
    ),
}
"""A name with no kind word, said where only a place of the kind goes ("goes to mass at Santa
Croce", "I worship at House on the Rock", "sings with a barbershop group called the Harmony
Belles", "joined the choir at St Mary's", "we take him to the vet clinic at Mauerpark")."""
_READ_CHARS = 1200
_KEEP_SLOTS = frozenset(
    {"partner", "manager", "married_to", "engaged_to", "name", "nickname", "doctor", "dentist"}
    | {"friend", "choir", "place_of_worship", "vet", "streaming_service", "music_streaming"}
)
"""Slots whose value stays, whatever it holds (a choir's slot is already its own)."""
_LEFT = re.compile(
    r"\b(?:left|quit|stopped\s+(?:going\s+to|singing\s+(?:with|in))|no\s+longer\s+(?:at|in|with)|"
    r"dropped\s+out\s+of|gave\s+up|changed\s+from|moved\s+from|switched\s+from)\s+"
    r"(?:(?:our|my|the|his|her|their)\s+)?$",
    re.IGNORECASE,
)
"""Words right before a name that give it up ("left the Rock Choir")."""
_DENIED = re.compile(
    r"\b(?:not|isn['\u2019]t|aren['\u2019]t|wasn['\u2019]t|never)\s+(?:(?:in|at|with|part\s+of|"
    r"a\s+member\s+of|singing\s+(?:with|in)|going\s+to)\s+)(?:(?:our|my|the|his|her|their)\s+)?$",
    re.IGNORECASE,
)
"""Words right before a name that deny belonging ("Gran's not in the Glasgow Gaelic Choir
anymore"): given up when the sentence says it no longer holds, else no claim."""
_BELONG = {
    "choir": re.compile(
        r"\b(?:sing\w*|sang|sung|join\w*|member|belong\w*|has\s+me|part\s+of|in\s+(?:the|a)|"
        r"with\s+(?:the|a)|alto|soprano|tenor|bass|baritone)\b",
        re.IGNORECASE,
    ),
    "place_of_worship": re.compile(
        r"\b(?:pray\w*|worship\w*|mass|prayers?|service|sundays?|fridays?|sabbath|shabbat|"
        r"jumm?ah|jumu['’]?ah|namaz|salah|"
        r"attend\w*|go|goes|going|went|join\w*|member|belong\w*|our|my|congregation|parish)\b",
        re.IGNORECASE,
    ),
    "vet": re.compile(
        r"\b(?:vets?|take|takes|took|taking|goes|go|going|registered|sees|see|seen|our|my|"
        r"dog|dogs|cat|cats|puppy|kitten|horse|horses|pet|pets|rabbit)\b",
        re.IGNORECASE,
    ),
    "running_club": re.compile(
        r"\b(?:run|runs|running|ran|jog\w*|join\w*|member\w*|with|parkrun|session|long\s+run|"
        r"miles|km|[1-9]0?k|marathon|training|train|club\s+night)\b",
        re.IGNORECASE,
    ),
    "hairdresser": re.compile(
        r"\b(?:go|goes|going|went|been|cut|cuts|haircut|trim|fade|hair|booked|appointment|"
        r"regular|switched|moved|now|new|my|our|his|her)\b",
        re.IGNORECASE,
    ),
    "solicitor": re.compile(
        r"\b(?:went\s+with|going\s+with|go\s+with|using|use|instructed|hired|sacked|switched|"
        r"our|my|conveyancing|completion|house\s+(?:sale|purchase)|will|probate|divorce|"
        r"case|handling|handles|solicitors?)\b",
        re.IGNORECASE,
    ),
    "accountant": re.compile(
        r"\b(?:went\s+with|going\s+with|using|use|hired|sacked|switched|our|my|tax|taxes|"
        r"books|accounts|return|self[\s-]assessment|payroll|vat|accountants?)\b",
        re.IGNORECASE,
    ),
    "childcare": re.compile(
        r"\b(?:son|daughter|baby|babies|toddler|kids?|little\s+one|twins|boy|girl|"
        r"drop(?:s|ped|ping)?\s+(?:\w+\s+)?off|pick(?:s|ed|ing)?\s+(?:\w+\s+)?up|fees|"
        r"days?\s+a\s+week|mornings|afternoons|full[- ]time|part[- ]time|place|waiting\s+list|"
        r"wait-?list|settl\w*|start\w*|moved|goes|go|going|went|key\s+worker|nappies|"
        r"loves?|likes?|adores?|pics|photos|(?:mon|tues|wednes|thurs|fri)days)\b",
        re.IGNORECASE,
    ),
}
"""Words of a sentence that say one belongs to or uses a place of the kind."""
_WORSHIP = re.compile(
    r"\b(?:pray\w*|worship\w*|mass|prayers?|services?|sabbath|shabbat|shul|congregation|"
    r"parish\w*|member\w*|belong\w*|join\w*|rabbi|imam|pastor|priest|vicar|minister|sermon|"
    r"faith|holy|eid|diwali|puja|kirtan|bar\s+mitzvah|bat\s+mitzvah)\b",
    re.IGNORECASE,
)
"""Words of worship: a name led by "Temple" or "Congregation" is a place of worship only
beside one of these ("We belong to Temple Beth El"; "a ten minute cycle to Temple Meads" is a
station)."""
_ENDS_WITH_KIND = re.compile(rf"(?i:{KINDS['place_of_worship'][0]})$")
_SPEAKER = re.compile(r"\b(?:i|i'm|i've|we|we're|we've|me|us)\b", re.IGNORECASE)
_OWNER = re.compile(r"\b(?:my|our)\b", re.IGNORECASE)


def _find(slot: str, text: str, said: bool = False) -> list[re.Match[str]]:
    """The names of `slot`'s kind in `text`; `said`: also those said where only such a place
    goes (`_CONTEXT`), for running text, not a claim's value."""
    found = list(_PATTERNS[slot].finditer(text))
    for context in _CONTEXT.get(slot, ()) if said else ():
        found += context.finditer(text)
    return found


def _trimmed(name: str) -> str:
    """The name without a leading "the", surrounding spaces and a closing full stop."""
    name = re.sub(r"^(?:the|a|an)\s+", "", " ".join(name.split()), flags=re.IGNORECASE)
    return name.rstrip(".")


def kind_of(value: str) -> tuple[str, str] | None:
    """The slot of a value that names a place of a kind, and the name cut from it ("Berlin
    Radio Choir's amateur wing" -> ("choir", "Berlin Radio Choir")); None for any other."""
    said = value if re.match(r"(?:the|a|an)\s", value, re.IGNORECASE) else f"the {value}"
    for slot in KINDS:
        for m in _find(slot, said):  # as if said after "the" ("male voice choir")
            name = _trimmed(m.group("name"))
            if name and name.casefold() not in {"choir", "chorus", "church", "temple", "vet"}:
                return slot, name
    return None


_WORK = re.compile(
    r"\b(?:work\w*|job|jobs|employ\w*|hired|intern\w*|colleagues?|boss|salary|staff|"
    r"receptionist|nurse|organist|verger|sexton|admin)\b",
    re.IGNORECASE,
)
"""Words of work: "I work at St Mary's Church" stays a job."""


_MISREAD_SLOTS = frozenset(
    {"hobby", "occupation", "job_title", "role", "studies_at", "works_at", "lives_in"}
    | {"has_pet", "supports_team", "vehicle", "project", "member_of", "uses_device", "gym"}
    | {"uses_phone", "likes", "learning_language", "learning_instrument", "is_a", "plays_for"}
)
"""Slots the readers put a place of a kind on by mistake; a claim on another slot moves only
when its predicate says the kind (`_KIND_WORDS`: "family_temple"), never from what it says in
its own words ("X is affiliated with the religion of Catholic Church" stays a religion)."""
_KIND_WORDS = {
    "choir": frozenset({"choir", "chorus", "singing", "sings"}),
    "place_of_worship": frozenset(
        {"temple", "church", "mosque", "synagogue", "mandir", "gurdwara", "worship", "parish"}
    ),
    "vet": frozenset({"vet", "vets", "veterinary", "veterinarian"}),
    "running_club": frozenset({"running", "run", "runners", "harriers", "striders"}),
    "childcare": frozenset({"childcare", "nursery", "daycare", "creche", "childminder"}),
    "solicitor": frozenset({"solicitor", "solicitors", "lawyer", "legal", "conveyancer"}),
    "accountant": frozenset({"accountant", "accountants", "accounting", "bookkeeper"}),
    "hairdresser": frozenset({"hairdresser", "barber", "salon", "hair", "stylist"}),
}


_TRAINING = re.compile(
    r"\b(?:train|trains|training|trained|lift|lifts|lifting|work(?:s|ing)?\s+out|workouts?|"
    r"spar|sparring|boxing|crossfit|gym|personal\s+trainer|leg\s+day|deadlifts?|squats?)\b",
    re.IGNORECASE,
)
"""Words of training: a place named "... Temple" in their sentence is a gym ("trains at Iron
Temple")."""


def _trained_at(text: str, at: int) -> bool:
    start, end = sentence_around(text, max(0, at))
    return _TRAINING.search(text[start:end]) is not None


_DESCRIBED = re.compile(r"\b(?:a|an)\s+$", re.IGNORECASE)
_SAID_BELONGING = frozenset({"running_club", "childcare", "hairdresser", "solicitor", "accountant"})
"""Kinds whose name words are also a thing's ("Nike Runners", "Hillier Nursery"): a claim
moves there only when its sentence says the belonging (`_BELONG`) and no buying."""
_BOUGHT = re.compile(
    r"\b(?:bought|buy|buying|ordered|pair|shoes|trainers|sneakers)\b", re.IGNORECASE
)


def _movable(claim: Claim, slot: str, text: str) -> bool:
    """A claim naming a place of `slot`'s kind may move there: from a slot the readers misread
    it on (`_MISREAD_SLOTS`) or a predicate saying the kind; a home only when the kind is
    never a home (a choir, a vet: "Temple Bar" is a place to live), an employer only when
    its sentence says no work."""
    said = set(claim.predicate.split("_"))
    if claim.predicate not in _MISREAD_SLOTS and not said & _KIND_WORDS[slot]:
        return False
    if slot == "place_of_worship" and _trained_at(text, claim.span[0]):
        return False
    if slot in _SAID_BELONGING:
        start, end = sentence_around(text, max(0, claim.span[0]))
        words = text[start:end]
        if not _BELONG[slot].search(words) or _BOUGHT.search(words):
            return False  # "got roses from Hillier Nursery", "new Nike Runners for the marathon"
        value = claim.object or claim.value or ""
        at = text.find(value, start, end) if value else -1
        if at >= 0 and _DESCRIBED.search(text, max(0, at - 4), at):
            return False  # "a Turkish barber two streets over": a kind described, no name
    if claim.predicate == "lives_in":  # no one lives in "St Paul's church"; "Temple Bar" may
        value = claim.object or claim.value or ""
        return slot != "place_of_worship" or _ENDS_WITH_KIND.search(value) is not None
    if claim.predicate == "works_at":
        start, end = sentence_around(text, max(0, claim.span[0]))
        return _WORK.search(text[start:end]) is None
    return True


_GATHERING = re.compile(
    r"(?:the\s+)?(?:church|mass|service|jumm?ah|prayers|mosque|temple|chapel|shul)\b",
    re.IGNORECASE,
)
"""A gathering's word read as a person ("Mass was lovely at St Anne's" read of "Mass")."""
_SUBJECTLESS = re.compile(
    r"\s*(?:(?:just|finally|now|also|still|so|and)\s+)?(?:quit|left|joined|ran|run|went|sing|"
    r"sang|started|switched|moved|swapped|changed|doing|running|singing|going|praying|back)\b",
    re.IGNORECASE,
)
"""A sentence the speaker opens with their own deed, its "I" left out ("quit the Chasers,
doing parkrun with Herne Hill Harriers now")."""


def _subject(
    message: Message, sentence: str, start: int, end: int, claims: list[Claim]
) -> str | None:
    """The speaker who says "I" or "we" or opens the sentence with their deed, else the one
    person the sentence's claims are about ("My aunt Maureen sings in the church choir"), else
    the person the sentence opens on (`_opener`), else the speaker who says "my" or "our"."""
    if message.speaker is not None and (_SPEAKER.search(sentence) or _SUBJECTLESS.match(sentence)):
        return message.speaker
    inside = [c for c in claims if start <= c.span[0] < end]
    people = {c.subject for c in inside if c.subject and not _GATHERING.fullmatch(c.subject)}
    people |= {c.object for c in inside if c.object and c.predicate in KIN}  # "my nan Rosa"
    people.discard(message.speaker or "")
    if len(people) == 1:
        return next(iter(people))
    opener = _opener(sentence, message.speaker, "") if message.speaker else None
    if opener is not None:  # "Tane's out with the Hutt Harriers ..., who let this man into my ..."
        return opener
    if _OWNER.search(sentence) or _GATHERING.match(sentence.strip()):
        return message.speaker  # "church was packed at Kingsway today": the speaker was there
    return None


_OPENER = re.compile(r"\s*(?P<who>[A-Z][a-z]+)(?:['’]s|\s+is|\s+has)\s")


def _opener(sentence: str, speaker: str, name: str) -> str | None:
    """The person a sentence opens on as its subject when the speaker does not say
    themself in it ("Tane's out with the Hutt Harriers"), or None."""
    m = _OPENER.match(sentence)
    if m is None or _SPEAKER.search(sentence) or _OWNER.search(sentence[: m.end()]):
        return None
    who = m.group("who")
    folded = who.casefold()
    if who == speaker or folded in _NOT_CHILD or folded in name.casefold().split():
        return None
    return who


_CHILD_WORD = re.compile(
    r"\b(?:my|our)\s+(?:(?:little|youngest|eldest|oldest|baby|two-year-old|three-year-old)\s+)?"
    r"(?P<kin>son|daughter|boy|girl|twins|toddler|little\s+one|baby)\b",
    re.IGNORECASE,
)
_CHILD_NAMED = re.compile(
    r"\b(?:moved|moving|put|putting|took|take|taking|drop(?:ped|ping|s)?|pick(?:ed|ing|s)?|"
    r"enrolled|enrolling|sign(?:ed|ing)|got)\s+(?P<after>[A-Z][\w'’-]+)\b"
    r"|(?<![\w'’])(?P<before>[A-Z][\w'’-]+)(?:['’]s|\s+is|\s+goes|\s+went|\s+started|"
    r"\s+(?!(?:is|was|has)\b)[a-z]+s)\s"
)
_NOT_CHILD = frozenset(
    {"i", "we", "she", "he", "they", "it", "the", "our", "my", "mum", "mom", "dad", "this", "that"}
    | {w.casefold() for w in WEEKDAYS}
)


def _child(
    message: Message, sentence: str, start: int, end: int, claims: list[Claim], name: str
) -> str | None:
    """Who is looked after at a nursery or by a childminder: the one person other than the
    speaker the sentence's claims are about, else a child named beside being taken there or
    as the sentence's subject ("moved Leo to Busy Bees nursery", "Ruby's at Goodstart"), else
    the speaker's child said by its word ("my daughter"): never the speaker."""
    people = {c.subject for c in claims if start <= c.span[0] < end and c.subject}
    people.discard(message.speaker or "")
    if len(people) == 1:
        return next(iter(people))
    names = set(name.casefold().split())
    at = sentence.find(name)
    found = None  # the child named nearest before the place ("Sandra's retiring so Mia's going")
    for m in _CHILD_NAMED.finditer(sentence):
        who = (m.group("after") or m.group("before") or "").rstrip("'’")
        folded = who.casefold()
        other = folded not in _NOT_CHILD and folded not in names and who != message.speaker
        if other and (found is None or at < 0 or m.start() < at):
            found = who
    if found is not None:
        return found
    kin = _CHILD_WORD.search(sentence)
    if kin is not None and message.speaker:
        return f"{message.speaker}'s {' '.join(kin.group('kin').casefold().split())}"
    return None


def _inside(claim: Claim, names: list[tuple[int, int, str, str]], text: str = "") -> bool:
    """The claim's value is only words of a name found in its sentence ("Choir"), or (given
    the `text`) the whole name on a slot it may leave (`_movable`: "Maureen sings with a group
    called the Harmony Belles", read as an employer too)."""
    value = _bare_words(claim.object or claim.value or "")
    if not value:
        return False
    for s, e, name, slot in names:
        words = _bare_words(name)
        if not (s <= claim.span[0] < e and all(w in words for w in value)):
            continue
        if len(value) < len(words) or (text and _movable(claim, slot, text)):
            return True
    return False


def _bare_words(name: str) -> list[str]:
    """The words of a name, folded, without a possessive ("St Andrew's" -> st, andrew)."""
    return [re.sub(r"['’]s$", "", w) for w in name.casefold().split()]


def kind_named_claims(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each place of a kind on its slot (see the module docstring)."""
    text = message.text[:_READ_CHARS]
    moved: list[Claim] = []
    said: set[str] = set()
    for c in claims:
        if c.predicate in KINDS:
            said.add((c.object or c.value or "").casefold())
        found = kind_of(c.object or c.value or "") if c.predicate not in _KEEP_SLOTS else None
        if found is None or not _movable(c, found[0], text):
            moved.append(c)
            continue
        slot, name = found
        if name.casefold() not in said:
            on_slot = named_on(c, slot, name)
            start, end = sentence_around(text, max(0, c.span[0]))
            if slot == "childcare" and c.subject == message.speaker:
                # "the kids love Rainbow Daycare, Ama cries when I pick her up": Ama's
                child = _child(message, text[start:end], start, end, claims, name)
                on_slot = aimed_at(on_slot, child) if child else on_slot
            elif c.subject == message.speaker:
                # "Tane's out with the Hutt Harriers every Tuesday night": Tane's
                opener = _opener(text[start:end], message.speaker, name)
                on_slot = aimed_at(on_slot, opener) if opener else on_slot
            moved.append(on_slot)
        said.add(name.casefold())
    names: list[tuple[int, int, str, str]] = []
    out = list(moved)
    for slot in KINDS:
        for m in _find(slot, text, said=True):
            name = _trimmed(m.group("name"))
            if not name or (kind_of(name) is None) is (m.re is _PATTERNS[slot]):
                continue  # a kind's word read by its pattern; a name without one by context
            if slot in _SAID_BELONGING and _DESCRIBED.search(
                text, max(0, m.start() - 4), m.start()
            ):
                continue  # "a Turkish barber two streets over": a kind described, no name
            start, end = sentence_around(text, m.start())
            if name.casefold() not in said:
                claim = _read(message, text, m, slot, name, (start, end), moved)
                if claim is None:
                    continue
                out.append(claim)
                said.add(name.casefold())
            names.append((start, end, name, slot))
    kept = [
        c
        for c in out
        if (c.predicate in KINDS or c.predicate in _KEEP_SLOTS or not _inside(c, names, text))
        and not (names and _GATHERING.fullmatch(c.subject))  # "church | packed_at | Kingsway"
    ]
    return [c for c in kept if not any(_said_whole(c, other) for other in kept)]


def _said_whole(claim: Claim, other: Claim) -> bool:
    """`other` says the claim's value whole on its slot: the same words, with the possessive
    the claim's reading cut off ("St Anne" beside "St Anne's")."""
    value, whole = (c.object or c.value or "" for c in (claim, other))
    return (
        other is not claim
        and (other.subject, other.predicate) == (claim.subject, claim.predicate)
        and len(whole) > len(value)
        and _bare_words(whole) == _bare_words(value)
    )


def _read(
    message: Message,
    text: str,
    m: re.Match[str],
    slot: str,
    name: str,
    sentence: tuple[int, int],
    claims: list[Claim],
) -> Claim | None:
    """A place of a kind named in the text and in no claim: given up or taken up, by whom."""
    start, end = sentence
    words = text[start:end]
    before = text[max(start, m.start() - 40) : m.start()]
    denied = _DENIED.search(before) is not None
    if denied and NO_LONGER_RE.search(words) is None:
        return None  # "she was never in the Rock Choir": nothing held, nothing given up
    ended = denied or _LEFT.search(before) is not None
    led = slot == "place_of_worship" and not _ENDS_WITH_KIND.search(name)
    if led and not ended and not _WORSHIP.search(words):
        return None  # "Temple Meads", "Temple Bar": a kind's word leading a name of a place
    if slot == "place_of_worship" and _trained_at(text, m.start()):
        return None
    if not ended and not _BELONG[slot].search(words):
        return None
    part = [
        c for c in claims if c.predicate not in KINDS and _inside(c, [(start, end, name, slot)])
    ]
    # the person a part of the name was read of ("my wife Adjoa sings in the church choir, I
    # play draughts": the hobby "choir" was Adjoa's) holds the whole
    if part:
        subject: str | None = part[0].subject
    elif slot == "childcare":
        subject = _child(message, words, start, end, claims, name)
    else:
        subject = _subject(message, words, start, end, claims)
    if subject is None:
        return None
    action: ClaimAction = "end" if ended else "assert"
    return named_claim(
        subject, slot, name, action, message.observed_at, (m.start("name"), m.end("name"))
    )
