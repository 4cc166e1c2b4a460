"""Rule-based subject-predicate-object claim extraction.

Pipeline for one message (``extract_claims``):

1. **Sentence split** (:func:`split_sentences`): on newlines and on
   ``.``/``!``/``?`` followed by white space and an upper-case letter, digit
   or quote -- except after initials ("L. Ron Hubbard"), dotted
   abbreviations ("D.C.", "S.H.I.E.L.D.") and a list of common
   abbreviations ("Mr.", "Dr.", "Inc.", "St.").  Leading list markers
   ("12. ", "- ", "* ") are not part of a sentence.  Every claim's ``span``
   is the ``(start, end)`` of its sentence in the *original* text.
2. **Questions** (ending in "?" or starting with a wh-word + auxiliary) give
   no claims.  Sentences are further split into clauses at "; ",
   ", but ", " and I ", " and my " ...; each clause yields at most one claim
   (the first rule in table order that matches).  A clause that starts with
   a verb after "and" ("Tom works at Acme and lives in Boston") reuses the
   subject of the previous claim in the same sentence.
3. **Masking** (offset-preserving, characters replaced by spaces):
   temporal mentions (see :mod:`chronofact.extractors.temporal`) and
   negation cues ("not", "n't", "never", "no longer", "no more", "don't",
   "anymore").  Any negation cue sets ``polarity=False``; the predicate is
   the same as for the positive statement.
4. **Rules** (:data:`RULES`), a readable ordered table of
   ``(name, regex, predicate, ...)``.  Families, in order:

   * templated "The <relation> of <subject> is <object>" facts and their
     variants ("The name of the current head of state in S is O",
     "The company that produced S is O", "The type of music that S plays is
     O", "The university where S was educated is O", "The headquarters of S
     is located in the city of O");
   * possessives "<S>'s <relation> is <O>" and "My <relation> is <O>";
   * "<S> <verb phrase> the <category> of <O>" (predicate from the verb
     phrase + category, e.g. ``sport``, ``position``, ``religion``);
   * conversational relations (works at/for, lives in, moved to, married
     to, born in, studies at, citizen of, speaks, plays, member of, likes,
     dislikes, has a pet/child, is a <profession>, age, ...);
   * generic "<S> is/was <participle|famous|...> <prep> <Name>" facts
     ("was founded by", "is famous for").

   Predicates are produced by :func:`normalise_predicate`, a pure function
   of the relation phrase, so facts that differ only in their object share
   ``(subject, predicate)``.
5. **Subjects**: "I"/"me" -> the speaker; "my X" -> "<speaker>'s X";
   "My <relation> is <Name>" -> subject = the speaker, predicate =
   relation (so "My sister is Anna" -> (speaker, sister, Anna)).
   Other pronouns (he, she, they, we, you, it) are not resolved and give no
   claim; nor does first person when ``speaker`` is ``None``.
6. **Objects vs values**: relations to entities (works_at, lives_in,
   married_to, templated facts, ...) fill ``object``; literal relations
   (likes, occupation, has_pet, age, ...) fill ``value`` unless the text
   starts with a capital letter (then it is a name and fills ``object``).
7. **Time**: temporal mentions in the sentence set ``valid_from`` /
   ``valid_to`` (point -> its period, since -> open end, until -> open
   start, range -> both).  For onset relations ("moved to", "started
   working at", "got married to") a point mention only sets ``valid_from``.
8. **Secrets**: claims whose subject/object/value/statement contain a
   secret (:mod:`chronofact.extractors.secrets`), or whose object overlaps a
   secret in the sentence, are dropped.

Sentences longer than :data:`MAX_SENTENCE_CHARS` are skipped.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime

from chronofact.extractors.predicates_text import (
    display_phrase,
    negated_phrase,
    normalise_predicate,
)
from chronofact.extractors.secrets import contains_secret, find_secrets
from chronofact.extractors.temporal import TemporalMention, extract_temporal

__all__ = [
    "RULES",
    "Claim",
    "Rule",
    "extract_claims",
    "normalise_predicate",
    "split_sentences",
]

MAX_SENTENCE_CHARS = 600


@dataclass(frozen=True)
class Claim:
    """One subject-predicate-object assertion found in a text."""

    subject: str
    predicate: str
    object: str | None
    value: str | None
    polarity: bool
    valid_from: datetime | None
    valid_to: datetime | None
    span: tuple[int, int]
    statement: str
    confidence: float


# --------------------------------------------------------------------------
# sentence splitting
# --------------------------------------------------------------------------

_ABBREVIATIONS = frozenset(
    {
        "mr",
        "mrs",
        "ms",
        "dr",
        "prof",
        "st",
        "jr",
        "sr",
        "inc",
        "ltd",
        "co",
        "corp",
        "vs",
        "etc",
        "mt",
        "ft",
        "no",
        "gen",
        "col",
        "lt",
        "sgt",
        "capt",
        "rev",
        "hon",
        "dept",
        "univ",
        "bros",
        "approx",
        "est",
        "fig",
        "vol",
        "jan",
        "feb",
        "mar",
        "apr",
        "jun",
        "jul",
        "aug",
        "sep",
        "sept",
        "oct",
        "nov",
        "dec",
        "e.g",
        "i.e",
        "ave",
        "blvd",
        "rd",
        "messrs",
        "mme",
        "mlle",
        "gov",
        "sen",
        "rep",
        "pres",
        "op",
        "ph",
        "b.a",
        "m.a",
        "a.m",
        "p.m",
    }
)
_BOUNDARY_RE = re.compile(r"[.!?]+(?=[\s\"')\]]|$)|\n")
_LIST_MARKER_RE = re.compile(r"(?:\d{1,6}[.)]|[-*\u2022])\s+")


def _is_abbreviation(text: str, dot_pos: int) -> bool:
    """Whether the single '.' at ``dot_pos`` ends an abbreviation/initial."""
    j = dot_pos
    while j > 0 and not text[j - 1].isspace():
        j -= 1
    token = text[j:dot_pos]
    if not token:
        return False
    if len(token) == 1 and token.isalpha() and token.isupper():
        return True  # an initial: "L. Ron Hubbard"
    if "." in token:
        return True  # "D.C", "S.H.I.E.L.D", "U.S"
    return token.lower().lstrip("(\"'") in _ABBREVIATIONS


def _is_list_number(text: str, dot_pos: int) -> bool:
    """A "12." list marker at the start of a line."""
    j = dot_pos
    while j > 0 and text[j - 1].isdigit():
        j -= 1
    if j == dot_pos:
        return False
    k = j
    while k > 0 and text[k - 1] in " \t":
        k -= 1
    return k == 0 or text[k - 1] == "\n"


def split_sentences(text: str) -> list[tuple[int, int]]:
    """Return ``(start, end)`` spans of the sentences of ``text``.

    Spans exclude surrounding white space and leading list markers and
    include the final punctuation.
    """
    spans: list[tuple[int, int]] = []
    start = 0
    n = len(text)
    for m in _BOUNDARY_RE.finditer(text):
        if m.group() == "\n":
            end = m.start()
            nxt = m.end()
        else:
            end = m.end()
            nxt = m.end()
            if m.group() == ".":
                if _is_abbreviation(text, m.start()) or _is_list_number(text, m.start()):
                    continue
                k = nxt
                while k < n and text[k] in " \t\"')]":
                    k += 1
                if (
                    k < n
                    and text[k] != "\n"
                    and not (text[k].isupper() or text[k].isdigit() or text[k] in "\"'([")
                ):
                    continue
        _add_span(text, start, end, spans)
        start = nxt
    _add_span(text, start, n, spans)
    return spans


def _add_span(text: str, start: int, end: int, out: list[tuple[int, int]]) -> None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    m = _LIST_MARKER_RE.match(text, start, end)
    if m and m.end() < end:
        start = m.end()
    if start < end:
        out.append((start, end))


# --------------------------------------------------------------------------
# masking
# --------------------------------------------------------------------------

_NEGATION_RE = re.compile(
    r"\b(?:do|does|did)\s*n[o']t\b|\b(?:don|doesn|didn)['\u2019]t\b"
    r"|\b(?:won['\u2019]t|can['\u2019]t|cannot|shan['\u2019]t)\b"
    r"|(?<=[a-z])n['\u2019]t\b"
    r"|\bnot\b|\bnever\b|\bNever\b|\bno\s+longer\b|\bno\s+more\b"
)
_SOFT_MASK_RE = re.compile(r"\bany\s*more\b")
_NEGATIVE_OBJECT_RE = re.compile(r"^no\s+")


def _mask(chars: list[str], start: int, end: int) -> None:
    for i in range(start, end):
        chars[i] = " "


# --------------------------------------------------------------------------
# rule table
# --------------------------------------------------------------------------

_S = r"(?P<s>[^,;:]+?)"
_SA = r"(?P<s>.+?)"  # any subject (templated facts may contain commas)
_O = r"(?P<o>.+?)"
_BE = r"(?:\s*['\u2019](?:m|s|re)|\s+(?:am|is|are|was|were))"
_HAVE = r"(?:\s*['\u2019](?:ve|d)|\s+(?:have|has|had))"
_ADV = r"(?:\s+(?:currently|now|still|also|just|recently|really|already|happily|actually|"
_ADV += r"finally|officially|both|all|absolutely|totally|usually|often|sometimes|mostly|"
_ADV += r"used\s+to|originally|always|will(?:\s+be)?)|\s*['\u2019]ll(?:\s+be)?)*"
_TITLE_REL = (
    r"(?:Prime Minister|Deputy Prime Minister|President|Vice President|Governor|"
    r"Mayor|Lord Mayor|Chancellor|King|Queen|Premier|Emperor|Pope|Chief Minister|"
    r"CEO|Chairman|Chairperson|Director|Head Coach|Speaker)"
)
_REL = rf"(?P<rel>[a-z][a-z' -]*?|{_TITLE_REL})"
_VERB_HEAD = (
    r"(?:is|was|are|were|am|has\s+been|have\s+been|plays|played|speaks|spoke|works|"
    r"worked|died|lives|lived|studies|studied|teaches|taught|belongs|[a-z]+ed)"
)
_PARTICIPLE = (
    r"(?:[a-z]+ed|born|known|made|written|built|led|run|held|famous|located|"
    r"based|owned|drawn|sung|taught|found|begun|chosen|given|shown|"
    r"grown|thrown|spoken|won|best\s+known|well\s+known)"
)
_PREP = r"(?:by|in|for|to|with|from|at|on|as|of|into)"


def _t(template: str) -> str:
    """Template -> regex: single spaces become ``\\s+``; placeholders filled."""
    out = template.replace(" ", r"\s+")
    return (
        out.replace("{S}", _S)
        .replace("{SA}", _SA)
        .replace("{O}", _O)
        .replace("{BE}", _BE)
        .replace("{HAVE}", _HAVE)
        .replace("{ADV}", _ADV)
        .replace("{REL}", _REL)
        .replace("{VERBHEAD}", _VERB_HEAD)
        .replace("{PART}", _PARTICIPLE)
        .replace("{PREP}", _PREP)
    )


PredicateFn = Callable[[re.Match[str]], str]


@dataclass(frozen=True)
class Rule:
    """One extraction rule.

    ``predicate`` is a fixed predicate or a function of the match.  ``style``
    selects how the statement is rendered: ``verb`` ("S works at O"),
    ``sentence`` (the cleaned sentence itself, for templated facts) or
    ``possessive`` ("S's rel is O").  ``literal`` rules fill ``value``
    rather than ``object``.  ``onset`` rules describe the start of a state.
    ``any_subject`` rules accept any subject text (templated facts).
    ``name_object`` rules require the object to start with an upper-case
    letter or digit.  ``cut_clauses`` trims trailing subordinate clauses
    from the object.
    """

    name: str
    pattern: re.Pattern[str]
    predicate: str | PredicateFn
    confidence: float
    style: str = "verb"
    literal: bool = False
    onset: bool = False
    any_subject: bool = False
    name_object: bool = False
    cut_clauses: bool = True
    phrase_group: str | None = None
    negate: bool = False


def _rel(m: re.Match[str]) -> str:
    return normalise_predicate(m.group("rel"))


def _rel_cat(m: re.Match[str]) -> str:
    return normalise_predicate(f"{m.group('rel')} the {m.group('cat')} of")


def _that_by(m: re.Match[str]) -> str:
    return normalise_predicate(f"{m.group('v')} by")


def _that_sv(m: re.Match[str]) -> str:
    return normalise_predicate(f"{m.group('rel')} {m.group('v')}")


def _where_at(m: re.Match[str]) -> str:
    return normalise_predicate(f"{m.group('v')} at")


def _located(m: re.Match[str]) -> str:
    return normalise_predicate(f"{m.group('rel')} {m.group('cop')}")


def _rx(template: str) -> re.Pattern[str]:
    return re.compile("^" + _t(template) + r"\s*\.?\s*$")


def _wordset(words: str) -> frozenset[str]:
    return frozenset(words.split())


_PROFESSIONS = _wordset("""
accountant actor actress architect artist astronaut athlete author baker banker
barber barista biologist blogger builder butcher carpenter cashier chef chemist
cleaner coach consultant cook counselor counsellor dancer dentist designer
detective developer dietitian director doctor driver economist editor
electrician engineer entrepreneur farmer firefighter fisherman florist
freelancer gardener geologist guard hairdresser historian illustrator
instructor intern investor janitor journalist judge lawyer lecturer librarian
linguist manager mechanic midwife model musician nanny nurse nutritionist
officer painter paramedic pharmacist photographer physicist physician pilot
plumber poet police policeman politician producer professor programmer
psychiatrist psychologist receptionist reporter researcher retiree
salesperson scientist secretary singer soldier student surgeon tailor teacher
technician therapist translator tutor veterinarian vet volunteer waiter
waitress writer youtuber streamer analyst administrator clerk ceo founder
cto mentor principal ranger sailor scholar sculptor songwriter
""")
_PET_WORDS = _wordset(
    "dog dogs cat cats puppy puppies kitten kittens hamster hamsters parrot "
    "rabbit rabbits bunny fish goldfish turtle turtles tortoise horse horses "
    "bird birds snake snakes lizard gecko ferret pet pets pig pigs"
)
_CHILD_WORDS = _wordset(
    "son sons daughter daughters kid kids child children baby babies boy boys "
    "girl girls twins toddler"
)
_SIBLING_WORDS = _wordset("sister sisters brother brothers sibling siblings")
_HAS_WORDS = _wordset("car cars bike bicycle motorcycle house apartment flat boat")


def _has_predicate(m: re.Match[str]) -> str:
    words = re.findall(r"[a-z]+", m.group("o").lower())
    for w in words[:4]:
        if w in _PET_WORDS:
            return "has_pet"
        if w in _CHILD_WORDS:
            return "has_child"
        if w in _SIBLING_WORDS:
            return "has_sibling"
        if w in _HAS_WORDS:
            return "has"
    return ""  # not a recognised possession: no claim


def _is_a_predicate(m: re.Match[str]) -> str:
    words = re.findall(r"[a-z]+", m.group("o").lower())
    if words and words[-1] in _PROFESSIONS:
        return "occupation"
    return "is_a"


# fmt: off
RULES: list[Rule] = [
    # ---- templated "The ..." facts -----------------------------------------
    Rule("head_of_state", _rx(r"The name of the current head of state in {SA} is {O}"),
         "head_of_state", 0.95, style="sentence", any_subject=True, cut_clauses=False),
    Rule("head_of_government",
         _rx(r"The name of the current head of the {SA} government is {O}"),
         "head_of_government", 0.95, style="sentence", any_subject=True, cut_clauses=False),
    Rule("name_of", _rx(r"The name of (?:the )?(?:current )?{REL} of {SA} is {O}"),
         _rel, 0.9, style="sentence", any_subject=True, cut_clauses=False),
    Rule("the_that_vs", _rx(r"The (?P<cat>[a-z][a-z ]*?) that (?P<v>[a-z]+ed) {SA} is {O}"),
         _that_by, 0.95, style="sentence", any_subject=True, cut_clauses=False),
    Rule("the_that_sv",
         _rx(r"The (?P<rel>[a-z][a-z ]*?) that {SA} (?P<v>[a-z]+) is {O}"),
         _that_sv, 0.95, style="sentence", any_subject=True, cut_clauses=False),
    Rule("the_where", _rx(r"The (?P<cat>[a-z][a-z ]*?) where {SA} "
                          r"(?P<v>(?:was |were |is |are )?[a-z]+) is {O}"),
         _where_at, 0.95, style="sentence", any_subject=True, cut_clauses=False),
    Rule("the_of_located",
         _rx(r"The {REL} of {SA} (?P<cop>(?:is|was) (?:located|based) in(?: the [a-z]+ of)?) {O}"),
         _located, 0.95, style="sentence", any_subject=True, cut_clauses=False),
    Rule("the_of", _rx(r"The {REL} of {SA} (?:is|was|are|were) {O}"),
         _rel, 0.95, style="sentence", any_subject=True, cut_clauses=False),
    # ---- possessives -------------------------------------------------------
    Rule("my_rel", _rx(r"(?:my|My) (?P<rel>[a-z][a-z ]{0,30}?)(?:\s+(?:is|was)|['\u2019]s) {O}"),
         _rel, 0.85, style="possessive", name_object=True),
    Rule("my_favourite", _rx(r"(?:my|My) (?P<rel>favou?rite [a-z ]{1,30}?)"
                             r"(?:\s+(?:is|was|are)|['\u2019]s) {O}"),
         _rel, 0.85, style="possessive", literal=True),
    Rule("possessive", _rx(r"{SA}['\u2019]s? (?P<rel>[a-z][a-z ]{0,30}?) (?:is|was|are) {O}"),
         _rel, 0.9, style="possessive", any_subject=True, name_object=True, cut_clauses=False),
    # ---- "<S> <verb phrase> the <category> of <O>" ---------------------------
    Rule("category", _rx(r"{SA} (?P<rel>{VERBHEAD}(?: [a-z]+){0,3}?) the (?P<cat>[a-z]+) of {O}"),
         _rel_cat, 0.95, any_subject=True, cut_clauses=False, phrase_group="full"),
    # ---- conversational relations ------------------------------------------
    Rule("started_job", _rx(r"{S}{ADV} (?:started|began) (?:working|to work|a (?:new )?job) "
                            r"(?:at|for|with) {O}"), "works_at", 0.85, onset=True),
    Rule("quit_job", _rx(r"{S}{ADV}{HAVE}?{ADV} (?:quit|left|lost) (?:my|his|her|their|a|the) "
                         r"(?:old )?(?:job|position|role) (?:at|with) {O}"),
         "works_at", 0.85, negate=True),
    Rule("works_at", _rx(r"{S}(?:{BE}|{HAVE}(?: been)?)?{ADV} (?:work|works|worked|working) "
                         r"(?:at|for) {O}"), "works_at", 0.9),
    Rule("employed_by", _rx(r"{S}{BE}{ADV} (?:employed|hired) (?:at|by) {O}"), "works_at", 0.9),
    Rule("got_job", _rx(r"{S}{ADV}{HAVE}?{ADV} (?:got|found|landed|accepted|took) "
                        r"(?:a|an|the) (?:new )?(?:job|position|role|offer) (?:at|with) {O}"),
         "works_at", 0.85, onset=True),
    Rule("works_as", _rx(r"{S}(?:{BE}|{HAVE}(?: been)?)?{ADV} (?:work|works|worked|working) "
                         r"as (?:a|an) (?P<o>[a-z][a-z -]*?)(?: (?:at|for|in|with) .*)?"),
         "occupation", 0.9, literal=True),
    Rule("lives_in", _rx(r"{S}(?:{BE}|{HAVE}(?: been)?)?{ADV} (?:live|lives|lived|living|reside|"
                         r"resides|resided|residing) (?:in|at) {O}"), "lives_in", 0.9),
    Rule("based_in", _rx(r"{S}{BE}{ADV} based in {O}"), "lives_in", 0.8),
    Rule("moved_to", _rx(r"{S}{ADV}(?:{HAVE})?{ADV} (?:moved|relocated) (?:back )?to {O}"),
         "lives_in", 0.8, onset=True),
    Rule("married_to", _rx(r"{S}(?:{BE}|{HAVE} been){ADV} married to {O}"), "married_to", 0.9),
    Rule("got_married", _rx(r"{S}{ADV} (?:got married to|married|wed) {O}"),
         "married_to", 0.85, onset=True),
    Rule("engaged_to", _rx(r"{S}{BE}{ADV} engaged to {O}"), "engaged_to", 0.9),
    Rule("from", _rx(r"{S}(?:{BE}{ADV} (?:originally )?from| (?:come|comes) from) {O}"),
         "comes_from", 0.85),
    Rule("born_in", _rx(r"{S}{BE}{ADV} born in {O}"), "born_in", 0.9),
    Rule("studies_at", _rx(r"{S}(?:{BE}|{HAVE})?{ADV} (?:study|studies|studied|studying) at {O}"),
         "studies_at", 0.9),
    Rule("student_at", _rx(r"{S}{BE}{ADV} (?:a )?(?:student|freshman|sophomore|junior|senior) "
                           r"at {O}"), "studies_at", 0.9),
    Rule("graduated", _rx(r"{S}(?:{HAVE})?{ADV} graduated from {O}"), "graduated_from", 0.9),
    Rule("citizen_of", _rx(r"{SA}{BE}{ADV} (?:a )?(?:citizen|national) of {O}"),
         "citizen_of", 0.95, any_subject=True, cut_clauses=False),
    Rule("member_of", _rx(r"{S}{BE}{ADV} (?:a |an )?(?:member|part) of {O}"), "member_of", 0.9),
    Rule("speaks", _rx(r"{S}{ADV}(?: can)?{ADV} (?:speak|speaks|spoke) {O}"), "speaks", 0.85),
    Rule("plays", _rx(r"{S}{ADV}(?:{BE})?{ADV} (?:play|plays|played|playing) {O}"),
         "plays", 0.85, literal=True),
    Rule("teaches", _rx(r"{S}{ADV} (?:teach|teaches|taught) {O}"), "teaches", 0.85, literal=True),
    Rule("likes", _rx(r"{S}{ADV} (?:like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed|"
                      r"adore|adores) {O}"),
         "likes", 0.85, literal=True),
    Rule("likes_be", _rx(r"{S}{BE}{ADV} (?:really )?(?:into|fond of|a (?:big |huge )?fan of|"
                         r"passionate about|obsessed with) {O}"), "likes", 0.85, literal=True),
    Rule("dislikes", _rx(r"{S}{ADV} (?:hate|hates|dislike|dislikes|detest|detests) {O}"),
         "dislikes", 0.85, literal=True),
    Rule("has", _rx(r"{S}(?:{HAVE}|\s+(?:own|owns))(?: got)?{ADV} "
                    r"(?P<o>(?:a|an|one|two|three|four|five|six|\d+|no) .+?)"),
         _has_predicate, 0.85, literal=True),
    Rule("acquired", _rx(r"{S}{ADV}{HAVE}?{ADV} (?:adopted|got|bought|rescued) "
                         r"(?P<o>(?:a|an|one|two|three|\d+) .+?)"),
         _has_predicate, 0.8, literal=True, onset=True),
    Rule("age", _rx(r"{S}{BE} (?P<o>\d{1,3})(?: years? old| yo|-year-old)?"),
         "age", 0.9, literal=True),
    Rule("is_a", _rx(r"{S}{BE}{ADV} (?:a|an) (?P<o>[a-z][a-z -]{1,40}?)"),
         _is_a_predicate, 0.7, literal=True),
    # ---- generic "<S> is <participle> <prep> <Name>" -------------------------
    Rule("participle", _rx(r"{SA} (?P<rel>(?:is|was|are|were|has been|have been) (?:[a-z]+ )?"
                           r"{PART} {PREP}) {O}"),
         _rel, 0.8, any_subject=True, name_object=True, cut_clauses=False, phrase_group="rel"),
]
# fmt: on

_PROPER_NAME = re.compile(r"^[A-Z]")
_ENTITY_LITERAL_NAME = re.compile(r"^(?:[A-Z0-9]|\S*[A-Z])")
_FIRST_PERSON = frozenset({"i", "me", "myself"})
_UNRESOLVED = frozenset(
    {
        "he",
        "she",
        "they",
        "we",
        "you",
        "it",
        "this",
        "that",
        "there",
        "who",
        "what",
        "which",
        "here",
        "everyone",
        "someone",
        "somebody",
        "nobody",
        "everybody",
        "people",
        "one",
        "us",
        "them",
        "him",
        "her",
    }
)
_PERSONAL_PRONOUNS = frozenset({"he", "she", "they", "we", "you", "him", "them", "us"})
_BAD_SUBJECT_WORDS = frozenset(
    {
        "i",
        "we",
        "you",
        "he",
        "she",
        "they",
        "that",
        "because",
        "if",
        "when",
        "think",
        "thought",
        "said",
        "says",
        "believe",
        "guess",
        "hope",
        "know",
        "whether",
        "would",
        "could",
        "should",
        "might",
        "will",
        "can",
        "do",
        "does",
        "did",
        "to",
        "wish",
        "want",
        "wants",
        "maybe",
        "where",
        "why",
        "how",
        "what",
        "who",
        "which",
        "while",
        "as",
        "so",
        "but",
    }
)
_BAD_VALUES = frozenset(
    {
        "it",
        "that",
        "this",
        "them",
        "him",
        "her",
        "you",
        "me",
        "so",
        "too",
        "there",
        "here",
        "one",
        "some",
        "much",
        "lot",
        "a lot",
        "everything",
        "anything",
        "nothing",
        "something",
        "to",
    }
)
_LEADING_FILLER_RE = re.compile(
    r"^(?:(?:oh|well|yeah|yes|yep|no|nope|so|also|actually|btw|by the way|honestly|"
    r"haha|lol|wow|hey|hi|hello|um|uh|and|but|anyway|anyways|ok|okay|right|sure|"
    r"fun fact|guess what|you know|in fact|basically|personally|currently|now|"
    r"nowadays|these days|luckily|sadly|unfortunately|fortunately)\b[\s,!.:-]*)+",
    re.IGNORECASE,
)
_CLAUSE_CUT_RE = re.compile(
    r",?\s+(?:because|but|although|though|while|which|whom|whose|so that|where|when|"
    r"and (?:i|we|my|it|she|he|they|you|that|then)|as (?:a|an|the|well)|"
    r"with (?:my|his|her|our|their)|"
    r"since|until|unless|if|who)\b.*$|,\s+(?:and|so|which|who|where|when)\b.*$|\s+-\s+.*$",
    re.IGNORECASE | re.DOTALL,
)
_TRAILING_ADVERB_RE = re.compile(
    r"(?:\s+(?:now|currently|these days|nowadays|right now|at the moment|full[- ]time|"
    r"part[- ]time|too|as well|again|though|either|a lot|so much|very much|anymore|fluently|"
    r"well|really|every day|daily|originally|sometimes|often|regularly|"
    r"every (?:day|night|morning|evening|week|weekend|month|year|summer|winter)|"
    r"on (?:weekends|the weekends|sundays|saturdays)|at weekends|for fun|for a living|"
    r"any more|also|already|lately|recently|together|here|there|forever))+$",
    re.IGNORECASE,
)
_QUESTION_START_RE = re.compile(
    r"^(?:who|what|where|when|why|how|which|whose|whom)\s+(?:do|does|did|is|are|was|were|"
    r"can|could|would|will|should|have|has|had)\b|^(?:do|does|did|can|could|would|will|"
    r"should|shall|have|has|are|is)\s+(?:you|i|we|they|he|she|it)\b",
    re.IGNORECASE,
)
_CLAUSE_SPLIT_RE = re.compile(
    r";\s+|,\s+but\s+|\s+but\s+(?=(?:i|we|my|he|she|they)\b)|,?\s+and\s+(?=(?:i|my)\b)"
    r"|,?\s+so\s+(?=(?:i|my)\b)|,?\s+and\s+(?=(?:also\s+)?(?:works|lives|is|has|speaks|plays|"
    r"studies|loves|likes|enjoys|was|moved|married|work|live|speak|play|study|love|like|"
    r"enjoy|have|am)\b)",
    re.IGNORECASE,
)
_ARTICLE_RE = re.compile(r"^(?:the|a|an)\s+", re.IGNORECASE)
_WS_RE = re.compile(r"\s+")


def _collapse(s: str) -> str:
    return _WS_RE.sub(" ", s).strip()


def _strip_final_punct(s: str) -> str:
    """Drop sentence-final punctuation, keeping an abbreviation's own dot.

    "Apple Inc.." -> "Apple Inc."; "Acme Inc." -> "Acme Inc.";
    "London." -> "London"; "D.C.." -> "D.C.".
    """
    s = s.rstrip()
    s = s.rstrip("!?;:,")
    if s.endswith(".."):
        return s[:-1]
    if s.endswith("."):
        token = s[:-1].rsplit(None, 1)[-1] if s[:-1].strip() else ""
        # "... Jr." / "... Inc." / "... D.C." keep their dot; a single capital
        # at the end is a Roman numeral ("Ardashir I.") rather than an initial.
        if len(token) > 1 and _is_abbreviation(s, len(s) - 1):
            return s
        return s[:-1]
    return s


def _resolve_person(text: str, speaker: str | None, strict_case: bool = False) -> str | None:
    """First-person resolution; ``None`` when it cannot be attributed.

    With ``strict_case`` (templated facts, whose subjects are titles such as
    "Our Mutual Friend") only lower-case pronouns and "I"/"My" are treated
    as pronouns.
    """
    t = _collapse(text)
    low = t.lower()
    if low in _FIRST_PERSON and (not strict_case or t in ("I", "me", "myself")):
        return speaker
    m = re.match(r"^(?:my|My)\s+(.+)$", t) if strict_case else re.match(r"(?i)^my\s+(.+)$", t)
    if m:
        return f"{speaker}'s {m.group(1)}" if speaker else None
    if low in _PERSONAL_PRONOUNS or (t if strict_case else low) in _UNRESOLVED:
        return None
    pattern = r"^(his|her|their|our|your|its)\s+"
    if re.match(pattern, t) or (not strict_case and re.match("(?i)" + pattern, t)):
        return None
    return t


_NAME_CONNECTORS = frozenset(
    {
        "of",
        "the",
        "de",
        "von",
        "van",
        "der",
        "den",
        "da",
        "di",
        "du",
        "la",
        "le",
        "del",
        "dos",
        "das",
        "and",
        "&",
        "y",
        "bin",
        "al",
        "el",
        "ibn",
        "-",
    }
)


def _valid_subject(subject: str, any_subject: bool) -> bool:
    """Subjects are pronouns, "my/the ..." phrases or capitalised names."""
    if not subject or len(subject) > 120:
        return False
    if any_subject:
        return True
    words = subject.split()
    if len(words) > 8:
        return False
    if any(w in _BAD_SUBJECT_WORDS for w in words if w.islower()):
        return False
    if words[0].lower() in ("my", "the") or len(words) == 1:
        return True
    return all(w[:1].isupper() or w[:1].isdigit() or w in _NAME_CONNECTORS for w in words)


def _time_bounds(
    mentions: list[TemporalMention], onset: bool
) -> tuple[datetime | None, datetime | None]:
    valid_from: datetime | None = None
    valid_to: datetime | None = None
    for m in mentions:
        if m.kind in ("since", "duration_for"):
            valid_from = m.start
        elif m.kind == "until":
            valid_to = m.end
        else:  # point, range, duration_ago
            valid_from = m.start if m.start is not None else valid_from
            if not onset:
                valid_to = m.end if m.end is not None else valid_to
    return valid_from, valid_to


def _clean_object(raw: str, rule: Rule) -> tuple[str, int]:
    """Return the cleaned object and its length within ``raw`` (for spans)."""
    text = raw
    if rule.cut_clauses:
        text = _CLAUSE_CUT_RE.sub("", text)
        text = _TRAILING_ADVERB_RE.sub("", text)
    text = _strip_final_punct(text.rstrip())
    text = text.strip().strip("\"'\u201c\u201d").strip()
    text = text.rstrip(",;:")
    return _collapse(text), len(raw)


def _render(
    rule: Rule,
    m: re.Match[str],
    subject: str,
    predicate: str,
    target: str,
    polarity: bool,
    clause_text: str,
) -> str:
    if rule.style == "sentence":
        return _collapse(_strip_final_punct(clause_text))
    if rule.style == "possessive":
        rel = _collapse(m.group("rel"))
        cop = "is not" if not polarity else "is"
        return f"{subject}'s {rel} {cop} {target}"
    fallback: str | None = None
    if rule.phrase_group == "full":
        fallback = f"{m.group('rel')} the {m.group('cat')} of"
    elif rule.phrase_group == "rel":
        fallback = m.group("rel")
    phrase = display_phrase(predicate, fallback)
    if not polarity:
        phrase = negated_phrase(phrase)
    return f"{subject} {phrase} {target}"


def _match_clause(
    masked: str,
    original: str,
    offset: int,
    speaker: str | None,
    polarity: bool,
    sentence_span: tuple[int, int],
    mentions: list[TemporalMention],
    secret_spans: list[tuple[int, int, str]],
) -> Claim | None:
    """Try the rules on one clause; ``offset`` = clause start in sentence."""
    lead = _LEADING_FILLER_RE.match(masked.lstrip(" ,"))
    skip = len(masked) - len(masked.lstrip(" ,"))
    if lead:
        skip += lead.end()
    body = masked[skip:].rstrip()
    # drop sentence-final punctuation but keep a doubled "..": handled later
    body_core = body.rstrip("!?")
    if not body_core:
        return None
    for rule in RULES:
        m = rule.pattern.match(body_core)
        if m is None:
            continue
        predicate = rule.predicate if isinstance(rule.predicate, str) else rule.predicate(m)
        if not predicate:
            continue
        # subject
        if rule.name.startswith("my_"):
            subject: str | None = speaker
        else:
            raw_subject = _collapse(m.group("s"))
            if not _valid_subject(raw_subject, rule.any_subject):
                continue
            subject = _resolve_person(raw_subject, speaker, rule.any_subject)
            if subject is None:
                return None  # unresolved pronoun / unattributable first person
        if not subject:
            continue
        # object / value
        target, _ = _clean_object(m.group("o"), rule)
        local_polarity = polarity != rule.negate
        if rule.name == "has" and _NEGATIVE_OBJECT_RE.match(target):
            target = _NEGATIVE_OBJECT_RE.sub("", target)
            local_polarity = False
        if not target:
            continue
        if rule.name_object and not _ENTITY_LITERAL_NAME.match(target):
            continue
        resolved = _resolve_person(target, speaker, rule.any_subject)
        if resolved is None:
            continue
        target = resolved
        if rule.literal:
            target = _ARTICLE_RE.sub("", target)
            if target.lower() in _BAD_VALUES or not target:
                continue
            if target.lower().startswith("to "):
                target = target[3:]
        is_name = bool(_PROPER_NAME.match(target))
        obj = target if (not rule.literal or is_name) else None
        value = None if obj is not None else target
        # secrets
        o_start = sentence_span[0] + offset + skip + m.start("o")
        o_end = sentence_span[0] + offset + skip + m.end("o")
        if any(s < o_end and o_start < e for s, e, _ in secret_spans):
            return None
        statement = _render(rule, m, subject, predicate, target, local_polarity, original[skip:])
        if contains_secret(statement) or contains_secret(target) or contains_secret(subject):
            return None
        valid_from, valid_to = _time_bounds(mentions, rule.onset)
        return Claim(
            subject=subject,
            predicate=predicate,
            object=obj,
            value=value,
            polarity=local_polarity,
            valid_from=valid_from,
            valid_to=valid_to,
            span=sentence_span,
            statement=statement,
            confidence=rule.confidence,
        )
    return None


def _in_title(text: str, start: int, end: int) -> bool:
    """A capitalised cue followed by a capitalised word ("Don't Be Cruel")."""
    w = start
    while w > 0 and not text[w - 1].isspace():
        w -= 1
    if not text[w : w + 1].isupper():
        return False
    nxt = re.match(r"\s+(\S+)", text[end:])
    return bool(nxt and nxt.group(1)[:1].isupper() and nxt.group(1) != "I")


_CARRY = "Zqxsubject"
_VERB_LED_RE = re.compile(r"^\s*(?:also\s+)?[a-z]+(?:s|ed)?\b(?<!\bi)")


def _is_question(sentence: str) -> bool:
    s = sentence.rstrip()
    return s.endswith("?") or bool(_QUESTION_START_RE.match(s.lstrip("\"'")))


def extract_claims(text: str, speaker: str | None, observed_at: datetime) -> list[Claim]:
    """Extract claims from ``text`` said by ``speaker`` at ``observed_at``.

    ``observed_at`` must be timezone-aware (relative dates are resolved
    against it, see :mod:`chronofact.extractors.temporal`).  ``speaker`` is
    used for first-person resolution; when it is ``None`` first-person
    statements yield no claims.  See the module docstring for the rules.
    """
    if observed_at.tzinfo is None or observed_at.utcoffset() is None:
        raise ValueError("observed_at must be timezone-aware (UTC)")
    claims: list[Claim] = []
    secret_spans = find_secrets(text) if text else []
    for start, end in split_sentences(text):
        sentence = text[start:end]
        if len(sentence) > MAX_SENTENCE_CHARS or _is_question(sentence):
            continue
        mentions = extract_temporal(sentence, observed_at)
        chars = list(sentence)
        for mm in mentions:
            _mask(chars, mm.span[0], mm.span[1])
        neg_spans: list[tuple[int, int]] = []
        masked_so_far = "".join(chars)
        for nm in _NEGATION_RE.finditer(masked_so_far):
            if _in_title(masked_so_far, nm.start(), nm.end()):
                continue
            _mask(chars, nm.start(), nm.end())
            neg_spans.append(nm.span())
        for sm in _SOFT_MASK_RE.finditer(masked_so_far):
            _mask(chars, sm.start(), sm.end())
        masked = "".join(chars)
        # clauses
        pieces: list[tuple[int, int]] = []
        pos = 0
        for cm in _CLAUSE_SPLIT_RE.finditer(masked):
            pieces.append((pos, cm.start()))
            pos = cm.end()
        pieces.append((pos, len(masked)))
        previous: Claim | None = None
        for c_start, c_end in pieces:
            clause_masked = masked[c_start:c_end]
            if not clause_masked.strip():
                continue
            clause_neg = any(c_start <= ns < c_end for ns, _ in neg_spans)
            # the original clause text renders templated ("sentence") statements
            original = sentence[c_start:c_end]
            carry = previous is not None and bool(_VERB_LED_RE.match(clause_masked))
            if carry:
                # "Tom works at Acme and lives in Boston": reuse the subject
                clause_masked = f"{_CARRY} {clause_masked.lstrip()}"
                original = f"{_CARRY} {original.lstrip()}"
            claim = _match_clause(
                clause_masked,
                original,
                c_start - (len(clause_masked) - (c_end - c_start)),
                speaker,
                not clause_neg,
                (start, end),
                mentions,
                secret_spans,
            )
            if claim is not None and carry and previous is not None:
                claim = replace(
                    claim,
                    subject=previous.subject,
                    statement=claim.statement.replace(_CARRY, previous.subject, 1),
                )
            if claim is not None:
                claims.append(claim)
                previous = claim
    return claims
