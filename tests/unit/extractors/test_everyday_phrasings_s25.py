"""Gyms known by their chain's name and pastimes said in everyday shapes (twenty-fifth
session): sentences written for these tests, not taken from a change set, each beside
look-alikes that must keep their reading."""

from __future__ import annotations

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.gym_names import chain_name, is_gym_name
from chronofact.extractors.conversation.reader_merge import said_by
from tests.unit.extractors.said import AT, WITH, Said, said


def _said(text: str, speaker: str = "Zoe") -> Said:
    return said(text, speaker)


@pytest.mark.parametrize(
    ("value", "gym"),
    [
        ("PureGym", True),
        ("the Smart Fit on Carrera Séptima", True),
        ("Crunch on 5th Avenue", True),
        ("Basic-Fit", True),
        ("Cult.fit", True),
        ("CrossFit Leith", True),
        ("Jetts in Fitzroy", True),
        ("Profit", False),
        ("outfit", False),
        ("Crunch time", False),
        ("Google", False),
        ("the gym", False),
    ],
)
def test_a_gym_is_known_by_its_chains_name(value: str, gym: bool) -> None:
    assert is_gym_name(value) is gym


def test_a_chains_name_is_kept_without_where_it_is() -> None:
    assert chain_name("the f45 in ranelagh") == "f45"
    assert chain_name("Crunch on 5th Avenue") == "Crunch"
    assert chain_name("Acme Ltd in Leeds") == "Acme Ltd in Leeds"


@pytest.mark.parametrize(
    ("text", "action", "gym"),
    [
        ("I'm at Crunch now, the one on Mill Road.", "assert", "Crunch"),
        ("I joined PureGym last month.", "assert", "PureGym"),
        ("I'm at Virgin Active most evenings now.", "assert", "Virgin Active"),
        ("Quit Gymbox in March.", "end", "Gymbox"),
        ("Been going to Orangetheory since June.", "assert", "Orangetheory"),
        ("I'm a member of Everyone Active now.", "assert", "Everyone Active"),
        ("Switched to Basic-Fit, it's half the price.", "assert", "Basic-Fit"),
        ("I work out at F45.", "assert", "F45"),
        ("My sister left Anytime Fitness for Jetts.", "assert", "Jetts"),
    ],
)
def test_a_gym_chain_joined_left_or_gone_to_is_the_gym(text: str, action: str, gym: str) -> None:
    said = _said(text)
    subject = "Zoe's sister" if "sister" in text else "Zoe"
    assert (action, subject, "gym", gym) in said, said
    assert not any(p == "works_at" for _, _, p, _ in said), said


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I work at PureGym as a personal trainer.", "PureGym"),
        ("Got a job at Equinox on the front desk.", "Equinox"),
        ("I work for David Lloyd now, in their marketing team.", "David Lloyd"),
    ],
)
def test_a_gym_chain_worked_at_stays_the_employer(text: str, employer: str) -> None:
    said = _said(text)
    assert ("assert", "Zoe", "works_at", employer) in said, said
    assert not any(p == "gym" for _, _, p, _ in said), said


@pytest.mark.parametrize(
    ("text", "hobby"),
    [
        ("Street photography has completely taken over my free time.", "street photography"),
        ("Bouldering has eaten my weekends.", "bouldering"),
        ("Sunday mornings are padel with three friends from work.", "padel"),
        ("Thursday nights are pub quiz now.", "pub quiz"),
        ("I've moved on to cheese making.", "cheese making"),
        ("Rock climbing at the wall in Bristol is my thing.", "rock climbing"),
        ("Rock climbing is my thing.", "rock climbing"),
        ("i play pickleball every sat morning with the uncles", "pickleball"),
    ],
)
def test_a_pastime_said_in_an_everyday_shape_is_a_hobby(text: str, hobby: str) -> None:
    said = _said(text)
    assert any(
        (a, s, p) == ("assert", "Zoe", "hobby") and v.lower() == hobby for a, s, p, v in said
    ), said


@pytest.mark.parametrize(
    "text",
    [
        "Thursday nights are busy now.",
        "Sunday mornings are for family.",
        "We moved on to the next project.",
        "Moved on to better things.",
        "Lunch at the cafe in town is my thing.",
        "Mum started the renovation though.",
    ],
)
def test_look_alikes_name_no_pastime(text: str) -> None:
    said = _said(text)
    assert not any(p == "hobby" and a == "assert" for a, _, p, _ in said), said


def test_a_pastime_said_over_ends_the_ones_before() -> None:
    said = _said("Padel's done; tennis twice a week now.")
    assert ("end", "Zoe", "hobby", "None") in said, said
    assert ("assert", "Zoe", "hobby", "tennis") in said, said
    assert not any(s == "Padel" for _, s, _, _ in said), said


def test_someone_elses_new_pastime_leaves_the_speakers_own() -> None:
    said = _said("sea swimming every morning since May, I love it. my sister's moved on to padel")
    assert ("assert", "Zoe's sister", "hobby", "padel") in said, said
    assert any(s == "Zoe" and p == "hobby" and a == "assert" for a, s, p, _ in said), said


def test_a_slot_is_spoken_of_for_the_person_the_rules_claim_is_about() -> None:
    sister = _claim("Zoe's sister", "hobby", "padel")
    mine = _claim("Zoe", "hobby", "sea swimming")
    assert said_by(mine, [sister])
    assert not said_by(mine, [sister], own_only=True)
    assert said_by(mine, [_claim("Zoe", "hobby", "golf")], own_only=True)


@pytest.mark.parametrize(
    ("text", "predicate"),
    [
        ("Dad finally has a new car, a Kia Niro.", "vehicle"),
        ("Mum retired in June; she volunteers at the library now.", "occupation"),
    ],
)
def test_a_relatives_news_is_not_the_speakers(text: str, predicate: str) -> None:
    said = _said(text)
    assert not any(s == "Zoe" and p == predicate for _, s, p, _ in said), said


def _claim(subject: str, predicate: str, value: str) -> Claim:
    return Claim(
        subject=subject,
        predicate=predicate,
        object=None,
        value=value,
        polarity=True,
        valid_from=None,
        valid_to=None,
        span=(0, 1),
        statement=f"{subject} {predicate} {value}",
        confidence=0.6,
    )


@pytest.mark.parametrize(
    "text", ["My nan taught me weaving over the winter.", "my gran caught the bus"]
)
def test_a_verb_after_a_kin_word_is_no_name(text: str) -> None:
    said = _said(text)
    assert not any(p == "grandma" and v in ("Taught", "Caught") for _, _, p, v in said), said


@pytest.mark.parametrize(
    ("text", "ticket", "holder"),
    [
        ("The login bug, BUG-918, is assigned to Karan.", "BUG-918", "Karan"),
        ("Meena has taken over BUG-918, since Karan is on leave.", "BUG-918", "Meena"),
        ("Taras moved teams, so DEV-301 is with Iryna now.", "DEV-301", "Iryna"),
        ("Ticket 7781 is assigned to our support engineer, Jisoo.", "7781", "Jisoo"),
        ("Jisoo went on leave, so 7781 was reassigned to Minho.", "7781", "Minho"),
        ("OPS-44 is Marek's problem these days.", "OPS-44", "Marek"),
        ("Bug 4412 now belongs to Sven.", "4412", "Sven"),
        ("Leon passed HR-88 to Nadia.", "HR-88", "Nadia"),
        ("Gbenga picked up CS-778 on Monday.", "CS-778", "Gbenga"),
        (
            "INC-9 was taken off the network team and handed to the security team.",
            "INC-9",
            "security team",
        ),
    ],
)
def test_who_a_ticket_is_with_is_read_by_its_id(text: str, ticket: str, holder: str) -> None:
    said = _said(text)
    assert ("assert", ticket, "assigned_to", holder) in said, said
    assert not any(s == ticket and p not in ("assigned_to", "status") for _, s, p, _ in said), said


@pytest.mark.parametrize(
    "text",
    [
        "I moved INC-5 to Done.",
        "OPS-12 is not assigned to Priya anymore.",
        "I owe Sam 3000.",
        "JIRA-4471 finally moved to QA.",
        "Finally got PAY-5521 into QA, can you help me write the test notes?",
        "logged ticket VC-44218 with Vodacom, it's awaiting a technician.",
    ],
)
def test_no_holder_is_read_from_look_alikes(text: str) -> None:
    said = _said(text)
    assert not any(p == "assigned_to" and a == "assert" for a, _, p, _ in said), said


@pytest.mark.parametrize(
    ("text", "ticket", "state"),
    [
        ("IT marked SUP-220 as resolved after replacing the card.", "SUP-220", "resolved"),
        ("BUG-7731 is sitting in the backlog.", "BUG-7731", "in the backlog"),
        ("They closed OPS-77 yesterday.", "OPS-77", "closed"),
        ("We've moved PAY-12 back to in progress.", "PAY-12", "in progress"),
        ("INC-4410 stayed open until June; it's resolved now.", "INC-4410", "resolved"),
        ("INFRA-2207 \u2192 Closed \u2705 eight months of my life.", "INFRA-2207", "closed"),
        (
            "finally came through, CLM-20931 approved and the panel beater starts",
            "CLM-20931",
            "approved",
        ),
        ("virgin media emailed, #88213 marked 'resolved', wifi still drops", "#88213", "resolved"),
        ("checked the portal, #48213 says 'scheduled', still cold", "#48213", "scheduled"),
        ("took eight months but the airline settled SR-4410, cash yesterday", "SR-4410", "settled"),
        ("Finally got PAY-5521 into QA, can you help me with notes?", "PAY-5521", "qa"),
    ],
)
def test_a_tickets_state_said_by_what_was_done_to_it(text: str, ticket: str, state: str) -> None:
    said = _said(text)
    assert ("assert", ticket, "status", state) in said, said
    assert len([1 for _, s, p, _ in said if s == ticket and p == "status"]) == 1, said


def test_a_state_that_says_no_in_its_own_words_is_no_negation() -> None:
    claims = WITH.extract(Message("BUG-7731 is marked won't fix.", "Zoe", AT))
    status = [c for c in claims if c.predicate == "status"]
    assert [(c.value, c.polarity) for c in status] == [("won't fix", True)], claims


def test_no_ticket_holds_a_slot_of_a_persons_life() -> None:
    text = (
        "INC-4471 was taken off the network team and handed to the security team after they "
        "found suspicious traffic."
    )
    said = _said(text)
    assert ("assert", "INC-4471", "assigned_to", "security team") in said, said
    assert not any(s == "INC-4471" and p == "project" for _, s, p, _ in said), said


@pytest.mark.parametrize(
    ("text", "action", "slot", "service"),
    [
        ("We watch everything on Netflix.", "assert", "streaming_service", "Netflix"),
        ("We cancelled Netflix and kept only Disney+.", "end", "streaming_service", "Netflix"),
        ("We cancelled Netflix and kept only Disney+.", "assert", "streaming_service", "Disney+"),
        ("Showmax is what I pay for, for the football.", "assert", "streaming_service", "Showmax"),
        ("I only pay for HBO Max.", "assert", "streaming_service", "HBO Max"),
        ("Apple TV+ is my one subscription.", "assert", "streaming_service", "Apple TV+"),
        ("I listen to music on Spotify.", "assert", "music_streaming", "Spotify"),
        ("Our TV runs on Netflix, we dropped Hotstar.", "end", "streaming_service", "Hotstar"),
    ],
)
def test_a_streaming_service_is_read_on_its_slot(
    text: str, action: str, slot: str, service: str
) -> None:
    said = _said(text)
    assert (action, "Zoe", slot, service) in said, said
    assert not any(p in ("works_at", "supports_team", "uses_device") for _, _, p, _ in said), said


@pytest.mark.parametrize(
    "text",
    [
        "I work at Netflix in the content team.",
        "Did you see the new show on Netflix?",
        "We lost Max in the spring.",
        "Max is my boyfriend.",
    ],
)
def test_no_streaming_service_is_read_from_look_alikes(text: str) -> None:
    said = _said(text)
    assert not any(p in ("streaming_service", "music_streaming") for _, _, p, _ in said), said


def test_someone_elses_service_is_theirs() -> None:
    said = _said("My roommate Theo pays for Hulu.")
    assert ("assert", "Theo", "streaming_service", "Hulu") in said, said


@pytest.mark.parametrize(
    ("text", "action", "instrument"),
    [
        ("I gave up trumpet for the drums.", "end", "trumpet"),
        ("I gave up trumpet for the drums.", "assert", "drums"),
        ("Ukulele is my instrument these days.", "assert", "ukulele"),
        ("My evenings are sitar practice with a teacher.", "assert", "sitar"),
        ("Piano is my thing now.", "assert", "piano"),
    ],
)
def test_an_instrument_taken_up_is_read_as_one(text: str, action: str, instrument: str) -> None:
    said = _said(text)
    assert any(
        (a, s, p) == (action, "Zoe", "learning_instrument") and v.lower() == instrument
        for a, s, p, v in said
    ), said
    assert not any(p in ("works_at", "hobby") and a == "assert" for a, _, p, _ in said), said


def test_a_reason_given_up_for_is_no_new_thing() -> None:
    said = _said("gave up meat for Lent.")
    assert not any(a == "assert" and p == "diet" for a, _, p, _ in said), said


def test_a_holder_read_leaves_no_bare_assigned_state() -> None:
    """Found using the product: "Who owns BUG-4410?" led with "BUG-4410 is assigned"."""
    said = _said("Work is mad. BUG-4410 is assigned to Rafe, so not my problem.")
    assert ("assert", "BUG-4410", "assigned_to", "Rafe") in said, said
    assert not any(p == "status" for _, _, p, _ in said), said
    assert ("assert", "OPS-9", "status", "assigned") in _said("OPS-9 is assigned.")
