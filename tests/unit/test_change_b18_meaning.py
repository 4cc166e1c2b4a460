"""Eighteenth session: a team change read without a readable new value still ends the old team
(the slot named by its noun, the speaker moved by someone else onto a team); a manager on leave
ends the manager; "moved me/us" is never a move of home."""

from __future__ import annotations

from chronofact.graph.ingest.change_meaning import GroupFit, SlotOf
from chronofact.graph.models import Op
from tests.unit.change_plans import current_fact, plan


def _ended(
    text: str, predicate: str, value: str, slot_of: SlotOf, group_fit: GroupFit
) -> list[str]:
    ops = plan(text, [current_fact("Nadia", predicate, obj=value)], slot_of, group_fit=group_fit)
    return [str(op.object) for op in ops if op.op == Op.RETRACT]


def test_a_team_change_ends_the_old_team(slot_of: SlotOf, group_fit: GroupFit) -> None:
    for text in [
        "work-wise, they've moved me to the growth squad since July",
        "got moved over to fraud in june. new team, different kind of stress",
        "reorg'd onto the platform team last month, less swift more kubernetes",
        "They transferred me to the data team in the spring.",
    ]:
        assert _ended(text, "project", "onboarding", slot_of, group_fit) == ["onboarding"], text


def test_a_team_is_not_ended_by_a_move_of_something_else(
    slot_of: SlotOf, group_fit: GroupFit
) -> None:
    for text in [
        "I moved the meeting to Thursday",
        "we moved house in May",
        "my sister got moved to the growth team",
    ]:
        assert _ended(text, "project", "onboarding", slot_of, group_fit) == [], text


def test_being_moved_by_someone_is_no_move_of_home(slot_of: SlotOf, group_fit: GroupFit) -> None:
    for text in ["they moved me to the night shift", "they moved us to the Manchester office"]:
        assert _ended(text, "lives_in", "Leeds", slot_of, group_fit) == [], text
    assert _ended("we moved to York in May", "lives_in", "Leeds", slot_of, group_fit) == ["Leeds"]


def test_a_manager_on_leave_is_ended(slot_of: SlotOf, group_fit: GroupFit) -> None:
    text = "Beata went on maternity leave, so Krzysztof is my boss"
    assert _ended(text, "manager", "Beata", slot_of, group_fit) == ["Beata"]
