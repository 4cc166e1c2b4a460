"""Import throughput on its own: batches of import-mode operations through `Writer.write`, with
the CPU each side spent, so that code states can be compared on a shared, loaded machine.

    python -m bench.core_bench_import [--shape fresh|mixed] [--batches 6] [--batch 2000]
        [--parallel 1] [--via writer|rest] [--ahead] [--embed] [--neo4j-pid PID]
        [--label NAME] [--jsonl FILE]

Each of `--parallel` threads writes `--batches` batches into a tenant of its own (a tenant's
clock serialises its writers, so parallel writers need separate tenants); the first batch of
each is a warm-up and is not counted. `fresh`: every operation names a new key; `mixed`: the
core bench's history (30% new subjects, changes, corrections, retractions of earlier keys).
`--via rest` sends each batch as `POST /v1/import` to an in-process API app (request parsing
and the response's JSON included; no HTTP server; statements embedded only with `--embed`),
`writer` (default) calls `Writer.prepare` and `Writer.commit` (what `Writer.write` does); with
`--ahead` the next batch is prepared while one commits (`pipeline.ahead`, as `chronofact
import` does). The batches are made before the clock starts.

Wall-clock versions/s on a machine shared with other work moves with the load, so the bench
also reports CPU seconds per 1,000 versions written (warm-up batches included): the client
process's (`time.process_time`, every thread) and, given the pid of a Neo4j that serves only
this bench (`--neo4j-pid`), the server's (from /proc). Compare
code states by running them alternately (a shell loop over `PYTHONPATH`), each appending one
line to `--jsonl`. The tenants are deleted at the end unless `--keep`.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Iterator
from contextlib import ExitStack
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fastapi.testclient import TestClient
from neo4j import Driver

from bench.common import delete_tenant
from bench.core_data import History, TxClock
from bench.import_rest import bench_client, post_import
from chronofact.config import Settings
from chronofact.graph.models import Context, Operation
from chronofact.graph.neo4j import connect
from chronofact.graph.write import Writer

if TYPE_CHECKING:
    from chronofact.graph.write.writer import PreparedWrite


@dataclass
class Tally:
    versions: int = 0
    seconds: float = 0.0
    written: int = 0  # versions, the warm-up batch included
    latencies: list[float] = field(default_factory=list)


def server_cpu(pid: int | None) -> float:
    """CPU seconds (user + system) the process `pid` has used so far (0.0 without a pid)."""
    if pid is None:
        return 0.0
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


Batch = tuple[list[Operation], datetime]
Sink = Callable[[Iterable[Batch]], Iterator[int]]
"""Writes batches in order, each at its import time; yields how many versions each created."""


def writer_sink(driver: Driver, tenant: str, in_flight: bool) -> Sink:
    """Through `Writer.write`; with `in_flight` the next batch is prepared while one commits
    (`pipeline.ahead`, as `chronofact import` does). Without it the bench runs on code from
    before `Writer.prepare` too, so old and new states compare with the same bench."""
    writer = Writer(driver)
    ctx = Context(tenant=tenant, namespace="default", actor="bench")

    def prepare(batch: Batch) -> PreparedWrite:
        return writer.prepare(ctx, batch[0], tx_time=batch[1])

    def sink(batches: Iterable[Batch]) -> Iterator[int]:
        if in_flight:
            from chronofact.graph.write.pipeline import ahead

            for _, result in ahead(batches, prepare, writer.commit):
                yield len(result.created)
        else:
            for ops, tx_time in batches:
                yield len(writer.write(ctx, ops, tx_time=tx_time).created)

    return sink


def rest_sink(client: TestClient, key: str) -> Sink:
    """`POST /v1/import`, one request at a time (imports must arrive in time order)."""
    return lambda batches: (len(post_import(client, key, ops, t)) for ops, t in batches)


def make_batches(args: argparse.Namespace, tenant: str) -> list[Batch]:
    """`args.batches` batches of the chosen shape for `tenant`, at increasing import times."""
    history = History(seed=args.seed, tenant=tenant, p_new=1.0 if args.shape == "fresh" else 0.3)
    clock = TxClock()
    batches: list[Batch] = []
    for number in range(args.batches):
        tx_time = clock.next()
        batches.append(
            (history.batch(args.batch, tx_time, f"bench://{tenant}/batch/{number}"), tx_time)
        )
    return batches


def write_batches(sink: Sink, batches: list[Batch], tally: Tally) -> None:
    """One writer: the batches into its tenant; the first is a warm-up and is not counted."""
    t0 = time.perf_counter()
    for number, created in enumerate(sink(batches)):
        now = time.perf_counter()
        elapsed, t0 = now - t0, now
        tally.written += created
        if number == 0:
            continue
        tally.versions += created
        tally.seconds += elapsed
        tally.latencies.append(elapsed)


def sinks(
    stack: ExitStack,
    driver: Driver,
    settings: Settings,
    args: argparse.Namespace,
    tenants: list[str],
) -> list[Sink]:
    """One sink per tenant, through `Writer.write` or the REST app (closed with `stack`)."""
    if args.via == "writer":
        return [writer_sink(driver, tenant, args.ahead) for tenant in tenants]
    client, keys = stack.enter_context(bench_client(settings, tenants, args.embed))
    return [rest_sink(client, key) for key in keys]


def measure(sinks_: list[Sink], args: argparse.Namespace, tenants: list[str]) -> dict[str, Any]:
    """Run the writers in parallel; aggregate versions/s over the wall time of all of them."""
    tallies = [Tally() for _ in tenants]
    threads = [
        threading.Thread(target=write_batches, args=(sink, make_batches(args, tenant), tally))
        for sink, tenant, tally in zip(sinks_, tenants, tallies, strict=True)
    ]
    load0, cpu0, t0 = os.getloadavg()[0], server_cpu(args.neo4j_pid), time.perf_counter()
    client0 = time.process_time()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    wall, server = time.perf_counter() - t0, server_cpu(args.neo4j_pid) - cpu0
    client = time.process_time() - client0
    written = sum(t.written for t in tallies)
    versions = sum(t.versions for t in tallies)
    per_writer = [round(t.versions / t.seconds) for t in tallies if t.seconds]
    return {
        "label": args.label,
        "via": args.via + ("+embed" if args.embed else "") + ("+ahead" if args.ahead else ""),
        "shape": args.shape,
        "batch": args.batch,
        "parallel": args.parallel,
        "versions": versions,
        "versions_per_s_per_writer": per_writer,
        # the counted batches of parallel writers overlap: their versions over the longest
        # writer's counted time (the warm-up batches are left out)
        "versions_per_s_total": round(versions / max(t.seconds for t in tallies)),
        "wall_s": round(wall, 2),
        # CPU over all versions written, warm-up batches included
        "client_cpu_s_per_1000": round(1000 * client / written, 3),
        "server_cpu_s_per_1000": round(1000 * server / written, 3) if args.neo4j_pid else None,
        "load_1min": [round(load0, 2), round(os.getloadavg()[0], 2)],
        "time": time.strftime("%H:%M:%S"),
    }


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--shape", choices=("fresh", "mixed"), default="fresh")
    p.add_argument("--batches", type=int, default=6, help="per writer; the first is a warm-up")
    p.add_argument("--batch", type=int, default=2000, help="operations per write call")
    p.add_argument("--parallel", type=int, default=1, help="writers, one tenant each")
    p.add_argument("--via", choices=("writer", "rest"), default="writer")
    p.add_argument("--ahead", action="store_true", help="writer: next batch prepared meanwhile")
    p.add_argument("--embed", action="store_true", help="rest: embed statements, as the API does")
    p.add_argument("--neo4j-pid", type=int, help="pid of a Neo4j serving only this bench")
    p.add_argument("--label", default="", help="names the code state in the output")
    p.add_argument("--jsonl", type=Path, help="append the result as one JSON line")
    p.add_argument("--keep", action="store_true", help="keep the tenants' data")
    p.add_argument("--seed", type=int, default=20261130)
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    settings = Settings()
    driver = connect(settings)
    tenants = [f"bench_import_{uuid.uuid4().hex[:12]}" for _ in range(args.parallel)]
    try:
        with ExitStack() as stack:
            result = measure(sinks(stack, driver, settings, args, tenants), args, tenants)
    finally:
        if not args.keep:
            for tenant in tenants:
                delete_tenant(driver, tenant, settings.neo4j_database)
        driver.close()
    line = json.dumps(result)
    print(line)
    if args.jsonl is not None:
        with args.jsonl.open("a", encoding="utf-8") as handle:
            handle.write(line + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
