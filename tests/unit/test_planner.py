"""The write primitive in memory (`planner.TransactionPlanner`) as a case table, in the style of
XTDB's bitemporal tests: each row is the live versions of a key, the operations of one
transaction, and the exact net effect.

Expected values are derived by hand from DESIGN.md sections 2, 4 and 5 and docs/time-model.md,
not from running the planner. Instants are microseconds after `BASE`, so `(9, 20)` overlaps
`[0, 10)` by exactly one microsecond and `(10, 20)` only touches it. `None` is an open end (∞).

Reading a row: a created version is labelled `<object><+|->[start,end)` (with `key:` in front
when not on key `k`, and ` disputed` behind for a disputed one) and mapped to its trust followed
by its lineage edges (`UPDATES change F1`, `EXTENDS F1`, `DERIVES split F1`, ...); an edge or a
contradiction names a stored version by its id and a created one by its label. `carriers` is,
for each operation, what `assert_` (or an operator action) returned: a label, a stored id,
`dropped` for a version that a later operation of the same transaction replaced again, or None.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

import pytest

from chronofact.graph.models import Evidence
from chronofact.graph.time import END_OF_TIME, Period
from chronofact.graph.write.planner import Plan, TransactionPlanner, Version

BASE = datetime(2024, 1, 1, tzinfo=UTC)
V, C, R, D = "verified", "candidate", "raw", "disputed"


def at(tick: int | None) -> datetime:
    return END_OF_TIME if tick is None else BASE + timedelta(microseconds=tick)


def payload(obj: str, positive: bool = True) -> str:
    return f"e:{obj}|{'+' if positive else '-'}"


# ---- the row language ----------------------------------------------------------------------
@dataclass(frozen=True)
class Live:
    """A stored live version."""

    id: str
    obj: str
    start: int
    end: int | None
    trust: str = V
    origins: tuple[str, ...] = ()
    positive: bool = True
    key: str = "k"

    def version(self) -> Version:
        return Version(
            id=self.id,
            key=self.key,
            payload=payload(self.obj, self.positive),
            period=Period(at(self.start), at(self.end)),
            persisted=True,
            fields={"trust": self.trust, "origins": list(self.origins)},
        )


@dataclass(frozen=True)
class Assert:
    obj: str
    start: int
    end: int | None
    kind: str = "change"
    trust: str = V
    origin: str | None = None  # the evidence's origin (and the claim's one origin)
    positive: bool = True
    key: str = "k"


@dataclass(frozen=True)
class Retract:
    start: int
    end: int | None
    obj: str | None = None  # only this object's versions (either polarity)
    key: str = "k"


@dataclass(frozen=True)
class Act:
    """An operator's action on a stored live version."""

    action: str  # verify | dispute | revoke
    fact_id: str


Step = Assert | Retract | Act


@dataclass(frozen=True)
class Row:
    name: str
    live: tuple[Live, ...]
    ops: tuple[Step, ...]
    revoked: tuple[str, ...] = ()
    created: dict[str, tuple[str, ...]] = field(default_factory=dict)
    carriers: tuple[str | None, ...] = ()
    corroborated: tuple[tuple[str, str | None], ...] = ()
    contradictions: tuple[tuple[str, str, str], ...] = ()


# ---- running a row -------------------------------------------------------------------------
def evidence(origin: str | None) -> Evidence | None:
    return Evidence(kind="message", ref="m1", origin=origin) if origin is not None else None


def run(planner: TransactionPlanner, stored: dict[str, Version], step: Step) -> str | None:
    if isinstance(step, Assert):
        fields = {"trust": step.trust, "origins": [step.origin] if step.origin else []}
        return planner.assert_(
            step.key,
            payload(step.obj, step.positive),
            Period(at(step.start), at(step.end)),
            fields,
            step.kind,
            evidence(step.origin),
        )
    if isinstance(step, Retract):
        token = f"e:{step.obj}" if step.obj is not None else None
        planner.retract(step.key, Period(at(step.start), at(step.end)), token)
        return None
    version = stored[step.fact_id]
    if step.action == "verify":
        return planner.set_trust(version, V, "verify")
    if step.action == "dispute":
        return planner.dispute(version)
    planner.revoke(version)
    return None


def label(v: Version) -> str:
    obj, sign = v.payload.removeprefix("e:").rsplit("|", 1)
    start = int((v.period.start - BASE) / timedelta(microseconds=1))
    end = (
        "∞"
        if v.period.end == END_OF_TIME
        else int((v.period.end - BASE) / timedelta(microseconds=1))
    )
    key = "" if v.key == "k" else f"{v.key}:"
    disputed = " disputed" if v.fields.get("trust") == D else ""
    return f"{key}{obj}{sign}[{start},{end}){disputed}"


def outcome(row: Row) -> tuple[Plan, dict[str, str], list[str | None]]:
    """The plan, the name of every version id it mentions, and the raw carriers."""
    stored = {live.id: live.version() for live in row.live}
    by_key: dict[str, list[Version]] = {}
    for version in stored.values():
        by_key.setdefault(version.key, []).append(version)
    planner = TransactionPlanner(by_key)
    carriers = [run(planner, stored, step) for step in row.ops]
    plan = planner.plan()
    names = {v.id: label(v) for v in plan.creates} | {i: i for i in stored}
    return plan, names, carriers


def edge_text(edge_type: str, kind: str | None, target: str) -> str:
    return " ".join(part for part in (edge_type, kind, target) if part is not None)


ROWS: list[Row] = [
    # ---- assert another value against F1 a[10,20): the boundary grid -----------------------
    Row(
        "touching before (end == start): no overlap",
        (Live("F1", "a", 10, 20),),
        (Assert("b", 0, 10),),
        created={"b+[0,10)": (V,)},
        carriers=("b+[0,10)",),
    ),
    Row(
        "touching after: no overlap",
        (Live("F1", "a", 10, 20),),
        (Assert("b", 20, 30),),
        created={"b+[20,30)": (V,)},
        carriers=("b+[20,30)",),
    ),
    Row(
        "overlap of one microsecond at the old start",
        (Live("F1", "a", 10, 20),),
        (Assert("b", 0, 11),),
        revoked=("F1",),
        created={"a+[11,20)": (V, "DERIVES split F1"), "b+[0,11)": (V, "UPDATES change F1")},
        carriers=("b+[0,11)",),
    ),
    Row(
        "overlap of one microsecond at the old end",
        (Live("F1", "a", 10, 20),),
        (Assert("b", 19, 30),),
        revoked=("F1",),
        created={"a+[10,19)": (V, "DERIVES split F1"), "b+[19,30)": (V, "UPDATES change F1")},
        carriers=("b+[19,30)",),
    ),
    Row(
        "identical period: replaced whole, no leftover",
        (Live("F1", "a", 10, 20),),
        (Assert("b", 10, 20),),
        revoked=("F1",),
        created={"b+[10,20)": (V, "UPDATES change F1")},
        carriers=("b+[10,20)",),
    ),
    Row(
        "new period inside the old: two leftovers",
        (Live("F1", "a", 10, 20),),
        (Assert("b", 12, 15),),
        revoked=("F1",),
        created={
            "a+[10,12)": (V, "DERIVES split F1"),
            "b+[12,15)": (V, "UPDATES change F1"),
            "a+[15,20)": (V, "DERIVES split F1"),
        },
        carriers=("b+[12,15)",),
    ),
    Row(
        "new period covering the old: no leftover",
        (Live("F1", "a", 10, 20),),
        (Assert("b", 5, 25),),
        revoked=("F1",),
        created={"b+[5,25)": (V, "UPDATES change F1")},
        carriers=("b+[5,25)",),
    ),
    Row(
        "straddling the old start",
        (Live("F1", "a", 10, 20),),
        (Assert("b", 5, 15),),
        revoked=("F1",),
        created={"b+[5,15)": (V, "UPDATES change F1"), "a+[15,20)": (V, "DERIVES split F1")},
        carriers=("b+[5,15)",),
    ),
    Row(
        "straddling the old end",
        (Live("F1", "a", 10, 20),),
        (Assert("b", 15, 25),),
        revoked=("F1",),
        created={"a+[10,15)": (V, "DERIVES split F1"), "b+[15,25)": (V, "UPDATES change F1")},
        carriers=("b+[15,25)",),
    ),
    Row(
        "open new end over a closed old period",
        (Live("F1", "a", 10, 20),),
        (Assert("b", 15, None),),
        revoked=("F1",),
        created={"a+[10,15)": (V, "DERIVES split F1"), "b+[15,∞)": (V, "UPDATES change F1")},
        carriers=("b+[15,∞)",),
    ),
    Row(
        "closed new period inside an open old one: the open tail is a leftover",
        (Live("F1", "a", 10, None),),
        (Assert("b", 20, 30),),
        revoked=("F1",),
        created={
            "a+[10,20)": (V, "DERIVES split F1"),
            "b+[20,30)": (V, "UPDATES change F1"),
            "a+[30,∞)": (V, "DERIVES split F1"),
        },
        carriers=("b+[20,30)",),
    ),
    Row(
        "future-dated change of an open version (a > now: nothing special)",
        (Live("F1", "a", 10, None),),
        (Assert("b", 1_000_000, None),),
        revoked=("F1",),
        created={
            "a+[10,1000000)": (V, "DERIVES split F1"),
            "b+[1000000,∞)": (V, "UPDATES change F1"),
        },
        carriers=("b+[1000000,∞)",),
    ),
    Row(
        "correction reaching before an open version: labelled correction, no leftover",
        (Live("F1", "a", 10, None),),
        (Assert("b", 5, None, kind="correction"),),
        revoked=("F1",),
        created={"b+[5,∞)": (V, "UPDATES correction F1")},
        carriers=("b+[5,∞)",),
    ),
    Row(
        "one new period over two old versions of different values",
        (Live("F1", "a", 0, 10), Live("F2", "b", 10, None)),
        (Assert("c", 5, 15),),
        revoked=("F1", "F2"),
        created={
            "a+[0,5)": (V, "DERIVES split F1"),
            "c+[5,15)": (V, "UPDATES change F1", "UPDATES change F2"),
            "b+[15,∞)": (V, "DERIVES split F2"),
        },
        carriers=("c+[5,15)",),
    ),
    # ---- the same value ----------------------------------------------------------------------
    Row(
        "same value, identical period: corroborated, nothing written",
        (Live("F1", "a", 10, 20),),
        (Assert("a", 10, 20),),
        carriers=("F1",),
        corroborated=(("F1", None),),
    ),
    Row(
        "same value inside: corroborated",
        (Live("F1", "a", 10, 20),),
        (Assert("a", 12, 15),),
        carriers=("F1",),
        corroborated=(("F1", None),),
    ),
    Row(
        "same value covering: EXTENDS, no leftover",
        (Live("F1", "a", 10, 20),),
        (Assert("a", 5, 25),),
        revoked=("F1",),
        created={"a+[5,25)": (V, "EXTENDS F1")},
        carriers=("a+[5,25)",),
    ),
    Row(
        "same value straddling the end: a leftover and an EXTENDS",
        (Live("F1", "a", 10, 20),),
        (Assert("a", 15, 25),),
        revoked=("F1",),
        created={"a+[10,15)": (V, "DERIVES split F1"), "a+[15,25)": (V, "EXTENDS F1")},
        carriers=("a+[15,25)",),
    ),
    Row(
        "same value touching after: a separate version, the old one untouched",
        (Live("F1", "a", 10, 20),),
        (Assert("a", 20, 30),),
        created={"a+[20,30)": (V,)},
        carriers=("a+[20,30)",),
    ),
    # ---- DESIGN.md section 2, the worked example (ticks: 2023-06-01=0, 2024-02-15=45,
    # 2024-03-01=60, 2024-09-01=150), one transaction per row ------------------------------
    Row(
        "worked example T2: Globex from 2024-03-01",
        (Live("F1", "acme", 0, None),),
        (Assert("globex", 60, None),),
        revoked=("F1",),
        created={"acme+[0,60)": (V, "DERIVES split F1"), "globex+[60,∞)": (V, "UPDATES change F1")},
        carriers=("globex+[60,∞)",),
    ),
    Row(
        "worked example T3: correction, Globex from 2024-02-15",
        (Live("F2", "acme", 0, 60), Live("F3", "globex", 60, None)),
        (Assert("globex", 45, None, kind="correction"),),
        revoked=("F2", "F3"),
        created={
            "acme+[0,45)": (V, "DERIVES split F2"),
            "globex+[45,∞)": (V, "UPDATES correction F2", "EXTENDS F3"),
        },
        carriers=("globex+[45,∞)",),
    ),
    Row(
        "worked example T4: Initech from 2024-09-01 (future-dated)",
        (Live("F4", "acme", 0, 45), Live("F5", "globex", 45, None)),
        (Assert("initech", 150, None),),
        revoked=("F5",),
        created={
            "globex+[45,150)": (V, "DERIVES split F5"),
            "initech+[150,∞)": (V, "UPDATES change F5"),
        },
        carriers=("initech+[150,∞)",),
    ),
    # ---- retract -----------------------------------------------------------------------------
    Row(
        "retract inside: two leftovers, nothing new",
        (Live("F1", "a", 10, 20),),
        (Retract(12, 15),),
        revoked=("F1",),
        created={"a+[10,12)": (V, "DERIVES split F1"), "a+[15,20)": (V, "DERIVES split F1")},
        carriers=(None,),
    ),
    Row(
        "retract touching the end: nothing",
        (Live("F1", "a", 10, 20),),
        (Retract(20, 30),),
        carriers=(None,),
    ),
    Row(
        "retract one microsecond before the end",
        (Live("F1", "a", 10, 20),),
        (Retract(19, None),),
        revoked=("F1",),
        created={"a+[10,19)": (V, "DERIVES split F1")},
        carriers=(None,),
    ),
    Row(
        "retract everything of an open version",
        (Live("F1", "a", 10, None),),
        (Retract(0, None),),
        revoked=("F1",),
        carriers=(None,),
    ),
    Row(
        "retract restricted to another object: nothing",
        (Live("F1", "a", 10, 20),),
        (Retract(0, None, obj="b"),),
        carriers=(None,),
    ),
    Row(
        "retract restricted to an object ends it in either polarity",
        (Live("F1", "a", 0, 10, positive=False), Live("F2", "b", 10, None)),
        (Retract(5, None, obj="a"),),
        revoked=("F1",),
        created={"a-[0,5)": (V, "DERIVES split F1")},
        carriers=(None,),
    ),
    # ---- several operations in one transaction -------------------------------------------
    Row(
        "a version replaced again in the same transaction is not kept; lineage is re-pointed",
        (Live("F1", "a", 0, None),),
        (Assert("b", 10, None), Assert("c", 15, None, kind="correction")),
        revoked=("F1",),
        created={
            "a+[0,10)": (V, "DERIVES split F1"),
            "b+[10,15)": (V, "UPDATES change F1"),
            "c+[15,∞)": (V, "UPDATES correction F1"),
        },
        carriers=("dropped", "c+[15,∞)"),
    ),
    Row(
        "assert then retract the same period: only the old version's leftover remains",
        (Live("F1", "a", 0, None),),
        (Assert("b", 10, None), Retract(10, None)),
        revoked=("F1",),
        created={"a+[0,10)": (V, "DERIVES split F1")},
        carriers=("dropped", None),
    ),
    Row(
        "the same assert twice: one version, no corroboration of a version not yet stored",
        (),
        (Assert("a", 0, 10), Assert("a", 0, 10)),
        created={"a+[0,10)": (V,)},
        carriers=("a+[0,10)", "a+[0,10)"),
    ),
    Row(
        "a value extended later in the same transaction: the first part keeps no edge",
        (),
        (Assert("a", 0, 10), Assert("a", 5, 20)),
        created={"a+[0,5)": (V,), "a+[5,20)": (V,)},
        carriers=("dropped", "a+[5,20)"),
    ),
    Row(
        "multi-valued (one key per object): another object does not touch the first",
        (Live("F1", "a", 0, None, key="k|a"),),
        (Assert("b", 10, None, key="k|b"),),
        created={"k|b:b+[10,∞)": (V,)},
        carriers=("k|b:b+[10,∞)",),
    ),
    Row(
        "multi-valued retract without object: every object's key, in one transaction",
        (Live("F1", "a", 0, None, key="k|a"), Live("F2", "b", 5, None, key="k|b")),
        (Retract(10, None, key="k|a"), Retract(10, None, key="k|b")),
        revoked=("F1", "F2"),
        created={"k|a:a+[0,10)": (V, "DERIVES split F1"), "k|b:b+[5,10)": (V, "DERIVES split F2")},
        carriers=(None, None),
    ),
    # ---- trust (DESIGN.md sections 4 and 5) ----------------------------------------------
    Row(
        "a less trusted claim does not replace: stored disputed, outside the timeline",
        (Live("F1", "a", 0, None),),
        (Assert("b", 10, None, trust=R),),
        created={"b+[10,∞) disputed": (D,)},
        carriers=("b+[10,∞) disputed",),
        contradictions=(("b+[10,∞) disputed", "F1", "trust"),),
    ),
    Row(
        "a more trusted claim replaces",
        (Live("F1", "a", 0, None, trust=R),),
        (Assert("b", 10, None, trust=V),),
        revoked=("F1",),
        created={"a+[0,10)": (R, "DERIVES split F1"), "b+[10,∞)": (V, "UPDATES change F1")},
        carriers=("b+[10,∞)",),
    ),
    Row(
        "equal trust replaces",
        (Live("F1", "a", 0, None, trust=C),),
        (Assert("b", 10, None, trust=C),),
        revoked=("F1",),
        created={"a+[0,10)": (C, "DERIVES split F1"), "b+[10,∞)": (C, "UPDATES change F1")},
        carriers=("b+[10,∞)",),
    ),
    Row(
        "a less trusted claim next to (touching) a verified one is an ordinary version",
        (Live("F1", "a", 10, 20),),
        (Assert("b", 20, 30, trust=R),),
        created={"b+[20,30)": (R,)},
        carriers=("b+[20,30)",),
    ),
    Row(
        "a less trusted re-assertion of the same value corroborates",
        (Live("F1", "a", 0, None),),
        (Assert("a", 10, 20, trust=R),),
        carriers=("F1",),
        corroborated=(("F1", None),),
    ),
    Row(
        "polarity flip, tie (no origins either side): the older side becomes disputed",
        (Live("F1", "a", 0, None),),
        (Assert("a", 10, None, positive=False),),
        revoked=("F1",),
        created={
            "a+[0,10)": (V, "DERIVES split F1"),
            "a-[10,∞)": (V, "UPDATES change F1"),
            "a+[10,∞) disputed": (D, "DERIVES disputed F1"),
        },
        carriers=("a-[10,∞)",),
        contradictions=(("a-[10,∞)", "a+[10,∞) disputed", "polarity"),),
    ),
    Row(
        "polarity flip against a better sourced version: the newcomer is disputed",
        (Live("F1", "a", 0, None, origins=("o1", "o2")),),
        (Assert("a", 10, None, positive=False, origin="o3"),),
        created={"a-[10,∞) disputed": (D,)},
        carriers=("a-[10,∞) disputed",),
        contradictions=(("a-[10,∞) disputed", "F1", "polarity"),),
    ),
    # ---- corroboration by origin -------------------------------------------------------------
    Row(
        "covered re-assertion from a new distinct origin: re-issued, candidate -> verified",
        (Live("F1", "a", 0, None, trust=C, origins=("o1",)),),
        (Assert("a", 10, 20, trust=C, origin="o2"),),
        revoked=("F1",),
        created={"a+[0,∞)": (V, "EXTENDS corroboration F1")},
        carriers=("a+[0,∞)",),
    ),
    Row(
        "re-issue by a distinct origin promotes raw too",
        (Live("F1", "a", 0, 50, trust=R, origins=("o1",)),),
        (Assert("a", 0, 50, trust=R, origin="o2"),),
        revoked=("F1",),
        created={"a+[0,50)": (V, "EXTENDS corroboration F1")},
        carriers=("a+[0,50)",),
    ),
    Row(
        "covered re-assertion from the same origin: corroborated with its evidence",
        (Live("F1", "a", 0, None, trust=C, origins=("o1",)),),
        (Assert("a", 10, 20, trust=C, origin="o1"),),
        carriers=("F1",),
        corroborated=(("F1", "o1"),),
    ),
    Row(
        "covered re-assertion of a version with no recorded origin: corroborated",
        (Live("F1", "a", 0, None, trust=C),),
        (Assert("a", 10, 20, trust=C, origin="o2"),),
        carriers=("F1",),
        corroborated=(("F1", "o2"),),
    ),
    # ---- operator actions --------------------------------------------------------------------
    Row(
        "verify re-issues the version as verified",
        (Live("F1", "a", 0, None, trust=C),),
        (Act("verify", "F1"),),
        revoked=("F1",),
        created={"a+[0,∞)": (V, "EXTENDS verify F1")},
        carriers=("a+[0,∞)",),
    ),
    Row(
        "dispute takes the version out of the timeline and keeps a disputed copy",
        (Live("F1", "a", 0, None),),
        (Act("dispute", "F1"),),
        revoked=("F1",),
        created={"a+[0,∞) disputed": (D, "DERIVES disputed F1")},
        carriers=("a+[0,∞) disputed",),
    ),
    Row(
        "revoke ends exactly that version, leaving no leftover",
        (Live("F1", "a", 0, 10), Live("F2", "b", 10, None)),
        (Act("revoke", "F2"),),
        revoked=("F2",),
        carriers=(None,),
    ),
]


@pytest.mark.parametrize("row", ROWS, ids=[row.name for row in ROWS])
def test_planner_case(row: Row) -> None:
    plan, names, carriers = outcome(row)
    created = {
        names[v.id]: (
            v.fields["trust"],
            *sorted(edge_text(e.type, e.kind, names[e.target]) for e in v.edges),
        )
        for v in plan.creates
    }
    expected_created = {name: (spec[0], *sorted(spec[1:])) for name, spec in row.created.items()}
    assert len(created) == len(plan.creates), "two created versions with the same label"
    assert created == expected_created
    assert sorted(plan.revokes) == sorted(row.revoked)
    assert [names.get(c, "dropped") if c is not None else None for c in carriers] == list(
        row.carriers
    )
    assert [
        (fact_id, ev.origin if ev is not None else None) for fact_id, ev in plan.corroborated
    ] == list(row.corroborated)
    assert [(names[c.claim], names[c.against], c.detected_by) for c in plan.contradictions] == [
        *row.contradictions
    ]
    assert all(c.weight == -1.0 for c in plan.contradictions)


def test_the_table_is_large_enough_and_names_are_unique() -> None:
    assert len(ROWS) >= 30
    assert len({row.name for row in ROWS}) == len(ROWS)


def test_worked_example_as_four_transactions() -> None:
    """DESIGN.md section 2's example end to end: each transaction's plan, stored, is the next
    transaction's live state; the live timeline afterwards is F4 Acme, F6 Globex, F7 Initech."""
    steps = [
        Assert("acme", 0, None),
        Assert("globex", 60, None),
        Assert("globex", 45, None, kind="correction"),
        Assert("initech", 150, None),
    ]
    live: list[Version] = []
    for step in steps:
        planner = TransactionPlanner({"k": live})
        run(planner, {}, step)
        plan = planner.plan()
        revoked = set(plan.revokes)
        live = [v for v in live if v.id not in revoked]
        live += [
            Version(v.id, v.key, v.payload, v.period, persisted=True, fields=v.fields)
            for v in plan.creates
        ]
    assert sorted(label(v) for v in live) == [
        "acme+[0,45)",
        "globex+[45,150)",
        "initech+[150,∞)",
    ]


def test_extending_reassertion_by_a_distinct_origin_keeps_both_origins() -> None:
    row = Row(
        "extending re-assertion from a distinct origin",
        (Live("F1", "a", 10, 20, trust=C, origins=("o1",)),),
        (Assert("a", 5, 25, trust=C, origin="o2"),),
    )
    plan, names, carriers = outcome(row)
    (carrier,) = [v for v in plan.creates if v.id == carriers[0]]
    assert names[carrier.id] == "a+[5,25)"
    assert sorted(carrier.fields["origins"]) == ["o1", "o2"]
    assert carrier.fields["source_count"] == 2
    assert carrier.fields["trust"] == "verified"  # two distinct origins promote a candidate
    assert carrier.inherit_evidence_from == "F1"  # o1's evidence stays with the fact
