"""A value said of a time that is over ("back when I had the OnePlus 11 ...", "Back when I was
a teaching assistant ...") ends the one held (`change_words`: "back when" is a change cue that
moves nothing), through the real conversation extractor; "back when I was a kid" beside a held
value ends nothing. A lower-case value read after a change stops at the next clause's subject
("in a relationship she's asking ..." is no "relationship she's asking"). A flatmate named
before is the one "my flatmate" means later."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.chat_over_rest import M1_AT, M2_AT, held_values, say


def test_back_when_i_had_it_ends_the_phone(api: TestClient) -> None:
    say(api, "m1", "Arnav", "OnePlus 11 camera is so underrated, night shots are mad", M1_AT)
    assert held_values(api, "Arnav", "uses_phone") == ["OnePlus 11"]
    later = "back when I had the OnePlus 11 I never needed a charger in the day"
    say(api, "m2", "Arnav", later, M2_AT)
    assert held_values(api, "Arnav", "uses_phone") == []


def test_back_when_i_was_a_kid_ends_nothing(api: TestClient) -> None:
    say(api, "m1", "Arnav", "I live in Leeds.", M1_AT)
    say(api, "m2", "Arnav", "Leeds is great, back when I was a kid we went to the Dales", M2_AT)
    assert held_values(api, "Arnav", "lives_in") == ["Leeds"]


def test_a_new_state_stops_at_the_next_clause(api: TestClient) -> None:
    say(api, "m1", "Dimitri", "Still single, and my mum keeps sending me profiles", M1_AT)
    later = (
        "Back when I was single mum sent profiles every week. Now that I'm in a relationship "
        "she's asking about grandkids instead"
    )
    say(api, "m2", "Dimitri", later, M2_AT)
    held = held_values(api, "Dimitri", "relationship_status")
    assert "single" not in held
    assert not [v for v in held if "she" in v], held


def test_my_flatmate_is_the_flatmate_named_before(api: TestClient) -> None:
    """ "Chloe, my flatmate," stores Molly's roommate Chloe; "my flatmate ... reports to Aoife
    now" is Chloe's manager (flatmate and roommate are one relation)."""
    first = "Chloe, my flatmate, has a boss called Simon and he's a nightmare."
    say(api, "m1", "Molly", first, M1_AT)
    later = "My flatmate got moved to a different department and she reports to Aoife now."
    say(api, "m2", "Molly", later, M2_AT)
    assert held_values(api, "Chloe", "manager") == ["Aoife"]
