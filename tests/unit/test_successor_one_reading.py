"""The successor tagger's value goes to one slot family, or to the fact it is far surer of
(`kindred_plan._one_reading_per_value`): "a parcel to my brother Kojo in Tamale" is no new
partner nor team of the speaker's; "Project Kestrel ... as the project lead" is a project."""

from __future__ import annotations

from chronofact.graph.ingest.kindred_plan import _one_reading_per_value
from chronofact.graph.ingest.kindred_value import Kindred
from tests.unit.change_plans import current_fact

LIVE = [
    current_fact("Kwame", "partner", "Efua"),
    current_fact("Kwame", "supports_team", "Hearts of Oak"),
    current_fact("Kwame", "occupation", value="lead"),
    current_fact("Kwame", "project", value="Falcon"),
    current_fact("Kojo", "lives_in", "Kumasi"),
    current_fact("Ama", "lives_in", "Accra"),
]


def test_a_value_read_for_two_families_goes_to_neither() -> None:
    found = [Kindred(0, "Tamale", (52, 58), 0.93), Kindred(1, "Tamale", (52, 58), 0.75)]
    assert _one_reading_per_value(found, [], LIVE) == []


def test_a_value_read_far_surer_for_one_fact_goes_to_it() -> None:
    found = [Kindred(2, "Kestrel", (50, 57), 0.72), Kindred(3, "Kestrel", (50, 57), 0.9999)]
    assert _one_reading_per_value(found, [], LIVE) == [found[1]]


def test_a_value_read_for_one_family_goes_to_each_fact() -> None:
    found = [Kindred(4, "Tamale", (5, 11), 0.9), Kindred(5, "Tamale", (5, 11), 0.8)]
    assert _one_reading_per_value(found, [], LIVE) == found


def test_a_value_another_reading_took_is_not_the_tagger_s() -> None:
    found = [Kindred(0, "Tamale", (52, 58), 0.99)]
    assert _one_reading_per_value(found, [(52, 58)], LIVE) == []
