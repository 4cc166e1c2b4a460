"""Settings, read from the environment (and a `.env` file in the working directory).

Every setting has a sane default for the embedded, local-first setup: a Neo4j managed by the
project on 127.0.0.1 and the API on 127.0.0.1:8000 with no API keys (development mode; keys and
roles: docs/security.md).
"""

from __future__ import annotations

import difflib
from functools import lru_cache
from pathlib import Path
from typing import Literal

from platformdirs import user_cache_dir, user_data_dir
from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

DEFAULT_NEO4J_PASSWORD = "chronofact-dev"

DEFAULT_EXTRACTOR = "conversation"
"""The extractor ingest uses unless `CHRONOFACT_EXTRACTOR` or the request names another."""


def _default_neo4j_home() -> Path:
    return Path(user_data_dir("chronofact")) / "neo4j"


def _default_cache_dir() -> Path:
    return Path(user_cache_dir("chronofact"))


class Settings(BaseSettings):
    """Chronofact configuration. Environment variables win over the `.env` file."""

    model_config = SettingsConfigDict(env_file=".env", extra="ignore", populate_by_name=True)

    # --- which Neo4j -------------------------------------------------------------------
    neo4j_uri: str | None = Field(
        default=None,
        validation_alias="NEO4J_URI",
        description="Use this Neo4j (e.g. Aura, the compose service) instead of the local one.",
    )
    neo4j_user: str = Field(default="neo4j", validation_alias="NEO4J_USER")
    neo4j_password: str = Field(default=DEFAULT_NEO4J_PASSWORD, validation_alias="NEO4J_PASSWORD")
    neo4j_database: str = Field(default="neo4j", validation_alias="NEO4J_DATABASE")
    neo4j_retry_seconds: float = Field(
        default=10.0,
        gt=0,
        validation_alias="CHRONOFACT_NEO4J_RETRY_SECONDS",
        description="How long a transaction is retried while Neo4j is unreachable or busy; "
        "then the request answers 503 with Retry-After (never hangs).",
    )
    neo4j_connect_timeout: float = Field(
        default=5.0,
        gt=0,
        validation_alias="CHRONOFACT_NEO4J_CONNECT_TIMEOUT",
        description="Seconds to open one connection to Neo4j, or to wait for a free one.",
    )

    # --- the local Neo4j the project provisions ------------------------------------------
    neo4j_home: Path = Field(
        default_factory=_default_neo4j_home, validation_alias="CHRONOFACT_NEO4J_HOME"
    )
    neo4j_bolt_port: int = Field(default=7687, validation_alias="CHRONOFACT_NEO4J_BOLT_PORT")
    neo4j_http_port: int = Field(default=7474, validation_alias="CHRONOFACT_NEO4J_HTTP_PORT")
    neo4j_heap: str = Field(default="2g", validation_alias="CHRONOFACT_NEO4J_HEAP")
    neo4j_pagecache: str = Field(default="2g", validation_alias="CHRONOFACT_NEO4J_PAGECACHE")
    java_home: Path | None = Field(default=None, validation_alias="JAVA_HOME")

    # --- the API -------------------------------------------------------------------------
    api_host: str = Field(default="127.0.0.1", validation_alias="CHRONOFACT_HOST")
    api_port: int = Field(default=8000, validation_alias="CHRONOFACT_PORT")
    api_keys: str = Field(
        default="",
        validation_alias="CHRONOFACT_API_KEYS",
        description="Comma-separated `key:tenant[:role]` entries (role default `writer`). "
        "Empty, no key in the database, and loopback = development mode.",
    )
    require_keys: bool = Field(
        default=False,
        validation_alias="CHRONOFACT_REQUIRE_KEYS",
        description="Never run in development mode: every request needs a key (from "
        "CHRONOFACT_API_KEYS or `chronofact keys create`); allows a non-loopback bind "
        "without environment keys.",
    )
    key_cache_seconds: float = Field(
        default=10.0,
        ge=0,
        le=300,
        validation_alias="CHRONOFACT_KEY_CACHE_SECONDS",
        description="How long the API trusts a database key lookup (so a revoked key stops "
        "working within this many seconds).",
    )
    allow_import: bool = Field(
        default=True,
        validation_alias="CHRONOFACT_ALLOW_IMPORT",
        description="Accept client-supplied transaction times on /v1/import.",
    )
    max_value_length: int = Field(
        default=4096,
        validation_alias="CHRONOFACT_MAX_VALUE_LENGTH",
        description="Longest subject, object, value or statement a write accepts (REST, CLI, MCP).",
    )
    max_body_bytes: int = Field(
        default=4 * 1024 * 1024,
        ge=1024,
        validation_alias="CHRONOFACT_MAX_BODY_BYTES",
        description="Largest request body the API reads (bytes); larger: 413 before parsing "
        "or authentication. The default fits a 1,000,000-character ASCII document or a full "
        "batch.",
    )
    max_batch_operations: int = Field(
        default=10_000,
        validation_alias="CHRONOFACT_MAX_BATCH",
        description="Most operations one batch or import may hold (more: a `too_large` error).",
    )

    tombstone_key: SecretStr | None = Field(
        default=None,
        validation_alias="CHRONOFACT_TOMBSTONE_KEY",
        description="Secret of the keyed hash (HMAC-SHA256) tombstones store instead of a "
        "forgotten topic's words. Unset: a random key kept in the database. Never change it "
        "once tombstones exist (docs/trust-and-forgetting.md).",
    )

    # --- MCP -----------------------------------------------------------------------------
    mcp_tenant: str = Field(
        default="default",
        validation_alias="CHRONOFACT_MCP_TENANT",
        description="The tenant `chronofact mcp` acts as unless `--tenant` says otherwise.",
    )
    mcp_role: Literal["reader", "writer", "operator", "admin"] = Field(
        default="operator",
        validation_alias="CHRONOFACT_MCP_ROLE",
        description="The role of `chronofact mcp`'s tools (the REST role table applies).",
    )

    # --- embeddings ----------------------------------------------------------------------
    cache_dir: Path = Field(
        default_factory=_default_cache_dir,
        validation_alias="CHRONOFACT_CACHE_DIR",
        description="Derived files, e.g. the ONNX export of the embedding model.",
    )
    query_embedder: Literal["onnx", "torch"] = Field(
        default="onnx",
        validation_alias="CHRONOFACT_QUERY_EMBEDDER",
        description="Embed recall queries on ONNX Runtime (one thread) or on torch.",
    )
    embed_threads: int = Field(
        default=2,
        ge=1,
        le=64,
        validation_alias="CHRONOFACT_EMBED_THREADS",
        description="Intra-op threads of ONNX Runtime for batches (ingest); queries use one.",
    )
    embed_precision: Literal["int8", "fp32"] = Field(
        default="fp32",
        validation_alias="CHRONOFACT_EMBED_PRECISION",
        description="The model ONNX Runtime runs: fp32 (the export; the same vectors as "
        "torch) or int8 (dynamically quantised from it; vectors within ~1% of fp32, the "
        "MiniLM pass ~2.4x as fast, the reader on weights trained on int8 states; LoCoMo "
        "dev R@10 about 1 point lower). Torch is always fp32.",
    )

    # --- extraction ------------------------------------------------------------------------
    extractor: str = Field(
        default=DEFAULT_EXTRACTOR,
        validation_alias="CHRONOFACT_EXTRACTOR",
        description="The extractor ingest uses: rules | conversation | llm "
        "(a request may name another).",
    )
    learned_reader: bool = Field(
        default=True,
        validation_alias="CHRONOFACT_LEARNED_READER",
        description="The conversation extractor also reads each message with the learned span "
        "reader (extractors/learned), adding what its rules did not say; false: rules only.",
    )
    reader_weights: Path | None = Field(
        default=None,
        validation_alias="CHRONOFACT_READER_WEIGHTS",
        description="The learned reader's weights file (a `.npz` written by "
        "`bench/train_reader.py --to`); unset: the packaged `reader_weights.npz`.",
    )
    successor_reader: bool = Field(
        default=True,
        validation_alias="CHRONOFACT_SUCCESSOR_READER",
        description="When a message ends a held fact and no reader found what replaced it, the "
        "learned successor tagger (extractors/learned/successor.py) reads the message for the "
        "new value; false: the fact is only ended. Off with the learned reader, and under "
        "CHRONOFACT_EMBED_PRECISION=int8 (trained on fp32 states only).",
    )
    successor_weights: Path | None = Field(
        default=None,
        validation_alias="CHRONOFACT_SUCCESSOR_WEIGHTS",
        description="The successor tagger's weights file (a `.npz` written by "
        "`bench/train_successor.py --to`); unset: the packaged `successor_weights.npz`.",
    )
    llm_base_url: str | None = Field(
        default=None,
        validation_alias="CHRONOFACT_LLM_BASE_URL",
        description="An OpenAI-compatible API, e.g. https://api.openai.com/v1 or "
        "http://127.0.0.1:11434/v1 (Ollama); needed by the `llm` extractor.",
    )
    llm_model: str | None = Field(
        default=None,
        validation_alias="CHRONOFACT_LLM_MODEL",
        description="The model the `llm` extractor asks (e.g. gpt-4o-mini, llama3.1).",
    )
    llm_api_key: SecretStr | None = Field(
        default=None,
        validation_alias="CHRONOFACT_LLM_API_KEY",
        description="Bearer key of the LLM endpoint (never logged); empty for local servers.",
    )
    llm_timeout: float = Field(
        default=30.0,
        gt=0,
        validation_alias="CHRONOFACT_LLM_TIMEOUT",
        description="Seconds one LLM request may take.",
    )
    llm_max_retries: int = Field(
        default=2,
        ge=0,
        le=10,
        validation_alias="CHRONOFACT_LLM_MAX_RETRIES",
        description="Retries of an LLM request after a 429, a 5xx or a timeout.",
    )
    llm_batch_size: int = Field(
        default=8,
        ge=1,
        le=100,
        validation_alias="CHRONOFACT_LLM_BATCH_SIZE",
        description="Messages the `llm` extractor sends in one request.",
    )

    @property
    def bolt_uri(self) -> str:
        """The Bolt URI the service talks to: `NEO4J_URI` if set, else the local server."""
        return self.neo4j_uri or f"bolt://127.0.0.1:{self.neo4j_bolt_port}"

    @property
    def uses_local_neo4j(self) -> bool:
        return self.neo4j_uri is None

    def tenant_for_key(self) -> dict[str, str]:
        """Map API key -> tenant from `CHRONOFACT_API_KEYS` (roles: `api_key_grants`)."""
        return {key: tenant for key, (tenant, _) in self.api_key_grants().items()}

    def api_key_grants(self) -> dict[str, tuple[str, str]]:
        """Map API key -> (tenant, role) from `CHRONOFACT_API_KEYS` (`key:tenant[:role]`;
        role `reader|writer|operator|admin`, default `ENV_KEY_DEFAULT_ROLE`)."""
        grants: dict[str, tuple[str, str]] = {}
        for item in self.api_keys.split(","):
            item = item.strip()
            if not item:
                continue
            key, _, rest = item.partition(":")
            tenant, role = rest, ENV_KEY_DEFAULT_ROLE
            head, sep, last = rest.rpartition(":")
            if sep and last.strip().lower() in ROLE_NAMES:
                tenant, role = head, last.strip().lower()
            elif sep:
                _refuse_near_role(last.strip())
            key, tenant = key.strip(), tenant.strip()
            if len(key) < MIN_API_KEY_LENGTH or not tenant:
                raise ValueError(
                    "CHRONOFACT_API_KEYS holds `key:tenant[:role]` entries separated by commas, "
                    f"each key at least {MIN_API_KEY_LENGTH} characters and each naming its "
                    f"tenant; got an entry with a key of {len(key)} characters and tenant "
                    f"{tenant!r}"
                )
            if key in grants and grants[key] != (tenant, role):
                raise ValueError("CHRONOFACT_API_KEYS gives one key two tenants or roles")
            grants[key] = (tenant, role)
        return grants


ROLE_NAMES = ("reader", "writer", "operator", "admin")
"""The roles of a key, least first (`chronofact.api.roles.Role`)."""


def _refuse_near_role(last: str) -> None:
    """A last part that is almost a role name ("adminn", "Writers") is a typo, not part of the
    tenant: refuse it, instead of quietly serving a tenant named `acme:adminn`."""
    near = difflib.get_close_matches(last.lower(), ROLE_NAMES, n=1, cutoff=0.75)
    if near:
        raise ValueError(
            f"CHRONOFACT_API_KEYS: an entry ends in {last!r}, which is not a role; did you mean "
            f"{near[0]!r}? Roles: {', '.join(ROLE_NAMES)} (`key:tenant[:role]`)"
        )


ENV_KEY_DEFAULT_ROLE = "writer"
"""The role of a `CHRONOFACT_API_KEYS` entry that names none: reads and writes, no operator or
admin calls (those need `key:tenant:operator` or `key:tenant:admin`)."""

MIN_API_KEY_LENGTH = 8
"""Shorter keys are refused: they can be guessed."""


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()
