"""A change message ranked just below the cut still leads what it outdates (issue 10,
deliverable 4: a newer message about the same slot above the older one), end to end over REST."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.chat_over_rest import say

CHAT = [
    ("yep, still at Erasmus MC, night shifts are killing me though", "2025-02-03T18:05:00Z"),
    ("nice!! and you, still living in Utrecht with the cat?", "2025-02-03T18:07:00Z"),
    ("haha good luck. ok gotta run, shift starts at 8", "2025-02-03T18:10:00Z"),
    ("whoa congrats! I left Erasmus btw, I'm at the Maasstad now, way fewer nights",
     "2025-08-20T09:03:00Z"),
]  # fmt: skip


def _texts(api: TestClient, k: int) -> list[str]:
    response = api.post("/v1/recall", json={"query": "Where does Pieter work?", "k": k})
    assert response.status_code == 200, response.text
    return [
        str((r.get("source") or {}).get("text") or (r.get("fact") or {}).get("statement"))
        for r in response.json()["results"]
    ]


def test_a_change_message_below_the_cut_leads_what_it_outdates(api: TestClient) -> None:
    """Fusion ranks the change 4th of Pieter's four messages (its words match the question
    less than the small talk's); with `k` 3 it came back not at all."""
    for i, (text, at) in enumerate(CHAT):
        say(api, f"m{i}", "Pieter", text, at)
    assert any("Maasstad" in t for t in _texts(api, 3))
    # the first message is also read as his shift ("night shifts are killing me", since the
    # forty-eighth session), which may take the third place: the order is checked at k 5
    top = _texts(api, 5)
    changed = [i for i, t in enumerate(top) if "Maasstad" in t]
    outdated = [i for i, t in enumerate(top) if "Erasmus MC" in t]
    assert changed and outdated and changed[0] < outdated[0], top
