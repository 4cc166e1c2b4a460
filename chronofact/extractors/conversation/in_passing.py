"""Claims of things said in passing in a sentence the clause reading left them out of: a pet
named ("Our Labrador, Duma, loves the beach", "RIP Biscuit"), a person's relation to the
speaker ("date night with my boyfriend Karim") and someone else's partner ("Amina came over
with her new boyfriend, Idris")."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime

from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.claim import ClaimAction
from chronofact.extractors.conversation.finding_claim import claim_times, finding_claim
from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.partner_named import (
    partners_named,
    speaker_partner_said,
)
from chronofact.extractors.conversation.people import People, relations_named
from chronofact.extractors.conversation.pets_passing import (
    PetSaid,
    pet_named_after,
    pets_gone,
    pets_in_passing,
)
from chronofact.extractors.temporal import TemporalMention, extract_temporal

__all__ = ["partners_in_passing", "pets_in_passing_claims", "relations_in_passing"]


def _owner(people: People, named: str | None) -> str:
    """Whose pet: the person named as its owner (as first written), else the speaker."""
    assert people.speaker is not None
    return (people.known(named) or named) if named else people.speaker


def _kept_by(named: PetSaid, claims: list[Claim], start: int, end: int) -> PetSaid:
    """A pet's name said after the pet ("My son adopted a kitten and named it Pipoca"): the
    owner of the pet the sentence asserts, when the name says none."""
    owners = [
        c.subject
        for c in claims
        if c.predicate == "has_pet" and c.action == "assert" and start <= c.span[0] < end
    ]
    if named.finding.subject is not None or not owners:
        return named
    return replace(named, finding=replace(named.finding, subject=owners[-1]))


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
        found = [_kept_by(named, claims, start, end)] if named is not None else []
        found += pets_gone(text[start:end], found)  # "RIP Biscuit. We adopted a greyhound"
    else:
        found = pets_in_passing(text[start:end]) or ([named] if named is not None else [])
    return [
        finding_claim(_owner(people, p.finding.subject), p.finding, p.finding.target,
                      p.finding.action, True, _said_time(text, start, p, at), None,
                      (start + p.start, start + p.end), not p.finding.literal)
        for p in found
        if (p.finding.action, p.finding.target) not in said
    ]  # fmt: skip


_SAID_UNTIL = re.compile(
    r"[,;.!?:(\u2014\u2600-\u27bf\U0001f300-\U0001faff]"
    r"|\s(?:and|but|so|after|before|then|we|i|he|she|they)\s",
    re.IGNORECASE,
)


def _said_time(text: str, start: int, p: PetSaid, at: datetime) -> datetime:
    """When a pet said gone is gone: the time said in its own words, up to the next clause
    break ("we lost Biscuit in June, ... joined us in August": June), else the message time;
    a pet said to be had holds from the message time."""
    if p.finding.action != "end":
        return at
    words = text[start + p.start :]
    cut = _SAID_UNTIL.search(words, p.end - p.start)
    words = words[: cut.start()] if cut else words[:200]
    return claim_times(extract_temporal(words, at), "has_pet", at)[0] or at


def relations_in_passing(
    text: str, start: int, end: int, people: People, at: datetime, claims: list[Claim]
) -> list[Claim]:
    """ "Date night with my boyfriend Karim": the relation of a person named in passing; "lunch
    with my old boss Mark": one that no longer holds."""
    if people.speaker is None:
        return []
    said = {(c.predicate, c.object) for c in claims if c.subject == people.speaker}
    out: list[Claim] = []
    for predicate, name, stop, former in relations_named(text[start:end]):
        if (predicate, name) not in said:
            said.add((predicate, name))
            action: ClaimAction = "end" if former else "assert"
            f = Finding(predicate, name, action, stop)
            span = (start, start + stop)
            out.append(finding_claim(people.speaker, f, name, action, True, at, None, span, True))
    return out


def partners_in_passing(
    text: str,
    start: int,
    end: int,
    people: People,
    mentions: Sequence[TemporalMention],
    at: datetime,
    claims: list[Claim],
) -> list[Claim]:
    """ "Amina came over with her new boyfriend, Idris": Amina's partner; "things with Freya
    ended": the speaker's partnership with Freya ends (`partner_named`). `mentions`: the
    sentence's times, as read for its clauses; a partnership holds or ends from the time said
    (the partner slots are no time slots, so one time serves them all)."""
    said = {(c.subject, c.predicate, c.object) for c in claims}
    sentence = text[start:end]
    found = [
        (people.speaker, predicate, name, action, stop)
        for predicate, name, action, stop in speaker_partner_said(sentence)
        if people.speaker is not None
    ]
    found += [(p.owner, p.predicate, p.name, "assert", p.end) for p in partners_named(sentence)]
    out: list[Claim] = []
    when: datetime | None = None
    for who, predicate, name, action, stop in found:
        if who is None or (who, predicate, name) in said:
            continue
        said.add((who, predicate, name))
        when = when or claim_times(mentions, predicate, at)[0] or at
        f = Finding(predicate, name, action, stop)
        out.append(finding_claim(who, f, name, action, True, when, None,
                                 (start, start + stop), True))  # fmt: skip
    return out
