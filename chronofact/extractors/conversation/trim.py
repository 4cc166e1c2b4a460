"""Objects trimmed to the thing itself: no trailing clause, adverb or punctuation residue.

"Lisbon , loving the weather" -> "Lisbon"; "KPMG on Monday!" (time masked) -> "KPMG";
"Toronto for work" -> "Toronto".  Every step is a single pass (no nested quantifiers).
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["MAX_OBJECT_WORDS", "learnt_thing", "trim_object", "venue", "without_change_date"]

MAX_OBJECT_WORDS = 8

_CUT_AT = re.compile(
    r"[,;!?()\[\]\"\u201c\u201d]|:(?!\d)|\s[-\u2013\u2014]\s"
    r"|(?<!\bDr)(?<!\bMr)(?<!\bMs)(?<!\bSt)(?<!\bMrs)(?<!\bJr)(?<!\bInc)(?<!\b[A-Z])"
    r"(?<!\bDra)(?<!\bSra)(?<!\bSrta)(?<!\bMme)(?<!\bDott)(?<!\bProf)\.(?:\s|$)"
    r"|\s(?:on|off)\s(?=[A-Z])"
    r"|\s{4,}(?=and\s)"  # a masked time, then "and": a new clause ("X since the summer and ...")
    r"|\s(?:and|but)\s{4,}(?=[a-z])"  # "and", then a masked negation: "austin and never texts"
)
_CLAUSE_WORD = re.compile(
    r"\s(?:--|\u2014|\u2013)\s|"  # "a Galaxy S24 now -- the S21 died"
    r"\s(?:because|but|although|though|while|which|who|whom|whose|where|when|since|until|"
    r"ever\s+(?:since|after)\b|"
    r"till\s+(?:i|we|he|she|they|you|it|the|next|my|our|his|her|their|then|further|[a-z]*day|"
    r"end)\b|"
    # "a used Camry from a guy in Ikeja": whom it came from
    r"from\s+(?:a|an|some|this|that|my|our|his|her)\s+(?:[a-z]+\s+)?(?:guy|man|woman|lady|bloke|"
    r"dealer|dealership|seller|mate|friend|colleague|neighbour|neighbor|cousin|uncle|aunt|"
    r"auntie|aunty)\b|"
    r"unless|if|so|and\s+(?:i|we|my|our|his|her|their|he|she|they|it|then|now|that|the|\w+ly|never|not|no|always|still|also|"
    r"just|even|\w+n['’]t|stops?|keeps?|loves?|hates?|likes?|says?)|as\s+(?:a|an|the|well|of)|"
    r"(?:and|n|&)\s+(?:got|bought|took|went|moved|started|joined|switched|picked|go|goes|train|"
    r"trains|signed|use|uses|taken|begun|named|called|christened|brought|gave)\s|"
    r"(?:is|are|was|were|isn't|isnt|wasn't|has\s+been|have\s+been|keeps|kept)\s|"
    r"for\s+(?:work|uni|school|college|gaming|a\s+while|some\s+time|a\s+bit|now|good|the\s+(?:job|summer|year|time\s+being)|a\s+change|"
    r"fun|a\s+living|me|us|(?:the\s+past\s+|over\s+)?(?:a|an|one|two|three|four|five|six|"
    r"seven|eight|nine|ten|\d+|several|many|a\s+few)\s+(?:years?|months?|weeks?|days?))|"
    r"with\s+(?:my|his|her|our|their)|near|after|before|instead|around(?=\s+(?-i:[A-Z]))|"
    r"with\s+(?:a\s+(?:couple\s+of|few)|some|several|two|three|four|five|six|\d+)\s|"
    r"with\s+(?:a|an|our|my)\s+(?:[a-z]+\s+){1,2}(?:called|named)\b|"
    r"for\s+(?:a|an)\s+(?:new\s+)?(?:job|role|position|post)\b|"
    r"into\s+(?:a|an|the|my|our|his|her|their)\b|"
    r"at\s+work\b|for\s+(?:reading|watching|listening|work(?:ing)?|gaming|streaming|editing)\b|"
    r"now\s+(?=(?:with|that|and|in|at|for|after|since|because|which|though|\w+ing)\b)|"
    r"(?:working|studying|teaching|living|staying|training|interning)\s+(?:at|for|in|as|with)\s|"
    r"(?:last|next)\s+(?:spring|summer|autumn|fall|winter|week|month|year|\w+day)|"
    r"to\s+(?:be|get|have|help|do|make|take|look|care|stay|start|join|work|study|live|spend|"
    r"save|see|find|try|keep|focus|go|visit|avoid|pay|earn)|to\s+the\s+(?:office|station|shops)|"
    r"on\s+(?:weekends|the\s+side)|on\s+(?:a\s+)?(?:contract|finance|lease|loan|credit|payg)|at\s+(?:night|weekends)|starting|from\s+(?:now|today|next|this)|"
    r"(?:in|at|on|from|over|during|across)\s+(?:the|my|our|his|her|their)\s+(?=[a-z])|"
    r"for\s+(?:my|his|her|our|their|all|the)\b|for\s+(?:\w+\s+)?(?:years?|months?|weeks?|ages)|this\s+(?:semester|term|week|month|year|"
    r"summer|spring|autumn|fall|winter|season|morning|afternoon|evening|weekend)|"
    r"(?-i:today|yesterday|tonight|tomorrow)|(?:once|twice|\w+\s+times)\s+a\s+"
    r"(?:day|week|month|year))\b",
    re.IGNORECASE,
)
_APPOSITIVE = re.compile(
    r",\s*(?P<first>[A-Z][\w'.\-]*)(?:\s+(?:[A-Z][\w'.\-]*|of|the|de|du|da|von|van|y))*"
    r"\s*[.!?]?\s*$"
)
"""A proper-name continuation after a comma that ends the object: "University of California,
Berkeley", "Washington, D.C.", "Charles Frederick, Duke of Holstein-Gottorp", "Porto, Portugal"."""
_NOT_A_NAME = frozenset(
    {
        "I",
        "But",
        "And",
        "So",
        "Then",
        "Now",
        "Actually",
        "Anyway",
        "Which",
        "Who",
        "Because",
        "Though",
        "Also",
        "Plus",
        "Like",
        "Well",
        "Oh",
        "Yes",
        "No",
        "Sadly",
        "Luckily",
        "Lol",
    }
)


def _cut(text: str) -> int | None:
    """Where the object ends: the first cut mark, unless it is a comma before a name."""
    cut = _CUT_AT.search(text)
    if cut is None:
        return None
    if cut.group() == ",":
        name = _APPOSITIVE.match(text, cut.start())
        if name is not None and name.group("first") not in _NOT_A_NAME:
            rest = _CUT_AT.search(text, cut.end())
            while rest is not None and rest.group().startswith("."):
                rest = _CUT_AT.search(text, rest.end())  # dots inside "D.C." end nothing
            return rest.start() if rest is not None else None
    return cut.start()


_TRAILING = re.compile(
    r"(?:\s+(?:now|currently|these\s+days|nowadays|right\s+now|at\s+the\s+moment|too|as\s+well|"
    r"again|though|either|anymore|any\s+more|full[- ]time|part[- ]time|every\s+\w+|daily|"
    r"weekly|instead|already|lately|recently|together|here|there|officially|finally|"
    r"at\s+(?:long\s+)?last|"
    r"for\s+everything|for\s+a\s+\w+|all\s+the\s+time|lol|haha|lmao|tho|btw|for\s+now|as\s+of|"
    r"most\s+(?:days|evenings|mornings|nights|weekends)|myself|himself|herself|themselves|"
    r"(?:once|twice|(?:one|two|three|four|five|six|a\s+few|several|\d+)\s+(?:days?|times?|nights?|"
    r"mornings?|evenings?|afternoons?|hours?))\s+a\s+(?:week|month|day|fortnight)|"
    r"ourselves|properly|seriously|basically|literally|actually|honestly|mostly|mainly|slowly|"
    r"religiously|obviously|apparently|permanently|temporarily|full\s+time|second[- ]?hand|"
    r"completely|entirely|altogether|for\s+good|totally|fully|cold\s+turkey|done|"
    # particles of other Englishes closing a sentence ("a consultant now o", "team leader na",
    # "Concentrix pa rin", "divorced ne", "senior analyst sha", "moved to Tampines lah")
    r"o|oo|na|pa|pa\s+rin|na\s+rin|rin|din|po|sha|sef|abi|lah|leh|lor|sia|meh|ne|yaar|innit|"
    r"and|or|but|so|"  # a link word left where a clause after it was cut ("Google and")
    r"(?-i:atm|rn|tbh|ngl|fr|imo)))+$",  # chat's "at the moment", "right now", "to be honest"
    re.IGNORECASE,
)
_TRAILING_YEARS = re.compile(
    r"(?<!\bin)(?<!\bby)(?<!\bwithin)\s+(?:for\s+)?(?:\d{1,3}|a|an|one|two|three|four|five|six|"
    r"seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)\s+(?:whole\s+)?"
    r"(?:years?|decades?)(?:\s+(?:now|and\s+counting))?$",
    re.IGNORECASE,
)
"""How long, after the thing ("been at Tesco 10 years now" -> "Tesco"); not a time to come
("due in two years")."""
_TRAILING_KIND = re.compile(
    r"^((?:(?:the|my|our|that|this|whole)\s+)*[a-z][\w-]*)\s+"
    r"(?:thing|stuff|phase|era|kick|journey|lifestyle)$"
)
"""A word for a spell of the one thing before it ("the dairy-free thing", "my keto phase"; not
"the most important thing")."""
_TRAILING_VERB = re.compile(
    r"\s+(?:goes|went|comes|came|is|was|are|were|has|had|does|did|gets|got|says|said|lives|"
    r"works|stays|sits|needs|wants)$"
)
"""A verb the object ran into ("our dog Biscuit goes to ..." -> "dog Biscuit")."""
_LEAD = re.compile(
    r"^(?:(?:the|a|an|my|our|his|her|their|brand\s+new|used|second-hand|"
    r"(?-i:old|new|little)|(?-i:Old|New|Little)(?!\s+(?-i:[A-Z]))|"  # not "New York"
    r"secondhand|pre-owned|shiny|beat-up|beaten-up|battered|clapped-out|trusty|rusty|"
    r"(?-i:one)(?=\s+(?-i:[A-Z])))\s+)+",  # "one Mr Adeyemi": a certain Mr Adeyemi
    re.IGNORECASE,
)
_ALL_LEAD = re.compile(r"^it(?:['\u2019]s|\s+is)\s+all\s+(?=\w)", re.IGNORECASE)
"""'It's all' before a thing ("given up bouldering, it's all cycling now"): the thing."""
_KEEP_THE = re.compile(r"^the\s+(?:[A-Z]|university|college|school)", re.IGNORECASE)


_NAME_THEN_VERB = re.compile(
    r"(?:(?:the|The)\s+)?(?:Dr\.?\s+)?[A-Z0-9][\w&'.\u2019-]*(?:\s+(?:(?:of|the|de|and|&|for)\s+)?[A-Z0-9][\w&'.\u2019-]*)*"
    r"(?=\s+(?:[a-z]+ed|paid|pays|sucks|rocks|does|did|gets|got|keeps|feels|felt|seems|looks|"
    r"went|goes|made|makes|said|says|sent|gave|gives|has|had|will|would|can|could|starts|"
    r"begins|began|ends|finishes|opens|closes|runs|ran|and\s+[a-z]+(?:s|ed|ing)|[a-z]{2,}ing)\b)"
)
"""A name followed by a verb: the name is the object, the verb starts a new clause ("Wise paid
better", "Acme based in Berlin", "my shift at the Charité starts at 8", "Abeokuta and refuses to
...", "the University of Lagos studying law")."""


def trim_object(raw: str, drop_lead: bool = True) -> str:
    """The object text of `raw`, or "" when nothing sensible is left."""
    text = raw
    end = _cut(text)
    if end is not None:
        text = text[:end]
    named = _NAME_THEN_VERB.match(text.lstrip())
    if named is not None:
        text = named.group()
    cut = _CLAUSE_WORD.search(text)
    if cut:
        text = text[: cut.start()]
    text = " ".join(text.split())
    text = _TRAILING_YEARS.sub("", text)
    text = _TRAILING.sub("", text)
    text = _TRAILING_VERB.sub("", text)
    text = _TRAILING_KIND.sub(r"\1", text)
    if drop_lead:
        text = _ALL_LEAD.sub("", text)
        if _KEEP_THE.match(text) and text[:4].lower() == "the ":
            text = text[4:]
        else:
            text = _LEAD.sub("", text)
    text = _drop_symbols(text).strip(" .'\u2019-")
    if not text or len(text.split()) > MAX_OBJECT_WORDS or text.lower() in _PLACE_ADVERBS:
        return ""
    return text


_SYMBOL_KINDS = frozenset({"So", "Sk", "Mn", "Cf", "Co", "Zs"})


def _drop_symbols(text: str) -> str:
    """Without the emoji and symbols it ends with ("late January \U0001f648" -> "late
    January")."""
    end = len(text)
    while end > 0 and unicodedata.category(text[end - 1]) in _SYMBOL_KINDS:
        end -= 1
    return text[:end]


_PLACE_ADVERBS = frozenset({"there", "here"})
"""Words that point at a place said elsewhere ("been going there since college"): no value."""


_WHERE_IT_IS = re.compile(
    r"\s+in\s+[A-Z][\w'.\u2019-]*(?:\s+[A-Z][\w'.\u2019-]*)*$"
    r"|\s+(?:round|around|near|by|down|up|off|opposite|behind|next\s+to)\s+(?:the|my|our)\s.*$"
)


def venue(name: str) -> str:
    """A place one goes to, without where it is: "Virgin Active in Sandton" -> "Virgin Active",
    "Snap Fitness round the corner" -> "Snap Fitness" (the same gym or bank wherever the
    speaker says it is)."""
    cut = _WHERE_IT_IS.search(name)
    return name[: cut.start()] if cut is not None and cut.start() > 0 else name


_CHANGE_DATE = re.compile(
    r"[\s,]+(?:back\s+|way\s+back\s+)?(?:in|since|as\s+of|from|starting(?:\s+from)?)\s+"
    r"(?:(?:early|mid|late|the\s+(?:start|end|middle)\s+of)\s+)?"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|last|this|next|the\s+new\s+year|"
    r"(?<=from\s)(?:mon|tue|wed|thu|fri|sat|sun)|(?<=starting\s)(?:mon|tue|wed|thu|fri|sat|sun))"
    r"[a-z]*\.?(?:\s+(?:week|month|year|term))?\s*$",
    re.IGNORECASE,
)
_TIME_LEFT = re.compile(
    r"\d|\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|\bnoon\b|\bmidday\b", re.IGNORECASE
)


def without_change_date(when: str) -> str:
    """A time value without the date of its change after it ("Thursday 11am in june" ->
    "Thursday 11am", "Saturdays 10am back in June", "Friday at 4 as of May", "10am from
    Monday"): what is left must still name a day or an hour; else the value stays whole ("in
    June" is itself a time)."""
    m = _CHANGE_DATE.search(when[-60:])
    if m is None:
        return when
    kept = when[: len(when) - len(when[-60:]) + m.start()].rstrip(" ,")
    return kept if _TIME_LEFT.search(kept) else when


_COURSE = re.compile(r"\s+(?:lessons?|classes|class|course|sessions?)$", re.IGNORECASE)
_WHERE_LEARNT = re.compile(r"\s+(?:at|on|in|with|through|from|via|using|for)\s+", re.IGNORECASE)


def learnt_thing(slot: str, value: str) -> str:
    """A thing learnt or done for fun without its course and where or how ("piano lessons" ->
    "piano", "Spanish on duolingo" -> "Spanish", "pilates at a studio" -> "pilates")."""
    if slot.startswith("learning") or slot == "hobby":
        value = _COURSE.sub("", value)
    if slot in ("learning_language", "hobby"):
        value = _WHERE_LEARNT.split(value, maxsplit=1)[0]
    return value
