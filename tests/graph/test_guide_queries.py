"""The Neo4j Browser guide's queries, run as Browser runs them, on a seeded history.

The history goes in over REST (`/v1/import` at the transaction times we "learned" it, then a
rumour, a forget and an erase as ordinary writes). Each slide's `:param` lines are evaluated the
way Browser evaluates them (`RETURN <expression>`), then the slide's named queries run with
those parameters and must return the rows the history implies.
"""

from __future__ import annotations

import re
import uuid
from dataclasses import dataclass
from typing import Any

import pytest
from fastapi.testclient import TestClient
from neo4j import Driver

from chronofact.api.guide import GuideParams
from chronofact.api.guide.params import parameter_values
from chronofact.api.guide.render import param_lines, query_parameters
from chronofact.api.guide.slides import SLIDES, guide_query_names
from chronofact.api.rest.key_cache import Principal
from chronofact.api.roles import Role
from chronofact.graph.neo4j import query
from chronofact.graph.time import END_OF_TIME
from tests.conftest import new_tenant

NS = "guide"
T = "2024-06-01T00:00:00Z"  # valid time asked about
T_PRIME = "2024-01-01T00:00:00Z"  # known time asked about: before we learned of Globex


def _assert(subject: str, predicate: str, obj: str, since: str, **extra: Any) -> dict[str, Any]:
    return {
        "op": "assert",
        "subject": subject,
        "predicate": predicate,
        "object": obj,
        "valid_from": since,
        "source": extra.pop("source", {"kind": "user", "ref": "chat"}),
        **extra,
    }


HISTORY: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "2023-06-02T09:00:00Z",
        [
            _assert("Alice", "works_at", "Acme", "2023-06-01T00:00:00Z"),
            _assert("Alice", "lives_in", "Berlin", "2023-06-01T00:00:00Z"),
            _assert("Bob", "works_at", "Acme", "2022-01-01T00:00:00Z"),
        ],
    ),
    (
        "2023-09-15T18:30:00Z",
        [
            _assert("Alice", "goes_to", "Blue Note Bar", "2023-09-01T00:00:00Z"),
            _assert("Alice", "sees_doctor", "Dr Ruiz", "2023-09-10T00:00:00Z"),
        ],
    ),
    ("2024-03-10T12:00:00Z", [_assert("Alice", "works_at", "Globex", "2024-03-01T00:00:00Z")]),
    ("2024-09-05T08:15:00Z", [_assert("Alice", "lives_in", "Lisbon", "2024-09-01T00:00:00Z")]),
    (
        "2024-10-01T10:00:00Z",
        [_assert("Alice", "lives_in", "Lisbon", "2024-08-15T00:00:00Z", kind="correction")],
    ),
    (
        "2025-01-15T14:00:00Z",
        [
            _assert(
                "Alice",
                "works_at",
                "Globex",
                "2024-03-01T00:00:00Z",
                source={"kind": "operator", "ref": "hr-record"},
            )
        ],
    ),
]


@dataclass(frozen=True)
class Seeded:
    tenant: str
    globex: str  # the current, verified Globex version
    rumour: str  # the disputed Initech claim


@pytest.fixture(scope="module")
def seeded(app_client: TestClient) -> Seeded:
    """One history for the module (the queries only read): its own tenant and API key."""
    tenant = new_tenant()
    key = "key-" + uuid.uuid4().hex
    app_client.app.state.api_keys[key] = Principal(tenant, Role.ADMIN)  # type: ignore[attr-defined]
    headers = {"Authorization": f"Bearer {key}"}

    def _post(path: str, body: dict[str, Any]) -> Any:
        response = app_client.post(path, json=body, headers=headers)
        assert response.status_code == 201, response.text
        return response.json()

    for tx_time, operations in HISTORY:
        _post("/v1/import", {"namespace": NS, "tx_time": tx_time, "operations": operations})
    rumour = _post(
        "/v1/facts",
        {
            "namespace": NS,
            "subject": "Alice",
            "predicate": "works_at",
            "object": "Initech",
            "valid_from": "2025-02-01T00:00:00Z",
            "source": {"kind": "document", "ref": "blog-77"},
        },
    )
    assert rumour["fact"]["trust"] == "disputed"
    _post("/v1/forget", {"namespace": NS, "topic": "Blue Note Bar"})
    _post("/v1/forget", {"namespace": NS, "topic": "Dr Ruiz", "mode": "erase"})
    now = app_client.get(
        "/v1/facts",
        params={"namespace": NS, "subject": "Alice", "predicate": "works_at"},
        headers=headers,
    )
    (globex,) = now.json()["facts"]
    return Seeded(tenant, globex["id"], rumour["fact"]["id"])


def _slide(title: str) -> int:
    (index,) = [i for i, slide in enumerate(SLIDES) if slide.title == title]
    return index


_PARAM_LINE = re.compile(r"^:param (\w+) => (.+)$")


def browser_params(driver: Driver, slide: int, params: GuideParams) -> dict[str, Any]:
    """Evaluate a slide's `:param name => expression` lines as Browser does."""
    values: dict[str, Any] = {}
    with driver.session() as session:
        for line in param_lines(SLIDES[slide], parameter_values(params)):
            found = _PARAM_LINE.match(line)
            assert found, line
            name, expression = found.groups()
            values[name] = session.run(f"RETURN {expression} AS value").single()["value"]  # type: ignore[index]
    return values


def run_slide(driver: Driver, title: str, params: GuideParams) -> list[list[dict[str, Any]]]:
    """Every query of the slide, with the slide's parameters: one list of rows per query."""
    index = _slide(title)
    values = browser_params(driver, index, params)
    results = []
    with driver.session() as session:
        for block in SLIDES[index].blocks:
            assert set(query_parameters(block.name)) <= set(values), block.name
            results.append([dict(r) for r in session.run(query(block.name), values)])
    return results


def _guide(seeded: Seeded, **extra: Any) -> GuideParams:
    return GuideParams(tenant=seeded.tenant, namespace=NS, subject="Alice", **extra)


def _objects(rows: list[dict[str, Any]]) -> list[tuple[str, str]]:
    return sorted((r["fact"]["predicate"], r["fact"]["object_name"]) for r in rows)


def test_entities_slide_lists_the_subjects(driver: Driver, seeded: Seeded) -> None:
    (rows,) = run_slide(driver, "Chronofact in Neo4j Browser", _guide(seeded))
    held = {r["name"]: r["current_versions"] for r in rows}
    # Alice: Acme (until March 2024), Globex, Berlin (until the move), Lisbon and the disputed
    # Initech claim; the forgotten bar was revoked, the doctor erased (with his entity)
    assert held["Alice"] == 5 and held["Bob"] == 1
    assert "Dr Ruiz" not in held and held["Blue Note Bar"] == 0
    assert rows[0]["name"] == "Alice"


def test_now_slide_is_q1(driver: Driver, seeded: Seeded) -> None:
    (rows,) = run_slide(driver, "What is true now?", _guide(seeded))
    assert _objects(rows) == [("lives_in", "Lisbon"), ("works_at", "Globex")]
    assert {r["fact"]["id"] for r in rows} >= {seeded.globex}
    # the readable columns Browser shows before the `fact` map
    globex = next(r for r in rows if r["fact"]["id"] == seeded.globex)
    assert globex["statement"] == globex["fact"]["statement"]
    assert globex["valid"].startswith("2024-03-01") and globex["valid"].endswith(" .. open")
    assert globex["known"].startswith("2025-01-15") and globex["known"].endswith(" .. now")


def test_at_t_slide_is_q2(driver: Driver, seeded: Seeded) -> None:
    (rows,) = run_slide(driver, "What was true at T?", _guide(seeded, valid_at=T))
    assert _objects(rows) == [("lives_in", "Berlin"), ("works_at", "Globex")]


def test_at_t_slide_defaults_to_a_year_ago(driver: Driver, seeded: Seeded) -> None:
    (rows,) = run_slide(driver, "What was true at T?", _guide(seeded))
    assert _objects(rows) == [("lives_in", "Lisbon"), ("works_at", "Globex")]


def test_belief_slide_is_q4(driver: Driver, seeded: Seeded) -> None:
    (rows,) = run_slide(
        driver, "What did we believe at T' about T?", _guide(seeded, valid_at=T, known_at=T_PRIME)
    )
    # on 2024-01-01 nobody had told us about Globex yet; the bar was forgotten later, which
    # revoked it from then on but left what we believed before (the erased doctor is gone)
    assert _objects(rows) == [
        ("goes_to", "Blue Note Bar"),
        ("lives_in", "Berlin"),
        ("works_at", "Acme"),
    ]
    for row in rows:
        assert row["fact"]["revoked_at"] != "9999-12-31T23:59:59.999999Z"


def test_timeline_slide(driver: Driver, seeded: Seeded) -> None:
    timeline, graph = run_slide(driver, "An entity's timeline", _guide(seeded))
    periods = [
        (r["fact"]["predicate"], r["fact"]["object_name"], r["fact"]["valid_from"][:10])
        for r in timeline
    ]
    # valid-time order per predicate; the forgotten bar and the erased doctor are not known now
    assert periods == [
        ("lives_in", "Berlin", "2023-06-01"),
        ("lives_in", "Lisbon", "2024-08-15"),  # the corrected move date
        ("works_at", "Acme", "2023-06-01"),
        ("works_at", "Globex", "2024-03-01"),
    ]
    berlin = next(r["fact"] for r in timeline if r["fact"]["object_name"] == "Berlin")
    assert berlin["valid_to"].startswith("2024-08-15")
    # the graph: every version ever stored about Alice (erased ones are gone), labels included
    labels = [set(r["f"].labels) for r in graph]
    current = [r["f"] for r in graph if "Current" in r["f"].labels]
    assert all({"Fact"} <= found for found in labels)
    assert len(graph) > len(current) >= 3
    assert all(r["f"]["revoked_at"] == END_OF_TIME for r in graph if "Current" in r["f"].labels)
    assert not any("Ruiz" in (r["f"]["object_name"] or "") for r in graph)
    kinds = {
        (step.relationships[0].type, step.relationships[0]["kind"])
        for r in graph
        for step in r["lineage"]
    }
    assert ("EXTENDS", "corroboration") in kinds
    assert any(relation == "UPDATES" for relation, _ in kinds)
    assert sum(len(r["contradictions"]) for r in graph) == 2  # one edge, seen from both ends


def test_lineage_slide(driver: Driver, seeded: Seeded) -> None:
    (row,), (drawn,) = run_slide(driver, "A fact's lineage", _guide(seeded, fact=seeded.globex))
    # HR's confirmation extended the Globex version, which had replaced Acme (the job change)
    assert sorted((a["depth"], a["relation"], a["kind"]) for a in row["ancestors"]) == [
        (1, "EXTENDS", "corroboration"),
        (2, "UPDATES", "change"),
    ]
    assert row["descendants"] == []
    assert drawn["f"]["id"] == seeded.globex and drawn["replaced_by"] == []
    steps = sorted(
        [(rel.type, rel["kind"]) for rel in path.relationships] for path in drawn["replaced"]
    )
    assert steps == [
        [("EXTENDS", "corroboration")],
        [("EXTENDS", "corroboration"), ("UPDATES", "change")],
    ]


def test_contradictions_slide(driver: Driver, seeded: Seeded) -> None:
    ((row,),) = run_slide(driver, "Open contradictions", _guide(seeded))
    assert (row["claim"], row["against"]) == (seeded.rumour, seeded.globex)
    assert row["c"]["status"] == "open"
    assert row["claim_says"].endswith("(disputed)") and "Initech" in row["claim_says"]


def test_forget_slide(driver: Driver, seeded: Seeded) -> None:
    (audit,) = run_slide(driver, "What a forget or erase left", _guide(seeded))
    assert [(r["kind"], r["topic"], r["reason"]) for r in audit] == [
        ("erasure", None, "erase"),
        ("tombstone", None, "erase"),  # an erased topic's tombstone keeps its hash only
        ("tombstone", "Blue Note Bar", "forget (tombstone)"),
    ]
    assert [r["hash"] is None for r in audit] == [True, False, False]
    # the doctor's one version and his entity went; the forget revoked the bar's version
    assert (audit[0]["deleted"]["facts"], audit[0]["deleted"]["entities"]) == (1, 1)
    assert audit[2]["revoked"] == 1 and audit[0]["tx_id"] == audit[1]["tx_id"]


def test_tx_log_slide(driver: Driver, seeded: Seeded) -> None:
    (rows,) = run_slide(driver, "The :Tx log", _guide(seeded))
    assert len(rows) == len(HISTORY) + 3
    assert [r["reason"] for r in rows[:2]] == ["erase", "forget (tombstone)"]
    assert [r["time"][:10] for r in rows[3:]] == [t[:10] for t, _ in reversed(HISTORY)]
    assert all(r["imported"] for r in rows[3:]) and not any(r["imported"] for r in rows[:3])
    # the first import asserted three versions; the corroboration revoked one and added one
    assert (rows[-1]["asserted"], rows[-1]["revoked"]) == (3, 0)
    assert (rows[3]["asserted"], rows[3]["revoked"]) == (1, 1)


def test_every_guide_query_is_covered_by_a_test_above() -> None:
    tested = {
        "namespace_entities",
        "facts_current",
        "facts_as_of",
        "entity_timeline",
        "entity_version_graph",
        "fact_lineage",
        "fact_lineage_graph",
        "open_contradictions",
        "forget_audit",
        "tx_log",
    }
    assert set(guide_query_names()) == tested
