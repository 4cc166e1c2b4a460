"""A project said by the leading (`project_led`): "put in charge of the cold-chain pilot",
"running the cycle lane consultation", "the sports day planning committee is under me", "Busy
with the mangrove replanting drive, I'm heading it". Not a question, a plan, or a bath run."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.project_led import projects_led
from chronofact.extractors.conversation.statements import named_claim

AT = datetime(2025, 6, 2, 20, tzinfo=UTC)


def _projects(text: str, speaker: str = "Ada") -> set[tuple[str, str]]:
    return {
        (c.subject, str(c.object))
        for c in projects_led(Message(text, speaker, AT), [])
        if c.predicate == "project"
    }


@pytest.mark.parametrize(
    ("text", "project"),
    [
        (
            "Zhang Wei was put in charge of the cold-chain pilot, so now he's flying to Kunming",
            ("Zhang Wei", "cold-chain pilot"),
        ),
        (
            "Bea's stressed out running the cycle lane consultation, people write her letters",
            ("Bea", "cycle lane consultation"),
        ),
        (
            "the sports day planning committee is under me this time, I need 40 volunteers",
            ("Ada", "sports day planning committee"),
        ),
        (
            "Busy busy with the mangrove replanting drive in Bataan, I'm heading it this year",
            ("Ada", "mangrove replanting drive"),
        ),
        ("I'm now in charge of the website relaunch, wish me luck", ("Ada", "website relaunch")),
        (
            "Help me write the kickoff email for the loyalty app revamp? I'm project lead",
            ("Ada", "loyalty app revamp"),
        ),
        (
            "my sister Bea heads up the library refurb project at the council",
            ("Bea", "library refurb project"),
        ),
    ],
)
def test_a_project_said_by_the_leading(text: str, project: tuple[str, str]) -> None:
    assert _projects(text) == {project}


@pytest.mark.parametrize(
    "text",
    [
        "should I take over the website relaunch?",
        "I'm running the bath",
        "I want to lead the rebrand next year",
        "I stepped down from leading the CRM migration",
    ],
)
def test_a_question_a_plan_or_no_work_is_no_project(text: str) -> None:
    assert _projects(text) == set()


def test_a_project_read_already_stays() -> None:
    text = "I'm on the loyalty app revamp, and running the payments migration too"
    held = named_claim("Ada", "project", "loyalty app revamp", "assert", AT, (9, 27))
    assert projects_led(Message(text, "Ada", AT), [held]) == [held]
    cut = named_claim("Ada", "project", "payments", "assert", AT, (49, 57))
    (read,) = projects_led(Message(text, "Ada", AT), [cut])
    assert read.object == "payments migration"
