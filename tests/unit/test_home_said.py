"""Someone else's held home replaced by a place said right beside them (`home_said`). Sentences
written for these tests; each look-alike that must leave the home alone has its own case."""

from __future__ import annotations

import pytest

from chronofact.extractors.claims.sentences import split_sentences
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.home_said import homes_said
from chronofact.graph.ingest.kindred_value import KindredFact


def _read(text: str, subject: str, held: str, speaker: str = "Ama") -> list[str]:
    fact = KindredFact(0, name_key(subject), subject, held, False, False, "lives_in")
    spans = list(split_sentences(text))
    return [k.value for k in homes_said(text, spans, [fact], name_key(speaker))]


@pytest.mark.parametrize(
    ("text", "subject", "held", "new"),
    [
        ("What's the cheapest way to send a parcel to my brother Kojo in Tamale?", "Kojo",
         "Kumasi", "Tamale"),
        ("Can you help me plan a road trip to visit Dad in Hervey Bay?", "Ama's dad",
         "Toowoomba", "Hervey Bay"),
        ("bro's apartment in denver has a mountain view, im crashing there all winter",
         "Ama's brother", "austin", "denver"),
        ("Chuka don japa oh, TotalEnergies posted him to Aberdeen in August.", "Chuka",
         "Port Harcourt", "Aberdeen"),
        ("Stuart sent pics of the view from his balcony in Perth, Australia. Jammy git.",
         "Stuart", "Leith", "Perth, Australia"),
        # forty-fifth session: the parents held, said as a mother and father or "folks"
        ("mum and dad's bungalow in Whitby has a sea view from the kitchen", "Ama's parents",
         "Leeds", "Whitby"),
        ("my folks' flat in Kumasi is finally finished", "Ama's parents", "Accra", "Kumasi"),
    ],
)  # fmt: skip
def test_a_place_beside_the_person_replaces_their_home(
    text: str, subject: str, held: str, new: str
) -> None:
    assert _read(text, subject, held) == [new]


@pytest.mark.parametrize(
    ("text", "subject", "held"),
    [
        # the home held
        ("Sending a parcel to Kojo in Kumasi tomorrow.", "Kojo", "Kumasi"),
        # a trip, not a home
        ("Kojo in Accra for a conference this week, back Friday.", "Kojo", "Kumasi"),
        ("Dad's in Lisbon on holiday, lucky him.", "Ama's dad", "Toowoomba"),
        # a supposition
        ("If Kojo in Tamale gets the job he'll stay.", "Kojo", "Kumasi"),
        # someone else beside the place
        ("Sending a parcel to my cousin Yaw in Tamale.", "Kojo", "Kumasi"),
        # a month, not a place
        ("Kojo in March was a mess.", "Kojo", "Kumasi"),
        # lower case in a message that writes names with capitals
        ("Sending Kojo in town a parcel, Ama says hi.", "Kojo", "Kumasi"),
        # the speaker's own home is read elsewhere
        ("I'm in Tamale now.", "Ama", "Kumasi"),
    ],
)
def test_places_not_said_as_their_home_leave_it(text: str, subject: str, held: str) -> None:
    assert _read(text, subject, held) == []


def test_a_person_arriving_somewhere_for_a_stay_lives_there() -> None:
    text = "Kojo landed in Manchester for his masters and he's already complaining about the rain."
    assert _read(text, "Kojo", "Kumasi") == ["Manchester"]
    assert _read("Kojo landed in Lagos for a wedding, back Sunday.", "Kojo", "Kumasi") == []


@pytest.mark.parametrize(
    "text",
    ["My brother Kojo at Google says hi.", "We sent Kojo to Boots for plasters."],
)
def test_where_one_works_or_is_sent_on_an_errand_is_no_home(text: str) -> None:
    assert _read(text, "Kojo", "Kumasi") == []
