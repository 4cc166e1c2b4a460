"""DESIGN.md's worked example, replayed over REST in import mode: all four questions,
the lineage it must leave, and the boundary cases."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

T1, T2, T3, T4 = (f"2024-{d}T09:00:00Z" for d in ("01-10", "03-05", "04-20", "05-02"))
T3_MINUS = "2024-04-20T08:59:59.999999Z"
T4_MINUS = "2024-05-02T08:59:59.999999Z"


def _import(api: TestClient, tx_time: str, obj: str, valid_from: str, kind: str = "assert") -> Any:
    body = {
        "tx_time": tx_time,
        "operations": [
            {
                "op": "assert",
                "subject": "Alice",
                "predicate": "employer",
                "object": obj,
                "valid_from": valid_from,
                "kind": kind,
            }
        ],
    }
    response = api.post("/v1/import", json=body)
    assert response.status_code == 201, response.text
    return response.json()


def _employer(api: TestClient, **basis: str) -> list[str]:
    response = api.get("/v1/facts", params={"subject": "alice", "predicate": "employer", **basis})
    assert response.status_code == 200, response.text
    return [f["object"]["name"] for f in response.json()["facts"]]


def test_worked_example(api: TestClient) -> None:
    r1 = _import(api, T1, "Acme", "2023-06-01T00:00:00Z")
    r2 = _import(api, T2, "Globex", "2024-03-01T00:00:00Z")
    r3 = _import(api, T3, "Globex", "2024-02-15T00:00:00Z", kind="correction")
    r4 = _import(api, T4, "Initech", "2024-09-01T00:00:00Z")
    assert [r["tx"]["time"] for r in (r1, r2, r3, r4)] == [
        "2024-01-10T09:00:00.000000Z",
        "2024-03-05T09:00:00.000000Z",
        "2024-04-20T09:00:00.000000Z",
        "2024-05-02T09:00:00.000000Z",
    ]

    # the four questions, with the clock at 2024-06-01
    assert _employer(api, valid_at="2024-06-01T00:00:00Z") == ["Globex"]  # Q1 then
    assert _employer(api, valid_at="2024-02-20T00:00:00Z") == ["Globex"]  # Q2 corrected
    assert _employer(api, valid_at="2024-01-01T00:00:00Z") == ["Acme"]
    assert _employer(api, valid_at="2023-01-01T00:00:00Z") == []  # absent
    assert _employer(api, known_at="2024-02-01T00:00:00Z") == ["Acme"]  # Q3
    assert _employer(api, valid_at="2024-02-20T00:00:00Z", known_at="2024-03-10T00:00:00Z") == [
        "Acme"
    ]  # Q4 pre-correction
    assert _employer(api, valid_at="2024-10-01T00:00:00Z", known_at=T4_MINUS) == ["Globex"]
    assert _employer(api, valid_at="2024-10-01T00:00:00Z") == ["Initech"]  # future-dated
    # boundaries: period ends are excluded; a correction is visible from its own tx time on
    assert _employer(api, valid_at="2024-03-01T00:00:00Z", known_at="2024-03-10T00:00:00Z") == [
        "Globex"
    ]
    assert _employer(
        api, valid_at="2024-02-29T23:59:59.999999Z", known_at="2024-03-10T00:00:00Z"
    ) == ["Acme"]
    assert _employer(api, valid_at="2024-02-20T00:00:00Z", known_at=T3) == ["Globex"]
    assert _employer(api, valid_at="2024-02-20T00:00:00Z", known_at=T3_MINUS) == ["Acme"]
    assert _employer(api, valid_at="2023-06-01T00:00:00Z") == ["Acme"]
    assert _employer(api, valid_at="2023-05-31T23:59:59.999999Z") == []
    assert (
        _employer(api, known_at="2024-01-10T08:59:59.999999Z", valid_at="2024-01-01T00:00:00Z")
        == []
    )  # before T1

    # the basis is echoed; known_at alone sets valid_at
    body = api.get(
        "/v1/facts", params={"subject": "Alice", "known_at": "2024-02-01T00:00:00+01:00"}
    ).json()
    assert body["basis"] == {
        "valid_at": "2024-01-31T23:00:00.000000Z",
        "known_at": "2024-01-31T23:00:00.000000Z",
    }

    # the lineage the primitive must leave (DESIGN.md's table)
    f1 = r1["facts"][0]["id"]
    f2, f3 = _by_value(api, r2["created"], "Acme"), _by_value(api, r2["created"], "Globex")
    f4, f5 = _by_value(api, r3["created"], "Acme"), _by_value(api, r3["created"], "Globex")
    f6, f7 = _by_value(api, r4["created"], "Globex"), _by_value(api, r4["created"], "Initech")
    assert r2["revoked"] == [f1]
    assert sorted(r3["revoked"]) == sorted([f2, f3])
    assert r4["revoked"] == [f5]
    assert _parents(api, f2) == {(f1, "DERIVES", "split")}
    assert _parents(api, f3) == {(f1, "UPDATES", "change")}
    assert _parents(api, f4) == {(f2, "DERIVES", "split")}
    assert _parents(api, f5) == {(f2, "UPDATES", "correction"), (f3, "EXTENDS", None)}
    assert _parents(api, f6) == {(f5, "DERIVES", "split")}
    assert _parents(api, f7) == {(f5, "UPDATES", "change")}
    periods = {f: _period(api, f) for f in (f4, f6, f7)}
    assert periods == {
        f4: ("2023-06-01T00:00:00.000000Z", "2024-02-15T00:00:00.000000Z"),
        f6: ("2024-02-15T00:00:00.000000Z", "2024-09-01T00:00:00.000000Z"),
        f7: ("2024-09-01T00:00:00.000000Z", None),
    }
    # the key's belief history holds all seven versions, in transaction-time order
    history = api.get(f"/v1/facts/{f7}/history").json()
    assert len(history["key_history"]) == 7
    assert [v["learned_at"][:10] for v in history["key_history"]] == [
        "2024-01-10",
        "2024-03-05",
        "2024-03-05",
        "2024-04-20",
        "2024-04-20",
        "2024-05-02",
        "2024-05-02",
    ]

    # the timeline as known at T3 - 1us, and as known now
    timeline = api.get(
        "/v1/entities/Alice/timeline", params={"predicate": "employer", "known_at": T3_MINUS}
    ).json()
    assert [
        (f["object"]["name"], f["valid_from"][:10], f["valid_to"]) for f in timeline["facts"]
    ] == [("Acme", "2023-06-01", "2024-03-01T00:00:00.000000Z"), ("Globex", "2024-03-01", None)]
    timeline = api.get("/v1/entities/alice/timeline", params={"predicate": "employer"}).json()
    assert [f["object"]["name"] for f in timeline["facts"]] == ["Acme", "Globex", "Initech"]


def _by_value(api: TestClient, ids: list[str], name: str) -> str:
    found = [i for i in ids if api.get(f"/v1/facts/{i}").json()["object"]["name"] == name]
    assert len(found) == 1, (ids, name)
    return found[0]


def _parents(api: TestClient, fact_id: str) -> set[tuple[str, str, str | None]]:
    lineage = api.get(f"/v1/facts/{fact_id}/history").json()["lineage"]
    return {(a["id"], a["relation"], a["kind"]) for a in lineage["ancestors"] if a["depth"] == 1}


def _period(api: TestClient, fact_id: str) -> tuple[str, str | None]:
    fact = api.get(f"/v1/facts/{fact_id}").json()
    return fact["valid_from"], fact["valid_to"]
