"""Two made-up predicates that name one slot of the open tail (`graph.ingest.open_tail`): the
same favourite said in other words is one slot, a favourite of another kind is not, and the
canonical slots keep their own families."""

from __future__ import annotations

import pytest

from chronofact.graph.ingest.open_tail import open_paraphrase, open_tail
from chronofact.graph.slot_names import slots_of_predicate


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("favourite_movie", "favourite_film"),
        ("favourite_film_of_all_time", "favourite_film"),
        ("favourite_singer_these_days", "favourite_singer"),
        ("car_insurance", "car_insurer"),
    ],
)
def test_the_same_slot_in_other_words(a: str, b: str) -> None:
    assert open_paraphrase(a, b)
    assert open_paraphrase(b, a)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("favourite_film", "favourite_book"),
        ("favourite_band", "favourite_book"),
        ("favourite_film", "favourite_show"),
        ("barber", "hairdresser"),  # no word shared
        ("favourite_film", "favourite_film"),  # the same predicate: the store's own key
        ("works_at", "workplace"),  # canonical slots keep their families
        ("hobby", "favourite_hobby"),  # many values: never one slot by words
    ],
)
def test_other_slots_stay_apart(a: str, b: str) -> None:
    assert not open_paraphrase(a, b)


def test_a_favourite_of_all_time_is_no_meeting_time() -> None:
    assert open_tail("favourite_film_of_all_time")
    assert "meeting_time" not in slots_of_predicate("favourite_film_of_all_time")
    assert "meeting_time" in slots_of_predicate("standup_time")


@pytest.mark.parametrize(
    ("a", "b", "one"),
    [
        ("club_role", "cricket_club_role", True),  # "club captain" beside "our cricket club"
        ("youth_fellowship_role", "church_youth_fellowship_role", True),
        ("rowing_club_role", "chess_club_role", False),  # two clubs, however alike
        ("cricket_team_role", "cricket_club_role", False),
        ("hall_committee_role", "village_hall_committee_role", True),
    ],
)
def test_a_groups_role_is_one_slot_by_the_groups_name(a: str, b: str, one: bool) -> None:
    assert open_paraphrase(a, b) is one
