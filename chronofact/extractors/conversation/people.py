"""Who is meant: the speaker for the first person, "my sister Ana" for Ana (and the relation
kept as its own fact), a bare "Dad" for the speaker's dad, he/she/they for the most recent
fitting person of this message or the one before."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from chronofact.extractors.conversation.kin_named import KIN_TITLES, kin_named
from chronofact.extractors.conversation.kin_words import (
    CANONICAL_KIN,
    IN_LAW_ABBREVIATIONS,
    KIN_MODIFIERS,
)
from chronofact.extractors.conversation.lexicon import (
    CAPITALISED_NOT_NAMES,
    CATEGORY_SLOTS,
    FAMILY_WORDS,
    FEMALE,
    KIN_ALONE,
    MALE,
    MONTHS,
    PERSON_ROLES,
    TITLES_ABROAD,
    WEEKDAYS,
    category_slot,
    is_interjection,
    parent_pair,
)
from chronofact.extractors.conversation.not_names import (
    NOT_LOWER_NAMES,
    NOT_SUBJECTS,
    SENTENCE_ADVERBS,
)

__all__ = [
    "SUBJECT_RE",
    "Mention",
    "People",
    "Subject",
    "names_in",
    "person_said",
    "relations_named",
    "speakers_kin",
    "title_start",
]

_NOT_LOWER_TITLES = frozenset({"bro", "sis", "ate", "brother", "sister", "bhai", "cuz"})
_ROLE_ALT = "|".join(
    f"(?i:{r})" if r in IN_LAW_ABBREVIATIONS else re.escape(r)
    for r in sorted(PERSON_ROLES, key=len, reverse=True)
)
"""The relation words; an in-law's initials in any case ("my BIL", "my sil")."""
ROLE_ALT = _ROLE_ALT
_MY = r"(?:[Mm]y|[Oo]ur|(?:[Mm][ai]|[Mm]inha|[Mm]eu)(?=\s+(?:wee\s+)?[a-z]))"
"""The speaker's: "my", "our", the Scots "ma", the Patois or Spanish "mi" and the Portuguese
"minha" / "meu" before a lower-case word ("ma pal Stuart", "mi granny", "minha namorada")."""
_MODIFIER = rf"(?:(?:{KIN_MODIFIERS}|wee|former|previous|late)\s+|ex-)?"
_RNAME = r"(?:(?:Mrs|Mr|Ms|Mdm|Dr|Prof)\.?\s+)?[A-Z][\w'-]*(?:\s+[A-Z][a-z][\w'-]*)?"
"""The name after a relation word: one word, a title and a word ("Mrs. Nnaji"), or two
words ("my colleague Jun Hao"; `_person_name` keeps the second only when it is a name's)."""
_PET_ALT = "|".join(sorted((w for w, s in CATEGORY_SLOTS.items() if s == "has_pet"), key=len)[::-1])
_KIN_ALONE_ALT = "|".join(w.capitalize() for w in KIN_ALONE)
_IS_AFTER = (
    r"a|an|the|in|at|with|on|into|off|out|over|back|now|still|been|not|no|so|really|finally|"
    r"just|got|gone|done|also|always|never|getting|living|moving|working|doing|learning|"
    r"studying|dating|seeing|engaged|married|single|retired|based|settled|staying|going|"
    r"moved|quit|started|joined|switched|become|changed|finished|taken|found|bought|sold|"
    r"decided|turned|had|made|split|broken|passed|signed|transferred|relocated|left|graduated|"
    r"resigned|stopped|dropped|leaving|teaching"
)
_SHORT_KIN = r"(?i:bro|sis|cuz|bhai)"
"""Short kin words, a relation only before a capitalised name ("my bro Sanjay got a job at
TCS": Sanjay, the brother kept as its own fact); alone they are said to the listener."""
_NAME_WORD = rf"[A-Z](?:[\w-]|['\u2019](?!s\s+(?:{_IS_AFTER}|[a-z]+ed)\b))*"
"""A capitalised word; an "'s" that contracts "is" or "has" ("Cian's a fan now", "Mo's
been in Leeds", "Knee's knackered": the next word is an article, a preposition, an adverb or a
participle) is
not part of it, a possessive one ("Cian's team") is."""
_NAME = rf"(?:(?:Dr|Mr|Ms|Mrs|Prof)\.?\s+)?{_NAME_WORD}(?:\s+{_NAME_WORD}){{0,2}}"
_KIN_TITLE_ALT = "Uncle|Aunt|Auntie|Aunty|Cousin|Grandma|Grandpa|Granny|Nana|Grandad|" + "|".join(
    w.capitalize() for w in FAMILY_WORDS
)
_LOWER_TITLE_ALT = "|".join(
    sorted(
        w
        for w, rel in KIN_TITLES.items()
        if rel not in ("mom", "dad") and w not in _NOT_LOWER_TITLES
    )
)
"""Titles before a name said in lower case too ("uncle Pete", "godmother Bríd", "tita
Marites"); not the words said to the one spoken to, or also verbs ("bro", "sis", "ate"), nor
a parent's word, said before the name of an elder as respect ("Mama Ronke", "Papa Okafor")."""
_THINGS_RARELY_DO = (
    r"drives|goes|uses|sees|banks|supports|plays|studies|reports|owns|attends|trains|rides|"
    r"bought|sold|traded|adopted|signed|went|next\s+door"
)
"""Verbs (and "next door") said of a person far more than of a thing ("logan drives ...")."""
_LOWER_NAME_VERB = (
    r"(?=\s+(?:moved|relocated|quit|left|lives|works|is|isn't|isnt|got|became|retired|started|"
    rf"joined|switched|broke|split|has|was|now|still|just|finally|transferred|{_THINGS_RARELY_DO})\b"
    r"|['\u2019]s\s+(?:a|an|now|still|moved|got|been|gone|left|quit|started|joined|vegan|"
    r"vegetarian|pescatarian|single|married|engaged|back|into|based|in|at|with|on|[a-z]{2,}ing"
    r"|(?:new\s+|old\s+)?(?:phone|car|job|gym|bank|diet|hobby|doctor|dentist|flat|house|"
    r"school|uni|team|manager|boss|dog|cat|pet))\b)"
)
"""A lower-case word is read as a name only before one of these verbs ("taro moved ...",
"logan drives an F-150") or a "'s" of "is"/"has" before a word that says how someone stands
("ruby's a nurse", "taylor's vegan", "esi's at Paystack")."""
SUBJECT_RE = re.compile(
    r"(?P<s>"
    r"(?P<first>I|[Ww]e|i(?=['\u2019\s])|(?P<im>im|ive|Im|Ive)(?=\s)|[Gg]uess\s+who(?=['\u2019\s]))"
    r"|(?P<me>[Mm]e)\s+and\s+(?P<mename>[A-Za-z][\w'-]*)"
    r"|(?P<pron>[Hh]e|[Ss]he|[Tt]hey|[Hh]im(?=\s+and\s)|[Hh]er(?=\s+and\s))"
    rf"|(?P<poss>{_MY})\s+{_MODIFIER}(?P<role>{_ROLE_ALT}|{_SHORT_KIN}(?=,?\s+[A-Z]))"
    rf"(?:,?\s+(?P<rname>{_RNAME})(?!\s*['\u2019]s\b))?"
    rf"|(?P<owner>[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?|[a-z][a-z-]{{2,}})['\u2019]s\s+{_MODIFIER}"
    rf"(?P<orole>{_ROLE_ALT})\b"
    rf"(?:,?\s+(?P<oname>(?:(?:Mrs|Mr|Ms|Dr|Prof)\.?\s+)?[A-Z][\w'-]*)(?!\s*['\u2019]s\b),?)?"
    rf"|(?P<ktitle>{_KIN_TITLE_ALT}|(?i:{_LOWER_TITLE_ALT}))\s+(?P<kname>[A-Z][\w'\u2019-]*)"
    rf"|(?P<kin>{_KIN_ALONE_ALT}|{_KIN_ALONE_ALT.lower()})\b"
    rf"|(?:[Oo]ur\s+(?=[A-Z][a-z]))?(?P<name>{_NAME})"
    rf"|(?P<lname>[a-z][a-z'-]{{2,}})(?:{_LOWER_NAME_VERB}|(?=\s+and\s+(?:[iI]|me)\b))"
    r")(?P<and>\s+and\s+(?:I|me|i(?=['\u2019\s])))?\b"
    rf"(?:\s*\((?:[Mm]y|[Oo]ur)\s+(?P<aside>{_ROLE_ALT}|{_PET_ALT})\))?"
)
"""A name may be followed by its relation to the speaker in parentheses: "Hannah (my gf)",
"Mochi (my cat)": the relation (or the pet) is kept as its own fact, as for "my gf Hannah"."""


_OTHER_PARENT = re.compile(rf"\s+(?:and|&)\s+(?P<kin>{_KIN_ALONE_ALT}|{_KIN_ALONE_ALT.lower()})\b")
"""The other of a pair of kin said as one subject ("Mum and Dad")."""


_LOWER_NAME_SURE = re.compile(rf"\s+(?:{_THINGS_RARELY_DO})\b|['\u2019]s\s")
"""What makes a lower-case opening word surely a name, not a noun ("thesis now due ...")."""


def opens_on_lower_name(text: str) -> bool:
    """The text surely opens on a name written in lower case: before a verb a thing rarely
    does ("logan drives ...", "ruby's a nurse"), as the owner of a relative ("divya's manager
    Suresh"), or a kin word for a relative ("didi cracked CAT", "uncle osaze drives")."""
    m = SUBJECT_RE.match(text)
    if m is None:
        return False
    if m.group("kin") or m.group("ktitle"):
        return True  # "didi cracked CAT", "nani moved in with us", "uncle osaze drives"
    word = m.group("lname") or m.group("owner") or ""
    if not word.islower() or word in NOT_LOWER_NAMES or word in CATEGORY_SLOTS:
        return False
    if is_interjection(word):
        return False
    return bool(m.group("owner")) or _LOWER_NAME_SURE.match(text, m.end("lname")) is not None


_YOUR_ROLE = re.compile(rf"\b(?:[Yy]our|[Uu]r)\s+(?P<role>{_ROLE_ALT})\b(?!\s+[A-Z])")
_PAST_VERB_OPENING = re.compile(
    r"[A-Z][a-z]{2,}(?<!ee)ed\s+(?:into|in|to|with|on|up|out|back|down|over|off|at|for|from|by|"
    r"the|a|an|my|our|his|her|their|some)\b"
)
"""A past verb opening a clause whose subject is left out ("Settled into the new flat",
"Signed up for a half marathon"), for any verb, not only those of `NOT_SUBJECTS`; names ending
in "-eed" (Rasheed, Waleed) are left alone."""
_NAME_IN_TEXT = re.compile(
    rf"\b(?:{_MY}|[Hh]is|[Hh]er)\s+{_MODIFIER}(?P<role>{_ROLE_ALT}),?\s+(?P<rname>{_RNAME})"
    r"|(?<=[a-z,]\s)(?P<name>[A-Z][a-z]+)\b"
)
_TIME_WORDS = frozenset(w.casefold() for w in (*WEEKDAYS, *MONTHS)) - {"may", "june", "april"}
"""Days and months opening a clause are no one (May, June and April are names too)."""
_NO_ONE_KINDS = frozenset({"learning_language", "learning_instrument", "diet", "drinks", "hobby"})
"""Kinds of thing whose capitalised word opens a clause as no person ("Spanish", "Keto", "Golf
took up the whole day")."""
_POSSESSIVE = re.compile(r"['\u2019]s$")
_PLACE_WORDS = frozenset([
    "at", "in", "to", "for", "on", "of", "by", "the", "a", "an", "into", "near", "via", "around",
    "outside", "across", "his", "her", "their", "our", "your", "its", "this",
    # an employer or a school left or joined ("Niamh left Accenture, she's at Stripe now")
    "left", "leaving", "quit", "quitting", "joined", "joining", "founded", "resigned",
])  # fmt: skip
"""Before a capitalised word, these make it a place, an organisation or a thing ("near
Norway", "his Brazil trip", "left Accenture"), not a person a pronoun may point to; a thing of
a known kind ("Corolla", "Chinese") is none either."""
_LEFT_FROM = frozenset(["resigned", "retired", "graduated", "fired", "poached", "sacked", "moved"])
"""Before "from" and a capitalised word, these make it an organisation ("resigned from
Infosys"), not a person ("a text from Mark")."""
_NOT_NAMES = CAPITALISED_NOT_NAMES | {
    "English", "French", "Spanish", "German", "Italian", "Christmas", "Easter", "OK"
}  # fmt: skip


def speakers_kin(speaker: str, word: str) -> str | None:
    """A relative named alone ("mum", "auntie", "babcia") as the speaker's, in the plain word
    the other readers key it by ("<speaker>'s mom", "<speaker>'s aunt"); None for a word that
    is no relative."""
    kin = KIN_ALONE.get(word.casefold())
    return None if kin is None else f"{speaker}'s {CANONICAL_KIN.get(kin, kin)}"


def person_said(speaker: str | None, said: str) -> str | None:
    """Who a word said for a person is: the speaker for the first person ("I", "I'm", "we",
    "me", "us", "my", "our") or for nothing said; a relative said alone as the speaker's ("Mum":
    "<speaker>'s mom"); None for a pronoun of someone else or a word that names no one ("he",
    "she", "they", "it", "you", "this"), whose person the readers that follow who it is say;
    else the name itself. None for the first person without a speaker."""
    word = " ".join(said.replace("\u2019", "'").split())
    folded = word.casefold()
    if not word or folded in _FIRST_PERSON_WORDS:
        return speaker
    if folded in _NO_ONE_WORDS:
        return None
    kin = speakers_kin(speaker, word) if speaker else None
    return kin or word


_FIRST_PERSON_WORDS = frozenset(
    {"i", "i'm", "i am", "i've", "i've been", "we", "we're", "we are", "we've been", "me", "us"}
    | {"my", "our"}
)
_NO_ONE_WORDS = frozenset(
    {"he", "she", "it", "they", "you", "him", "her", "them", "his", "their", "this", "that"}
    | {"the", "there", "these", "those"}
)


def _person_name(said: str) -> str:
    """The name said after a relation word, its possessive "'s" dropped ("my daughter Sara's
    birthday"), and a second word dropped when it is no name's ("my sister Joy Monday", "my
    cousin Bea Nursing": a date, a thing of a known kind, a relation word)."""
    said = re.sub(r"['\u2019]s$", "", said)
    words = said.split()
    if len(words) == 2 and not re.match(r"(?:Mrs|Mr|Ms|Mdm|Dr|Prof)\.?$", words[0]):
        second = re.sub(r"['\u2019]s$", "", words[1])
        if (
            second in _NOT_NAMES
            or category_slot(second) is not None
            or second.casefold() in PERSON_ROLES
            or second.casefold() in KIN_ALONE
            or "'" in words[0]
            or "\u2019" in words[0]
        ):
            return re.sub(r"['\u2019]s$", "", words[0])
        return f"{words[0]} {second}"
    return said


@dataclass(frozen=True)
class Mention:
    """A person mentioned: the name used as subject, and a gender hint ("f", "m" or "")."""

    name: str
    gender: str = ""


@dataclass(frozen=True)
class Subject:
    """A resolved subject: the name, and a relation to the speaker said with it."""

    name: str
    relation: str | None = None  # canonical predicate (owner, relation, name)
    with_speaker: str | None = None  # "Elena and I": the other person
    owner: str | None = None  # whose relation it is ("Aisha's boyfriend Callum"); None: the speaker


def _gender(role: str) -> str:
    role = role.lower()
    return "f" if role in FEMALE else "m" if role in MALE else ""


def names_in(text: str) -> list[Mention]:
    """Persons named in a text, in order (for pronouns in the next message)."""
    return [mention for _, mention in names_at(text)]


def names_at(text: str) -> list[tuple[int, Mention]]:
    """`names_in`, each with where it is said."""
    out: list[tuple[int, Mention]] = []
    for m in _NAME_IN_TEXT.finditer(text):
        if m.group("rname"):
            mention = Mention(_person_name(m.group("rname")), _gender(m.group("role")))
            out.append((m.start(), mention))
        elif m.group("name") not in _NOT_NAMES and category_slot(m.group("name")) is None:
            before = text[max(0, m.start() - 24) : m.start()].lower().split()
            left_from = before[-2:-1] and before[-1] == "from" and before[-2] in _LEFT_FROM
            if not before or not (before[-1] in _PLACE_WORDS or left_from):
                out.append((m.start(), Mention(m.group("name"))))
    return out


_RELATION_NAMED = re.compile(
    rf"\b{_MY}\s+{_MODIFIER}"
    rf"(?P<role>{_ROLE_ALT}),?\s+(?P<rname>{_RNAME})"
    r"(?!\s*['\u2019]s\b)"
)


_NAME_THEN_RELATION = re.compile(
    rf"(?<![\w'\u2019])(?P<rname>{_RNAME})\s*\(\s*(?:[Mm]y|[Oo]ur)\s+{_MODIFIER}"
    rf"(?P<role>{_ROLE_ALT})\s*\)"
)
"""A name with its relation to the speaker after it in brackets: "Tom (my boss) is making us
learn Kotlin"."""


_LOOSE_TIES = frozenset(
    ["friend", "colleague", "neighbour", "neighbor", "roommate", "landlord", "coach", "trainer"]
)
"""Ties not kept from a passing mention ("visited my friend Carla in Madrid"): a partner, a
manager and family are; a friend or a colleague met is small talk."""


_FORMER = re.compile(
    r"\b(?:ex-?\s*|former\s+|previous\s+|late\s+|(?P<old>old\s+))(?:[\w-]+\s+)?$", re.IGNORECASE
)
ROLES_LEFT_BEHIND = frozenset(
    {
        "manager",
        "landlord",
        "landlady",
        "doctor",
        "dentist",
        "teacher",
        "tutor",
        "coach",
        "therapist",
        "physio",
        "gp",
        "accountant",
        "lawyer",
        "vet",
        "supervisor",
        "mentor",
    }
)
"""Relations one has "old" ones of ("my old boss Phil"); "my old friend Sam" is still a friend."""


def former_relation(before: str, relation: str) -> bool:
    """Whether the words before a person's name make their relation a past one: "my ex-wife
    Sara", "my former manager Joan", "my late husband Ray", "my old boss Phil" (the relation
    ends; it does not start)."""
    m = _FORMER.search(before)
    return m is not None and (not m.group("old") or relation in ROLES_LEFT_BEHIND)


def relations_named(
    text: str, ties: frozenset[str] = frozenset()
) -> list[tuple[str, str, int, bool]]:
    """(predicate, name, end, former) of each "my <relation> <Name>" (or "<Name> (my
    <relation>)": "Tom (my boss) is making us ...") in a text, wherever it stands ("date night
    with my boyfriend Karim", "the sync with my boss Trevor"): the relation
    to the speaker holds whether or not the person is the clause's subject (not for
    `_LOOSE_TIES` but those in `ties`), or held before when `former` ("lunch with my old boss
    Mark": no longer); and each relative named beside a kin word ("lola Pilar", "Mam
    (Siobhan)": `kin_named`)."""
    out: list[tuple[str, str, int, bool]] = []
    for m in [*_RELATION_NAMED.finditer(text), *_NAME_THEN_RELATION.finditer(text)]:
        name = _person_name(m.group("rname"))  # "my daughter Sara's birthday": Sara
        predicate = PERSON_ROLES.get(m.group("role").lower())
        loose = predicate in _LOOSE_TIES and predicate not in ties
        if loose or not predicate or name in _NOT_NAMES:
            continue
        former = former_relation(text[m.start() : m.start("role")], predicate)
        if not re.match(r"I\b|I['\u2019]", name):
            out.append((predicate, name, m.end(), former))
    # "lola Pilar", "Sanjay bhaiya", "Mam (Siobhan)": a relative by the family's word for them
    said = {n for _, n, _, _ in out}  # "my mum Pilar": one relation, not "mum" and "mom"
    out += [(*r, False) for r in kin_named(text, _NOT_NAMES) if r[1] not in said]
    return out


@dataclass
class People:
    """The persons of a conversation so far, most recent last."""

    speaker: str | None
    mentions: list[Mention] = field(default_factory=list)
    pets_said: bool = False  # the message (or the one before) talks about pets
    lower_chat: bool = False  # the message is written all in lower case (names too)
    last_subject: Subject | None = None  # the subject the sentence read last ended on
    last_sentence: tuple[int, int] = (0, 0)  # where that sentence is in the message

    def add(self, name: str, gender: str = "") -> None:
        # "Rohan's company did relocate, he's in Hyderabad": "he" is Rohan, not "Rohan's"
        name = re.sub(r"(?<=\w)['\u2019]s$", "", name)
        if name and name != self.speaker:
            self.mentions.append(Mention(name, gender))

    def add_named_after(self, mentions: list[Mention], subject: str | None) -> None:
        """Persons a clause names after its subject ("ran into Chidinma at the airport"), for
        a pronoun in a later clause; the clause's subject stays the most recent, since a
        subject is more salient than a person it names ("Ana works with Tom, she ...")."""
        for mention in mentions:
            if mention.name != subject and self.known(mention.name) is None:
                self.add(mention.name, mention.gender)
        said = {m.name: m for m in mentions}
        if subject in said and self.known(subject) is None:  # "They've moved Bisi to Lagos"
            self.add(subject, said[subject].gender)
        for mention in reversed(self.mentions):
            if mention.name == subject:
                self.mentions.remove(mention)
                self.mentions.append(mention)
                break

    def add_yours(self, previous: str) -> None:
        """ "your sister" in the message replied to is the replier's sister ("how's your sister
        doing?" / "she just started at Google!"), for a pronoun of the reply."""
        for m in _YOUR_ROLE.finditer(previous):
            owned = self.owned(m.group("role"))
            if owned:
                self.add(owned, _gender(m.group("role").lower()))

    def pronoun(self, word: str) -> str | None:
        """The most recent person fitting "he", "she" or "they" ("him and Marta are ...")."""
        want = {"he": "m", "she": "f", "him": "m", "her": "f"}.get(word.lower(), "")
        for mention in reversed(self.mentions):
            if not want or mention.gender in ("", want):
                return mention.name
        return None

    def _others_kin(self, m: re.Match[str]) -> Subject | None:
        """ "Aisha's boyfriend Callum" -> Callum, Aisha's partner; "Sarah's husband" -> "Sarah's
        husband"; "Mum's partner" -> the speaker's mom's partner."""
        said = m.group("owner")
        kin = KIN_ALONE.get(said.lower())
        if said.islower() and not kin:  # "divya's manager Suresh": a name in lower-case chat
            if said in NOT_LOWER_NAMES or said in CATEGORY_SLOTS:
                return None  # "everyone's manager", "the team's lead"
            said = self.known(said) or said.capitalize()
        owner = self.kin_owner(said) if kin else (self.known(said) or said)
        role = m.group("orole").lower()
        if not owner or said in NOT_SUBJECTS or said in CAPITALISED_NOT_NAMES:
            return None
        if m.group("oname"):
            name = m.group("oname")
            self.add(name, _gender(role))
            return Subject(name, PERSON_ROLES.get(role), owner=owner)
        return Subject(f"{owner}'s {CANONICAL_KIN.get(role, role)}")

    def kin_owner(self, said: str) -> str | None:
        """The speaker's relative an owner said alone before a relation or role stands for
        ("Mum's partner", "Papa's new doctor" -> the speaker's mom, dad); None for any other
        word (a name is kept as said) or with no speaker."""
        kin = KIN_ALONE.get(said.lower())
        return self.owned(kin) if kin else None

    def owned(self, role: str) -> str | None:
        """'my dad' without a name -> "<speaker>'s dad" ("mum", "mother" -> "mom")."""
        role = role.lower()
        return f"{self.speaker}'s {CANONICAL_KIN.get(role, role)}" if self.speaker else None

    def known(self, word: str) -> str | None:
        """A person already mentioned, written in another case ("yuki" -> "Yuki")."""
        folded = word.casefold()
        for mention in reversed(self.mentions):
            if mention.name.casefold() == folded:
                return mention.name
        return None

    def _lower_name(self, word: str) -> Subject | None:
        if word in NOT_LOWER_NAMES or word in CATEGORY_SLOTS or is_interjection(word):
            return None
        word = _POSSESSIVE.sub("", word)  # "harry's got a new other half": Harry
        name = self.known(word) or word.capitalize()
        self.add(name)
        return Subject(name)

    def resolve(self, m: re.Match[str]) -> Subject | None:
        """The subject of a `SUBJECT_RE` match, or None when it cannot be attributed."""
        if m.group("first"):
            return Subject(self.speaker) if self.speaker else None
        if m.group("me"):
            other = m.group("mename")
            other = self.known(other) or other[:1].upper() + other[1:]
            self.add(other)
            return Subject(self.speaker, with_speaker=other) if self.speaker else None
        if m.group("orole"):
            return self._others_kin(m)
        if m.group("ktitle"):
            # "Grandma Rose's room is ready": Rose
            title, kname = m.group("ktitle").lower(), _POSSESSIVE.sub("", m.group("kname"))
            title = KIN_ALONE.get(title, title)  # "Mummy Halima": her mum
            title = {"auntie": "aunt", "aunty": "aunt"}.get(title, CANONICAL_KIN.get(title, title))
            self.add(kname, _gender(title))
            return Subject(kname, PERSON_ROLES.get(title) if self.speaker else None)
        if m.group("lname"):
            lower = self._lower_name(m.group("lname"))
            if lower is not None and m.group("and") and self.speaker:
                return Subject(self.speaker, with_speaker=lower.name)  # "lukas and i split"
            return lower
        if m.group("pron"):
            name = self.pronoun(m.group("pron"))
            return Subject(name) if name else None
        if m.group("role"):
            role = m.group("role").lower()
            role = KIN_TITLES.get(role, role) if role in _NOT_LOWER_TITLES else role
            own = m.group("poss").lower() in ("my", "ma") or role not in ("partner", "boss")
            if m.group("rname") and self.speaker:
                rel = PERSON_ROLES.get(role)
                rname = _person_name(m.group("rname"))  # "my dad Femi's shop": Femi
                self.add(rname, _gender(role))
                return Subject(rname, rel if own else None)
            owned = self.owned(role)
            if owned:
                self.add(owned, _gender(role))
            return Subject(owned) if owned else None
        if m.group("kin"):
            kin = KIN_ALONE[m.group("kin").lower()]
            other = _OTHER_PARENT.match(m.string, m.end())
            if other and parent_pair(kin, KIN_ALONE.get(other.group("kin").lower())):
                kin = "parents"  # "Mum and Dad sold the flat": the speaker's parents
            owned = self.owned(kin)
            if owned:
                self.add(owned, _gender(kin))
            return Subject(owned) if owned else None
        name = _POSSESSIVE.sub("", m.group("name"))  # "Hollie's report is due ...": Hollie's
        first, _, rest = name.partition(" ")
        if first in SENTENCE_ADVERBS and rest:
            name = rest  # "Apparently Tom moved to Leeds": Tom
        if name.split()[0] in NOT_SUBJECTS or _PAST_VERB_OPENING.match(m.string, m.start("name")):
            return None
        if name.split()[0] in CAPITALISED_NOT_NAMES:
            return None  # "The funder's portal crashed": a thing's owner, no one
        if name.casefold() in _TIME_WORDS:
            return None  # "Friday was my last day at Infosys": a day, no one
        if CATEGORY_SLOTS.get(name.casefold()) in _NO_ONE_KINDS:
            return None  # "Spanish on duolingo instead": a language, no one
        aside = (m.group("aside") or "").lower()
        if aside and self.speaker:
            self.add(name, _gender(aside))
            return Subject(name, PERSON_ROLES.get(aside) or "has_pet")
        self.add(name)
        if m.group("and"):
            return Subject(self.speaker, with_speaker=name) if self.speaker else None
        return Subject(name)


_TITLE_WORD = re.compile(rf"(?:Dr|Doctor|Prof|Professor|Mrs|Mr|Ms|Mdm|Miss|Mx|{TITLES_ABROAD})\.?")
"""A title said before a name: "Dr Okafor" is the doctor, not "Okafor"; "Ms Rajeswari" is the
name a manager goes by, as said (the readers' spans start at the surname)."""


def title_start(text: str, start: int) -> int:
    """Where the capitalised name at `start` starts when a professional title is said right
    before it ("Dr Okafor wants bloods done", "Dr. Ahmed"): at the title, even at a sentence's
    start; else `start`."""
    if not text[start : start + 1].isupper():
        return start
    word = re.search(r"(\S+) $", text[max(0, start - 12) : start])
    if word is None or not _TITLE_WORD.fullmatch(word.group(1)):
        return start
    return start - len(word.group(0))
