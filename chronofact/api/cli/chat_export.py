"""A chat app's text export read as messages: WhatsApp's "Export chat" file, as phones write it.

    12/02/2025, 19:04 - Ines: ok so update, I'm officially at Feedzai now
    [12/02/2025, 19:04:22] Ines: ok so update, I'm officially at Feedzai now
    2/12/25, 7:04 PM - Ines: ...

- A line that opens with a date, a time and `Name:` starts a message; the lines after it, up
  to the next such line, are the rest of that message (a message written over several lines).
- Lines with a date but no `Name:` are the app's own notices ("Messages and calls are
  end-to-end encrypted", "Ana added Rui"): skipped, as are attachments left out of the
  export ("<Media omitted>", "image omitted") and deleted messages.
- Day and month: day first unless the file shows otherwise (a first number over 12 anywhere
  means day first; a second number over 12 means month first). The times carry no offset;
  they are read in `zone` (an IANA name, default UTC).

Linear in the file's length: one anchored regular expression per line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

__all__ = ["ChatLine", "ExportError", "looks_like_export", "read_export"]

_LINE = re.compile(
    r"^\u200e?\[?(?P<a>\d{1,2})[/.-](?P<b>\d{1,2})[/.-](?P<y>\d{2}|\d{4}),?\s+"
    r"(?P<h>\d{1,2})[:.](?P<m>\d{2})(?:[:.](?P<s>\d{2}))?\s*(?P<ampm>[AaPp]\.?\s?[Mm]\.?)?\]?"
    r"\s*(?:-\s+)?(?P<rest>.*)$"
)
_SPEAKER = re.compile(r"^(?P<who>[^:]{1,60}?):\s?(?P<text>.*)$")
_LEFT_OUT = re.compile(
    r"^\u200e?(?:<media omitted>|<attached:[^>]*>|(?:image|video|audio|sticker|gif|document)"
    r" omitted|this message was deleted|you deleted this message|null)$",
    re.IGNORECASE,
)
MAX_LINES = 200_000


class ExportError(ValueError):
    """The text is not a chat export this reader knows."""


@dataclass(frozen=True)
class ChatLine:
    """One message of the export."""

    number: int
    """Its line in the file (1-based)."""
    speaker: str
    text: str
    at: datetime


def looks_like_export(text: str) -> bool:
    """The first non-empty lines open as a chat export's do (a date, a time, a name)."""
    lines = [line for line in text.splitlines()[:20] if line.strip()][:5]
    return bool(lines) and sum(1 for line in lines if _opening(line)) >= (len(lines) + 1) // 2


def _opening(line: str) -> re.Match[str] | None:
    m = _LINE.match(line)
    return m if m and _SPEAKER.match(m.group("rest")) else None


def _day_first(matches: list[re.Match[str]]) -> bool:
    for m in matches:
        if int(m.group("a")) > 12:
            return True
        if int(m.group("b")) > 12:
            return False
    return True


def _when(m: re.Match[str], day_first: bool, zone: ZoneInfo) -> datetime:
    a, b = int(m.group("a")), int(m.group("b"))
    day, month = (a, b) if day_first else (b, a)
    year = int(m.group("y"))
    year += 2000 if year < 100 else 0
    hour = int(m.group("h"))
    ampm = (m.group("ampm") or "").lower()
    if ampm.startswith("p") and hour < 12:
        hour += 12
    elif ampm.startswith("a") and hour == 12:
        hour = 0
    return datetime(year, month, day, hour, int(m.group("m")), int(m.group("s") or 0), tzinfo=zone)


def read_export(text: str, zone_name: str = "UTC") -> list[ChatLine]:
    """The messages of an export, in file order (see the module docstring)."""
    try:
        zone = ZoneInfo(zone_name)
    except (ZoneInfoNotFoundError, ValueError) as exc:
        raise ExportError(
            f"unknown time zone {zone_name!r} (an IANA name such as Europe/Lisbon)"
        ) from exc
    lines = text.splitlines()
    if len(lines) > MAX_LINES:
        raise ExportError(f"the export has {len(lines)} lines, more than {MAX_LINES}")
    dated = [(i, _LINE.match(line)) for i, line in enumerate(lines, start=1)]
    day_first = _day_first([m for _, m in dated if m])
    found: list[tuple[int, str, list[str], datetime]] = []
    in_message = False
    for number, m in dated:
        if m is None:
            if in_message:
                found[-1][2].append(lines[number - 1])  # the message goes on
            continue
        said = _SPEAKER.match(m.group("rest"))
        in_message = said is not None
        if said is None:
            continue  # the app's notice ("Ana added Rui")
        try:
            at = _when(m, day_first, zone)
        except ValueError as exc:
            raise ExportError(f"line {number}: not a date: {exc}") from exc
        found.append((number, said.group("who").strip(), [said.group("text")], at))
    out = []
    for number, who, parts, at in found:
        body = "\n".join(parts).strip()
        if body and not _LEFT_OUT.match(body):
            out.append(ChatLine(number, who, body, at))
    if not out:
        raise ExportError(
            "no messages found (expected lines such as '12/02/2025, 19:04 - Ana: hi')"
        )
    return out
