"""A new holder of a one-holder slot ends the one held: "new boss started monday", "Tunde has a
new babe o, Zainab", "got a new phone last week" end the current manager, partner or phone
of whoever the clause is about, even when the new value is not read (pure: `change_plan`
calls it with the current facts of the subjects a message is about).

A clause ends a fact when

- it says "new <slot noun>" (`SLOT_NOUNS`: boss, manager, girlfriend, babe, job, role, GP,
  phone, car, bank, gym), the noun not running on into another noun ("new phone case",
  "new gym shoes"): what follows is the end of the clause, a name, or a word of `RUN_ON`;
- before "new" stands a determiner of the holder ("my", "our", "a", "his", "her",
  "<Name>'s"), or nothing at all at the start of the clause ("new boss started monday"), or
  "the" before a person noun not placed elsewhere ("the new boss is nice", not "the new
  manager at the cafe");
- it is not the asking clause of a question and not negated, wished or planned ("no new
  boss yet", "might get a new phone", "need a new car", "looking for a new job");
- the holder is the speaker ("my", "our", "I", "we", or no one named), or the one other
  subject the clause names ("Tunde has a new babe", "Ama's new boss") -- never a person
  without facts here ("my friend's new boss" ends nothing of the speaker's);
- the slot of the noun holds one value at a time, and the clause does not name the held
  value itself ("my new boss Graham" when Graham is the boss on record).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from chronofact.extractors.change_words import NEGATORS, word_set
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_cues import content_words, folded_words
from chronofact.graph.ingest.named_ends import mentioned
from chronofact.graph.ingest.question_aside import QUESTION_OPENERS
from chronofact.graph.predicates import Cardinality, builtin_cardinality, normalise_predicate
from chronofact.graph.slot_names import slot_family

if TYPE_CHECKING:
    from chronofact.graph.ingest.change_plan import CurrentFact

__all__ = ["RUN_ON", "SLOT_NOUNS", "new_holder_ends"]

_PARTNER = frozenset({"partner"})
SLOT_NOUNS: dict[str, frozenset[str]] = {
    **dict.fromkeys(("boss", "manager", "supervisor"), frozenset({"manager"})),
    **dict.fromkeys(
        ("girlfriend", "boyfriend", "partner", "babe", "bae", "fiance", "fiancee"), _PARTNER
    ),
    "job": frozenset({"works_at"}),
    **dict.fromkeys(("role", "position"), frozenset({"occupation"})),
    **dict.fromkeys(("gp", "doctor"), frozenset({"doctor"})),
    "phone": frozenset({"uses_phone"}),
    "car": frozenset({"vehicle"}),
    "bank": frozenset({"bank"}),
    "gym": frozenset({"gym"}),
}
"""Nouns of a holder of a slot, after "new", and the slot (a family member) they name."""
_PEOPLE = word_set("boss manager supervisor gp doctor")
RUN_ON = word_set(
    "is was 's has had started starts starting arrived came comes who called named from and "
    "o oh now since last this at in on with lol haha tbh ngl honestly tho though"
)
"""What may follow the slot noun: a verb, a name's opener, a time, a filler."""
_HOLDERS = word_set("my our a his her their")
_OTHERS = word_set("his her their")
_PREPOSITIONS = word_set("at in on from with")
_UNDOING = NEGATORS | word_set(
    "no need needs needed look looking search searching find finding wish wishes get getting "
    "buy buying"
)
"""Before "new": the new holder is not said to be there yet ("need a new car")."""
_NAMED_HOLDER = re.compile(
    r"\b([A-Z][\w'’-]*)\s+(?:has|had|got|gets|'s\s+got|has\s+got)\s+(?:a|an)\s+new\b"
)
_PRONOUNS = word_set("i we i've we've ive weve")
_SAME = re.compile(r"\bsame\s+(?:company|firm|place|team|employer)\b", re.IGNORECASE)
_CLAUSE = re.compile(r"[,;:!?()\u2014\u2013]|\s-\s|\.\s")
_NAME_RUN = re.compile(r"[A-Z][\w'’-]*")


def _clauses(sentence: str) -> list[str]:
    """The clauses of a sentence, but those that ask ("Pooja has a new boss?? since when")."""
    out: list[str] = []
    at = 0
    for m in [*_CLAUSE.finditer(sentence), None]:
        end = m.start() if m is not None else len(sentence)
        clause = sentence[at:end]
        if clause.strip() and (m is None or m.group() != "?"):
            out.append(clause)
        at = m.end() if m is not None else end
    return out


def _statements(sentence: str) -> list[str]:
    """The clauses of a sentence that state something: not an asking clause ("new boss
    started monday, her name's Pooja and she seems normal??" states its first clause), none
    when the sentence opens as a question ("is that your new car, or a loan?")."""
    clauses = _clauses(sentence)
    if not sentence.rstrip().endswith("?"):
        return clauses
    first = folded_words(sentence)[:1]
    return [] if not first or first[0] in QUESTION_OPENERS else clauses


def _slot_after_new(clause: str) -> tuple[str, str] | None:
    """The slot noun said right after "new" in the clause, with the word before "new"."""
    words = folded_words(clause)
    written = re.findall(r"[\w'’]+", clause)
    for i, word in enumerate(words[:-1]):
        noun = words[i + 1]
        if word != "new" or noun not in SLOT_NOUNS:
            continue
        after = written[i + 2] if i + 2 < len(written) else ""
        if after and words[i + 2] not in RUN_ON and not _NAME_RUN.fullmatch(after):
            continue  # "new phone case", "new gym shoes"
        before = words[i - 1] if i > 0 else ""
        placed = i + 2 < len(words) and words[i + 2] in _PREPOSITIONS
        # "the new manager at the cafe": someone's, not the speaker's
        the_person = before == "the" and noun in _PEOPLE and not placed
        opened = before in _HOLDERS or the_person or i == 0
        possessive = before.endswith("'s") and i > 0 and written[i - 1][:1].isupper()
        if not (opened or possessive):
            continue
        if any(w in _UNDOING for w in words[max(0, i - 4) : i]):
            continue
        return noun, before
    return None


def _holds(fact: CurrentFact, noun: str) -> bool:
    wanted = SLOT_NOUNS[noun]
    predicate = normalise_predicate(fact.predicate)
    single = builtin_cardinality(predicate) == Cardinality.SINGLE
    return single and bool(slot_family(predicate) & wanted or predicate in wanted)


def _whose(
    clause: str, before: str, facts: Sequence[CurrentFact], speaker_key: str | None
) -> list[CurrentFact]:
    """The facts of the holder: the one subject the clause names, else the speaker -- unless
    someone else's possessive opens the noun ("my friend's new boss", "her new phone") and
    names no subject here."""
    named = [f for f in facts if mentioned(f, clause, speaker_key)]
    if named:
        keys = {f.subject_key for f in named}
        return named if len(keys) == 1 else []
    if not speaker_key or before.endswith("'s") or before in _OTHERS:
        return []
    other = _NAMED_HOLDER.search(clause)
    if other is not None and other.group(1).casefold() not in _PRONOUNS:
        return []  # "Pooja has a new boss": someone without facts here
    return [f for f in facts if f.subject_key == speaker_key]


def new_holder_ends(
    text: str, spans: Sequence[tuple[int, int]], live: Sequence[CurrentFact], speaker: str | None
) -> dict[int, tuple[int, int]]:
    """Facts (by index in `live`) a "new <slot noun>" clause ends, with its sentence."""
    if "new" not in text.casefold() or _SAME.search(text):
        return {}
    speaker_key = name_key(speaker) if speaker else None
    out: dict[int, tuple[int, int]] = {}
    for start, end in spans:
        sentence = text[start:end]
        for clause in _statements(sentence):
            found = _slot_after_new(clause)
            if found is None:
                continue
            noun, before = found
            said = set(folded_words(sentence))
            for fact in _whose(clause, before, live, speaker_key):
                if _holds(fact, noun) and not content_words(fact.shown) & said:
                    out.setdefault(live.index(fact), (start, end))
    return out
