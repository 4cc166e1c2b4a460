"""Text ingest (`POST /v1/ingest`, `chronofact ingest`, `chronofact.graph.ingest`) against the
real Neo4j: sources and spans, first person, relative dates, updates and negation, secrets,
all-or-nothing validation, idempotent re-sends, documents, tombstones, the CLI."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from neo4j import Driver
from typer.testing import CliRunner

from chronofact.api.cli import app as cli_app
from chronofact.extractors.secrets import redact
from chronofact.graph.errors import ChronofactError
from chronofact.graph.ingest import (
    Message,
    SourceRef,
    document_chunks,
    ingest_document,
    ingest_messages,
    redact_with_offsets,
)
from chronofact.graph.models import Context
from chronofact.graph.reads import Basis, Reader
from chronofact.graph.time import MICROSECOND, iso, parse_instant
from chronofact.graph.write import Writer

PASSWORD = "hunter2Secret!"
OPENAI_KEY = "sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD"
CARD = "4111 1111 1111 1111"


def _msg(mid: str, speaker: str | None, text: str, ts: str) -> dict[str, Any]:
    body: dict[str, Any] = {"id": mid, "text": text, "timestamp": ts}
    if speaker is not None:
        body["speaker"] = speaker
    return body


def _ingest(api: TestClient, status: int = 201, **body: Any) -> Any:
    response = api.post("/v1/ingest", json=body)
    assert response.status_code == status, response.text
    return response.json()


def _sources(driver: Driver, tenant: str) -> dict[str, dict[str, Any]]:
    records, _, _ = driver.execute_query(
        "MATCH (s:Source) WHERE s.tenant = $t RETURN s {.*} AS s", t=tenant
    )
    return {r["s"]["ref"]: r["s"] for r in records}


def _node_count(driver: Driver, tenant: str) -> int:
    records, _, _ = driver.execute_query(
        "MATCH (n) WHERE n.tenant = $t RETURN count(n) AS n", t=tenant
    )
    return int(records[0]["n"])


def _current(api: TestClient, subject: str, predicate: str, **params: str) -> list[Any]:
    response = api.get("/v1/facts", params={"subject": subject, "predicate": predicate, **params})
    assert response.status_code == 200, response.text
    facts: list[Any] = response.json()["facts"]
    return facts


def _shown(fact: dict[str, Any]) -> Any:
    return fact["object"]["name"] if "object" in fact else fact["value"]


# ---- conversations ---------------------------------------------------------------------------
def test_conversation_facts_have_sources_first_person_and_relative_dates(
    api: TestClient, driver: Driver, tenant: str
) -> None:
    body = _ingest(
        api,
        messages=[
            _msg("D1:1", "Caroline", "I moved to Berlin last May.", "2023-08-10T13:56:00Z"),
            _msg("D1:2", "Melanie", "Oh wow, how do you like it there?", "2023-08-10T13:57:00Z"),
            _msg("D1:3", "Melanie", "Haha, nice.", "2023-08-10T13:58:00+02:00"),
            _msg("D1:4", "Melanie", "I work at Globex these days.", "2023-08-10T14:00:00Z"),
        ],
        source={"kind": "conversation", "ref": "conv-26"},
    )
    assert set(body) >= {"tx", "txs", "facts", "blocked", "sources", "contradictions"}
    assert body["sources"] == 4 and body["blocked"] == [] and body["contradictions"] == []
    assert body["tx"] == body["txs"][-1]
    by_predicate = {f["predicate"]: f for f in body["facts"]}
    lives = by_predicate["lives_in"]
    assert lives["subject"]["name"] == "Caroline" and lives["object"]["name"] == "Berlin"
    # "last May" said on 2023-08-10 is May 2023; moving is an onset: valid from then on
    assert lives["valid_from"] == "2023-05-01T00:00:00.000000Z" and lives["valid_to"] is None
    assert lives["trust"] == "candidate"
    assert lives["sources"] == [
        {
            "kind": "conversation",
            "ref": "D1:1",
            "observed_at": "2023-08-10T13:56:00.000000Z",
            "span": [0, 27],
        }
    ]
    works = by_predicate["works_at"]
    assert works["subject"]["name"] == "Melanie" and works["object"]["name"] == "Globex"
    # no time in the text: valid from when it was said
    assert works["valid_from"] == "2023-08-10T14:00:00.000000Z"
    assert works["sources"][0]["ref"] == "D1:4"
    # every message is kept, including those nothing was extracted from
    stored = _sources(driver, tenant)
    assert set(stored) == {"D1:1", "D1:2", "D1:3", "D1:4"}
    assert stored["D1:2"]["text"] == "Oh wow, how do you like it there?"
    assert stored["D1:2"]["speaker"] == "Melanie" and stored["D1:2"]["kind"] == "conversation"
    observed = stored["D1:3"]["observed_at"].to_native()
    assert observed == datetime(2023, 8, 10, 11, 58, tzinfo=UTC)
    span = lives["sources"][0]["span"]
    assert stored["D1:1"]["text"][span[0] : span[1]] == "I moved to Berlin last May."
    # the audit record says why
    records, _, _ = driver.execute_query(
        "MATCH (t:Tx {id: $id}) RETURN t.reason AS reason", id=body["tx"]["id"]
    )
    assert records[0]["reason"] == "ingest conversation conv-26"


def test_later_message_updates_and_the_old_value_stays_reachable(
    api: TestClient, tenant: str
) -> None:
    body = _ingest(
        api,
        messages=[  # out of order on purpose: timestamp order decides
            _msg("m2", "Caroline", "I live in Paris now.", "2024-02-01T09:00:00Z"),
            _msg("m1", "Caroline", "I live in Berlin.", "2023-06-01T09:00:00Z"),
        ],
        source={"kind": "conversation", "ref": "c1"},
    )
    # the update gets its own transaction, after the value it replaces
    assert len(body["txs"]) == 2
    now = _current(api, "Caroline", "lives_in")
    assert [_shown(f) for f in now] == ["Paris"]
    paris = now[0]
    assert paris["valid_from"] == "2024-02-01T09:00:00.000000Z"
    # Q2: earlier valid time, as best we know today -> Berlin
    assert [
        _shown(f) for f in _current(api, "Caroline", "lives_in", valid_at="2023-09-01T00:00:00Z")
    ] == ["Berlin"]
    # Q3: what did we believe just before the update was learned -> Berlin
    before = iso(parse_instant(paris["learned_at"]) - MICROSECOND)
    assert before is not None
    assert [_shown(f) for f in _current(api, "Caroline", "lives_in", known_at=before)] == ["Berlin"]
    # the key's belief history has both
    history = api.get(f"/v1/facts/{paris['id']}/history").json()
    assert {_shown(f) for f in history["key_history"]} == {"Berlin", "Paris"}
    ancestors = history["lineage"]["ancestors"]
    assert ancestors, "the update links to what it replaced"


def test_negation_ends_a_fact(api: TestClient) -> None:
    _ingest(
        api,
        messages=[
            _msg("n1", "Jon", "I work at Initech.", "2023-01-10T09:00:00Z"),
            _msg("n2", "Jon", "I don't work at Initech anymore.", "2023-06-10T09:00:00Z"),
        ],
    )
    # "not ... anymore" ends the fact when it was said: nothing is current, the past keeps it
    assert _current(api, "Jon", "works_at") == []
    then = _current(api, "Jon", "works_at", valid_at="2023-03-01T00:00:00Z")
    assert [(_shown(f), f["polarity"]) for f in then] == [("Initech", True)]
    assert then[0]["valid_to"].startswith("2023-06-10T09:00:00")


def _tenant_strings(driver: Driver, tenant: str, needle: str) -> int:
    """How many node/relationship properties of the tenant contain `needle` (strings and lists
    of strings), by Cypher CONTAINS."""
    records, _, _ = driver.execute_query(
        """
        MATCH (n) WHERE n.tenant = $t
        OPTIONAL MATCH (n)-[r]-()
        WITH collect(DISTINCT n) + collect(DISTINCT r) AS items
        UNWIND items AS x
        UNWIND keys(x) AS k
        WITH x[k] AS v
        WITH CASE WHEN v IS :: LIST<ANY> THEN v ELSE [v] END AS vs
        UNWIND vs AS v
        WITH v WHERE v IS :: STRING AND v CONTAINS $needle
        RETURN count(*) AS hits
        """,
        t=tenant,
        needle=needle,
    )
    return int(records[0]["hits"])


def test_secrets_are_never_stored(api: TestClient, driver: Driver, tenant: str) -> None:
    body = _ingest(
        api,
        messages=[
            _msg(
                "s1",
                "Dana",
                f"My password is {PASSWORD} and I work at Globex.",
                "2024-01-05T10:00:00Z",
            ),
            _msg("s2", "Dana", f"Use the key {OPENAI_KEY} for the API.", "2024-01-05T10:01:00Z"),
            _msg("s3", "Dana", f"My card is {CARD}. I live in Lisbon.", "2024-01-05T10:02:00Z"),
        ],
    )
    assert body["sources"] == 3
    shown = {_shown(f) for f in body["facts"]}
    assert {"Globex", "Lisbon"} <= shown
    for secret in (PASSWORD, OPENAI_KEY, CARD, "hunter2", "sk-proj"):
        assert _tenant_strings(driver, tenant, secret) == 0, secret
        assert secret not in json.dumps(body)
    stored = _sources(driver, tenant)
    assert "[REDACTED:password]" in stored["s1"]["text"]
    assert "[REDACTED:api_key]" in stored["s2"]["text"]
    assert "[REDACTED:credit_card]" in stored["s3"]["text"]
    # spans point into the stored (redacted) text
    checked = set()
    for fact in body["facts"]:
        for src in fact["sources"]:
            start, end = src["span"]
            assert _shown(fact) in stored[src["ref"]]["text"][start:end]
            checked.add((src["ref"], _shown(fact)))
    assert {("s1", "Globex"), ("s3", "Lisbon")} <= checked
    # a sanity check that the Cypher scan does find what is there
    assert _tenant_strings(driver, tenant, "Globex") > 0


def test_redaction_offsets_map_onto_the_redacted_text() -> None:
    text = f"pw: {PASSWORD} then I live in Oslo"
    redacted, mapped = redact_with_offsets(text)
    assert redacted == redact(text)
    start = text.index("I live")
    assert redacted[mapped(start, False) : mapped(len(text), True)] == "I live in Oslo"
    inside = text.index(PASSWORD) + 3
    assert redacted[mapped(inside, False)] == "["


BAD_BODIES: list[tuple[str, dict[str, Any]]] = [
    (
        "naive timestamp",
        {
            "messages": [
                _msg("b1", "Ann", "I live in Rome.", "2024-01-01T00:00:00Z"),
                _msg("b2", "Ann", "I work at Acme.", "2024-01-02T00:00:00"),
            ]
        },
    ),
    ("empty messages", {"messages": []}),
    ("unknown field", {"messages": [_msg("b1", "Ann", "Hi.", "2024-01-01T00:00:00Z")], "x": 1}),
    (
        "unknown message field",
        {"messages": [{**_msg("b1", "Ann", "Hi.", "2024-01-01T00:00:00Z"), "mood": "ok"}]},
    ),
    (
        "missing id",
        {"messages": [{"speaker": "Ann", "text": "Hi.", "timestamp": "2024-01-01T00:00:00Z"}]},
    ),
    (
        "duplicate ids",
        {
            "messages": [
                _msg("b1", "Ann", "I live in Rome.", "2024-01-01T00:00:00Z"),
                _msg("b1", "Ann", "I work at Acme.", "2024-01-02T00:00:00Z"),
            ]
        },
    ),
    (
        "text too long",
        {
            "messages": [
                _msg("b1", "Ann", "I live in Rome.", "2024-01-01T00:00:00Z"),
                _msg("b2", "Ann", "x" * 20_001, "2024-01-02T00:00:00Z"),
            ]
        },
    ),
    ("both forms", {"messages": [_msg("b1", "Ann", "Hi.", "2024-01-01T00:00:00Z")], "text": "Hi."}),
    ("neither form", {"source": {"kind": "conversation"}}),
    ("document without observed_at", {"text": "Ann lives in Rome."}),
    ("document naive observed_at", {"text": "Ann lives in Rome.", "observed_at": "2024-01-01"}),
    ("blank document", {"text": "   ", "observed_at": "2024-01-01T00:00:00Z"}),
    (
        "bad namespace",
        {"messages": [_msg("b1", "Ann", "Hi.", "2024-01-01T00:00:00Z")], "namespace": "a b"},
    ),
    (
        "batch size zero",
        {"messages": [_msg("b1", "Ann", "Hi.", "2024-01-01T00:00:00Z")], "batch_size": 0},
    ),
]


@pytest.mark.parametrize(("case", "body"), BAD_BODIES, ids=[c for c, _ in BAD_BODIES])
def test_malformed_requests_store_nothing(
    api: TestClient, driver: Driver, tenant: str, case: str, body: dict[str, Any]
) -> None:
    before = _node_count(driver, tenant)
    response = api.post("/v1/ingest", json=body)
    assert 400 <= response.status_code < 500, (case, response.text)
    assert response.json()["error"]["code"] and response.json()["error"]["message"]
    assert _node_count(driver, tenant) == before


def test_resend_is_idempotent_and_a_reused_id_is_a_conflict(
    api: TestClient, driver: Driver, tenant: str
) -> None:
    messages = [
        _msg("r1", "Ann", "I live in Rome.", "2024-01-01T00:00:00Z"),
        _msg("r2", "Ann", "I work at Acme.", "2024-01-02T00:00:00Z"),
    ]
    first = _ingest(api, messages=messages)
    assert first["sources"] == 2 and len(first["facts"]) == 2
    count = _node_count(driver, tenant)
    again = _ingest(api, messages=messages)
    assert again["tx"] is None and again["txs"] == [] and again["sources"] == 0
    assert again["counts"]["already_ingested"] == 2
    assert _node_count(driver, tenant) == count
    # a new message next to an id reused for another text: 409, nothing written
    clash = api.post(
        "/v1/ingest",
        json={
            "messages": [
                _msg("r3", "Ann", "I live in Milan.", "2024-02-01T00:00:00Z"),
                _msg("r1", "Ann", "Something else entirely.", "2024-02-02T00:00:00Z"),
            ]
        },
    )
    assert clash.status_code == 409, clash.text
    assert clash.json()["error"]["code"] == "source_conflict"
    assert _node_count(driver, tenant) == count
    assert [_shown(f) for f in _current(api, "Ann", "lives_in")] == ["Rome"]


def test_namespace_is_honoured(api: TestClient, driver: Driver, tenant: str) -> None:
    _ingest(
        api,
        messages=[_msg("x1", "Ann", "I live in Rome.", "2024-01-01T00:00:00Z")],
        namespace="user-7",
    )
    assert _current(api, "Ann", "lives_in") == []
    assert [_shown(f) for f in _current(api, "Ann", "lives_in", namespace="user-7")] == ["Rome"]
    assert _sources(driver, tenant)["x1"]["namespace"] == "user-7"


def test_a_less_trusted_document_does_not_override_a_conversation(api: TestClient) -> None:
    _ingest(api, messages=[_msg("u1", "Alice", "I work at Globex.", "2024-01-01T09:00:00Z")])
    body = _ingest(
        api,
        text="Alice works at Initech.",
        observed_at="2024-02-01T09:00:00Z",
        source={"kind": "document", "ref": "old-wiki"},
    )
    # the primitive's trust policy applies to ingest: raw < candidate -> disputed, recorded
    assert body["contradictions"], body
    (fact,) = body["facts"]
    assert fact["trust"] == "disputed" and _shown(fact) == "Initech"
    assert [_shown(f) for f in _current(api, "Alice", "works_at")] == ["Globex"]


# ---- documents -------------------------------------------------------------------------------
def test_a_markdown_heading_is_a_source_with_no_claim(api: TestClient) -> None:
    text = (
        "# Notes on the family, March 2025\n\n"
        "Aisha is studying medicine at Edinburgh.\n\n"
        "## Update: Leo works at Monzo\n"
    )
    body = _ingest(
        api,
        text=text,
        observed_at="2025-03-20T09:00:00Z",
        source={"kind": "document", "ref": "family-notes"},
        speaker="Sam",
    )
    assert body["sources"] == 3
    said = {(f["subject"]["name"], f["predicate"]) for f in body["facts"]}
    assert ("Aisha", "studies_at") in said, said
    assert not any(p == "deadline" or s == "Leo" for s, p in said), said


def test_document_chunks_are_sources_with_chunk_relative_spans(
    api: TestClient, driver: Driver, tenant: str
) -> None:
    text = (
        "Team handbook.\n\n"
        "Alice works at Acme. Bob lives in Rome.\n"
        "\n  \n"
        "Carol has lived in Oslo since 2019.\n"
    )
    body = _ingest(
        api,
        text=text,
        observed_at="2024-03-01T09:00:00Z",
        source={"kind": "document", "ref": "handbook"},
    )
    assert body["sources"] == 3
    stored = _sources(driver, tenant)
    assert set(stored) == {"handbook#1", "handbook#2", "handbook#3"}
    assert stored["handbook#2"]["text"] == "Alice works at Acme. Bob lives in Rome."
    facts = {(f["subject"]["name"], f["predicate"]): f for f in body["facts"]}
    bob = facts[("Bob", "lives_in")]
    assert bob["trust"] == "raw"  # documents start raw
    assert bob["sources"][0]["ref"] == "handbook#2"
    start, end = bob["sources"][0]["span"]
    assert stored["handbook#2"]["text"][start:end] == "Bob lives in Rome."
    carol = facts[("Carol", "lives_in")]
    assert carol["valid_from"] == "2019-01-01T00:00:00.000000Z"
    assert carol["sources"][0]["ref"] == "handbook#3"
    assert facts[("Alice", "works_at")]["valid_from"] == "2024-03-01T09:00:00.000000Z"


def test_document_chunking_of_long_paragraphs() -> None:
    sentence = "Alice works at Acme. "
    text = sentence * 300  # one 6300-character paragraph
    chunks = document_chunks(text, max_chars=1000)
    assert len(chunks) == 7
    assert all(end - start <= 1000 for start, end in chunks)
    assert text[chunks[0][0] : chunks[0][1]].startswith("Alice") and all(
        text[e - 1] == "." for _, e in chunks
    )


def test_document_without_ref_gets_a_content_ref(
    writer: Writer, driver: Driver, tenant: str
) -> None:
    ctx = Context(tenant=tenant)
    result = ingest_document(
        writer, ctx, "Zed lives in Kyiv.", datetime(2024, 1, 1, tzinfo=UTC), SourceRef()
    )
    (ref,) = _sources(driver, tenant)
    assert ref.startswith("doc-") and ref.endswith("#1")
    assert result.sources_stored == 1 and len(result.facts) == 1


# ---- the library: order, groups, progress, tombstones ------------------------------------------
def test_groups_split_on_batch_size_and_repeated_keys(
    writer: Writer, reader: Reader, tenant: str
) -> None:
    ctx = Context(tenant=tenant)
    t0 = datetime(2024, 1, 1, tzinfo=UTC)
    said = [("Ann", "Rome"), ("Bob", "Rome"), ("Ann", "Oslo"), ("Cid", "Rome"), ("Dee", "Rome")]
    said.append(("Eve", "Rome"))
    messages = [
        Message(f"p{i}", f"I live in {city}.", t0 + timedelta(minutes=i), speaker=who)
        for i, (who, city) in enumerate(said)
    ]
    done: list[int] = []
    result = ingest_messages(writer, ctx, messages, batch_size=3, progress=done.append)
    # messages are read and written `batch_size` at a time (p0-p2, p3-p5): in the first
    # chunk Ann's second statement starts a group of its own; a group never spans two chunks
    assert done == [2, 1, 3]
    assert len(result.txs) == 3 and len(set(result.tx_ids)) == 3
    assert result.txs[0].time < result.txs[1].time < result.txs[2].time
    assert result.source_tx["p2"] == result.txs[1].id != result.source_tx["p0"]
    assert result.source_tx["p3"] == result.source_tx["p5"] == result.txs[2].id
    assert result.counts["messages"] == 6 and result.sources_stored == 6
    now = reader.point(tenant, "default", "Ann", "lives_in", Basis.resolve(None, None))
    assert [f["object"]["name"] for f in now] == ["Oslo"]


def test_library_rejects_duplicates_and_naive_times(writer: Writer, tenant: str) -> None:
    ctx = Context(tenant=tenant)
    t0 = datetime(2024, 1, 1, tzinfo=UTC)
    with pytest.raises(ChronofactError):
        ingest_messages(writer, ctx, [Message("a", "x", t0), Message("a", "y", t0)])
    with pytest.raises(ChronofactError):
        ingest_messages(writer, ctx, [])
    with pytest.raises(ValueError):
        ingest_messages(writer, ctx, [Message("a", "x", datetime(2024, 1, 1))])


def test_forgotten_topics_are_blocked_on_ingest(
    writer: Writer, driver: Driver, tenant: str
) -> None:
    ctx = Context(tenant=tenant)
    writer.write(ctx, [], forget="Berlin")
    t0 = datetime(2024, 1, 1, tzinfo=UTC)
    result = ingest_messages(
        writer,
        ctx,
        [
            Message("t1", "I moved to Berlin last May.", t0, speaker="Kim"),
            Message("t2", "I work at Acme.", t0 + timedelta(minutes=1), speaker="Kim"),
        ],
    )
    assert result.blocked, "the primitive lists what it refused"
    assert [f["object"]["name"] for f in result.facts] == ["Acme"]
    assert set(_sources(driver, tenant)) == {"t2"}
    assert result.sources_stored == 1
    records, _, _ = driver.execute_query(
        "MATCH (n) WHERE n.tenant = $t AND NOT n:Tombstone "
        "AND any(k IN keys(n) WHERE n[k] IS :: STRING AND n[k] CONTAINS 'Berlin') "
        "RETURN count(n) AS n",
        t=tenant,
    )
    assert records[0]["n"] == 0


# ---- the CLI ---------------------------------------------------------------------------------
runner = CliRunner()


def test_cli_ingests_a_jsonl_conversation(
    tmp_path: Path, driver: Driver, reader: Reader, tenant: str
) -> None:
    path = tmp_path / "conv-9.jsonl"
    lines = [
        _msg("c1", "Maya", "I moved to Lisbon last May.", "2023-08-10T10:00:00Z"),
        _msg("c2", "Leo", "Nice! How is the weather?", "2023-08-10T10:01:00Z"),
        {"id": "c3", "text": "I work at Initech.", "timestamp": "2023-08-10T10:02:00Z", "extra": 1},
    ]
    path.write_text("\n".join(json.dumps(line) for line in lines) + "\n\n")
    result = runner.invoke(
        cli_app, ["ingest", str(path), "--tenant", tenant, "--speaker", "Maya", "--json"]
    )
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout[result.stdout.index("{") :])
    assert out["sources"] == 3 and out["counts"]["messages"] == 3
    assert {f["sources"][0]["ref"] for f in out["facts"]} == {"c1", "c3"}
    assert set(_sources(driver, tenant)) == {"c1", "c2", "c3"}
    lives = reader.point(tenant, "default", "Maya", "lives_in", Basis.resolve(None, None))
    assert [(f["object"]["name"], f["valid_from"]) for f in lives] == [
        ("Lisbon", "2023-05-01T00:00:00.000000Z")
    ]
    # the CLI embeds statements for recall
    records, _, _ = driver.execute_query(
        "MATCH (f:Fact) WHERE f.tenant = $t RETURN count(f.embedding) AS n, count(f) AS all",
        t=tenant,
    )
    assert records[0]["n"] == records[0]["all"] == 2
    # again: nothing new
    again = runner.invoke(cli_app, ["ingest", str(path), "--tenant", tenant, "--no-embed"])
    assert again.exit_code == 0, again.output
    assert "2 transactions" not in again.stdout and "3 already ingested" in again.stdout


def test_cli_reports_bad_input_clearly(tmp_path: Path, driver: Driver, tenant: str) -> None:
    doc = tmp_path / "notes.txt"
    doc.write_text("Ann lives in Rome.\n")
    no_time = runner.invoke(cli_app, ["ingest", str(doc), "--tenant", tenant])
    assert no_time.exit_code == 2 and "--observed-at" in no_time.output
    naive = tmp_path / "naive.jsonl"
    naive.write_text(json.dumps(_msg("n1", "Ann", "Hi.", "2024-01-01T00:00:00")) + "\n")
    bad = runner.invoke(cli_app, ["ingest", str(naive), "--tenant", tenant])
    assert bad.exit_code == 2 and "line 1" in bad.output and "timezone" in bad.output
    broken = tmp_path / "broken.jsonl"
    broken.write_text('{"id": "a", "text": "x", "timestamp": "2024-01-01T00:00:00Z"}\n{oops\n')
    bad_json = runner.invoke(cli_app, ["ingest", str(broken), "--tenant", tenant])
    assert bad_json.exit_code == 2 and "line 2" in bad_json.output
    assert _node_count(driver, tenant) == 0
    ok = runner.invoke(
        cli_app,
        [
            "ingest",
            str(doc),
            "--tenant",
            tenant,
            "--observed-at",
            "2024-03-01T00:00:00Z",
            "--no-embed",
        ],
    )
    assert ok.exit_code == 0, ok.output
    assert set(_sources(driver, tenant)) == {"notes.txt#1"}


def test_cli_reads_json_lists_and_message_objects(
    tmp_path: Path, driver: Driver, tenant: str
) -> None:
    path = tmp_path / "conv.json"
    path.write_text(
        json.dumps(
            {
                "messages": [
                    {
                        "speaker": "Ivy",
                        "text": "I live in Quito.",
                        "timestamp": "2024-01-01T00:00:00Z",
                    },
                    {"id": 7, "speaker": "Ivy", "text": "Hi.", "timestamp": "2024-01-02T00:00:00Z"},
                ]
            }
        )
    )
    result = runner.invoke(cli_app, ["ingest", str(path), "--tenant", tenant, "--no-embed"])
    assert result.exit_code == 0, result.output
    assert set(_sources(driver, tenant)) == {"conv:1", "7"}


def test_a_message_mentioning_a_forgotten_topic_is_not_kept_through_its_other_facts(
    writer: Writer, driver: Driver, tenant: str
) -> None:
    ctx = Context(tenant=tenant)
    writer.write(ctx, [], forget="Berlin")
    result = ingest_messages(
        writer,
        ctx,
        [Message("t1", "I work at Acme. I love Berlin.", datetime(2024, 1, 1, tzinfo=UTC), "Kim")],
    )
    assert result.blocked
    records, _, _ = driver.execute_query(
        "MATCH (n) WHERE n.tenant = $t AND NOT n:Tombstone "
        "AND any(k IN keys(n) WHERE n[k] IS :: STRING AND n[k] CONTAINS 'Berlin') "
        "RETURN labels(n) AS labels, n.ref AS ref",
        t=tenant,
    )
    assert [dict(r) for r in records] == []


def test_cli_ingests_a_chat_apps_export(tmp_path: Path, reader: Reader, tenant: str) -> None:
    """A WhatsApp "Export chat" file is found by its lines (no --format) and each dated line
    is a message of its speaker at its time, in the zone given."""
    path = tmp_path / "WhatsApp Chat with Rui.txt"
    path.write_text(
        "12/02/2025, 19:04 - Messages and calls are end-to-end encrypted.\n"
        "12/02/2025, 19:04 - Ines: ok so update, I moved to Porto last week\n"
        "12/02/2025, 19:05 - Rui: congrats!!!\n"
        "15/09/2025, 21:40 - Rui: I work at Sword Health now\n"
    )
    result = runner.invoke(
        cli_app,
        ["ingest", str(path), "--tenant", tenant, "--timezone", "Europe/Lisbon", "--json"],
    )
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout[result.stdout.index("{") :])
    assert out["counts"]["messages"] == 3
    works = reader.point(tenant, "default", "Rui", "works_at", Basis.resolve(None, None))
    assert [(f["object"]["name"], f["valid_from"]) for f in works] == [
        ("Sword Health", "2025-09-15T20:40:00.000000Z")  # 21:40 in Lisbon (summer time)
    ]
    bad_zone = runner.invoke(
        cli_app, ["ingest", str(path), "--tenant", tenant, "--timezone", "X/Y"]
    )
    assert bad_zone.exit_code == 2 and "time zone" in bad_zone.output


def test_cli_ingests_a_telegram_export(tmp_path: Path, reader: Reader, tenant: str) -> None:
    """Telegram Desktop's result.json is found by its shape (no --format): messages with text,
    each of its `from` at its `date_unixtime`; notices and photos are skipped."""
    export = {
        "name": "Family",
        "type": "private_group",
        "id": 42,
        "messages": [
            {
                "id": 1,
                "type": "service",
                "date": "2025-02-01T10:00:00",
                "actor": "Nadia",
                "action": "create_group",
                "text": "",
            },
            {
                "id": 2,
                "type": "message",
                "date": "2025-02-01T10:01:00",
                "date_unixtime": "1738404060",
                "from": "Nadia",
                "text": "I started at Skyscanner",
            },
            {
                "id": 3,
                "type": "message",
                "date": "2025-02-01T10:02:00",
                "from": "Omar",
                "text": ["congrats! see ", {"type": "link", "text": "https://example.org"}, " lol"],
            },
            {
                "id": 4,
                "type": "message",
                "date": "2025-03-01T09:00:00",
                "from": "Omar",
                "photo": "photos/1.jpg",
                "text": "",
            },
        ],
    }
    path = tmp_path / "result.json"
    path.write_text(json.dumps(export))
    result = runner.invoke(cli_app, ["ingest", str(path), "--tenant", tenant, "--json"])
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout[result.stdout.index("{") :])
    assert out["counts"]["messages"] == 2
    works = reader.point(tenant, "default", "Nadia", "works_at", Basis.resolve(None, None))
    assert [(f["object"]["name"], f["valid_from"]) for f in works] == [
        ("Skyscanner", "2025-02-01T10:01:00.000000Z")
    ]
    other = tmp_path / "other.json"
    other.write_text(json.dumps({"name": "x"}))
    wrong = runner.invoke(
        cli_app, ["ingest", str(other), "--tenant", tenant, "--format", "telegram"]
    )
    assert wrong.exit_code == 2 and "not a Telegram export" in wrong.output
