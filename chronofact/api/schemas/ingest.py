"""Bodies of `POST /v1/ingest` (API.md) and the message records the CLI reads from files.

Either a conversation, `{"messages": [...], "source": {"kind", "ref"}, "namespace"?}`, or a
document, `{"text", "observed_at", "source"?: {"kind", "ref"}, "speaker"?, "namespace"?}`;
either may name the `extractor` that reads it (default: `CHRONOFACT_EXTRACTOR`).
Unknown fields, naive times, an empty message list, repeated message ids and texts over the
limits are 422s, found before anything is written.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import AliasChoices, AwareDatetime, BaseModel, ConfigDict, Field, model_validator

from chronofact.api.schemas.facts import Int64, Namespace, Strict, TxOut
from chronofact.graph.ingest import Message

MAX_MESSAGES = 5_000
MAX_MESSAGE_CHARS = 20_000
MAX_DOCUMENT_CHARS = 1_000_000
MAX_BATCH = 1_000

MessageId = Annotated[str, Field(min_length=1, max_length=512, pattern=r"\S")]
Speaker = Annotated[str, Field(min_length=1, max_length=256)]
Kind = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_.:-]+$")]
Ref = Annotated[str, Field(min_length=1, max_length=512)]
ExtractorName = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_.-]+$")]


class MessageIn(Strict):
    """One message: `id` becomes the `ref` of its `:Source`."""

    id: MessageId
    speaker: Speaker | None = None
    text: Annotated[str, Field(max_length=MAX_MESSAGE_CHARS)]
    timestamp: AwareDatetime

    def to_message(self) -> Message:
        return Message(id=self.id, text=self.text, timestamp=self.timestamp, speaker=self.speaker)


Messages = Annotated[list[MessageIn], Field(min_length=1, max_length=MAX_MESSAGES)]


class IngestSourceIn(Strict):
    """What the text is: `kind` sets the starting trust (conversation/user/message/chat ->
    candidate; document, import, anything else -> raw); `ref` names the conversation or
    document (a document's chunks are stored as `<ref>#<n>`)."""

    kind: Kind | None = None
    ref: Ref | None = None


class IngestIn(Strict):
    """`POST /v1/ingest`: a conversation (`messages`) or a document (`text` + `observed_at`)."""

    messages: Messages | None = None
    text: Annotated[str, Field(min_length=1, max_length=MAX_DOCUMENT_CHARS)] | None = None
    observed_at: AwareDatetime | None = None
    speaker: Speaker | None = None
    source: IngestSourceIn | None = None
    namespace: Namespace | None = None
    batch_size: Annotated[int, Field(ge=1, le=MAX_BATCH)] | None = None
    extractor: ExtractorName | None = None
    """Which extractor reads the text (rules, conversation, llm); default: the configured one.
    An unknown name is a 422 `unknown_extractor` that lists the known ones."""

    @model_validator(mode="after")
    def _one_form(self) -> IngestIn:
        if (self.messages is None) == (self.text is None):
            raise ValueError("give either `messages` (a conversation) or `text` (a document)")
        if self.messages is not None:
            if self.observed_at is not None or self.speaker is not None:
                raise ValueError(
                    "`observed_at` and `speaker` belong to a document (`text`); "
                    "each message has its own `timestamp` and `speaker`"
                )
            seen: set[str] = set()
            repeated = []
            for m in self.messages:
                if m.id in seen:
                    repeated.append(m.id)
                seen.add(m.id)
            if repeated:
                raise ValueError(f"message ids must be unique; repeated: {repeated[:5]}")
        elif self.observed_at is None:
            raise ValueError(
                "a document (`text`) needs `observed_at`: when it was written or observed "
                "(relative dates in it are resolved against it)"
            )
        elif not self.text or not self.text.strip():
            raise ValueError("`text` is blank")
        return self

    @property
    def source_kind(self) -> str:
        if self.source is not None and self.source.kind:
            return self.source.kind
        return "conversation" if self.messages is not None else "document"

    @property
    def source_ref(self) -> str | None:
        return self.source.ref if self.source is not None else None


class IngestOut(BaseModel):
    tx: TxOut | None
    """The last transaction (null when every message had been ingested before)."""
    txs: list[TxOut]
    facts: list[dict[str, Any]]
    blocked: list[dict[str, Any]] = []
    sources: int
    """How many sources (messages or document chunks) this request stored."""
    contradictions: list[dict[str, Any]] = []
    counts: dict[str, int] = {}


class FileMessage(BaseModel):
    """A message record in a JSON/JSONL file for `chronofact ingest`: unknown fields (a
    caption, say) are ignored; `id`, `speaker` and `timestamp` may come from the options.
    Chat exports name the fields differently, so each field also takes its common other names
    (`author`/`sender`, `content`/`message`, `observed_at`/`time`/`at`/`created_at`...)."""

    model_config = ConfigDict(extra="ignore")

    id: Annotated[str, Field(min_length=1, max_length=512)] | Int64 | None = None
    speaker: Speaker | None = Field(
        default=None, validation_alias=AliasChoices("speaker", "author", "sender", "from", "user")
    )
    text: Annotated[str, Field(max_length=MAX_MESSAGE_CHARS)] = Field(
        validation_alias=AliasChoices("text", "content", "message", "body")
    )
    timestamp: AwareDatetime | None = Field(
        default=None,
        validation_alias=AliasChoices(
            "timestamp",
            "observed_at",
            "time",
            "date",
            "datetime",
            "created_at",
            "sent_at",
            "at",
            "ts",
            "sent",
        ),
    )
