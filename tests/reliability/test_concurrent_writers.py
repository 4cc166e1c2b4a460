"""Eight concurrent writers on shared keys through REST (asserts, corrections, retractions and
batches on two subjects' single-valued `employer`), with a reader taking snapshots of every
version meanwhile. Afterwards: no two live versions of a key overlap in valid time at any known
time, transaction times are unique and strictly increasing in acknowledgement order, no snapshot
saw a version that a later one shows changed (apart from its revocation, set once), and every
acknowledged write is stored."""

from __future__ import annotations

import itertools
import random
import threading
import time
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

from fastapi.testclient import TestClient
from neo4j import Driver

from chronofact.api.rest.key_cache import Principal
from chronofact.api.roles import Role
from tests.graph.test_bitemporal_model import END, fetch_versions
from tests.reliability.conftest import scale
from tests.reliability.figures import FIGURES

BASE = datetime(2026, 1, 1, tzinfo=UTC)
SUBJECTS = ["ann", "bob"]
OBJECTS = ["acme", "globex", "initech", "umbrella"]
WRITERS = 8


def _iso(day: int) -> str:
    return (BASE + timedelta(days=day)).isoformat().replace("+00:00", "Z")


def _operation(rng: random.Random) -> dict[str, Any]:
    start = rng.randint(0, 8)
    end = rng.choice([None, start + rng.randint(1, 4)])
    body: dict[str, Any] = {
        "subject": rng.choice(SUBJECTS),
        "predicate": "employer",
        "valid_from": _iso(start),
        "valid_to": _iso(end) if end is not None else None,
    }
    if rng.random() < 0.2:
        return {"op": "retract", **body}
    kind = "correction" if rng.random() < 0.2 else "assert"
    return {"op": "assert", "object": rng.choice(OBJECTS), "kind": kind, **body}


def _request(rng: random.Random) -> tuple[str, dict[str, Any]]:
    """One write: a single assert or retract, or a batch of two or three operations."""
    if rng.random() < 0.3:
        return "/v1/facts/batch", {
            "operations": [_operation(rng) for _ in range(rng.randint(2, 3))]
        }
    operation = _operation(rng)
    if operation.pop("op") == "retract":
        return "/v1/facts/retract", operation
    return "/v1/facts", operation


def _record(version: dict[str, Any]) -> dict[str, Any]:
    """What a version says about the past: all but its revocation and the `Current` label
    (which marks the versions live now and moves as they are revoked)."""
    labels = sorted(label for label in version["labels"] if label != "Current")
    return {**{k: v for k, v in version.items() if k != "revoked_at"}, "labels": labels}


def _unchanged_past(
    earlier: dict[str, dict[str, Any]], later: dict[str, dict[str, Any]]
) -> list[str]:
    """Versions of `earlier` that `later` lost or shows edited (revoked_at may be set once)."""
    problems = []
    for fact_id, before in earlier.items():
        after = later.get(fact_id)
        if after is None:
            problems.append(f"{fact_id} vanished")
            continue
        old, new = _record(before), _record(after)
        if old != new:
            changed = {k: (old.get(k), new.get(k)) for k in old | new if old.get(k) != new.get(k)}
            problems.append(f"{fact_id} edited: {changed}")
        if before["revoked_at"] != END and before["revoked_at"] != after["revoked_at"]:
            problems.append(
                f"{fact_id} revoked twice: {before['revoked_at']} -> {after['revoked_at']}"
            )
    return problems


def test_eight_rest_writers_keep_the_invariants(
    app_client: TestClient, driver: Driver, tenant: str
) -> None:
    key = "cw-" + uuid.uuid4().hex
    app_client.app.state.api_keys[key] = Principal(tenant, Role.ADMIN)  # type: ignore[attr-defined]
    headers = {"Authorization": f"Bearer {key}"}
    per_writer = scale(10, 60)
    acknowledged: list[tuple[float, float, datetime, list[str]]] = []
    refused: list[str] = []
    snapshots: list[dict[str, dict[str, Any]]] = []
    lock = threading.Lock()
    writing = threading.Event()
    writing.set()

    def write(seed: int) -> None:
        rng = random.Random(seed)
        for _ in range(per_writer):
            path, body = _request(rng)
            began = time.monotonic()
            response = app_client.post(path, json=body, headers=headers)
            done = time.monotonic()
            with lock:
                if response.status_code != 201:
                    refused.append(f"{path} {body} -> {response.status_code} {response.text[:200]}")
                    continue
                out = response.json()
                tx_time = datetime.fromisoformat(out["tx"]["time"].replace("Z", "+00:00"))
                acknowledged.append((began, done, tx_time, list(out["created"])))

    def snapshot() -> None:
        while writing.is_set():
            snapshots.append(fetch_versions(driver, tenant))
            time.sleep(0.2)

    watcher = threading.Thread(target=snapshot)
    watcher.start()
    threads = [threading.Thread(target=write, args=(seed,)) for seed in range(WRITERS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    writing.clear()
    watcher.join()
    final = fetch_versions(driver, tenant)
    created = [fact_id for *_, ids in acknowledged for fact_id in ids]
    found = [fact_id for fact_id in created if fact_id in final]
    FIGURES.add(
        requests_sent=WRITERS * per_writer,
        writes_acknowledged=len(acknowledged),
        writes_found=sum(1 for *_, ids in acknowledged if all(i in final for i in ids)),
    )
    assert refused == [], refused[:5]
    assert len(acknowledged) == WRITERS * per_writer
    assert found == created, "acknowledged versions are missing"

    times = [t for _, _, t, _ in acknowledged]
    assert len(set(times)) == len(times), "two transactions share a transaction time"
    ordered_pairs = 0
    for _, done, earlier, _ in acknowledged:
        for began, _, later, _ in acknowledged:
            if done < began:
                ordered_pairs += 1
                assert earlier < later, (earlier, later)
    assert ordered_pairs > len(acknowledged)
    stored, _, _ = driver.execute_query(
        "MATCH (t:Tx {tenant: $t}) RETURN t.time AS time ORDER BY time", t=tenant
    )
    assert [r["time"].to_native() for r in stored] == sorted(times)

    for known in {f["learned_at"] for f in final.values()}:
        for subject in SUBJECTS:
            alive = sorted(
                (
                    f
                    for f in final.values()
                    if f["subject_name"] == subject and f["learned_at"] <= known < f["revoked_at"]
                ),
                key=lambda f: f["valid_from"],
            )
            for a, b in itertools.pairwise(alive):
                assert a["valid_to"] <= b["valid_from"], (subject, known, a["id"], b["id"])

    assert len(snapshots) >= 2
    for earlier, later in itertools.pairwise([*snapshots, final]):
        assert _unchanged_past(earlier, later) == []
