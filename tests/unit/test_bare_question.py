"""The bare question (`chronofact.graph.recall.bare_question`): people and the basis date taken
out, so the slot a question asks is read from the words that ask it."""

from __future__ import annotations

import pytest

from chronofact.graph.recall.bare_question import bare_forms


@pytest.mark.parametrize(
    ("question", "people", "date_text", "expected"),
    [
        # a relation chain ending in the asked person's name is one reference
        (
            "Where did Arash's brother Kian work in April 2025?",
            {"arash", "kian"},
            "April 2025",
            "Where did she work?",
        ),
        # a chain ending in a possessive is an owner
        (
            "What was Anna's cousin Marta's job in May 2025?",
            {"anna", "marta"},
            "May 2025",
            "What was her job?",
        ),
        # the role after a name is what is asked, not part of the reference
        ("Who is Nadia's partner?", {"nadia", "karim"}, None, "Who is her partner?"),
        (
            "Who did Tomasz report to, back in March 2025?",
            {"tomasz"},
            "March 2025",
            "Who did she report to?",
        ),
        # a whole subject name with a role in it ("Maria's parents") is one reference
        (
            "Where do Maria's parents live?",
            {"maria", "maria s parents"},
            None,
            "Where do she live?",
        ),
        # titles and multi-word names, any case
        (
            "which gym does dr. ayesha khan use?",
            {"dr ayesha khan"},
            None,
            "which gym does she use?",
        ),
        ("Wo arbeitet Jürgen jetzt?", {"jurgen"}, None, "Wo arbeitet she jetzt?"),
    ],
)
def test_people_and_the_date_are_taken_out(
    question: str, people: set[str], date_text: str | None, expected: str
) -> None:
    forms = bare_forms(question, people, date_text)
    assert forms[0] == expected
    assert len(forms) == 2  # the "he" form too: the prototypes use both pronouns
    assert forms[1] != forms[0]


def test_nothing_to_take_out_gives_no_form() -> None:
    assert bare_forms("What is the weather like?", {"anna"}, None) == []
    assert bare_forms("Where does Anna work?", set(), None) == []
    # a role word alone is not a person reference ("the brother" of nobody named)
    assert bare_forms("Where does the brother work?", {"anna"}, None) == []


def test_a_date_not_in_the_question_is_left_alone() -> None:
    assert bare_forms("Where did Anna live?", {"anna"}, "June 2024") == [
        "Where did she live?",
        "Where did he live?",
    ]
