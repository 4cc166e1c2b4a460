"""A spell that ran out ends what it was a spell of ("the keto phase lasted six weeks"), and
"back to eating everything" ends a diet; a way of working is no home and a meeting's link
changing moves no meeting; with the look-alikes that must end nothing. Sentences written for
these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.graph.ingest.change_cues import ended_names

AT = datetime(2025, 8, 2, 10, tzinfo=UTC)
READER = ConversationExtractor()


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("vegan thing lasted till easter lol, back to eating everything", "vegan"),
        ("my keto phase lasted about six weeks tbh", "keto"),
        ("the bouldering stint lasted until june, wrist gave out", "bouldering"),
        ("Hana's paleo experiment lasted till her birthday", "paleo"),
        ("our sourdough era lasted like a month haha", "baking sourdough"),
        ("the japanese thing is over, streak is dead", "Japanese"),
        ("the Pilates kick lasted a whole two weeks", "Pilates at Core Studio"),
    ],
)
def test_a_spell_that_ran_out_ends_its_thing(sentence: str, name: str) -> None:
    assert [e.index for e in ended_names(sentence, [name])] == [0]


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("the vegan festival lasted till midnight, so much food", "vegan"),
        ("bouldering lasted till 9 last night, I'm knackered", "bouldering"),
        ("the Arsenal match lasted forever with all that stoppage time", "Arsenal"),
        ("my keto phase hasn't lasted long, still going", "keto"),
        ("has the vegan thing lasted?", "vegan"),
        ("the keto thing is going great", "keto"),
    ],
)
def test_a_look_alike_spell_ends_nothing(sentence: str, name: str) -> None:
    assert ended_names(sentence, [name]) == []


def _diet_claims(text: str) -> list[tuple[str, str | None, str]]:
    claims = READER.extract(Message(text, "Lukas", AT))
    return [(c.predicate, c.value, c.action) for c in claims if c.predicate == "diet"]


@pytest.mark.parametrize(
    "text",
    [
        "back to eating everything lol, the jollof won",
        "honestly im back to eating meat since the summer",
        "went back to eating meat after the holidays",
        "my dad is back on eating meat, doctor's orders",
    ],
)
def test_back_to_eating_everything_ends_the_diet(text: str) -> None:
    assert ("diet", None, "end") in _diet_claims(text)


@pytest.mark.parametrize(
    "text",
    [
        "might go back to eating meat if this tofu keeps tasting like cardboard",
        "going back to eating meat next month probably",
        "back to work tomorrow, eating everything in sight tonight",
        "the kids are back at school",
    ],
)
def test_a_look_alike_return_ends_no_diet(text: str) -> None:
    assert not [c for c in _diet_claims(text) if c[2] == "end"]


def test_giving_up_on_being_a_diet_names_the_diet() -> None:
    assert ("diet", "vegetarian", "end") in _diet_claims("gave up on being vegetarian in march")


def test_a_way_of_working_replaces_no_home() -> None:
    from chronofact.graph.ingest.change_replacement import find_replacement
    from chronofact.graph.ingest.slot_changes import says_slot_changed

    text = "we moved to remote work in march so i barely leave the house"
    found = find_replacement(text, "leeds", own=True, excluded=set(), observed_at=AT)
    assert found is None
    assert not says_slot_changed(text, "lives_in")
    assert says_slot_changed("we moved to york in march", "lives_in")


def test_a_meetings_link_changing_is_no_change_of_place() -> None:
    from chronofact.graph.ingest.slot_changes import says_slot_changed

    assert not says_slot_changed("the Zoom link for the meetings changed", "meeting_place")
    assert not says_slot_changed("heads up, the agenda got moved around", "meeting_place")
    assert says_slot_changed("the meetings moved to the Birch Room", "meeting_place")
    assert says_slot_changed("standup got moved to 10", "meeting_time")


@pytest.mark.parametrize(
    ("sentence", "name", "owned"),
    [
        ("my mate Rob's vegan phase lasted about a week lol", "vegan", True),
        ("her keto thing lasted till june", "keto", True),
        ("Hana's paleo experiment lasted till her birthday", "paleo", True),
        ("my vegan phase lasted about a week lol", "vegan", False),
        ("Rob's party was vegan, my vegan phase lasted anyway", "vegan", False),
        ("the vegan thing lasted till easter, Rob's fault", "vegan", False),
        ("finally quit Gold's Gym, way too pricey", "Gold's Gym", False),
        ("closed my Sainsbury's Bank account", "Sainsbury's Bank", False),
    ],
)
def test_a_value_after_someone_elses_possessive_is_theirs(
    sentence: str, name: str, owned: bool
) -> None:
    from chronofact.graph.ingest.change_cues import owned_by_other

    assert owned_by_other(sentence, name) is owned


def _no_slot(texts: list[str]) -> list[tuple[str | None, float]]:
    return [(None, 0.0) for _ in texts]


def test_a_friends_spell_ends_not_the_speakers_value() -> None:
    from tests.unit.change_plans import current_fact, plan

    facts = [current_fact("Nadia", "diet", value="vegan")]
    assert plan("my mate Rob's vegan phase lasted about a week lol", facts, _no_slot) == []
    ended = plan("my vegan phase lasted about a week lol", facts, _no_slot)
    assert [(op.op.value, op.value) for op in ended] == [("retract", "vegan")]
