"""A chat app's text export read as messages (`chronofact.api.cli.chat_export`): both phone
layouts, messages over several lines, the app's notices and left-out media, day/month order,
12-hour times and the zone. Exports written for these tests."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from chronofact.api.cli.chat_export import ExportError, looks_like_export, read_export

UTC = ZoneInfo("UTC")

ANDROID = """\
12/02/2025, 19:04 - Messages and calls are end-to-end encrypted. Tap to learn more.
12/02/2025, 19:04 - Ines: ok so update, I'm officially at Feedzai now
12/02/2025, 19:05 - Rui: congrats!!! what happened with Talkdesk?
12/02/2025, 19:06 - Ines: left in january
long story, tell you on friday
03/06/2025, 08:17 - Ines: <Media omitted>
03/06/2025, 08:18 - Rui added Marta
15/09/2025, 21:40 - Marta: hi all: Rui made me join
"""


def test_an_android_export_gives_one_message_per_dated_line() -> None:
    lines = read_export(ANDROID)
    assert [(x.speaker, x.text) for x in lines] == [
        ("Ines", "ok so update, I'm officially at Feedzai now"),
        ("Rui", "congrats!!! what happened with Talkdesk?"),
        ("Ines", "left in january\nlong story, tell you on friday"),
        ("Marta", "hi all: Rui made me join"),
    ]
    assert lines[0].at == datetime(2025, 2, 12, 19, 4, tzinfo=UTC)
    assert [x.number for x in lines] == [2, 3, 4, 8]


def test_an_ios_export_with_seconds_and_a_12_hour_clock() -> None:
    text = (
        "[2/12/25, 7:04:22 PM] Ines: at Feedzai now\n"
        "[2/13/25, 12:05:00 AM] Rui: congrats\n"
        "[2/13/25, 9:10:00 AM] Rui: \u200eimage omitted\n"
    )
    lines = read_export(text)
    assert [(x.speaker, x.at) for x in lines] == [
        ("Ines", datetime(2025, 2, 12, 19, 4, 22, tzinfo=UTC)),  # 13 in second place: month first
        ("Rui", datetime(2025, 2, 13, 0, 5, tzinfo=UTC)),
    ]


def test_times_are_read_in_the_zone_given() -> None:
    (line,) = read_export("01/07/2025, 09:30 - Ana: bom dia\n", "Europe/Lisbon")
    assert line.at == datetime(2025, 7, 1, 9, 30, tzinfo=ZoneInfo("Europe/Lisbon"))
    assert line.at.utcoffset() is not None and line.at.utcoffset().total_seconds() == 3600


def test_day_first_unless_the_file_shows_the_month_first() -> None:
    (line,) = read_export("03/04/2025, 10:00 - Ana: hi\n")
    assert (line.at.month, line.at.day) == (4, 3)
    lines = read_export("03/04/2025, 10:00 - Ana: hi\n04/13/2025, 10:00 - Ana: again\n")
    assert (lines[0].at.month, lines[0].at.day) == (3, 4)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("just some notes\nAna lives in Rome\n", "no messages"),
        ("31/02/2025, 10:00 - Ana: hi\n", "not a date"),
    ],
)
def test_what_is_no_export_is_refused_clearly(text: str, why: str) -> None:
    with pytest.raises(ExportError, match=why):
        read_export(text)


def test_an_unknown_zone_is_refused() -> None:
    with pytest.raises(ExportError, match="time zone"):
        read_export("01/07/2025, 09:30 - Ana: hi\n", "Mars/Olympus")


def test_an_export_is_told_from_plain_text_by_its_first_lines() -> None:
    assert looks_like_export(ANDROID)
    assert looks_like_export("[2/12/25, 7:04:22 PM] Ines: at Feedzai now\n")
    assert not looks_like_export("Meeting notes 12/02/2025\nAna: lives in Rome\n")
    assert not looks_like_export("")


def test_a_long_line_is_read_in_linear_time() -> None:
    hostile = "12/02/2025, 19:04 - " + "a" * 200_000 + "\n"
    assert read_export(hostile + "12/02/2025, 19:05 - Ana: hi\n")[0].text == "hi"
