"""Telegram Desktop's "Export chat history" as JSON (`result.json`) read as messages.

    {"name": "Family", "type": "private_group", "id": 123,
     "messages": [{"id": 2, "type": "message", "date": "2025-02-01T10:01:00",
                   "date_unixtime": "1738404060", "from": "Nadia", "text": "I started at ..."},
                  ...]}

- Only records of `type` "message" are messages; the app's own notices ("service": a group
  created, someone added) are skipped, as are messages with no text (a photo, a sticker).
- `text` is a string, or a list of strings and entities (`{"type": "link", "text": ...}`):
  their texts are joined in order.
- The time is `date_unixtime` (seconds since the epoch: exact, in UTC) when present, else
  `date` (the exporting computer's local time, read in `zone`). When both are given they may
  differ only by a time zone's offset; further apart (a `date_unixtime` of "0" beside a 2025
  `date`), the export is an error naming the message, not a chat dated in 1970.
- Each message's id is `<ref>:<id>`; who wrote it is `from` (else `from_id`).

Linear in the number of messages; at most `MAX_MESSAGES` are read.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

__all__ = ["MAX_MESSAGES", "TelegramError", "TelegramLine", "is_telegram", "read_telegram"]

MAX_MESSAGES = 200_000


class TelegramError(ValueError):
    """A Telegram export that cannot be read as given."""


@dataclass(frozen=True)
class TelegramLine:
    """One message of the export: its id, who wrote it, when (UTC) and its text."""

    id: str
    speaker: str | None
    at: datetime
    text: str


def is_telegram(data: Any) -> bool:
    """The parsed JSON is a Telegram chat export: an object whose `messages` are records with
    a `type` and a `date`."""
    if not isinstance(data, Mapping):
        return False
    messages = data.get("messages")
    if not isinstance(messages, list) or not messages:
        return False
    first = messages[0]
    return isinstance(first, Mapping) and "type" in first and "date" in first


def _text(raw: Any) -> str:
    if isinstance(raw, str):
        return raw
    if isinstance(raw, list):
        return "".join(
            part if isinstance(part, str) else str(part.get("text", ""))
            for part in raw
            if isinstance(part, (str, Mapping))
        )
    return ""


MAX_ZONE_OFFSET = timedelta(hours=14)
"""The widest offset of a time zone from UTC (UTC+14): how far `date` may be from the epoch time."""


def _when(record: Mapping[str, Any], zone: ZoneInfo, where: str) -> datetime:
    stamp = record.get("date_unixtime")
    try:
        exact = datetime.fromtimestamp(int(stamp), tz=UTC) if stamp is not None else None
        said = record.get("date")
        local = datetime.fromisoformat(str(said)) if said is not None else None
    except (ValueError, OverflowError, OSError) as exc:
        raise TelegramError(f"{where}: no readable date") from exc
    if local is None:
        if exact is None:
            raise TelegramError(f"{where}: no readable date")
        return exact
    if exact is None:
        return (local if local.tzinfo else local.replace(tzinfo=zone)).astimezone(UTC)
    if abs(exact.replace(tzinfo=None) - local.replace(tzinfo=None)) > MAX_ZONE_OFFSET:
        raise TelegramError(
            f"{where}: date_unixtime {stamp!r} ({exact:%Y-%m-%d %H:%M} UTC) and date {said!r} "
            "are further apart than any time zone: fix or drop one of them"
        )
    return exact


def read_telegram(data: Mapping[str, Any], zone_name: str = "UTC") -> list[TelegramLine]:
    """The messages with text of a Telegram export, in the export's order."""
    try:
        zone = ZoneInfo(zone_name)
    except (ZoneInfoNotFoundError, ValueError) as exc:
        raise TelegramError(f"unknown time zone {zone_name!r}") from exc
    records = data.get("messages") or []
    if len(records) > MAX_MESSAGES:
        raise TelegramError(f"more than {MAX_MESSAGES} messages: split the export")
    out: list[TelegramLine] = []
    for n, record in enumerate(records, start=1):
        if not isinstance(record, Mapping) or record.get("type") != "message":
            continue
        text = _text(record.get("text")).strip()
        if not text:
            continue  # a photo, a sticker, a voice note: nothing said in words
        speaker = record.get("from") or record.get("from_id")
        out.append(
            TelegramLine(
                id=str(record.get("id", n)),
                speaker=str(speaker) if speaker else None,
                at=_when(record, zone, f"message {n}"),
                text=text,
            )
        )
    if not out:
        raise TelegramError("no messages with text")
    return out
