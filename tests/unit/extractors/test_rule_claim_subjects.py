"""A rule claim whose subject is a clause ("Yaw and Abena are engaged, wedding",
"Nicole's dad Frank has been with TD for") is no person's fact: the conversation extractor
does not adopt it (it held the old value as a current fact after a change). Titles stay.
Sentences written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.rule_claims import _a_clause

AT = datetime(2025, 1, 10, 10, tzinfo=UTC)
EXTRACTOR = ConversationExtractor()


@pytest.mark.parametrize(
    "subject",
    [
        "Yaw and Abena are engaged, wedding",
        "Nicole's dad Frank has been with TD for",
        "my brother was at Infosys and",
        "Tunde, my cousin",
    ],
)
def test_a_clause_is_no_subject(subject: str) -> None:
    assert _a_clause(subject)


@pytest.mark.parametrize("subject", ["What Is Love", "Yaw", "Nicole's dad", "Dr Mehta"])
def test_a_name_or_a_title_is(subject: str) -> None:
    assert not _a_clause(subject)


@pytest.mark.parametrize(
    "text",
    [
        "Yaw and Abena are engaged, wedding is planned for December so save the date",
        "my dad Frank has been with TD for like 40 years, they know him by name",
    ],
)
def test_no_claim_has_a_clause_for_subject(text: str) -> None:
    claims = EXTRACTOR.extract(Message(text, "Nicole", AT))
    assert not any(_a_clause(c.subject) for c in claims), claims
