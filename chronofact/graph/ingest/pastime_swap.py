"""A new pastime said as the one someone has now ends the one pastime stored for them (pure;
`change_resolution` calls it with the current facts).

Pastimes are a slot of several values (one may swim and knit), so a new hobby alone ends
nothing. It ends the pastime stored for the same person when

- the person holds exactly one pastime (on `hobby` or `plays`; a `likes` fact of the same
  value goes with it; with none there, a liking of doing something: "loves baking bread"),
  other than the new one;
- the message says the new one took its place: a word of replacement ("instead", "now",
  "these days", "nowadays", "no more", "anymore", "moved on to", "switched", "gone into",
  "'s been all about", "gone all in on", "is my whole life"), the
  new one given someone's time (`_GIVEN_TIME`: "has taken over my weekends", "eats all my free
  time", "Saturday mornings have been for surfing", "my Thursdays are all about salsa"), or
  it names the stored pastime without saying it again ("haven't seen a crochet hook in
  months", "no surfing, he's taken up golf");
- and nothing in it says the new one came beside the old ("also", "too", "as well",
  "another", "second", "both", "still", "on top of", "besides", "alongside"), in the new
  one's sentence or in one naming the old one ("I still knit, though"; not "I'm still a
  couch potato" said of the speaker after a friend's new pastime).

A pastime started ("took up golf", "got into drumming", "started salsa") with none of these is
a second pastime, not a replacement. The end takes the time its sentence names (else the
message time) and comes before the message's own operations.

Pets are a slot of several values too, and a new pet ends the one pet held by a word of
replacement or "now" said of having it (`_PET_NOW`: "we have a greyhound now"; not "Luna is
three months old now"), never by the time given to it, nor when the old one is named beside
it ("Rex and the new kitten get on now"); a pet value saying there is none ("No pets") is
ended by any pet said later ("Got a parrot in July!").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_cues import content_words
from chronofact.graph.ingest.change_plan import CurrentFact, end_time, fact_of, retract_of
from chronofact.graph.ingest.kept_alongside import Holder, holder_of, kept_alongside
from chronofact.graph.ingest.pastime_time import same_weekly_time
from chronofact.graph.ingest.pet_gone import is_pet
from chronofact.graph.ingest.same_slot import relations_of, same_person, sentence_of
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.predicates import normalise_predicate
from chronofact.graph.time import END_OF_TIME

__all__ = ["PASTIME_SLOTS", "pastime_asserts", "pastime_swaps"]

PASTIME_SLOTS = frozenset({"hobby", "plays"})
"""Predicates of a pastime one does."""
_ALONGSIDE = frozenset({"likes", "loves", "enjoys"})
"""Predicates that hold a pastime beside other likings: ended with the pastime of their value."""
_REPLACING = r"instead|nowadays|these\s+days|no\s+more|any\s?more|no\s+longer|replaced"
"""Words that say a new pastime or pet took the old one's place (`_REPLACED`, `_PET_NOW`)."""
_REPLACED = re.compile(
    rf"\b(?:{_REPLACING}|now|moved\s+on|switched|swapped|rather\s+than|in\s+place\s+of|"
    r"gone\s+into|went\s+into|(?:has|have|had)\s+taken\s+over|took\s+over|all\s+about|"
    r"all\s+in\s+on|(?:is|are|'s)\s+my\s+(?:whole\s+)?life|my\s+life\s+now)\b",
    re.IGNORECASE,
)
_TIMES = (
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?"
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends|mornings|evenings|afternoons|nights)"
)
_GIVEN_TIME = re.compile(
    rf"\b(?:my|his|her|their|our)\s+(?:(?:free|spare)\s+time|{_TIMES})\b"
    rf"|(?:^|[.!?;:]\s*)(?:and\s+|now\s+)?{_TIMES}\s+(?:are|were|have\s+been|go|went|belong"
    r"|i'm|i\s+am|he's|she's|we're|they're)\b",
    re.IGNORECASE,
)
"""The new pastime given someone's time -- the time as theirs ("eats all my free time",
"Hassan spends his afternoons playing chess", "has taken over my weekends", "my evenings go to
pottery") or as the topic opening a sentence ("Saturday mornings have been for surfing",
"Sunday mornings are padel", "Saturdays I'm at the climbing wall"); not a time said after a
preposition ("chess on Tuesdays")."""
_BESIDE = re.compile(
    r"\b(?:also|too|as\s+well|another|second|both|still|on\s+top\s+of|besides|alongside|"
    r"in\s+addition|as\s+well\s+as)\b",
    re.IGNORECASE,
)
MAX_TEXT = 2000
"""Only the start of a long message is read for these words (bounded work)."""


def pastime_asserts(ops: Sequence[Operation]) -> bool:
    """The operations assert a pastime or a pet (the cheap test before stored facts are
    read)."""
    return any(_new_pastime(op) for op in ops)


_HELD_PASTIMES = PASTIME_SLOTS | {"learning_instrument"}
"""A stored pastime may be an instrument one plays ("Kate plays the drums", read as learning
drums), ended by a new hobby ("Kate has taken up crochet instead")."""


def _family(fact: CurrentFact, stored: bool = False) -> str | None:
    """The many-valued slot a fact is on: "pastime" (`PASTIME_SLOTS`; a `stored` one also
    `_HELD_PASTIMES`), "pet" or none."""
    if normalise_predicate(fact.predicate) in (_HELD_PASTIMES if stored else PASTIME_SLOTS):
        return "pastime"
    return "pet" if is_pet(fact) else None


def _new_pastime(op: Operation) -> bool:
    return (
        op.op == Op.ASSERT
        and op.polarity
        and (op.object is not None or op.value is not None)
        and op.period.end == END_OF_TIME
        and _family(fact_of(op)) is not None
    )


_NO_PET = re.compile(r"^\s*(?:no|none|zero|not\s+any)\b", re.IGNORECASE)
"""A pet value that says there is none ("No pets"): any pet said later ends it."""
_PET_NOW = re.compile(
    rf"\b(?:{_REPLACING}|(?:have|has|had|got|own|owns)\b[^.!?;]{{0,40}}?\bnow)\b",
    re.IGNORECASE,
)
"""A new pet said as the one held now: a word of replacement, or "now" said of having it ("we
have a greyhound now"; not "Luna is three months old now")."""


def _doing(value: str) -> bool:
    """A liking that is a pastime: it opens with a verb's "-ing" ("baking bread", "playing
    xiangqi"; not "sushi")."""
    first = value.split()[0].casefold() if value.split() else ""
    return len(first) > 5 and first.endswith("ing")


def _beside(
    text: str, own: tuple[int, int], said: tuple[frozenset[str], frozenset[str]], holder: Holder
) -> bool:
    """A word of "beside" said of the new one -- in its own sentence, in a clause about its
    holder ("I've also taken up chess") -- or of the old one, in a clause about its holder
    naming it ("I still knit, though"); not of someone else ("she's into climbing now. I'm
    still a couch potato"; "my son still plays rugby, but I swim now": `kept_alongside`)."""
    old, new = said
    if kept_alongside(text[own[0] : own[1]], holder, [old, new], _BESIDE, text):
        return True
    before, after = text[: own[0]], text[own[1] :]
    return any(kept_alongside(part, holder, [old], _BESIDE, text) for part in (before, after))


def _words(value: str) -> frozenset[str]:
    return content_words(value) or frozenset({name_key(value)})


def _asserted_again(ops: Sequence[Operation], words: frozenset[str]) -> bool:
    return any(
        op.op == Op.ASSERT and op.polarity and _words(op.shown) & words
        for op in ops
        if op.object is not None or op.value is not None
    )


def pastime_swaps(
    source: Evidence,
    ops: Sequence[Operation],
    facts: Sequence[CurrentFact],
    extractor: str,
    earlier: Callable[[str], Sequence[Evidence]] | None = None,
) -> list[Operation]:
    """Retracts of the one pastime each new pastime of `ops` replaces (see the module
    docstring); `earlier` gives a speaker's messages before this one, newest first."""
    at = source.observed_at
    text = (source.text or "")[:MAX_TEXT]
    new = [op for op in ops if _new_pastime(op)]
    if at is None or not new or not text:
        return []
    live = [f for f in facts if f.holds_at(at)]
    relations = relations_of([*live, *(fact_of(op) for op in ops if op.object is not None)])
    replaced = _REPLACED.search(text) is not None
    pet_now = _PET_NOW.search(text) is not None
    given_time = _GIVEN_TIME.search(text) is not None
    said = content_words(text)
    out: list[Operation] = []
    done: set[int] = set()
    for op in new:
        key = name_key(op.subject)
        family = _family(fact_of(op))
        mine = [
            k
            for k, f in enumerate(live)
            if (
                _family(f, stored=True) == family
                or (family == "pastime" and normalise_predicate(f.predicate) in _ALONGSIDE)
            )
            and same_person(key, f.subject_key, relations)
        ]
        held = {k for k in mine if _family(live[k], stored=True) == family}
        held = held or {k for k in mine if _doing(live[k].shown)}
        if family == "pet" and any(_NO_PET.match(live[k].shown) for k in held):
            held = {k for k in held if _NO_PET.match(live[k].shown)}  # "No pets", then a parrot
        new_words = _words(op.shown)
        others = {k for k in held if not _words(live[k].shown) & new_words}
        values = {frozenset(_words(live[k].shown)) for k in others}
        if len(values) != 1 or len(others) != len(held):
            continue  # none, several, or the new one stored already: no single one to end
        old = next(iter(values))
        none_held = family == "pet" and all(_NO_PET.match(live[k].shown) for k in held)
        # a pet named beside the new one is still there ("Rex and the new kitten are friends")
        if family == "pet" and old & said and not none_held:
            continue
        start, end = sentence_of(op, text)
        if family == "pastime":
            took_place = replaced or given_time or bool(old & said)
            if not took_place and earlier is not None and source.speaker:
                told = (e.text or "" for e in earlier(source.speaker))
                took_place = same_weekly_time(old, text[start:end], told)
        else:
            took_place = none_held or pet_now
        holder = holder_of(op.subject, key, name_key(source.speaker or ""))
        theirs = [o for o in ops if same_person(name_key(o.subject), key, relations)]
        again = _asserted_again(theirs, old)  # not the son's "still plays rugby"
        if again or not took_place or _beside(text, (start, end), (old, new_words), holder):
            continue
        for k in mine:
            if k in done or not _words(live[k].shown) & old:
                continue
            when = end_time(text[start:end], at, live[k])
            if when is not None:
                done.add(k)
                out.append(retract_of(live[k], when, source, (start, end), extractor))
    return out
