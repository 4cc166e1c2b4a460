"""Clauses of a masked sentence, leading fillers and change cues, auxiliaries after a subject."""

from __future__ import annotations

import re
from dataclasses import dataclass

from chronofact.extractors.conversation.lexicon import INTERJECTIONS, is_interjection

__all__ = [
    "Aux",
    "clause_spans",
    "skip_aux",
    "skip_filler",
    "skip_label",
    "skip_lead",
    "stated_before_asked",
    "stated_in_question",
    "time_led",
]

_EMOTICON = (
    r"\s*(?<![\w:/])(?::-?[()DPpO/|]|;-?[)D]|<3+|[xX]D)(?=\s|$|[.,!?])[.,!?]*\s*"
    r"|\s*[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B50\u2764\uFE0F\u200D]+[.,!?]*\s*"
)
"""An emoticon (":(", ":D", "<3") or a run of emoji ends a clause in chat."""
_LOWER_STOP = (
    # "St." and a word ending in "st" ("august.") end no sentence; an ordinal ("the 1st.") does
    r"(?<![Dd]r)(?<![Mm]r)(?<![Mm]s)(?<![Mm]rs)(?<![^0-9][Ss]t)(?<!^[Ss]t)"
    r"(?<!vs)(?<!etc)(?<!\b[A-Za-z])"
    r"(?:[.!]+|(?P<q>\?+))\s+(?=[a-z])"
)
"""Chat often starts a sentence in lower case ("quit zalando lol. im at klarna now")."""
_SPLIT = re.compile(
    _EMOTICON
    + "|"
    + _LOWER_STOP
    + r"|,\s+(?=(?:don't|dont|do\s+not|lol|haha|pls|please|nope|yep|yes|no)\b)"
    r"|,\s+(?=(?:the|my|our|his|her|their)\s+(?:new\s+|old\s+|current\s+)?[\w-]+\s+(?:is|are|'s)\s)"
    r"|,\s+(?=[a-z][\w-]*(?:\s+(?:is|are)|['\u2019]s)\s+(?:now|due)\s)"
    # ", sprint planning is Wednesday at 2": a thing said with its day, time or name
    r"|,\s+(?=[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+(?:is|are)\s+(?:now\s+)?(?:on\s+|at\s+)?"
    r"(?:(?-i:[A-Z])|\d))"
    # ", landlord is Mr Okafor": a role of the speaker's said bare, its own clause
    r"|,\s+(?=(?:new\s+)?(?:landlord|landlady|manager|boss|dentist|doctor|gp|vet|therapist|"
    r"physio|accountant|lawyer|tutor|mentor)\s+(?:is|['\u2019]s)\s)"
    r"|,\s+(?=(?:it|that)(?:['\u2019]s|\s+is)\s+(?:now\s+)?(?:my|our)\s)"  # ", it's my new ..."
    # ", Sofia moved to Porto": another person named with what they did, their own clause
    r"|,\s+(?=(?-i:[A-Z])[a-z]+\s+(?:moved|left|quit|retired|joined|started|went|became|switched|"
    r"relocated|took|bought|sold|married|got\s+(?:a|married|engaged|promoted))\b)"
    # ", best band going": the best of a kind said of what the sentence named, its own clause
    r"|,\s+(?=(?:the\s+)?best\s+[a-z]+\s+(?:going|on\s+(?:the\s+)?planet|in\s+the\s+world|ever|"
    r"of\s+all\s+time|around|alive)\b)"
    r"|;\s*|,\s+(?=[a-z]+ing\b)|:\s+|,\s+(?=(?:no\s+more|no\s+longer|not)\s)|\s+[-\u2013\u2014]\s+|,\s+(?:but|and|so|then)\s+|\s+but\s+"
    r"|,\s+(?=(?:I|I'm|I've|I'd|I'll|i|im|ive|we|he|she|they|now|then|my|still|[A-Z][a-z]+\s+[a-z]+s\b"
    r"|(?:Dr|Mr|Ms|Mrs|Prof)\.?\s+[A-Z][a-z]+\s+[a-z]+s)\b)"
    r"|,?\s+and\s+(?=(?:now\s+|then\s+|also\s+)?(?:I|i(?=['\u2019])|im|ive|we|he|she|they|it|"
    r"my|our\s+(?=[a-z]+\s+(?-i:[A-Z]))|joined|started|moved|"
    r"got|signed|became|switched|took|left|quit|sold|traded|began|signed|am|is|live|enrolled|"
    r"opened|transferred|dropped|graduated|"
    r"lives|work|works|now|"
    # a second thing done now: "sold the garage and runs a café", "and cycle everywhere"
    r"drives?|runs?|teach(?:es)?|rides?|cycles?|owns?|sells?|manages?|coach(?:es)?|studies|"
    r"study|trains?|attends?|volunteers?|commutes?|walks?|takes?|plays?|learns?|goes|uses?|"
    r"helps?|does|settled|picked|adopted|rented|went\s+(?:with|for)|opted)\b)"
    # another person's own clause: "Linda left in May and Marco is my manager now"
    r"|(?P<other>,?\s+and\s+)(?=(?-i:[A-Z])[a-z]+(?:\s+(?-i:[A-Z])[a-z]+)?\s+(?:is|['\u2019]s)\s+(?:now\s+)?"
    r"(?:my|our|his|her|their)\s)"
    r"|,?\s+so\s+(?=(?:I|i|im|we|my|now|they)\b|(?-i:[A-Z])[a-z]+\s+(?:is|are|has|will)\s)"
    r"|,\s+(?=(?:been|got|bought|picked\s+up|started|now|just|finally|moved|relocated|joined|"
    r"switched|signed|dropped|quit|cancell?ed|ditched|sold|traded|stopped|gave\s+up)\s)"
    r"|,\s+(?=(?:[\w'-]+\s+){1,3}?(?:instead|now|these\s+days|nowadays)\s*[.!]*\s*$)"
    r"|,\s+(?=(?:[A-Z][\w&'-]*\s+){1,3}(?:has\s+|just\s+)?(?:hired|took|brought|snapped|poached|made|gave)"
    r"\s+me\b)"  # "not at X anymore, Aer Lingus took me on": the employer's own clause
)
_FILLER = re.compile(
    # "@channel", "@here", "@maria": who a work message is addressed to
    r"(?:(?:@[\w.-]+|oh|well|yeah|yes|nope|yep|yup|nah|so|also|actually|btw|by\s+the\s+way|honestly|haha|lol|wow|hey|hi|"
    r"um|and|but|anyway|ok|okay|sadly|luckily|unfortunately|fortunately|big\s+news|news|"
    r"update|(?:(?:quick|small|wee|little|slight|one)\s+)?correction(?:\s+from\s+(?:earlier|before))?|"
    r"(?:quick|small|little)\s+update|heads[\s-]+up|fyi|good\s+news|"
    r"guess\s+what|fun\s+fact|wait|sorry|oops|whoops|my\s+bad|scratch\s+that|no(?=\s*,)|"
    # a correction's preamble: "wait no, I got it wrong before —"
    r"(?:i|I)\s+(?:got|had)\s+(?:it|that|this)\s+wrong(?:\s+(?:before|earlier))?|"
    r"(?:i|I)\s+mixed\s+(?:it|them|that)\s+up|"
    # a request to keep what follows ("Remind me the review is Thursdays", "note to self: ...")
    r"(?:please\s+)?(?:remind\s+me|remember|don'?t\s+forget|note\s+to\s+self|(?:make\s+a\s+)?note|"
    r"just\s+so\s+you\s+know|for\s+the\s+record|for\s+context|reminder)(?:\s+that\b)?|"
    r"now|then|finally|these\s+days|nowadays|as\s+of\s+now|in\s+the\s+end|"
    r"currently(?!\s+(?:a|an)\s)|"  # "currently a sous chef at X" is a state (`shapes`)
    r"right\s+now|at\s+the\s+moment|next\s+up(?:\s+for\s+(?:me|us))?|"
    r"still(?!\s+at\s+(?-i:[A-Z]))|"  # "still at Ocado" is a state (`shapes`), not a filler
    # a fronted "me" before "I" ("me I'm still doing nights", "as for me, I ..."): the topic
    r"(?:as\s+for\s+)?me(?=[\s,]+(?-i:I)\b)|"
    # who a chat message is addressed to, before a break: "lads, Niamh left Accenture"
    r"(?:hey\s+|ok\s+|right\s+)?(?:lads|guys|folks|everyone|everybody|y['\u2019]?all|fam|girls|gals|"
    r"boys|peeps|ppl|people|mates?|bros?|dudes?|ladies|gents|team|friends|babe|hun|sis)"
    r"(?=\s*[,:!\u2014\u2013-])|" + "|".join(sorted(INTERJECTIONS, key=len, reverse=True)) + r")"
    r"(?:\s*[,:!.\u2014\u2013-]\s*|\s+))+",
    re.IGNORECASE,
)
_AUX = frozenset(
    [
        "am",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "'m",
        "'s",
        "'re",
        "’m",
        "’s",
        "’re",
        "have",
        "has",
        "had",
        "'ve",
        "'d",
        "’ve",
        "’d",
        "will",
        "would",
        "'ll",
        "just",
        "now",
        "still",
        "also",
        "finally",
        "recently",
        "officially",
        "actually",
        "currently",
        "already",
        "really",
        "then",
        "later",
        "eventually",
        "both",
        "all",
        "happily",
        "proudly",
        "newly",
        "since",
        "basically",
    ]
)
_POSSESSIVE_HAVE = frozenset(["have", "has", "had", "'ve", "’ve"])
_DETERMINER = re.compile(r"\s+(?:a|an|the|my|our|one|two|three|\d+|no|some|new)\b", re.IGNORECASE)
_COPULA = frozenset(
    ["am", "is", "are", "was", "were", "'m", "'s", "'re", "’m", "’s", "’re", "been", "be"]
)
_TOKEN = re.compile(r"\s*(['\u2019]?[A-Za-z]+)")
_ENDED_UP = re.compile(r"\s*(?:ended|wound|finished)\s+up(?=\s+[a-z]+ing\b)", re.IGNORECASE)
"""A verb that says how it turned out, before the verb that says what ("ended up taking the
offer", "wound up moving to Leeds"), skipped like an auxiliary."""
_JOINED_NAME = re.compile(
    r"(?:(?:Dr\.?\s+)?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2}|[a-z][\w'-]{1,20})$"
)
"""A name before "and I" ("Elena and I", "dev and I" in lower-case chat): one subject."""


@dataclass(frozen=True)
class Aux:
    """How many characters the auxiliaries took, and whether one was a copula."""

    length: int
    copula: bool


_SINCE_EVENT = re.compile(
    r"\b(?:ever\s+)?since\s+(?=(?:I|he|she|they|we)\s+(?:[a-z]+ed|left|quit|got|sold|bought|"
    r"became|began|took|split|broke|joined|went|won|lost|met)\b)"
)
"""An event told after "since" ("... at the golf club since he retired in May", "learning Hausa
since I moved up to Tamale"): a clause of its own as well, while the clause it dates keeps it."""


def clause_spans(masked: str) -> list[tuple[int, int]]:
    """(start, end) of the clauses; "Elena and I" stays one subject; an event told after
    "since" is a clause too (`_SINCE_EVENT`), inside the clause it dates."""
    spans = _split_spans(masked)
    events = [(m.end(), e) for s, e in spans for m in _SINCE_EVENT.finditer(masked, s, e)]
    return sorted(spans + events) if events else spans


_NAME_ONLY = re.compile(r"(?:[A-Z][\w&'-]*\s*)+")
"""A piece that is only capitalised words: a name in two parts ("Marks and Spencer")."""


def _split_spans(masked: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    pos = 0
    for m in _SPLIT.finditer(masked):
        piece = masked[pos : m.start()].strip()
        nxt = masked[m.end() : m.end() + 3]
        named = _JOINED_NAME.match(piece, _past_fillers(piece, 0))  # "oh and Darren and I"
        if named and "and" in m.group() and nxt[:2] in ("I ", "I'"):
            continue
        if m.group("other") and _NAME_ONLY.fullmatch(piece):  # "Marks and Spencer is my ..."
            continue
        if not m.group("q"):  # "still at X? nope, ...": a question states nothing
            spans.append((pos, m.start()))
        pos = m.end()
    spans.append((pos, len(masked)))
    return [(s, e) for s, e in spans if masked[s:e].strip()]


def time_led(spans: list[tuple[int, int]], masked: str) -> list[tuple[int, int]]:
    """The clauses with a first one that is only a time (masked blank: "As of last month, I'm
    at X", "From March, my manager is Y") made part of the clause after it, which it dates."""
    if len(spans) > 1 and not masked[spans[0][0] : spans[0][1]].strip(" ,;:-"):
        return [(spans[0][0], spans[1][1]), *spans[2:]]
    return spans


_LEAD_PHRASE = re.compile(
    r"(?i:at|in|on|after|since|following|during|with|for)\s+(?:[\w'-]+\s+){1,4}?,?\s*"
    r"(?=(?:I|we|We|he|He|she|She|they|They)\b)"
)
_LEAD_EVENT = re.compile(
    r"(?i:after|since|following|during|before)\s+(?i:the|this|that|our|my|his|her|their)\s+"
    r"(?:[a-z][\w'-]*\s+){1,3}?(?=(?-i:[A-Z])[\w'-]+\s+(?-i:[a-z])[\w'-]*\b)"
)
"""An event that dates a clause said before a named subject without a comma ("After the reorg
Jussi sits under Petteri", "Since the merger Ana reports to Kofi")."""


_WORD_THEN_BREAK = re.compile(r"([^\W\d_]+)(?:\s*[,:!.\u2014\u2013-]\s*|\s+)")


def _past_fillers(text: str, lead: int) -> int:
    """The end of the fillers and interjections from `lead` on, a drawn-out or laughing one
    too ("hahaha my sister is a nurse now", "lmaooo priya is at Deloitte"); each step moves
    forward, so the walk is linear."""
    while True:
        m = _FILLER.match(text, lead)
        lead = m.end() if m else lead
        word = _WORD_THEN_BREAK.match(text, lead)
        if word is None or not is_interjection(word.group(1)):
            return lead
        lead = word.end()


def skip_label(text: str) -> int:
    """Characters of leading punctuation and fillers only ("Heads up: ", "Note to self: "), so
    the rule extractor does not read them into a subject ("Heads up: Sam's boss is ...")."""
    lead = len(text) - len(text.lstrip(" ,.:;!-"))
    return _past_fillers(text, lead)


_DAY_IS = re.compile(
    r"(?:today|yesterday|tomorrow|tonight|(?:this|last|next)\s+\w+|monday|tuesday|wednesday|"
    r"thursday|friday|saturday|sunday)(?:['\u2019]s|\s+(?:is|was|will\s+be))\s+"
    r"(?=(?:my|his|her|our|their)\s)",
    re.IGNORECASE,
)


def skip_lead(text: str) -> int:
    """`skip_filler`, and then a day said to be someone's something ("Friday was my last day
    at Infosys", "Today's her first shift at Boots"): the clause is about the owner, dated by
    the day (the day stays in the clause's text for its time)."""
    lead = skip_filler(text)
    day = _DAY_IS.match(text, lead) or _ROLE_BEFORE_NAME.match(text, lead)
    return day.end() if day else lead


_ROLE_BEFORE_NAME = re.compile(
    r"(?-i:The|the)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3},\s+"
    r"(?=(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?,\s+(?:is|was|has\s+been)\s+(?:my|our)\s)"
)
"""A role said before the name it is in apposition to ("The ward sister, Maureen, is my
manager"): the clause is about the name."""


def skip_filler(text: str) -> int:
    """Characters of leading white space, punctuation, fillers ("Big news:", "Actually,") and a
    leading adverbial phrase before a pronoun subject ("At the agency I'm ...", "After the
    reorg I ...") or an event before a named one (`_LEAD_EVENT`)."""
    lead = _past_fillers(text, len(text) - len(text.lstrip(" ,.:;!-")))
    phrase = _LEAD_PHRASE.match(text, lead) or _LEAD_EVENT.match(text, lead)
    return phrase.end() if phrase else lead


def skip_aux(text: str) -> Aux:
    """Auxiliaries and adverbs right after a subject ("'ve been", "'m now", "is currently")."""
    pos = 0
    copula = False
    while True:
        m = _TOKEN.match(text, pos)
        if m is None:
            break
        word = m.group(1).lower()
        ended_up = _ENDED_UP.match(text, pos)
        if ended_up is not None:  # "Noor ended up taking the offer from Vestas"
            pos = ended_up.end()
            continue
        if word not in _AUX:
            break
        if word in _POSSESSIVE_HAVE and _DETERMINER.match(text, m.end()):
            break  # "have a hamster": the verb, not an auxiliary
        copula = copula or word in _COPULA
        pos = m.end()
    rest = text[pos:]
    return Aux(pos + len(rest) - len(rest.lstrip()), copula)


_ASKED_AFTER = re.compile(
    r"(?:,|\s[-\u2013\u2014])\s+(?:so\s+|but\s+)?(?:any(?:one|body)?|does|do|did|is|are|have|has|"
    r"who|what|"
    r"where|how|which|should|can|could|would|thoughts|recs|recommendations|ideas|tips|"
    r"(?:you|u|ya)\s+(?:in|coming|up\s+for\s+it|free|around|game)|fancy\s+it|mad|crazy|wild|"
    r"right|innit|yeah|no|eh)\b"
    r"[^,]*$",
    re.IGNORECASE,
)
"""A question asked after a statement in one sentence ("I'm still with Access Bank, anyone
know if Kuda is legit?", "just moved to Leeds - any good pubs?", "our 5-a-side is the first
Wednesday of the month, you in?", "my new job is at Lidl, mad right?")."""


def stated_before_asked(sentence: str) -> int:
    """Where the statement before a question asked after it ends (0 when there is none)."""
    m = _ASKED_AFTER.search(sentence)
    return m.start() if m is not None else 0


_TOLD = re.compile(
    r"^(?:(?:so|oh|omg|wait|ok|okay|btw|and|also|hey|mate|girl|guys)\b[\s,.!]*)*"
    r"(?:(?:did|have)\s+(?:i|we)\s+(?:(?:tell|told)\s+(?:you|u|ya)|mention(?:ed)?"
    r"(?:\s+(?:to\s+)?(?:you|u|ya))?)|"
    r"(?:did|have)\s+(?:you|u|ya)\s+(?:hear|heard))\s+(?:that\s+)?"
    r"(?=[A-Z][\w-]*(?:['\u2019]s\b|\s+(?:is|has|and|got|moved|left|quit|started|joined)\b)|"
    r"(?:I|I'm|I\u2019m|my|we|we're|our|he|he's|she|she's|they|they're)\b)",
    re.IGNORECASE,
)
"""A question that only tells: "did I tell you Aisling's with Eoin?", "have I mentioned I'm at
Stripe now?", "did you hear Mo moved to Leeds?" - what follows the opener is a statement."""


def stated_in_question(sentence: str, start: int) -> tuple[int, int]:
    """The part of a question (at `start` of the message) that states something: the statement
    a telling opener asks about ("did I tell you <statement>?"), else the one before a question
    asked after it ("I'm with X, anyone know Y?"; empty when there is none)."""
    told = _TOLD.match(sentence)
    if told is not None:
        return start + told.end(), start + len(sentence.rstrip().rstrip("?!"))
    return start, start + stated_before_asked(sentence)
