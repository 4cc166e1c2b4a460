"""More idioms of ending ("Karthik is history", "2nd October is off the table", "divorce from
Mark is final", "she emptied the KCB one", "handed back the keys to the Civic", "Emeka and I
are not together anymore"), pets gone ("Pelusa escaped"), subjects stored with a possessive
("Kirsty's"), and the look-alikes that end nothing."""

from __future__ import annotations

import pytest

from chronofact.graph.ingest.change_cues import ended_names
from chronofact.graph.ingest.named_ends import named_ends
from tests.unit.change_plans import current_fact


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("Karthik is history, I'm with Darren now", "Karthik"),
        ("mass general is history for her apparently", "Mass General"),
        ("the Peloton was history by March", "Peloton"),
        ("extension came through, 2nd October is off the table", "2nd October"),
        ("Lisbon is off the table now, we're staying put", "Lisbon"),
        ("divorce from Mark is final", "Mark"),
        ("my divorce from Tunde came through in May", "Tunde"),
        ("she emptied the KCB one", "KCB"),
        ("emptied my Barclays account and closed it", "Barclays"),
        ("handed back the keys to the Civic when the lease ended", "Honda Civic"),
        ("handed back my Golf, lease is up", "Golf"),
        ("The wedding is off, Emeka and I are not together anymore", "Emeka"),
        ("Leon and I are not together now", "Leon"),
        ("Pelusa escaped and we never found her", "Pelusa"),
        ("Rex ran away last week", "Rex"),
        ("Mochi went missing in May", "Mochi"),
        ("when I was still at Nubank nobody checked my bag", "Nubank"),
        ("when she was still with Vodafone her bills were mad", "Vodafone"),
    ],
)
def test_an_ending_idiom_ends_the_named_thing(sentence: str, name: str) -> None:
    assert [e.index for e in ended_names(sentence, [name])] == [0]


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("Art history is my favourite subject", "Art"),
        ("we are not together on this, Emeka", "Emeka"),
        ("is Karthik history? tell me", "Karthik"),
        ("might be a divorce from Mark soon, who knows", "Mark"),
        ("I never emptied the KCB one", "KCB"),
        ("haven't handed back the Golf yet", "Golf"),
        ("Lisbon is not off the table", "Lisbon"),
        ("when I was at Nubank on Tuesday nobody checked my bag", "Nubank"),
        ("The tutor's moved pottery to Saturday mornings, which kills my lie-in", "pottery"),
        ("they moved the standup to 10am from Monday", "standup"),
    ],
)
def test_a_look_alike_ends_nothing(sentence: str, name: str) -> None:
    assert ended_names(sentence, [name]) == []


def test_a_pet_gone_ends_a_pet_never_a_partner() -> None:
    facts = [
        current_fact("Nadia", "has_pet", obj="Pelusa"),
        current_fact("Nadia", "partner", obj="Leon"),
    ]
    text = "Pelusa escaped. Leon ran away with it"
    ends = named_ends(text, [(0, 15), (16, 37)], facts, "Nadia")
    assert [facts[k].shown for k in ends] == ["Pelusa"]


def test_a_subject_stored_with_a_possessive_is_mentioned_without_it() -> None:
    facts = [current_fact("Kirsty's", "vehicle", obj="wee Fiat 500")]
    text = "kirsty sold the fiat n got herself a campervan"
    ends = named_ends(text, [(0, len(text))], facts, "Isla")
    assert [facts[k].shown for k in ends] == ["wee Fiat 500"]


def test_a_value_that_has_facts_of_its_own_is_no_other_subject() -> None:
    facts = [
        current_fact("Nadia", "married_to", obj="Mark"),
        current_fact("Mark", "diet", value="smoking meats"),
    ]
    for text in ["divorce from Mark is final.", "Mark is history, long story"]:
        ends = named_ends(text, [(0, len(text))], facts, "Nadia")
        assert [facts[k].shown for k in ends] == ["Mark"], text


def test_a_message_in_lower_case_loads_its_words_as_names() -> None:
    from chronofact.graph.ingest.change_resolution import _subject_keys
    from chronofact.graph.ingest.claims_to_ops import Unit
    from chronofact.graph.models import Evidence

    for text in [
        "kirsty sold the fiat n got herself a campervan, plannin tae do the NC500",
        "chioma is married now",
    ]:
        unit = Unit(
            source=Evidence(kind="conversation", ref="m2", text=text, speaker="Isla"),
            ops=[],
            slots=frozenset(),
            claims=0,
            skipped=0,
        )
        keys = _subject_keys(unit)
        assert {"kirsty", "kirsty s"} <= keys or {"chioma", "chioma s"} <= keys, text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("morag's doctor is dr campbell, macleod retired.", "morag"),
        ("so maya's at UBC for her masters since sept", "maya"),
        ("haan she finally did it!! ananya's been at Deloitte since july", "ananya"),
        ("ciara’s fallen off the vegan wagon", "ciara"),
        ("Sorry for the wait! euan's oot the picture now", "euan"),
        ("OMG priti's moved to Pune", "priti"),
    ],
)
def test_a_name_in_lower_case_with_a_possessive_is_loaded_without_it(text: str, name: str) -> None:
    """ "morag's ..." loads Morag's facts (the words are keyed as names are: "morag s",
    then "morag"), in an all-lower-case message or a capitalised one."""
    from chronofact.graph.ingest.change_resolution import _subject_keys
    from chronofact.graph.ingest.claims_to_ops import Unit
    from chronofact.graph.models import Evidence

    unit = Unit(
        source=Evidence(kind="conversation", ref="m2", text=text, speaker="Isla"),
        ops=[],
        slots=frozenset(),
        claims=0,
        skipped=0,
    )
    assert {name, name + " s"} <= _subject_keys(unit)


def test_a_name_drawn_out_loads_the_name() -> None:
    from chronofact.graph.ingest.change_resolution import _subject_keys
    from chronofact.graph.ingest.claims_to_ops import Unit
    from chronofact.graph.models import Evidence

    for text, names in [("Beaaa is engaged!!!", {"bea"}), ("Mattt got the job", {"matt", "mat"})]:
        unit = Unit(
            source=Evidence(kind="conversation", ref="m2", text=text, speaker="Isla"),
            ops=[],
            slots=frozenset(),
            claims=0,
            skipped=0,
        )
        assert names <= _subject_keys(unit), text


@pytest.mark.parametrize(
    ("sentence", "name", "ends"),
    [
        ("haven't touched the guitar since May", "guitar", True),
        ("Tom hasn't played Fortnite in months", "Fortnite", True),
        ("havent touched the Xbox for ages lol", "Xbox", True),
        ("haven't touched the guitar yet today", "guitar", False),
        ("hasn't played chess, he was busy", "chess", False),
        ("the Planet Fitness membership is cancelled", "Planet Fitness", True),
        ("my Netflix subscription got cancelled last week", "Netflix", True),
        ("the gym membership is cancelled", "PureGym", False),
    ],
)
def test_a_lapse_ends_only_with_a_while_said(sentence: str, name: str, ends: bool) -> None:
    assert bool(ended_names(sentence, [name])) is ends


@pytest.mark.parametrize(
    ("text", "ended"),
    [
        ("rock climbing is my new obsession, pottery who?", ["pottery class"]),
        ("Spotify who?? it's all Apple Music now", ["Spotify"]),
        ("Karthik who? never heard of him 😂", ["Karthik"]),
        ("who? pottery is still my thing", []),
        ("pottery with who?", []),
        ("guess who got into pottery?", []),
    ],
)
def test_a_thing_waved_away_by_name_ends(text: str, ended: list[str]) -> None:
    from chronofact.graph.ingest.named_ends import dismissed_ends

    facts = [
        current_fact("Nadia", "hobby", obj="pottery class"),
        current_fact("Nadia", "uses_app", obj="Spotify"),
        current_fact("Nadia", "partner", obj="Karthik"),
    ]
    ends = dismissed_ends(text, [(0, len(text))], facts, "Nadia")
    assert [facts[k].shown for k in ends] == ended


@pytest.mark.parametrize(
    ("text", "ended"),
    [
        ("The wedding is off, long story 💔", ["Emeka", "engaged"]),
        ("so the engagement's off. I'm fine, honestly", ["Emeka", "engaged"]),
        ("we called off the wedding in March", ["Emeka", "engaged"]),
        ("I broke off the engagement last week", ["Emeka", "engaged"]),
        ("is the wedding off??", []),
        ("the wedding is on for June!", []),
        ("the wedding cake is off the menu, too pricey", []),
    ],
)
def test_an_engagement_said_to_end_ends(text: str, ended: list[str]) -> None:
    from chronofact.graph.ingest.named_ends import wedding_off_ends

    facts = [
        current_fact("Nadia", "engaged_to", obj="Emeka"),
        current_fact("Nadia", "relationship_status", value="engaged"),
        current_fact("Nadia", "lives_in", obj="Lagos"),
    ]
    ends = wedding_off_ends(text, [(0, len(text))], facts, "Nadia")
    assert [facts[k].shown for k in sorted(ends)] == ended


def test_an_engagement_ending_is_the_named_persons() -> None:
    from chronofact.graph.ingest.named_ends import wedding_off_ends

    facts = [
        current_fact("Nadia", "engaged_to", obj="Emeka"),
        current_fact("Ada", "engaged_to", obj="Tobi"),
    ]
    text = "Ada's wedding is off, Tobi moved to Abuja"
    ends = wedding_off_ends(text, [(0, len(text))], facts, "Nadia")
    assert [facts[k].shown for k in ends] == ["Tobi"]


@pytest.mark.parametrize(
    ("sentence", "name", "ends"),
    [
        (
            "Paying more at Crunch and I don't miss the Planet Fitness 6pm crowd",
            "Planet Fitness",
            True,
        ),
        ("honestly don't miss the Vodafone contract at all", "Vodafone", True),
        ("I do not miss the Croydon tram", "Croydon", True),
        ("don't miss your dentist appointment with Dr Rao", "Dr Rao", False),
        ("I miss Croydon a lot", "Croydon", False),
    ],
)
def test_not_missing_a_thing_leaves_it_behind(sentence: str, name: str, ends: bool) -> None:
    assert bool(ended_names(sentence, [name])) is ends
