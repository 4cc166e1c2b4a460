"""Forty-ninth session, through ingest and recall over REST on the real Neo4j (sentences
written for these tests): a crop, a relative's home, a team, a band and an order's state said
in passing are read and replaced; another speaker's "Mam" is not one's parents; a band given up
is no new team; an order said by the thing's noun is the one stored by the generic word."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.chat_over_rest import M1_AT, M2_AT, first_statement, held_values, say


def test_a_crop_said_in_passing_is_replaced(api: TestClient) -> None:
    say(
        api, "m1", "Rhiannon", "slugs have had half the broad beans on the allotment, gutted", M1_AT
    )
    later = "the allotment is all courgettes this year, the beans never recovered"
    say(api, "m2", "Rhiannon", later, M2_AT)
    assert held_values(api, "Rhiannon", "grows") == ["courgettes"]
    assert "courgettes" in first_statement(api, "What does Rhiannon grow on her allotment now?")


def test_another_speakers_mam_is_not_ones_parents(api: TestClient) -> None:
    say(api, "m1", "Rhiannon", "my parents are in Aberystwyth now btw, they moved in Jan", M1_AT)
    say(api, "m2", "Gethin", "Mam moved to Carmarthen to be near my sister", M2_AT)
    assert held_values(api, "Rhiannon's parents", "lives_in") == ["Aberystwyth"]
    assert held_values(api, "Gethin's mom", "lives_in") == ["Carmarthen"]


def test_a_band_given_up_is_no_new_team(api: TestClient) -> None:
    say(api, "m1", "Gethin", "Manic Street Preachers are my comfort band, fight me", M1_AT)
    say(api, "m2", "Gethin", "and the Cardiff City season ticket finally came through", M1_AT)
    later = "I've given up on the Manics, can't stop listening to Adwaith now"
    say(api, "m3", "Gethin", later, M2_AT)
    assert held_values(api, "Gethin", "supports_team") == ["Cardiff City"]
    assert held_values(api, "Gethin", "favourite_band") == ["Adwaith"]


def test_a_team_said_in_a_fans_words_is_replaced(api: TestClient) -> None:
    say(api, "m1", "Chris", "My sister Katie lives and breathes the Red Sox, bless her", M1_AT)
    later = (
        "Katie switched sides, she married a guy from the Bronx and now she's at every Yankees game"
    )
    say(api, "m2", "Chris", later, M2_AT)
    assert held_values(api, "Katie", "supports_team") == ["Yankees"]


def test_an_order_said_by_its_noun_and_by_the_word_order_is_one(api: TestClient) -> None:
    say(api, "m1", "Fatou", "The custom sofa from the workshop is still in production", M1_AT)
    say(api, "m2", "Fatou", "my order finally got delivered!!", M2_AT)
    assert held_values(api, "Fatou's sofa", "status") == ["delivered"]
