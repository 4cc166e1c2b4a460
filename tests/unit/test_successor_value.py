"""The successor tagger (`extractors.learned.successor`) and its guards
(`graph.ingest.successor_value`), on the packaged weights and the real MiniLM. Sentences written
for these tests (none is in a change set the tagger learned from), beside look-alikes that must
give nothing: someone else's change, a trip, a plan, a value in lower case for a name."""

from __future__ import annotations

from datetime import UTC, datetime

import numpy as np
import numpy.typing as npt
import pytest

from chronofact.config import get_settings
from chronofact.extractors.embeddings import embed
from chronofact.extractors.learned.successor import slot_text, successor_rows, successor_tagger
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.kindred_value import KindredFact
from chronofact.graph.ingest.successor_value import successor_values

AT = datetime(2025, 9, 15, tzinfo=UTC)


def _vectors(texts: list[str]) -> npt.NDArray[np.float32]:
    return np.asarray(embed(texts), np.float32)


def _read(speaker: str, old: str, predicate: str, text: str, ended: bool = False) -> list[str]:
    fact = KindredFact(0, name_key(speaker), speaker, old, ended, False, predicate)
    return [k.value for k in successor_values(text, speaker, AT, [fact], set(), [old], _vectors)]


def test_the_shared_product_gives_what_the_rows_give() -> None:
    """`token_chances` (the first layer's shared part taken once per message) is the network
    on the full rows of `successor_rows`."""
    tagger = successor_tagger()
    assert tagger is not None
    text = "Left Deloitte in June. The team at Siemens is lovely so far"
    olds = ["Deloitte", "Leeds"]
    old_vectors = _vectors(olds)
    slots = _vectors([slot_text("works_at"), slot_text("lives_in")])
    parts, fast = tagger.read(text, "Marisol", olds, old_vectors, slots)
    for k, old in enumerate(olds):
        slow = tagger.chances(successor_rows(parts, old, old_vectors[k], slots[k]))
        slow[parts.special > 0] = 0.0
        assert np.allclose(fast[k], slow, atol=1e-5)
    assert parts.in_old("Deloitte").sum() >= 1


def test_slot_text_is_the_slot_in_words() -> None:
    assert slot_text("works_at") == "works at"
    assert slot_text("learning_language") == "learning language"


@pytest.mark.parametrize(
    ("old", "predicate", "text", "new"),
    [
        (
            "Deloitte",
            "works_at",
            "Handed in my notice at Deloitte in June. Honestly the canteen at Siemens is so "
            "much better",
            "Siemens",
        ),
        (
            "HSBC",
            "bank",
            "closed my HSBC account, everything is on Starling these days",
            "Starling",
        ),
    ],
)
def test_the_value_after_an_ended_one(old: str, predicate: str, text: str, new: str) -> None:
    assert _read("Maria", old, predicate, text, ended=True) == [new]


@pytest.mark.parametrize(
    ("old", "predicate", "text", "new"),
    [
        (
            "Leeds",
            "lives_in",
            "Finally unpacked, my new flat in Bristol has a view of the harbour",
            "Bristol",
        ),
        (
            "Spanish",
            "learning_language",
            "my Duolingo streak for Japanese is 40 days!!",
            "Japanese",
        ),
        ("Mark", "manager", "my reviews are with Priya from now on, she's my manager", "Priya"),
        (
            "Tesla Model 3",
            "vehicle",
            "I love my new Polestar 2, so quiet on the motorway",
            "Polestar 2",
        ),
    ],
)
def test_the_new_value_said_in_passing(old: str, predicate: str, text: str, new: str) -> None:
    assert _read("Tom", old, predicate, text) == [new]


@pytest.mark.parametrize(
    ("old", "predicate", "text"),
    [
        ("Deloitte", "works_at", "my sister just got a job at Siemens, I'm still at Deloitte"),
        ("Leeds", "lives_in", "My sister just moved to Bristol, so I'll visit more"),
        ("Leeds", "lives_in", "We went to Bristol for the weekend, loved it"),
        ("Spanish", "learning_language", "my coworker started learning Japanese, I might join her"),
        ("PureGym", "gym", "my mate Dan swears by Third Space, might try it"),
        ("Tesla Model 3", "vehicle", "test drove a Polestar 2 yesterday, not sure yet"),
        ("Deloitte", "works_at", "Deloitte's Christmas party is on Friday, can't wait"),
    ],
)
def test_no_new_value_where_nothing_of_the_speakers_changed(
    old: str, predicate: str, text: str
) -> None:
    assert _read("Tom", old, predicate, text) == []


def test_a_name_is_not_followed_by_a_lower_case_word() -> None:
    text = "Handed in my notice at Deloitte. freelancing for a bit now"
    assert _read("Tom", "Deloitte", "works_at", text, ended=True) == []


def test_switched_off_with_the_setting(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CHRONOFACT_SUCCESSOR_READER", "false")
    get_settings.cache_clear()
    try:
        assert successor_tagger() is None
        text = "closed my HSBC account, everything is on Starling these days"
        assert _read("Raj", "HSBC", "bank", text, ended=True) == []
    finally:
        monkeypatch.delenv("CHRONOFACT_SUCCESSOR_READER")
        get_settings.cache_clear()
    assert successor_tagger() is not None


def test_off_on_the_int8_minilm(monkeypatch: pytest.MonkeyPatch) -> None:
    """Trained on fp32 token states only: under int8 it does not read."""
    from chronofact.extractors import embeddings

    monkeypatch.setattr(embeddings, "embed_precision", lambda: "int8")
    assert successor_tagger() is None


def test_a_value_sharing_a_word_with_the_held_one_is_new_unless_held_again() -> None:
    from chronofact.graph.ingest.successor_value import _held_again

    assert not _held_again("QA lead", "junior QA tester", set())
    assert not _held_again("Fitness First", "Anytime Fitness", set())
    assert not _held_again("The Gym Group", "PureGym", set())
    assert _held_again("Tesco Express", "Tesco", set())  # the same shop's other name
    assert _held_again("Leeds", "Leeds", set())
    assert _held_again("the gym", "PureGym", set())  # no word names a thing alone
    assert _held_again("Leeds", "Yorkshire", {"leeds"})  # held now on another slot
    assert not _held_again("Ford Ranger", "Ford Focus", set(), "vehicle")  # a new model
    assert not _held_again("iPhone 15", "iPhone 12", set(), "uses_phone")
    assert _held_again("Focus", "Ford Focus", set(), "vehicle")


@pytest.mark.parametrize(
    ("old", "predicate", "text", "new"),
    [
        ("30 May", "deadline", "Can we plan my writing weeks backwards from the 12 December "
         "hand-in? I keep losing track.", "12 December"),
        ("KNUST", "studies_at", "Looking for cheap student housing close to the University of "
         "Leicester for my master's, where should I start?", "University of Leicester"),
    ],
)  # fmt: skip
def test_a_time_for_a_time_slot_and_a_name_after_of_are_read_whole(
    old: str, predicate: str, text: str, new: str
) -> None:
    assert _read("Yusuf", old, predicate, text) == [new]


def test_a_date_said_of_no_deadline_replaces_no_deadline() -> None:
    text = "I'm off to Lisbon on 12 December with the kids, can't wait to finally switch off."
    assert _read("Yusuf", "30 May", "deadline", text) == []


def test_a_request_says_the_value_it_asks_about_as_held() -> None:
    from chronofact.extractors.conversation.mood import said_as_fact

    for text, value in [
        ("What should I wear to my first seminar at LSE next week?", "LSE"),
        ("Reckon you could draft a status update for the playground upgrade I'm running?",
         "playground upgrade"),
        ("Could you walk me through the overdraft on my Tangerine account?", "Tangerine"),
    ]:  # fmt: skip
        at = text.index(value)
        assert said_as_fact(text, at, at + len(value), requests=True), text
    for text, value in [
        ("should I move to Leeds?", "Leeds"),
        ("I might join Tangerine next year", "Tangerine"),
    ]:
        at = text.index(value)
        assert not said_as_fact(text, at, at + len(value), requests=True), text


def test_of_the_runs_the_tagger_reads_the_one_of_the_held_values_kind_is_taken() -> None:
    """The surest run is a place ("Lavington"); the pet held makes "tortoises" the new one."""
    text = "Which vet in Lavington is good with tortoises? Kobe, my tortoise, hasn't eaten."
    assert _read("Wanjiru", "parrot", "has_pet", text) == ["tortoises"]
