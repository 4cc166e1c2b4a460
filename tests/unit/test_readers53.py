"""Fifty-third session: stumbles found by using the product (a Telegram export and a family chat
ingested with the CLI, then asked over REST). A thing said with its time alone ("our pub quiz is
Wednesdays at 8 now") is on at that time; praise is no kind of person; a value is read without
how long it lasts or whom it came from; a fronted "me" before "I" is no value; a relative moved
somewhere lives there; a school is no home; a thing that "packed up" is over. My own
sentences."""

from __future__ import annotations

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.value_kind import kind_misfit
from chronofact.graph.ingest.change_cues import ended_names
from tests.unit.asserted import AT, WITH
from tests.unit.asserted import asserted as _read


@pytest.mark.parametrize(
    ("text", "when"),
    [
        ("our pub quiz is Wednesdays at 8 now", "Wednesdays at 8"),
        ("our pub quiz is on Wednesdays at 8.", "Wednesdays at 8"),
        ("The pub quiz is every Thursday now", "Thursday"),
    ],
)
def test_a_pastime_said_with_its_time_alone_is_on_at_that_time(text: str, when: str) -> None:
    read = _read(text, "Kemi")
    assert ("Kemi", "meeting_time", when) in read
    assert not any(p == "hobby" and when in v for _, p, v in read)


def test_a_pastime_said_with_more_than_its_time_is_no_meeting() -> None:
    assert not any(
        p == "meeting_time" for _, p, _ in _read("our pub quiz team is the Quizzly Bears", "Kemi")
    )


@pytest.mark.parametrize(
    "text",
    [
        "Sal is a wizard with a fade",
        "Tunde is a total legend",
        "honestly Bisi is a lifesaver",
        "Marco's a bit of a character",
    ],
)
def test_praise_is_no_kind_of_person(text: str) -> None:
    assert not any(p == "is_a" for _, p, _ in _read(text, "Kemi"))


def test_a_kind_of_person_is_still_read() -> None:
    assert ("Tunde", "occupation", "nurse") in _read("Tunde is a nurse", "Kemi")


def test_a_barber_named_and_praised_is_no_partner() -> None:
    read = _read("my barber Sal is a total legend", "Kemi")
    assert ("Kemi", "barber", "Sal") in read
    assert not any(p in ("partner", "married_to") for _, p, _ in read)


def test_a_partner_said_beside_a_haircut_is_kept() -> None:
    read = _read("got my hair cut by Priya, my wife", "Kemi")
    assert ("Kemi", "married_to", "Priya") in read


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("ugh my Redmi died, using my dad's old iPhone 8 till payday", "uses_phone", "iPhone 8"),
        ("on the Pixel 7 till Friday, then we'll see", "uses_phone", "Pixel 7"),
    ],
)
def test_a_value_said_with_how_long_it_lasts_is_read_without_it(
    text: str, slot: str, value: str
) -> None:
    """ "using my dad's old iPhone 8 till payday" had been read whole, "till payday" and all."""
    held = [v for _, p, v in _read(text, "Ravi") if p == slot]
    assert held and all(v.endswith(value) for v in held)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("bought a used Camry from a guy in Ikeja, no more bolt", "Camry"),
        ("got a Fiesta from my uncle, runs fine", "Fiesta"),
    ],
)
def test_a_thing_is_read_without_whom_it_came_from(text: str, value: str) -> None:
    assert ("Emeka", "vehicle", value) in _read(text, "Emeka")


def test_a_fronted_me_before_i_is_no_value() -> None:
    """ "me I'm still doing night shifts at LUTH" (Nigerian English) had stored the hobby
    "I'm still doing night shifts"."""
    read = _read("congrats to him! me I'm still doing night shifts at LUTH till March", "Emeka")
    assert ("Emeka", "works_at", "LUTH") in read
    assert not any(v.startswith("I") for _, p, v in read if p == "hobby")


@pytest.mark.parametrize(
    ("text", "speaker", "who", "slot", "value"),
    [
        ("we moved my mum to Abuja last week", "Ngozi", "Ngozi's mom", "lives_in", "Abuja"),
        (
            "we're moving Papa to Enugu to stay with Uncle Obi, Lagos is too much for him",
            "Ngozi",
            "Ngozi's dad",
            "lives_in",
            "Enugu",
        ),
        ("they moved Tobi to Leeds for the new role", "Kemi", "Tobi", "lives_in", "Leeds"),
    ],
)
def test_someone_moved_somewhere_lives_there(
    text: str, speaker: str, who: str, slot: str, value: str
) -> None:
    read = _read(text, speaker)
    assert (who, slot, value) in read
    assert (speaker, slot, value) not in read


def test_ones_own_move_is_still_ones_own() -> None:
    assert ("Kemi", "lives_in", "Abuja") in _read("we moved to Abuja last week", "Kemi")


@pytest.mark.parametrize(
    ("text", "who", "school"),
    [
        ("Adaeze don change school, she's now in Queens College Yaba", "Adaeze", "Queens College"),
        ("Tolu is in Kings College now", "Tolu", "Kings College"),
    ],
)
def test_a_school_one_is_in_is_no_home(text: str, who: str, school: str) -> None:
    read = _read(text, "Ngozi")
    assert any(s == who and p == "studies_at" and school in v for s, p, v in read)
    assert not any(p == "lives_in" for _, p, _ in read)


def test_a_street_named_after_a_school_is_still_a_home() -> None:
    assert kind_misfit("lives_in", "College Road") is None
    assert kind_misfit("lives_in", "Greenfield Academy") == "school"


@pytest.mark.parametrize(
    "text", ["my Corolla finally packed up", "the Corolla conked out on the M4"]
)
def test_a_thing_broken_for_good_is_ended_by_name(text: str) -> None:
    assert [e.cue for e in ended_names(text, ["Corolla"])] in (["packed up"], ["conked out"])


def test_packing_up_a_home_ends_no_home_by_name() -> None:
    assert ended_names("we packed up the Leeds flat", ["Leeds"]) == []


@pytest.mark.parametrize(
    ("text", "speaker", "who"),
    [
        (
            "Papa's new doctor is Dr Bello at Reddington, the old one retired",
            "Ngozi",
            "Ngozi's dad",
        ),
        ("Mum's new doctor is Dr Bello", "Kemi", "Kemi's mom"),
    ],
)
def test_a_relative_said_alone_before_a_role_is_the_speakers(
    text: str, speaker: str, who: str
) -> None:
    """ "Papa's new doctor is Dr Bello" had stored the doctor of someone named "Papa" beside a
    "new_doctor" of the speaker's dad."""
    read = _read(text, speaker)
    assert (who, "doctor", "Dr Bello") in read
    assert not any(s in ("Papa", "Mum") or p == "new_doctor" for s, p, _ in read)


def test_a_named_owner_before_a_role_is_still_named() -> None:
    assert ("Lily", "doctor", "Dr Harper") in _read("Lily's paediatrician is Dr Harper", "Kemi")


@pytest.mark.parametrize(
    ("text", "state"),
    [
        ("PAY-311 finally unblocked, in review now", "in review"),
        ("PAY-311 merged and closed 🎉", "closed"),
        ("PAY-311 unblocked", "unblocked"),
        ("BUG-907 got merged and deployed", "deployed"),
    ],
)
def test_a_tickets_last_state_said_holds(text: str, state: str) -> None:
    """From a work chat of mine: "PAY-311 finally unblocked, in review now" had read nothing."""
    read = _read(text, "Priya")
    assert [v for _, p, v in read if p == "status"] == [state]


@pytest.mark.parametrize(
    "text",
    [
        "fyi Mark is going on paternity leave, Hannah covers as our lead till August",
        "Hannah is covering as our lead till August",
        "Hannah took over as our lead",
    ],
)
def test_someone_covering_as_the_speakers_boss_is_the_boss(text: str) -> None:
    read = _read(text, "Lukas")
    assert ("Lukas", "manager", "Hannah") in read
    assert not any(p == "occupation" for _, p, _ in read)


def test_a_role_taken_over_by_the_speaker_is_the_role_alone() -> None:
    assert ("Lukas", "occupation", "team lead") in _read("I took over as team lead", "Lukas")


def test_an_end_said_beside_a_shift_is_the_shifts() -> None:
    """ "me I'm still doing night shifts at LUTH till March" had ended LUTH in March; the
    day shifts said later left no employer current."""
    claims = WITH.extract(Message("I'm doing night shifts at LUTH till March", "Emeka", AT))
    job = next(c for c in claims if c.predicate == "works_at")
    shift = next(c for c in claims if c.predicate == "shift")
    assert job.object == "LUTH" and job.valid_to is None
    assert shift.valid_to is not None and shift.valid_to.month == 3


def test_an_employer_said_with_its_own_end_keeps_it() -> None:
    (job,) = [
        c
        for c in WITH.extract(Message("I'm working at LUTH till March", "Emeka", AT))
        if c.predicate == "works_at"
    ]
    assert job.valid_to is not None
