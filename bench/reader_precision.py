"""How often the learned reader's claims on real chat are right: its precision, by hand labels.

    python -m bench.reader_precision [--weights PATH] [--only flat,conv-26] [--unlabelled]
        [--add-unlabelled]

The conversations: eight short chats of our own, kept in `bench/reader_precision.json` (a flat
share, a family and a work channel the lead tried the product with in the twelfth and
thirteenth sessions; a climbing club, university friends, neighbours and a couple, 92 messages
written in the thirteenth session before the reader's output on them was seen, and a five-a-side
team's, 27 messages, in the fourteenth), and LoCoMo's
`conv-26` (held out of the reader's training). None of it is training text.
Each is read as ingest reads it (`extract_many` over batches of `BATCH` messages, each message
with the one before it as `previous`) twice: rules and reader, and rules only. The reader's
claims are those of the first run not in the second (by subject, predicate, value and action);
the rules' claims the reader put itself in place of are counted as `replaced`.

Each reader claim is looked up in the labels (`bench/reader_precision.json`, `labels`: the
conversation, the message id, subject, predicate, value, `right` true/false, and why) and
counted right, wrong or unlabelled. A claim is right when a person reading the message would
write that fact: the subject is who it is about, the predicate the slot the value fills, the
value the thing itself (a value cut short or run long, "Dr" for "Dr Walsh", is wrong). It is
wrong as a fact, not as an intent: "moving to Cork" read as `lives_in` Cork in a message that
says it will happen is wrong too (not yet true).

Printed per conversation and in all: messages, reader claims (per 100 messages), right, wrong,
unlabelled and precision (right / labelled). `--unlabelled` lists the claims with no label,
`--add-unlabelled` writes them to the labels file with `"right": null` for a person to fill
(null labels are counted unlabelled). The weights are the packaged ones unless `--weights`
names others (as `CHRONOFACT_READER_WEIGHTS` does for the service).

Thirteenth session (all conversations, right / reader claims): the twelfth session's weights
10 / 29 (34.5%, 5.2 claims per 100 messages); trained without x10z and t12b, 10 / 32 (31.2%)
without the valueless pieces as negatives (`bench/reader_negatives.py`), 10 / 23 (43.5%, 4.1
per 100) with them. Fourteenth session: an eighth chat (a five-a-side team, 27 messages,
written before the reader's output on it was seen); the thirteenth session's weights 9 / 30
(30.0%) on all, the fourteenth's (retrained with t14a-c) 12 / 31 (38.7%).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from bench.common import data_root
from bench.locomo_bench import turns_of
from bench.reader_chats import HELD_CHATS, chat_rows
from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed, embed_one
from chronofact.extractors.learned import learned_reader

console = Console()

LABELS = Path(__file__).with_name("reader_precision.json")
LOCOMO = ("conv-26",)
BATCH = 200
"""Messages per `extract_many` call, as ingest's default batch."""


@dataclass(frozen=True)
class Said:
    conv: str
    id: str
    speaker: str
    text: str
    at: datetime


@dataclass(frozen=True)
class Found:
    said: Said
    claim: Claim

    @property
    def key(self) -> tuple[str, str, str, str, str]:
        c = self.claim
        return (self.said.conv, self.said.id, c.subject, c.predicate, _value(c))


def _value(claim: Claim) -> str:
    return str(claim.object or claim.value or "")


def _key(claim: Claim) -> tuple[str, str, str, str]:
    return (claim.subject, claim.predicate, _value(claim), claim.action)


def conversations(data: dict[str, Any], only: Sequence[str]) -> dict[str, list[Said]]:
    """Our chats, the labelled group chats kept out of the reader's training and LoCoMo's
    held-out conversations, in order, each message with its id."""
    out: dict[str, list[Said]] = {}
    for name, rows in data["chats"].items():
        out[name] = [
            Said(name, r["id"], r["speaker"], r["text"], datetime.fromisoformat(r["at"]))
            for r in rows
        ]
    chats = chat_rows()
    for name in HELD_CHATS:
        out[name] = [
            Said(name, r["id"], r["speaker"], r["text"], datetime.fromisoformat(r["at"]))
            for r in chats[name]
        ]
    path = data_root() / "locomo" / "locomo10.json"
    locomo = {c["sample_id"]: c for c in json.loads(path.read_text())}
    for conv in LOCOMO:
        out[conv] = [Said(conv, t.ref, t.speaker, t.text, t.when) for t in turns_of(locomo[conv])]
    return {k: v for k, v in out.items() if not only or k in only}


def read(extractor: ConversationExtractor, said: Sequence[Said]) -> list[list[Claim]]:
    messages: list[Message] = []
    for s in said:
        messages.append(Message(s.text, s.speaker, s.at, messages[-1] if messages else None))
    out: list[list[Claim]] = []
    for start in range(0, len(messages), BATCH):
        out += extractor.extract_many(messages[start : start + BATCH])
    return out


def reader_claims(
    said: Sequence[Said], both: Sequence[Sequence[Claim]], rules: Sequence[Sequence[Claim]]
) -> tuple[list[Found], int]:
    """The claims of `both` not in `rules`, and how many of the rules' claims are gone."""
    added: list[Found] = []
    replaced = 0
    for s, mine, theirs in zip(said, both, rules, strict=True):
        had = {_key(c) for c in theirs}
        has = {_key(c) for c in mine}
        added += [Found(s, c) for c in mine if _key(c) not in had]
        replaced += len(had - has)
    return added, replaced


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--weights", default="", help="the reader's weights (default: packaged)")
    parser.add_argument("--only", default="", help="conversations to read (comma list)")
    parser.add_argument("--unlabelled", action="store_true", help="list claims with no label")
    parser.add_argument("--add-unlabelled", action="store_true", help="write them, right: null")
    parser.add_argument("--all", action="store_true", help="list every reader claim")
    args = parser.parse_args(argv)
    data = json.loads(LABELS.read_text())
    labels = {_label_key(x): x for x in data["labels"]}
    reader = learned_reader(Path(args.weights) if args.weights else None)
    if reader is None:
        console.print("no reader weights")
        return 1
    with_reader = ConversationExtractor(embedder=embed, single=embed_one, reader=reader)
    rules_only = ConversationExtractor(embedder=embed, single=embed_one, reader=None)
    table = Table(
        "conversation",
        "messages",
        "reader claims",
        "/100 msg",
        "right",
        "wrong",
        "unlabelled",
        "precision",
        "replaced",
    )
    totals = [0, 0, 0, 0, 0, 0]
    missing: list[Found] = []
    for conv, said in conversations(data, [s for s in args.only.split(",") if s]).items():
        found, replaced = reader_claims(said, read(with_reader, said), read(rules_only, said))
        right = wrong = 0
        for f in found:
            label = labels.get(f.key)
            verdict = None if label is None else label.get("right")
            right += verdict is True
            wrong += verdict is False
            if verdict is None:
                missing.append(f)
            if args.all:
                mark = {True: "[green]right[/]", False: "[red]wrong[/]", None: "?"}[verdict]
                console.print(f"{mark} {f.said.id} {f.claim.statement!r}  <- {f.said.text[:140]!r}")
        unl = len(found) - right - wrong
        for i, n in enumerate((len(said), len(found), right, wrong, unl, replaced)):
            totals[i] += n
        table.add_row(
            conv,
            str(len(said)),
            str(len(found)),
            f"{100 * len(found) / len(said):.1f}",
            str(right),
            str(wrong),
            str(unl),
            _share(right, wrong),
            str(replaced),
        )
    n, claims, right, wrong, unl, replaced = totals
    table.add_row(
        "all",
        str(n),
        str(claims),
        f"{100 * claims / max(n, 1):.1f}",
        str(right),
        str(wrong),
        str(unl),
        _share(right, wrong),
        str(replaced),
    )
    console.print(table)
    if args.unlabelled or args.add_unlabelled:
        for f in missing:
            console.print(f"? {f.key}  <- {f.said.text[:160]!r}")
    if args.add_unlabelled and missing:
        known = {_label_key(x) for x in data["labels"]}
        for f in missing:
            if f.key not in known:
                conv, mid, subject, predicate, value = f.key
                data["labels"].append(
                    {
                        "conv": conv,
                        "id": mid,
                        "subject": subject,
                        "predicate": predicate,
                        "value": value,
                        "right": None,
                        "why": "",
                        "text": f.said.text[:200],
                    }
                )
                known.add(f.key)
        write_labels(data)
    return 0


def _label_key(label: dict[str, Any]) -> tuple[str, ...]:
    return tuple(str(label[k]) for k in ("conv", "id", "subject", "predicate", "value"))


def _share(right: int, wrong: int) -> str:
    return f"{100 * right / (right + wrong):.1f}%" if right + wrong else "-"


def write_labels(data: dict[str, Any]) -> None:
    """The labels file, one label or message a line (diffs stay small)."""
    lines = ["{", ' "chats": {']
    chats = list(data["chats"].items())
    for i, (name, rows) in enumerate(chats):
        lines.append(f"  {json.dumps(name)}: [")
        lines += [
            f"   {json.dumps(r, ensure_ascii=False)}{',' if j < len(rows) - 1 else ''}"
            for j, r in enumerate(rows)
        ]
        lines.append(f"  ]{',' if i < len(chats) - 1 else ''}")
    lines += [" },", ' "labels": [']
    ordered = sorted(data["labels"], key=_label_key)
    lines += [
        f"  {json.dumps(x, ensure_ascii=False)}{',' if j < len(ordered) - 1 else ''}"
        for j, x in enumerate(ordered)
    ]
    lines += [" ]", "}"]
    LABELS.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.exit(main())
