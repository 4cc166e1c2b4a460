"""A person's name the conversation wrote with a capital, written later in lower case, is the
same person: "my brother Ciaran's at Aldi" / "ciaran's gone and got a job with Ryanair",
"Uche supports Arsenal" / "uche don turn Man City fan". `recased` gives the message's text
with those words capitalised again (same length, so every span still indexes the message),
so that whoever reads it takes "ciaran" for a name, as "Ciaran" is.

The names are those of persons only: the speaker of the message before, the persons that
message names as such (`people.names_in`: "my sister Ana", a capitalised word on its own in
the middle of a clause, not after "at", "in", "the" ..., nor inside "New York City"), a
capitalised word opening a clause of the message before with a he or she after it ("Femi is
learning Portuguese for his trip"), and the lower-case words this message shows are persons'
("divya's manager", "orla called it off, she's ..."); never a word for no one ("Honestly",
"Life"), a thing of a known kind ("Corolla", "Labrador"), a relation ("Dad") or a short
function word that is also a name ("May", "Will"). Words only, linear in the texts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from chronofact.extractors.base import Message
from chronofact.extractors.change_words import word_set
from chronofact.extractors.conversation.lexicon import (
    CAPITALISED_NOT_NAMES,
    CATEGORY_SLOTS,
    KIN_ALONE,
    PERSON_ROLES,
    category_slot,
    is_interjection,
)
from chronofact.extractors.conversation.not_names import NOT_LOWER_NAMES, NOT_SUBJECTS
from chronofact.extractors.conversation.people import names_in

__all__ = ["names_recased", "persons_named", "recased"]

_READ_CHARS = 2000
"""Of each text, this many characters are read for the names it says."""
_OPENING = re.compile(
    r"(?:^|[.!?;,:]\s+|\n)(?P<n>[A-Z][a-z]+)(?:['\u2019]s\s+[a-z]|\s+(?:(?:still|just|now|"
    r"also|always|never|finally|really)\s+)?(?:is|was|has|had|does|did|dey|don|go|goes|got|"
    r"gets|works|lives|stays|supports|uses|runs|leads|keeps|drives|banks|sees|takes|plays|"
    r"eats|wants|loves|hates|says|said|moved|left|joined|started|quit)\b)"
    r"(?=[^.!?\n]{0,160}?\b(?:he|she|he's|she's|his|him|himself|her|herself)\b)"
)
"""A capitalised word opening a clause as its subject, a he or she after it in the sentence:
"Femi is learning Portuguese for his trip", "Lerato's doing her honours" (not "Dance is my
stress relief", "Let's do it")."""
_MY_LOWER_ROLE = re.compile(
    r"\b(?:my|our)\s+(?P<role>[a-z]+)\s+(?P<n>[a-z][a-z-]{1,20}(?<!ly))"
    r"(?=['\u2019]s\b|\s+(?:is|was|has)\b)",
    re.IGNORECASE,
)
"""A lower-case name after "my <relation>", before "'s", "is", "was" or "has": "my sis jess is
at ...", "my son jordan's still in brisbane" (not "my wife decides and I nod")."""
_ROLE_ALT = "|".join(sorted((re.escape(r) for r in PERSON_ROLES), key=len, reverse=True))
_LOWER_OWNER = re.compile(
    rf"\b(?P<n>[a-z]{{2,20}})['\u2019]s\s+(?:new\s+|ex-?\s*)?(?:{_ROLE_ALT})\b"
    rf"|\b(?P<j>[a-z]{{2,20}})\s+and\s+(?:his|her)\s+(?:{_ROLE_ALT})\b"
)
"""A lower-case word whose relation is named ("divya's manager", "ifeoma's boyfriend",
"hamish and his wife"): a person."""
_LOWER_DOER = re.compile(
    r"(?:^|[.!?;,:]\s+|\n)(?P<n>[a-z]{2,20})(?:['\u2019]s\s+(?:been|gone|got|taken|given|"
    r"left|[a-z]{2,}ed)|\s+(?:(?:finally|just|also|has|had|already)\s+)?(?:[a-z]{2,}ed|quit|"
    r"is|was|has|left|sold|got|took|gave|went|made|did|does|broke|split|became|swapped|"
    r"stopped|dropped))\b"
    r"(?=[^.!?\n]{0,160}?\b(?:he|she|he's|she's|his|him|himself|her|herself)\b)"
)
"""A lower-case word opening a clause before a verb of the past (or "is", "has"), a he or she
after it in the sentence ("orla called it all off in april, she's single", "esi finally
upgraded in july, she's on a Pixel 9", "padraig's got himself an e-scooter"): a person (a
thing in a state has no he or she after it: "order shipped in june")."""
_NOT_NAMES = word_set(
    "may will can did does had has was were are is am be been being do go got get one two "
    "honestly anyway finally actually apparently basically literally seriously obviously "
    "well yes yeah yep nope no not so and but or then also still just now today tonight "
    "tomorrow yesterday life work everyone everybody nothing nobody someone somebody things "
    "ok okay lol omg haha good great new old big little guess sorry thanks please wow "
    "mine yours ours his hers theirs"
)
_PET_KINDS = "|".join(sorted((w for w, s in CATEGORY_SLOTS.items() if s == "has_pet"), key=len))
_PET_NAMED = re.compile(
    rf"\b(?:{_PET_KINDS}|pup|pet)s?\s*,?\s+(?:(?:called|named)\s+)?(?P<n>(?-i:[A-Z][a-z]+))"
    r"|\b(?:mine|hers|his|ours)\s+is\s+(?P<m>(?-i:[A-Z][a-z]+))",
    re.IGNORECASE,
)
"""A pet's name ("a dog, Rex", "goldfish Bubbles", "mine is Max"): no person to recase."""
_SHORT_KIN = word_set("sis bro cuz hubby wifey bestie housemate flatmate mate buddy bff")
"""Relations said short, not in `PERSON_ROLES` ("my sis jess")."""
_LOWER_WORD = re.compile(r"(?<![\w'\u2019-])[a-z][a-z-]*(?![\w-])")


def _alone(word: str, text: str) -> bool:
    """The capitalised word is said on its own somewhere, not only inside a run of them ("the
    city of New York City": "City" is no one's name)."""
    return any(
        not _CAPITAL_NEXT.match(text, m.end())
        and not _CAPITAL_BEFORE.search(text[max(0, m.start() - 40) : m.start()])
        for m in re.finditer(rf"\b{re.escape(word)}\b", text)
    )


_CAPITAL_NEXT = re.compile(r"\s+[A-Z]")
_CAPITAL_BEFORE = re.compile(r"[A-Z][\w'-]*\s+$")


def _a_person(word: str) -> bool:
    folded = word.casefold()
    if len(folded) < 2 or folded in _NOT_NAMES or folded in NOT_LOWER_NAMES:
        return False
    if is_interjection(folded):
        return False
    if folded in KIN_ALONE or folded in PERSON_ROLES:
        return False
    capital = folded.capitalize()
    if capital in NOT_SUBJECTS or capital in CAPITALISED_NOT_NAMES:
        return False
    return category_slot(folded) is None


def persons_named(text: str, previous: Message | None) -> frozenset[str]:
    """The casefolded single words of persons' names said with a capital (see the module
    docstring) in the message before and in this text, or after "my <relation>" here."""
    said: list[str] = []
    if previous is not None:
        before = previous.text[:_READ_CHARS]
        if previous.speaker:
            said += previous.speaker.split()
        said += [w for m in names_in(before) for w in m.name.split() if _alone(w, before)]
        said += [m.group("n") for m in _OPENING.finditer(before)]
    here = text[:_READ_CHARS]
    said += [m.group("n") for m in _OPENING.finditer(here)]
    said += [m.group("n") or m.group("j") for m in _LOWER_OWNER.finditer(here)]
    said += [m.group("n") for m in _LOWER_DOER.finditer(here)]
    said += [
        m.group("n")
        for m in _MY_LOWER_ROLE.finditer(here)
        if m.group("role").casefold() in PERSON_ROLES or m.group("role").casefold() in _SHORT_KIN
    ]
    pets = {
        (m.group("n") or m.group("m")).casefold()
        for t in (previous.text[:_READ_CHARS] if previous else "", here)
        for m in _PET_NAMED.finditer(t)
    }
    out = set()
    for word in said:
        word = re.sub(r"['\u2019]s$", "", word)
        if word[:1].isalpha() and _a_person(word) and word.casefold() not in pets:
            out.add(word.casefold())
    return frozenset(out)


def recased(text: str, previous: Message | None) -> str:
    """`text` with each lower-case word that is a person's name said with a capital (see the
    module docstring) capitalised; same length."""
    return _capitalised(text, persons_named(text, previous))


def names_recased(text: str, names: Iterable[str]) -> str:
    """`text` with each lower-case word of the persons' `names` (as stored: "Yui", "Zoe
    Mensah") capitalised, unless the word is also one for no one or a thing (`_a_person`):
    "yui says the rent in Fukuoka ..." names Yui. Same length."""
    words = {w.casefold() for name in names for w in name.split() if _a_person(w)}
    return _capitalised(text, frozenset(words))


def _capitalised(text: str, names: frozenset[str]) -> str:
    if not names:
        return text
    return _LOWER_WORD.sub(
        lambda m: m.group().capitalize() if m.group() in names else m.group(), text
    )
