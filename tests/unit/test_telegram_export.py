"""Telegram Desktop's JSON chat export read as messages (`chronofact.api.cli.telegram_export`):
text as a string or as parts, notices and media skipped, exact epoch times or local times in a
zone. Exports written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.api.cli.telegram_export import TelegramError, is_telegram, read_telegram


def _export(*messages: dict[str, object]) -> dict[str, object]:
    return {"name": "Chat", "type": "personal_chat", "id": 7, "messages": list(messages)}


def test_messages_with_text_in_order_with_parts_joined() -> None:
    lines = read_telegram(
        _export(
            {"id": 1, "type": "service", "date": "2025-01-01T09:00:00", "text": ""},
            {
                "id": 2,
                "type": "message",
                "date": "2025-01-01T09:01:00",
                "from": "Ana",
                "text": ["I'm at ", {"type": "bold", "text": "Monzo"}, " now"],
            },
            {
                "id": 3,
                "type": "message",
                "date": "2025-01-01T09:02:00",
                "from": "Rui",
                "sticker_emoji": "👍",
                "text": "",
            },
            {
                "id": 4,
                "type": "message",
                "date": "2025-01-01T09:03:00",
                "from_id": "user99",
                "text": "moved to Braga",
            },
        )
    )
    assert [(x.id, x.speaker, x.text) for x in lines] == [
        ("2", "Ana", "I'm at Monzo now"),
        ("4", "user99", "moved to Braga"),
    ]


def test_the_epoch_time_is_exact_and_a_local_time_is_read_in_the_zone() -> None:
    exact, local = read_telegram(
        _export(
            {
                "id": 1,
                "type": "message",
                "date": "2025-07-01T10:00:00",
                "date_unixtime": "1751364000",
                "from": "Ana",
                "text": "a",
            },
            {"id": 2, "type": "message", "date": "2025-07-01T10:00:00", "from": "Ana", "text": "b"},
        ),
        "Europe/Lisbon",
    )
    assert exact.at == datetime(2025, 7, 1, 10, 0, tzinfo=UTC)
    assert local.at == datetime(2025, 7, 1, 9, 0, tzinfo=UTC)  # Lisbon is UTC+1 in July


@pytest.mark.parametrize("stamp", ["0", "1751450400"])  # 1970, and a day after `date`
def test_an_epoch_time_further_from_the_date_than_any_zone_is_a_clear_error(stamp: str) -> None:
    record = {"id": 4, "type": "message", "date": "2025-07-01T10:00:00", "from": "Ana", "text": "a"}
    with pytest.raises(TelegramError, match=r"message 1: date_unixtime .* further apart"):
        read_telegram(_export({**record, "date_unixtime": stamp}))
    # an offset of a real zone, either way, is the exact time
    for hours in (-12, 14):
        near = str(1751364000 - hours * 3600)
        (line,) = read_telegram(_export({**record, "date_unixtime": near}))
        assert line.at == datetime.fromtimestamp(int(near), tz=UTC)


@pytest.mark.parametrize(
    "data",
    [{"messages": []}, {"messages": [{"text": "x"}]}, [1, 2], {"name": "x"}, "messages"],
)
def test_other_json_is_no_export(data: object) -> None:
    assert not is_telegram(data)


def test_bad_input_is_a_clear_error() -> None:
    with pytest.raises(TelegramError, match="time zone"):
        read_telegram(_export({"id": 1, "type": "message", "date": "x", "text": "a"}), "X/Y")
    with pytest.raises(TelegramError, match="no readable date"):
        read_telegram(_export({"id": 1, "type": "message", "date": "soon", "text": "a"}))
    with pytest.raises(TelegramError, match="no messages with text"):
        read_telegram(_export({"id": 1, "type": "service", "date": "2025-01-01", "text": ""}))
