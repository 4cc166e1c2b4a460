"""Import throughput on its own: batches of import-mode operations through `Writer.write`, with
the CPU each side spent, so that code states can be compared on a shared, loaded machine.

    python -m bench.core_bench_import [--shape fresh|mixed] [--batches 6] [--batch 2000]
        [--parallel 1] [--neo4j-pid PID] [--label NAME] [--jsonl FILE]

Each of `--parallel` threads writes `--batches` batches into a tenant of its own (a tenant's
clock serialises its writers, so parallel writers need separate tenants); the first batch of
each is a warm-up and is not counted. `fresh`: every operation names a new key; `mixed`: the
core bench's history (30% new subjects, changes, corrections, retractions of earlier keys).

Wall-clock versions/s on a machine shared with other work moves with the load, so the bench
also reports CPU seconds per 1,000 versions: the client's (`time.process_time`) and, given the
pid of a Neo4j that serves only this bench (`--neo4j-pid`), the server's (from /proc). Compare
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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from neo4j import Driver

from bench.common import delete_tenant
from bench.core_data import History, TxClock
from chronofact.config import Settings
from chronofact.graph.models import Context
from chronofact.graph.neo4j import connect
from chronofact.graph.write import Writer


@dataclass
class Tally:
    versions: int = 0
    seconds: float = 0.0
    client_cpu: float = 0.0
    latencies: list[float] = field(default_factory=list)


def server_cpu(pid: int | None) -> float:
    """CPU seconds (user + system) the process `pid` has used so far (0.0 without a pid)."""
    if pid is None:
        return 0.0
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def write_batches(driver: Driver, args: argparse.Namespace, tenant: str, tally: Tally) -> None:
    """One writer: `args.batches` batches into `tenant`; the first is not counted."""
    history = History(seed=args.seed, tenant=tenant, p_new=1.0 if args.shape == "fresh" else 0.3)
    clock = TxClock()
    writer = Writer(driver)
    ctx = Context(tenant=tenant, namespace="default", actor="bench")
    for number in range(args.batches):
        tx_time = clock.next()
        ops = history.batch(args.batch, tx_time, f"bench://{tenant}/batch/{number}")
        cpu0, t0 = time.thread_time(), time.perf_counter()
        result = writer.write(ctx, ops, tx_time=tx_time)
        elapsed, cpu = time.perf_counter() - t0, time.thread_time() - cpu0
        if number == 0:
            continue
        tally.versions += len(result.created)
        tally.seconds += elapsed
        tally.client_cpu += cpu
        tally.latencies.append(elapsed)


def measure(driver: Driver, args: argparse.Namespace, tenants: list[str]) -> dict[str, Any]:
    """Run the writers in parallel; aggregate versions/s over the wall time of all of them."""
    tallies = [Tally() for _ in tenants]
    threads = [
        threading.Thread(target=write_batches, args=(driver, args, tenant, tally))
        for tenant, tally in zip(tenants, tallies, strict=True)
    ]
    load0, cpu0, t0 = os.getloadavg()[0], server_cpu(args.neo4j_pid), time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    wall, server = time.perf_counter() - t0, server_cpu(args.neo4j_pid) - cpu0
    versions = sum(t.versions for t in tallies)
    per_writer = [round(t.versions / t.seconds) for t in tallies if t.seconds]
    return {
        "label": args.label,
        "shape": args.shape,
        "batch": args.batch,
        "parallel": args.parallel,
        "versions": versions,
        "versions_per_s_per_writer": per_writer,
        # the counted batches of parallel writers overlap: their versions over the longest
        # writer's counted time (the warm-up batches are left out)
        "versions_per_s_total": round(versions / max(t.seconds for t in tallies)),
        "wall_s": round(wall, 2),
        "client_cpu_s_per_1000": round(1000 * sum(t.client_cpu for t in tallies) / versions, 3),
        "server_cpu_s_per_1000": round(1000 * server / versions, 3) if args.neo4j_pid else None,
        "load_1min": [round(load0, 2), round(os.getloadavg()[0], 2)],
        "time": time.strftime("%H:%M:%S"),
    }


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--shape", choices=("fresh", "mixed"), default="fresh")
    p.add_argument("--batches", type=int, default=6, help="per writer; the first is a warm-up")
    p.add_argument("--batch", type=int, default=2000, help="operations per write call")
    p.add_argument("--parallel", type=int, default=1, help="writers, one tenant each")
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
        result = measure(driver, args, tenants)
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
