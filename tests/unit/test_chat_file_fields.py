"""`chronofact ingest FILE` reads the field names chat exports use, not only ours."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from chronofact.api.cli.ingest import InputError, read_messages


def _write(tmp_path: Path, records: list[dict[str, object]]) -> Path:
    path = tmp_path / "chat.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in records), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("speaker", "text", "time"),
    [
        ("speaker", "text", "timestamp"),
        ("author", "content", "observed_at"),
        ("sender", "message", "created_at"),
        ("from", "body", "time"),
        ("user", "text", "at"),  # found using the product: a hand-written chat said "at"
        ("speaker", "text", "ts"),
    ],
)
def test_common_field_names_are_read(tmp_path: Path, speaker: str, text: str, time: str) -> None:
    path = _write(
        tmp_path, [{speaker: "Lena", text: "I moved to Utrecht", time: "2026-03-02T09:15:00+01:00"}]
    )
    [message] = read_messages(path, "jsonl", "chat", None, None)
    assert (message.speaker, message.text) == ("Lena", "I moved to Utrecht")
    assert message.timestamp == datetime(2026, 3, 2, 8, 15, tzinfo=UTC)


def test_a_message_without_any_time_field_is_still_refused(tmp_path: Path) -> None:
    path = _write(tmp_path, [{"speaker": "Lena", "text": "hi", "when": "yesterday"}])
    with pytest.raises(InputError, match="no timestamp"):
        read_messages(path, "jsonl", "chat", None, None)
