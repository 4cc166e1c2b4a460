"""`chronofact import FILE`: a JSONL or CSV file of facts, written in batches with a progress
bar, resumable.

- Each line (JSONL) or row (CSV) is one operation of `POST /v1/facts/batch` (`op` defaults to
  `assert`; CSV columns are its fields, with `source_kind`, `source_ref`,
  `source_observed_at` for the source; empty cells are left out; a `value` that reads as a
  JSON number or boolean is one).
- The whole file is checked before anything is written: every bad line is reported with its
  number, and nothing is written (exit 2).
- Batches of `--batch` operations, each one write transaction at the server's clock. Each
  batch's audit record carries `import:<file digest>:<last line>` as its request id, in the same
  transaction, so a re-run of the same file into the same namespace skips the batches already
  committed: an interrupted import resumes where it stopped, and a finished one writes nothing.
- Two batches in flight (`--ahead`, the default): the next batch is read, checked, redacted and
  embedded in a background thread while the previous one commits; the commits stay one at a
  time and in file order (`graph.write.pipeline.ahead`).
"""

from __future__ import annotations

import csv
import hashlib
import json
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any

import typer
from pydantic import TypeAdapter, ValidationError
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from chronofact.api.cli.output import EXIT_CODES, fail, out, services
from chronofact.api.schemas.facts import BatchOperation
from chronofact.graph.errors import ChronofactError, InvalidInput
from chronofact.graph.models import Context, Operation
from chronofact.graph.neo4j import read_rows
from chronofact.graph.write.pipeline import ahead
from chronofact.graph.write.result import Outcome
from chronofact.graph.write.writer import PreparedWrite

MAX_REPORTED = 10
"""Bad lines listed before the rest is only counted."""

_OPERATION: TypeAdapter[Any] = TypeAdapter(BatchOperation)
_SOURCE_COLUMNS = {"source_kind": "kind", "source_ref": "ref", "source_observed_at": "observed_at"}
_BOOLEANS = {"true": True, "false": False, "1": True, "0": False, "yes": True, "no": False}


@dataclass(frozen=True)
class Line:
    number: int  # 1-based line of the file (for a CSV, the row's first line)
    data: dict[str, Any]


class BadFile(InvalidInput):
    """The file cannot be imported as it is (exit 2); nothing was written."""

    default_code = "invalid_file"

    def __init__(self, message: str) -> None:
        super().__init__(None, message)


def file_format(path: Path, given: str | None) -> str:
    """`jsonl` or `csv`: as given, else by the file's extension."""
    fmt = (given or path.suffix.lstrip(".")).lower()
    if fmt in ("jsonl", "ndjson", "json"):
        return "jsonl"
    if fmt == "csv":
        return "csv"
    raise BadFile(f"{path}: say --format jsonl or --format csv (the extension is {fmt!r})")


def read_lines(path: Path, fmt: str) -> Iterator[Line]:
    """The operations of the file as raw dicts, with their line numbers (not yet validated)."""
    with path.open(encoding="utf-8", newline="") as handle:
        if fmt == "csv":
            reader = csv.DictReader(handle)
            for row in reader:
                yield Line(reader.line_num, csv_operation(row))
            return
        for number, text in enumerate(handle, start=1):
            if not text.strip():
                continue
            try:
                data = json.loads(text)
            except json.JSONDecodeError as exc:
                yield Line(number, {"__error__": f"not JSON: {exc.msg}"})
                continue
            yield Line(number, data if isinstance(data, dict) else {"__error__": "not an object"})


def csv_operation(row: dict[str, str | None]) -> dict[str, Any]:
    """A CSV row -> a batch operation's fields (empty cells left out, `source_*` nested)."""
    data: dict[str, Any] = {}
    source: dict[str, Any] = {}
    for column, cell in row.items():
        if column is None or cell is None or cell == "":
            continue
        if column in _SOURCE_COLUMNS:
            source[_SOURCE_COLUMNS[column]] = cell
        elif column == "polarity":
            data[column] = _BOOLEANS.get(cell.strip().lower(), cell)
        elif column == "value":
            data[column] = csv_literal(cell)
        else:
            data[column] = cell
    if source:
        data["source"] = source
    return data


def csv_literal(cell: str) -> Any:
    """A CSV `value` cell: a JSON number or boolean as such, anything else as text."""
    try:
        parsed = json.loads(cell)
    except json.JSONDecodeError:
        return cell
    return parsed if isinstance(parsed, int | float | bool) else cell


def to_operation(line: Line) -> tuple[Operation, str | None]:
    """A line -> (operation, its namespace if it names one); ValueError with what is wrong."""
    if "__error__" in line.data:
        raise ValueError(line.data["__error__"])
    data = {"op": "assert", **line.data}
    try:
        parsed = _OPERATION.validate_python(data)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc'][1:]) or 'line'}: {e['msg']}"
            for e in exc.errors()[:3]
        )
        raise ValueError(problems) from exc
    return parsed.to_operation(), parsed.namespace


@dataclass(frozen=True)
class Checked:
    operations: int
    digest: str


def check_file(path: Path, fmt: str, namespace: str) -> Checked:
    """Validate every line (nothing is written if one is bad); the file's SHA-256."""
    problems: list[str] = []
    count = 0
    for line in read_lines(path, fmt):
        try:
            _, named = to_operation(line)
            if named is not None and named != namespace:
                raise ValueError(f"namespace {named!r}, but this import writes {namespace!r}")
        except ValueError as exc:
            problems.append(f"line {line.number}: {exc}")
        count += 1
    if problems:
        shown = problems[:MAX_REPORTED]
        more = len(problems) - len(shown)
        tail = f"\n... and {more} more" if more else ""
        raise BadFile(
            f"{path}: {len(problems)} bad line(s), nothing written:\n" + "\n".join(shown) + tail
        )
    if count == 0:
        raise BadFile(f"{path}: no operations")
    digest = hashlib.sha256(path.read_bytes()).hexdigest()[:16]
    return Checked(count, digest)


def batches(path: Path, fmt: str, size: int) -> Iterator[tuple[int, list[Operation]]]:
    """(last line number, operations) per batch of `size`, in file order."""
    ops: list[Operation] = []
    last = 0
    for line in read_lines(path, fmt):
        ops.append(to_operation(line)[0])
        last = line.number
        if len(ops) == size:
            yield last, ops
            ops = []
    if ops:
        yield last, ops


def committed_through(svc: Any, ctx: Context, prefix: str) -> int:
    """The last line of this file that an earlier run committed (0: none)."""
    rows = read_rows(
        svc.driver,
        "import_progress",
        {"tenant": ctx.tenant, "namespace": ctx.namespace, "prefix": prefix},
        svc.settings.neo4j_database,
    )
    return max((int(r["request_id"].rsplit(":", 1)[1]) for r in rows), default=0)


def _per_second(versions: int, started: float) -> str:
    """How many versions a second this run has created (skipped batches left out)."""
    seconds = time.monotonic() - started
    return f"{versions / seconds if seconds > 0 else 0.0:,.0f} versions/s"


def _progress() -> Progress:
    return Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[rate]}"),
        TimeElapsedColumn(),
        console=out,
    )


@dataclass(frozen=True)
class Batch:
    """A batch of the file: its last line, its operations and, unless an earlier run committed
    it already, the prepared write."""

    last_line: int
    ops: list[Operation]
    prepared: PreparedWrite | None


class BatchFailed(Exception):
    """A batch could not be prepared or committed (`error` says why)."""

    def __init__(self, last_line: int, error: ChronofactError) -> None:
        super().__init__(error.message)
        self.last_line = last_line
        self.error = error


@dataclass
class Tally:
    written: int = 0
    skipped: int = 0
    versions: int = 0


def write_batches(
    svc: Any,
    ctx: Context,
    prefix: str,
    batches_of_file: Iterator[tuple[int, list[Operation]]],
    done_through: int,
    in_flight: bool,
) -> Iterator[tuple[Batch, int | None]]:
    """Each batch with the number of versions it created (None: committed by an earlier run,
    skipped), in file order; with `in_flight` the next batch is prepared while one commits."""

    def prepare(item: tuple[int, list[Operation]]) -> Batch:
        last_line, ops = item
        if last_line <= done_through:
            return Batch(last_line, ops, None)
        batch_ctx = Context(ctx.tenant, ctx.namespace, "import", request_id=f"{prefix}{last_line}")
        try:
            return Batch(last_line, ops, svc.prepare_batch(batch_ctx, ops))
        except ChronofactError as exc:
            raise BatchFailed(last_line, exc) from exc

    def commit(batch: Batch) -> tuple[Batch, int | None]:
        if batch.prepared is None:
            return batch, None
        try:
            done = svc.writer.apply(batch.prepared)  # the facts written need no shaping here
        except ChronofactError as exc:
            raise BatchFailed(batch.last_line, exc) from exc
        return batch, done.created if isinstance(done, Outcome) else len(done.created)

    if in_flight:
        for _, done in ahead(batches_of_file, prepare, commit):
            yield done
    else:
        for item in batches_of_file:
            yield commit(prepare(item))


def import_cmd(
    file: Annotated[
        Path, typer.Argument(exists=True, dir_okay=False, readable=True, help="JSONL or CSV.")
    ],
    fmt: Annotated[
        str | None, typer.Option("--format", help="jsonl or csv (default: by extension).")
    ] = None,
    batch: Annotated[int, typer.Option(min=1, help="Operations per transaction.")] = 2000,
    embed: Annotated[
        bool, typer.Option(help="Embed statements for recall (slower; as the API does).")
    ] = True,
    tenant: Annotated[str, typer.Option(help="Tenant to act as.")] = "default",
    namespace: Annotated[
        str, typer.Option("--namespace", "-n", help="Namespace inside the tenant.")
    ] = "default",
    in_flight: Annotated[
        bool,
        typer.Option(
            "--ahead/--one-at-a-time",
            help="Prepare the next batch (read, check, embed) while one commits.",
        ),
    ] = True,
) -> None:
    """Import the facts of FILE (JSONL or CSV, one operation per line) in batches, with a
    progress bar. Every line is checked first; a re-run resumes after the last committed batch."""
    with services(embed_statements=embed) as svc:
        if batch > svc.settings.max_batch_operations:
            raise fail(
                f"--batch {batch} is over CHRONOFACT_MAX_BATCH "
                f"({svc.settings.max_batch_operations})",
                EXIT_CODES["too_large"],
            )
        fmt_name = file_format(file, fmt)
        checked = check_file(file, fmt_name, namespace)
        prefix = f"import:{checked.digest}:"
        base = Context(tenant=tenant, namespace=namespace, actor="import")
        done_through = committed_through(svc, base, prefix)
        tally = Tally()
        started = time.monotonic()
        with _progress() as bar:
            task = bar.add_task(file.name, total=checked.operations, rate="")
            done = write_batches(
                svc, base, prefix, batches(file, fmt_name, batch), done_through, in_flight
            )
            try:
                for written_batch, created in done:
                    count = len(written_batch.ops)
                    if created is None:
                        tally.skipped += count
                        bar.advance(task, count)
                        continue
                    tally.written += count
                    tally.versions += created
                    rate = f"{tally.versions:,} versions, {_per_second(tally.versions, started)}"
                    bar.update(task, advance=count, rate=rate)
            except BatchFailed as failed:
                exc = failed.error
                raise fail(
                    f"the batch ending at line {failed.last_line}: {exc.code}: {exc.message} "
                    f"({tally.written} operations written before it; a re-run resumes there)",
                    EXIT_CODES.get(exc.kind, 1),
                ) from exc
    skip_note = f", {tally.skipped:,} already imported (skipped)" if tally.skipped else ""
    out.print(
        f"{tally.written:,} operations imported, {tally.versions:,} versions created{skip_note} "
        f"({_per_second(tally.versions, started)})."
    )
