"""Roles in clubs and committees (`conversation.club_role`, twenty-first session): "took over as
chair of the village hall committee" and "voted me in as treasurer" were read as occupations,
which ended the person's real job. Each group's role is a slot of its own; look-alikes that are
jobs, pasts or plans give no role. Sentences written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.club_role import role_mentions, slot_of
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 6, 2, 20, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed)


def _said(text: str, previous: str = "", speaker: str = "Ines") -> set[tuple[str, str, str, str]]:
    before = Message(previous, speaker, AT) if previous else None
    return {
        (c.action, c.subject, c.predicate, str(c.object or c.value))
        for c in WITH.extract(Message(text, speaker, AT, previous=before))
    }


@pytest.mark.parametrize(
    ("text", "slot", "role"),
    [
        ("I took over as chair of the parish council in March.", "parish_council_role", "chair"),
        ("The hockey club voted me in as secretary!", "hockey_club_role", "secretary"),
        ("They made me captain of the netball team.", "netball_team_role", "captain"),
        ("Got elected president of the debating society", "debating_society_role", "president"),
        ("I'm the book club's organiser now, somehow.", "book_club_role", "organiser"),
        (
            "just became treasurer of our tenants association",
            "tenants_association_role",
            "treasurer",
        ),
        ("I'm now vice chair of the school PTA.", "school_PTA_role".lower(), "vice-chair"),
        # roles beyond the committee's: who keeps score, runs the tournament, or just belongs
        ("I'm the scorekeeper for the bowls club.", "bowls_club_role", "scorekeeper"),
        ("I'm the referee for the Sunday league.", "sunday_league_role", "referee"),
        ("I'm the curling club's tournament director.", "curling_club_role", "tournament director"),
        (
            "I'm just an ordinary member of the sailing club.",
            "sailing_club_role",
            "ordinary member",
        ),
    ],
)
def test_a_role_said_of_oneself_is_the_groups_role(text: str, slot: str, role: str) -> None:
    said = _said(text)
    assert ("assert", "Ines", slot, role) in said
    assert not any(p in ("occupation", "hobby", "works_at") for _, _, p, _ in said)


@pytest.mark.parametrize(
    ("text", "slot", "role"),
    [
        (
            "I stepped down as chair of the residents association last month.",
            "residents_association_role",
            "chair",
        ),
        (
            "Resigned as treasurer of the cycling club, too much admin.",
            "cycling_club_role",
            "treasurer",
        ),
        ("I'm no longer secretary of the choir.", "choir_role", "secretary"),
        ("Not captain of the darts team any more, my knees gave up.", "darts_team_role", "captain"),
    ],
)
def test_stepping_down_ends_the_role(text: str, slot: str, role: str) -> None:
    assert ("end", "Ines", slot, role) in _said(text)


def test_the_successor_holds_the_role() -> None:
    said = _said("I resigned as treasurer of the allotment society and Marek took over.")
    assert ("end", "Ines", "allotment_society_role", "treasurer") in said
    assert ("assert", "Marek", "allotment_society_role", "treasurer") in said


def test_someone_elses_role_is_theirs() -> None:
    said = _said("My brother Kofi is captain of the rugby team at his school.")
    assert ("assert", "Kofi", "rugby_team_role", "captain") in said
    assert not any(s == "Ines" and p.endswith("_role") for _, s, p, _ in said)


def test_the_group_said_in_the_message_before() -> None:
    said = _said("They voted me in as treasurer!", previous="AGM of the bowls club tonight.")
    assert ("assert", "Ines", "bowls_club_role", "treasurer") in said


@pytest.mark.parametrize(
    "text",
    [
        "I'll be chair of the PTA from September, apparently.",
        "Thinking about running for secretary of the chess club.",
        "I was captain of the football team at uni.",
        "Would you want to be treasurer of the choir?",
    ],
)
def test_plans_pasts_and_questions_give_no_role_and_no_job(text: str) -> None:
    said = _said(text)
    assert not any(p.endswith("_role") or p == "occupation" for _, _, p, _ in said), said


@pytest.mark.parametrize(
    "text",
    [
        "I'm the lead of the payments team at Monzo.",
        "I manage the sales team at a car dealership.",
    ],
)
def test_a_work_team_is_no_club(text: str) -> None:
    assert not any(m.group for m in role_mentions(text))


@pytest.mark.parametrize(
    "text",
    [
        "He is a member of the team that built the bridge.",
        "I am a member of staff at the hospital.",
    ],
)
def test_a_member_of_no_group_holds_no_role(text: str) -> None:
    assert role_mentions(text) == []


def test_a_role_in_a_group_is_kept_apart_from_the_job() -> None:
    said = _said("I'm a nurse at St Luke's, and I just became chair of the running club.")
    assert ("assert", "Ines", "occupation", "nurse") in said
    assert ("assert", "Ines", "running_club_role", "chair") in said


def test_slot_names() -> None:
    assert slot_of("village hall committee") == "village_hall_committee_role"
    assert slot_of("PTA") == "pta_role"
    assert slot_of(None) == "role"


def test_a_long_sentence_is_read_in_linear_time() -> None:
    text = "the club " * 5000 + "treasurer"
    assert role_mentions(text) == []


def test_a_slot_name_folds_letters_without_a_plain_form() -> None:
    assert slot_of("Karşıyaka running club") == "karsiyaka_running_club_role"
    assert slot_of("Łódź chess club") == "lodz_chess_club_role"
