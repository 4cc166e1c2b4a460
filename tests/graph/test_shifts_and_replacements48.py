"""Forty-eighth session, through ingest and recall over REST on the real Neo4j (sentences
written for these tests): a rota changed ends the one held and "what hours" asks it; a person
said to be replaced gives way to the one named; a class time moved leads "When is ... class?";
a claim's state said by what was done to it ends the state held."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.chat_over_rest import M1_AT, M2_AT, first_statement, held_values, say


def test_a_rota_changed_ends_the_one_held(api: TestClient) -> None:
    say(api, "m1", "Ebun", "I'm on permanent nights at the sorting office, 10pm to 6am.", M1_AT)
    say(
        api, "m2", "Ebun", "They've moved me to a rotating pattern at work, days and nights.", M2_AT
    )
    assert held_values(api, "Ebun", "shift") == ["rotating pattern"]
    assert "rotating pattern" in first_statement(api, "What shift pattern does Ebun work?")


def test_someone_elses_hours_changed_and_asked_in_words(api: TestClient) -> None:
    say(api, "m1", "Lola", "My husband Tayo works night shift at the bakery, 9pm to 5am.", M1_AT)
    say(api, "m2", "Lola", "Tayo's manager moved him to days, so he's 6am to 2pm now.", M2_AT)
    assert held_values(api, "Tayo", "shift") == ["days, 6am to 2pm"]
    assert "6am to 2pm" in first_statement(api, "What hours does Lola's husband Tayo work?")


def test_a_manager_said_replaced_gives_way_to_the_one_named(api: TestClient) -> None:
    say(api, "m1", "Chloe", "My manager Hannah is off on maternity leave from next week", M1_AT)
    later = "Hannah's cover is a guy called Dev, he started managing our team this week"
    say(api, "m2", "Chloe", later, M2_AT)
    assert held_values(api, "Chloe", "manager") == ["Dev"]
    assert "Dev" in first_statement(api, "Who is Chloe's manager?")


def test_a_class_time_moved_leads_the_question_about_the_class(api: TestClient) -> None:
    say(api, "m1", "Morag", "My pottery class is Wednesday nights at the community hall.", M1_AT)
    say(api, "m2", "Morag", "The tutor's moved pottery class to Saturday mornings, ugh.", M2_AT)
    assert "Saturday" in first_statement(api, "When is Morag's pottery class?")


def test_a_claims_state_said_by_what_was_done_to_it(api: TestClient) -> None:
    say(api, "m1", "Julia", "insurance claim for the burst pipe is still 'under review'", M1_AT)
    say(api, "m2", "Julia", "Aviva paid out on the burst pipe claim!! £4,200", M2_AT)
    assert held_values(api, "Julia's request", "status") == ["paid out"]


def test_no_earlier_shift_is_read_back_from_words_near_one_by_meaning(api: TestClient) -> None:
    """ "he's always on my case" was read back as the shift held before "I'm on days now"."""
    say(api, "m1", "Paul", "My supervisor at the warehouse is Dave, he's always on my case.", M1_AT)
    later = "Dave is still on nights, but I'm on days now and my supervisor is Karen."
    say(api, "m2", "Paul", later, M2_AT)
    assert held_values(api, "Paul", "shift") == ["days"]
    assert held_values(api, "Dave", "shift") == ["nights"]
