"""Habits read by `extractors/conversation/habits.py`, asked in words over REST (thirty-sixth
session, found using the product): a getting-up time is an open-tail slot (`wake_up`), so a
later "moved ... in July" about work ends nothing of it, and "What time does Maeve get up?"
asks it outright (`recall/open_named.ASKED_IN`) before the nearest canonical slot by meaning
(the way one gets around scored nearly as high)."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from tests.chat_over_rest import M1_AT, M2_AT, object_names, recall_results, say

CHAT = [
    ("2025-01-10T08:00:00Z", "I take the Northern line every morning, it's rammed."),
    ("2025-01-12T08:00:00Z", "alarm goes off at 6:30 on weekdays, I hate it"),
    ("2025-01-13T08:00:00Z", "I run with the Hackney Harriers on Tuesdays."),
    ("2025-09-15T08:00:00Z", "Since the spring I've been getting the Elizabeth line instead."),
    ("2025-09-17T08:00:00Z", "New job means I'm up at 5:45 now, send coffee."),
    ("2025-09-18T08:00:00Z", "They moved me onto the checkout rebuild in July."),
]


def _statements(results: list[dict[str, Any]]) -> list[str]:
    return [str((r.get("fact") or {}).get("statement")) for r in results]


def test_the_time_one_gets_up_is_asked_outright_and_kept(api: TestClient) -> None:
    for i, (at, text) in enumerate(CHAT):
        say(api, f"m{i}", "Maeve", text, at)
    first = recall_results(api, "What time does Maeve get up?")[0]
    assert first["fact"]["statement"] == "Maeve gets up at 5:45", first
    assert first["current"] is True
    line = recall_results(api, "Which line does Maeve take to work?")
    assert _statements(line)[0] == "Maeve gets around by Elizabeth line", _statements(line)


def test_a_plot_renumbered_beside_another_reading_is_replaced(api: TestClient) -> None:
    """ "moved me to plot 12, more sun": the reader read "more sun" as a project over the
    sentence; the plot's renumbering still replaces the plot (found using the product over
    MCP)."""
    say(api, "m1", "Tom", "I've got plot 9 at the Riverside allotments, leeks doing well.", M1_AT)
    say(api, "m2", "Tom", "The committee moved me to plot 12, more sun.", M2_AT)
    assert object_names(api, "Tom", "allotment") == ["plot 12"]
