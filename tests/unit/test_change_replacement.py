"""The new value a message says for a slot it ends (`graph.ingest.change_replacement`), and
change resolution writing it on the ended fact's slot (`change_plan.plan_changes`)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.graph.ingest.change_plan import CurrentFact, plan_changes
from chronofact.graph.ingest.change_replacement import find_replacement
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.time import END_OF_TIME, Period

JAN = datetime(2025, 1, 10, 10, tzinfo=UTC)
SEP = datetime(2025, 9, 15, 10, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        (
            "I don't live in Porto anymore, been in Valencia for a few months now.",
            "Porto",
            "Valencia",
        ),
        (
            "Dr. Haddad retired so I'm with Dr. Lindqvist at the same practice.",
            "Dr. Haddad",
            "Dr. Lindqvist",
        ),
        ("I stopped following Arsenal, these days I cheer for Brighton.", "Arsenal", "Brighton"),
        ("I gave up keto, I'm doing the Mediterranean diet these days.", "keto", "Mediterranean"),
        ("quit vegan lol, doing pescatarian now", "vegan", "pescatarian"),
        ("I'm no longer doing Japanese, I moved on to Korean.", "Japanese", "Korean"),
        ("I stepped down from the Atlas project; I run the Beacon project now.", "Atlas", "Beacon"),
        ("The grant deadline moved, it's June 20 now.", "March 3", "June 20"),
        ("Not with Deloitte anymore. Currently I work at Accenture.", "Deloitte", "Accenture"),
        ("Moved out of Osaka in the summer. Kyoto is home these days.", "Osaka", "Kyoto"),
        (
            "ditched the Civic, been driving a Tesla Model 3 since May",
            "Honda Civic",
            "Tesla Model 3",
        ),
        ("Cancelled Netflix, we switched over to Disney Plus.", "Netflix", "Disney Plus"),
        ("not at Zara anymore, Mango hired me in July", "Zara", "Mango"),
        (
            "They moved me off the campaign; I run the customer survey project now.",
            "Q2 marketing campaign",
            "customer survey project",
        ),
        ("left the Sharks, joined the Falcons this season", "Sharks", "Falcons"),
        ("they transferred me to Thales, same office", "Airbus", "Thales"),
        ("Quit Equinox for a climbing gym called Blocworks.", "Equinox", "Blocworks"),
        ("Closed my HSBC account and opened one with Revolut.", "HSBC", "Revolut"),
        # a lower-case value stops before "as"/"like" ("an apprenticeship as a carpenter")
        (
            "I dropped out of vet school, I'm doing an apprenticeship as a carpenter now",
            "vet school",
            "apprenticeship",
        ),
    ],
)
def test_the_replacement_said_after_the_change_is_found(text: str, old: str, new: str) -> None:
    found = find_replacement(text, old, own=True, excluded={"lena"}, observed_at=SEP)
    assert found is not None and found.value == new
    assert text[found.span[0] : found.span[1]] == new


@pytest.mark.parametrize(
    ("text", "old"),
    [
        ("I don't live in Porto anymore, I visited my friend Carla last week.", "Porto"),
        ("I left Deloitte, met Jonas for coffee today.", "Deloitte"),
        ("I quit Deloitte. My friend Dana is helping me now.", "Deloitte"),
        ("I don't live in Porto anymore, I'm in Madrid for a conference now.", "Porto"),
        ("Not at Deloitte anymore, just taking time off for now.", "Deloitte"),
        ("Gave up keto, it was too hard.", "keto"),
        ("I left Deloitte. Lena says hi!", "Deloitte"),
        ("The deadline moved, no idea when it is now.", "March 3"),
        ("Quit Deloitte, joined Maya for dinner after.", "Deloitte"),
        ("they transferred her to Thales", "Airbus"),
        ("Italian is on hold; it was too much.", "Italian with a tutor"),
    ],
)
def test_no_replacement_without_one_said(text: str, old: str) -> None:
    assert find_replacement(text, old, own=True, excluded={"lena"}, observed_at=SEP) is None


def test_a_pronoun_must_fit_whose_fact_it_is() -> None:
    someone_else = "My sister left Leeds, I'm in Manchester these days."
    assert find_replacement(someone_else, "Leeds", own=False, excluded=(), observed_at=SEP) is None
    hers = "My sister left Leeds, she's in York now."
    found = find_replacement(hers, "Leeds", own=False, excluded=(), observed_at=SEP)
    assert found is not None and found.value == "York"


def _source(text: str, speaker: str = "Lena") -> Evidence:
    return Evidence(kind="conversation", ref="m2", observed_at=SEP, text=text, speaker=speaker)


def test_change_resolution_writes_the_new_value_on_the_ended_slot() -> None:
    text = "I don't live in Porto anymore, been in Valencia since March."
    fact = CurrentFact("Lena", "lena", "lives_in", "Porto", None, JAN, END_OF_TIME)
    ops = plan_changes(_source(text), [], [fact], "conversation")
    ends = [o for o in ops if o.op == Op.RETRACT]
    news = [o for o in ops if o.op == Op.ASSERT]
    assert [(o.subject, o.predicate, o.object) for o in ends] == [("Lena", "lives_in", "Porto")]
    assert [(o.subject, o.predicate, o.object, o.polarity) for o in news] == [
        ("Lena", "lives_in", "Valencia", True)
    ]
    new = news[0]
    assert new.period.start == ends[0].period.start and new.period.end == END_OF_TIME
    assert new.evidence is not None and new.evidence.span is not None
    assert text[new.evidence.span[0] : new.evidence.span[1]] == "Valencia"
    assert new.extractor == "conversation"


def test_a_value_on_a_literal_slot_stays_a_literal() -> None:
    text = "The grant deadline moved, it's June 20 now."
    fact = CurrentFact("Tom", "tom", "deadline", None, "March 3", JAN, END_OF_TIME)
    end = Operation(Op.RETRACT, "Tom", "deadline", Period.of(SEP, None))
    ops = plan_changes(_source(text, "Tom"), [end], [fact], "conversation")
    news = [o for o in ops if o.op == Op.ASSERT]
    assert [(o.predicate, o.object, o.value) for o in news] == [("deadline", None, "June 20")]


def test_no_replacement_when_the_message_already_gives_the_slot_a_value() -> None:
    text = "I left Deloitte for Accenture, I'm with Accenture now."
    fact = CurrentFact("Lena", "lena", "works_at", "Deloitte", None, JAN, END_OF_TIME)
    own = Operation(Op.ASSERT, "Lena", "works_at", Period.of(SEP, None), object="Accenture")
    ops = plan_changes(_source(text), [own], [fact], "conversation")
    assert [o.object for o in ops if o.op == Op.ASSERT] == ["Accenture"]


def test_nothing_is_written_when_the_fact_is_not_ended() -> None:
    text = "Still in Porto, and these days I cheer for Brighton."
    fact = CurrentFact("Lena", "lena", "lives_in", "Porto", None, JAN, END_OF_TIME)
    assert plan_changes(_source(text), [], [fact], "conversation") == []


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        ("new physio: Dr. Okoro. Mensah retired", "Dr. Mensah", "Dr. Okoro"),
        ("new dentist, Mrs. Adeyemi. Lovely lady", "Dr. Mensah", "Mrs. Adeyemi"),
    ],
)
def test_a_full_stop_ends_the_named_replacement(text: str, old: str, new: str) -> None:
    found = find_replacement(text, old, own=True, excluded={"lena"}, observed_at=SEP)
    assert found is not None and found.value == new


def test_put_with_someone_names_the_replacement() -> None:
    text = "Dr. Rahman left the clinic, they've put me with Dr. Jones"
    found = find_replacement(text, "Dr. Rahman", own=True, excluded={"lena"}, observed_at=SEP)
    assert found is not None and found.value == "Dr. Jones"
    assert find_replacement(text, "Dr. Rahman", own=False, excluded=set(), observed_at=SEP) is None
