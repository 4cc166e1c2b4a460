"""Kindred replacement's pure part (`graph/ingest/kindred_value.py`): which runs of a message
are candidates for whose fact, and which pair wins. Vectors come from a small table of
hand-made unit vectors (kinds as axes), so the choice rules are tested apart from MiniLM."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime

import numpy as np
import numpy.typing as npt
import pytest

from chronofact.extractors.claims.sentences import split_sentences
from chronofact.graph.ingest.kindred_value import (
    MIN_KINDRED,
    Kindred,
    KindredFact,
    SlotFit,
    _candidates,
    _verb_like,
    held_as,
    kindred_values,
)

AT = datetime(2025, 9, 15, tzinfo=UTC)
KIAN = KindredFact(0, "kian", "Kian", "Airbus", ended=False)
SPEAKER_HOME = KindredFact(1, "priya", "Priya", "Berlin", ended=False)
_AXES = {"company": 0, "city": 1, "thing": 2}
_KIND = {
    "Airbus": "company",
    "Dassault": "company",
    "Boeing": "company",
    "Berlin": "city",
    "Lisbon": "city",
    "Toulouse": "city",
}


def _vectors(texts: list[str]) -> npt.NDArray[np.float32]:
    rows = np.zeros((len(texts), len(_AXES)), dtype=np.float32)
    for i, text in enumerate(texts):
        rows[i, _AXES[_KIND.get(text, "thing")]] = 1.0
    return rows


def _any_slot(clause: str, index: int) -> bool:
    return True


def _kindred(
    text: str,
    facts: Sequence[KindredFact] = (KIAN,),
    people: set[str] | None = None,
    fits: SlotFit = _any_slot,
    held: Sequence[str] = (),
) -> list[Kindred]:
    """`kindred_values` of `text` said by Priya, with the table's vectors."""
    known = {"kian", "priya"} if people is None else people
    return kindred_values(
        text, split_sentences(text), facts, "priya", AT, known, _vectors, fits, held
    )


def _texts(text: str, facts: list[KindredFact], speaker: str = "priya") -> list[str]:
    people = {f.subject_key for f in facts} | {speaker}
    found = _candidates(text, split_sentences(text), facts, speaker, AT, people)
    return [c.text for c in found]


def test_a_clause_naming_the_subject_gives_its_runs_and_not_what_was_left() -> None:
    text = "Kian got fed up with Airbus and jumped ship to Dassault."
    assert "Dassault" in _texts(text, [KIAN])
    assert "Kian" not in _texts(text, [KIAN])


@pytest.mark.parametrize(
    "text",
    [
        "Kian left Boeing.",  # no shift word but "left": Boeing was left behind
        "Kian quit Boeing.",
        "Kian ran into Boeing people at the fair, lovely now.",
    ],
)
def test_a_thing_left_or_met_is_no_candidate(text: str) -> None:
    assert "Boeing" not in _texts(text, [KIAN])


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("I go to Virgin Active in Braamfontein most mornings now.", "Braamfontein"),
        ("Kian is at Dassault near Toulouse now.", "Toulouse"),
        ("These days I swim at Frognerbadet by Majorstuen.", "Majorstuen"),
    ],
)
def test_where_a_named_thing_is_is_no_candidate(text: str, where: str) -> None:
    assert where not in _texts(text, [KIAN])
    assert "Atlanta" in _texts("Kian is living in Atlanta these days.", [KIAN])


def test_times_are_no_candidates() -> None:
    assert _texts("Kian is at Dassault now, since March.", [KIAN]) == ["Dassault"]


@pytest.mark.parametrize(
    "text",
    [
        "Kian might move to Dassault now.",
        "Is Kian at Dassault now?",
        "Kian is in Lisbon now for a conference.",
        "Kian's new boss is at Dassault now.",
        "My friend switched to Dassault.",
        "Dassault's new office is nice now.",
    ],
)
def test_plans_questions_trips_and_other_peoples_clauses_give_nothing(text: str) -> None:
    assert _texts(text, [KIAN, SPEAKER_HOME]) == []


def test_a_clause_without_a_subject_of_its_own_is_the_speakers_when_it_opens_with_a_verb() -> None:
    assert _texts("Moved to Lisbon in May, loving it.", [SPEAKER_HOME]) == ["Lisbon"]


def test_an_answer_word_before_the_clause_leaves_the_speaker_speaking() -> None:
    assert _texts("nope, switched to Lisbon in May", [SPEAKER_HOME]) == ["Lisbon"]
    assert _texts("haha yeah, moved to Lisbon now", [SPEAKER_HOME]) == ["Lisbon"]
    # a clause that names a thing is still about that thing
    assert _texts("nope, Berlin's rents moved up again", [SPEAKER_HOME]) == []


@pytest.mark.parametrize(
    "text",
    [
        "Appa has finally retired!! he's spending all his time in Lisbon now",
        "she's in Lisbon now, lucky her",
        "you're in Lisbon now?? since when",
    ],
)
def test_a_pronoun_of_no_one_named_is_not_the_speaker(text: str) -> None:
    """Forty-fifth session (a chat ingested with the CLI): "he's spending all his time in the
    garden now" after Appa retired gave the speaker the diet "garden"."""
    assert _texts(text, [SPEAKER_HOME]) == []


def test_a_pronoun_is_the_person_named_before() -> None:
    text = "Saw Kian yesterday. He's at Dassault these days."
    assert _texts(text, [KIAN]) == ["Dassault"]


def test_the_nearest_kind_wins_and_a_thing_of_another_kind_does_not() -> None:
    text = "Kian moved on from Toulouse, he is at Dassault now."
    found = _kindred(text)
    assert [(k.index, k.value) for k in found] == [(0, "Dassault")]
    assert found[0].similarity >= MIN_KINDRED
    unlike = "Kian is into pottery now."
    assert _kindred(unlike) == []


def test_a_value_already_held_is_not_new() -> None:
    text = "Kian is with Boeing now."
    assert _kindred(text, held=["Boeing"]) == []


def test_a_clause_about_another_slot_replaces_nothing() -> None:
    text = "Kian is at Dassault now."
    assert _kindred(text, people={"kian"}, fits=lambda c, i: False) == []
    assert _kindred(text, people={"kian"})


@pytest.mark.parametrize(
    ("run", "old", "states", "verb_like"),
    [
        ("doing", "motivated", False, True),
        ("posted", "track", False, True),
        ("take", "Airbus", False, True),
        ("Dassault", "Airbus", False, False),
        ("resolved", "on hold", True, False),
        ("resolved", "on hold", False, True),
        ("bouldering", "knitting", False, False),
        ("parrot", "cat", False, False),
    ],
)
def test_an_action_is_no_value(run: str, old: str, states: bool, verb_like: bool) -> None:
    assert _verb_like(run, old, states) is verb_like


def test_a_clause_says_one_change() -> None:
    home = KindredFact(1, "kian", "Kian", "Berlin", ended=False)
    text = "Kian is at Dassault in Lisbon now."
    assert len(_kindred(text, [KIAN, home], people={"kian"})) == 1


def test_the_subjects_own_name_with_a_possessive_is_no_candidate() -> None:
    assert "Kian's" not in _texts("Kian's moved on, he is at Dassault now.", [KIAN])


def test_since_a_time_says_a_new_state_and_since_we_talked_does_not() -> None:
    assert _texts("Kian is at Dassault since the summer.", [KIAN]) == ["Dassault"]
    assert _texts("So much since we talked, Kian is at Dassault.", [KIAN]) == []


def test_a_clause_opening_verb_is_no_name() -> None:
    """ "Updated my MacBook Air to the new macOS" had put a laptop "Updated" (thirty-fourth
    session); the name after such a verb stays a candidate."""
    laptop = KindredFact(0, "priya", "Priya", "MacBook Air", ended=False)
    assert "Updated" not in _texts("Updated my MacBook Air to the new macOS.", [laptop])
    assert "MacBook Pro" in _texts("Upgraded to a MacBook Pro now.", [laptop])


def test_a_part_of_the_thing_is_no_new_thing() -> None:
    """ "Upgraded my laptop to 32GB of RAM": RAM is of a kind a laptop slot never holds."""
    laptop = KindredFact(0, "priya", "Priya", "MacBook Air", False, predicate="uses_laptop")
    assert _kindred("Upgraded my laptop to 32GB of RAM now.", [laptop]) == []


@pytest.mark.parametrize(
    ("predicate", "text", "name", "held"),
    [
        ("bank", "a standing order in the Monzo app", "Monzo", True),
        ("bank", "set up PayID on my Macquarie account?", "Macquarie", True),
        ("lives_in", "a group chat for the Leeds flat", "Leeds", True),
        ("works_at", "his commute to the KPMG office", "KPMG", True),
        ("uses_laptop", "what's wrong with her MacBook", "MacBook", True),
        ("lives_in", "had a great time in Lisbon", "Lisbon", False),
        ("lives_in", "my Leeds mates are visiting", "Leeds", False),
        ("works_at", "any tips for my Google interview", "Google", False),
        ("supports_team", "watching the Arsenal game tonight", "Arsenal", False),
        ("partner", "dinner with Tom at the Leeds flat", "Tom", False),
    ],
)
def test_a_name_in_passing_is_held_when_said_as_someones_or_beside_a_word_of_its_slot(
    predicate: str, text: str, name: str, held: bool
) -> None:
    start = text.index(name)
    assert held_as(predicate, text, (start, start + len(name))) is held
