"""A relative named beside the word the family calls them by, wherever it stands (pure;
`relations_named` adds these to "my <relation> <Name>").

Chat ties a kin word to a name in more ways than "my sister Ana": a title before the name in
any case ("lola Pilar", "uncle osaze", "Granny Morag", "kuya Paolo"), an honorific after it
("Sanjay bhaiya", "Kavya didi"), or the name in brackets after the kin word ("Mam (Siobhan)",
"papa (Mohan)", "my mum (Akosua)", "Daddy (Kwesi)"). Each says who the speaker's relative of
that kind is, so a later message naming them only by the kin word ("lola moved to Quezon
City", "bhaiya got hitched") or only by the name ("Siobhan got ward manager") is about the
same person (`subject_alias`, `same_slot`).

A lower-case name after a title is taken only when it does not read as a word of the
sentence ("uncle osaze", not "uncle said", "tita is", "lola moved").
"""

from __future__ import annotations

import re

from chronofact.extractors.change_words import word_set
from chronofact.extractors.conversation.kin_words import IN_LAW_ABBREVIATIONS
from chronofact.extractors.conversation.lexicon import PERSON_ROLES

__all__ = ["KIN_TITLES", "kin_named"]

_GRANDMA = word_set("grandma granny gran nan nana nani dadi lola gogo abuela nonna oma ouma")
_GRANDPA = word_set("grandpa grandad granddad gramps lolo abuelo nonno opa oupa")
KIN_TITLES: dict[str, str] = {
    **dict.fromkeys(("uncle", "unc", "tito"), "uncle"),
    **dict.fromkeys(("aunt", "auntie", "aunty", "tita", "tia", "tía"), "aunt"),
    **dict.fromkeys(_GRANDMA, "grandma"),
    **dict.fromkeys(_GRANDPA, "grandpa"),
    **dict.fromkeys(("kuya", "bhaiya", "bhai", "bro", "brother"), "brother"),
    **dict.fromkeys(("ate", "didi", "akka", "sis", "sister"), "sister"),
    **dict.fromkeys(("papa", "daddy", "dad", "appa", "baba", "pops", "father"), "dad"),
    **dict.fromkeys(("mummy", "mum", "mom", "mam", "amma", "mama", "mother", "mommy"), "mom"),
    **dict.fromkeys(("cousin", "cuz"), "cousin"),
    "godmother": "godmother",
    "godfather": "godfather",
}
"""Kin words said with a name, and the relation (a `PERSON_ROLES` predicate) they say."""

_BEFORE = frozenset(KIN_TITLES) - {"bro", "sis", "brother", "sister", "bhai", "cuz", "cousin"}
"""Titles said before a name ("Granny Morag"; "my sister Ana" is `relations_named`'s own;
"bro" alone is said to the listener: "bro Wipro is history"). "ate" is also a verb: only
"Ate Rica", capitalised, is the title."""
_MY_SHORT = re.compile(
    r"\b(?i:my|our)\s+(?:(?i:kid|little|lil|big|baby|older|younger)\s+)?(?i:(?P<title>bro|sis|cuz|"
    r"bhai))\s+(?P<name>[A-Z][\w-]*(?:\s+[A-Z][a-z][\w-]*)?|[a-z][a-z-]{2,})\b"
)
"""A short kin word after "my" ("my sis jess", "my kid bro Ebuka", "my cuz Bongani")."""
_AFTER = frozenset({"bhaiya", "didi", "akka", "nani", "dadi"})
"""Honorifics said after a name ("Sanjay bhaiya")."""
_COMMON = word_set(
    "is was has had got gets and or but the a an to in at on of for from with who that this "
    "said says told tells lives works na don dey be is's also just still now then too so and "
    "not no never always will would can could should might must did does do went goes came "
    "comes made makes took takes gave gives lol haha yeah yes oh ok okay here there again back "
    "home today yesterday bought sold left went came told ran drove found thought brought paid "
    "met kept lost sent spent won fell felt wrote broke chose began knew grew flew wore ate quit "
    "cut put let set hit how why what when where which "
    "built lent meant dealt slept heard held stood sat laid swam sang rang drank became shook "
    "rode rose froze spoke woke stole tore swore threw blew drew saw hid bit lit fed led fled "
    "shut hurt cost learnt dreamt burnt spelt knelt crept swept wept leapt "
    "live work stay say seh go come get like love want need think know see use make take tell "
    "call move start drive run keep look feel"
)
"""Words that are no lower-case name after a title ("uncle said", "tita is")."""

_ALT_BEFORE = "|".join(sorted(_BEFORE, key=len, reverse=True))
_ALT_ALL = "|".join(sorted(KIN_TITLES, key=len, reverse=True))
_NAME = r"[A-Z][\w'\u2019-]*(?:\s+[A-Z][a-z][\w-]*)?"
_TITLE_NAME = re.compile(
    rf"(?<![\w'\u2019-])(?i:(?P<title>{_ALT_BEFORE}))\s+(?P<name>{_NAME}|[a-z][a-z-]{{2,}})\b"
)
_NAME_TITLE = re.compile(rf"\b(?P<name>[A-Z][\w-]*)\s+(?i:(?P<title>{'|'.join(sorted(_AFTER))}))\b")
_BRACKETED_NAME = (
    r"\s*\(\s*(?P<name>(?:(?:Mrs|Mr|Ms|Mdm|Dr)\.?\s+)?[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w-]*)?)"
    r"(?:\s+ji)?\s*\)"
)
_BRACKETED = re.compile(
    rf"(?<![\w'\u2019-])(?:(?i:my|our)\s+)?(?i:(?P<title>{_ALT_ALL})){_BRACKETED_NAME}"
)
_ROLES_ALT = "|".join(
    re.escape(r) for r in sorted(set(PERSON_ROLES) - set(KIN_TITLES), key=len, reverse=True)
)
_ROLE_BRACKETED = re.compile(
    rf"(?<![\w'\u2019-])(?:(?i:my|our|ma|the)\s+)?(?P<title>(?i:{_ROLES_ALT})){_BRACKETED_NAME}"
)
"""Any other relation word with the name in brackets ("Wife (Rach)", "FIL (Roy)", "the
missus (Yasmin)", "my mum (Mrs. Adebayo)")."""
_POSSESSIVE = re.compile(r"['\u2019]s$")
_HONORIFIC = re.compile(r"(?:Mrs|Mr|Ms|Mdm|Dr|Prof)\b")


_LOWER_TITLES = word_set(
    "uncle unc tito aunt auntie aunty tita tia lola lolo kuya granny gran nan nana grandma "
    "grandpa gramps"
)
"""Titles a lower-case name may follow ("uncle osaze"; not "mum", "dad": "mum loves ...")."""


def _lower_name(title: str, word: str, mine: bool) -> bool:
    """A lower-case word after a title reads as a name: the title is one said before names
    (or "my" opens it: "my sis jess"), the word is not a common word, not a form of a verb or
    an adverb ("moved", "taught", "getting", "loves", "finally"; "jess" is a name), not a kin
    word."""
    return (mine or title.casefold() in _LOWER_TITLES) and not (
        word in _COMMON
        or word in KIN_TITLES
        or word.endswith(("ed", "ing", "ly", "ght"))  # "taught", "caught", "bought"
        or (word.endswith("s") and not word.endswith("ss"))
        or len(word) < 3
    )


def kin_named(text: str, not_names: frozenset[str] = frozenset()) -> list[tuple[str, str, int]]:
    """(relation predicate, name, end) of each relative named beside a kin word in the text
    (see the module docstring); a name in `not_names` is none."""
    out: list[tuple[str, str, int]] = []
    for m in _BRACKETED.finditer(text):
        out.append((KIN_TITLES[m.group("title").casefold()], m.group("name"), m.end()))
    for m in _ROLE_BRACKETED.finditer(text):
        said, title = m.group("title"), m.group("title").casefold()
        if title in IN_LAW_ABBREVIATIONS or said[1:].islower() or said.islower():
            out.append((PERSON_ROLES[title], m.group("name"), m.end()))
    for m in [*_TITLE_NAME.finditer(text), *_MY_SHORT.finditer(text)]:
        if m.group("title") == "ate":
            continue  # "ate Pizza", not "Ate Rica"
        name = _POSSESSIVE.sub("", m.group("name"))
        if _HONORIFIC.match(name):
            continue  # "my mum Mrs. Nnaji": "my <relation> <Name>" reads it whole
        mine = m.re is _MY_SHORT
        if name.islower() and not _lower_name(m.group("title"), name, mine):
            continue
        if name.islower() and m.group("title")[0].isupper():
            continue  # "Granny seh di snow ...": who capitalises the title capitalises a name
        if name.islower():
            name = name.capitalize()
        elif name.split()[0].casefold() in KIN_TITLES:
            continue
        out.append((KIN_TITLES[m.group("title").casefold()], name, m.end()))
    for m in _NAME_TITLE.finditer(text):
        if m.group("name").casefold() not in KIN_TITLES:
            out.append((KIN_TITLES[m.group("title").casefold()], m.group("name"), m.end()))
    return [(p, n, e) for p, n, e in out if n not in not_names and n.split()[0] not in not_names]
