"""The rule table: an ordered list of :class:`Rule`, tried in order on each clause.

Families, in order:

* templated "The <relation> of <subject> is <object>" facts and their variants ("The name of
  the current head of state in S is O", "The company that produced S is O", "The type of music
  that S plays is O", "The university where S was educated is O", "The headquarters of S is
  located in the city of O");
* possessives "<S>'s <relation> is <O>" and "My <relation> is <O>";
* "<S> <verb phrase> the <category> of <O>" (predicate from the verb phrase + category, e.g.
  ``sport``, ``position``, ``religion``);
* conversational relations (works at/for, lives in, moved to, married to, born in, studies at,
  citizen of, speaks, plays, member of, likes, dislikes, has a pet/child, is a <profession>,
  age, ...);
* generic "<S> is/was <participle|famous|...> <prep> <Name>" facts ("was founded by", "is
  famous for").

Predicates are produced by :func:`normalise_predicate`, a pure function of the relation phrase,
so facts that differ only in their object share ``(subject, predicate)``.
"""

from __future__ import annotations

import re

from chronofact.extractors.claims.patterns import Rule, rx
from chronofact.extractors.predicates_text import normalise_predicate

__all__ = ["RULES"]


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
    Rule("head_of_state", rx(r"The name of the current head of state in {SA} is {O}"),
         "head_of_state", 0.95, style="sentence", any_subject=True, cut_clauses=False),
    Rule("head_of_government",
         rx(r"The name of the current head of the {SA} government is {O}"),
         "head_of_government", 0.95, style="sentence", any_subject=True, cut_clauses=False),
    Rule("name_of", rx(r"The name of (?:the )?(?:current )?{REL} of {SA} is {O}"),
         _rel, 0.9, style="sentence", any_subject=True, cut_clauses=False),
    Rule("the_that_vs", rx(r"The (?P<cat>[a-z][a-z ]*?) that (?P<v>[a-z]+ed) {SA} is {O}"),
         _that_by, 0.95, style="sentence", any_subject=True, cut_clauses=False),
    Rule("the_that_sv",
         rx(r"The (?P<rel>[a-z][a-z ]*?) that {SA} (?P<v>[a-z]+) is {O}"),
         _that_sv, 0.95, style="sentence", any_subject=True, cut_clauses=False),
    Rule("the_where", rx(r"The (?P<cat>[a-z][a-z ]*?) where {SA} "
                          r"(?P<v>(?:was |were |is |are )?[a-z]+) is {O}"),
         _where_at, 0.95, style="sentence", any_subject=True, cut_clauses=False),
    Rule("the_of_located",
         rx(r"The {REL} of {SA} (?P<cop>(?:is|was) (?:located|based) in(?: the [a-z]+ of)?) {O}"),
         _located, 0.95, style="sentence", any_subject=True, cut_clauses=False),
    Rule("the_of", rx(r"The {REL} of {SA} (?:is|was|are|were) {O}"),
         _rel, 0.95, style="sentence", any_subject=True, cut_clauses=False),
    # ---- possessives -------------------------------------------------------
    Rule("my_rel", rx(r"(?:my|My) (?P<rel>[a-z][a-z ]{0,30}?)(?:\s+(?:is|was)|['\u2019]s) {O}"),
         _rel, 0.85, style="possessive", name_object=True),
    Rule("my_favourite", rx(r"(?:my|My) (?P<rel>favou?rite [a-z ]{1,30}?)"
                             r"(?:\s+(?:is|was|are)|['\u2019]s) {O}"),
         _rel, 0.85, style="possessive", literal=True),
    Rule("possessive", rx(r"{SA}['\u2019]s? (?P<rel>[a-z][a-z ]{0,30}?) (?:is|was|are) "
                           r"(?:one (?=[A-Z]))?{O}"),  # "one Mr Adeyemi": a certain Mr A.
         _rel, 0.9, style="possessive", any_subject=True, name_object=True, cut_clauses=False),
    # ---- "<S> <verb phrase> the <category> of <O>" ---------------------------
    Rule("category", rx(r"{SA} (?P<rel>{VERBHEAD}(?: [a-z]+){0,3}?) the (?P<cat>[a-z]+) of {O}"),
         _rel_cat, 0.95, any_subject=True, cut_clauses=False, phrase_group="full"),
    # ---- conversational relations ------------------------------------------
    Rule("started_job", rx(r"{S}{ADV} (?:started|began) (?:working|to work|a (?:new )?job) "
                            r"(?:at|for|with) {O}"), "works_at", 0.85, onset=True),
    Rule("quit_job", rx(r"{S}{ADV}{HAVE}?{ADV} (?:quit|left|lost) (?:my|his|her|their|a|the) "
                         r"(?:old )?(?:job|position|role) (?:at|with) {O}"),
         "works_at", 0.85, negate=True),
    Rule("works_at", rx(r"{S}(?:{BE}|{HAVE}(?: been)?)?{ADV} (?:work|works|worked|working) "
                         r"(?:at|for) {O}"), "works_at", 0.9),
    Rule("employed_by", rx(r"{S}{BE}{ADV} (?:employed|hired) (?:at|by) {O}"), "works_at", 0.9),
    Rule("got_job", rx(r"{S}{ADV}{HAVE}?{ADV} (?:got|found|landed|accepted|took) "
                        r"(?:a|an|the) (?:new )?(?:job|position|role|offer) (?:at|with) {O}"),
         "works_at", 0.85, onset=True),
    Rule("works_as", rx(r"{S}(?:{BE}|{HAVE}(?: been)?)?{ADV} (?:work|works|worked|working) "
                         r"as (?:a|an) (?P<o>[a-z][a-z -]*?)(?: (?:at|for|in|with) .*)?"),
         "occupation", 0.9, literal=True),
    Rule("lives_in", rx(r"{S}(?:{BE}|{HAVE}(?: been)?)?{ADV} (?:live|lives|lived|living|reside|"
                         r"resides|resided|residing) (?:in|at) {O}"), "lives_in", 0.9),
    Rule("based_in", rx(r"{S}{BE}{ADV} based in {O}"), "lives_in", 0.8),
    Rule("moved_to", rx(r"{S}{ADV}(?:{HAVE})?{ADV} (?:moved|relocated) (?:back )?to {O}"),
         "lives_in", 0.8, onset=True),
    Rule("married_to", rx(r"{S}(?:{BE}|{HAVE} been){ADV} married to {O}"), "married_to", 0.9),
    Rule("got_married", rx(r"{S}{ADV} (?:got married to|married|wed) {O}"),
         "married_to", 0.85, onset=True),
    Rule("engaged_to", rx(r"{S}{BE}{ADV} engaged to {O}"), "engaged_to", 0.9),
    Rule("from", rx(r"{S}(?:{BE}{ADV} (?:originally )?from| (?:come|comes) from) {O}"),
         "comes_from", 0.85),
    Rule("born_in", rx(r"{S}{BE}{ADV} born in {O}"), "born_in", 0.9),
    Rule("studies_at", rx(r"{S}(?:{BE}|{HAVE})?{ADV} (?:study|studies|studied|studying) at {O}"),
         "studies_at", 0.9),
    Rule("student_at", rx(r"{S}{BE}{ADV} (?:a )?(?:student|freshman|sophomore|junior|senior) "
                           r"at {O}"), "studies_at", 0.9),
    Rule("graduated", rx(r"{S}(?:{HAVE})?{ADV} graduated from {O}"), "graduated_from", 0.9),
    Rule("citizen_of", rx(r"{SA}{BE}{ADV} (?:a )?(?:citizen|national) of {O}"),
         "citizen_of", 0.95, any_subject=True, cut_clauses=False),
    Rule("member_of", rx(r"{S}{BE}{ADV} (?:a |an )?(?:member|part) of {O}"), "member_of", 0.9),
    Rule("speaks", rx(r"{S}{ADV}(?: can)?{ADV} (?:speak|speaks|spoke) {O}"), "speaks", 0.85),
    Rule("plays", rx(r"{S}{ADV}(?:{BE})?{ADV} (?:play|plays|played|playing) {O}"),
         "plays", 0.85, literal=True),
    Rule("teaches", rx(r"{S}{ADV} (?:teach|teaches|taught) {O}"), "teaches", 0.85, literal=True),
    # "heats like a tawa", "sleeps like a baby": a likeness, not a liking
    Rule("likes", rx(r"{S}{ADV} (?:like(?! (?:a|an) )|likes|liked|love|loves|loved|enjoy|"
                      r"enjoys|enjoyed|adore|adores) {O}"),
         "likes", 0.85, literal=True),
    Rule("likes_be", rx(r"{S}{BE}{ADV} (?:really )?(?:into|fond of|a (?:big |huge )?fan of|"
                         r"passionate about|obsessed with) {O}"), "likes", 0.85, literal=True),
    Rule("dislikes", rx(r"{S}{ADV} (?:hate|hates|dislike|dislikes|detest|detests) {O}"),
         "dislikes", 0.85, literal=True),
    Rule("has", rx(r"{S}(?:{HAVE}|\s+(?:own|owns))(?: got)?{ADV} "
                    r"(?P<o>(?:a|an|one|two|three|four|five|six|\d+|no) .+?)"),
         _has_predicate, 0.85, literal=True),
    Rule("acquired", rx(r"{S}{ADV}{HAVE}?{ADV} (?:adopted|got|bought|rescued) "
                         r"(?P<o>(?:a|an|one|two|three|\d+) .+?)"),
         _has_predicate, 0.8, literal=True, onset=True),
    Rule("age", rx(r"{S}{BE} (?P<o>\d{1,3})(?: years? old| yo|-year-old)?"),
         "age", 0.9, literal=True),
    Rule("is_a", rx(r"{S}{BE}{ADV} (?:a|an) (?P<o>[a-z][a-z -]{1,40}?)"),
         _is_a_predicate, 0.7, literal=True),
    # ---- generic "<S> is <participle> <prep> <Name>" -------------------------
    Rule("participle", rx(r"{SA} (?P<rel>(?:is|was|are|were|has been|have been) (?:[a-z]+ )?"
                           r"{PART} {PREP}) {O}"),
         _rel, 0.8, any_subject=True, name_object=True, cut_clauses=False, phrase_group="rel"),
]
# fmt: on
