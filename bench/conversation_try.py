"""Run the everyday-change cases through the conversational extractor only (no graph).

For each case: the claims of m1 and m2, and whether m2 ends or replaces m1's value on the same
slot (an "end" claim on a slot m1 filled, or a new value asserted on a single-valued slot m1
filled). Usage: python bench/conversation_try.py [cases.json] [-q]
"""

from __future__ import annotations

import json
import sys
from datetime import UTC, datetime
from pathlib import Path

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.graph.predicates import Cardinality, builtin_cardinality

DEV = Path("/work/shared/data/everyday_changes/dev.json")
M1_AT = datetime(2025, 1, 10, 12, tzinfo=UTC)
M2_AT = datetime(2025, 9, 15, 12, tzinfo=UTC)


def _show(c: Claim) -> str:
    target = c.object if c.object is not None else c.value
    neg = "" if c.polarity else " NOT"
    return (
        f"  {c.action:6} ({c.subject} | {c.predicate} | {target}){neg} from {c.valid_from:%Y-%m-%d}"
        if c.valid_from
        else f"  {c.action:6} ({c.subject} | {c.predicate} | {target}){neg}"
    )


def updates(m1: list[Claim], m2: list[Claim]) -> bool:
    """Whether m2 ends or replaces a value m1 asserted, on the same slot."""
    slots = {(c.subject, c.predicate): c for c in m1 if c.action == "assert" and c.polarity}
    for c in m2:
        old = slots.get((c.subject, c.predicate))
        if old is None:
            continue
        if c.action == "end" and (
            (c.object is None and c.value is None) or (c.object, c.value) == (old.object, old.value)
        ):
            return True
        if (
            c.action == "assert"
            and builtin_cardinality(c.predicate) is Cardinality.SINGLE
            and (c.object, c.value) != (old.object, old.value)
        ):
            return True
    return False


def main(argv: list[str]) -> None:
    quiet = "-q" in argv
    paths = [a for a in argv if a != "-q"]
    data = json.loads(Path(paths[0]).read_text() if paths else DEV.read_text())
    cases = data["cases"] if isinstance(data, dict) else data
    ex = ConversationExtractor()
    hits = 0
    for case in cases:
        m1 = ex.extract(Message(case["m1"], case["speaker"], M1_AT))
        m2 = ex.extract(Message(case["m2"], case["speaker"], M2_AT))
        ok = updates(m1, m2)
        hits += ok
        if not quiet or not ok:
            print(f"{case['id']} {'UPDATES' if ok else 'no update'}")
            print(f" m1: {case['m1']}")
            print("\n".join(_show(c) for c in m1))
            print(f" m2: {case['m2']}")
            print("\n".join(_show(c) for c in m2))
    print(
        f"\nm2 ends or replaces m1's value on the same slot: {hits}/{len(cases)}"
        f" = {hits / max(len(cases), 1):.0%}"
    )


if __name__ == "__main__":
    main(sys.argv[1:])
