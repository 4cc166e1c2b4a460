"""The fresh-key fast path of the write path (issue 13) stores the same graph as the normal
path: the same operations, written through each into its own tenant, give graphs that are
equal once the ids and the tenant names are replaced by what they stand for."""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

from neo4j import Driver, ManagedTransaction

from chronofact.graph.entities import partition_token
from chronofact.graph.models import (
    ChangeKind,
    Context,
    Evidence,
    Op,
    Operation,
    TrustAction,
    TrustActionKind,
)
from chronofact.graph.time import Period
from chronofact.graph.write import Writer
from chronofact.graph.write.keys import lock_and_load, resolve_targets
from tests.conftest import new_tenant

BASE = datetime(2021, 1, 1, tzinfo=UTC)
_ID = re.compile(r"\b[a-z]+_[0-9a-f]{16,}\b")


def day(n: int) -> datetime:
    return BASE + timedelta(days=n)


def assert_(subject: str, predicate: str, start: int, **kw: Any) -> Operation:
    end = kw.pop("end", None)
    period = Period(day(start), day(end)) if end is not None else Period(day(start))
    return Operation(op=Op.ASSERT, subject=subject, predicate=predicate, period=period, **kw)


def retract(subject: str, predicate: str, start: int, **kw: Any) -> Operation:
    return Operation(
        op=Op.RETRACT, subject=subject, predicate=predicate, period=Period(day(start)), **kw
    )


def batches() -> list[list[Operation]]:
    """Fresh keys (single- and multi-valued, entities and literals, evidence or none), a key
    asserted twice in its first batch, then changes, corrections, retractions, a multi-valued
    retract of every object, and a batch mixing fresh and stored keys."""
    ev = Evidence(kind="import", ref="file://people.jsonl", observed_at=day(400))
    return [
        [
            assert_("Ann", "works_at", 0, object="Acme", evidence=ev),
            assert_("Ann", "lives_in", 10, object="Oslo", evidence=ev),
            assert_("Ann", "job_title", 5, value="engineer"),
            assert_("Ann", "speaks", 0, object="Norwegian", evidence=ev),
            assert_("Ann", "speaks", 3, object="English"),
            assert_("Bob", "works_at", 20, object="Acme", evidence=ev),
            assert_("Bob", "works_at", 50, object="Initech", evidence=ev),
            assert_("Bob", "status", 0, value="active", end=100),
        ],
        [
            assert_("Ann", "works_at", 200, object="Initech", evidence=ev),
            assert_("Ann", "job_title", 5, value="manager", kind=ChangeKind.CORRECTION),
            retract("Ann", "lives_in", 300),
            assert_("Cid", "works_at", 7, object="Acme", evidence=ev),
            retract("Ann", "speaks", 100),
            assert_("Bob", "status", 40, value="on leave", end=60),
            assert_("Dee", "lives_in", 1, object="Oslo", polarity=False),
        ],
    ]


def write_all(writer: Writer, tenant: str) -> None:
    ctx = Context(tenant=tenant, actor="test")
    for n, ops in enumerate(batches()):
        writer.write(ctx, ops, tx_time=day(1000 + n))
    # a server-clock write of a fresh key and of a stored one, and a trust action
    result = writer.write(ctx, [assert_("Eve", "works_at", 0, object="Acme")])
    writer.write(ctx, [assert_("Cid", "works_at", 90, object="Initech")])
    action = TrustAction(action=TrustActionKind.VERIFY, fact_id=result.created[0])
    writer.write(ctx, [], actions=[action])


def dump(driver: Driver, tenant: str) -> list[str]:
    """The tenant's nodes and relationships as sorted text, with every id replaced by a
    description of its node and the tenant's name (and partition token) by placeholders."""
    nodes, _, _ = driver.execute_query(
        "MATCH (n) WHERE n.tenant = $t RETURN labels(n) AS labels, properties(n) AS props",
        {"t": tenant},
    )
    rels, _, _ = driver.execute_query(
        "MATCH (a)-[r]->(b) WHERE a.tenant = $t "
        "RETURN a.id AS a, type(r) AS type, properties(r) AS props, b.id AS b",
        {"t": tenant},
    )
    names = _descriptions([(sorted(r["labels"]), dict(r["props"])) for r in nodes])
    token = partition_token(tenant, "default")

    def plain(value: Any) -> str:
        text = str(value).replace(token, "<partition>").replace(tenant, "<tenant>")
        return _ID.sub(lambda m: names.get(m.group(0), "<new id>"), text)

    lines = [plain(f"{r['labels']} {sorted(_volatile_free(r['props']).items())}") for r in nodes]
    lines += [
        plain(f"{r['a']} -{r['type']} {sorted(_volatile_free(r['props']).items())}-> {r['b']}")
        for r in rels
    ]
    return sorted(lines)


def _volatile_free(props: dict[str, Any]) -> dict[str, Any]:
    """Without what differs between any two runs: server-clock times and request ids."""
    volatile = {"time", "learned_at", "revoked_at", "created_at", "recorded_at", "last"}
    out = {k: v for k, v in props.items() if k not in volatile and k != "request_id"}
    for k in volatile & props.keys():  # keep whether a version is revoked, not when
        out[k] = "end" if str(props[k]).startswith("9999") else "set"
    return out


def _descriptions(nodes: Sequence[tuple[list[str], dict[str, Any]]]) -> dict[str, str]:
    """Id -> a description of its node that does not depend on any id."""
    out: dict[str, str] = {}
    for labels, p in nodes:
        if "id" not in p:
            continue
        if "Fact" in labels:
            out[p["id"]] = (
                f"<fact {p['subject_name']} {p['predicate']} {p.get('object_name')} "
                f"{p.get('value')} {p['valid_from']} {p['valid_to']} {p['polarity']} "
                f"revoked={not str(p['revoked_at']).startswith('9999')}>"
            )
        elif "Entity" in labels:
            out[p["id"]] = f"<entity {p['name']}>"
        elif "Tx" in labels:
            out[p["id"]] = f"<tx {p.get('imported')} {p['time'] if p.get('imported') else ''}>"
        elif "Source" in labels:
            out[p["id"]] = f"<source {p.get('kind')} {p.get('ref')}>"
    by_key: dict[str, list[str]] = {}
    for labels, p in nodes:
        if "Fact" in labels:
            token = p.get("object_name") if p.get("object_id") else p.get("value")
            by_key.setdefault(p["key"], []).append(f"{p['subject_name']} {p['predicate']} {token}")
    for key, facts in by_key.items():
        out[key] = f"<key {sorted(set(facts))}>"
    return out


def test_fast_path_stores_the_same_graph(driver: Driver) -> None:
    fast, normal = new_tenant(), new_tenant()
    write_all(Writer(driver, fresh_fast_path=True), fast)
    write_all(Writer(driver, fresh_fast_path=False), normal)
    fast_graph, normal_graph = dump(driver, fast), dump(driver, normal)
    assert len(fast_graph) > 60
    assert fast_graph == normal_graph


def test_fast_path_creates_fresh_keys_without_loading(driver: Driver, tenant: str) -> None:
    """Fresh keys are created by the write (with their tenant, namespace, subject and
    predicate); a stored key is still loaded."""
    ctx = Context(tenant=tenant)
    Writer(driver).write(ctx, [assert_("Ann", "works_at", 0, object="Acme")])
    ops = [
        assert_("Ann", "works_at", 10, object="Initech"),
        assert_("Bo", "works_at", 0, object="Acme"),
    ]

    def probe(tx: ManagedTransaction) -> dict[str, int]:
        live = lock_and_load(tx, ctx, resolve_targets(tx, ctx, ops, {}), [])
        keys = tx.run(
            "MATCH (k:Key) WHERE k.tenant = $t "
            "RETURN k.predicate AS p, k.subject_id AS s, k.namespace AS ns",
            t=tenant,
        ).data()
        assert all(r["p"] == "works_at" and r["ns"] == "default" for r in keys)
        assert len({r["s"] for r in keys}) == len(keys)  # Ann's stored key and Bo's new one
        return {"loaded": sum(len(v) for v in live.values()), "keys": len(keys)}

    with driver.session() as session:
        assert session.execute_write(probe) == {"loaded": 1, "keys": 2}
