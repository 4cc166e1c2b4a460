"""A partner who moved moved a job or a home, not out of the relationship: "abena moved to the
37 Military Hospital" (Abena the speaker's wife) ended the marriage. Found over MCP (fifteenth
session). Leaving or splitting up still ends it; a manager who moved on still ends the
manager."""

from __future__ import annotations

import pytest

from chronofact.extractors.claims.sentences import split_sentences
from chronofact.graph.ingest.change_plan import CurrentFact
from chronofact.graph.ingest.named_ends import named_ends
from tests.unit.change_plans import current_fact


def _ended(text: str, facts: list[CurrentFact]) -> set[str]:
    ends = named_ends(text, split_sentences(text), facts, "Kofi")
    return {f"{facts[k].predicate}:{facts[k].shown}" for k in ends}


@pytest.mark.parametrize("slot", ["married_to", "partner", "engaged_to"])
@pytest.mark.parametrize(
    "text",
    [
        "abena moved to the 37 Military Hospital, better hours",
        "Abena has moved to Kumasi for the new job",
        "Abena relocated to the Takoradi branch",
        "Abena got transferred to Tema",
    ],
)
def test_a_partner_who_moved_is_still_the_partner(text: str, slot: str) -> None:
    facts = [current_fact("Kofi", slot, "Abena"), current_fact("Kofi", "lives_in", "Accra")]
    assert f"{slot}:Abena" not in _ended(text, facts)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("Abena and I split up last month", "partner"),
        ("Abena and I broke up", "married_to"),
        ("Farid moved to another team, no manager for now", "manager"),
    ],
)
def test_leaving_still_ends_the_tie(text: str, slot: str) -> None:
    name = "Farid" if slot == "manager" else "Abena"
    facts = [current_fact("Kofi", slot, name)]
    assert f"{slot}:{name}" in _ended(text, facts)
