"""Partings said by name ("parted ways with Dr. Klein", "chucked Slimming World", "Mithu flew
away", "Dr Iyer has gone abroad"), and a value named alone ending the one fact that holds it
("Rex died o", said of a friend's dog), with the look-alikes that end nothing."""

from __future__ import annotations

import pytest

from chronofact.extractors.claims.sentences import split_sentences
from chronofact.graph.ingest.change_cues import ended_names
from chronofact.graph.ingest.change_plan import CurrentFact
from chronofact.graph.ingest.named_ends import named_ends
from tests.unit.change_plans import current_fact


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("parted ways with Dr. Klein, I see Dr. Rivera now", "Dr. Klein"),
        ("we parted ways with Monzo in March", "Monzo"),
        ("chucked Slimming World, doing the Mediterranean diet", "Slimming World"),
        ("chucked my job at Tesco in June", "Tesco"),
        ("Mithu flew away in June", "Mithu"),
        ("Kiwi has flown away, window was open", "Kiwi"),
        ("Dr Iyer has gone abroad to his son", "Iyer"),
        ("Nkechi went abroad last year", "Nkechi"),
        ("Euan is out of the picture", "Euan"),
    ],
)
def test_a_parting_ends_the_named_thing(sentence: str, name: str) -> None:
    assert [e.index for e in ended_names(sentence, [name])] == [0]


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("chucked my keys in the drawer", "keys"),
        ("might have parted ways with Monzo by then", "Monzo"),
        ("Dr Iyer is going abroad next year", "Iyer"),
    ],
)
def test_a_parting_look_alike_ends_nothing(sentence: str, name: str) -> None:
    assert ended_names(sentence, [name]) == []


def _ends(text: str, facts: list[CurrentFact], speaker: str) -> list[str]:
    spans = split_sentences(text)
    return sorted(
        f"{facts[k].subject}:{facts[k].shown}" for k in named_ends(text, spans, facts, speaker)
    )


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Rex died o, old age. Kojo got a small puppy called Bingo", ("Kojo", "has_pet", "Rex")),
        ("Biscuit passed in the spring. Tolu is heartbroken", ("Tolu", "has_pet", "Biscuit")),
        ("macleod retired, the practice is a mess", ("Morag", "doctor", "macleod")),
        ("Sunil resigned last month, big drama", ("Amit", "manager", "Sunil")),
        ("Sadly Rex died in his sleep", ("Kojo", "has_pet", "Rex")),
        ("So Dr. Iyer has gone abroad", ("Kamala", "doctor", "Dr. Iyer")),
    ],
)
def test_a_value_named_alone_ends_the_one_fact_holding_it(
    text: str, fact: tuple[str, str, str]
) -> None:
    """The sentence names no one but the value: the one stored fact holding it is ended,
    whoever's it is (not the speaker's: the speaker holds nothing on that slot)."""
    facts = [
        current_fact(fact[0], fact[1], obj=fact[2]),
        current_fact("Ama", "lives_in", obj="Accra"),
    ]
    assert _ends(text, facts, "Ama") == [f"{fact[0]}:{fact[2]}"]


def test_a_value_held_twice_or_by_the_speaker_is_not_ended_for_another() -> None:
    twice = [current_fact("Kojo", "has_pet", obj="Rex"), current_fact("Efua", "has_pet", obj="Rex")]
    assert _ends("Rex died o, old age.", twice, "Ama") == []
    mine = [current_fact("Kojo", "has_pet", obj="Rex"), current_fact("Ama", "has_pet", obj="Tom")]
    assert _ends("Rex died o, old age.", mine, "Ama") == []
    # another person named ("Patel gave Zeus to her grandson"): maybe another Zeus
    zeus = [current_fact("Kojo", "has_pet", obj="Zeus")]
    assert _ends("Patel gave Zeus to her grandson.", zeus, "Ama") == []
    assert _ends("then Mrs. Patel gave Zeus away", zeus, "Ama") == []
    # the speaker speaking of themself: their own, not a friend's
    assert (
        _ends("I quit Tesco in May", [current_fact("Kojo", "works_at", obj="Tesco")], "Ama") == []
    )


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("dr naidoo emigrated ne, so it's dr mthembu for me", "naidoo"),
        ("Emeka japa'd to Houston in June", "Emeka"),
        ("lol no Yusuf is ancient history", "Yusuf"),
        ("trent got the flick in june!!", "trent"),
        ("Gary got sacked last month", "Gary"),
        ("euan's out the picture", "Euan"),
        ("mandarin’s on hold for now", "Mandarin"),
        ("Craig's gone abroad", "Craig"),
    ],
)
def test_gone_for_good_ends_the_named_thing(sentence: str, name: str) -> None:
    """ "'s" right before a cue is "is"/"has" ("euan's out the picture"), not a possessive."""
    assert [e.index for e in ended_names(sentence, [name])] == [0]


def test_a_possessive_before_a_noun_still_ends_nothing() -> None:
    assert ended_names("Shopify's office moved", ["Shopify"]) == []
    assert ended_names("Trent's team got the sack", ["Trent"]) == []


@pytest.mark.parametrize(
    ("sentence", "name", "ends"),
    [
        ("lol no Yusuf is ancient history. fatima is with bilal these days", "Yusuf", True),
        ("Rex passed. kojo got a puppy", "Rex", True),
        ("stopped seeing Dr. Patel in May", "Dr. Patel", True),
        ("Shopify moved. its office is in Leeds now", "Shopify", True),
        ("Shopify moved its office. big news", "Shopify", False),
    ],
)
def test_a_full_stop_before_a_lower_case_word_ends_the_clause(
    sentence: str, name: str, ends: bool
) -> None:
    """Chat in lower case is one sentence to the splitter ("... history. fatima is ..."): the
    stop still ends the clause, so what follows is not the cue's object; a short form's stop
    ("Dr. Patel") ends nothing."""
    assert bool(ended_names(sentence, [name])) is ends


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("pottery's done for now, into bouldering since June", "pottery"),
        ("the keto's been shelved since may", "keto"),
        ("ryan's history, I'm with Tom now", "Ryan"),
        ("crossfit's over for me, my knees", "CrossFit"),
    ],
)
def test_a_name_s_is_or_has_before_an_ending(sentence: str, name: str) -> None:
    assert [e.index for e in ended_names(sentence, [name])] == [0]


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("Shopify's office moved to Leeds", "Shopify"),
        ("Maya's done a great job on the launch", "Maya"),
    ],
)
def test_a_name_s_before_anything_else_ends_nothing(sentence: str, name: str) -> None:
    assert ended_names(sentence, [name]) == []


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("ifeoma and obinna don scatter o", "Obinna"),
        ("I don pack commot from surulere", "Surulere"),
        ("uncle osaze don sell the bus", "danfo bus"),
        ("my guy don quit Andela last month", "Andela"),
    ],
)
def test_pidgin_s_perfect_ends_the_named_thing(sentence: str, name: str) -> None:
    assert [e.index for e in ended_names(sentence, [name])] == [0]


def test_pidgin_s_don_before_another_word_ends_nothing() -> None:
    assert ended_names("don worry, Andela is fine", ["Andela"]) == []
