"""Values said whole and clauses said to the listener, found in development cases: a job's
modifier after a copula ("she's barangay captain", read as "captain"), "in a relationship"
(read as "relationship"), "don't even ask about the bacon" (read as the diet "ask"), and a
statement closed by a question ("..., who even is this woman?", read as a question whole), a
drink's milk ("my oat latte", read as "latte") and a clock time's weekday ("15:30 on
Wednesdays", read as "15:30")."""

from __future__ import annotations

import pytest

from chronofact.extractors.conversation.events import with_its_day
from chronofact.extractors.conversation.generic_guards import told_not_to
from chronofact.extractors.conversation.reading_claims import _asked_only_after
from chronofact.extractors.conversation.value_start import (
    drink_start,
    job_complement_start,
    status_start,
)
from tests.unit.asserted import asserted as _read


@pytest.mark.parametrize(
    ("text", "read", "whole"),
    [
        ("Mama won, she's barangay captain na!", "captain", "barangay captain"),
        ("he's now team captain", "captain", "team captain"),
        ("she works as a nursing lecturer", "lecturer", "nursing lecturer"),
        ("she teaches nursing lecturers", "lecturers", "lecturers"),  # no copula
        ("she's a nursing lecturer", "lecturer", "nursing lecturer"),
        ("he's finally captain", "captain", "captain"),  # an adverb is no part of it
        ("I'm the new captain", "captain", "captain"),
    ],
)
def test_a_jobs_modifier_after_a_copula_is_part_of_it(text: str, read: str, whole: str) -> None:
    at = text.index(read)
    assert text[job_complement_start(text, at) : at + len(read)] == whole


def test_a_relationship_status_keeps_its_in_a() -> None:
    text = "so yeah... I'm in a relationship now"
    assert text[status_start(text, text.index("relationship")) :] == "in a relationship now"
    assert status_start("single again", 0) == 0
    assert ("Lukas", "relationship_status", "in a relationship") in _read(
        "I'm in a relationship now", "Lukas"
    )


@pytest.mark.parametrize(
    ("clause", "told"),
    [
        ("don't even ask about the bacon", True),
        ("Don't get me started on the trains", True),
        ("dont tell Mum", True),
        ("don't eat meat anymore", False),
        ("I don't ask twice", False),
    ],
)
def test_a_clause_said_to_the_listener(clause: str, told: bool) -> None:
    assert told_not_to(clause) is told


def test_no_diet_read_from_dont_even_ask() -> None:
    read = _read("gone full vegan, don't even ask about the bacon", "Tomasz")
    assert ("Tomasz", "diet", "vegan") in read
    assert not any(o == "ask" for _, _, o in read)


@pytest.mark.parametrize(
    ("sentence", "value", "asked_only_after"),
    [
        (
            "Zara likes her boss Thandi, they went for drinks, who even is this woman?",
            "Thandi",
            True,
        ),
        ("Tom moved to Leeds, right?", "Leeds", True),
        ("Is Tom still at Google, do you know?", "Google", False),  # it opens as a question
        ("Where does Tom work now?", "Tom", False),
        ("Tom moved, who knows where, to Leeds?", "Leeds", False),  # the value after the ask
    ],
)
def test_a_question_closing_a_statement_asks_only_there(
    sentence: str, value: str, asked_only_after: bool
) -> None:
    assert _asked_only_after(sentence, sentence.index(value)) is asked_only_after


@pytest.mark.parametrize(
    ("text", "read", "whole"),
    [
        ("she starts making my oat latte when she sees me", "latte", "oat latte"),
        ("a large iced oat milk latte every morning", "latte", "large iced oat milk latte"),
        ("the latte here is grim", "latte", "latte"),
    ],
)
def test_a_drinks_milk_size_and_temperature_are_part_of_it(
    text: str, read: str, whole: str
) -> None:
    at = text.index(read)
    assert text[drink_start(text, at) : at + len(read)] == whole


@pytest.mark.parametrize(
    ("said", "when", "whole"),
    [
        (
            "to 15:30 on Wednesdays, my Monday mornings are mine again",
            "15:30",
            "15:30 on Wednesdays",
        ),
        ("at 9am every Monday now", "9am", "9am every Monday"),
        ("at 3pm, on the other hand", "3pm", "3pm"),
    ],
)
def test_a_clock_time_keeps_its_weekday(said: str, when: str, whole: str) -> None:
    assert with_its_day(said, when) == whole


@pytest.mark.parametrize(
    ("text", "due"),
    [
        (
            "Council pushed the Wellington tender out to 20 February next year, so beers Friday",
            "20 February",
        ),
        ("my supervisor extended the thesis deadline to 6 March", "6 March"),
    ],
)
def test_a_deadline_moved_by_whoever_sets_it_is_the_speakers(text: str, due: str) -> None:
    assert ("Jack", "deadline", due) in _read(text, "Jack")


def test_a_thing_moved_to_a_place_is_no_deadline() -> None:
    assert not any(
        p == "deadline" for _, p, _ in _read("they moved my report to the big folder", "Jack")
    )


def test_divorce_papers_through_say_divorced() -> None:
    read = _read("The divorce papers went through in August", "Ingrid")
    assert ("Ingrid", "relationship_status", "divorced") in read


@pytest.mark.parametrize(
    ("text", "team"),
    [
        ("Don't say a word, but I was roaring for Mayo at Croke Park on Sunday.", "Mayo"),
        ("I was cheering for Mayo at Croke Park on Sunday", "Mayo"),
        ("I'm rooting for Kerry the whole way", "Kerry"),
        ("I support Brighton and Hove Albion now", "Brighton and Hove Albion"),
    ],
)
def test_a_team_cheered_for_is_its_name_alone(text: str, team: str) -> None:
    assert {o for _, p, o in _read(text, "Ciaran") if p == "supports_team"} == {team}


@pytest.mark.parametrize(
    ("text", "partner"),
    [
        ("i've been seeing this guy Marcus since july, he's a firefighter in Oakland", "Marcus"),
        ("I've been seeing this girl Ana for a month", "Ana"),
        ("seeing this guy for dinner tonight", None),  # no one named
        ("I'm seeing this guy Tom for dinner tonight", None),  # a plan
    ],
)
def test_seeing_this_guy_named(text: str, partner: str | None) -> None:
    read = {o for _, p, o in _read(text, "Jordan") if p == "partner"}
    assert read == ({partner} if partner else set())


@pytest.mark.parametrize(
    ("text", "church"),
    [
        ("we switched to Sacred Heart for Sunday mass", "Sacred Heart"),
        (
            "Padre Andrés has us at Our Lady of Guadalupe, and the coffee after mass is the best",
            "Our Lady of Guadalupe",
        ),
    ],
)
def test_a_church_by_the_mass_said_after_it(text: str, church: str) -> None:
    read = _read(text, "Lucia")
    assert ("Lucia", "place_of_worship", church) in read
    assert not any(p == "supports_team" for _, p, _ in read)  # "Sacred Heart" was a team
