"""Single writes to a key with many live valid-time segments vs writes to a fresh key.

    python -m bench.hot_key_bench [--segments 1000] [--writes 50]

In one unique tenant (`bench_hot_<uuid>`, deleted at the end unless `--keep`): one import
transaction gives one key `--segments` successive changes (each change leaves the previous
segment live, so the key has that many `:Current` segments); then single writes, one assert
per transaction with the server clock, alternate between a change of that hot key (a new
segment from a later day: it overlaps only the open one) and the first assert of a fresh key.
Target (issue 13): hot-key p50 within 2x the fresh-key p50.
"""

from __future__ import annotations

import argparse
import sys
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from bench.common import (
    OUT_DIR,
    console,
    delete_tenant,
    machine_info,
    machine_line,
    measured,
    stats_table,
    summarize,
    write_json,
)
from chronofact.config import Settings
from chronofact.graph.models import ChangeKind, Context, Op, Operation
from chronofact.graph.neo4j import apply_schema, connect
from chronofact.graph.time import Period
from chronofact.graph.write import Writer

TARGET_RATIO = 2.0
CHUNK = 100  # changes per import transaction while building the hot key
VALID_BASE = datetime(1990, 1, 1, tzinfo=UTC)


def change(subject: str, day: int, value: int) -> Operation:
    """A change of `subject`'s employer from `day` on (a new valid-time segment)."""
    return Operation(
        op=Op.ASSERT,
        subject=subject,
        predicate="works_at",
        period=Period(VALID_BASE + timedelta(days=day)),
        object=f"Company {value % 7}",
        kind=ChangeKind.CHANGE,
    )


def build_hot_key(writer: Writer, ctx: Context, subject: str, segments: int) -> float:
    """`segments` successive changes in import transactions of `CHUNK`; returns the seconds."""
    start = datetime.now(UTC) - timedelta(days=1)
    t0 = time.perf_counter()
    for n, first in enumerate(range(0, segments, CHUNK)):
        ops = [change(subject, day, day) for day in range(first, min(first + CHUNK, segments))]
        writer.write(ctx, ops, tx_time=start + timedelta(seconds=n))
    return time.perf_counter() - t0


def measure(
    writer: Writer, ctx: Context, subject: str, segments: int, writes: int
) -> dict[str, Any]:
    """Alternate hot-key and fresh-key single writes; latency samples in seconds."""
    hot: list[float] = []
    fresh: list[float] = []
    run = uuid.uuid4().hex[:6]
    for i in range(writes):
        for samples, op in (
            (hot, change(subject, segments + i, i + 1)),
            (fresh, change(f"Fresh {run} {i}", 0, i)),
        ):
            t0 = time.perf_counter()
            writer.write(ctx, [op])
            samples.append(time.perf_counter() - t0)
    return {"hot": hot, "fresh": fresh}


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--segments", type=int, default=1000)
    parser.add_argument("--writes", type=int, default=50, help="writes of each kind")
    parser.add_argument("--warmup", type=int, default=5, help="writes of each kind, not kept")
    parser.add_argument("--keep", action="store_true", help="keep the tenant")
    parser.add_argument("--out", default=str(OUT_DIR / "hot_key_bench.json"))
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    settings = Settings()
    driver = connect(settings)
    apply_schema(driver, settings.neo4j_database)
    writer = Writer(driver, database=settings.neo4j_database)
    tenant = f"bench_hot_{uuid.uuid4().hex[:12]}"
    ctx = Context(tenant=tenant, namespace="default", actor="bench")
    subject = "Hot Key"
    try:
        build_s = build_hot_key(writer, ctx, subject, args.segments)
        measure(writer, ctx, "Warm Key", 0, args.warmup)
        with measured() as prov:
            samples = measure(writer, ctx, subject, args.segments, args.writes)
        hot, fresh = summarize(samples["hot"]), summarize(samples["fresh"])
        ratio = hot.p50 / fresh.p50
        console.print(
            stats_table(
                f"single writes: key with {args.segments} live segments vs fresh key",
                [("hot key", hot), ("fresh key", fresh)],
            )
        )
        verdict = "met" if ratio <= TARGET_RATIO else "NOT met"
        console.print(f"p50 ratio hot/fresh {ratio:.2f} (target <= {TARGET_RATIO}: {verdict})")
        info = machine_info(driver, settings)
        console.print(machine_line(info))
        report = {
            "provenance": prov.as_dict(),
            "machine": info,
            "segments": args.segments,
            "build_seconds": round(build_s, 2),
            "hot": hot.as_dict(),
            "fresh": fresh.as_dict(),
            "ratio_p50": round(ratio, 3),
        }
        write_json(Path(args.out), report)
    finally:
        if not args.keep:
            delete_tenant(driver, tenant, settings.neo4j_database)
        driver.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
