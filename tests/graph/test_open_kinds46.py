"""Found using the product in the forty-sixth session (pairs of messages about kinds outside
the issue's list, said over REST, then asked in words), each through ingest and recall over
REST on the real Neo4j. Sentences written for these tests.

- "I park in bay 22" gave nothing, and "they moved me to bay 7 on level 2" a home;
- "we're with Octopus for gas and electric" stored a manager "Octopus" beside the supplier;
- "Nando's is dead to us after that chicken, Friday is Wagamama now" gave the restaurant
  "Nando" a pet "Wagamama" (a possessive opening the clause read as a person's), so Nando's
  stayed the usual restaurant;
- "Ama starts at Tiny Steps nursery on Monday" had its "Monday" guess moved onto the nursery
  held, which then replaced the nursery the message named;
- "left the Harriers, joined Victoria Park Runners instead" was an employer.
"""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.chat_over_rest import M1_AT, M2_AT, held_values, recall_results, say


def _first_value(api: TestClient, question: str) -> str:
    first = recall_results(api, question)[0]
    assert first["kind"] == "fact", first
    fact = first["fact"]
    obj = fact.get("object")
    return str(obj["name"] if isinstance(obj, dict) else fact.get("value"))


def test_a_parking_bay_moved(api: TestClient) -> None:
    say(api, "m1", "Dana", "I park in bay 22 under the office, it's a tight squeeze", M1_AT)
    say(api, "m2", "Dana", "they moved me to bay 7 on level 2, so much easier", M2_AT)
    assert held_values(api, "Dana", "parking_spot") == ["bay 7 on level 2"]
    assert _first_value(api, "Which bay does Dana park in?") == "bay 7 on level 2"


def test_an_energy_supplier_is_no_manager(api: TestClient) -> None:
    say(api, "m1", "Dana", "we're with Octopus for gas and electric", M1_AT)
    say(api, "m2", "Dana", "switched to EDF, better fixed deal", M2_AT)
    assert held_values(api, "Dana", "energy_supplier") == ["EDF"]
    assert held_values(api, "Dana", "manager") == []


def test_a_restaurant_said_as_the_subject_is_the_speakers(api: TestClient) -> None:
    first = "we always end up at Nando's on a Friday, the kids won't eat anywhere else"
    say(api, "m1", "Ola", first, M1_AT)
    later = "Nando's is dead to us after that chicken, Friday is Wagamama now"
    say(api, "m2", "Ola", later, M2_AT)
    assert held_values(api, "Ola", "usual_restaurant") == ["Wagamama"]
    assert _first_value(api, "Where does Ola go on Friday nights?") == "Wagamama"


def test_a_new_nursery_named_is_not_replaced_by_a_guess(api: TestClient) -> None:
    say(api, "m1", "Kwame", "the kids love Rainbow Daycare, Ama cries when I pick her up", M1_AT)
    later = "Ama starts at Tiny Steps nursery on Monday, Rainbow closed down"
    say(api, "m2", "Kwame", later, M2_AT)
    assert held_values(api, "Ama", "childcare") == ["Tiny Steps nursery"]
    assert _first_value(api, "Which daycare does Ama go to?") == "Tiny Steps nursery"


def test_a_running_club_left_for_another(api: TestClient) -> None:
    say(api, "m1", "Dana", "running with the Parkside Harriers on Tuesday nights", M1_AT)
    say(api, "m2", "Dana", "left the Harriers, joined Victoria Park Runners instead", M2_AT)
    assert held_values(api, "Dana", "running_club") == ["Victoria Park Runners"]
    assert held_values(api, "Dana", "works_at") == []
