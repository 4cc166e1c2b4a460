"""Recall throughput with several API workers against one Neo4j, and the cost of the shared
transaction clock on single writes.

    python -m bench.workers_bench [--workers 1 2 4] [--facts 300] [--clients 8] [--seconds 30]

For each worker count it starts `chronofact serve --workers N` on a spare loopback port (against
the configured Neo4j, `NEO4J_URI`), runs `--clients` threads that send `POST /v1/recall` back to
back over a seeded namespace (a new connection per request, so the kernel spreads them over the
workers) for a warm-up and then for `--seconds`, and reports requests/s and p50/p95 latency.
The clock's cost: `clock_tick.cypher` alone in its own write transaction, beside an empty write
transaction (the round trip and commit) and a single `POST /v1/facts` through one worker.

Every worker loads the embedding models and embeds each query on the CPU, so throughput can only
grow with workers while cores are free: on a 2-core machine more than 2 workers adds processes,
not capacity. JSON goes to `bench/out/workers_bench.json`; the numbers are copied by hand.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import socket
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any

import httpx
from neo4j import Driver, ManagedTransaction

from bench.common import (
    BENCH_DIR,
    OUT_DIR,
    Stats,
    console,
    delete_tenant,
    measured,
    provenance_line,
    stats_table,
    summarize,
    write_json,
)
from chronofact.config import Settings
from chronofact.graph.neo4j import connect
from chronofact.graph.write import tick_clock

PEOPLE = 60
ORGS = ["Acme", "Globex", "Initech", "Umbrella", "Hooli", "Stark", "Wayne", "Wonka"]
CITIES = ["Berlin", "Lisbon", "Oslo", "Kyoto", "Lima", "Quito", "Perth", "Accra"]
QUESTIONS = [
    "Where does {p} work?",
    "Which city does {p} live in?",
    "Who works at {o}?",
    "Who lives in {c}?",
    "What do we know about {p}?",
]


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def serving(settings: Settings, workers: int, key: str, tenant: str) -> Iterator[str]:
    """`chronofact serve --workers N` on a spare port until the block ends."""
    port = _free_port()
    env = dict(os.environ)
    env.update(
        NEO4J_URI=settings.bolt_uri,  # never start or stop a local Neo4j from here
        NEO4J_USER=settings.neo4j_user,
        NEO4J_PASSWORD=settings.neo4j_password,
        CHRONOFACT_API_KEYS=f"{key}:{tenant}",
        PYTHONPATH=str(BENCH_DIR.parent),
    )
    command = [sys.executable, "-m", "chronofact.api.cli", "serve", "--port", str(port)]
    process = subprocess.Popen(
        [*command, "--workers", str(workers)],
        env=env,
        cwd=BENCH_DIR.parent,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 300
        while time.monotonic() < deadline:
            if process.poll() is not None:
                raise RuntimeError(f"serve exited with {process.returncode}")
            try:
                if httpx.get(f"{base}/readyz", timeout=5).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            time.sleep(1)
        else:
            raise RuntimeError("serve did not become ready within 300 s")
        yield base
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)


def seed(base: str, key: str, facts: int) -> None:
    """`facts` assertions (employer and city of generated people) in batches of 100."""
    rng = random.Random(13)
    operations: list[dict[str, Any]] = []
    for i in range(facts):
        person = f"Person {i % PEOPLE}"
        if i % 2:
            operations.append(
                {"op": "assert", "subject": person, "predicate": "lives_in",
                 "object": rng.choice(CITIES), "valid_from": f"20{10 + i % 14}-01-01T00:00:00Z"}
            )  # fmt: skip
        else:
            operations.append(
                {"op": "assert", "subject": person, "predicate": "works_at",
                 "object": rng.choice(ORGS), "valid_from": f"20{10 + i % 14}-01-01T00:00:00Z"}
            )  # fmt: skip
    headers = {"Authorization": f"Bearer {key}"}
    with httpx.Client(base_url=base, headers=headers, timeout=600) as client:
        for start in range(0, len(operations), 100):
            chunk = operations[start : start + 100]
            response = client.post("/v1/facts/batch", json={"operations": chunk})
            response.raise_for_status()


def _question(rng: random.Random) -> str:
    template = rng.choice(QUESTIONS)
    return template.format(
        p=f"Person {rng.randrange(PEOPLE)}", o=rng.choice(ORGS), c=rng.choice(CITIES)
    )


def load(base: str, key: str, clients: int, seconds: float) -> tuple[list[float], int, float]:
    """`clients` threads sending recalls for `seconds`: latencies (s), failures, wall time."""
    latencies: list[float] = []
    failures = [0]
    lock = threading.Lock()
    stop_at = time.monotonic() + seconds
    headers = {"Authorization": f"Bearer {key}"}

    def work(seed_: int) -> None:
        rng = random.Random(seed_)
        while time.monotonic() < stop_at:
            body = {"query": _question(rng), "k": 10}
            t0 = time.perf_counter()
            try:
                with httpx.Client(base_url=base, headers=headers, timeout=300) as client:
                    ok = client.post("/v1/recall", json=body).status_code == 200
            except httpx.HTTPError:
                ok = False
            elapsed = time.perf_counter() - t0
            with lock:
                if ok:
                    latencies.append(elapsed)
                else:
                    failures[0] += 1

    started = time.perf_counter()
    threads = [threading.Thread(target=work, args=(i,)) for i in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return latencies, failures[0], time.perf_counter() - started


def clock_cost(driver: Driver, database: str, samples: int) -> dict[str, Stats]:
    """The clock tick alone in a write transaction, beside an empty write transaction (the
    round trip) and one that sets one property (the round trip and a durable commit)."""
    tenant = "bench_clock_" + uuid.uuid4().hex[:8]
    probe = tenant + "_set"

    def tick(tx: ManagedTransaction) -> None:
        tick_clock(tx, tenant)

    def empty(tx: ManagedTransaction) -> None:
        tx.run("RETURN 1").consume()

    def one_set(tx: ManagedTransaction) -> None:
        tx.run("MERGE (c:Clock {tenant: $t}) SET c.probe = datetime()", t=probe).consume()

    out: dict[str, Stats] = {}
    try:
        with driver.session(database=database) as session:
            for name, work in (
                ("empty write tx", empty),
                ("write tx, one SET", one_set),
                ("clock tick tx", tick),
            ):
                session.execute_write(work)  # warm-up
                times = []
                for _ in range(samples):
                    t0 = time.perf_counter()
                    session.execute_write(work)
                    times.append(time.perf_counter() - t0)
                out[name] = summarize(times)
    finally:
        delete_tenant(driver, tenant, database)
        delete_tenant(driver, probe, database)
    return out


def single_writes(base: str, key: str, samples: int) -> Stats:
    """Sequential `POST /v1/facts` to fresh keys through one worker (embedding included)."""
    headers = {"Authorization": f"Bearer {key}"}
    times = []
    with httpx.Client(base_url=base, headers=headers, timeout=120) as client:
        for i in range(samples + 1):
            body = {"subject": f"Writer {uuid.uuid4().hex[:6]}", "predicate": "likes",
                    "object": f"thing {i}", "valid_from": "2024-01-01T00:00:00Z"}  # fmt: skip
            t0 = time.perf_counter()
            client.post("/v1/facts", json=body).raise_for_status()
            if i:  # the first is a warm-up
                times.append(time.perf_counter() - t0)
    return summarize(times)


def run(args: argparse.Namespace) -> dict[str, Any]:
    settings = Settings()
    tenant = "bench_workers_" + uuid.uuid4().hex[:8]
    key = "key-" + uuid.uuid4().hex
    report: dict[str, Any] = {"args": vars(args), "tenant": tenant, "runs": []}
    driver = connect(settings)
    try:
        with measured() as prov:
            report["clock"] = {
                k: v.as_dict()
                for k, v in clock_cost(driver, settings.neo4j_database, args.clock).items()
            }
        report["clock"]["provenance"] = prov.as_dict()
        for workers in args.workers:
            with serving(settings, workers, key, tenant) as base:
                if not report["runs"]:
                    seed(base, key, args.facts)
                    with measured() as prov:
                        report["single_write"] = single_writes(base, key, args.writes).as_dict()
                    report["single_write_provenance"] = prov.as_dict()
                load(base, key, args.clients, args.warmup)  # every worker loads its models
                with measured() as prov:
                    latencies, failures, wall = load(base, key, args.clients, args.seconds)
            stats = summarize(latencies)
            report["runs"].append(
                {
                    "workers": workers,
                    "requests": len(latencies),
                    "failures": failures,
                    "seconds": round(wall, 2),
                    "requests_per_s": round(len(latencies) / wall, 2),
                    "latency_ms": stats.as_dict(),
                    "provenance": prov.as_dict(),
                }
            )
            console.print(
                f"{workers} worker(s): {len(latencies) / wall:.1f} req/s, p50 {stats.p50:.0f} ms, "
                f"p95 {stats.p95:.0f} ms, {failures} failed ({provenance_line(prov.as_dict())})"
            )
    finally:
        delete_tenant(driver, tenant, settings.neo4j_database)
        driver.close()
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2, 4])
    parser.add_argument("--facts", type=int, default=300, help="facts in the seeded namespace")
    parser.add_argument("--clients", type=int, default=8, help="concurrent recall clients")
    parser.add_argument("--seconds", type=float, default=30.0, help="measured load per run")
    parser.add_argument("--warmup", type=float, default=90.0, help="untimed load per run")
    parser.add_argument("--clock", type=int, default=100, help="clock-cost samples")
    parser.add_argument("--writes", type=int, default=30, help="single-write samples")
    args = parser.parse_args(argv)
    report = run(args)
    report["finished"] = datetime.now(UTC).isoformat(timespec="seconds")
    console.print(
        stats_table(
            "clock cost (ms)",
            [(k, Stats(**v)) for k, v in report["clock"].items() if k != "provenance"]
            + [("single POST /v1/facts (1 worker)", Stats(**report["single_write"]))],
        )
    )
    path = write_json(OUT_DIR / "workers_bench.json", report)
    console.print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
