"""Where the learned reader's readings go: for each message of the change sets, the reader's
raw reading with its thresholds off, the gate that drops it (if any), and whether the value it
read is the case's old or new value.

    python -m bench.reader_gates --sets x10z,x10w,t11a [--verbose]

Each case's m1 (which holds `old`) and m2 (which holds `new`, read with m1 before it) are read
by the conversation extractor's rules, by the reader with `VALUE_CHANCE` 0 and `NONE_CHANCE` 1
(every message gives a reading), then through `reading_claims` and `reader_merge` as ingest
does. A message's gate is the first of:

- `value<T` / `none>=T`: the reader's own thresholds (`learned.reader`);
- `claim:<why>`: `reading_claims` made no claim (`things`, `pronoun`, `kind`, `question`,
  `given_up`, `met`, `not_said`, `subject`);
- `merge:<why>`: the claim was made but `reader_merge` kept the rules' claims (`agree`: the
  rules say the same value longer or shorter; `rules_read`: the reader reads the rules' value
  too; `unsure`: the reader's value chance is under `READER_SURE`; `said`: the rules speak of
  the value or slot, with no rival assertion on the family for that subject);
- `added` / `replaced`: the reading's claim is in the message's claims.

`read` says what the reading's value holds: `new`, `old`, `both` or `-`. Counts are printed per
set and message, split by what the value read holds, so "right value, dropped at gate G" is
one line.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

import numpy as np

from bench.change_bench import M1_AT, M2_AT, Case, sets_of
from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation import reader_merge as merge
from chronofact.extractors.conversation import reading_claims as rc
from chronofact.extractors.conversation.lexicon import PERSON_ROLES
from chronofact.extractors.conversation.slot_vocab import SLOTS
from chronofact.extractors.conversation.trim import trim_object
from chronofact.extractors.embeddings import embed, embed_one
from chronofact.extractors.learned import reader as rd
from chronofact.extractors.learned.states import message_states
from chronofact.extractors.learned.weights import ReaderWeights
from chronofact.extractors.learned.worth import worth_reading


@dataclass
class Row:
    set: str
    case: Case
    which: str  # m1 | m2
    read: str  # new | old | both | -
    gate: str
    reading: rd.Reading | None
    old_chance: float
    claim: Claim | None
    rules: list[Claim]
    rules_hold: bool
    final_hold: bool
    final_old_current: bool


def _holds(text: str, value: str) -> bool:
    return value.casefold() in text.casefold()


def _claim_gate(message: Message, reading: rd.Reading) -> str:
    """Why `reading_claims` made no claim (the checks in its order)."""
    text = message.text
    if reading.slot in rc._THINGS_STATES:
        return "claim:things"
    held = rc._value_held(message, reading)
    if held is None:
        return "claim:given_up"
    reading = held
    start, end = reading.value
    value = trim_object(text[start:end])
    if not value or value.casefold() in rc._NO_VALUE:
        return "claim:pronoun"
    if not rc._fits_kind(reading.slot, value, text, start):
        return "claim:kind"
    sentence = rc._sentence(text, start, end)
    if text[sentence[0] : sentence[1]].rstrip().endswith("?"):
        return "claim:question"
    if rc._MET.search(text[max(sentence[0], start - 40) : start]):
        return "claim:met"
    if rc._NOT_SAID.search(text, sentence[0], start):
        return "claim:not_said"
    return "claim:subject"


def _merge_gate(message: Message, reading: rd.Reading, mine: Claim, rules: list[Claim]) -> str:
    if not merge.said_by(mine, rules):
        return "added"
    family = rc.slot_family_of(mine.predicate)
    rivals = [
        c
        for c in rules
        if c.action == "assert"
        and c.subject.casefold() == mine.subject.casefold()
        and family & rc.slot_family_of(c.predicate)
    ]
    if not rivals:
        return "merge:said"
    if reading.value_chance < merge.READER_SURE:
        return "merge:unsure"
    if any(merge._agree(c, mine) for c in rivals):
        return "merge:agree"
    if any(
        merge._rules_value_chance(message.text, reading, c) >= merge.RULES_VALUE_BELOW
        for c in rivals
    ):
        return "merge:rules_read"
    return "replaced"


_ASKED_NAME = re.compile(r"(?<!^)\b([A-Z][\w-]+)(?:['\u2019]s\s+(\w+))?")


def asked_subject(case: Case) -> str:
    """Whom the case's `now` question asks about: a name it says ("Where does Chidi work?"),
    the speaker's relative ("Where do Oliver's parents live?": "Oliver's parents"), else the
    speaker."""
    for m in _ASKED_NAME.finditer(case.now):
        name, owned = m.group(1), m.group(2)
        if name == case.speaker:
            role = PERSON_ROLES.get((owned or "").casefold())
            if role is not None and role not in SLOTS:  # "Oliver's parents", not "'s manager"
                return f"{name}'s {owned}"
            continue
        return name
    return case.speaker


def _said(claim: Claim) -> str:
    return f"{claim.object or ''} {claim.value or ''}"


def _held(claims: Sequence[Claim], value: str) -> bool:
    return any(c.action == "assert" and _holds(_said(c), value) for c in claims)


def diagnose(names: Sequence[str]) -> list[Row]:
    rules = ConversationExtractor(embedder=embed, single=embed_one, reader=None)
    weights = ReaderWeights.load()
    rows: list[Row] = []
    for name, cases in sets_of(list(names)).items():
        messages: list[tuple[Case, str, Message]] = []
        for case in cases:
            m1 = Message(case.m1, case.speaker, datetime.fromisoformat(M1_AT))
            m2 = Message(case.m2, case.speaker, datetime.fromisoformat(M2_AT), m1)
            messages += [(case, "m1", m1), (case, "m2", m2)]
        said = [m for _, _, m in messages]
        states = message_states([m.text for m in said], [m.speaker for m in said])
        found = rules.extract_many([m for _, _, m in messages])
        old_tag = weights.tagger.classes.index("old")
        for (case, which, message), st, claims in zip(messages, states, found, strict=True):
            target = case.old if which == "m1" else case.new
            saved = rd.VALUE_CHANCE, rd.NONE_CHANCE
            rd.VALUE_CHANCE, rd.NONE_CHANCE = 0.0, 1.01
            try:
                reading = rd.read_states(weights, st, message.text)
            finally:
                rd.VALUE_CHANCE, rd.NONE_CHANCE = saved
            tags = weights.tag_batch([st.vectors])[0][0]
            special = st.offsets[:, 0] == st.offsets[:, 1]
            olds = np.where(special, 0.0, tags[:, old_tag])
            old_chance = float(olds.max()) if len(olds) else 0.0
            claim: Claim | None = None
            final = list(claims)
            if reading is None or not worth_reading(message):
                gate, read = "unread", "-"
            else:
                span = message.text[reading.value[0] : reading.value[1]]
                hn, ho = _holds(span, case.new), _holds(span, case.old)
                read = "both" if hn and ho else "new" if hn else "old" if ho else "-"
                if reading.value_chance < saved[0]:
                    gate = "value<T"
                elif reading.none_chance >= saved[1]:
                    gate = "none>=T"
                else:
                    made = rc.reading_claims(message, reading)
                    if not made:
                        gate = _claim_gate(message, reading)
                    else:
                        claim = made[0]
                        gate = _merge_gate(message, reading, claim, claims)
                        final = merge.merge_reading(message, reading, claims)
            old_current = which == "m2" and any(
                c.action == "assert"
                and _holds(_said(c), case.old)
                and not _holds(_said(c), case.new)
                for c in final
            )
            rows.append(
                Row(
                    name,
                    case,
                    which,
                    read,
                    gate,
                    reading,
                    old_chance,
                    claim,
                    claims,
                    _held(claims, target),
                    _held(final, target),
                    old_current,
                )
            )
    return rows


def _line(row: Row) -> str:
    r = row.reading
    said = row.case.m1 if row.which == "m1" else row.case.m2
    head = f"{row.set} {row.case.id} {row.which} [{row.case.category}] gate={row.gate}"
    head += f" read={row.read}"
    head += f" rules={int(row.rules_hold)} final={int(row.final_hold)}"
    if r is None:
        return head
    who = said[r.person[0] : r.person[1]] if r.person else "-"
    out = (
        f"{head}\n   value={said[r.value[0] : r.value[1]]!r} v={r.value_chance:.2f} "
        f"slot={r.slot} s={r.slot_chance:.2f} none={r.none_chance:.2f} person={who!r} "
        f"oldtag={row.old_chance:.2f} (old={row.case.old!r} new={row.case.new!r})"
    )
    if row.claim is not None:
        out += f"\n   claim: {row.claim.subject} | {row.claim.predicate} | {row.claim.object}"
    for c in row.rules:
        out += f"\n   rules: {c.action} {c.subject} | {c.predicate} | {c.object or c.value}"
    return out


def summary(rows: Sequence[Row]) -> str:
    out: list[str] = []
    for name in dict.fromkeys(r.set for r in rows):
        for which in ("m1", "m2"):
            mine = [r for r in rows if r.set == name and r.which == which]
            want = "old" if which == "m1" else "new"
            right = [r for r in mine if r.read in (want, "both")]
            gates = Counter(r.gate for r in right)
            lost = Counter(r.gate for r in right if not r.rules_hold and not r.final_hold)
            out.append(
                f"{name} {which}: {len(mine)} messages; rules hold the value in "
                f"{sum(r.rules_hold for r in mine)}, final in {sum(r.final_hold for r in mine)}; "
                f"reader reads it in {len(right)}; gates {dict(gates.most_common())}; "
                f"of those the rules miss and the final lacks: {dict(lost.most_common())}"
            )
            claimed = [r for r in right if r.claim is not None]
            wrong = [
                f"{r.case.id}:{r.claim.subject}"
                for r in claimed
                if r.claim is not None
                and r.claim.subject.casefold() != asked_subject(r.case).casefold()
            ]
            out.append(
                f"{name} {which}: of {len(claimed)} claims made on the right value, the subject "
                f"is not the one asked about in {len(wrong)}: {' '.join(wrong)}"
            )
            if which == "m2":
                olds = Counter(r.gate for r in mine if r.read == "old")
                out.append(
                    f"{name} m2 reads the OLD value in {sum(r.read == 'old' for r in mine)}: "
                    f"{dict(olds.most_common())}; old held as current after m2 in "
                    f"{sum(r.final_old_current for r in mine)}"
                )
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--sets", default="x10z")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    rows = diagnose(args.sets.split(","))
    if args.verbose:
        for row in rows:
            print(_line(row))
    print(summary(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
