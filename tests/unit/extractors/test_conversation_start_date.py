"""A new job's start said beside it dates the new employer and is no deadline or meeting
(`conversation.start_date`), as the service reads chat (rules, MiniLM and the learned reader).
Found in a real chat ingested with the CLI (fourteenth session): "got an offer from Flipkart,
joining june 2nd" gave only a meeting on June 2nd. Sentences written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.start_date import dated_start
from chronofact.extractors.embeddings import embed, embed_one
from chronofact.extractors.learned import learned_reader

AT = datetime(2025, 5, 22, 21, tzinfo=UTC)
EXTRACTOR = ConversationExtractor(embedder=embed, single=embed_one, reader=learned_reader())


def _claims(text: str) -> list[Claim]:
    return [c for c in EXTRACTOR.extract(Message(text, "Dev", AT)) if c.polarity]


@pytest.mark.parametrize(
    ("text", "org", "start"),
    [
        ("got an offer from Flipkart, joining june 2nd", "Flipkart", datetime(2025, 6, 2)),
        ("accepted the Flipkart offer! start date is june 2", "Flipkart", datetime(2025, 6, 2)),
        ("accepted an offer at Swiggy, I start in july", "Swiggy", datetime(2025, 7, 1)),
        ("the Zepto job starts in august, so I'm off after july", "Zepto", datetime(2025, 8, 1)),
    ],
)
def test_a_start_said_beside_a_new_job_dates_it(text: str, org: str, start: datetime) -> None:
    claims = _claims(text)
    jobs = [c for c in claims if c.predicate == "works_at" and c.object == org]
    assert jobs, claims
    assert all(c.valid_from == start.replace(tzinfo=UTC) for c in jobs)
    assert not [c for c in claims if c.predicate in ("deadline", "meeting_time")], claims


@pytest.mark.parametrize(
    "text",
    [
        "I work at Tesco, class starts at 9am",
        "still working at Tesco. I start uni in september",
        "my thesis deadline is june 2",
    ],
)
def test_no_start_of_a_job_changes_nothing(text: str) -> None:
    message = Message(text, "Dev", AT)
    claims = EXTRACTOR.extract(message)
    assert dated_start(message, claims) == claims
    assert all(c.valid_from in (None, AT) for c in claims if c.predicate == "works_at")
