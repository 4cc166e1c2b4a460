"""A pet named in passing, and one mourned.

- "Our Labrador, Duma, loves the beach", "The parrot, Kiki, still screams at 6am", "I love my
  cat, Mochi, to bits": a kind of pet with a name set off by commas is the speaker's pet, by
  its name (as "a cat named Mochi" is);
- "my hamster nibbles everything", "our rabbit has a cold": "my"/"our" and a kind of pet that
  does something is the speaker's pet, by its kind ("the dog next door barks" is nobody's;
  "my dog is a beagle called Rex" says which one, and is read as such elsewhere);
- "my cat Mochi knocked ...", "Valentina's hamster Pelusa is ...": a kind of pet and its name
  after its owner is the owner's pet (the speaker's for "my"/"our");
- "got the kitten!! her name is Pepper": a pet said just before, named by "her name is",
  "he's called", "we named her": the speaker's pet, by its name (a pet is "she" too);
- "we live in Leith with our two boys and a dog named Rex", "I share the flat with my cat,
  a tabby called Miso": a pet named after "with" or "and" in a sentence the speaker opens with
  where or with what they live ("I live", "we share", "we have") is the speaker's, by its name;
- "Biscuit passed away in May", "we lost Biscuit", "our dog Biscuit was put down", "we had to
  say goodbye to Pip": a pet mourned by its name is no longer had (an end on the pet slot only,
  as for "RIP"; the owned-pet reading above gives way to it);
- "meet Ziggy, a ginger kitten", "say hi to Maple 🐶 10 week old lab", "got a puppy! meet
  Rocky", "mi get a likkle puppy name Rocky": a pet introduced by its name beside a word of a
  pet, or got and named, is the speaker's, by its name ("meet Tom, my new flatmate" is no pet);
- "RIP Biscuit": Biscuit is no longer had (an end on the pet slot only: "RIP Grandpa" ends
  nothing, for no pet is called that).

Words only; each finding carries its span in the sentence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.lexicon import CATEGORY_SLOTS, WEEKDAYS

__all__ = ["PET_ALT", "PetSaid", "pet_named_after", "pets_gone", "pets_in_passing"]

PET_ALT = "|".join(sorted((w for w, s in CATEGORY_SLOTS.items() if s == "has_pet"), key=len)[::-1])
"""The words for a kind of pet, longest first, as one regex alternation."""
_LEAD = r"(?:little\s+|old\s+|new\s+|rescue\s+|baby\s+|two\s+|three\s+)?"
_APPOSED = re.compile(
    rf"\b(?:my|our|the)\s+{_LEAD}(?P<kind>{PET_ALT})\s*,\s*(?P<name>(?-i:[A-Z][\w'-]+))"
    r"\s*(?:,\s*\S|[.!;]|$)"
    rf"|(?<![\w'-])(?P<first>(?-i:[A-Z][\w'-]+))\s*,?\s+(?:my|our)\s+{_LEAD}"
    rf"(?P<kind2>{PET_ALT})\s*,?\s*(?:has|had|is|was|hasn['’]?t|isn['’]?t|won['’]?t|can['’]?t|"
    r"keeps|just|still|always|never|[a-z]+s|[a-z]+ed)\b",
    re.IGNORECASE,
)
"""A pet's name set off by commas beside its kind: "our Labrador, Duma, loves the beach", "a
weekend away with my rescue greyhound, Zeus.", "Kobe, my tortoise, hasn't eaten", "Bramble our
spaniel has eaten another sock" (a verb after the kind: "Mum, my cat, and I" is a list)."""
_ACTING = re.compile(
    rf"\b(?:my|our)\s+{_LEAD}(?P<kind>{PET_ALT})\s+(?:(?:still|just|always|never|literally|"
    r"keeps|kept)\s+)?(?:has|had|[a-z]+[^s'\u2019\s]s|[a-z]+ed)\b",
    re.IGNORECASE,
)
_OWNED = re.compile(
    rf"(?:(?P<own>\b(?:my|our))|(?P<owner>(?-i:[A-Z][\w-]+))['\u2019]s)\s+{_LEAD}"
    r"(?:(?:golden|black|white|brown|ginger|grey|gray|tabby|chocolate|yellow|fox|jack|"
    r"border|cocker|springer|german|french|english|irish|maine|persian|siamese)\s+)?"
    rf"(?P<kind>{PET_ALT})"
    r"\s+(?:(?:called|named)\s+)?(?P<name>(?-i:[A-Z][\w-]+))\b",
    re.IGNORECASE,
)
"""A kind of pet and its name after its owner: "my cat Mochi knocked my coffee over",
"Valentina's hamster Pelusa is the boss here", "Jordan's rescue greyhound Pickles"."""
_WITH_NAMED = re.compile(
    rf"\b(?:with|and)\s+(?:(?:a|an|my|our)\s+)?{_LEAD}(?:[a-z]+\s+)?(?P<kind>{PET_ALT})\s+"
    r"(?:called|named)\s+(?P<name>(?-i:[A-Z][\w'-]+))\b",
    re.IGNORECASE,
)
_SPEAKER_OPENS = re.compile(
    r"\s*(?:I|[Ww]e|i(?=['\u2019\s]))(?:['\u2019](?:ve|m|re))?\s+(?:(?:still|now|all|both)\s+)?"
    r"(?:live|share|have|got|am\s+living|are\s+living|living|sharing)\b"
)
_NAMED_BY_PRONOUN = re.compile(
    r"\b(?:(?:her|his|its)\s+name(?:['\u2019]s|\s+is)|(?:she|he|it)(?:['\u2019]s|\s+is)\s+"
    r"(?:called|named)|(?:(?:we|i|and)(?:['\u2019]ve)?\s+|(?<![\w'\u2019]\s)(?<![\w'\u2019]))"
    r"(?:called|named)\s+(?:her|him|it))\s+"
    r"(?P<name>(?-i:[A-Z][\w'-]+))",
    re.IGNORECASE,
)
_INTRODUCED = re.compile(
    r"\b(?:meet|say\s+(?:hi|hello|hey)\s+to|welcome|introducing)\s+"
    r"(?:(?:our|my|the)\s+(?:new\s+)?)?(?P<name>(?-i:[A-Z][\w'-]+))",
    re.IGNORECASE,
)
"""A name introduced ("meet Ziggy", "say hi to Maple"): a pet's when a pet word is beside it."""
_ARRIVED = re.compile(
    r"(?<![\w'-])(?P<name>(?-i:[A-Z][\w'-]+))\s+(?:arrived|came\s+home|joined\s+(?:the|our)\s+"
    r"family|joined\s+us)\b",
    re.IGNORECASE,
)
"""A name that arrived ("till Tui arrived 🐶 puppy class"): a pet's when a pet word is beside it."""
_GOT_NAMED = re.compile(
    r"\b(?:got|get|gotten|adopted|rescued|brought\s+home|welcomed|bought)\s+"
    r"(?:(?:a|an|our|my|the|this|one)\s+)?(?:[\w-]+\s+){0,3}?"
    rf"(?P<kind>{PET_ALT}|pup)\s*,?\s+(?:called|named|name)\s+(?P<name>(?-i:[A-Z][\w'-]+))",
    re.IGNORECASE,
)
"""A pet got and named ("got a rescue greyhound called Pickles", "get a likkle puppy name
Rocky"): the speaker's."""
_PET_WORD = re.compile(
    rf"\b(?:{PET_ALT}|pup|pet)s?\b|[\U0001F415\U0001F408\U0001F436\U0001F431\U0001F430\U0001F439"
    r"\U0001F420\U0001F98E\U0001F40D\U0001F99C\U0001F422\U0001F407\U0001F429]",
    re.IGNORECASE,
)
"""A word of a pet, or a pet's emoji (dog, cat, rabbit, hamster, fish, lizard, snake, parrot,
turtle, poodle)."""
_PERSON_SAID = re.compile(
    r"\b(?:someone|somebody|girl|guy|boy|woman|man|lady|bloke|baby|daughter|son|colleague|"
    r"boss|manager|friend|gf|bf|girlfriend|boyfriend)\b",
    re.IGNORECASE,
)
_BEFORE_CHARS = 160
"""How far before a "her name is ..." the pet it names may be said."""
_RIP = re.compile(r"(?:^|\s)(?:RIP|R\.I\.P\.?|[Rr]ip)\s+(?P<name>[A-Z][\w'-]+)")
_DIED = (
    r"(?:has\s+|had\s+|just\s+|sadly\s+)?(?:passed\s+away|passed\s+on|died|"
    r"passed(?=\s+(?:in|on|last|this|yesterday|peacefully)\b|\s*[.!,;:(]|\s*$)|"
    r"(?:was|got|had\s+to\s+be)\s+put\s+(?:down|to\s+sleep)|"
    r"(?:crossed|went\s+over|gone\s+over|went\s+to)\s+the\s+rainbow\s+bridge|"
    r"is\s+no\s+longer\s+with\s+us|(?:is\s+|['\u2019]s\s+)?dead(?!\s+(?:tired|set|serious|"
    r"good|easy|on|against|end|ringer|to)\b))\b"
)
_MOURNED = re.compile(
    rf"(?<![\w'\u2019-])(?!I['\u2019])(?P<name>(?-i:[A-Z][\w'-]+))\s+{_DIED}"
    r"|\b(?:we|I|i)\s+(?:(?:sadly|just|finally)\s+)?(?:lost|had\s+to\s+put\s+down|put\s+down|"
    r"had\s+to\s+say\s+goodbye\s+to|buried)\s+"
    rf"(?:(?:our|my)\s+{_LEAD}(?:(?:{PET_ALT})\s+)?)?(?P<lost>(?-i:[A-Z][\w'-]+))\b",
    re.IGNORECASE,
)
"""A pet mourned by its name: "Biscuit passed away", "Mochi passed in May", "we lost Biscuit
in May", "we had to say goodbye to Pip"; "we had to put our cat Pip down" is not read (the name
must follow the verb), nor "we said goodbye to Madrid" (no "had to")."""
_THING_BEFORE = re.compile(
    r"(?:\b(?:the|my|our|his|her|their|a|an|this|that)|(?-i:[A-Z])[\w'\u2019-]*[\w'\u2019])\s+$",
    re.IGNORECASE,
)
"""Before a name that died, what makes it a thing: "the S21 died", "the Kindle Paperwhite
died", "my Swift's AC died" (a pet is mourned by its bare name)."""
_OPENERS = frozenset(
    [
        "Since",
        "After",
        "Now",
        "When",
        "Sadly",
        "So",
        "And",
        "But",
        "Then",
        "Unfortunately",
        "Well",
        "Oh",
        "Also",
        "Today",
        "Yesterday",
        "Update",
        "News",
        "Anyway",
        "Honestly",
        "Apparently",
    ]
)
_NOT_NAMES = frozenset(
    ["I", "The", "My", "Our", "He", "She", "It", "They", "We", *WEEKDAYS, "Today", "Tomorrow"]
)


@dataclass(frozen=True)
class PetSaid:
    """A pet finding and the span of the words it came from (sentence offsets)."""

    finding: Finding
    start: int
    end: int


def pet_named_after(sentence: str, before: str) -> PetSaid | None:
    """A pet said just before, named by a pronoun: "got the kitten!! her name is Pepper", "we
    adopted a puppy, he's called Bruno" (the pet's name, the speaker's); None when a person is
    said after the pet ("got a dog, and a new colleague, her name is Ines")."""
    m = _NAMED_BY_PRONOUN.search(sentence)
    if m is None or m.group("name") in _NOT_NAMES:
        return None
    said = before[-_BEFORE_CHARS:] + sentence[: m.start()]
    pets = list(_PET_WORD.finditer(said))
    if not pets or _PERSON_SAID.search(said, pets[-1].end()):
        return None
    f = Finding("has_pet", m.group("name"), "assert", m.end("name"))
    return PetSaid(f, m.start(), m.end("name"))


def _kind(m: re.Match[str]) -> str:
    return m.group("kind").lower()


def pets_in_passing(sentence: str) -> list[PetSaid]:
    """The pets a sentence names in passing (see the module docstring)."""
    out: list[PetSaid] = []
    for m in _APPOSED.finditer(sentence):
        key = "name" if m.group("name") else "first"
        name, kind = m.group(key), (m.group("kind") or m.group("kind2")).lower()
        if name not in _NOT_NAMES:
            out.append(
                PetSaid(
                    Finding("has_pet", name, "assert", m.end(key), kind=kind),
                    m.start(),
                    m.end(key),
                )
            )
    for m in _OWNED.finditer(sentence):
        name, owner = m.group("name"), m.group("owner")
        if name in _NOT_NAMES or owner in _NOT_NAMES or any(p.finding.target == name for p in out):
            continue
        died = re.match(rf"\s+{_DIED}", sentence[m.end("name") :], re.IGNORECASE)
        action = "end" if died else "assert"  # "our dog Biscuit passed away in May"
        f = Finding("has_pet", name, action, m.end("name"), subject=owner, kind=_kind(m))
        out.append(PetSaid(f, m.start(), m.end("name")))
    if _SPEAKER_OPENS.match(sentence):
        for m in _WITH_NAMED.finditer(sentence):
            name = m.group("name")
            if name not in _NOT_NAMES and all(p.finding.target != name for p in out):
                f = Finding("has_pet", name, "assert", m.end("name"), kind=_kind(m))
                out.append(PetSaid(f, m.start(), m.end("name")))
    for name, m in _introduced(sentence):
        if all(p.finding.target != name for p in out):
            f = Finding("has_pet", name, "assert", m.end("name"))
            out.append(PetSaid(f, m.start(), m.end("name")))
    if not out:
        for m in _ACTING.finditer(sentence):
            kind = m.group("kind").lower()
            out.append(
                PetSaid(
                    Finding("has_pet", kind, "assert", m.end("kind"), literal=True),
                    m.start(),
                    m.end("kind"),
                )
            )
            break
    return out + pets_gone(sentence, out)


def _introduced(sentence: str) -> list[tuple[str, re.Match[str]]]:
    """The pets a sentence introduces by name or says got and named (see the module
    docstring): a name introduced needs a pet word in the 40 characters after it (a name that
    arrived, right after "arrived"), or before it in the sentence, with no word of a person
    between."""
    out: list[tuple[str, re.Match[str]]] = []
    for m in _GOT_NAMED.finditer(sentence):
        out.append((m.group("name"), m))
    introduced = [(m, 40) for m in _INTRODUCED.finditer(sentence)]
    for m, reach in [*introduced, *((m, 4) for m in _ARRIVED.finditer(sentence))]:
        name = m.group("name")
        if name in _NOT_NAMES or name in _OPENERS:
            continue
        after = sentence[m.end() : m.end() + reach]
        pet_after = _PET_WORD.search(after)
        pets_before = list(_PET_WORD.finditer(sentence, 0, m.start()))
        if (pet_after is not None and not _PERSON_SAID.search(after, 0, pet_after.start())) or (
            pets_before and not _PERSON_SAID.search(sentence, pets_before[-1].end(), m.end())
        ):
            out.append((name, m))
    return out


def pets_gone(sentence: str, said: list[PetSaid]) -> list[PetSaid]:
    """The pets a sentence says are gone: mourned by name (`_MOURNED`) or "RIP <name>"; each
    an end on the pet slot only (read even beside a pet said to be had)."""
    out = _mourned(sentence, said)
    for rip in _RIP.finditer(sentence):
        name = rip.group("name")
        if name not in _NOT_NAMES and all(p.finding.target != name for p in [*said, *out]):
            end = Finding("has_pet", name, "end", rip.end())
            out.append(PetSaid(end, rip.start("name"), rip.end()))
    return out


def _thing_said(sentence: str, start: int) -> bool:
    before = sentence[max(0, start - 40) : start]
    m = _THING_BEFORE.search(before)
    return m is not None and m.group().strip() not in _OPENERS


def _mourned(sentence: str, said: list[PetSaid]) -> list[PetSaid]:
    """The pets a sentence mourns by name (`_MOURNED`), each an end, beside what was said."""
    out: list[PetSaid] = []
    for gone in _MOURNED.finditer(sentence):
        key = "name" if gone.group("name") else "lost"
        name = re.sub(r"['\u2019]s$", "", gone.group(key))  # "Bruno's dead": Bruno
        if key == "name" and _thing_said(sentence, gone.start(key)):
            continue  # "the S21 died in August": a thing, no pet
        if (
            name not in _NOT_NAMES
            and name.lower() not in CATEGORY_SLOTS  # "we lost Spanish": no pet's name
            and all(p.finding.target != name for p in [*said, *out])
        ):
            end = Finding("has_pet", name, "end", gone.end(key))
            out.append(PetSaid(end, gone.start(key), gone.end(key)))
    return out
