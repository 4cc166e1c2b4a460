"""The grid of a bitemporal check: every stored bound and the microsecond before it, on both
axes, asked through the service's own named read queries (`Reader.point`: `facts_current` /
`facts_current_slot` for the latest knowledge, `facts_as_of` for a known time; and
`Reader.timeline`: `entity_timeline`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta
from typing import Any

from chronofact.graph.reads import Basis, Reader
from chronofact.graph.time import parse_instant

US = timedelta(microseconds=1)
END = datetime(9999, 12, 31, 23, 59, 59, 999999, tzinfo=UTC)

Answer = tuple[str, str, bool]  # (predicate, object, polarity)
Expected = Callable[[str, str | None, datetime, datetime | None], set[Answer]]
Mismatch = tuple[str, str | None, datetime, datetime | None, set[Answer], set[Answer]]

# reads run in a few threads: each is one round trip, mostly waiting on Neo4j
WORKERS = 4


def bounds_and_before(instants: Iterable[datetime]) -> list[datetime]:
    """Every finite instant and the microsecond before it, sorted."""
    grid: set[datetime] = set()
    for t in instants:
        if t != END:
            grid.update({t, t - US})
    return sorted(grid)


def answers(facts: list[dict[str, Any]]) -> set[Answer]:
    return {(f["predicate"], f["object"]["name"], f["polarity"]) for f in facts}


def point_mismatches(
    reader: Reader,
    tenant: str,
    slots: list[tuple[str, str | None]],
    vts: list[datetime],
    tts: list[datetime | None],
    expected: Expected,
) -> list[Mismatch]:
    """Ask `Reader.point` at every (slot, vt, tt); the points whose answer differs."""
    points = [(s, p, vt, tt) for s, p in slots for tt in tts for vt in vts]

    def ask(point: tuple[str, str | None, datetime, datetime | None]) -> Mismatch | None:
        subject, predicate, vt, tt = point
        facts = reader.point(tenant, "default", subject, predicate, Basis.resolve(vt, tt))
        got, want = answers(facts), expected(subject, predicate, vt, tt)
        return None if got == want else (subject, predicate, vt, tt, got, want)

    with ThreadPoolExecutor(WORKERS) as pool:
        return [m for m in pool.map(ask, points) if m is not None]


def timeline_mismatches(
    reader: Reader,
    tenant: str,
    subjects: list[str],
    predicate: str | None,
    vts: list[datetime],
    tts: list[datetime],
    expected: Expected,
) -> list[Mismatch]:
    """Ask `Reader.timeline` at every known time in `tts`; at every vt, the versions of the
    timeline whose valid period contains vt must be the expected answer."""
    points = [(s, tt) for s in subjects for tt in tts]

    def ask(point: tuple[str, datetime]) -> list[Mismatch]:
        subject, tt = point
        _, facts = reader.timeline(tenant, "default", subject, predicate, tt, None, None)
        found = []
        for vt in vts:
            live = [
                f
                for f in facts
                if parse_instant(f["valid_from"]) <= vt
                and (f["valid_to"] is None or vt < parse_instant(f["valid_to"]))
            ]
            got, want = answers(live), expected(subject, predicate, vt, tt)
            if got != want:
                found.append((subject, predicate, vt, tt, got, want))
        return found

    with ThreadPoolExecutor(WORKERS) as pool:
        return [m for found in pool.map(ask, points) for m in found]
