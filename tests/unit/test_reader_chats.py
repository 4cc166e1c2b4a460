"""Labelled group chats as the reader's training text (`bench/reader_chats.py`)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import numpy as np

from bench.reader_chats import HELD_CHATS, SLOT_OF_WHAT, chat_messages, chat_rows
from bench.train_reader import Example, labels
from chronofact.extractors.conversation.slot_vocab import SLOTS
from chronofact.extractors.learned.states import TokenStates
from chronofact.extractors.learned.weights import TAGS
from chronofact.graph.slot_names import slots_of_predicate


def _row(i: int, speaker: str, text: str, *facts: tuple[str, str, str]) -> dict[str, Any]:
    return {
        "id": f"m{i}",
        "speaker": speaker,
        "text": text,
        "at": "2025-03-16T07:14:00Z",
        "facts": [{"subject": s, "what": w, "value": v} for s, w, v in facts],
    }


def _chats(tmp_path: Path, chats: dict[str, list[dict[str, Any]]]) -> Path:
    path = tmp_path / "chats.json"
    path.write_text(json.dumps({"_note": "test", "chats": chats}))
    return path


def test_a_message_with_no_fact_is_one_with_nothing_to_take(tmp_path: Path) -> None:
    path = _chats(
        tmp_path,
        {"fam": [_row(0, "Ngozi", "Good morning my children"), _row(1, "Emeka", "Amen o")]},
    )
    got = chat_messages((), path)
    assert [(m.text, m.values, m.slot) for m in got] == [
        ("Good morning my children", (), "none"),
        ("Amen o", (), "none"),
    ]


def test_a_fact_in_plain_words_lands_on_our_slot(tmp_path: Path) -> None:
    path = _chats(
        tmp_path,
        {
            "fam": [
                _row(
                    0,
                    "Chidi",
                    "i left Access Bank, i'm now at Flutterwave",
                    ("Chidi", "works at", "Flutterwave"),
                ),
                _row(
                    1,
                    "Chidi",
                    "product analyst. thanks aunty",
                    ("Chidi", "Job title", "product analyst"),
                ),
                _row(2, "Wanjiru", "my husband Kamau says hi", ("Wanjiru", "husband", "Kamau")),
            ]
        },
    )
    got = chat_messages((), path)
    assert [(m.values, m.slot, m.people) for m in got] == [
        (("Flutterwave",), "works_at", ()),
        (("product analyst",), "occupation", ()),
        (("Kamau",), "married_to", ()),
    ]


def test_someone_elses_fact_names_them_as_the_person(tmp_path: Path) -> None:
    path = _chats(
        tmp_path,
        {
            "team": [
                _row(
                    0, "Hannah", "Daniel is now reporting to Marta", ("Daniel", "manager", "Marta")
                ),
                _row(
                    1,
                    "Zainab",
                    "omg your mum retiring from the council??",
                    ("Carol", "works at", "council"),
                ),
            ]
        },
    )
    got = chat_messages((), path)
    assert [(m.values, m.people) for m in got] == [(("Marta",), ("Daniel",)), (("council",), ())]


def test_a_fact_of_no_slot_is_dropped_and_a_message_of_only_those_left_out(tmp_path: Path) -> None:
    path = _chats(
        tmp_path,
        {
            "crew": [
                _row(0, "Ollie", "a girl! Rosie, 3.2kg", ("Ollie", "daughter's name", "Rosie")),
                _row(
                    1,
                    "Fiachra",
                    "got a lurcher, Biscuit",
                    ("Fiachra", "pet", "lurcher"),
                    ("Fiachra", "dog's name", "Biscuit"),
                ),
                _row(2, "Ollie", "lol"),
            ]
        },
    )
    got = chat_messages((), path)
    assert [(m.text, m.values, m.slot) for m in got] == [
        ("got a lurcher, Biscuit", ("lurcher",), "has_pet"),
        ("lol", (), "none"),
    ]


def test_held_chats_are_not_training_text(tmp_path: Path) -> None:
    path = _chats(tmp_path, {"a": [_row(0, "A", "hi all")], "b": [_row(0, "B", "hey there")]})
    assert [m.chat for m in chat_messages(("b",), path)] == ["a"]
    assert [m.chat for m in chat_messages((), path)] == ["a", "b"]


def test_every_value_held_is_tagged_value() -> None:
    text = "IT ticket now resolved and they swapped it for a macbook pro"
    words = [(m.start(), m.end()) for m in re.finditer(r"\S+", text)]
    offsets = np.array([(0, 0), *words, (0, 0)], dtype=np.int64)
    states = TokenStates(np.zeros((len(offsets), 4), dtype=np.float32), offsets)
    ex = Example("chats:x", text, "Tom", "resolved", None, [], "ticket_status", states=states)
    ex.also = ["macbook pro"]
    tags = [TAGS[t] for t in labels(ex).tolist()]
    tagged = [text[a:b] for (a, b), t in zip(offsets.tolist(), tags, strict=True) if t == "value"]
    assert tagged == ["resolved", "macbook", "pro"]


def test_the_chats_file_maps_onto_our_slots() -> None:
    rows = chat_rows()
    assert set(HELD_CHATS) <= set(rows)
    assert all(slot in SLOTS or slots_of_predicate(slot) for slot in SLOT_OF_WHAT.values())
    for chat in rows.values():
        for r in chat:
            assert all(f["value"] in r["text"] for f in r["facts"])
    training = chat_messages()
    assert training and not {m.chat for m in training} & set(HELD_CHATS)
    assert sum(not m.values for m in training) > 2 * sum(bool(m.values) for m in training)
