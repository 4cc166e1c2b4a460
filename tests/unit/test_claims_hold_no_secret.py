"""Whatever an extractor claims, nothing of a secret of the message is written (twelfth
session: the retrained learned reader read "sk-proj", the start of an API key, as a project, and
"Dana works on the project sk-proj" was stored). Claims written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.graph.ingest.claims_to_ops import UnitSource, text_unit

AT = datetime(2024, 1, 5, 10, tzinfo=UTC)
KEY = "sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD"


def _claim(predicate: str, obj: str | None, value: str | None, statement: str) -> Claim:
    return Claim(
        subject="Dana",
        predicate=predicate,
        object=obj,
        value=value,
        polarity=True,
        valid_from=AT,
        valid_to=None,
        span=(0, 10),
        statement=statement,
        confidence=0.6,
        action="assert",
    )


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        (
            f"Use the key {KEY} for the API.",
            _claim("project", "sk-proj", None, "Dana works on the project sk-proj"),
        ),
        (
            "My password is hunter2Secret! and that's that",
            _claim("hobby", None, "hunter2Secret", "Dana does hunter2Secret"),
        ),
    ],
)
def test_a_claim_holding_a_piece_of_a_secret_is_not_written(text: str, claim: Claim) -> None:
    unit = text_unit(
        UnitSource("m1", "conversation"), Message(text, "Dana", AT), [claim], "x", 10_000
    )
    assert unit.ops == [] and unit.skipped == 1
    assert "[REDACTED:" in unit.source.text


def test_a_claim_beside_a_secret_is_written() -> None:
    text = f"Use the key {KEY} for the API. I work at Globex."
    claim = _claim("works_at", "Globex", None, "Dana works at Globex")
    unit = text_unit(
        UnitSource("m1", "conversation"), Message(text, "Dana", AT), [claim], "x", 10_000
    )
    assert len(unit.ops) == 1 and unit.skipped == 0
