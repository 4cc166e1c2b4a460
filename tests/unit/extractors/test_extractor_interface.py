"""The rule extractor implements the one extractor interface and gives what the rules give."""

from __future__ import annotations

from datetime import UTC, datetime

from chronofact.extractors.base import Extractor, Message
from chronofact.extractors.claims import extract_claims
from chronofact.extractors.rules import RuleExtractor

AT = datetime(2025, 1, 10, tzinfo=UTC)


def test_rule_extractor_is_an_extractor_and_matches_the_rules() -> None:
    extractor = RuleExtractor()
    assert isinstance(extractor, Extractor)
    text = "I work at Acme. My sister Ana lives in Porto."
    claims = extractor.extract(Message(text, "Maya", AT))
    assert claims == extract_claims(text, "Maya", AT)
    assert {(c.subject, c.predicate, c.object) for c in claims} >= {("Maya", "works_at", "Acme")}
    assert all(c.action == "assert" for c in claims)
    for c in claims:
        assert 0 <= c.span[0] < c.span[1] <= len(text)


def test_extract_many_keeps_order_and_empty_messages_give_nothing() -> None:
    messages = [Message("", "Maya", AT), Message("I live in Lisbon.", "Maya", AT)]
    first, second = RuleExtractor().extract_many(messages)
    assert first == []
    assert [(c.subject, c.predicate, c.object) for c in second] == [("Maya", "lives_in", "Lisbon")]
