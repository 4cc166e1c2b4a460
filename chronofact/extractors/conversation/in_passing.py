"""Claims of things said in passing in a sentence the clause reading left them out of: a pet
named ("Our Labrador, Duma, loves the beach", "RIP Biscuit") and a person's relation to the
speaker ("date night with my boyfriend Karim")."""

from __future__ import annotations

from datetime import datetime

from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.finding_claim import finding_claim
from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.people import People, relations_named
from chronofact.extractors.conversation.pets_passing import pet_named_after, pets_in_passing

__all__ = ["pets_in_passing_claims", "relations_in_passing"]


def _owner(people: People, named: str | None) -> str:
    """Whose pet: the person named as its owner (as first written), else the speaker."""
    assert people.speaker is not None
    return (people.known(named) or named) if named else people.speaker


def pets_in_passing_claims(
    text: str, start: int, end: int, people: People, at: datetime, claims: list[Claim]
) -> list[Claim]:
    """ "Our Labrador, Duma, loves the beach", "RIP Biscuit" (`pets_passing`)."""
    said = {(c.action, c.object or c.value) for c in claims if c.predicate == "has_pet"}
    if people.speaker is None:
        return []
    # "got the kitten!! her name is Pepper", "adopted a puppy, he's called Bruno": its name
    named = pet_named_after(text[start:end], text[:start])
    if any(a == "assert" for a, _ in said):
        found = [named] if named is not None else []
    else:
        found = pets_in_passing(text[start:end]) or ([named] if named is not None else [])
    return [
        finding_claim(_owner(people, p.finding.subject), p.finding, p.finding.target,
                      p.finding.action, True, at, None, (start + p.start, start + p.end),
                      not p.finding.literal)
        for p in found
        if (p.finding.action, p.finding.target) not in said
    ]  # fmt: skip


def relations_in_passing(
    text: str, start: int, end: int, people: People, at: datetime, claims: list[Claim]
) -> list[Claim]:
    """ "Date night with my boyfriend Karim": the relation of a person named in passing."""
    if people.speaker is None:
        return []
    said = {(c.predicate, c.object) for c in claims if c.subject == people.speaker}
    out: list[Claim] = []
    for predicate, name, stop in relations_named(text[start:end]):
        if (predicate, name) not in said:
            said.add((predicate, name))
            f = Finding(predicate, name, "assert", stop)
            span = (start, start + stop)
            out.append(finding_claim(people.speaker, f, name, "assert", True, at, None, span, True))
    return out
