"""Values said in passing (thirty-seventh session), asked in words over REST as a user would
(found using the product: a chat ingested with the CLI, then recalled). A ballet time said
with the activity alone is replaced by the next one; a numbered order changed by the speaker
is what the speaker ordered, not only what the number is for; a project one was taken off
and put on; and "Where does Priya do her food shopping?" asks the supermarket outright
(`recall/open_named.ASKED_IN`) before the home, the nearest canonical slot by meaning."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from tests.chat_over_rest import object_names, recall_results, say

CHAT = [
    ("2025-02-03T08:00:00Z", "Morning! my daughter Leen has ballet on Wednesdays at 5."),
    ("2025-02-03T08:05:00Z", "Also I ordered a blue sofa from IKEA, order number 8812."),
    (
        "2025-02-10T12:00:00Z",
        "my boss pulled me off the billing revamp and put me on the new onboarding flow.",
    ),
    ("2025-09-10T09:00:00Z", "Leen's ballet is Saturday mornings at 9:30 this term."),
    (
        "2025-09-11T09:00:00Z",
        "IKEA ran out of the blue one, so I changed order 8812 to the grey sofa.",
    ),
]


def _statements(results: list[dict[str, Any]]) -> list[str]:
    return [str((r.get("fact") or {}).get("statement")) for r in results]


def test_values_said_in_passing_are_replaced_and_asked(api: TestClient) -> None:
    for i, (at, text) in enumerate(CHAT):
        say(api, f"m{i}", "Huda", text, at)
    ballet = recall_results(api, "When is Leen's ballet?")[0]
    assert ballet["fact"]["statement"] == "Leen's ballet is at Saturday mornings at 9:30", ballet
    assert ballet["current"] is True
    assert object_names(api, "Huda", "ordered") == ["grey sofa"]
    assert object_names(api, "8812", "order_for") == ["grey sofa"]
    assert object_names(api, "Huda", "project") == ["new onboarding flow"]


def test_the_food_shop_is_asked_outright(api: TestClient) -> None:
    say(api, "m1", "Priya", "I live in Walthamstow now, love it.", "2025-01-10T08:00:00Z")
    say(api, "m2", "Priya", "I do my big shop at Lidl on Saturdays.", "2025-01-12T08:00:00Z")
    first = recall_results(api, "Where does Priya do her food shopping?")[0]
    assert first["fact"]["predicate"] == "supermarket", _statements([first])
