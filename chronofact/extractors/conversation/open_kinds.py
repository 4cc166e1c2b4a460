"""A value put on a canonical slot its sentence gives no word of, moved to the open-tail kind
the sentence does name: a band, a parking spot, a crop, a book club's book, a usual
restaurant, a place of worship, a landlord.

The readers know the canonical slots only, so a value said of a kind outside them lands on
the nearest one: "the allotment is basically all runner beans this year" on a hobby, "Wet Leg
is old news, it's all about Fontaines D.C. now" on a doctor, "book club is doing Demon
Copperhead" on a gym, "Friday night is always Dishoom, we're regulars" on a hobby, "they
moved me to bay 7 on level 2" on a home. Such a fact answers no question of its kind, and
stays current beside the one that replaces it. Here, on the claims of a message:

- a claim on a canonical slot (`_SLOT_WORDS`) whose value's sentence says none of that slot's
  own words but says an open kind's words (`_KINDS`), and whose value has that kind's shape
  (a name for a band, a book or a restaurant; a bay, a level or a number for a parking spot;
  a few lower-case words that are no activity for a crop), moves to the kind's slot
  (`favourite_band`, `parking_spot`, `grows`, `usual_restaurant`, `place_of_worship`,
  `landlord`, and the book one reads, `reading`, for a book club's);
- a claim whose sentence says words of two kinds, or of its own slot too, stays; one whose
  value is only a kind's word ("Jummah" read as a home) is left out;
- a name said where one eats ("Friday dinners at Roti King") is a usual restaurant, from
  whatever slot it was read on, an employer too;
- a parking spot said in no claim is read from "<who> park(s) in <bay / space / level>",
  "we're in space 3 now" or "my (parking) bay / space is <number>" (the speaker for I, we,
  my, our), and one crop from "<who> growing / planted / trying <crop> on the plot (in the
  garden ...)", "... instead", or "the allotment is all <crop>"; claims the readers made of
  their words give way.

Pure; each pattern is a word list searched once per claim's sentence (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import CATEGORY_SLOTS
from chronofact.extractors.conversation.people import person_said
from chronofact.extractors.conversation.statements import named_claim, named_on

__all__ = ["SPOT_ID", "SPOT_ONE", "open_kind_claims", "open_kind_slot"]


def _words(pattern: str) -> re.Pattern[str]:
    return re.compile(rf"\b(?:{pattern})\b", re.IGNORECASE)


_NAME = re.compile(r"^(?:[A-Z0-9][\w'’&.+-]*)(?:\s+(?:of|the|and|&|[A-Z0-9][\w'’&.+-]*)){0,5}$")
SPOT_ID = r"[A-Z]?\d{1,4}[A-Z]?"
"""A bay's or a space's number, with a letter before or after it ("14", "C4", "12B")."""
SPOT_ONE = (
    rf"(?:(?:bay|space|spot|level|floor|deck|row|zone|lot|slot)\s+{SPOT_ID}|"
    r"[A-Z]\d{1,3}|\d{1,4}[A-Z]?)"
)
_SPOT = re.compile(rf"^{SPOT_ONE}(?:,?\s+(?:on|at|in)\s+{SPOT_ONE})?$", re.IGNORECASE)
_CROP = re.compile(r"^[a-z][a-z-]+(?:\s+[a-z][a-z-]+){0,2}$")
_KINDS: dict[str, tuple[re.Pattern[str], re.Pattern[str]]] = {
    "favourite_band": (
        _words(
            r"band|bands|concerts?|albums?|listening\s+to|on\s+repeat|setlist|frontman|"
            r"lead\s+singer|playlist"
        ),
        _NAME,
    ),
    "parking_spot": (
        _words(r"park|parks|parked|parking|car\s*park|garage|driveway|bay|bays"),
        _SPOT,
    ),
    "grows": (
        _words(
            r"allotments?|veg(?:etable|gie|gy)?\s+patch|raised\s+beds?|greenhouse|polytunnel|"
            r"growing|grow|grows|grew|planted|planting|sow(?:ed|n|ing)?|seedlings?|harvest\w*|"
            r"crops?"
        ),
        _CROP,
    ),
    "reading": (_words(r"book\s*club|book\s+group|reading\s+group"), _NAME),
    "place_of_worship": (
        _words(
            r"church|mass|mosque|masjid|temple|chapel|parish|synagogue|shul|gurdwara|mandir|"
            r"jumm?ah|jumu['’]?ah|sermon|congregation|vicar|pastor|imam|priest|rabbi|"
            r"(?:sunday|\d{1,2}(?::\d\d)?\s*(?:am|pm)?|morning|evening|early|late)\s+service"
        ),
        _NAME,
    ),
    "usual_restaurant": (
        _words(
            r"restaurants?|regulars|takeaway|curry\s+house|pizza\s+place|brunch\s+spot|"
            r"booked\s+a\s+table|table\s+for\s+(?:two|\d)|dinner|lunch|brunch|"
            r"eat(?:ing)?\s+(?:anywhere|out|there|here)"
        ),
        _NAME,
    ),
    "landlord": (
        _words(
            r"landlord|landlady|letting\s+agents?|lettings|tenancy|boiler|damp|mould|mold|"
            r"rent\s+(?:increase|rise|hike)"
        ),
        _NAME,
    ),
}
"""Each open kind: words that say its sentence speaks of it, and the shape of its value."""

_SLOT_WORDS: dict[str, re.Pattern[str]] = {
    "gym": _words(
        r"gym|workouts?|work(?:s|ing)?\s+out|fitness|membership|class|classes|train\w*|lift\w*|"
        r"weights|swim\w*|pool|crossfit|pilates|yoga|spin|spar\w*|boxing|climb\w*"
    ),
    "hobby": _words(r"hobby|hobbies|took\s+up|taken\s+up|taking\s+up|pastime|into"),
    "doctor": _words(r"doctor|gp|dr|surgery|clinic|appointment|dentist|physio"),
    "dentist": _words(r"dentist|dental|teeth|tooth|check-?up"),
    "studies_at": _words(r"school|uni|university|college|studying|student|course|degree|lectures?"),
    "lives_in": _words(r"live|lives|living|home|flat|house|apartment|rent|renting|moved\s+to"),
    "bank": _words(
        r"bank|banks|banking|account|accounts|card|loan|mortgage|savings|overdraft|transfer|"
        r"app|branch|isa|current\s+account|deposit\w*|cash|money|interest|debit|credit|"
        r"statements?|cheques?|atm|paid|pay|salary"
    ),
    "has_pet": _words(
        r"pets?|dogs?|cats?|puppy|kitten|rabbit|hamster|fish|bird|vet|"
        + "|".join(
            sorted(
                (re.escape(w) for w, s in CATEGORY_SLOTS.items() if s == "has_pet"),
                key=len,
                reverse=True,
            )
        )
    ),
    "diet": _words(
        r"diet|vegan|vegetarian|veggie(?!\s+patch)|keto|eat|eating|meat|dairy|pescatarian"
    ),
    "project": _words(r"project|working\s+on|launch|rollout|migration|sprint"),
    "uses_device": _words(r"device|phone|laptop|tablet|watch"),
}
"""The canonical slots a value of an open kind is misread on, each with its own words: said
in the sentence, the slot is what the sentence means and the value stays. Not a vehicle (a
car is said beside a playlist or a trip to church without being either), a job, a team,
a language or a person: an employer is said without words of work too often ("left the old
airline gig and switched over to Southwest"), a team or a language is its own kind of name,
and a partner or a manager is someone ("Marcus took me to Dishoom, we're regulars now")."""

_NOT_FROM: dict[str, frozenset[str]] = {"landlord": frozenset({"lives_in"})}
"""Slots a kind is not taken from: a home said beside a boiler or the damp is what it was
read as ("got the keys in Didsbury, the boiler's ancient")."""
_ACTIVITY = re.compile(r"(?:ing|ening)$")
_EATEN_MISREAD = frozenset(_SLOT_WORDS) | {"works_at", "occupation"}
"""Slots a place one eats at is misread on (an employer too: "dinners at Roti King")."""


_REQUEST = re.compile(
    r"\s*(?:(?:please|pls|hey|ok|okay)\W*\s+)?(?:write|tell|help|draft|make|give|plan|remind|"
    r"suggest|recommend|find|list|explain|describe|create|generate|compose|summari[sz]e|"
    r"can\s+you|could\s+you|would\s+you|will\s+you)\b",
    re.IGNORECASE,
)
"""A sentence asking for something ("write a poem about a landlord called Mr Grey"): what it
names is no one's."""


def open_kind_slot(sentence: str, predicate: str, value: str) -> str | None:
    """The open kind a value on `predicate` belongs to by its sentence's words, or None (none
    for a question or a request)."""
    own = _SLOT_WORDS.get(predicate)
    if own is None or own.search(sentence) or not value:
        return None
    if sentence.rstrip().endswith("?") or _REQUEST.match(sentence):
        return None
    kinds = [slot for slot, (said, _) in _KINDS.items() if said.search(sentence)]
    if len(kinds) != 1:
        return None
    slot = kinds[0]
    if predicate in _NOT_FROM.get(slot, ()):
        return None
    said, shape = _KINDS[slot]
    if not shape.match(value) or (slot != "parking_spot" and said.search(value)):
        return None  # "Jummah" of "Jummah for me is at East London Mosque" is no mosque
    if slot == "usual_restaurant" and re.search(
        rf"\b(?:in|to)\s+(?:the\s+)?{re.escape(value)}", sentence, re.IGNORECASE
    ):
        return None  # "dinner in Paris" is a trip; "end up at Nando's", "Friday is Padella"
    if slot == "grows" and any(_ACTIVITY.search(w) for w in value.split()):
        return None  # "gardening" on the allotment is a pastime
    return slot


_PARKED = re.compile(
    r"(?<![\w'’])(?P<who>I|[Ww]e|(?-i:[A-Z][a-z]+))\s+(?:(?:always|usually|normally|still|now|"
    r"just|only)\s+)?(?:park|parks)\s+(?:(?:the|my|our|her|his|their)\s+\w+\s+)?(?:in|on|at)\s+"
    rf"(?:the\s+)?(?P<spot>{SPOT_ONE})(?![\w-])"
    r"|(?<![\w'’])(?P<in>I['’]m|I\s+am|[Ww]e['’]re|[Ww]e\s+are)\s+(?:now\s+)?(?:in|on)\s+"
    rf"(?P<kept>(?:bay|space|spot|level)\s+{SPOT_ID})(?![\w-])"
    r"|(?<![\w'’])(?P<my>[Mm]y|[Oo]ur)\s+(?:(?:allocated|parking|reserved|usual)\s+)?"
    r"(?:bay|space|spot)\s+(?:is\s+(?:now\s+)?)?(?:(?:number|no\.?)\s*)?"
    rf"(?P<num>{SPOT_ID})(?![\w-])",
)
"""The speaker (or a named person) parking in a bay, a space or on a level: "I park in bay
22", "Mum parks her car on level 3", "my parking space is number 14"."""
_READ_CHARS = 1200
_PARKING_SAID = re.compile(r"(?:parking_\w+|(?:\w+_)?(?:bay|parking))$")
"""A predicate the readers name a parking spot by ("parking_space", "bay")."""


def _person(message: Message, said: str) -> str:
    """Who "I", "we" (or nothing) or a name said is: the speaker, a relative of the speaker's
    said alone ("Mum"), or the name itself; "" when there is no speaker."""
    return person_said(message.speaker, said) or ""


def _parked(message: Message, claims: list[Claim]) -> list[Claim]:
    """A parking spot said in no claim, read from "<who> park(s) in <spot>" or "my bay is N"."""
    text = message.text[:_READ_CHARS]
    out: list[Claim] = []
    for m in _PARKED.finditer(text):
        if m.group("num"):
            who, spot = message.speaker, f"bay {m.group('num')}"
            if re.search(r"space\b|spot\b", m.group(0), re.IGNORECASE):
                spot = f"space {m.group('num')}"
        elif m.group("kept"):  # "we're in space 3 now"
            who, spot = message.speaker, m.group("kept")
        else:
            who, spot = _person(message, m.group("who")), m.group("spot")
        if not who or any(_PARKING_SAID.match(c.predicate) for c in [*claims, *out]):
            continue
        group = next(g for g in ("spot", "kept", "num") if m.group(g))
        at = m.start(group)
        out.append(
            named_claim(who, "parking_spot", spot, "assert", message.observed_at, (at, m.end()))
        )
    return out


_BED = (
    r"(?:plot|allotment|(?:[a-z]+\s+)?patch|garden|greenhouse|polytunnel|(?:[a-z]+\s+)?beds?|"
    r"balcony|terrace|window\s+box(?:es)?|patio|corridor\s+garden|corridor)"
)
_GROWN = re.compile(
    r"(?:\b(?P<who>I|[Ww]e|(?-i:[A-Z][a-z]+))(?:['\u2019]m|['\u2019]re|['\u2019]ve\s+been|"
    r"['\u2019]ve|['\u2019]s|\s+am|\s+are|\s+is|\s+has\s+been|\s+have\s+been|\s+have|\s+has)?\s+|(?:^|(?<=[.!?;,]))\s*)"
    r"(?:(?:now|just|mostly|mainly|only|finally|also|still)\s+)?"
    r"(?P<verb>(?i:growing|grow|grows|planted|planting|sowed|sowing|trying|put\s+in|putting\s+in|"
    r"stuck|put))\s+"
    r"(?P<crop>(?!(?:a|an|the|my|our|some|it|them|out|up|to|on|in|for|again)\b)[a-z]+"
    r"(?:\s+(?!(?:on|in|at|for|this|instead|now|again|and|but|so)\b)[a-z]+)?)\s+"
    rf"(?:(?P<bed>(?:on|in|at)\s+(?:the|my|our|her|his|their)\s+{_BED})|(?P<into>in\s+)?instead\b(?!\s+of)|"
    r"this\s+(?:year|season|spring|summer))",
)
"""A crop grown: "trying squash on the plot instead", "Mum's growing callaloo in the garden",
"we planted garlic in the raised beds", "growing chillies this year", "I've put leeks in
instead"."""


_BED_IS = re.compile(
    r"(?:(?<![\w'\u2019])(?P<whose>[Mm]y|[Oo]ur|[Tt]he|(?-i:[A-Z][a-z]+)['\u2019]s)\s+)?"
    rf"(?i:{_BED})\s+(?i:is|are|['\u2019]s)\s+(?i:(?:all|basically|just|mostly|wall-to-wall|"
    r"pretty\s+much|full\s+of|nothing\s+but|now|still)\s+)+"
    r"(?P<crop>(?!(?:a|an|the|my|our|mud|weeds|empty|done|over|gone|dead|ruined|flooded)\b)"
    r"[a-z][a-z-]+(?:\s+(?!(?:this|these|now|and|but|so|at|in|on|for)\b)[a-z][a-z-]+)?"
    r"(?:\s+and\s+[a-z][a-z-]+)?)\b"
)
"""The crop a bed is said to be all of: "The allotment is wall-to-wall potatoes this year",
"Mummy's garden is all callaloo these days", "Winter patch is all broad beans"."""


def _grown_already(claims: list[Claim], crop: str) -> bool:
    """A crop read already, other than one said inside `crop` ("onions" of "garlic and
    onions")."""
    return any(
        c.predicate == "grows" and (c.object or "").casefold() not in crop.casefold()
        for c in claims
    )


_GARDEN = re.compile(
    r"\b(?:allotment|plot|garden|greenhouse|polytunnel|veg\s+patch|raised\s+beds?|harvest|"
    r"sow(?:n|ed|ing)?|seedlings?|crop|courgettes?\s+failed|blight|slugs)\b",
    re.IGNORECASE,
)


def _grown(message: Message, claims: list[Claim]) -> list[Claim]:
    """A crop said in no claim, read from "<who> growing <crop> on the plot" (`_GROWN`) or
    "the plot is all <crop>" (`_BED_IS`)."""
    text = message.text[:_READ_CHARS]
    for m in _BED_IS.finditer(text):
        whose = m.group("whose") or ""
        who = _person(message, whose[:-2] if whose[-2:-1] in ("'", "\u2019") else "")
        crop = m.group("crop")
        if not who or _ACTIVITY.search(crop) or _grown_already(claims, crop):
            continue
        span = (m.start("crop"), m.end("crop"))
        return [named_claim(who, "grows", crop, "assert", message.observed_at, span)]
    for m in _GROWN.finditer(text):
        who = _person(message, m.group("who") or "")
        crop = m.group("crop")
        planted = m.group("into") and _GARDEN.search(text)  # "the courgettes failed so I've
        # put leeks in instead", said of a garden
        if (
            not m.group("bed")
            and not planted
            and m.group("verb").casefold().startswith(("trying", "put", "stuck"))
        ):
            continue  # "trying yoga instead": no crop without a bed to grow it in
        if not who or _ACTIVITY.search(crop) or _grown_already(claims, crop):
            continue
        span = (m.start("crop"), m.end("crop"))
        return [named_claim(who, "grows", crop, "assert", message.observed_at, span)]
    return []


_MEAL_AT = re.compile(
    r"\b(?:dinners?|lunch(?:es)?|brunch(?:es)?|breakfasts?|takeaways?|meals?|curry|pizza|eat|"
    r"eating|ate)\s+(?:(?:are|is|was|were)\s+)?(?:(?:now|always|usually|still)\s+)?at\s+"
    r"(?:the\s+)?$",
    re.IGNORECASE,
)
"""Right before a value: where one eats ("we do Friday dinners at Roti King", "Friday
dinners are at Dishoom now"), a restaurant whatever slot it was read on."""


def _eaten_at(text: str, claim: Claim, value: str) -> bool:
    at = text.find(value, max(0, claim.span[0] - len(value)))
    return at > 0 and _MEAL_AT.search(text, max(0, at - 40), at) is not None


_ONE_MEAL = re.compile(
    r"\b(?:tonight|tomorrow|yesterday|last\s+night|let['\u2019]?s|shall\s+we|"
    r"this\s+(?:evening|weekend|afternoon))\b",
    re.IGNORECASE,
)
_A_HABIT = re.compile(
    r"\b(?:now|these\s+days|always|usually|normally|every|most|regulars?|usual|go-to|"
    r"favou?rite)\b",
    re.IGNORECASE,
)


def _one_meal(text: str, claim: Claim) -> bool:
    """The claim's sentence tells one meal, planned or past, and no habit ("let's eat at
    Dishoom", "we ate at Tayyabs last night"): no usual restaurant."""
    start, end = sentence_around(text, max(0, claim.span[0]))
    said = text[start:end]
    return _ONE_MEAL.search(said) is not None and _A_HABIT.search(said) is None


def open_kind_claims(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each value of an open kind on its kind's slot, and a parking spot said
    in no claim read (see the module docstring)."""
    text = message.text
    out: list[Claim] = []
    for c in claims:
        value = (c.object or c.value or "").strip()
        slot = None
        if c.action == "assert" and c.polarity and c.predicate in _SLOT_WORDS and value:
            if any(said.fullmatch(value) for said, _ in _KINDS.values()):
                continue  # "Jummah" read as a home: a kind's own word is no value
            start, end = sentence_around(text, max(0, c.span[0]))
            slot = open_kind_slot(text[start:end], c.predicate, value)
        if (
            slot is None
            and c.action == "assert"
            and c.predicate in _EATEN_MISREAD
            and _NAME.match(value)
            and _eaten_at(text, c, value)
        ):
            slot = "usual_restaurant"
        if _PARKING_SAID.match(c.predicate) and c.predicate != "parking_spot":
            slot = "parking_spot"  # "my parking space is 14": one slot, however named
        if slot == "usual_restaurant" and _one_meal(text, c):
            continue  # "let's eat at Dishoom", "we ate at Tayyabs last night": one meal out,
            # neither a usual restaurant nor what the reader guessed (a diet, a home)
        out.append(named_on(c, slot, value) if slot is not None else c)
    parked = _parked(message, out)
    spots = [(c.object or "").casefold() for c in parked]
    out = [  # "we're in space 3 now" read as a gym "in space 3" gives way
        c for c in out if not any(s and s in (c.object or "").casefold() for s in spots)
    ]
    grown = _grown(message, out)
    crops = [set((c.object or "").casefold().split()) for c in grown]
    out = [  # "growing courgettes" read as a team, "onions" of "garlic and onions" give way
        c for c in out if not any(_shares_crop(c, crop) for crop in crops)
    ]
    return out + parked + grown


def _shares_crop(claim: Claim, crop: set[str]) -> bool:
    """The claim's value is words of the crop, or holds them all."""
    said = set((claim.object or claim.value or "").casefold().split())
    return bool(said) and (said <= crop or crop <= said)
