"""The one place that builds the service objects from `Settings`, for REST, the CLI and MCP.

Every entry point gets the same driver, writer (with the statement embedder and the value-length
limit), reader, recall, profiles and operator, all on `NEO4J_DATABASE`, and applies the same
batch limit (`CHRONOFACT_MAX_BATCH`) and import switch (`CHRONOFACT_ALLOW_IMPORT`), and the
same extractors: the configured default (`CHRONOFACT_EXTRACTOR`) unless an ingest names another.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime

from neo4j import Driver
from neo4j.exceptions import Neo4jError, ServiceUnavailable, SessionExpired

from chronofact.config import Settings, get_settings
from chronofact.extractors.base import Extractor
from chronofact.extractors.embeddings import embed
from chronofact.extractors.registry import get_extractor
from chronofact.graph.api_keys import ApiKeys
from chronofact.graph.errors import Forbidden, TooLarge, Unavailable
from chronofact.graph.models import Context, Operation, WriteResult
from chronofact.graph.neo4j import connect
from chronofact.graph.operator import Operator
from chronofact.graph.profile import Profiles
from chronofact.graph.reads import Reader
from chronofact.graph.recall import Recall
from chronofact.graph.write import Embedder, Writer
from chronofact.graph.write.writer import OnCommit, PreparedWrite

DATABASE_NOT_FOUND = "Neo.ClientError.Database.DatabaseNotFound"


def neo4j_unavailable(exc: Exception) -> Unavailable | None:
    """The `unavailable` error a Neo4j failure means for a caller (unreachable, or no database
    named `NEO4J_DATABASE`), or None when it is something else (a bug). Every entry point maps
    Neo4j failures through this before its own error mapping."""
    if isinstance(exc, ServiceUnavailable | SessionExpired):
        return Unavailable("database_unavailable", "Neo4j is not reachable; retry later")
    if isinstance(exc, Neo4jError) and exc.code == DATABASE_NOT_FOUND:
        return Unavailable("database_not_found", f"{exc.message} (NEO4J_DATABASE)")
    return None


@dataclass
class Services:
    """What a request, a command or a tool call needs."""

    settings: Settings
    driver: Driver
    writer: Writer
    reader: Reader
    recall: Recall
    profiles: Profiles
    operator: Operator
    api_keys: ApiKeys
    schema_applied: bool = False
    _extractors: dict[str, Extractor] = field(default_factory=dict, repr=False)

    @property
    def default_extractor_name(self) -> str:
        """The configured extractor (`CHRONOFACT_EXTRACTOR`)."""
        return self.settings.extractor.strip().lower()

    def extractor(self, name: str | None = None) -> Extractor:
        """The extractor an ingest names, else the configured default; built once per name
        (an `unknown_extractor` InvalidInput for a name that is not known)."""
        key = (name or self.default_extractor_name).strip().lower()
        if key not in self._extractors:
            self._extractors[key] = get_extractor(key, self.settings)
        return self._extractors[key]

    @classmethod
    def build(
        cls,
        settings: Settings,
        driver: Driver | None = None,
        *,
        embedder: Embedder | None = embed,
    ) -> Services:
        """The services over `driver` (default: a new driver for the configured Neo4j).
        `embedder` embeds asserted statements for recall; None writes facts without one."""
        driver = driver if driver is not None else connect(settings)
        database = settings.neo4j_database
        writer = Writer(driver, database, settings.max_value_length, embedder=embedder)
        reader = Reader(driver, database)
        return cls(
            settings=settings,
            driver=driver,
            writer=writer,
            reader=reader,
            recall=Recall(driver, database),
            profiles=Profiles(driver, database),
            operator=Operator(driver, writer, reader, database),
            api_keys=ApiKeys(driver, database),
        )

    def write_batch(
        self,
        ctx: Context,
        ops: Sequence[Operation],
        tx_time: datetime | None = None,
        on_commit: OnCommit | None = None,
    ) -> WriteResult:
        """A batch (or, with `tx_time`, an import): all-or-nothing, one transaction time
        (`on_commit`: see `Writer.write`)."""
        return self.writer.commit(self.prepare_batch(ctx, ops, tx_time, on_commit))

    def prepare_batch(
        self,
        ctx: Context,
        ops: Sequence[Operation],
        tx_time: datetime | None = None,
        on_commit: OnCommit | None = None,
    ) -> PreparedWrite:
        """`write_batch` up to its transaction (`Writer.prepare`), for `Writer.commit`."""
        if tx_time is not None and not self.settings.allow_import:
            raise Forbidden("import_disabled", "import mode is off (CHRONOFACT_ALLOW_IMPORT)")
        limit = self.settings.max_batch_operations
        if len(ops) > limit:
            raise TooLarge(
                "batch_too_large",
                f"the batch holds {len(ops)} operations; the limit is {limit} "
                "(CHRONOFACT_MAX_BATCH)",
                {"operations": len(ops), "limit": limit},
            )
        return self.writer.prepare(ctx, ops, tx_time=tx_time, on_commit=on_commit)


@contextmanager
def open_services(
    settings: Settings | None = None, *, embed_statements: bool = True
) -> Iterator[Services]:
    """Services on a driver of their own, closed on exit (the CLI's way in)."""
    services = Services.build(
        settings or get_settings(), embedder=embed if embed_statements else None
    )
    try:
        yield services
    finally:
        services.driver.close()
