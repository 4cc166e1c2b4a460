"""A crop said in passing where it grows (`crop_said`): "Slugs got into the lettuces on my
allotment", "my chilli plants on the balcony are flowering", "helping Dad weed the cassava
patch". These were read as nothing, or as a pet ("courgettes everywhere on the plot"), a team
("rhubarb") or a manager ("choi" of "pak choi"); a crop bought, cooked, eaten, or said to
have died is none."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.crop_said import CROPS
from chronofact.extractors.embeddings import embed, embed_one
from chronofact.extractors.learned import learned_reader

AT = datetime(2025, 6, 2, 20, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed, single=embed_one, reader=learned_reader())


def _read(text: str, speaker: str = "Kemi") -> list[tuple[str, str, str]]:
    return [
        (c.subject, c.predicate, str(c.object))
        for c in WITH.extract(Message(text, speaker, AT))
        if c.action == "assert"
    ]


def _crops(text: str, speaker: str = "Kemi") -> set[tuple[str, str]]:
    return {(s, o) for s, p, o in _read(text, speaker) if p == "grows"}


@pytest.mark.parametrize(
    ("text", "grown"),
    [
        ("Slugs got into the lettuces on my allotment again, I could cry", ("Kemi", "lettuces")),
        ("the runner beans on the plot are finally climbing", ("Kemi", "runner beans")),
        ("my chilli plants on the balcony are flowering!", ("Kemi", "chilli")),
        ("dug up the first new potatoes from the allotment today", ("Kemi", "new potatoes")),
        ("my tomato plants have blight, any tips?", ("Kemi", "tomato")),
        ("courgettes everywhere on the plot, please take some", ("Kemi", "courgettes")),
        ("helping Dad weed the cassava patch on Saturday", ("Kemi's dad", "cassava")),
        ("we've got pak choi coming up in the raised beds", ("Kemi", "pak choi")),
        ("pumpkins are taking over the whole veg patch", ("Kemi", "pumpkins")),
        ("my garlic is in the ground for winter", ("Kemi", "garlic")),
        ("Planted out the peppers in the greenhouse this morning", ("Kemi", "peppers")),
        (
            "Grandad's shamba is mostly maize and beans this season",
            ("Kemi's grandpa", "maize and beans"),
        ),
        ("the chayote vine has eaten the fence again lol", ("Kemi", "chayote")),
        ("first broad beans of the year from the allotment", ("Kemi", "broad beans")),
        ("my bitter gourd seedlings finally sprouted", ("Kemi", "bitter gourd")),
        (
            "Going to Mummy's Saturday to help her dig the yam hills, she insists on yam",
            ("Kemi's mom", "yam"),
        ),
        ("swapped the spuds for squash this year, much less digging", ("Kemi", "squash")),
        (
            "Nan's switched her veg patch over to herbs, mostly basil and mint",
            ("Kemi's grandma", "basil and mint"),
        ),
        ("we've moved on to growing asparagus, it takes three years lol", ("Kemi", "asparagus")),
        ("I'm doing sweetcorn on the allotment this season", ("Kemi", "sweetcorn")),
    ],
)
def test_a_crop_said_where_it_grows_is_grown(text: str, grown: tuple[str, str]) -> None:
    assert _crops(text) == {grown}


@pytest.mark.parametrize(
    "text",
    [
        "bought tomatoes and basil at the market for dinner",
        "my dog Pepper dug up the whole garden",
        "Olive's garden party is on Sunday",
        "I grew up eating cassava and yam in Enugu",
        "made a huge pot of pumpkin soup, the garden is covered in leaves",
        "we had coffee in the garden with Mum",
        "playing squash at the leisure centre tonight",
        "Apple announced a new phone and I'm working from the terrace",
        "the potatoes at Tesco were £2 a kilo, daylight robbery",
        "I used to grow tomatoes on the balcony but the pigeons won",
        "my sister ate all the strawberries from the fridge",
        "we're having a bbq in the garden with corn and burgers",
        "the coriander on my windowsill died again",
        "My PhD project is on drought tolerance in olive trees.",
    ],
)
def test_a_crop_bought_eaten_named_or_dead_is_not_grown(text: str) -> None:
    assert _crops(text) == set()


@pytest.mark.parametrize(
    ("text", "misread"),
    [
        ("courgettes everywhere on the plot, please take some", "has_pet"),
        ("we've got pak choi coming up in the raised beds", "manager"),
        ("the runner beans on the plot are finally climbing", "hobby"),
        ("the coriander on my windowsill died again", "has_pet"),
    ],
)
def test_a_crop_misread_on_another_slot_gives_way(text: str, misread: str) -> None:
    assert not [r for r in _read(text) if r[1] == misread]


def test_a_name_keeps_its_pet() -> None:
    assert ("Kemi", "has_pet", "Pepper") in _read("my dog Pepper dug up the whole garden")


def test_the_lexicon_holds_both_numbers() -> None:
    assert {"tomato", "tomatoes", "curry leaf", "curry leaves", "leek", "leeks"} <= CROPS
    assert "bay" not in CROPS  # a parking bay


def test_a_pastime_beside_a_crop_stays() -> None:
    read = _read("gardening is my therapy, the allotment is all leeks this winter")
    assert ("Kemi", "hobby", "gardening") in read
    assert ("Kemi", "grows", "leeks") in read
