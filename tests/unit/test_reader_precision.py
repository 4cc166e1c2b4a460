"""The reader's precision measure: which claims are the reader's, and the labels file."""

from __future__ import annotations

import json
from datetime import UTC, datetime

from bench.reader_chats import HELD_CHATS, chat_rows
from bench.reader_precision import LABELS, Said, _label_key, reader_claims
from chronofact.extractors.claims import Claim

AT = datetime(2025, 4, 5, 9, tzinfo=UTC)


def _claim(subject: str, predicate: str, value: str) -> Claim:
    return Claim(
        subject=subject,
        predicate=predicate,
        object=value,
        value=None,
        polarity=True,
        valid_from=AT,
        valid_to=None,
        span=(0, 1),
        statement=f"{subject} {predicate} {value}",
        confidence=0.6,
    )


def test_the_readers_claims_are_those_the_rules_alone_do_not_make() -> None:
    said = [Said("c", "m0", "Bao", "x", AT), Said("c", "m1", "Bao", "y", AT)]
    rules = [[_claim("Bao", "works_at", "the bakery")], []]
    both = [
        [_claim("Bao", "works_at", "the bakery"), _claim("Bao", "diet", "vegan")],
        [_claim("Bao", "hobby", "chalk")],
    ]
    found, replaced = reader_claims(said, both, rules)
    assert [f.key for f in found] == [
        ("c", "m0", "Bao", "diet", "vegan"),
        ("c", "m1", "Bao", "hobby", "chalk"),
    ]
    assert replaced == 0


def test_a_rules_claim_the_reader_put_itself_in_place_of_is_counted_replaced() -> None:
    said = [Said("c", "m0", "Ruairi", "x", AT)]
    found, replaced = reader_claims(
        said, [[_claim("Ruairi", "manager", "Tomás")]], [[_claim("Ruairi", "manager", "a guy")]]
    )
    assert [f.key[-1] for f in found] == ["Tomás"]
    assert replaced == 1


def test_the_labels_file_is_whole() -> None:
    data = json.loads(LABELS.read_text())
    ids = [(name, m["id"]) for name, rows in data["chats"].items() for m in rows]
    assert len(ids) == len(set(ids))
    keys = [_label_key(x) for x in data["labels"]]
    assert len(keys) == len(set(keys))
    assert all(isinstance(x["right"], bool) and x["why"] for x in data["labels"])
    chats = {(name, m["id"]) for name, rows in data["chats"].items() for m in rows}
    assert all((x["conv"], x["id"]) in chats for x in data["labels"] if x["conv"] in data["chats"])


def test_the_held_chats_labels_name_their_messages() -> None:
    data = json.loads(LABELS.read_text())
    rows = chat_rows()
    ids = {(name, r["id"]) for name in HELD_CHATS for r in rows[name]}
    held = [x for x in data["labels"] if x["conv"] in HELD_CHATS]
    assert held and all((x["conv"], x["id"]) in ids for x in held)
