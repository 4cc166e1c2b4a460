"""An employer said in passing (`employer_said`): taken on, joining, a joining bonus, a
shift at."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.employer_said import employers_said
from chronofact.extractors.conversation.statements import named_claim

AT = datetime(2026, 3, 2, 9, tzinfo=UTC)


def _employers(text: str, speaker: str = "Rory") -> list[tuple[str, str]]:
    out = employers_said(Message(text, speaker, AT), [])
    return [(c.subject, str(c.object)) for c in out if c.predicate == "works_at"]


@pytest.mark.parametrize(
    ("text", "org"),
    [
        ("Finally packed in Kerry Group and Glanbia took me on, office is in Citywest", "Glanbia"),
        ("I'm thrilled to be joining the CVS Health pharmacy team in Columbus", "CVS Health"),
        ("I can't cover the Saturday shift at dm-drogerie markt this week", "dm-drogerie markt"),
        ("my night shift at St James's Hospital was brutal", "St James's Hospital"),
        ("Monzo hired me after three interviews last month!", "Monzo"),
        ("Officially joining Octopus Energy as a data analyst in May", "Octopus Energy"),
    ],
)
def test_the_speakers_employer(text: str, org: str) -> None:
    assert _employers(text) == [("Rory", org)]


def test_someone_elses_joining_bonus() -> None:
    assert _employers("Bilal's joining bonus from Jazz finally came through") == [("Bilal", "Jazz")]
    assert _employers("My brother's signing bonus from Infosys is in") == []  # no name said


@pytest.mark.parametrize(
    "text",
    [
        "Joining the Zoom call now",
        "I'm joining the Arsenal supporters club",
        "I'm joining Sarah for lunch at 1",
        "I'm joining Mum in Spain for Easter",
        "Should I be joining Deloitte or KPMG?",
        "Thinking about joining Monzo, the interview went well",
        "Accenture took him on in May",  # whose is for the readers that know who he is
    ],
)
def test_no_employer(text: str) -> None:
    assert _employers(text) == []


def test_a_workplace_misread_in_the_sentence_gives_way() -> None:
    text = "Finally packed in Kerry Group and Glanbia took me on"
    misread = named_claim("Rory", "works_at", "packed in Kerry Group", "assert", AT, (8, 29))
    out = employers_said(Message(text, "Rory", AT), [misread])
    assert [(c.predicate, c.object) for c in out] == [("works_at", "Glanbia")]


@pytest.mark.parametrize(
    ("text", "who", "org"),
    [
        (
            "Can you help me fill in my Stripe expenses form? It's asking for a cost centre",
            "Ciarán",
            "Stripe",
        ),
        ("Finally got my Aldi staff discount, the savings are unreal", "Ciarán", "Aldi"),
        ("Can you check if my Deloitte payslip looks right?", "Ciarán", "Deloitte"),
        (
            "Kemi can't make Mum's birthday o, MTN is sending her to Kigali for a training",
            "Kemi",
            "MTN",
        ),
        ("Mum can't come, Unilever is sending her to Accra", "Ciarán's mom", "Unilever"),
    ],
)
def test_an_employer_by_the_papers_of_work_or_by_being_sent_away(
    text: str, who: str, org: str
) -> None:
    out = employers_said(Message(text, "Ciarán", AT), [])
    assert [(c.subject, c.predicate, c.object) for c in out] == [(who, "works_at", org)]


@pytest.mark.parametrize(
    "text",
    [
        "my Tesco clubcard points finally paid for Christmas",
        "my Google email got hacked",
        "Shell posted him to Lagos last month",  # whose "him" is not said
    ],
)
def test_no_employer_in_things_of_a_brand(text: str) -> None:
    assert employers_said(Message(text, "Ciarán", AT), []) == []


def test_a_misread_of_the_organisations_words_gives_way() -> None:
    text = "Finally got my Aldi staff discount, the savings are unreal"
    misread = named_claim("Ciarán", "occupation", "Aldi staff", "assert", AT, (15, 25))
    out = employers_said(Message(text, "Ciarán", AT), [misread])
    assert [(c.predicate, c.object) for c in out] == [("works_at", "Aldi")]
