"""A conversation is read `batch_size` messages at a time, each chunk written while the next
is read (`graph/ingest/pipeline.py`), against the real Neo4j: the writes overlap the reading,
a change in a later chunk ends a fact of an earlier one, a reused ref anywhere in the request
writes nothing, and a failure after a chunk committed names what committed and a resend
completes the rest, nothing twice.

The messages are read by test extractors that return listed claims, so these tests check the
ingest, not an extractor."""

from __future__ import annotations

import time
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta

import pytest
from neo4j import Driver

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.graph.errors import Conflict
from chronofact.graph.ingest import Message as IngestMessage
from chronofact.graph.ingest import ingest_messages
from chronofact.graph.ingest.incomplete import IngestIncomplete
from chronofact.graph.models import Context
from chronofact.graph.reads import Basis, Reader
from chronofact.graph.write import Writer

T0 = datetime(2025, 1, 10, tzinfo=UTC)
SAID = {
    "I work at Shopify.": ("works_at", "Shopify"),
    "I live in Porto.": ("lives_in", "Porto"),
}
"""The claims each text gives; other texts give none ("Not at Shopify anymore." is read by
change resolution, from the store)."""


def _claims(message: Message) -> list[Claim]:
    said = SAID.get(message.text)
    if said is None or message.speaker is None:
        return []
    predicate, obj = said
    statement = f"{message.speaker} {predicate} {obj}"
    span = (0, len(message.text))
    return [Claim(message.speaker, predicate, obj, None, True, None, None, span, statement, 0.9)]


class Listed:
    """The claims of `SAID`; `fail_on` makes `extract_many` raise on a batch holding that
    text; `wait_for` makes it wait (up to `patience` s) on a batch holding the text's key
    until `ready()` is true, and records whether it became true."""

    name = "listed"

    def __init__(self) -> None:
        self.fail_on: str | None = None
        self.batches: list[list[str]] = []

    def extract(self, message: Message) -> list[Claim]:
        return _claims(message)

    def extract_many(self, messages: Sequence[Message]) -> list[list[Claim]]:
        texts = [m.text for m in messages]
        self.batches.append(texts)
        if self.fail_on is not None and self.fail_on in texts:
            raise RuntimeError("the extractor broke")
        return [_claims(m) for m in messages]


class WaitsForTheWrite(Listed):
    """Reads its second batch only once the first batch's first message is stored (or
    gives up after `patience` seconds): that happens only when writing overlaps reading."""

    def __init__(self, driver: Driver, tenant: str, patience: float = 20.0) -> None:
        super().__init__()
        self.driver, self.tenant, self.patience = driver, tenant, patience
        self.saw_it_stored = False

    def extract_many(self, messages: Sequence[Message]) -> list[list[Claim]]:
        if self.batches:
            deadline = time.monotonic() + self.patience
            while time.monotonic() < deadline and not self.saw_it_stored:
                self.saw_it_stored = bool(_refs(self.driver, self.tenant) & {"m0"})
                time.sleep(0.05)
        return super().extract_many(messages)


def _refs(driver: Driver, tenant: str) -> set[str]:
    records, _, _ = driver.execute_query(
        "MATCH (s:Source) WHERE s.tenant = $t RETURN s.ref AS ref", t=tenant
    )
    return {r["ref"] for r in records}


def _chat(*texts: str, speaker: str = "Priya") -> list[IngestMessage]:
    return [
        IngestMessage(f"m{i}", text, T0 + timedelta(days=i), speaker)
        for i, text in enumerate(texts)
    ]


def _employers(reader: Reader, tenant: str) -> list[str]:
    now = reader.point(tenant, "default", "Priya", "works_at", Basis.resolve(None, None))
    return [f["object"]["name"] for f in now]


def test_the_next_chunk_is_read_while_the_last_is_written(
    writer: Writer, driver: Driver, tenant: str
) -> None:
    extractor = WaitsForTheWrite(driver, tenant)
    messages = _chat("I work at Shopify.", "hello", "I live in Porto.", "bye")
    result = ingest_messages(
        writer, Context(tenant=tenant), messages, batch_size=2, extractor=extractor
    )
    assert extractor.saw_it_stored  # m0 was committed before the batch (m2, m3) was read
    assert extractor.batches == [["I work at Shopify.", "hello"], ["I live in Porto.", "bye"]]
    assert result.sources_stored == 4 and len(result.txs) == 2


def test_a_change_in_a_later_chunk_ends_a_fact_of_an_earlier_one(
    writer: Writer, reader: Reader, tenant: str
) -> None:
    messages = _chat("I work at Shopify.", "Not at Shopify anymore.")
    result = ingest_messages(
        writer, Context(tenant=tenant), messages, batch_size=1, extractor=Listed()
    )
    assert result.counts["changes_resolved"] == 1
    assert _employers(reader, tenant) == []


def test_a_reused_ref_in_a_later_chunk_writes_nothing(
    writer: Writer, driver: Driver, tenant: str
) -> None:
    ctx = Context(tenant=tenant)
    ingest_messages(writer, ctx, _chat("hello", "I live in Porto."), extractor=Listed())
    before = _refs(driver, tenant)
    # m1 is sent again with another text, in the third chunk of batch_size 1
    changed = _chat("hello", "I work at Shopify.")
    extra = IngestMessage("m9", "I live in Porto.", T0 - timedelta(days=1), "Priya")
    with pytest.raises(Conflict) as refused:
        ingest_messages(writer, ctx, [extra, *changed], batch_size=1, extractor=Listed())
    assert refused.value.code == "source_conflict"
    assert _refs(driver, tenant) == before  # m9, read in the first chunk, was not written


def test_a_failure_after_a_chunk_committed_names_it_and_a_resend_completes(
    writer: Writer, reader: Reader, driver: Driver, tenant: str
) -> None:
    ctx = Context(tenant=tenant)
    messages = _chat("I work at Shopify.", "hello", "I live in Porto.", "bye")
    broken = Listed()
    broken.fail_on = "I live in Porto."
    with pytest.raises(IngestIncomplete) as stopped:
        ingest_messages(writer, ctx, messages, batch_size=2, extractor=broken)
    details = stopped.value.details
    assert details["ingest"]["committed_refs"] == ["m0", "m1"]
    assert details["ingest"]["committed_groups"] == 1 < details["ingest"]["groups"]
    assert _refs(driver, tenant) == {"m0", "m1"}
    again = ingest_messages(writer, ctx, messages, batch_size=2, extractor=Listed())
    assert again.counts["already_ingested"] == 2 and again.sources_stored == 2
    assert _refs(driver, tenant) == {"m0", "m1", "m2", "m3"}
    assert _employers(reader, tenant) == ["Shopify"]


def test_an_extractor_failing_in_the_first_chunk_writes_nothing(
    writer: Writer, driver: Driver, tenant: str
) -> None:
    broken = Listed()
    broken.fail_on = "hello"
    with pytest.raises(RuntimeError):
        ingest_messages(
            writer, Context(tenant=tenant), _chat("hello", "bye"), batch_size=2, extractor=broken
        )
    assert _refs(driver, tenant) == set()
