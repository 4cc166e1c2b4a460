"""A crop said in passing where it grows: "Slugs have had every leek on the plot again", "my
curry leaf plant is dropping leaves", "Bumper year for tomatoes on the allotment", "we've got
pak choi coming up in the raised beds" (`grows`).

The readers read a crop only from "<who> growing <crop> on the plot" or "the plot is all
<crop>" (`open_kinds`), so a crop named by what happened to it was read as nothing, or as
a pet ("courgettes everywhere on the plot" as a pet), a team ("my rhubarb is out of control")
or a manager ("pak choi" as the manager "choi"). Here a word of the crop lexicon (`CROPS`:
vegetables, herbs and fruit people grow, in the singular or plural, of many cuisines) is a
crop grown when its sentence is about growing: it names a place crops grow (allotment,
plot, veg patch, raised beds, greenhouse, shamba ...), says the crop's plant ("my chilli
plants"), or says a word of growing (sow, planted, harvest, seedlings, blight, slugs ...).
Not when the crop's clause says it ended ("the yam days are over", "blight finished off the
tomatoes", "the coriander died", "courgettes are done") or it is bought, cooked or eaten
with no word of growing ("bought potatoes at the market").

Several crops said together ("methi and chillies") are one value. Whose: the speaker for
"my", "our", "I", "we" or no one said; the person whose garden or plot it is ("Mummy's
garden", "Dad's allotment"); the last person fitting "her"/"his" before it. One crop per
message, the first said; none when a crop is read already (`open_kinds`). Claims of the
crop's clause on slots the crop's words are misread on, with a lower-case value or a value
of the crop's words ("Sue has a pet: courgettes", "Bill does runner"), give way.
Pure; one alternation of literal words over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import clause_around, sentence_around
from chronofact.extractors.conversation.kin_words import CANONICAL_KIN, KIN_ALIASES
from chronofact.extractors.conversation.lexicon import category_slot
from chronofact.extractors.conversation.people import speakers_kin
from chronofact.extractors.conversation.people_before import people_before
from chronofact.extractors.conversation.recase import recased
from chronofact.extractors.conversation.statements import named_claim

__all__ = ["CROPS", "crops_said"]

_SLOT = "grows"
_READ_CHARS = 1200

# fmt: off
_SINGULAR_CROPS = (
    "tomato", "potato", "sweet potato", "new potato", "carrot", "parsnip", "turnip", "swede",
    "beetroot", "radish", "onion", "spring onion", "shallot", "leek", "garlic", "cabbage",
    "red cabbage", "cauliflower", "broccoli", "purple sprouting broccoli", "kale", "cavolo nero",
    "sprout", "brussels sprout", "lettuce", "spinach", "chard", "swiss chard", "rocket", "pea",
    "sugar snap pea", "mangetout", "bean", "broad bean", "runner bean", "french bean",
    "green bean", "butter bean", "courgette", "zucchini", "marrow", "squash", "butternut squash",
    "pumpkin", "cucumber", "gherkin", "pepper", "bell pepper", "chilli", "chili", "chile",
    "jalapeño", "jalapeno", "scotch bonnet", "aubergine", "eggplant", "brinjal", "okra", "bhindi",
    "sweetcorn", "corn", "maize", "celery", "celeriac", "fennel", "asparagus", "artichoke",
    "globe artichoke", "kohlrabi", "pak choi", "bok choy", "choy sum", "kangkong", "water spinach",
    "callaloo", "amaranth", "cassava", "yam", "taro", "eddoe", "plantain", "bitter gourd",
    "bitter melon", "karela", "bottle gourd", "lauki", "chayote", "christophene", "ube", "millet",
    "groundnut", "peanut", "moringa", "methi", "fenugreek", "daikon", "mooli", "wasabi", "edamame",
    "soybean", "lentil", "chickpea", "horseradish", "salsify", "samphire", "tomatillo",
    "potato onion", "basil", "thai basil", "coriander", "cilantro", "parsley", "mint", "rosemary",
    "thyme", "sage", "oregano", "dill", "chive", "tarragon", "lemongrass", "curry leaf", "lovage",
    "sorrel", "pandan", "galangal", "ginger", "turmeric", "tulsi", "shiso", "strawberry",
    "raspberry", "blackberry", "blueberry", "gooseberry", "blackcurrant", "redcurrant", "currant",
    "rhubarb", "grape", "fig", "apple", "pear", "plum", "cherry", "damson", "quince", "melon",
    "watermelon", "passion fruit", "lemon", "lime", "calamansi", "mango", "papaya", "pawpaw",
    "guava", "banana", "avocado", "pineapple", "soursop", "jackfruit", "dragon fruit", "lychee",
    "olive", "pomegranate", "kiwi", "spud", "tattie", "wheat", "barley", "sorghum", "cotton",
    "sugarcane",
    "sunflower",
)
_IRREGULAR_PLURALS = {
    "tomato": "tomatoes", "potato": "potatoes", "sweet potato": "sweet potatoes",
    "new potato": "new potatoes", "mango": "mangoes", "chilli": "chillies", "chili": "chilies",
    "strawberry": "strawberries", "raspberry": "raspberries", "blackberry": "blackberries",
    "blueberry": "blueberries", "gooseberry": "gooseberries", "cherry": "cherries",
    "curry leaf": "curry leaves", "radish": "radishes", "squash": "squashes",
    "butternut squash": "butternut squashes", "papaya": "papayas", "peach": "peaches",
    "lychee": "lychees", "wheat": "wheat", "barley": "barley", "cotton": "cotton", "corn": "corn",
    "sweetcorn": "sweetcorn", "maize": "maize", "millet": "millet", "sorghum": "sorghum",
    "garlic": "garlic", "spinach": "spinach", "kale": "kale", "chard": "chard",
    "swiss chard": "swiss chard", "rocket": "rocket", "okra": "okra", "bhindi": "bhindi",
    "callaloo": "callaloo", "cassava": "cassava", "kangkong": "kangkong", "methi": "methi",
    "fenugreek": "fenugreek", "basil": "basil", "thai basil": "thai basil", "mint": "mint",
    "coriander": "coriander", "cilantro": "cilantro", "parsley": "parsley", "rosemary": "rosemary",
    "thyme": "thyme", "sage": "sage", "oregano": "oregano", "dill": "dill", "tarragon": "tarragon",
    "lemongrass": "lemongrass", "lovage": "lovage", "sorrel": "sorrel", "pandan": "pandan",
    "galangal": "galangal", "ginger": "ginger", "turmeric": "turmeric", "tulsi": "tulsi",
    "shiso": "shiso", "rhubarb": "rhubarb", "asparagus": "asparagus", "broccoli": "broccoli",
    "celery": "celery", "celeriac": "celeriac", "fennel": "fennel", "samphire": "samphire",
    "wasabi": "wasabi", "edamame": "edamame", "horseradish": "horseradish", "moringa": "moringa",
    "amaranth": "amaranth", "taro": "taro", "ube": "ube", "sugarcane": "sugarcane",
    "pak choi": "pak choi", "bok choy": "bok choy", "choy sum": "choy sum",
    "cavolo nero": "cavolo nero", "mangetout": "mangetout", "mooli": "mooli", "daikon": "daikon",
    "lauki": "lauki", "karela": "karela", "calamansi": "calamansi",
}
# fmt: on


def _plural(crop: str) -> str:
    if crop in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[crop]
    if crop.endswith(("s", "x", "ch", "sh")):
        return crop + "es"
    if crop.endswith("y") and crop[-2:-1] not in "aeiou":
        return crop[:-1] + "ies"
    return crop + "s"


CROPS: frozenset[str] = frozenset(
    form for crop in _SINGULAR_CROPS for form in (crop, _plural(crop))
)
"""Every crop of the lexicon, singular and plural, lower case."""

_CROP = re.compile(
    r"(?<![\w'\u2019-])(?:"
    + "|".join(re.escape(c) for c in sorted(CROPS, key=len, reverse=True)).replace(r"\ ", r"\s+")
    + r")(?![\w'\u2019-])",
    re.IGNORECASE,
)
_JOINED = re.compile(r"\s*(?:,\s*(?:and\s+)?|\s+(?:and|&)\s+)")
"""Between two crops said together: "methi and chillies", "beans, peas and kale"."""

_GROWING = re.compile(
    r"\b(?:allotments?|plots?|(?:veg(?:etable|gie|gy)?|cabbage|pumpkin|herb|strawberry)\s+"
    r"(?:patch|garden|beds?)|raised\s+beds?|greenhouse|polytunnel|shamba|smallholding|orchard|"
    r"grow\s*bags?|planters?|pots|window\s*box(?:es)?|windowsill|balcony|terrace|corridor|grow|grows|"
    r"growing|grew(?!\s+up)|grown(?!\s+up)|"
    r"planted|planting|plant\s+out|sow|sowed|sown|sowing|seedlings?|harvest\w*|dug\s+up|dig|"
    r"digging|weed|weeding|weeded|blight|slugs?|snails|aphids|caterpillars|greenfly|mildew|"
    r"bolted|bolting|ripening|sprouting|coming\s+up|germinat\w*|transplant\w*|compost|"
    r"mulch\w*|pick(?:ed|ing)?\s+(?:the|my|our|some|a\s+few)|in\s+the\s+ground|garden|"
    r"patch|beds|crop)\b",
    re.IGNORECASE,
)
"""A word of growing in the crop's sentence."""
_PLANT_AFTER = re.compile(r"\s+(?:plants?|bush(?:es)?|trees?|vines?|seedlings?|hills|rows)\b")
"""Right after the crop: its plant ("my curry leaf plant", "the chilli plants")."""
_PREP_BEFORE = re.compile(
    r"\b(?:in|of|on|for|about|from|at|with|into|like|than)\s+(?:[\w-]+\s+)?$", re.IGNORECASE
)
"""Right before the crop: a preposition, so its plant is a topic, not one's own ("drought
tolerance in olive trees")."""
_PLANT_WORD = re.compile(r"\b(?:plants?|bush(?:es)?|trees?|vines?|seedlings?|hills|rows)\b", re.I)

_ENDED = re.compile(
    r"\b(?:died|dead|dying|wiped\s+(?:\w+\s+)?out|finished\s+off|killed|ruined|gave\s+up\s+on|"
    r"given\s+up\s+on|no\s+more|are\s+over|is\s+over|days\s+are\s+over|gone|lost\s+(?:all|the|"
    r"my|our)|pulled\s+up|ripped\s+out|never\s+again|used\s+to|anymore|any\s+more|"
    r"(?:are|is|['\u2019]re)\s+(?:all\s+)?(?:done|finished))\b",
    re.IGNORECASE,
)
_BOUGHT = re.compile(
    r"\b(?:bought|buy|buying|supermarket|market|shop|shops|store|grocer\w*|recipe|cook\w*|"
    r"soup|salad|curry|dinner|lunch|breakfast|ate|eat|eating|ordered|price|kilo|kg|bbq|"
    r"barbecue|braai|grill\w*|roast\w*|pizza|sandwich\w*|snacks?|smoothies?|juice|tea|coffee|"
    r"drinks?|drinking|served|jam|pie|cake|bread|sauce|play|plays|playing|played)\b",
    re.IGNORECASE,
)
_STRONG = re.compile(
    r"\b(?:allotments?|plots?|patch|raised\s+beds?|greenhouse|polytunnel|shamba|grow|grows|"
    r"growing|grew(?!\s+up)|grown(?!\s+up)|planted|planting|sow|sowed|sown|sowing|seedlings?|"
    r"harvest\w*|dug\s+up|blight|slugs?)\b",
    re.IGNORECASE,
)
"""A word of growing that a word of buying or eating does not outweigh."""
_SWAPPED_FOR = re.compile(
    r"\b(?:swapped|swapping|swap|traded|replaced|replacing|switched|switching|exchanged)\b",
    re.IGNORECASE,
)
_FOR_CROP = re.compile(r"\s+(?:for|with)\s+(?:the\s+|some\s+)?(?=\w)")
_CLAUSE_BREAK = re.compile(r"[,;:()]|\s(?:so|but|and\s+then|because|since|while|now)\s", re.I)

_OWNER = re.compile(
    r"(?<![\w'\u2019])(?P<who>[Mm]y|[Oo]ur|I|[Ww]e|[Hh]er|[Hh]is|"
    r"(?-i:[A-Z][a-z]+)['\u2019]s)(?![\w'\u2019])"
)
_MISREAD_SLOTS = frozenset(
    {
        "hobby", "has_pet", "supports_team", "manager", "diet", "learning_language", "vehicle",
        "drinks", "gym", "partner", "plays", "likes", "uses_device", "uses_phone", "studies_at",
    }
)  # fmt: skip


def _owner(message: Message, text: str, start: int, at: int) -> str | None:
    """Whose the crop said at `at` is: the last owner word of its sentence before it, a
    relative of the speaker's named alone ("helping Dad weed the cassava patch") too."""
    found: tuple[int, str] | None = None
    for m in _OWNER.finditer(text, start, at):
        found = (m.start(), m.group("who"))
    kin = _kin_before(message, text, start, at)
    if kin is not None and (found is None or kin[0] > found[0]):
        return kin[1]
    if found is None:
        return message.speaker
    who = found[1]
    if who.casefold() in ("my", "our", "i", "we"):
        return message.speaker
    if who.casefold() in ("her", "his"):
        before = _kin_before(message, text, start, found[0])
        if before is not None:
            return before[1]
        return people_before(message, text, found[0]).pronoun(who.casefold())
    name = who[:-2]
    return _kin(message, name) or name


def _kin(message: Message, word: str) -> str | None:
    """The speaker's relative a word alone names ("Mum", "Nan", "Grandad"), or None."""
    if not message.speaker:
        return None
    plain = KIN_ALIASES.get(word.casefold())
    if plain in ("grandma", "grandpa", "mom", "dad"):
        return f"{message.speaker}'s {CANONICAL_KIN.get(plain, plain)}"
    return speakers_kin(message.speaker, word)


_WORD = re.compile(r"\b([A-Za-z]+)(?:['\u2019]s)?\b")


def _kin_before(message: Message, text: str, start: int, at: int) -> tuple[int, str] | None:
    """The speaker's relative named alone last before `at` in the sentence, with where:
    "Going to Mummy's Saturday to help her dig", "helping Dad weed"."""
    if not message.speaker:
        return None
    kin = None
    for m in _WORD.finditer(text, start, at):
        named = _kin(message, m.group(1))
        if named is not None:
            kin = (m.start(), named)
    return kin


def _crop_at(text: str, m: re.Match[str]) -> tuple[str, int]:
    """The crop said at `m`, with the crops said together right after it, and its end."""
    value, end = m.group(0), m.end()
    for _ in range(3):
        joined = _JOINED.match(text, end)
        nxt = _CROP.match(text, joined.end()) if joined else None
        if nxt is None:
            break
        value, end = f"{value}{text[end : nxt.start()]}{nxt.group(0)}", nxt.end()
    return re.sub(r"\s+", " ", value), end


def _about_growing(text: str, start: int, end: int, crop_at: int, crop_end: int) -> bool:
    if _PLANT_AFTER.match(text, crop_end) and not _PREP_BEFORE.search(text, start, crop_at):
        return True  # "my curry leaf plant"; not "drought tolerance in olive trees"
    if _STRONG.search(text, start, end):
        return True
    return _GROWING.search(text, start, end) is not None and not _BOUGHT.search(text, start, end)


def crops_said(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the crop said where it grows (see the module docstring)."""
    held = [str(c.object or "").casefold() for c in claims if c.predicate == _SLOT]
    held = [v for v in held if _CROP.search(v)]
    raw = message.text[:_READ_CHARS]
    if not (_GROWING.search(raw) or _PLANT_WORD.search(raw)):
        return claims  # no word of growing: no crop (a cheap test before the lexicon)
    text = recased(raw, message.previous)
    for m in _CROP.finditer(text):
        start, end = sentence_around(text, m.start())
        crop, crop_end = _crop_at(text, m)
        if m.group(0)[0].isupper() and (
            text[start : m.start()].strip()
            or not (_PLANT_AFTER.match(text, crop_end) or _STRONG.search(text, start, end))
        ):
            continue  # "my dog Pepper", "Olive's garden", "Apple announced": a name
        if not _about_growing(text, start, end, m.start(), crop_end):
            continue
        said = crop.casefold()
        if any(v not in said and said not in v for v in held):
            return claims  # another crop read already; "beans" of "broad beans" and "leeks
            # as" of "all leeks as usual" give way
        lo, hi = clause_around(text, (start, end), m.start(), _CLAUSE_BREAK)
        if _SWAPPED_FOR.search(text, lo, m.start()) and _FOR_CROP.match(text, crop_end):
            continue  # "swapped the spuds for squash": the crop after "for"
        words = set(crop.casefold().split())
        claims = [c for c in claims if not _misread(c, lo, hi, words)]
        who = _owner(message, text, start, m.start())
        if _ENDED.search(text, lo, hi) or not who:
            continue  # "the coriander on my windowsill died": no crop, and no pet
        kept = [c for c in claims if c.predicate != _SLOT]  # "Jo grows whole veg" gives way
        span = (m.start(), crop_end)
        return [
            *kept,
            named_claim(who, _SLOT, crop.casefold(), "assert", message.observed_at, span),
        ]
    return claims


def _misread(claim: Claim, lo: int, hi: int, crop: set[str]) -> bool:
    """A claim read from the crop's clause on a slot crops are misread on, of the crop's
    words or of lower-case words ("Bill does runner", "Meera does flowering")."""
    if claim.predicate not in _MISREAD_SLOTS or not (lo <= claim.span[0] < hi):
        return False
    value = str(claim.object or claim.value or "")
    if set(value.casefold().split()) & crop:
        return True
    return value != "" and value == value.lower() and category_slot(value) != claim.predicate
