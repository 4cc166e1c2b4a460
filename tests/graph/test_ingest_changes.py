"""Ingest's change resolution and previous message, end to end against the real Neo4j: a later
message whose change cue names the value of a current fact ends that fact (through the write
primitive, the message as its source), a plain mention ends nothing, a new value on a
compatible slot takes the ended one's place; a single-message request is read with the
message stored before it in its conversation.

The messages are read by `Listed`, a test extractor that returns the claims listed for each
text (and remembers what it read), so these tests check ingest, not an extractor."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from datetime import UTC, datetime
from typing import Any

import pytest
from fastapi.testclient import TestClient
from neo4j import Driver

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.registry import register_extractor, unregister_extractor
from chronofact.graph.ingest import Message as IngestMessage
from chronofact.graph.ingest import ingest_messages
from chronofact.graph.models import Context
from chronofact.graph.write import Writer
from tests.chat_over_rest import object_names

CLAIMS: dict[str, list[tuple[str, str, str]]] = {
    "I work at Shopify.": [("Priya", "works_at", "Shopify")],
    "My GP is Dr. Russo.": [("Amir", "doctor", "Dr. Russo")],
    "Dr. Russo moved away, so my physio is Dr. Chen now.": [("Amir", "physio", "Dr. Chen")],
    "Ana works at Shopify too.": [("Ana", "works_at", "Shopify")],
}


class Listed:
    """Claims listed per text (subject, predicate, object); remembers every message read."""

    name = "listed"

    def __init__(self) -> None:
        self.read: list[Message] = []

    def extract(self, message: Message) -> list[Claim]:
        self.read.append(message)
        return [
            Claim(s, p, o, None, True, None, None, (0, len(message.text)), f"{s} {p} {o}", 0.9)
            for s, p, o in CLAIMS.get(message.text, [])
        ]

    def extract_many(self, messages: Sequence[Message]) -> list[list[Claim]]:
        return [self.extract(m) for m in messages]


LISTED = Listed()
"""One instance: the REST services build an extractor once per name and keep it."""


@pytest.fixture
def listed() -> Iterator[Listed]:
    LISTED.read.clear()
    register_extractor("listed", lambda settings: LISTED)
    yield LISTED
    unregister_extractor("listed")


def _say(api: TestClient, mid: str, speaker: str, text: str, at: str, **body: Any) -> Any:
    message = {"id": mid, "speaker": speaker, "text": text, "timestamp": at}
    response = api.post("/v1/ingest", json={"messages": [message], "extractor": "listed", **body})
    assert response.status_code == 201, response.text
    return response.json()


def test_a_change_message_ends_the_fact_it_names_with_the_message_as_source(
    api: TestClient, listed: Listed, driver: Driver, tenant: str
) -> None:
    _say(api, "m1", "Priya", "I work at Shopify.", "2025-01-10T10:00:00Z")
    said = _say(api, "m2", "Priya", "Big news: I quit Shopify last month!", "2025-09-15T10:00:00Z")
    assert said["counts"]["changes_resolved"] == 1
    assert object_names(api, "Priya", "works_at") == []
    then = api.get(
        "/v1/facts",
        params={"subject": "Priya", "predicate": "works_at", "valid_at": "2025-05-01T00:00:00Z"},
    ).json()["facts"]
    assert [f["object"]["name"] for f in then] == ["Shopify"]
    assert then[0]["valid_to"].startswith("2025-08-01")  # "last month", said in September
    # the end was written in the transaction that stored the message
    records, _, _ = driver.execute_query(
        "MATCH (s:Source {ref: 'm2'})-[:RECORDED_IN]->(t:Tx) WHERE s.tenant = $tenant "
        "RETURN t.id AS tx",
        tenant=tenant,
    )
    assert [r["tx"] for r in records] == [then[0]["tx_id"]]


def test_a_plain_mention_or_a_plan_ends_nothing(api: TestClient, listed: Listed) -> None:
    _say(api, "m1", "Priya", "I work at Shopify.", "2025-01-10T10:00:00Z")
    for n, text in enumerate(
        ("Shopify's new office is nice.", "I might quit Shopify.", "Did you quit Shopify?")
    ):
        said = _say(api, f"p{n}", "Priya", text, f"2025-0{n + 2}-10T10:00:00Z")
        assert said["counts"]["changes_resolved"] == 0, text
    assert object_names(api, "Priya", "works_at") == ["Shopify"]


def test_a_new_value_on_a_compatible_slot_takes_the_ended_ones_place(
    api: TestClient, listed: Listed
) -> None:
    _say(api, "m1", "Amir", "My GP is Dr. Russo.", "2025-01-10T10:00:00Z")
    text = "Dr. Russo moved away, so my physio is Dr. Chen now."
    _say(api, "m2", "Amir", text, "2025-09-15T10:00:00Z")
    assert object_names(api, "Amir", "doctor") == ["Dr. Chen"]
    assert object_names(api, "Amir", "physio") == []
    assert object_names(api, "Amir", "doctor", valid_at="2025-05-01T00:00:00Z") == ["Dr. Russo"]


def test_only_the_subject_the_message_is_about_loses_the_value(
    api: TestClient, listed: Listed
) -> None:
    _say(api, "m1", "Priya", "I work at Shopify.", "2025-01-10T10:00:00Z")
    _say(api, "m2", "Priya", "Ana works at Shopify too.", "2025-01-11T10:00:00Z")
    _say(api, "m3", "Priya", "Ana quit Shopify in May.", "2025-09-15T10:00:00Z")
    assert object_names(api, "Ana", "works_at") == []
    assert object_names(api, "Priya", "works_at") == ["Shopify"]


def test_a_change_in_the_same_request_ends_a_fact_of_that_request(
    writer: Writer, tenant: str, listed: Listed
) -> None:
    messages = [
        IngestMessage("a", "I work at Shopify.", datetime(2025, 1, 10, tzinfo=UTC), "Priya"),
        IngestMessage("b", "Not at Shopify anymore.", datetime(2025, 9, 1, tzinfo=UTC), "Priya"),
    ]
    result = ingest_messages(writer, Context(tenant=tenant), messages, extractor=listed)
    assert result.counts["changes_resolved"] == 1
    assert len(result.txs) == 2  # the end comes after the value it ends


def test_a_single_message_request_is_read_with_the_message_before_it(
    api: TestClient, listed: Listed
) -> None:
    _say(api, "q1", "Ana", "Have you met my brother Tom?", "2025-03-01T10:00:00Z")
    _say(api, "q2", "Bo", "He just joined Globex.", "2025-03-01T10:05:00Z")
    reply = listed.read[-1]
    assert reply.text == "He just joined Globex."
    assert reply.previous is not None
    assert reply.previous.text == "Have you met my brother Tom?"
    assert reply.previous.speaker == "Ana"
    assert reply.previous.observed_at == datetime(2025, 3, 1, 10, tzinfo=UTC)


def test_the_previous_message_is_bounded_and_scoped(
    api: TestClient, listed: Listed, writer: Writer, tenant: str
) -> None:
    # another conversation (ref), another namespace, a day earlier: none of them is "before"
    _say(api, "x1", "Ana", "Other conversation.", "2025-03-01T09:59:00Z", source={"ref": "c2"})
    _say(api, "x2", "Ana", "Other namespace.", "2025-03-01T09:59:30Z", namespace="elsewhere")
    _say(api, "x3", "Ana", "Long ago.", "2025-02-27T10:00:00Z")
    _say(api, "x4", "Bo", "Hi.", "2025-03-01T10:00:00Z")
    assert listed.read[-1].previous is None
    # another tenant's message in the same namespace and time is not seen either
    other = Context(tenant=tenant + "_other")
    ingest_messages(
        writer,
        other,
        [IngestMessage("y1", "Secret.", datetime(2025, 4, 1, 9, tzinfo=UTC), "Eve")],
        extractor=listed,
    )
    _say(api, "x5", "Bo", "Anyone?", "2025-04-01T09:30:00Z")
    assert listed.read[-1].previous is None
    # and within a request the message before is the one of that request
    _say(api, "x6", "Bo", "Later.", "2025-04-01T10:00:00Z")
    assert listed.read[-1].previous is not None
    assert listed.read[-1].previous.text == "Anyone?"
