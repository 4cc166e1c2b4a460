"""Recall against the real Neo4j: current first with history, the basis (given or from the
question), trust and namespace filters, the token budget, source-only hits, and the two traps
of DESIGN.md section 7 (vector starvation of a small namespace; Lucene syntax and partitions).
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

import numpy as np
import pytest
from fastapi.testclient import TestClient
from neo4j import Driver
from typer.testing import CliRunner

from chronofact.api.cli import app as cli_app
from chronofact.extractors.embeddings import embed, embed_one
from chronofact.graph.models import ChangeKind, Context, Evidence, Op, Operation
from chronofact.graph.recall import (
    Recall,
    RecallError,
    RecallQuery,
    RecallTuning,
    backfill_source_search,
    estimate_tokens,
    present_recall,
)
from chronofact.graph.recall.temporal_intent import (
    event_intent,
    parse_event_phrase,
    resolve_intent,
)
from chronofact.graph.recall.terms import lucene_escape, lucene_query, query_terms
from chronofact.graph.time import Period, parse_instant
from chronofact.graph.write import Writer


def d(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=UTC)


@pytest.fixture
def ewriter(driver: Driver) -> Writer:
    """A writer that embeds statements (as the API's writer does)."""
    return Writer(driver, embedder=embed)


@pytest.fixture
def engine(driver: Driver) -> Recall:
    return Recall(driver)


def recall_json(engine: Recall, query: RecallQuery) -> dict[str, Any]:
    """The answer as the API gives it (the presenter's JSON)."""
    return present_recall(engine.recall(query))


def assert_(
    subject: str,
    predicate: str,
    obj: str,
    start: str,
    end: str | None = None,
    **extra: Any,
) -> Operation:
    return Operation(
        Op.ASSERT,
        subject,
        predicate,
        Period.of(d(start), d(end) if end else None),
        object=obj,
        **extra,
    )


def objects(found: dict[str, Any]) -> list[str]:
    return [
        r["fact"]["object"]["name"] if "object" in r["fact"] else str(r["fact"]["value"])
        for r in found["results"]
        if r["kind"] == "fact"
    ]


# ---- current first, history, the basis ----------------------------------------------------
def test_changed_fact_returns_current_value_first_with_old_in_history(api: TestClient) -> None:
    for obj, start in (("Acme", "2023-06-01T00:00:00Z"), ("Globex", "2024-03-01T00:00:00Z")):
        response = api.post(
            "/v1/facts",
            json={"subject": "Alice", "predicate": "works_at", "object": obj, "valid_from": start},
        )
        assert response.status_code == 201, response.text
    asked = datetime.now(UTC)
    response = api.post("/v1/recall", json={"query": "Where does Alice work?"})
    assert response.status_code == 200, response.text
    body = response.json()
    top = body["results"][0]
    assert top["kind"] == "fact" and top["current"] is True
    assert top["fact"]["object"]["name"] == "Globex" and top["fact"]["valid_to"] is None
    assert "Acme" in {h["object"]["name"] for h in top["history"]}
    # the old value is not a competing result: it lives in the current one's history
    assert "Acme" not in objects(body)
    # no times given: both axes are "now", the one clock reading of the request
    valid_at, known_at = (parse_instant(body["basis"][k]) for k in ("valid_at", "known_at"))
    assert valid_at == known_at and asked <= valid_at <= datetime.now(UTC)
    lines = body["context"].splitlines()
    assert "Alice works at Globex" in lines[1] and "Acme" in lines[1]
    # a question that matches only the old value still answers with the current one
    acme = api.post("/v1/recall", json={"query": "Acme"}).json()["results"][0]
    assert acme["fact"]["object"]["name"] == "Globex"
    assert "Acme" in {h["object"]["name"] for h in acme["history"]}


def test_valid_at_and_known_at_return_what_held_or_was_believed(
    ewriter: Writer, engine: Recall, tenant: str
) -> None:
    ctx = Context(tenant=tenant)
    ewriter.write(ctx, [assert_("Alice", "works_at", "Acme", "2023-06-01")], d("2024-01-10T09:00"))
    ewriter.write(
        ctx, [assert_("Alice", "works_at", "Globex", "2024-03-01")], d("2024-03-05T09:00")
    )
    ewriter.write(
        ctx,
        [assert_("Alice", "works_at", "Globex", "2024-02-15", kind=ChangeKind.CORRECTION)],
        d("2024-04-20T09:00"),
    )

    def ask(**basis: datetime) -> dict[str, Any]:
        return recall_json(engine, RecallQuery("Where does Alice work?", tenant=tenant, **basis))

    assert objects(ask())[0] == "Globex"
    then = ask(valid_at=d("2024-01-01"))
    assert objects(then)[0] == "Acme" and then["results"][0]["current"] is True
    assert then["basis"]["valid_at"].startswith("2024-01-01")
    # Q3: what would we have answered on 2024-02-01? (nothing learned later is shown)
    believed = ask(known_at=d("2024-02-01"))
    assert objects(believed) == ["Acme"]
    assert all(h["learned_at"] <= "2024-02-01" for h in believed["results"][0]["history"])
    # Q4: before the correction, 2024-02-20 was still Acme; after it, Globex
    assert objects(ask(valid_at=d("2024-02-20"), known_at=d("2024-03-10")))[0] == "Acme"
    assert objects(ask(valid_at=d("2024-02-20")))[0] == "Globex"
    # before anything was known: no fact at all
    assert objects(ask(known_at=d("2024-01-01"))) == []


def test_a_question_of_what_was_believed_then_sets_known_at(
    ewriter: Writer, engine: Recall, tenant: str
) -> None:
    """ "What did we know ... on <day>?" asks the transaction-time question in words: what the
    memory would have answered then, before a later correction; "Where did ... work on
    <day>?" asks what held then, correction included."""
    ctx = Context(tenant=tenant)
    ewriter.write(ctx, [assert_("Alice", "works_at", "Acme", "2023-06-01")], d("2024-01-10T09:00"))
    ewriter.write(
        ctx,
        [assert_("Alice", "works_at", "Globex", "2024-02-15", kind=ChangeKind.CORRECTION)],
        d("2024-04-20T09:00"),
    )

    def ask(text: str) -> dict[str, Any]:
        return recall_json(engine, RecallQuery(text, tenant=tenant))

    believed = ask("What did we know about where Alice works on 1 March 2024?")
    assert objects(believed)[0] == "Acme"
    assert believed["basis"]["known_at"].startswith("2024-03-01")
    assert believed["temporal_intent"]["axis"] == "known"
    assert believed["temporal_intent"]["rule"].startswith("belief:")
    held = ask("Where did Alice work on 1 March 2024?")
    assert objects(held)[0] == "Globex"
    assert held["temporal_intent"]["axis"] == "valid"
    assert ask("What was on record for Alice's employer on 1 January 2024?")["results"] == []


def test_a_year_in_the_question_sets_the_basis(
    ewriter: Writer, engine: Recall, tenant: str
) -> None:
    ctx = Context(tenant=tenant)
    ewriter.write(
        ctx,
        [
            assert_("Alice", "lives_in", "Paris", "2018-01-01", "2020-01-01"),
            assert_("Alice", "lives_in", "Berlin", "2020-01-01"),
            assert_("Alice", "works_at", "Acme", "2017-03-01"),
        ],
    )
    found = recall_json(engine, RecallQuery("Where did Alice live in 2019?", tenant=tenant))
    basis = found["basis"]
    assert basis["from_question"] is True
    assert basis["valid_window"] == {
        "valid_from": "2019-01-01T00:00:00.000000Z",
        "valid_to": "2020-01-01T00:00:00.000000Z",
    }
    assert basis["valid_at"] == "2019-12-31T23:59:59.999999Z"
    assert found["temporal_intent"]["applied"] is True
    assert objects(found)[0] == "Paris" and found["results"][0]["current"] is True
    assert "Berlin" not in objects(found)  # its valid period does not overlap 2019
    assert "Acme" in objects(found)  # what held during 2019 is admitted
    # "now" would say Berlin
    assert objects(recall_json(engine, RecallQuery("Where does Alice live?", tenant=tenant)))[
        0
    ] == ("Berlin")
    # relative time is resolved against when the question is asked
    summer = recall_json(
        engine,
        RecallQuery("Where did Alice live last summer?", tenant=tenant, asked_at=d("2019-10-01")),
    )
    assert summer["basis"]["valid_window"]["valid_from"].startswith("2019-06-01")
    assert objects(summer)[0] == "Paris"
    # the caller's basis wins over the question's
    given = recall_json(
        engine,
        RecallQuery("Where did Alice live in 2019?", tenant=tenant, valid_at=d("2021-06-01")),
    )
    assert given["basis"]["from_question"] is False
    assert given["temporal_intent"]["applied"] is False
    assert objects(given)[0] == "Berlin"


def test_before_she_moved_resolves_against_the_graph(
    ewriter: Writer, engine: Recall, tenant: str
) -> None:
    ctx = Context(tenant=tenant)
    ewriter.write(
        ctx,
        [
            assert_("Alice", "lives_in", "Paris", "2018-01-01", "2021-05-01"),
            assert_("Alice", "lives_in", "Lisbon", "2021-05-01"),
        ],
    )
    found = recall_json(
        engine, RecallQuery("Where did Alice live before she moved?", tenant=tenant)
    )
    assert found["temporal_intent"]["rule"] == "event:before"
    assert found["basis"]["valid_at"] == "2021-04-30T23:59:59.999999Z"
    assert objects(found)[0] == "Paris"


def test_a_current_value_ranks_above_an_ended_one_of_the_same_slot(
    ewriter: Writer, engine: Recall, tenant: str
) -> None:
    ewriter.write(
        Context(tenant=tenant),
        [
            assert_("Bob", "likes", "jazz music", "2010-01-01", "2015-01-01"),
            assert_("Bob", "likes", "rock music", "2016-01-01"),
            assert_("Bob", "visited", "Rome", "2019-05-01", "2019-05-10"),
        ],
    )
    found = recall_json(engine, RecallQuery("Which music does Bob like?", tenant=tenant))
    ranked = [(r["fact"]["object"]["name"], r["current"]) for r in found["results"]]
    assert ranked.index(("rock music", True)) < ranked.index(("jazz music", False))
    # a past event with nothing newer in its slot is simply returned, not demoted
    trip = recall_json(engine, RecallQuery("Which city did Bob visit?", tenant=tenant))
    assert trip["results"][0]["fact"]["object"]["name"] == "Rome"
    assert trip["results"][0]["current"] is False


# ---- trust and namespaces -----------------------------------------------------------------
def test_trust_floor_and_disputed_claims(ewriter: Writer, engine: Recall, tenant: str) -> None:
    ctx = Context(tenant=tenant)
    start = "2024-01-01"
    ewriter.write(
        ctx,
        [
            assert_("Bob", "works_at", "Acme", start, evidence=Evidence("operator", "op-1")),
            assert_("Bob", "plays", "golf", start, evidence=Evidence("document", "blog-1")),
            assert_("Bob", "plays", "chess", start, evidence=Evidence("user", "msg-1")),
        ],
    )
    rumour = ewriter.write(
        ctx, [assert_("Bob", "works_at", "Globex", start, evidence=Evidence("document", "blog-2"))]
    )
    assert rumour.facts[0] is not None and rumour.facts[0]["trust"] == "disputed"

    def ask(text: str, **options: Any) -> dict[str, Any]:
        return recall_json(engine, RecallQuery(text, tenant=tenant, **options))

    work = ask("Where does Bob work?")
    assert objects(work)[0] == "Acme"
    assert "Globex" not in objects(work)
    assert all(r["fact"]["trust"] != "disputed" for r in work["results"] if r["fact"])
    # the open contradiction travels with the result it touches
    (contradiction,) = work["results"][0]["contradictions"]
    assert contradiction["fact"]["trust"] == "disputed" and contradiction["status"] == "open"
    assert "contradicted by" in work["context"]
    asked = ask("Where does Bob work?", include_disputed=True)
    assert {"Acme", "Globex"} <= set(objects(asked))
    # raw (a document) only with min_trust=raw; verified only drops candidate
    assert "golf" not in objects(ask("What does Bob play?"))
    assert "chess" in objects(ask("What does Bob play?"))
    assert "golf" in objects(ask("What does Bob play?", min_trust="raw"))
    strict = objects(ask("What does Bob play?", min_trust="verified"))
    assert "chess" not in strict and "golf" not in strict
    with pytest.raises(RecallError):
        ask("x", min_trust="excellent")


def test_another_namespace_never_leaks(ewriter: Writer, engine: Recall, tenant: str) -> None:
    ewriter.write(Context(tenant=tenant), [assert_("Alice", "works_at", "Acme", "2023-01-01")])
    ewriter.write(
        Context(tenant=tenant, namespace="other"),
        [assert_("Alice", "works_at", "Initech", "2023-01-01")],
    )
    here = recall_json(engine, RecallQuery("Where does Alice work?", tenant=tenant))
    there = recall_json(
        engine, RecallQuery("Where does Alice work?", tenant=tenant, namespace="other")
    )
    assert objects(here) == ["Acme"] and objects(there) == ["Initech"]
    assert {r["fact"]["namespace"] for r in here["results"]} == {"default"}
    # another tenant sees nothing of either
    stranger = recall_json(engine, RecallQuery("Where does Alice work?", tenant=tenant + "x"))
    assert stranger["results"] == []


# ---- context ------------------------------------------------------------------------------
def test_context_respects_the_token_budget(ewriter: Writer, engine: Recall, tenant: str) -> None:
    ops = [
        assert_("Alice", f"hobby_{i}", f"a rather long hobby name number {i}", "2023-01-01")
        for i in range(25)
    ]
    ops.append(assert_("Alice", "lived_in", "Paris", "2010-01-01", "2015-01-01"))
    ewriter.write(Context(tenant=tenant), ops)
    for budget in (0, 5, 40, 120, 800):
        found = recall_json(
            engine,
            RecallQuery("What are Alice's hobbies?", tenant=tenant, k=30, token_budget=budget),
        )
        assert estimate_tokens(found["context"]) <= budget
        assert found["context_tokens"] <= budget
    assert recall_json(engine, RecallQuery("hobby", tenant=tenant, token_budget=0))["context"] == ""
    full = recall_json(engine, RecallQuery("Where did Alice live?", tenant=tenant, k=30))
    lines = full["context"].splitlines()
    assert lines[0].startswith("Memory as of valid")
    current_lines = [i for i, line in enumerate(lines[1:]) if "(not current)" not in line]
    past_lines = [i for i, line in enumerate(lines[1:]) if "(not current)" in line]
    assert past_lines and max(current_lines) < min(past_lines)  # current facts first
    assert "[2010-01-01 → 2015-01-01]" in full["context"]  # with valid periods


# ---- messages --------------------------------------------------------------------------------
def test_a_message_without_facts_is_recalled_as_a_source(
    driver: Driver, ewriter: Writer, engine: Recall, tenant: str
) -> None:
    ctx = Context(tenant=tenant, namespace="conv")
    said = d("2023-05-08T13:56:00")
    turns = [
        ("D1:1", "Melanie", "Hey Caroline! Anything new?"),
        ("D1:2", "Caroline", "I went to a LGBTQ support group yesterday and it was so powerful."),
        ("D1:3", "Melanie", "That sounds great. I painted a sunrise over the lake last year."),
    ]
    ewriter.write(
        ctx,
        [
            assert_(
                "Melanie",
                "painted",
                "sunrise",
                "2022-01-01",
                "2023-01-01",
                evidence=Evidence("conversation", "D1:3", said, turns[2][2], speaker="Melanie"),
            )
        ],
        sources=[
            Evidence("conversation", ref, said, text, speaker=who) for ref, who, text in turns
        ],
    )
    assert backfill_source_search(driver, tenant, "conv", embed) == 3
    found = recall_json(
        engine,
        RecallQuery("When did Caroline go to the support group?", tenant=tenant, namespace="conv"),
    )
    top = found["results"][0]
    assert top["kind"] == "source" and top["source"]["ref"] == "D1:2"
    assert top["current"] is None and top["source"]["speaker"] == "Caroline"
    assert 'Caroline said on 2023-05-08 D1:2: "I went to a LGBTQ' in found["context"]
    # a message that yielded a fact comes back as that fact, grounded in the message
    paint = recall_json(
        engine, RecallQuery("What did Melanie paint?", tenant=tenant, namespace="conv")
    )
    first = paint["results"][0]
    assert first["kind"] == "fact" and first["fact"]["sources"][0]["ref"] == "D1:3"
    assert all(r["kind"] == "fact" or r["source"]["ref"] != "D1:3" for r in paint["results"])
    facts_only = recall_json(
        engine, RecallQuery("support group", tenant=tenant, namespace="conv", include_sources=False)
    )
    assert all(r["kind"] == "fact" for r in facts_only["results"])


def stored_search(
    driver: Driver, tenant: str, namespace: str
) -> dict[str, tuple[str | None, int | None]]:
    """ref -> (search_text, embedding dimensions) of a namespace's stored messages."""
    records, _, _ = driver.execute_query(
        "MATCH (s:Source) WHERE s.tenant = $t AND s.namespace = $ns "
        "RETURN s.ref AS ref, s.search_text AS search, size(s.embedding) AS dims",
        t=tenant,
        ns=namespace,
    )
    return {r["ref"]: (r["search"], r["dims"]) for r in records}


def test_ingested_messages_are_searchable_without_upkeep(
    api: TestClient, driver: Driver, tenant: str
) -> None:
    """REST ingest stores what recall searches a message by; nothing else needs to run."""
    messages = [
        ("m1", "Melanie", "Hey Caroline! Anything new?", "2023-05-08T13:56:00Z"),
        ("m2", "Caroline", "I went to a support group yesterday, it was powerful.", None),
    ]
    body = {
        "namespace": "chat",
        "messages": [
            {"id": ref, "speaker": who, "text": text, "timestamp": when or "2023-05-08T13:57:00Z"}
            for ref, who, text, when in messages
        ],
    }
    assert api.post("/v1/ingest", json=body).status_code == 201
    found = api.post(
        "/v1/recall",
        json={"query": "When did Caroline go to the support group?", "namespace": "chat"},
    ).json()
    assert found["results"][0]["kind"] == "source"
    assert found["results"][0]["source"]["ref"] == "m2"
    rows = stored_search(driver, tenant, "chat")
    assert rows["m2"] == (
        "Melanie: Hey Caroline! Anything new?\n"
        "Caroline: I went to a support group yesterday, it was powerful.",
        384,
    )
    assert rows["m1"] == ("Melanie: Hey Caroline! Anything new?", 384)
    # a message of another sitting does not carry the one before it; a forgotten topic in the
    # message before keeps the search text of the next one free of it
    assert api.post("/v1/forget", json={"topic": "Berlin", "namespace": "chat"}).status_code < 300
    later = {
        "namespace": "chat",
        "messages": [
            {
                "id": "m3",
                "speaker": "Melanie",
                "text": "Nice. By the way, Berlin was lovely.",
                "timestamp": "2023-05-20T09:00:00Z",
            },
            {
                "id": "m4",
                "speaker": "Caroline",
                "text": "Glad to hear it!",
                "timestamp": "2023-05-20T09:01:00Z",
            },
            {
                "id": "m5",
                "speaker": "Caroline",
                "text": "Morning! Coffee later?",
                "timestamp": "2023-05-21T08:00:00Z",
            },
        ],
    }
    assert api.post("/v1/ingest", json=later).status_code == 201
    stored = {ref: text for ref, (text, _) in stored_search(driver, tenant, "chat").items()}
    assert "m3" not in stored  # the forgotten topic's message is not kept
    assert stored["m4"] is None  # its search text would have carried the message before it
    assert stored["m5"] == "Caroline: Morning! Coffee later?"  # the next day: a new sitting
    # notes without a speaker are not a dialogue: the line before is not what they answer
    notes = {
        "namespace": "notes",
        "messages": [
            {
                "id": "n1",
                "text": "Ayumi Hamasaki is a citizen of Japan.",
                "timestamp": "2024-01-01T00:01:00Z",
            },
            {
                "id": "n2",
                "text": "Amala Paul is a citizen of Belgium.",
                "timestamp": "2024-01-01T00:02:00Z",
            },
        ],
    }
    assert api.post("/v1/ingest", json=notes).status_code == 201
    assert stored_search(driver, tenant, "notes") == {
        "n1": ("Ayumi Hamasaki is a citizen of Japan.", 384),
        "n2": ("Amala Paul is a citizen of Belgium.", 384),
    }


def test_known_at_never_shows_a_message_stored_later(api: TestClient) -> None:
    """A message stored after `known_at` is neither a fact nor a source of the answer then."""
    first = {
        "namespace": "kb",
        "messages": [
            {
                "id": "f1",
                "text": "The capital of Freedonia is Rome.",
                "timestamp": "2024-01-01T00:01:00Z",
            }
        ],
    }
    second = {
        "namespace": "kb",
        "messages": [
            {
                "id": "f2",
                "text": "The capital of Freedonia is Watertown.",
                "timestamp": "2024-01-01T00:02:00Z",
            }
        ],
    }
    stored = api.post("/v1/ingest", json=first).json()["tx"]["time"]
    assert api.post("/v1/ingest", json=second).status_code == 201
    question = {"query": "What is the capital of Freedonia?", "namespace": "kb"}
    now = api.post("/v1/recall", json=question).json()
    assert "Watertown" in now["results"][0]["fact"]["statement"]
    then = api.post("/v1/recall", json={**question, "known_at": stored}).json()
    assert "Rome" in then["results"][0]["fact"]["statement"]
    shown = [
        (r["fact"] or {}).get("statement") or (r["source"] or {}).get("text")
        for r in then["results"]
    ]
    assert not any("Watertown" in (text or "") for text in shown), shown
    assert "Watertown" not in then["context"]


# ---- trap 1: an unfiltered vector index returns the global top k -------------------------
def test_small_namespace_is_not_starved_by_a_large_one(
    driver: Driver, ewriter: Writer, tenant: str
) -> None:
    question = "Which company does Alice work for?"
    q = np.asarray(embed_one(question))
    rng = np.random.default_rng(7)
    big = Context(tenant=tenant, namespace="big")
    for chunk in range(3):
        ops = []
        for i in range(chunk * 1000, (chunk + 1) * 1000):
            vector = q + rng.normal(scale=0.01, size=q.shape)  # nearer than any real sentence
            ops.append(
                assert_(
                    f"Person {i}",
                    "works_at",
                    f"Company {i}",
                    "2023-01-01",
                    statement=f"Person {i} works for Company {i}",
                    embedding=(vector / np.linalg.norm(vector)).tolist(),
                )
            )
        ewriter.write(big, ops)
    small = Context(tenant=tenant, namespace="small")
    filler = [assert_(f"Neighbour {i}", "likes", f"hobby {i}", "2023-01-01") for i in range(19)]
    ewriter.write(small, [*filler, assert_("Alice", "works_at", "Globex", "2023-01-01")])

    # the trap: the global top 50 of the index (unfiltered) holds nothing of the small namespace
    records, _, _ = driver.execute_query(
        "CYPHER 25 MATCH (f:Fact) SEARCH f IN (VECTOR INDEX fact_vectors FOR $q LIMIT 50) "
        "RETURN count(CASE WHEN f.tenant = $t AND f.namespace = 'small' THEN 1 END) AS n",
        q=q.tolist(),
        t=tenant,
    )
    assert records[0]["n"] == 0

    for tuning in (RecallTuning(), RecallTuning(exact_limit=0, max_fetch=400)):
        engine = Recall(driver, tuning=tuning)
        # the vector channel alone (no words shared with the statements, no named entity)
        found = recall_json(
            engine,
            RecallQuery("employer of the person called Alicia?", tenant=tenant, namespace="small"),
        )
        assert found["results"][0]["fact"]["object"]["name"] == "Globex", found["diagnostics"]
        assert found["results"][0]["signals"].get("fact_vector") == 1
        named = recall_json(engine, RecallQuery(question, tenant=tenant, namespace="small"))
        assert named["results"][0]["fact"]["object"]["name"] == "Globex"
    # filtered inside the index: one round, nothing starved, no exact scoring needed
    for answer in (found, named):
        assert answer["diagnostics"]["fact_vector"]["mode"] == "index(fetch=75, rounds=1)"
    # and the large namespace still answers from the index, only with its own facts
    large = recall_json(Recall(driver), RecallQuery(question, tenant=tenant, namespace="big", k=20))
    assert large["diagnostics"]["fact_vector"]["mode"].startswith("index")
    assert {r["fact"]["namespace"] for r in large["results"]} == {"big"}
    assert len(large["results"]) == 20


# ---- trap 2: Lucene syntax and the partition --------------------------------------------
HOSTILE = [
    'Alice "works',
    "Alice: works",
    "works (at",
    "Ali*",
    "Alice AND NOT Bob",
    "Alice~2 works~",
    'partition:* OR statement:"Initech"',
    "\\ [ ] { } ^ / && || ! ?",
    "*:*",
]


def test_lucene_syntax_in_the_question_neither_fails_nor_leaks(api: TestClient) -> None:
    for namespace, company in (("default", "Acme"), ("other", "Initech")):
        response = api.post(
            "/v1/facts",
            json={
                "subject": "Alice",
                "predicate": "works_at",
                "object": company,
                "statement": f'Alice works (really: "{company}") AND more*',
                "namespace": namespace,
            },
        )
        assert response.status_code == 201, response.text
    for text in HOSTILE:
        response = api.post("/v1/recall", json={"query": text})
        assert response.status_code == 200, (text, response.text)
        for result in response.json()["results"]:
            assert result["fact"]["namespace"] == "default", text
            assert result["fact"]["object"]["name"] == "Acme", text


def test_lucene_query_escapes_and_requires_the_partition() -> None:
    assert lucene_escape('a"b:c(d)*e~f\\g') == 'a\\"b\\:c\\(d\\)\\*e\\~f\\\\g'
    assert lucene_escape("x AND y OR NOT z") == "x and y or not z"
    terms = query_terms('Where does "Alice" work: (AND) * ~?')
    assert terms == ["alice", "work"]
    text = lucene_query(["statement"], terms, "pabc123")
    assert text == '+partition:"pabc123" +(statement:(alice work))'
    assert lucene_query(["statement"], query_terms("what is it?"), "p1") is None


# ---- temporal intent, REST and CLI ----------------------------------------------------------
def test_temporal_intent_rules() -> None:
    asked = d("2026-11-29T12:00:00")
    year = resolve_intent("What did Alice do in 2019?", asked)
    assert year is not None and (year.start, year.end) == (d("2019-01-01"), d("2020-01-01"))
    month = resolve_intent("Where was she in May 2023?", asked)
    assert month is not None and (month.start, month.end) == (d("2023-05-01"), d("2023-06-01"))
    summer = resolve_intent("What happened last summer?", asked)
    assert summer is not None and (summer.start, summer.end) == (d("2026-06-01"), d("2026-09-01"))
    early = resolve_intent("What happened last summer?", d("2026-07-15T00:00:00"))
    assert early is not None and early.start == d("2025-06-01")
    before = resolve_intent("Where did Bob work before 2020?", asked)
    assert before is not None and before.start is None and before.end == d("2020-01-01")
    assert resolve_intent("When did Melanie paint a sunrise?", asked) is None
    assert resolve_intent("the spring broke", asked) is None
    phrase = parse_event_phrase("Where did she live before she moved?")
    assert phrase is not None and phrase.who is None and "lives_in" in phrase.predicates
    point = event_intent(phrase, d("2021-05-01"), asked)
    assert point.kind == "point" and point.point(asked) == d("2021-04-30T23:59:59.999999")


def test_as_of_a_date_in_a_question_is_that_period_not_since() -> None:
    """ "as of April 2025" asks what held then (thirtieth session: it was read as "since April
    2025", so the current value answered an as-of question)."""
    asked = d("2025-09-16T12:00:00")
    for question, start, end in [
        ("Where was Fatou going in October, as of April 2025?", "2025-04-01", "2025-05-01"),
        ("Who was my manager as of last March?", "2025-03-01", "2025-04-01"),
    ]:
        intent = resolve_intent(question, asked)
        assert intent is not None and (intent.start, intent.end) == (d(start), d(end)), question
    since = resolve_intent("Where has she lived since April 2025?", asked)
    assert since is not None and since.start == d("2025-04-01") and since.end is None


def test_recall_rest_validation(api: TestClient) -> None:
    for body in (
        {"query": ""},
        {"query": "x", "k": 0},
        {"query": "x", "k": 101},
        {"query": "x", "min_trust": "excellent"},
        {"query": "x", "valid_at": "2024-01-01T00:00:00"},
        {"query": "x", "token_budget": -1},
        {"query": "x", "surprise": 1},
    ):
        response = api.post("/v1/recall", json=body)
        assert response.status_code == 422, (body, response.text)
        assert response.json()["error"]["code"] == "invalid_request"


def test_recall_cli(ewriter: Writer, tenant: str) -> None:
    ewriter.write(Context(tenant=tenant), [assert_("Alice", "works_at", "Globex", "2024-03-01")])
    runner = CliRunner()
    result = runner.invoke(
        cli_app, ["recall", "Where does Alice work?", "--tenant", tenant, "--json", "--k", "3"]
    )
    assert result.exit_code == 0, result.output
    body = json.loads(result.output[result.output.index("{") :])
    assert body["results"][0]["fact"]["object"]["name"] == "Globex"
    table = runner.invoke(
        cli_app,
        ["recall", "Where did Alice work?", "--tenant", tenant, "--valid-at", "2024-01-01"],
    )
    assert table.exit_code == 2 and "no UTC offset" in table.output
    now_table = runner.invoke(cli_app, ["recall", "Where does Alice work?", "--tenant", tenant])
    assert now_table.exit_code == 0 and "current" in now_table.output
    then_table = runner.invoke(
        cli_app,
        ["recall", "Where did Alice work?", "--tenant", tenant, "--valid-at", "2024-06-01T00:00Z"],
    )
    assert then_table.exit_code == 0, then_table.output
    assert "holds then" in then_table.output


def test_a_message_whose_fact_was_superseded_is_still_recalled(
    driver: Driver, ewriter: Writer, engine: Recall, tenant: str
) -> None:
    """The fact of an older message is shown by its key's holding version (a later message
    said it), so the older message comes back on its own: it is what the question matched."""
    ctx = Context(tenant=tenant, namespace="conv")
    first = Evidence(
        "conversation",
        "D1:1",
        d("2024-02-01T10:00:00"),
        "I just signed a contract with Halvorsen Logistics, the onboarding is in Oslo.",
        speaker="Ines",
    )
    later = Evidence(
        "conversation",
        "D2:1",
        d("2024-09-01T10:00:00"),
        "I work at Brightwave now, a solar startup.",
        speaker="Ines",
    )
    ewriter.write(
        ctx, [assert_("Ines", "works_at", "Halvorsen Logistics", "2024-02-01", evidence=first)]
    )
    ewriter.write(ctx, [assert_("Ines", "works_at", "Brightwave", "2024-09-01", evidence=later)])
    assert backfill_source_search(driver, tenant, "conv", embed) == 2
    found = recall_json(
        engine,
        RecallQuery(
            "Where was Ines's onboarding after she signed the contract?",
            tenant=tenant,
            namespace="conv",
        ),
    )
    refs = [r["source"]["ref"] for r in found["results"] if r["kind"] == "source"]
    shown = [r["fact"]["object"]["name"] for r in found["results"] if r["kind"] == "fact"]
    assert "D1:1" in refs
    assert "Halvorsen Logistics" not in shown  # the key is shown by the version that holds
