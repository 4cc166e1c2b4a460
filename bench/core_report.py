"""The core benchmark's report: verdicts against the targets, the console summary and the
"Bitemporal core" section of `bench/RESULTS.md`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.table import Table

from bench.common import (
    MD_STATS_HEADER,
    RESULTS_MD,
    Stats,
    console,
    machine_line,
    md_stats_row,
    provenance_line,
    stats_table,
)
from bench.core_data import (
    DEPTH_NAMESPACE,
    NAMESPACE,
    SECTION,
    TARGET_DEPTH_RATIO,
    TARGET_IMPORT_RATE,
    TARGET_POINT_P95_MS,
)


def fmt_n(n: float) -> str:
    return f"{n:,.0f}"


def verdicts(report: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    largest = report["sizes"][-1] if report["sizes"] else None
    if largest is not None:
        reads = largest["reads"]
        q1 = reads["q1_current/shipped"]["p95"]
        q4 = reads["q4_as_of/shipped"]["p95"]
        entry: dict[str, Any] = {
            "size_target": largest["target"],
            "size_reached": largest["versions"],
            "q1_p95_ms": q1,
            "q4_p95_ms": q4,
            "target_ms": TARGET_POINT_P95_MS,
            "met": max(q1, q4) <= TARGET_POINT_P95_MS and largest["reached"],
        }
        if "q1_current/fixed" in reads:
            entry["met_with_fix"] = (
                max(reads["q1_current/fixed"]["p95"], reads["q4_as_of/fixed"]["p95"])
                <= TARGET_POINT_P95_MS
            )
        out["point_p95_at_largest"] = entry
    depth = report.get("depth")
    if depth:
        ratios: dict[str, Any] = {"target": TARGET_DEPTH_RATIO}
        for variant, data in depth["reads"].items():
            ratios[f"{variant}_changes"] = data["ratio_p95_changes"]
            ratios[f"{variant}_corrections"] = data["ratio_p95_corrections"]
        ratios["met"] = ratios["shipped_changes"] <= TARGET_DEPTH_RATIO
        if "fixed_changes" in ratios:
            ratios["met_with_fix"] = ratios["fixed_changes"] <= TARGET_DEPTH_RATIO
        out["depth_ratio"] = ratios
    rates = {str(r["batch_ops"]): r["versions_per_s"] for r in report.get("import", [])}
    if rates:
        out["import_rate"] = {
            "versions_per_s": rates,
            "target": TARGET_IMPORT_RATE,
            "met": max(rates.values()) >= TARGET_IMPORT_RATE,
        }
    return out


def markdown(report: dict[str, Any]) -> str:
    m = report["machine"]
    lines = [
        f"Run {report['date']} ({report['duration_min']:.1f} min), command: `{report['command']}`",
        "",
        f"Measured: {provenance_line(report.get('provenance'))}.",
        "",
        f"Machine: {machine_line(m)}. Load average at start {report['loadavg_start']}, "
        f"at end {report['loadavg_end']} (other work on the machine shows here).",
        "",
        f"Code under test: commit {report.get('code', {}).get('commit')}"
        + (
            f" plus uncommitted changes in {', '.join(report['code']['chronofact_dirty'])}"
            if report.get("code", {}).get("chronofact_dirty")
            else ""
        )
        + ".",
        "",
        f"Data: one tenant, namespace `{NAMESPACE}`; people with works_at / lives_in / "
        "job_title (+ status 50%, multi-valued speaks 30%); each write call is one import "
        f"transaction of {report['config']['batch']} operations (changes, corrections, "
        "retractions of keys of earlier batches, and new people), "
        f"{'with' if report['config']['evidence'] else 'without'} one import source per batch, "
        "no embeddings. Versions = `:Fact` nodes created.",
        "",
        "### Point queries (Q1 current, Q4 as-of) by store size",
        "",
        (
            "`shipped` = `Reader.point` with the named queries as they are (they already force "
            "the (subject_id, predicate) index, so no `fixed` variant is measured)."
            if report.get("fix_shipped")
            else "`shipped` = `Reader.point` with the named queries as they are; `fixed` = "
            "`Reader.point` with the query text changed by `fixed_query` (hint "
            "`USING INDEX f:Current|Fact(subject_id, predicate)` + `f.predicate IS NOT NULL`)."
        ),
        "",
        MD_STATS_HEADER,
    ]
    for size in report["sizes"]:
        label = fmt_n(size["versions"])
        if not size["reached"]:
            label += f" (target {fmt_n(size['target'])} not reached)"
        for name, stats in size["reads"].items():
            s = Stats(**stats)
            target = f"p95 <= {TARGET_POINT_P95_MS:g} ms" if size is report["sizes"][-1] else ""
            lines.append(md_stats_row(f"{label}: {name}", s, target))
    lines += [
        "",
        "PROFILE db hits (one random key) per size: "
        + "; ".join(
            f"{fmt_n(size['versions'])}: "
            + ", ".join(f"{k} {v['total_db_hits']}" for k, v in size["plans"].items())
            for size in report["sizes"]
        ),
        "",
        "### Load (import mode, batches)",
        "",
        "| segment | batch ops | versions | ops | seconds | versions/s | batch p50 ms | "
        "batch p95 ms |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for size in report["sizes"]:
        load = size["load"]
        if not load["batches"]:
            continue
        lat = load.get("batch_latency_ms", {})
        lines.append(
            f"| up to {fmt_n(size['versions'])} | {report['config']['batch']} | "
            f"{fmt_n(load['versions'])} | {fmt_n(load['ops'])} | {load['seconds']:.1f} | "
            f"{fmt_n(load['versions_per_s'])} | {lat.get('p50', 0):.0f} | {lat.get('p95', 0):.0f} |"
        )
    for imp in report.get("import", []):
        lat = imp.get("batch_latency_ms", {})
        lines.append(
            f"| throughput run (warm, {fmt_n(imp['store_versions_before'])} stored) | "
            f"{imp['batch_ops']} | {fmt_n(imp['versions'])} | {fmt_n(imp['ops'])} | "
            f"{imp['seconds']:.1f} | {fmt_n(imp['versions_per_s'])} | {lat.get('p50', 0):.0f} | "
            f"{lat.get('p95', 0):.0f} |"
        )
    for imp in report.get("import", []):
        b = imp.get("breakdown")
        if not b:
            continue
        top = sorted(b["queries"].items(), key=lambda kv: -kv[1]["client_s"])[:6]
        parts = ", ".join(f"{name} {q['client_s']:.1f}/{q['server_s']:.1f}" for name, q in top)
        lines.append("")
        lines.append(
            f"Where the time of the batch-{imp['batch_ops']} throughput run went "
            f"({imp['seconds']:.1f} s in `Writer.write`): named queries "
            f"{b['client_in_queries_s']:.1f} s seen by the client, of which the server "
            f"reports {b['server_in_queries_s']:.1f} s; outside the named queries "
            f"(validation and planning in Python, BEGIN/COMMIT) "
            f"{b['python_outside_queries_s']:.1f} s. Top queries, "
            f"client/server seconds: {parts}."
        )
    depth = report.get("depth")
    if depth:
        lines += [
            "",
            f"### Current read of one key: depth 1 vs depth {depth['depth']}",
            "",
            f"Namespace `{DEPTH_NAMESPACE}` (3 keys only), reads interleaved in one process. "
            f"`changes`: {depth['depth']} successive changes (new valid-time segment each; "
            f"{depth['keys']['changes']['versions']} versions, "
            f"{depth['keys']['changes']['current']} of them `:Current`); `corrections`: "
            f"{depth['depth']} successive corrections of the same segment "
            f"({depth['keys']['corrections']['versions']} versions, "
            f"{depth['keys']['corrections']['current']} `:Current`).",
            "",
            MD_STATS_HEADER,
        ]
        for variant, data in depth["reads"].items():
            for name, stats in data["stats"].items():
                lines.append(md_stats_row(f"{variant}: {name}", Stats(**stats)))
        lines.append("")
        for variant, data in depth["reads"].items():
            lines.append(
                f"- p95 ratio ({variant}): changes/depth-1 = {data['ratio_p95_changes']:.2f}x, "
                f"corrections/depth-1 = {data['ratio_p95_corrections']:.2f}x "
                f"(target <= {TARGET_DEPTH_RATIO:g}x)"
            )
        for name, phases in depth["write_latency_ms"].items():
            parts = ", ".join(f"{phase} p50 {s['p50']:.1f} ms" for phase, s in phases.items())
            lines.append(f"- single-write latency while building `{name}`: {parts}")
    single = report.get("single_write")
    if single:
        lines += [
            "",
            "### Single-write latency (one assert per transaction, warm store)",
            "",
            MD_STATS_HEADER,
            md_stats_row(
                f"write 1 change ({fmt_n(single['store_versions'])} stored)",
                Stats(**single["stats"]),
            ),
        ]
    v = report.get("verdicts", {})
    lines += ["", "### Targets", ""]
    if "point_p95_at_largest" in v:
        t = v["point_p95_at_largest"]
        with_fix = ""
        if "met_with_fix" in t:
            with_fix = f"; with the fix: {'met' if t['met_with_fix'] else 'not met'}"
        lines.append(
            f"- Point query p95 <= {TARGET_POINT_P95_MS:g} ms at 1M: "
            f"{'MET' if t['met'] else 'NOT MET'} — at {fmt_n(t['size_reached'])} versions Q1 "
            f"p95 {t['q1_p95_ms']:.1f} ms, Q4 p95 {t['q4_p95_ms']:.1f} ms (shipped){with_fix}."
        )
    if "depth_ratio" in v:
        t = v["depth_ratio"]
        ratio_parts = [
            f"{variant} {t[f'{variant}_changes']:.2f}x for changes, "
            f"{t[f'{variant}_corrections']:.2f}x for corrections"
            for variant in ("shipped", "fixed")
            if f"{variant}_changes" in t
        ]
        lines.append(
            f"- Depth {report['depth']['depth']:,} / depth 1 current-read p95 <= "
            f"{TARGET_DEPTH_RATIO:g}x: {'MET' if t['met'] else 'NOT MET'} ("
            + "; ".join(ratio_parts)
            + ")."
        )
    if "import_rate" in v:
        t = v["import_rate"]
        rates = ", ".join(f"batch {k}: {fmt_n(r)}/s" for k, r in t["versions_per_s"].items())
        lines.append(
            f"- Batch import >= {fmt_n(TARGET_IMPORT_RATE)} versions/s: "
            f"{'MET' if t['met'] else 'NOT MET'} ({rates})."
        )
    return "\n".join(lines) + "\n"


NOTES_HEADING = "### Notes and findings"


def kept_notes(path: Path = RESULTS_MD) -> str:
    """The hand-written notes at the end of this section of RESULTS.md (kept on rewrite)."""
    if not path.exists():
        return ""
    lines = path.read_text().splitlines()
    try:
        start = lines.index(f"## {SECTION}")
    except ValueError:
        return ""
    end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")), len(lines))
    section = lines[start + 1 : end]
    if NOTES_HEADING not in section:
        return ""
    notes = section[section.index(NOTES_HEADING) :]
    return "\n" + "\n".join(notes).rstrip() + "\n"


def print_summary(report: dict[str, Any]) -> None:
    rows: list[tuple[str, Stats]] = []
    for size in report["sizes"]:
        for name, stats in size["reads"].items():
            rows.append((f"{fmt_n(size['versions'])} {name}", Stats(**stats)))
    console.print(stats_table("Point queries", rows))
    load = Table(title="Load / import", title_justify="left")
    for column in ("segment", "batch", "versions", "seconds", "versions/s"):
        load.add_column(column, justify="right")
    for size in report["sizes"]:
        if size["load"]["batches"]:
            load.add_row(
                f"to {fmt_n(size['versions'])}",
                str(report["config"]["batch"]),
                fmt_n(size["load"]["versions"]),
                f"{size['load']['seconds']:.1f}",
                fmt_n(size["load"]["versions_per_s"]),
            )
    for imp in report.get("import", []):
        load.add_row(
            "throughput",
            str(imp["batch_ops"]),
            fmt_n(imp["versions"]),
            f"{imp['seconds']:.1f}",
            fmt_n(imp["versions_per_s"]),
        )
    console.print(load)
    depth = report.get("depth")
    if depth:
        drows = [
            (f"{variant} {name}", Stats(**s))
            for variant, data in depth["reads"].items()
            for name, s in data["stats"].items()
        ]
        console.print(stats_table(f"Current read, depth 1 vs {depth['depth']}", drows))
    if report.get("single_write"):
        console.print(
            stats_table("Single write", [("1 assert/tx", Stats(**report["single_write"]["stats"]))])
        )
    console.print(report.get("verdicts", {}))
