"""A claim the extractor gave the speaker is the one named person's when the sentence names
them before the speaker speaks of themself, they hold a value on that one-value slot and the
speaker holds none."""

from __future__ import annotations

from chronofact.graph.ingest.speaker_reaim import reaimed
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.time import END_OF_TIME, Period
from tests.unit.change_plans import SEP, current_fact


def _subject(text: str, predicate: str, obj: str, facts: list, speaker: str = "Callum") -> str:
    op = Operation(
        op=Op.ASSERT,
        subject=speaker,
        predicate=predicate,
        period=Period.of(SEP, END_OF_TIME),
        object=obj,
        statement=f"{speaker} {predicate} {obj}",
        evidence=Evidence(kind="conversation", ref="m2", span=(text.find(obj), len(text))),
    )
    (out,) = reaimed([op], facts, text, speaker)
    return out.subject


BROTHER = [
    current_fact("Callum", "brother", obj="Fraser"),
    current_fact("Fraser", "lives_in", obj="Inverness"),
]


def test_the_named_person_holds_the_value() -> None:
    assert (
        _subject(
            "Fraser's come doon to Glasgow, he's in Finnieston", "lives_in", "Glasgow", BROTHER
        )
        == "Fraser"
    )
    assert _subject("fraser is in Glasgow now", "lives_in", "Glasgow", BROTHER) == "Fraser"
    assert (
        _subject("my brother finally moved to Glasgow", "lives_in", "Glasgow", BROTHER) == "Fraser"
    )
    diet = [
        current_fact("Kiran", "brother", obj="Arun"),
        current_fact("Arun", "diet", value="vegetarian"),
    ]
    assert (
        _subject("Arun is full non-veg, ate chicken at my place", "diet", "non-veg", diet, "Kiran")
        == "Arun"
    )


def test_a_relation_word_names_the_person() -> None:
    facts = [
        current_fact("Sophie", "dad", obj="Ross"),
        current_fact("Ross", "vehicle", obj="Holden Commodore"),
    ]
    said = "dad picked me up from the airport in a RAV4 hybrid"
    assert _subject(said, "vehicle", "RAV4", facts, "Sophie") == "Ross"
    facts = [current_fact("Sophie's dad", "vehicle", obj="Holden Commodore")]
    assert _subject("Dad drives a RAV4 now", "vehicle", "RAV4", facts, "Sophie") == "Sophie's dad"


def test_the_speaker_speaking_of_themself_first_keeps_the_claim() -> None:
    assert _subject("I moved to Glasgow, near Fraser", "lives_in", "Glasgow", BROTHER) == "Callum"
    assert (
        _subject("we're in Glasgow now, Fraser visited", "lives_in", "Glasgow", BROTHER) == "Callum"
    )
    mine = [*BROTHER, current_fact("Callum", "lives_in", obj="Leith")]
    assert (
        _subject("Fraser helped with the move to Glasgow", "lives_in", "Glasgow", mine) == "Callum"
    )


def test_no_one_or_two_people_keep_the_claim() -> None:
    assert _subject("moved to Glasgow", "lives_in", "Glasgow", BROTHER) == "Callum"
    two = [*BROTHER, current_fact("Ewan", "lives_in", obj="Aberdeen")]
    assert _subject("Fraser and Ewan are in Glasgow", "lives_in", "Glasgow", two) == "Callum"
    pets = [current_fact("Jordan", "has_pet", obj="Spike")]
    assert (
        _subject("Jordan's greyhound Pickles sleeps all day", "has_pet", "Pickles", pets)
        == "Callum"
    )


def test_the_clause_opens_on_a_person_stored_here() -> None:
    """No one holds the slot, but the value's clause opens on a person the stored facts name,
    with no first-person word before the value (a message months after the one that named them:
    "ciaran" in lower case is read as no name)."""
    brother = [
        current_fact("Siobhan", "brother", obj="Ciaran"),
        current_fact("Ciaran", "studies_at", obj="Galway"),
    ]
    said = "ciaran's gone and got himself a job with Ryanair, started in july"
    assert _subject(said, "works_at", "Ryanair", brother, "Siobhan") == "Ciaran"
    named = [current_fact("Siobhan", "brother", obj="Ciaran")]  # named by the relation only
    assert _subject("so ciaran moved to Cork", "lives_in", "Cork", named, "Siobhan") == "Ciaran"
    team = [current_fact("Meera", "occupation", obj="designer")]
    said = "meera shifted to Hyderabad in may, her husband got transfer"
    assert _subject(said, "lives_in", "Hyderabad", team, "Ravi") == "Meera"
    due = [current_fact("Hollie", "deadline", value="31 October")]
    said = "ugh. hollie's deadline got pulled forward to 30 September"
    assert _subject(said, "deadline", "30 September", due, "Liam") == "Hollie"


def test_the_speaker_in_the_clause_or_two_openers_keep_the_claim() -> None:
    team = [current_fact("Meera", "occupation", obj="designer")]
    mine = "meera's in Pune and I'm in Hyderabad"
    assert _subject(mine, "lives_in", "Hyderabad", team, "Ravi") == "Ravi"
    said = "meera says hi, I moved to Hyderabad"
    assert _subject(said, "lives_in", "Hyderabad", team, "Ravi") == "Ravi"
    two = [*team, current_fact("Rohan", "occupation", obj="engineer")]
    assert _subject("meera and rohan moved to Pune", "lives_in", "Pune", two, "Ravi") == "Ravi"
    said = "work moved to Hyderabad"  # no one stored opens the clause
    assert _subject(said, "lives_in", "Hyderabad", team, "Ravi") == "Ravi"


def test_a_capitalised_opener_is_left_to_the_extractor() -> None:
    team = [current_fact("Meera", "occupation", obj="designer")]
    said = "Meera, that move to Hyderabad sounds great"
    assert _subject(said, "lives_in", "Hyderabad", team, "Ravi") == "Ravi"


def _ended_by(text: str, predicate: str, obj: str, facts: list, speaker: str = "Niamh") -> str:
    op = Operation(
        op=Op.RETRACT,
        subject=speaker,
        predicate=predicate,
        period=Period.of(SEP, END_OF_TIME),
        object=obj,
        statement=f"{speaker} no longer {predicate} {obj}",
        evidence=Evidence(kind="conversation", ref="m2", span=(0, len(text))),
    )
    (out,) = reaimed([op], facts, text, speaker)
    return out.subject


def test_an_ended_value_is_ended_for_the_one_who_holds_it() -> None:
    peggy = [current_fact("Peggy", "has_pet", obj="Shep")]
    assert _ended_by("Shep died in the summer, god rest him", "has_pet", "Shep", peggy) == "Peggy"
    car = [
        current_fact("Aman", "vehicle", obj="Swift"),
        current_fact("Rahul", "roommate", obj="Aman"),
    ]
    assert (
        _ended_by("the Swift got totalled in the floods", "vehicle", "Swift", car, "Rahul")
        == "Aman"
    )
    gym = [current_fact("Refilwe", "gym", obj="Virgin Active")]
    said = "Virgin Active got too pricey, cancelled"
    assert _ended_by(said, "gym", "Virgin Active", gym, "Tshepo") == "Refilwe"


def test_an_ended_value_the_speaker_or_two_others_hold_stays_the_speakers() -> None:
    mine = [
        current_fact("Niamh", "has_pet", obj="Shep"),
        current_fact("Peggy", "has_pet", obj="Shep"),
    ]
    assert _ended_by("Shep died in the summer", "has_pet", "Shep", mine) == "Niamh"
    two = [
        current_fact("Peggy", "has_pet", obj="Shep"),
        current_fact("Maura", "has_pet", obj="Shep"),
    ]
    assert _ended_by("Shep died in the summer", "has_pet", "Shep", two) == "Niamh"
    other = [current_fact("Peggy", "has_pet", obj="Bonnie")]
    assert _ended_by("Shep died in the summer", "has_pet", "Shep", other) == "Niamh"
    job = [current_fact("Peggy", "works_at", obj="Shep")]
    assert _ended_by("Shep died in the summer", "has_pet", "Shep", job) == "Niamh"


def test_any_stored_relation_word_names_the_person() -> None:
    coach = [
        current_fact("Callum", "coach", obj="Moira"),
        current_fact("Moira", "lives_in", obj="Perth"),
    ]
    said = "the coach has moved to Dundee for good"
    assert _subject(said, "lives_in", "Dundee", coach) == "Moira"
    # a relation that is no noun ("works_with") names no one by its word
    ties = [
        current_fact("Callum", "works_with", obj="Moira"),
        current_fact("Moira", "lives_in", obj="Perth"),
    ]
    assert _subject("works with everyone in Dundee now", "lives_in", "Dundee", ties) == "Callum"


def test_a_he_or_she_sentence_is_read_with_the_one_before() -> None:
    said = "Had a long call with my coach. She moved to Dundee in May."
    coach = [
        current_fact("Callum", "coach", obj="Moira"),
        current_fact("Moira", "lives_in", obj="Perth"),
    ]
    assert _subject(said, "lives_in", "Dundee", coach) == "Moira"
    mine = "Had a long call with my coach. I moved to Dundee in May."
    assert _subject(mine, "lives_in", "Dundee", coach) == "Callum"


def test_a_sentence_opening_on_her_or_his_is_read_with_the_one_before() -> None:
    lessons = [
        current_fact("Callum", "son", obj="Euan"),
        current_fact("Euan", "lesson_time", obj="Monday at 5"),
    ]
    said = "Euan changed swimming groups. His lesson is on Thursday at 4 now."
    assert _subject(said, "lesson_time", "Thursday at 4", lessons) == "Euan"
    alone = "His lesson is on Thursday at 4 now."
    assert _subject(alone, "lesson_time", "Thursday at 4", lessons) == "Callum"


def test_a_sentence_speaking_of_a_he_or_she_is_read_with_the_one_before() -> None:
    """ "he's been going with" inside the sentence, no "I": whom it is about was named in the
    sentence before; a sentence of the speaker's own stays the speaker's."""
    club = [current_fact("Tane", "running_club", obj="Hutt Harriers")]
    said = (
        "Tane did his first trail ultra on the weekend!! 50k with the Wellington Trail Runners "
        "lot he's been going with since winter."
    )
    assert _subject(said, "running_club", "Wellington Trail Runners", club, "Aroha") == "Tane"
    mine = (
        "Tane did his first trail ultra on the weekend!! I run with the Wellington Trail Runners "
        "now, he says it's about time."
    )
    assert _subject(mine, "running_club", "Wellington Trail Runners", club, "Aroha") == "Aroha"
