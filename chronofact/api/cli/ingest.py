"""`chronofact ingest FILE`: a conversation (JSONL or JSON) or a document (plain text) to facts,
through the same ingest code and write primitive as `POST /v1/ingest`.

- JSONL: one message per line, `{"id", "speaker", "text", "timestamp"}` (blank lines skipped).
- JSON: a list of messages, or `{"messages": [...]}`.
- text: the whole file is one document; `--observed-at` is required.
- whatsapp: a chat app's "Export chat" file (`chat_export`): one message per dated line, its
  speaker and time from the line (read in `--timezone`, default UTC). A `.txt` file whose first
  lines read so is taken as one without `--format`.
- telegram: Telegram Desktop's JSON chat export (`result.json`, `telegram_export`); a `.json`
  file shaped so is taken as one without `--format`.

A message without `id` gets `<ref>:<n>` (n = its 1-based position in the file); without
`speaker` it gets `--speaker`; without `timestamp` it gets `--observed-at` (else it is an
error). Timestamps must carry a UTC offset. Unknown fields of a record are ignored.
`--extractor NAME` picks the extractor (default: `CHRONOFACT_EXTRACTOR`).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any

import typer
from pydantic import ValidationError
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from chronofact.api.cli.chat_export import ExportError, looks_like_export, read_export
from chronofact.api.cli.output import EXIT_CODES, err, fail, out, services
from chronofact.api.cli.telegram_export import TelegramError, is_telegram, read_telegram
from chronofact.api.presenters import ingest_out
from chronofact.api.schemas.ingest import FileMessage
from chronofact.extractors.base import Extractor
from chronofact.graph.ingest import (
    DEFAULT_BATCH_SIZE,
    IngestResult,
    Message,
    SourceRef,
    document_chunks,
    ingest_document,
    ingest_messages,
)
from chronofact.graph.models import Context
from chronofact.graph.time import TimeError, iso, parse_instant
from chronofact.graph.write import Writer

FORMATS = ("jsonl", "json", "text", "whatsapp", "telegram")


class InputError(Exception):
    """A file that cannot be ingested as given; nothing was written."""


def _format_of(path: Path, given: str | None) -> str:
    if given is not None:
        if given not in FORMATS:
            raise InputError(f"--format must be one of {', '.join(FORMATS)}, not {given!r}")
        return given
    suffix = path.suffix.lower()
    if suffix in (".jsonl", ".ndjson"):
        return "jsonl"
    if suffix == ".json":
        return "json"
    if suffix == ".txt" and looks_like_export(path.read_text(encoding="utf-8")[:4096]):
        return "whatsapp"
    return "text"


def _records(path: Path, fmt: str) -> list[tuple[str, Any]]:
    """(where, record) pairs of a JSON/JSONL file."""
    text = path.read_text(encoding="utf-8")
    if fmt == "jsonl":
        found: list[tuple[str, Any]] = []
        for number, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            try:
                found.append((f"line {number}", json.loads(line)))
            except json.JSONDecodeError as exc:
                raise InputError(f"{path}: line {number} is not JSON: {exc.msg}") from exc
        return found
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(f"{path}: not JSON: {exc.msg} (line {exc.lineno})") from exc
    if isinstance(data, dict) and isinstance(data.get("messages"), list):
        data = data["messages"]
    if not isinstance(data, list):
        raise InputError(f'{path}: expected a list of messages or {{"messages": [...]}}')
    return [(f"message {i}", item) for i, item in enumerate(data, start=1)]


def read_chat_export(path: Path, ref: str, zone: str) -> list[Message]:
    """The messages of a chat export (`chat_export`), each id `<ref>:<line>`."""
    try:
        lines = read_export(path.read_text(encoding="utf-8"), zone)
    except ExportError as exc:
        raise InputError(f"{path}: {exc}") from exc
    return [
        Message(id=f"{ref}:{line.number}", text=line.text, timestamp=line.at, speaker=line.speaker)
        for line in lines
    ]


def read_telegram_export(path: Path, ref: str, zone: str, required: bool) -> list[Message] | None:
    """The messages of a Telegram JSON export (`telegram_export`), each id `<ref>:<id>`; None
    when the file is JSON of another shape and the format was not asked for."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise InputError(f"{path}: not JSON: {exc.msg} (line {exc.lineno})") from exc
    if not is_telegram(data):
        if required:
            raise InputError(f'{path}: not a Telegram export (no "messages" with a type and date)')
        return None
    try:
        lines = read_telegram(data, zone)
    except TelegramError as exc:
        raise InputError(f"{path}: {exc}") from exc
    return [
        Message(id=f"{ref}:{line.id}", text=line.text, timestamp=line.at, speaker=line.speaker)
        for line in lines
    ]


def read_messages(
    path: Path,
    fmt: str,
    ref: str,
    speaker: str | None,
    observed_at: datetime | None,
) -> list[Message]:
    """Parse and check every message of a JSON/JSONL file (nothing is written on an error)."""
    messages: list[Message] = []
    for position, (where, record) in enumerate(_records(path, fmt), start=1):
        if not isinstance(record, dict):
            raise InputError(f"{path}: {where}: a message must be a JSON object")
        try:
            parsed = FileMessage.model_validate(record)
        except ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(str(p) for p in e['loc']) or 'message'}: {e['msg']}"
                for e in exc.errors()[:3]
            )
            raise InputError(f"{path}: {where}: {problems}") from exc
        timestamp = parsed.timestamp or observed_at
        if timestamp is None:
            raise InputError(
                f"{path}: {where}: no timestamp (give each message one, or --observed-at)"
            )
        messages.append(
            Message(
                id=str(parsed.id) if parsed.id is not None else f"{ref}:{position}",
                text=parsed.text,
                timestamp=timestamp,
                speaker=parsed.speaker or speaker,
            )
        )
    if not messages:
        raise InputError(f"{path}: no messages")
    return messages


def _summary(result: IngestResult, console: Console) -> None:
    counts = result.counts
    console.print(
        f"{counts.get('messages', counts.get('chunks', 0))} "
        f"{'messages' if 'messages' in counts else 'chunks'}: "
        f"{result.sources_stored} sources stored, {counts.get('already_ingested', 0)} already "
        f"ingested; {counts.get('claims', 0)} claims -> {len(result.facts)} facts "
        f"({counts.get('created', 0)} versions created, {counts.get('revoked', 0)} revoked, "
        f"{counts.get('corroborated', 0)} corroborated); {len(result.blocked)} blocked, "
        f"{len(result.contradictions)} contradictions; {len(result.txs)} transactions"
        + (f", last {result.txs[-1].id} at {iso(result.txs[-1].time)}" if result.txs else "")
    )


@dataclass(frozen=True)
class _Input:
    """A file read and checked, nothing written yet: a document's text or a conversation."""

    fmt: str
    observed: datetime | None
    total: int
    """How many chunks or messages it has (what the progress bar counts)."""
    text: str = ""
    messages: list[Message] = field(default_factory=list)

    @property
    def is_document(self) -> bool:
        return self.fmt == "text"


def _read_input(
    file: Path,
    fmt: str | None,
    speaker: str | None,
    observed_at: str | None,
    ref: str | None,
    zone: str = "UTC",
) -> _Input:
    """Read and check the file (exit 2 on anything wrong with it; nothing is written)."""
    try:
        kind_of_file = _format_of(file, fmt)
        observed = parse_instant(observed_at, "--observed-at") if observed_at else None
        if kind_of_file == "whatsapp":
            messages = read_chat_export(file, ref or file.stem, zone)
            return _Input(kind_of_file, observed, len(messages), messages=messages)
        if kind_of_file in ("json", "telegram"):
            sent = read_telegram_export(file, ref or file.stem, zone, kind_of_file == "telegram")
            if sent is not None:
                return _Input("telegram", observed, len(sent), messages=sent)
        if kind_of_file != "text":
            messages = read_messages(file, kind_of_file, ref or file.stem, speaker, observed)
            return _Input(kind_of_file, observed, len(messages), messages=messages)
        if observed is None:
            raise InputError(
                "a text document needs --observed-at (when it was written, with a UTC "
                "offset, e.g. 2024-03-01T09:00:00Z): relative dates in it are resolved "
                "against it"
            )
        text = file.read_text(encoding="utf-8")
        total = len(document_chunks(text))
        if total == 0:
            raise InputError(f"{file}: the document has no text")
        return _Input(kind_of_file, observed, total, text=text)
    except (InputError, TimeError, OSError, UnicodeDecodeError) as exc:
        raise fail(str(exc), EXIT_CODES["invalid"]) from exc


def _progress_bar(transient: bool) -> Progress:
    return Progress(
        TextColumn("[bold]ingest"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.description}"),
        TimeElapsedColumn(),
        console=err,
        transient=transient,
    )


@dataclass(frozen=True)
class _Options:
    """How to ingest a file: the command line's choices."""

    speaker: str | None
    source_kind: str | None
    ref: str | None
    batch_size: int
    extractor: str | None = None


def _ingest(
    writer: Writer,
    extractor: Extractor,
    ctx: Context,
    file: Path,
    given: _Input,
    opts: _Options,
    advance: Callable[[int], None],
) -> IngestResult:
    """Ingest the document or conversation read from `file`."""
    if given.is_document:
        assert given.observed is not None
        return ingest_document(
            writer,
            ctx,
            given.text,
            given.observed,
            SourceRef(kind=opts.source_kind or "document", ref=opts.ref or file.name),
            speaker=opts.speaker,
            batch_size=opts.batch_size,
            progress=advance,
            extractor=extractor,
        )
    return ingest_messages(
        writer,
        ctx,
        given.messages,
        source_kind=opts.source_kind or "conversation",
        conversation_ref=opts.ref or file.stem,
        batch_size=opts.batch_size,
        progress=advance,
        extractor=extractor,
    )


def _run_with_progress(
    file: Path, given: _Input, opts: _Options, ctx: Context, embed: bool, as_json: bool
) -> IngestResult:
    """Build the services and ingest, showing a progress bar on stderr (gone after with
    `--json`)."""
    progress = _progress_bar(transient=as_json)
    with services(embed_statements=embed) as svc:
        extractor = svc.extractor(opts.extractor)  # an unknown name fails before the bar
        with progress:
            return _ingest_with_bar(svc.writer, extractor, ctx, file, given, opts, progress)


def _ingest_with_bar(
    writer: Writer,
    extractor: Extractor,
    ctx: Context,
    file: Path,
    given: _Input,
    opts: _Options,
    progress: Progress,
) -> IngestResult:
    """Ingest, advancing a task of `progress` after each committed group."""
    task = progress.add_task("chunks" if given.is_document else "messages", total=given.total)

    def advance(done: int) -> None:
        progress.advance(task, done)

    return _ingest(writer, extractor, ctx, file, given, opts, advance)


def _print_result(result: IngestResult, as_json: bool) -> None:
    if as_json:
        print(ingest_out(result).model_dump_json(indent=2))
    else:
        _summary(result, out)


def ingest_cmd(
    file: Annotated[
        Path, typer.Argument(exists=True, dir_okay=False, readable=True, help="The file.")
    ],
    fmt: Annotated[
        str | None,
        typer.Option(
            "--format",
            help="jsonl | json | text | whatsapp | telegram (default: from the suffix; a .txt "
            "chat export is found by its lines, a Telegram result.json by its shape).",
        ),
    ] = None,
    speaker: Annotated[
        str | None, typer.Option(help="Speaker of messages without one; a text's author.")
    ] = None,
    observed_at: Annotated[
        str | None,
        typer.Option(
            "--observed-at",
            help="When the text was written (ISO-8601 with offset): required for text, "
            "the default timestamp of messages without one.",
        ),
    ] = None,
    tenant: Annotated[str, typer.Option(help="Tenant to act as.")] = "default",
    namespace: Annotated[
        str, typer.Option("--namespace", "-n", help="Namespace inside the tenant.")
    ] = "default",
    source_kind: Annotated[
        str | None,
        typer.Option(
            "--source-kind", help="Source kind (default conversation; document for text)."
        ),
    ] = None,
    ref: Annotated[
        str | None,
        typer.Option(help="Conversation or document ref (default: the file name)."),
    ] = None,
    batch_size: Annotated[
        int, typer.Option("--batch-size", min=1, help="Messages per transaction.")
    ] = DEFAULT_BATCH_SIZE,
    embed_statements: Annotated[
        bool, typer.Option("--embed/--no-embed", help="Embed the statements for recall.")
    ] = True,
    extractor: Annotated[
        str | None,
        typer.Option(
            "--extractor",
            help="rules | conversation | llm (default: CHRONOFACT_EXTRACTOR).",
        ),
    ] = None,
    timezone: Annotated[
        str,
        typer.Option(
            "--timezone",
            help="The zone a chat export's times are in (IANA name, e.g. Europe/Lisbon).",
        ),
    ] = "UTC",
    as_json: Annotated[bool, typer.Option("--json", help="Print the result as JSON.")] = False,
) -> None:
    """Ingest a conversation (JSONL/JSON messages, a chat app's export) or a document (text)
    as facts."""
    given = _read_input(file, fmt, speaker, observed_at, ref, timezone)
    ctx = Context(tenant=tenant, namespace=namespace, actor="cli", reason=f"ingest {file.name}")
    opts = _Options(speaker, source_kind, ref, batch_size, extractor)
    result = _run_with_progress(file, given, opts, ctx, embed_statements, as_json)
    _print_result(result, as_json)


def register(app: typer.Typer) -> None:
    """Add this module's commands to the `chronofact` app."""
    app.command("ingest")(ingest_cmd)
