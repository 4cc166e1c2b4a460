"""Typed tests of a value against its slot (`value_kind`): a time alone is no status, home or
hobby; a team's shape is no home; look-alikes keep their value."""

from __future__ import annotations

import pytest

from chronofact.extractors.conversation.value_kind import is_team_shaped, is_time_value, kind_misfit


@pytest.mark.parametrize(
    ("value", "after", "before"),
    [
        ("Thursday", "", ""),
        ("4pm", "", ""),
        ("next monday", "", ""),
        ("15 june", "", ""),
        ("wed", " 4pm with the team", "Sana is "),
        ("sat", " morning", ""),
        ("sun", "", "see you on "),
        ("tomorrow", "", ""),
        ("10:30", "", ""),
        ("Fridays", "", ""),
    ],
)
def test_times_alone_are_times(value: str, after: str, before: str) -> None:
    assert is_time_value(value, after, before)


@pytest.mark.parametrize(
    ("value", "after", "before"),
    [
        ("wed", " in june", "we got "),
        ("may", "", ""),
        ("March", "", ""),
        ("2019", "", ""),
        ("Monday Club", "", ""),
        ("Sunday league football", "", ""),
        ("sun", " and sand", "love the "),
        ("weekend warrior", "", ""),
    ],
)
def test_look_alikes_are_not_times(value: str, after: str, before: str) -> None:
    assert not is_time_value(value, after, before)


@pytest.mark.parametrize(
    "value", ["Mumbai Indians", "Leeds United", "FC Porto", "Real Betis", "Chennai Super Kings"]
)
def test_team_shapes(value: str) -> None:
    assert is_team_shaped(value)


@pytest.mark.parametrize("value", ["Mumbai", "United States", "Leeds", "Porto", "Realtor Inc"])
def test_not_team_shapes(value: str) -> None:
    assert not is_team_shaped(value)


@pytest.mark.parametrize(
    ("predicate", "value", "text"),
    [
        ("relationship_status", "wed", "Sana is wed 4pm, can you make it?"),
        ("lives_in", "Mumbai Indians", "Arvind lives in Mumbai Indians colours these days"),
        ("hobby", "Thursdays", "pottery is Thursdays now"),
        ("works_at", "Leeds United", "he's at Leeds United every saturday"),
        ("diet", "it", "tried it"),
        ("lives_in", "Dr Okafor", "I've been moved to Dr Okafor"),
        ("works_at", "Mrs Bello", "she's with Mrs Bello now"),
    ],
)
def test_misfits(predicate: str, value: str, text: str) -> None:
    assert kind_misfit(predicate, value, text) is not None


@pytest.mark.parametrize(
    ("predicate", "value", "text"),
    [
        ("relationship_status", "wed", "we got wed in june!!"),
        ("meeting_time", "Thursday 3pm", "standup moved to Thursday 3pm"),
        ("deadline", "Friday", "report due Friday"),
        ("supports_team", "Mumbai Indians", "Mumbai Indians all the way"),
        ("lives_in", "Mumbai", "Arvind lives in Mumbai now"),
        ("hobby", "Sunday league football", "I play Sunday league football"),
        ("doctor", "Dr Okafor", "my GP is Dr Okafor"),
        ("has_pet", "Mr Whiskers", "we adopted Mr Whiskers"),
        ("works_at", "Drake Hotel", "I work at the Drake Hotel"),
    ],
)
def test_fits(predicate: str, value: str, text: str) -> None:
    assert kind_misfit(predicate, value, text) is None


def test_a_street_is_no_thing_team_school_or_bank() -> None:
    for predicate in ("vehicle", "bank", "supports_team", "studies_at", "hobby"):
        assert kind_misfit(predicate, "Manningham Lane") == "street"
        assert kind_misfit(predicate, "Old Kent Road") == "street"
    for predicate, value in [
        ("lives_in", "Abbey Road"),
        ("works_at", "Abbey Road Studios"),
        ("vehicle", "Range Rover"),
        ("favourite_song", "Penny Lane"),
    ]:
        assert kind_misfit(predicate, value) is None, (predicate, value)


def test_a_time_after_or_before_an_hour_is_no_person() -> None:
    """ "deepa blocks every friday after 4 ... best boss ever" had stored the manager "after 4"."""
    assert kind_misfit("manager", "after 4") == "time"
    assert kind_misfit("partner", "before 9am") == "time"
    assert kind_misfit("manager", "Deepa") is None


def test_a_firm_is_no_team() -> None:
    assert kind_misfit("supports_team", "Kerry Group") == "organisation"
    assert kind_misfit("supports_team", "Lloyds Bank") == "organisation"
    assert kind_misfit("supports_team", "Man City") is None
    assert kind_misfit("works_at", "Kerry Group") is None
