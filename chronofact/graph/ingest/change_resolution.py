"""Graph-aware change resolution: a message saying that something stopped holding ends the
current fact it names, even when the extractor's claims did not.

For the units of one request (in order), before they are written: the units whose message
has a change cue (`change_cues.has_change_cue`), or whose operations retract a named value,
are about some subjects -- the speaker, the speaker's relations ("Nadia's son"), the people
named in the message, the subjects of its operations. Their current facts are read in one
query (`cypher/current_facts_of_subjects.cypher`), together with the facts asserted by the
request's earlier messages; `change_plan.plan_changes` then adds the retracts and moves a new
value onto the ended fact's slot; `kindred_plan` replaces a value by one of its kind, and
`earlier_value` reads back from the speaker's earlier messages (`cypher/earlier_messages.cypher`,
once per speaker and request) the value a change replaced when none was stored. The
operations go through the write primitive with the rest of the unit, so tombstones, the trust
policy and the audit record apply, with the message as their source.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import datetime

from chronofact.extractors.conversation.lexicon import PERSON_ROLES
from chronofact.extractors.conversation.slot_match import matcher_for
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.answered_no import opens_with_no
from chronofact.graph.ingest.change_cues import has_change_cue
from chronofact.graph.ingest.change_meaning import KIN_SAME, GroupFit, SlotOf
from chronofact.graph.ingest.change_plan import CurrentFact, fact_of, plan_changes
from chronofact.graph.ingest.claims_to_ops import Unit, unit_slots
from chronofact.graph.ingest.current_rows import current_facts
from chronofact.graph.ingest.earlier_value import MAX_LOOK_BACK, earlier_ops
from chronofact.graph.ingest.ended_mention import ended_mentions
from chronofact.graph.ingest.ended_times import ended_times
from chronofact.graph.ingest.held_open import to_held_open
from chronofact.graph.ingest.held_slot import to_held_slot
from chronofact.graph.ingest.kindred_plan import NUMBERED_THING, kindred_ops
from chronofact.graph.ingest.kindred_value import NOVELTY_RE, names_lower_product
from chronofact.graph.ingest.nicknames import nickname_keys
from chronofact.graph.ingest.old_again import old_read_again
from chronofact.graph.ingest.pastime_swap import pastime_asserts, pastime_swaps
from chronofact.graph.ingest.pet_gone import pet_gone, pet_gone_said
from chronofact.graph.ingest.previous import stored_previous
from chronofact.graph.ingest.said_ended import said_ended
from chronofact.graph.ingest.same_slot import may_replace_elsewhere, same_slot_retracts
from chronofact.graph.ingest.shift_cues import SHIFT_RE
from chronofact.graph.ingest.speaker_reaim import reaimed
from chronofact.graph.ingest.spelled_again import spelled_again
from chronofact.graph.ingest.state_undone import state_undone, undone_said
from chronofact.graph.ingest.stored_form import in_stored_form
from chronofact.graph.ingest.subject_alias import aliased
from chronofact.graph.ingest.thing_subject import things_reaimed
from chronofact.graph.ingest.unheld_end import unheld_ends
from chronofact.graph.ingest.untied_load import holders_of_slots, untied_slots
from chronofact.graph.models import Context, Evidence, Op, Operation
from chronofact.graph.neo4j.queries import read_rows
from chronofact.graph.predicates import normalise_predicate
from chronofact.graph.time import from_db
from chronofact.graph.write import Writer

__all__ = ["MAX_FACTS", "MAX_NAMES", "message_names", "resolve_changes"]

MAX_NAMES = 400
"""At most this many subject names are looked up per request."""
MAX_FACTS = 2000
"""At most this many current facts are read per request."""
MAX_LOWER_CHAT = 2000
"""Of a message written all in lower case, this many characters are read for names."""
_LOWER_WORD = re.compile(r"\b[a-z][a-z'-]{2,}\b")
_DRAWN = re.compile(r"([a-z])\1{2,}")
_LOWER_OWNER = re.compile(r"\b[a-z][a-z-]{1,30}['’]s\b")
_NUMBER = re.compile(r"\b\d{3,}\b")
_NAME_RUN = re.compile(r"\b[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,2}")


def message_names(text: str) -> list[str]:
    """The capitalised word runs of a message (up to three words) and their first words:
    who it may name ("Ana", "Dr. Russo")."""
    names: list[str] = []
    for m in _NAME_RUN.finditer(text):
        run = m.group().rstrip(".'’")
        names.append(run)
        first = run.split()[0]
        if first != run:
            names.append(first)
    return names


def _needs_resolution(unit: Unit) -> bool:
    text = unit.source.text or ""
    named_end = any(
        op.op == Op.RETRACT and (op.object is not None or op.value is not None) for op in unit.ops
    )
    return (
        named_end
        or has_change_cue(text)
        or SHIFT_RE.search(text) is not None
        or NOVELTY_RE.search(text) is not None
        or NUMBERED_THING.search(text) is not None  # "Plot 3 by the gate is mine"
    )


_A_NAME = re.compile(r"\b(?!I\b|I['’])[A-Z][\w'’&.-]*")
"""A capitalised word other than "I": a message that may name something in passing."""


def _names_something(unit: Unit) -> bool:
    """The message may name a new value in passing: a capitalised word, a product by its make
    in lower case, or a message all in lower case (where nothing is capitalised, a value of a
    lower-case slot may be said: "can you give me a week of high-protein vegan lunches?")."""
    text = (unit.source.text or "")[:MAX_PASSING_CHARS]
    if _A_NAME.search(text) is not None or names_lower_product(text):
        return True
    return not any(ch.isupper() for ch in text) and any(ch.isalpha() for ch in text)


MAX_PASSING_CHARS = 2000
"""Only this much of a message is looked at for a name said in passing."""


def _slot_of(writer: Writer) -> SlotOf | None:
    """The nearest canonical slot of texts by the writer's embedder (None without one)."""
    if writer.embedder is None:
        return None
    matcher = matcher_for(writer.embedder)

    def slot_of(texts: list[str]) -> list[tuple[str | None, float]]:
        return matcher.nearest(texts, minimums=[0.0] * len(texts))

    return slot_of


def _group_fit(writer: Writer) -> GroupFit | None:
    """A text's similarity to a slot group's prototypes by the writer's embedder."""
    if writer.embedder is None:
        return None
    matcher = matcher_for(writer.embedder)

    def group_fit(text: str, group: frozenset[str]) -> float:
        ((_, sim),) = matcher.nearest([text], allowed=[group], minimums=[0.0])
        return sim

    return group_fit


def _subject_keys(unit: Unit) -> set[str]:
    keys = {name_key(op.subject) for op in unit.ops}
    if unit.source.speaker:
        keys.add(name_key(unit.source.speaker))
    text = unit.source.text or ""
    keys.update(name_key(n) for n in message_names(text))
    keys.update(_NUMBER.findall(text[:MAX_LOWER_CHAT]))  # "Update on 7781": a ticket
    if text[:1].islower() or not any(ch.isupper() for ch in text[:MAX_LOWER_CHAT]):
        # lower-case chat names people in lower case too ("ken became a firefighter", "kirsty
        # sold the fiat n got herself a campervan, plannin tae do the NC500")
        # keyed as names are ("morag's doctor is dr campbell": "morag s", then "morag")
        keys.update(name_key(w) for w in _LOWER_WORD.findall(text[:MAX_LOWER_CHAT]))
    else:  # a name in lower case with its possessive ("Sorry! maya's at UBC now")
        keys.update(name_key(w) for w in _LOWER_OWNER.findall(text[:MAX_LOWER_CHAT]))
    # "Chioma's trad was in july": Chioma, stored without the possessive; "kirsty sold the
    # fiat": "Kirsty's", stored with one
    keys.update(k[:-2] for k in list(keys) if k.endswith(" s") and len(k) > 3)
    # "Beaaa is engaged!!": Bea (or Matt for "Mattt"), a name drawn out
    keys.update(_DRAWN.sub(r"\1", k) for k in list(keys) if _DRAWN.search(k))
    keys.update(_DRAWN.sub(r"\1\1", k) for k in list(keys) if _DRAWN.search(k))
    keys.update(k + " s" for k in list(keys) if k.isalpha() and len(k) > 2)
    return {k for k in keys if k}


def _addressed_prefixes(unit: Unit) -> set[str]:
    """ "pooja " for a subject or capitalised name "Pooja": the stored subjects named with a
    word of address after it ("Pooja didi", a stored "Amira's"), which `subject_alias`
    takes for the same person (an index seek: the name key's start)."""
    names = [op.subject for op in unit.ops] + message_names(unit.source.text or "")
    keys = {name_key(n) for n in names}
    return {k + " " for k in keys if k.isalpha() and len(k) > 2}


def _nickname_lookups(unit: Unit) -> tuple[set[str], set[str]]:
    """(keys, prefixes) under which another name of a person a one-value claim is about may
    be stored: a shorter or fuller one ("mo" for "Mohammed", "fra" for "Fraz"; `nicknames`),
    or a kin word alone for a relative the message names ("grandma", "nan" ... for "Nana Yaa"
    when "Adjoa's grandma is Yaa" is said)."""
    keys: set[str] = set()
    prefixes: set[str] = set()
    for op in unit.ops:
        kin = normalise_predicate(op.predicate)
        if op.op == Op.ASSERT and op.object is not None and kin in _KIN_WORDS:
            keys |= next(group for group in KIN_SAME if kin in group)
        if may_replace_elsewhere(op):
            more_keys, more_prefixes = nickname_keys(name_key(op.subject))
            keys |= more_keys
            prefixes |= more_prefixes
    return keys, prefixes


def _first(wanted: set[str], extra: set[str]) -> list[str]:
    """The wanted names, then the extra ones, at most `MAX_NAMES` in all."""
    out = sorted(wanted)[:MAX_NAMES]
    return out + sorted(extra - wanted)[: MAX_NAMES - len(out)]


def _load(
    writer: Writer,
    ctx: Context,
    keys: set[str],
    prefixes: set[str],
    since: datetime,
    suffixes: frozenset[str] = frozenset(),
    extra: tuple[set[str], set[str]] = (set(), set()),
) -> list[CurrentFact]:
    rows = read_rows(
        writer.driver,
        "current_facts_of_subjects",
        {
            "tenant": ctx.tenant,
            "namespace": ctx.namespace,
            "keys": _first(keys, extra[0]),
            "prefixes": _first(prefixes, extra[1]),
            "suffixes": sorted(suffixes)[:MAX_NAMES],
            "since": since,
            "limit": MAX_FACTS,
        },
        writer.database,
    )
    return current_facts(rows)


def _stored_messages(
    writer: Writer, ctx: Context, speaker: str, before: datetime
) -> list[Evidence]:
    """The speaker's last `MAX_LOOK_BACK` messages stored before `before`, newest first."""
    rows = read_rows(
        writer.driver,
        "earlier_messages",
        {
            "tenant": ctx.tenant,
            "namespace": ctx.namespace,
            "speaker": speaker,
            "before": before,
            "limit": MAX_LOOK_BACK,
        },
        writer.database,
    )
    return [
        Evidence(
            kind=row["kind"],
            ref=row["ref"],
            observed_at=from_db(row["observed_at"]),
            text=row["text"],
            speaker=row["speaker"],
            scope=row["scope"],
            origin=row["origin"],
        )
        for row in rows
    ]


def _slots_with_history(
    writer: Writer, ctx: Context, slots: list[tuple[str, str]]
) -> set[tuple[str, str]]:
    """Which (subject key, predicate) slots have a key in the store."""
    rows = read_rows(
        writer.driver,
        "slots_with_history",
        {
            "tenant": ctx.tenant,
            "namespace": ctx.namespace,
            "slots": [{"key": k, "predicate": p} for k, p in slots],
        },
        writer.database,
    )
    return {(row["subject_key"], row["predicate"]) for row in rows}


class _EarlierMessages:
    """A speaker's messages before a unit: the request's earlier units, then the stored ones
    (read once per speaker and request)."""

    def __init__(self, writer: Writer, ctx: Context, units: Sequence[Unit]) -> None:
        self.writer, self.ctx, self.units = writer, ctx, units
        times = [u.source.observed_at for u in units if u.source.observed_at is not None]
        self.before = min(times) if times else None
        self.stored: dict[str, list[Evidence]] = {}

    def of(self, index: int) -> Callable[[str], list[Evidence]]:
        def before_unit(speaker: str) -> list[Evidence]:
            said = [u.source for u in reversed(self.units[:index]) if u.source.speaker == speaker][
                :MAX_LOOK_BACK
            ]
            if len(said) < MAX_LOOK_BACK and self.before is not None:
                if speaker not in self.stored:
                    self.stored[speaker] = _stored_messages(
                        self.writer, self.ctx, speaker, self.before
                    )
                said += self.stored[speaker]
            return said[:MAX_LOOK_BACK]

        return before_unit


_RELATIONS = frozenset(PERSON_ROLES.values())
_KIN_WORDS = frozenset().union(*KIN_SAME)


def _related_people(facts: Sequence[CurrentFact], speakers: set[str]) -> set[str]:
    """Name keys of the persons the speakers' relation facts name ("Olu's dad is Femi")."""
    return {
        name_key(f.object)
        for f in facts
        if f.subject_key in speakers
        and f.object is not None
        and normalise_predicate(f.predicate) in _RELATIONS
    }


def _asked(writer: Writer, ctx: Context, units: Sequence[Unit], index: int) -> str | None:
    """The message before unit `index`, when the unit opens with "no" and that message is
    someone else's (the request's previous unit, else the stored one before it): what the
    "no" may answer."""
    source = units[index].source
    if not opens_with_no(source.text or "") or source.observed_at is None:
        return None
    before: Evidence | None = units[index - 1].source if index > 0 else None
    if before is None:
        said = stored_previous(writer, ctx, source.kind, source.scope, source.observed_at)
        text, speaker = (said.text, said.speaker) if said is not None else (None, None)
    else:
        text, speaker = before.text, before.speaker
    return text if text and speaker != source.speaker else None


def _asserted(ops: Sequence[Operation]) -> list[CurrentFact]:
    """The positive asserts of a unit, as facts a later message of the request may end."""
    return [
        fact_of(op)
        for op in ops
        if op.op == Op.ASSERT and op.polarity and (op.object is not None or op.value is not None)
    ]


def resolve_changes(writer: Writer, ctx: Context, units: list[Unit]) -> int:
    """Apply change resolution to the units (in place, in request order); how many
    retracts it added. One graph read for the whole request, none when no message has a
    change cue, a named retract or a claim on a one-value slot. A message with a claim on a
    one-value slot only is looked at for the other names of that claim's person and slot
    (`speaker_reaim`, `same_slot`), not for a change said in words."""
    full = {i for i, u in enumerate(units) if _needs_resolution(u)}
    # a name said with no cue may replace a name held (`kindred_value.sole_names`)
    passing = {i for i, u in enumerate(units) if i not in full and _names_something(u)}
    # a one-value claim without a change cue: only its other names are looked for
    # (`speaker_reaim`, `same_slot`), not a change said in words
    todo = sorted(
        full
        | {i for i, u in enumerate(units) if any(may_replace_elsewhere(o) for o in u.ops)}
        | {i for i, u in enumerate(units) if pastime_asserts(u.ops)}
        | {i for i, u in enumerate(units) if pet_gone_said(u.source.text or "")}
        | {i for i, u in enumerate(units) if undone_said(u.source.text or "")}
        | passing
    )
    if not todo:
        return 0
    keys: set[str] = set()
    prefixes: set[str] = set()
    nick_keys: set[str] = set()
    nick_prefixes: set[str] = set()
    times: list[datetime] = []
    speakers: set[str] = set()
    for i in todo:
        source = units[i].source
        keys |= _subject_keys(units[i])
        prefixes |= _addressed_prefixes(units[i])
        more_keys, more_prefixes = _nickname_lookups(units[i])
        nick_keys |= more_keys
        nick_prefixes |= more_prefixes
        if source.speaker:
            speakers.add(name_key(source.speaker))
        if source.speaker:
            prefixes.add(name_key(source.speaker) + " s ")
        if source.observed_at is not None:
            times.append(source.observed_at)
    # "4412 got closed": the ticket stored as "JIRA-4412" (name key "jira 4412")
    suffixes = frozenset(" " + k for k in keys if k.isdigit())
    nicks = (nick_keys, nick_prefixes)
    stored = _load(writer, ctx, keys, prefixes, min(times), suffixes, nicks) if times else []
    related = _related_people(stored, speakers) - keys
    if related and times:  # "Dad retired": Femi, whom "Olu's dad is Femi" names
        stored += _load(writer, ctx, related, set(), min(times))
    untied = set().union(*(untied_slots(units[i].ops, units[i].source.speaker) for i in full))
    if untied and times:  # "my niece started at ...": who is stored with a school
        seen = set(stored)
        stored += [f for f in holders_of_slots(writer, ctx, untied, min(times)) if f not in seen]
    earlier: list[CurrentFact] = []
    added = 0
    wanted = set(todo)
    slot_of = _slot_of(writer)
    group_fit = _group_fit(writer)
    matcher = matcher_for(writer.embedder) if writer.embedder is not None else None
    said_before = _EarlierMessages(writer, ctx, units)

    def with_history(slots: list[tuple[str, str]]) -> set[tuple[str, str]]:
        return _slots_with_history(writer, ctx, slots)

    for i, unit in enumerate(units):
        if i in wanted:
            before = len(unit.ops)
            facts = [*stored, *earlier]
            at = unit.source.observed_at
            live = [f for f in facts if at is None or f.holds_at(at)]
            unit.ops = spelled_again(unit.ops, live, unit.source.text or "")  # "called X, no e"
            unit.ops = in_stored_form(unit.ops, live, unit.source.text or "")  # "the Kia Niro"
            unit.ops = things_reaimed(unit.ops, live, unit.source.speaker)  # "Nando's is ..."
            unit.ops = reaimed(unit.ops, live, unit.source.text or "", unit.source.speaker)
            if matcher is not None:  # "Kyle switched to Capital One" with a bank held
                unit.ops = to_held_slot(unit.ops, live, unit.source.text or "", matcher)
                unit.ops = to_held_open(
                    unit.ops, live, unit.source.text or "", matcher, unit.source.speaker
                )
            if i not in full:  # "Beaaa is engaged!!" with "Bea is single" stored: Bea's
                unit.ops = aliased(unit.ops, live, unit.source.speaker)
            if i in full:
                asked = _asked(writer, ctx, units, i)
                unit.ops = plan_changes(
                    unit.source, unit.ops, facts, unit.reader, slot_of, group_fit, asked
                )
                unit.ops = said_ended(unit.source, unit.ops)
            if matcher is not None and (i in full or i in passing):
                unit.ops += kindred_ops(unit.source, unit.ops, facts, unit.reader, matcher)
            if matcher is not None and i in full:
                unit.ops += earlier_ops(
                    unit.source, unit.ops, facts, matcher, said_before.of(i), with_history
                )
            unit.ops += same_slot_retracts(unit.source, unit.ops, facts, unit.reader)
            # the old pastime's end first: it must not end the new one said on its slot
            swaps = pastime_swaps(unit.source, unit.ops, facts, unit.reader, said_before.of(i))
            unit.ops = [*swaps, *unit.ops]
            unit.ops += pet_gone(unit.source, unit.ops, facts, unit.reader)
            unit.ops += state_undone(unit.source, unit.ops, facts, unit.reader)
            unit.ops = old_read_again(unit.source, unit.ops, live)  # "moved away from X"
            unit.ops = ended_mentions(unit.source, unit.ops, live, unit.reader)  # "packed in X"
            unit.ops += ended_times(unit.source, unit.ops, live, unit.reader)  # football_time
            if i in full:  # "sold the Activa" with no vehicle ever stored
                unit.ops += unheld_ends(unit.ops, facts, with_history)
            added += max(0, len(unit.ops) - before)
            unit.slots = unit_slots(unit.ops)
        earlier.extend(_asserted(unit.ops))
    return added
