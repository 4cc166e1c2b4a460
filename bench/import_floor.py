"""Import ablation: what each index, edge and property of a bulk import costs the server, down
to the floor (a bare `UNWIND ... CREATE` of nodes with the same properties and nothing else).

    python -m bench.import_floor --neo4j-pid PID [--rounds 2] [--batches 4] [--batch 2000]
        [--variants asis,no_fact_text,...] [--jsonl FILE]

For a Neo4j of its own only: a variant drops indexes (restored by `apply_schema` before the
next) or replaces named write queries for the run. Each variant writes `--batches` batches of
fresh-key import operations (the first a warm-up, not counted) into a new tenant through
`Writer.write`, then the tenant is deleted; variants alternate within each round. Reported per
variant: versions/s and server CPU seconds per 1,000 versions (the Neo4j process, /proc), both
over the counted batches. The `floor*` variants send the version rows an `asis` run of the same
round stored (recorded from `rows.version_row`) in one transaction per batch, with no other
query: `floor` as unindexed `:FloorFact` nodes, `floor_indexed` as `:Fact:Current` nodes with
every index upkeep of the schema.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, LiteralString

from neo4j import Driver

from bench.common import delete_tenant
from bench.core_bench_import import server_cpu
from bench.core_data import History, TxClock
from chronofact.config import Settings
from chronofact.graph.models import Context
from chronofact.graph.neo4j import apply_schema, connect, query
from chronofact.graph.write import Writer, keys, rows, store

JSTATS = tuple(Path("/usr/lib/jvm").glob("*/bin/jstat"))
_CREATE_VERSIONS = query("create_versions")
_ASSERTED_IN = "CREATE (f)-[:ASSERTED_IN]->(t)\n"
_EDGES_FROM = "WITH f, v\nMATCH (s:Entity"
_TIMES = "f.valid_from = datetime(v.valid_from), f.valid_to = datetime(v.valid_to)"


def _without_edges(text: str) -> str:
    return text[: text.index(_EDGES_FROM)] + "RETURN count(f) AS created"


NO_OP: dict[str, LiteralString] = {
    "attach_evidence": "UNWIND $evidence AS ev RETURN count(*) AS attached",
    "create_keys": "UNWIND $keys AS k RETURN count(k) AS created",
    "merge_entities": "UNWIND $entities AS e RETURN count(e) AS entities",
}
FACT_RANGE = [
    "fact_key",
    "fact_subject",
    "fact_object",
    "fact_partition",
    "current_key_valid_to",
    "current_subject",
    "current_slot_time",
    "current_partition",
]


@dataclass(frozen=True)
class Variant:
    drops: tuple[str, ...] = ()
    overrides: dict[str, str] = field(default_factory=dict)
    floor: str | None = None  # "FloorFact" or "Fact:Current": rows only, no product write


def variants() -> dict[str, Variant]:
    no_edges = _without_edges(_CREATE_VERSIONS)
    minimal = _without_edges(_CREATE_VERSIONS.replace(_ASSERTED_IN, ""))
    found: dict[str, Variant] = {
        "asis": Variant(),
        "no_fact_text": Variant(("fact_text",)),
        "no_fact_vectors": Variant(("fact_vectors",)),
        "no_fact_ranges": Variant(tuple(FACT_RANGE)),
        "no_fact_ranges_text": Variant((*FACT_RANGE, "fact_text")),
        "no_asserted_in": Variant(
            overrides={"create_versions": _CREATE_VERSIONS.replace(_ASSERTED_IN, "")}
        ),
        "no_subject_object": Variant(overrides={"create_versions": no_edges}),
        "no_current_label": Variant(
            overrides={
                "create_versions": _CREATE_VERSIONS.replace(
                    "CREATE (f:Fact:Current)", "CREATE (f:Fact)"
                )
            }
        ),
        "times_as_text": Variant(
            overrides={
                "create_versions": _CREATE_VERSIONS.replace(
                    _TIMES, "f.valid_from = v.valid_from, f.valid_to = v.valid_to"
                )
            }
        ),
        "no_evidence": Variant(overrides={"attach_evidence": NO_OP["attach_evidence"]}),
        "no_keys": Variant(overrides={"create_keys": NO_OP["create_keys"]}),
        "no_entities_edges": Variant(
            overrides={"create_versions": no_edges, "merge_entities": NO_OP["merge_entities"]}
        ),
        "together": Variant(
            (*FACT_RANGE, "fact_text"),
            {"create_versions": minimal, **NO_OP},
        ),
        "floor": Variant(floor="FloorFact"),
        "floor_indexed": Variant(floor="Fact:Current"),
        "floor_unique": Variant((*FACT_RANGE, "fact_text"), floor="Fact:Current"),
        "floor_few_props": Variant(floor="few_props"),
        "floor_design": Variant(floor="design"),
    }
    for name in FACT_RANGE:
        found[f"drop_{name}"] = Variant((name,))
    return found


FLOOR_TEXT: dict[str, LiteralString] = {
    "FloorFact": (
        "UNWIND $versions AS v CREATE (f:FloorFact) SET f = v.props, "
        "f.valid_from = datetime(v.valid_from), f.valid_to = datetime(v.valid_to), "
        "f.learned_at = $time, f.revoked_at = datetime('9999-12-31T23:59:59.999999Z'), "
        "f.tx_id = $tx_id RETURN count(f) AS created"
    ),
    "Fact:Current": (
        "UNWIND $versions AS v CREATE (f:Fact:Current) SET f = v.props, "
        "f.valid_from = datetime(v.valid_from), f.valid_to = datetime(v.valid_to), "
        "f.learned_at = $time, f.revoked_at = datetime('9999-12-31T23:59:59.999999Z'), "
        "f.tx_id = $tx_id RETURN count(f) AS created"
    ),
    # unindexed nodes with 8 of the properties: what the other ~15 cost
    "few_props": (
        "UNWIND $versions AS v CREATE (f:FloorFact {id: v.props.id, tenant: v.props.tenant, "
        "key: v.props.key, subject_id: v.props.subject_id, predicate: v.props.predicate, "
        "statement: v.props.statement}) SET f.valid_from = datetime(v.valid_from), "
        "f.valid_to = datetime(v.valid_to) RETURN count(f) AS created"
    ),
    # the design's graph for the rows and nothing else, in one query: the :Tx, each version's
    # indexed :Fact:Current node, its new :Key, its subject and object entities (merged), its
    # ASSERTED_IN, SUBJECT, OBJECT and EVIDENCED_BY edges (one source per batch)
    "design": (
        "CREATE (t:Tx {id: $tx_id + toString($time), tenant: $tenant, time: $time}) "
        "MERGE (src:Source {id: $tx_id + toString($time)}) ON CREATE SET src.tenant = $tenant "
        "WITH t, src UNWIND $versions AS v "
        "CREATE (f:Fact:Current) SET f = v.props, "
        "f.valid_from = datetime(v.valid_from), f.valid_to = datetime(v.valid_to), "
        "f.learned_at = $time, f.revoked_at = datetime('9999-12-31T23:59:59.999999Z'), "
        "f.tx_id = t.id CREATE (f)-[:ASSERTED_IN]->(t) "
        "CREATE (k:Key {id: v.props.id, tenant: $tenant, namespace: v.props.namespace, "
        "subject_id: v.props.subject_id, predicate: v.props.predicate}) "
        "MERGE (s:Entity {id: v.props.tenant + v.props.subject_id}) "
        "ON CREATE SET s.tenant = $tenant, s.namespace = v.props.namespace, "
        "s.name = v.props.subject_name, s.name_key = v.props.subject_name, "
        "s.partition = v.props.partition "
        "CREATE (f)-[:SUBJECT]->(s) CREATE (f)-[:EVIDENCED_BY {tx_id: t.id}]->(src) WITH f, v "
        "CALL (f, v) { WITH f, v WHERE v.props.object_id IS NOT NULL "
        "MERGE (o:Entity {id: v.props.tenant + v.props.object_id}) "
        "ON CREATE SET o.tenant = $tenant, o.namespace = v.props.namespace, "
        "o.name = v.props.object_name, o.name_key = v.props.object_name, "
        "o.partition = v.props.partition "
        "CREATE (f)-[:OBJECT]->(o) } RETURN count(f) AS created"
    ),
}


@contextmanager
def overridden(texts: dict[str, str]) -> Iterator[None]:
    """The write modules' `query` answers `texts[name]` for the named queries given."""
    modules = (store, keys)
    originals = [m.query for m in modules]

    def patched(name: str) -> Any:
        return texts.get(name) or query(name)

    for m in modules:
        m.query = patched  # type: ignore[attr-defined]
    try:
        yield
    finally:
        for m, original in zip(modules, originals, strict=True):
            m.query = original  # type: ignore[attr-defined]


@contextmanager
def recording(into: list[list[dict[str, Any]]]) -> Iterator[None]:
    """Each write's version rows (`rows.version_row`) appended to `into`, one list per write."""
    original = rows.version_row

    def record(v: Any) -> dict[str, Any]:
        row = original(v)
        into[-1].append(row)
        return row

    store.version_row = record  # type: ignore[attr-defined]
    try:
        yield
    finally:
        store.version_row = original  # type: ignore[attr-defined]


def gc_seconds(pid: int) -> float:
    """The JVM's total garbage-collection time so far (`jstat -gcutil`, column GCT)."""
    java = Path(os.path.realpath(shutil.which("java") or "java")).parent
    jstat = next((str(p) for p in (java / "jstat", *JSTATS) if p.exists()), "jstat")
    out = subprocess.run([jstat, "-gcutil", str(pid)], capture_output=True, text=True).stdout
    lines = out.split("\n")
    try:
        return float(lines[1].split()[lines[0].split().index("GCT")])
    except (IndexError, ValueError):
        return 0.0


def timed(batches: int, write: Callable[[int], int], pid: int) -> dict[str, float]:
    """Run `write(number)` for each batch; versions/s, server CPU and the JVM's GC seconds per
    1,000 versions over all but the first."""
    versions, seconds, cpu, gc = 0, 0.0, 0.0, 0.0
    for number in range(batches):
        gc0 = gc_seconds(pid) if number else 0.0
        cpu0, t0 = server_cpu(pid), time.perf_counter()
        created = write(number)
        if number:
            versions += created
            seconds += time.perf_counter() - t0
            cpu += server_cpu(pid) - cpu0
            gc += gc_seconds(pid) - gc0
    return {
        "versions_per_s": round(versions / seconds),
        "server_cpu_s_per_1000": round(1000 * cpu / versions, 3),
        "gc_s_per_1000": round(1000 * gc / versions, 3),
    }


def run_product(
    driver: Driver, args: argparse.Namespace, v: Variant, record: list[Any]
) -> dict[str, float]:
    """The product's write (`Writer.write`) under variant `v`; each write's version rows are
    appended to `record`."""
    tenant = f"bench_floor_{uuid.uuid4().hex[:12]}"
    history, clock = History(seed=args.seed, tenant=tenant, p_new=1.0), TxClock()
    batches = [
        (history.batch(args.batch, t, f"bench://{tenant}/batch/{n}"), t)
        for n in range(args.batches)
        for t in [clock.next()]
    ]
    writer = Writer(driver)
    ctx = Context(tenant=tenant, namespace="default", actor="bench")
    with overridden(v.overrides), recording(record):

        def write(number: int) -> int:
            record.append([])
            ops, t = batches[number]
            return len(writer.write(ctx, ops, tx_time=t).created)

        try:
            return timed(args.batches, write, args.neo4j_pid)
        finally:
            delete_tenant(driver, tenant)


def run_floor(
    driver: Driver, args: argparse.Namespace, label: str, record: list[Any]
) -> dict[str, float]:
    """The recorded version rows alone, one `UNWIND ... CREATE` per batch (nodes labelled
    `label`), in a tenant of their own."""
    text = FLOOR_TEXT[label]
    tenant = f"bench_floor_{uuid.uuid4().hex[:12]}"
    clock = TxClock()

    def write(number: int) -> int:
        versions = [
            {**row, "props": {**row["props"], "id": uuid.uuid4().hex, "tenant": tenant}}
            for row in record[number % len(record)]
        ]
        with driver.session() as session:
            return int(
                session.execute_write(
                    lambda tx: tx.run(
                        text,
                        versions=versions,
                        time=clock.next(),
                        tx_id="tx_" + tenant,
                        tenant=tenant,
                    ).single(strict=True)["created"]
                )
            )

    try:
        return timed(args.batches, write, args.neo4j_pid)
    finally:
        with driver.session() as session:
            session.run(
                "MATCH (f:FloorFact) CALL (f) { DELETE f } IN TRANSACTIONS OF 10000 ROWS"
            ).consume()
        delete_tenant(driver, tenant)


def prepare_schema(driver: Driver, v: Variant) -> None:
    apply_schema(driver)
    for name in v.drops:
        driver.execute_query(f"DROP INDEX {name} IF EXISTS")
    time.sleep(1.0)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--neo4j-pid", type=int, required=True)
    p.add_argument("--rounds", type=int, default=2)
    p.add_argument("--batches", type=int, default=4)
    p.add_argument("--batch", type=int, default=2000)
    p.add_argument("--variants", default="", help="comma-separated; default all")
    p.add_argument("--jsonl", type=str)
    p.add_argument("--seed", type=int, default=20261201)
    args = p.parse_args(argv)
    table = variants()
    names = [n for n in args.variants.split(",") if n] or list(table)
    driver = connect(Settings())
    try:
        for round_ in range(args.rounds):
            record: list[Any] = []
            for name in names:
                v = table[name]
                prepare_schema(driver, v)
                load0 = os.getloadavg()[0]
                if v.floor is None:
                    recorded: list[Any] = []
                    measured = run_product(driver, args, v, recorded)
                    if name == "asis" or not record:
                        record = [r for r in recorded if r]
                else:
                    if not record:
                        run_product(driver, args, table["asis"], record)
                        record = [r for r in record if r]
                    measured = run_floor(driver, args, v.floor, record)
                line = json.dumps(
                    {
                        "variant": name,
                        "round": round_,
                        **measured,
                        "load_1min": [round(load0, 2), round(os.getloadavg()[0], 2)],
                        "time": time.strftime("%H:%M:%S"),
                    }
                )
                print(line, flush=True)
                if args.jsonl:
                    with open(args.jsonl, "a", encoding="utf-8") as handle:
                        handle.write(line + "\n")
    finally:
        apply_schema(driver)
        driver.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
