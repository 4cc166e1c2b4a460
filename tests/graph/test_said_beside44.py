"""A held value replaced by a new one said beside its own word, through ingest over REST on the
real Neo4j (forty-fourth session): the readers of `kindred_plan` after the kindred readers
(`event_time_said`, `business_said`, `home_said`, `partner_said`), and the successor tagger's
value kept to one slot family. Found using the product, a chat ingested with the CLI: "a parcel
to my brother Kojo in Tamale" also made Tamale the speaker's partner and team; "dad's provisions
shop in Kaduna" was blocked by the home read in the same words. Sentences written for these
tests."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.chat_over_rest import M1_AT, M2_AT, held_values, say

M_AT = "2025-03-10T10:00:00Z"


def test_a_place_beside_a_brother_is_his_home_and_no_one_elses_value(api: TestClient) -> None:
    say(api, "m1", "Kwame", "my girlfriend Efua says hi btw", M1_AT)
    say(api, "m2", "Kwame", "I support Hearts of Oak, obviously", M_AT)
    say(api, "m3", "Kwame", "my brother Kojo lives in Kumasi, works at the cocoa board", M_AT)
    say(api, "m4", "Kwame", "cheapest way to send a parcel to my brother Kojo in Tamale?", M2_AT)
    assert held_values(api, "Kojo", "lives_in") == ["Tamale"]
    assert held_values(api, "Kwame", "partner") == ["Efua"]
    assert held_values(api, "Kwame", "supports_team") == ["Hearts of Oak"]


def test_a_business_said_as_dads_replaces_his_job(api: TestClient) -> None:
    say(api, "m1", "Usman", "my dad's a bus driver in Kaduna", M1_AT)
    later = "dad's provisions shop in Kaduna is doing well, he wants me to help on weekends"
    say(api, "m2", "Usman", later, M2_AT)
    assert held_values(api, "Usman's dad", "occupation") == ["provisions shop owner"]


def test_an_events_new_time_said_in_a_request(api: TestClient) -> None:
    say(api, "m1", "Anneke", "Our team sync is every Monday at 9:00, coffee first.", M1_AT)
    later = "Block my calendar before the Monday team sync at 11:30 so nobody books me?"
    say(api, "m2", "Anneke", later, M2_AT)
    assert held_values(api, "Anneke", "sync_time") == ["Monday at 11:30"]


def test_someone_new_said_as_one_of_a_couple_replaces_the_partner(api: TestClient) -> None:
    say(api, "m1", "Marisol", "My boyfriend Andrés is making us do Sunday dinners again.", M1_AT)
    later = "Tomás actually does the dishes, which Andrés never did in two years of dating me."
    say(api, "m2", "Marisol", later, M2_AT)
    assert held_values(api, "Marisol", "partner") == ["Tomás"]


def test_a_doctor_seen_leaves_the_partner(api: TestClient) -> None:
    say(api, "m1", "Marisol", "My boyfriend Andrés is making us do Sunday dinners again.", M1_AT)
    say(api, "m2", "Marisol", "I'm seeing Dr Patel on Monday about my knee.", M2_AT)
    assert held_values(api, "Marisol", "partner") == ["Andrés"]
