"""The subject a message's claim is about, when the extractor named it another way than the
stored facts do (pure; `change_plan` applies it before change resolution).

"My dad Femi is a civil engineer" stores Femi's occupation and "Olu's dad is Femi"; a later
"Dad retired ... now he's a beekeeper" is read as "Olu's dad works as beekeeper". "My father
is a clerk" stores "Arjun's father ..."; a later "Papa now runs a kirana shop" is read with
the subject "Papa". Either way the new value belongs to the person the facts already hold a
value for on that slot, so it replaces that value rather than standing beside it.

A person named with or without a word of address ("Aunty Ngozi" / "Ngozi", "Pooja didi" /
"Pooja", "Mummy Halima" / "Halima", a stored "Amira's" / "Amira") is the one stored subject
named the same without it that holds a value on the claim's slot family.

A name drawn out ("Beaaa is engaged!!") is the one stored subject named the same with each
run of a letter said once ("Bea").

A name said shorter than the stored one ("Lizzie" / "Elizabeth", "Fraz" / "Fraser", "WL" /
"Wei Ling": `nicknames`) is the one stored subject with the fuller name holding a value on the
claim's slot family, when the shorter name holds none there itself.

A ticket or order said by its number alone ("4412 got closed") is the one stored subject whose
name ends with that number ("JIRA-4412").

A thing bought said by its own noun ("Fatou's sofa is delivered") is the speaker's one stored
order said by the generic word ("Fatou's order is in production"), and the other way round:
when the speaker has exactly one other thing with a current status and one of the two words is
an order's (order, parcel, package, delivery, shipment) and neither is a request's (ticket,
claim, complaint, application, case).

A claim's subject is re-aimed only when it is unambiguous: a relation of the speaker (by its
word or any other word for it -- "papa" for "father", "oma" for "grandma"; "Nan" for "my nan
Joan") that names exactly
one person or stored subject holding a current value on the claim's slot family.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_meaning import KIN_SAME
from chronofact.graph.ingest.nicknames import nicknamed
from chronofact.graph.ingest.unnamed_tie import named_holder
from chronofact.graph.models import Op, Operation
from chronofact.graph.predicates import Cardinality, builtin_cardinality, normalise_predicate
from chronofact.graph.slot_names import slot_family

if TYPE_CHECKING:
    from chronofact.graph.ingest.change_plan import CurrentFact

__all__ = ["ADDRESS_WORDS", "aliased", "restated"]


def _words_for(word: str) -> frozenset[str]:
    """The word and every other word for the same relation."""
    for group in KIN_SAME:
        if word in group:
            return group
    return frozenset({word})


def _relation_word(key: str, speaker_key: str) -> str | None:
    """ "olu s dad" -> "dad"; a bare kin word ("papa") -> itself; else None."""
    if key.startswith(speaker_key + " s ") and " " not in key[len(speaker_key) + 3 :]:
        return key[len(speaker_key) + 3 :]
    if any(key in group for group in KIN_SAME):
        return key
    return None


def _holders(
    words: frozenset[str], facts: Sequence[CurrentFact], speaker_key: str
) -> dict[str, str]:
    """Subject key -> subject name of who the relation words name: the speaker's relation
    subjects ("olu s father") and the persons relation facts name ("Olu's dad is Femi")."""
    out: dict[str, str] = {}
    for fact in facts:
        key = fact.subject_key
        mine = key.startswith(speaker_key + " s ")
        relation = key[len(speaker_key) + 3 :].split() if mine else []
        # "nadia s nan" or, named too, "nadia s nan joan" ("my nan Joan")
        if relation and len(relation) <= 2 and relation[0] in words:
            out[key] = fact.subject
        related = normalise_predicate(fact.predicate) in words
        if key == speaker_key and related and fact.object is not None:
            out[name_key(fact.object)] = fact.object
    return out


def restated(op: Operation, subject: str) -> str | None:
    """The claim's statement about `subject` ("Papa works as ..." -> "Femi works as ...")."""
    said = op.statement
    if said is None or not said.casefold().startswith(op.subject.casefold()):
        return None
    return subject + said[len(op.subject) :]


KIN_WORDS = frozenset().union(*KIN_SAME)

ADDRESS_WORDS = (
    frozenset().union(*KIN_SAME)
    | frozenset(("didi", "di", "bhaiya", "bhai", "akka", "anna", "ji", "sahib"))
    | frozenset(("si", "kuya", "ate", "tito", "tita", "lolo", "lola"))
)  # "si Mark", "Tito Ramon"
"""Words of address said with a person's name, which do not change who is meant (not Mr or
Mrs: "Mr Smith" and "Mrs Smith" are two people)."""


def _bare(key: str) -> str:
    """The name key without its words of address ("aunty ngozi" -> "ngozi") and without a
    possessive left at its end ("Amira's leading the Horizon rebuild" stored "Amira's"); a
    possessive inside stays ("nadia s mum" is Nadia's mum, not Nadia)."""
    said = key.split()
    if len(said) > 1 and said[-1] == "s":
        said = said[:-1]
    words = [w for w in said if w not in ADDRESS_WORDS]
    return " ".join(words) if words else key


_DRAWN_OUT = re.compile(r"([a-z])\1\1")
"""A letter said three times over: a name drawn out in excitement ("Beaaa is engaged!!")."""


def _squeezed(key: str) -> str:
    """The key with every run of one letter said once ("beaaa", "bea" -> "bea")."""
    return re.sub(r"([a-z])\1+", r"\1", key)


def _addressed(key: str, family: frozenset[str], facts: Sequence[CurrentFact]) -> str | None:
    """The one stored subject holding a value on `family` that is named as `key` is, but for
    words of address; None when there is none or more than one, or nothing to strip."""
    bare = _bare(key)
    if " " in bare or not bare:
        return None  # a full name ("Ngozi Okafor") is matched as it is
    drawn = _squeezed(bare) if _DRAWN_OUT.search(bare) else None
    named = {
        f.subject
        for f in facts
        if f.subject_key != key
        and (_bare(f.subject_key) == bare or _squeezed(_bare(f.subject_key)) == drawn)
        and normalise_predicate(f.predicate) in family
    }
    if not named:
        named = _nicknamed(key, bare, family, facts)
    return next(iter(named)) if len(named) == 1 else None


def _nicknamed(
    key: str, bare: str, family: frozenset[str], facts: Sequence[CurrentFact]
) -> set[str]:
    """The stored subjects with a value on `family` whose fuller name `bare` is a shorter one
    for ("Lizzie" for "Elizabeth", "Fraz" for "Fraser", "WL" for "Wei Ling": `nicknames`),
    none when the subject said holds a value there itself."""
    holders = [f for f in facts if normalise_predicate(f.predicate) in family]
    if bare in KIN_WORDS or any(f.subject_key == key for f in holders):
        return set()
    return {
        f.subject
        for f in holders
        if len(_bare(f.subject_key)) > len(bare) and nicknamed(bare, _bare(f.subject_key))
    }


def _numbered(key: str, facts: Sequence[CurrentFact]) -> str | None:
    """The one stored subject a bare number names by its last word ("4412" -> "JIRA-4412"),
    or None (not a number, none, or more than one)."""
    if not key.isdigit():
        return None
    named = {f.subject for f in facts if f.subject_key.endswith(" " + key)}
    return next(iter(named)) if len(named) == 1 else None


_STATUS = frozenset({"status", "order_status"})
_ORDER_WORDS = frozenset({"order", "parcel", "package", "delivery", "shipment"})
_REQUEST_WORDS = frozenset(
    {"ticket", "request", "claim", "complaint", "application", "case", "appeal", "refund"}
)


def _thing_ordered(
    op: Operation, key: str, speaker_key: str, facts: Sequence[CurrentFact]
) -> str | None:
    """The speaker's one other stored thing with a status that the op's thing is another word
    for ("Fatou's sofa" for "Fatou's order"), or None (see the module docstring)."""
    prefix = f"{speaker_key} s "
    if op.op != Op.ASSERT or normalise_predicate(op.predicate) not in _STATUS:
        return None
    if not key.startswith(prefix):
        return None
    with_status = [f for f in facts if normalise_predicate(f.predicate) in _STATUS]
    if any(f.subject_key == key for f in with_status):
        return None
    others = {f.subject_key: f.subject for f in with_status if f.subject_key.startswith(prefix)}
    if len(others) != 1:
        return None
    other_key, other = next(iter(others.items()))
    mine, theirs = key[len(prefix) :], other_key[len(prefix) :]
    if mine in _REQUEST_WORDS or theirs in _REQUEST_WORDS:
        return None
    return other if mine in _ORDER_WORDS or theirs in _ORDER_WORDS else None


def _one_value(op: Operation) -> bool:
    """A positive assert on a slot that holds one value at a time."""
    single = builtin_cardinality(normalise_predicate(op.predicate)) == Cardinality.SINGLE
    return op.op == Op.ASSERT and op.polarity and single


def aliased(
    ops: Sequence[Operation],
    facts: Sequence[CurrentFact],
    speaker: str | None,
    cued: bool = False,
) -> list[Operation]:
    """The operations, each assert about a relation of the speaker re-aimed at the one
    subject the facts hold a value for on its slot family (see the module docstring); in a
    message that says a change (`cued`), a relation no fact ties to a name is re-aimed at
    the one named person holding a value there (`unnamed_tie`)."""
    speaker_key = name_key(speaker) if speaker else ""
    if not speaker_key:
        return list(ops)
    out: list[Operation] = []
    for op in ops:
        key = name_key(op.subject)
        numbered = _numbered(key, facts) or _thing_ordered(op, key, speaker_key, facts)
        if numbered is not None:  # "4412 got closed": the ticket "JIRA-4412"
            out.append(dataclasses.replace(op, subject=numbered, statement=restated(op, numbered)))
            continue
        word = _relation_word(key, speaker_key) if op.op == Op.ASSERT else None
        family = slot_family(op.predicate)
        addressed = _addressed(key, family, facts) if word is None else None
        if addressed is not None:  # "Ngozi ..." after "Aunty Ngozi ...": the same person
            statement = restated(op, addressed)
            out.append(dataclasses.replace(op, subject=addressed, statement=statement))
            continue
        if word is None:
            out.append(op)
            continue
        holders = _holders(_words_for(word), facts, speaker_key)
        valued = {
            k: holders[k]
            for k in holders
            if any(f.subject_key == k and normalise_predicate(f.predicate) in family for f in facts)
        }
        guessed = named_holder(key, family, facts, speaker_key) if cued and not valued else None
        if len(valued) == 1 and key not in valued:
            subject = next(iter(valued.values()))
            out.append(dataclasses.replace(op, subject=subject, statement=restated(op, subject)))
        elif guessed is not None and _one_value(op):  # "my niece started at ..."
            out.append(dataclasses.replace(op, subject=guessed, statement=restated(op, guessed)))
        else:
            out.append(op)
    return out
