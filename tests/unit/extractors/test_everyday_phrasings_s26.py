"""Things given to the speaker, a thing kept as a spare, and a person let go by someone else
(twenty-sixth session): sentences written for these tests, not taken from a change set, each
beside look-alikes that must keep their reading."""

from __future__ import annotations

import pytest

from chronofact.extractors.claims.sentences import split_sentences
from chronofact.graph.ingest.change_cues import ended_names
from chronofact.graph.ingest.change_plan import CurrentFact
from chronofact.graph.ingest.named_ends import named_ends
from tests.unit.change_plans import current_fact
from tests.unit.extractors.said import Said, said


def _said(text: str, speaker: str = "Mariam") -> Said:
    return said(text, speaker)


@pytest.mark.parametrize(
    ("text", "slot", "thing"),
    [
        (
            "My brother brought me a Google Pixel 8 back from his trip.",
            "uses_phone",
            "Google Pixel 8",
        ),
        ("My wife got me a Garmin Forerunner for my birthday.", "uses_device", "Garmin Forerunner"),
        ("Mum passed me her old Polo when she stopped driving.", "vehicle", "Polo"),
        ("My husband surprised me with a new iPhone 16.", "uses_phone", "iPhone 16"),
    ],
)
def test_a_thing_given_to_the_speaker_is_the_speakers(text: str, slot: str, thing: str) -> None:
    said = _said(text)
    assert ("assert", "Mariam", slot, thing) in said, said
    assert not any(s[1] != "Mariam" and s[2] == slot for s in said), said


@pytest.mark.parametrize(
    ("text", "holder", "slot", "thing"),
    [
        ("My brother bought a Pixel 8.", "Mariam's brother", "uses_phone", "Pixel 8"),
        ("My sister bought herself a Tesla.", "Mariam's sister", "vehicle", "Tesla"),
    ],
)
def test_the_givers_own_thing_stays_the_givers(
    text: str, holder: str, slot: str, thing: str
) -> None:
    assert ("assert", holder, slot, thing) in _said(text)


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("My brother brought me a Pixel, so the Redmi is just the backup now.", "Xiaomi Redmi"),
        ("The old Kindle is my spare.", "Kindle Paperwhite"),
        ("The ThinkPad is only the backup since I got the Mac.", "ThinkPad X1"),
    ],
)
def test_a_thing_kept_as_a_spare_ends(sentence: str, name: str) -> None:
    assert [e.index for e in ended_names(sentence, [name])] == [0], sentence


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("I keep a backup of the Redmi photos on my laptop.", "Xiaomi Redmi"),
        ("The Kindle has a spare charger.", "Kindle Paperwhite"),
    ],
)
def test_a_backup_said_of_something_else_ends_nothing(sentence: str, name: str) -> None:
    assert ended_names(sentence, [name]) == [], sentence


def _ended(text: str, facts: list[CurrentFact]) -> set[str]:
    ends = named_ends(text, split_sentences(text), facts, "Zanele")
    return {f"{facts[k].predicate}:{facts[k].shown}" for k in ends}


INSTRUCTOR = current_fact("Zanele", "driving_instructor", "Mr. Botha")
HUSBAND = current_fact("Zanele", "married_to", "Sipho")
JOB = current_fact("Zanele", "works_at", "Woolworths")


@pytest.mark.parametrize(
    "text",
    [
        "My mom fired Mr. Botha after he cancelled three lessons in a row.",
        "We sacked Botha in June.",
        "Dad fired Botha, so I need someone new.",
    ],
)
def test_a_person_let_go_by_anyone_ends_their_role(text: str) -> None:
    assert "driving_instructor:Mr. Botha" in _ended(text, [INSTRUCTOR, HUSBAND, JOB])


@pytest.mark.parametrize(
    "text",
    [
        "Woolworths fired Sipho in May.",  # a husband let go from work is still a husband
        "Mr. Botha fired his assistant.",  # Botha did the firing
        "My manager fired Thabo, Mr. Botha was shocked.",
    ],
)
def test_a_firing_of_someone_else_keeps_the_role(text: str) -> None:
    assert (
        _ended(text, [INSTRUCTOR, HUSBAND, JOB])
        & {
            "driving_instructor:Mr. Botha",
            "married_to:Sipho",
        }
        == set()
    )


@pytest.mark.parametrize(
    ("text", "ended"),
    [
        ("I got fired from Tesco last week.", True),
        ("I was sacked in June.", True),
        ("I have been fired.", True),
        ("I am fired up about the new project at Google.", False),
        ("My mom fired Mr. Botha after he cancelled three lessons.", False),
        ("My boss fired him on the spot.", False),
    ],
)
def test_being_fired_ends_ones_own_job_only(text: str, ended: bool) -> None:
    said = _said(text, "Ana")
    assert any(s[0] == "end" and s[1] == "Ana" and s[2] == "works_at" for s in said) is ended, said


@pytest.mark.parametrize(
    ("text", "subject", "slot", "name"),
    [
        (
            "I sing with the Harbour Lights Choir on Wednesdays.",
            "Mariam",
            "choir",
            "Harbour Lights Choir",
        ),
        (
            "I joined the Leeds Festival Chorus's second sopranos.",
            "Mariam",
            "choir",
            "Leeds Festival Chorus",
        ),
        ("I'm a bass in a small village choir.", "Mariam", "choir", "small village choir"),
        ("My uncle Jomo sings in the church choir.", "Jomo", "choir", "church choir"),
        ("We pray at the Jamia Mosque on Fridays.", "Mariam", "place_of_worship", "Jamia Mosque"),
        ("We belong to Temple Emanuel now.", "Mariam", "place_of_worship", "Temple Emanuel"),
        (
            "These days we worship at Grace Fellowship.",
            "Mariam",
            "place_of_worship",
            "Grace Fellowship",
        ),
        ("I take the rabbits to Northside Vets.", "Mariam", "vet", "Northside Vets"),
        (
            "Our cat is registered at Harbour Animal Hospital.",
            "Mariam",
            "vet",
            "Harbour Animal Hospital",
        ),
    ],
)
def test_a_place_named_by_its_kind_is_on_its_slot(
    text: str, subject: str, slot: str, name: str
) -> None:
    said = _said(text)
    assert ("assert", subject, slot, name) in said, said


@pytest.mark.parametrize(
    ("text", "slot", "name"),
    [
        ("I left the Harbour Lights Choir in May.", "choir", "Harbour Lights Choir"),
        (
            "We stopped going to St Columba's Church after the move.",
            "place_of_worship",
            "St Columba's Church",
        ),
    ],
)
def test_a_place_of_a_kind_given_up_ends(text: str, slot: str, name: str) -> None:
    assert ("end", "Mariam", slot, name) in _said(text)


@pytest.mark.parametrize(
    "text",
    [
        "I live in Temple Bar, above a pub.",
        "Esi goes to Ridge Church School.",
        "I train at Iron Temple Gym most nights.",
        "My cat Mochi's vet is Dr Lee.",
        "We walked past the cathedral and had lunch.",
        "The choir sang beautifully at the wedding.",
        "I work at St Mary's Church as the organist.",
        "I've joined a choir at church.",
    ],
)
def test_a_kind_word_in_another_place_reads_no_kind(text: str) -> None:
    said = _said(text)
    assert not any(s[2] in ("choir", "place_of_worship") for s in said), said
    assert not any(s[2] == "vet" and "Mochi" in s[3] for s in said), said


@pytest.mark.parametrize(
    ("text", "subject", "slot", "name", "action"),
    [
        ("My mobile contract is with Vodafone.", "Mariam", "mobile_carrier", "Vodafone", "assert"),
        ("I went SIM-only with Lebara in May.", "Mariam", "mobile_carrier", "Lebara", "assert"),
        ("Safaricom is my network these days.", "Mariam", "mobile_carrier", "Safaricom", "assert"),
        (
            "We get our broadband through Virgin Media.",
            "Mariam",
            "internet_provider",
            "Virgin Media",
            "assert",
        ),
        (
            "Our gas and electric is with EDF Energy.",
            "Mariam",
            "energy_supplier",
            "EDF Energy",
            "assert",
        ),
        (
            "We switched from Ovo because the bills kept going up.",
            "Mariam",
            "energy_supplier",
            "Ovo",
            "end",
        ),
        ("The house is insured with Aviva.", "Mariam", "home_insurer", "Aviva", "assert"),
        ("My sister Leah's car is with Admiral.", "Leah", "car_insurer", "Admiral", "assert"),
        (
            "Aviva gave us the cheapest quote at renewal, so we went with them.",
            "Mariam",
            "insurer",
            "Aviva",
            "assert",
        ),
        (
            "I collect my prescriptions at the Walgreens on 5th.",
            "Mariam",
            "pharmacy",
            "Walgreens",
            "assert",
        ),
    ],
)
def test_a_household_provider_is_on_its_slot(
    text: str, subject: str, slot: str, name: str, action: str
) -> None:
    said = _said(text)
    assert (action, subject, slot, name) in said, said


@pytest.mark.parametrize(
    "text",
    [
        "I work at Vodafone in the billing team.",  # a job
        "The Octopus at the aquarium was huge.",  # no words of energy
        "Verizon's shares fell again.",
        "My brother works for Aviva in Norwich.",
        "We had a big argument about the British Gas bills.",  # a mention, no change
        "Been with Vodafone for ages, network planning mostly.",  # a job, in few words
        "migs is at Globe rn, network ops, always on call lol",
        "A supervisor from MTN called about ticket 77813, it's escalated to the network team",
        "Raised a complaint with MTN, ticket number 88341, status: open",  # no ticket's network
    ],
)
def test_a_provider_named_in_passing_is_no_provider_fact(text: str) -> None:
    said = _said(text)
    providers = {"mobile_carrier", "internet_provider", "energy_supplier", "pharmacy"}
    assert not any(s[2] in providers or s[2].endswith("insurer") for s in said), said


@pytest.mark.parametrize(
    ("text", "part", "action"),
    [
        ("I sing soprano in the Bach Choir.", "soprano", "assert"),
        ("I'm a baritone in a barbershop quartet.", "baritone", "assert"),
        ("I've moved from alto to tenor, my voice dropped.", "alto", "end"),
        ("The choir is short of men so I'm officially a tenor now.", "tenor", "assert"),
        ("I joined the Avondale Singers, tenor section now.", "tenor", "assert"),
    ],
)
def test_a_singers_part_is_on_its_own_slot(text: str, part: str, action: str) -> None:
    said = _said(text)
    assert (action, "Mariam", "voice_part", part) in said, said


@pytest.mark.parametrize(
    "text",
    ["I play bass in a covers band.", "meri Alto abhi bhi chal rahi hai 12 saal baad"],
)
def test_a_parts_name_without_singing_is_no_voice_part(text: str) -> None:
    said = _said(text)
    assert not any(s[2] == "voice_part" for s in said), said


def test_a_group_named_where_only_a_choir_goes_is_the_choir() -> None:
    said = _said("My aunt Maureen sings with a barbershop group called the Harmony Belles.")
    assert ("assert", "Maureen", "choir", "Harmony Belles") in said, said
    assert not any(s[2] == "works_at" for s in said), said


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("My partner's name is Arjun.", "partner", "Arjun"),
        ("My boss's name is Helen, she's lovely.", "manager", "Helen"),
        ("I work under Krzysztof in the finance department.", "manager", "Krzysztof"),
    ],
)
def test_a_relation_said_plainly_is_the_relation(text: str, slot: str, value: str) -> None:
    said = _said(text)
    assert ("assert", "Mariam", slot, value) in said, said


@pytest.mark.parametrize(
    ("text", "slot"),
    [("I work under pressure.", "manager"), ("My dog's name is Biscuit.", "name")],
)
def test_a_look_alike_of_a_relation_said_plainly_is_not_one(text: str, slot: str) -> None:
    said = _said(text)
    assert not any(s[1] == "Mariam" and s[2] == slot for s in said), said


def test_a_religion_named_by_its_church_stays_a_religion() -> None:
    # FactConsolidation's "affiliated with the religion of": a faith, not where one worships
    said = _said("Karen Armstrong is affiliated with the religion of Church of Scotland.")
    assert ("assert", "Karen Armstrong", "religion", "Church of Scotland") in said, said
