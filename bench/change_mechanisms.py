"""Why change cases fail, by mechanism: a finer stage than `change_bench --stages`.

Each case runs as `change_bench` runs it (two ingests in a fresh namespace over REST, the `now`
question at k 5), and a case that misses is put in the first bucket that fits, read from the
facts each ingest wrote and the first recall result:

- current@1 missed: `m2-wrote-nothing` (the second message wrote no fact at all),
  `m2-same-pred-other-value` (it wrote a fact on the old value's predicate, holding another
  value), `m2-wrote-other` (it wrote facts, none holding the new value); or, the new value
  written, `ranked-source-first`, `ranked-same-key-as-top` (another version of the first
  result's subject and predicate), `ranked-same-pred-other-subj` (the new value written for
  another person), `ranked-new-on-other-pred` (on another slot of the same person),
  `ranked-other`;
- stale-current: `unread` / `unread-m2-nothing` (the new value never written), or `kept-...`
  comparing the old value's current fact with the new value's (same subject and predicate:
  a slot of many values; same predicate, another subject; same subject, another predicate).

Counts only for every set; `--show SETS` prints each miss with its messages and facts, and
refuses the held-out and blind sets (issue 10: never read their texts).

    python -m bench.change_mechanisms --sets t29a,t29b,t31a,t31b,t33a,t33b
    python -m bench.change_mechanisms --sets t34a,dev --show t34a,dev
"""

from __future__ import annotations

import argparse
import json
import sys
import uuid
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from bench.change_bench import M1_AT, M2_AT, Case, RestRunner, holds, sets_of

NEVER_SHOWN = frozenset(
    {"t29a", "t29b", "t31a", "t31b", "t33a", "t33b", "check2"}
    | {"x11b", "x12b", "x13b", "x14b", "x15b", "x17b", "x18b", "x19b", "x21b", "x22b"}
    | {"x23b", "x24b"}
)
"""The held-out and blind sets: counted, never printed."""

Fact = Mapping[str, Any]


def _subject(fact: Fact) -> str:
    said = fact.get("subject")
    name = said.get("name") if isinstance(said, Mapping) else said
    return str(name or "").casefold()


def _key(fact: Fact) -> tuple[str, str]:
    return _subject(fact), str(fact.get("predicate") or "")


def current_bucket(
    case: Case, first: Fact | None, written1: Sequence[Fact], written2: Sequence[Fact]
) -> str | None:
    """Why current@1 missed (None when it did not)."""
    if first is not None and holds(first, case.new):
        return None
    new = [f for f in written2 if holds(f, case.new)]
    old = [f for f in written1 if holds(f, case.old)]
    if not new:
        if not written2:
            return "m2-wrote-nothing"
        if old and any(_key(f)[1] == _key(old[0])[1] for f in written2):
            return "m2-same-pred-other-value"
        return "m2-wrote-other"
    if first is None:
        return "ranked-source-first"
    if any(_key(f) == _key(first) for f in new):
        return "ranked-same-key-as-top"
    if any(_key(f)[1] == _key(first)[1] for f in new):
        return "ranked-same-pred-other-subj"
    if any(_key(f)[0] == _key(first)[0] for f in new):
        return "ranked-new-on-other-pred"
    return "ranked-other"


def stale_bucket(case: Case, stale: Sequence[Fact], written2: Sequence[Fact]) -> str | None:
    """Why an old value stayed current (None when none did)."""
    if not stale:
        return None
    new = [f for f in written2 if holds(f, case.new)]
    if not new:
        return "unread-m2-nothing" if not written2 else "unread"
    held, said = _key(stale[0]), _key(new[0])
    if held == said:
        return "kept-same-key"
    if held[1] == said[1]:
        return "kept-same-pred-diff-subj"
    if held[0] == said[0]:
        return "kept-diff-pred-same-subj"
    return "kept-diff-both"


def _facts(answer: Mapping[str, Any]) -> list[tuple[Fact, bool]]:
    return [
        (r["fact"], r.get("current") is True)
        for r in answer.get("results") or []
        if r.get("kind") == "fact"
    ]


def run(names: Sequence[str], show: frozenset[str]) -> dict[str, Counter[str]]:
    """Mechanism counts per set (`show`: sets whose misses are printed)."""
    counts: dict[str, Counter[str]] = {}
    with RestRunner(None) as runner:
        for name, cases in sets_of(names).items():
            counted: Counter[str] = Counter()
            for case in cases:
                namespace = f"mech-{uuid.uuid4().hex[:10]}"
                one = runner.ingest(namespace, f"{case.id}-m1", case.speaker, case.m1, M1_AT)
                two = runner.ingest(namespace, f"{case.id}-m2", case.speaker, case.m2, M2_AT)
                now = runner.post("/v1/recall", {"query": case.now, "k": 5, "namespace": namespace})
                results = now.get("results") or []
                first = results[0]["fact"] if results and results[0].get("kind") == "fact" else None
                stale = [
                    f
                    for f, current in _facts(now)
                    if current and holds(f, case.old) and not holds(f, case.new)
                ]
                buckets = [
                    f"{what}:{bucket}"
                    for what, bucket in (
                        ("current", current_bucket(case, first, one, two)),
                        ("stale", stale_bucket(case, stale, two)),
                    )
                    if bucket is not None
                ]
                counted.update(buckets)
                if buckets and name in show:
                    print(f"{name} {case.id} [{case.category}] {buckets}")
                    print(f"   m1: {case.m1}\n   m2: {case.m2}")
                    print(f"   m2 wrote: {[f.get('statement') for f in two]}")
                    print(f"   first: {first.get('statement') if first else None}")
            counts[name] = counted
            print(f"{name}: {dict(sorted(counted.items()))}", flush=True)
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--sets", required=True, help="Comma list of change sets.")
    parser.add_argument("--show", default="", help="Sets whose misses are printed in full.")
    args = parser.parse_args(argv)
    names = [n for n in args.sets.split(",") if n]
    show = frozenset(n for n in args.show.split(",") if n)
    refused = show & NEVER_SHOWN
    if refused:
        parser.error(f"held-out and blind sets are never shown: {', '.join(sorted(refused))}")
    counts = run(names, show)
    total: Counter[str] = Counter()
    for counted in counts.values():
        total.update(counted)
    print(json.dumps(dict(sorted(total.items())), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
