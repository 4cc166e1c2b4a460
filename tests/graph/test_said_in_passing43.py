"""New values said in passing that the successor tagger had never been asked about, through
ingest over REST on the real Neo4j (forty-third session): a message all in lower case (no
capital named anything, so the passing readers never ran), a value held in lower case on a
slot the kindred readers leave alone (a project), a name of two capitals ("TD"), and a guess
on a slot the subject holds nothing on, moved to the open-tail slot held when the tagger reads
it after the held value. Someone else's value, said the same way, changes nothing. Sentences
written for these tests."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.chat_over_rest import M1_AT, M2_AT, held_values, say


def test_a_diet_said_in_a_message_all_in_lower_case(api: TestClient) -> None:
    say(api, "m1", "Noor", "I'm vegetarian, so no meat for me at the braai", M1_AT)
    say(api, "m2", "Noor", "my vegan meal prep is getting so boring, any ideas?", M2_AT)
    assert held_values(api, "Noor", "diet") == ["vegan"]


def test_someone_elses_diet_in_lower_case_leaves_the_speakers(api: TestClient) -> None:
    say(api, "m1", "Noor", "I'm vegetarian, so no meat for me at the braai", M1_AT)
    later = "any ideas for a quick dinner for two? my sister is vegan and visiting tonight"
    say(api, "m2", "Noor", later, M2_AT)
    assert held_values(api, "Noor", "diet") == ["vegetarian"]


def test_a_project_held_in_lower_case_is_replaced(api: TestClient) -> None:
    say(api, "m1", "Ines", "I'm leading the payroll migration project this year", M1_AT)
    later = "the kickoff deck for my project (vendor portal rebuild) is due thursday, any tips?"
    say(api, "m2", "Ines", later, M2_AT)
    assert held_values(api, "Ines", "project") == ["vendor portal rebuild"]


def test_a_friends_project_leaves_the_speakers(api: TestClient) -> None:
    say(api, "m1", "Ines", "I'm leading the payroll migration project this year", M1_AT)
    say(api, "m2", "Ines", "my friend's project (vendor portal rebuild) sounds fun", M2_AT)
    assert held_values(api, "Ines", "project") == ["payroll migration project"]


def test_a_bank_of_two_capitals_is_replaced(api: TestClient) -> None:
    say(api, "m1", "Cal", "I bank with TD, have done since school", M1_AT)
    say(api, "m2", "Cal", "how do I set up a bill payment in my RBC app? so confusing", M2_AT)
    assert held_values(api, "Cal", "bank") == ["RBC"]


def test_a_brothers_bank_leaves_the_speakers(api: TestClient) -> None:
    say(api, "m1", "Cal", "I bank with TD, have done since school", M1_AT)
    say(api, "m2", "Cal", "my brother says his RBC app is great", M2_AT)
    assert held_values(api, "Cal", "bank") == ["TD"]


def test_a_medication_read_as_a_vehicle_moves_to_the_one_held(api: TestClient) -> None:
    say(api, "m1", "Grace", "The GP has me on amlodipine for my blood pressure", M1_AT)
    later = "The ankle swelling drove me mad so she swapped me onto ramipril. BP is fine."
    say(api, "m2", "Grace", later, M2_AT)
    assert held_values(api, "Grace", "medication") == ["ramipril"]
    assert held_values(api, "Grace", "vehicle") == []


def test_a_lower_case_name_of_someone_held_is_theirs(api: TestClient) -> None:
    say(api, "m1", "Kenji", "my sister Yui lives in Osaka, near the castle", M1_AT)
    say(api, "m2", "Kenji", "yui says the rent in Fukuoka is half what she paid before", M2_AT)
    assert held_values(api, "Yui", "lives_in") == ["Fukuoka"]


def test_a_name_in_another_part_of_a_sentence_read_for_a_diet_is_still_read(
    api: TestClient,
) -> None:
    """The diet is read from "real vegetarian options", after a comma: "PUC", before it, is
    not in what was read, so the successor may take it for the new school."""
    say(api, "m1", "Tomas", "doing engineering at Universidad de Chile, exams are brutal", M1_AT)
    later = (
        "the cafeteria at PUC is so much nicer, real vegetarian options!! also my old credits "
        "finally got recognised"
    )
    say(api, "m2", "Tomas", later, M2_AT)
    assert held_values(api, "Tomas", "studies_at") == ["PUC"]


def test_a_word_in_the_part_read_for_another_slot_is_no_new_value(api: TestClient) -> None:
    say(api, "m1", "Karim", "I work at ASML in Veldhoven", M1_AT)
    say(api, "m2", "Karim", "quit my job in June, I'm doing a PhD at TU Delft now", M2_AT)
    assert held_values(api, "Karim", "works_at") == []
    assert held_values(api, "Karim", "studies_at") == ["TU Delft"]


def test_a_firm_taken_on_after_the_one_left_is_the_roles_new_value(api: TestClient) -> None:
    """Found using the product (a chat ingested with the CLI): the new firm was read as a
    manager and the solicitor left ended with nothing in its place."""
    say(api, "m1", "Niamh", "our solicitor for the house is Keane & Daly, slow as anything", M1_AT)
    later = "we sacked Keane & Daly in the end and went with a firm called Brennan Legal"
    say(api, "m2", "Niamh", later, M2_AT)
    assert held_values(api, "Niamh", "solicitor") == ["Brennan Legal"]
    assert held_values(api, "Niamh", "manager") == []


def test_a_medication_the_doctor_swapped_the_speaker_onto(api: TestClient) -> None:
    """Found using the product: "the GP swapped me onto ramipril" was the GP's pastime."""
    say(api, "m1", "Niamh", "I take amlodipine for my blood pressure, 5mg in the morning", M1_AT)
    later = "the ankle swelling drove me mad so the GP swapped me onto ramipril. BP grand now"
    say(api, "m2", "Niamh", later, M2_AT)
    assert held_values(api, "Niamh", "medication") == ["ramipril"]
