"""`LLMExtractor` (name "llm"): claims from an OpenAI-compatible chat model, checked against
the text, with a fall back to a non-LLM extractor when the endpoint fails.

Messages are sent `batch_size` per request (numbered; the answer maps each claim to its
message). When a request fails (no answer after the retries, a timeout, an answer that is not
the JSON asked for), the messages of that request are read by the fall-back extractor instead,
and one warning is logged per run of failures (not one per request); the next success ends
the run. `extract_attributed` says which extractor read each message, so ingest records the
fall-back's name on the facts it produced.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence

from pydantic import ValidationError

from chronofact.config import Settings
from chronofact.extractors.base import Extractor, Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.llm.answer import LLMAnswer, response_format
from chronofact.extractors.llm.checks import checked_claims
from chronofact.extractors.llm.client import ChatClient, ChatConfig, LLMUnavailable
from chronofact.extractors.llm.prompt import chat_messages
from chronofact.graph.errors import InvalidInput

__all__ = ["LLMExtractor"]

log = logging.getLogger("chronofact.extractors.llm")

Attributed = tuple[str, list[Claim]]
"""The name of the extractor that read a message, and the claims it found."""


class LLMExtractor:
    """Claims from an LLM over chat completions; `fallback` reads what it cannot."""

    name = "llm"

    def __init__(self, client: ChatClient, fallback: Extractor, batch_size: int = 8) -> None:
        self.client = client
        self.fallback = fallback
        self.batch_size = max(1, batch_size)
        self._failing = False
        self._lock = threading.Lock()
        self.dropped = 0
        """Claims dropped by the checks so far (hallucinated spans, unknown words)."""

    @classmethod
    def from_settings(cls, settings: Settings, fallback: Extractor) -> LLMExtractor:
        """The extractor `CHRONOFACT_LLM_*` describe; an `llm_not_configured` InvalidInput when
        the base URL or the model is missing."""
        if not settings.llm_base_url or not settings.llm_model:
            raise InvalidInput(
                "llm_not_configured",
                "the llm extractor needs CHRONOFACT_LLM_BASE_URL and CHRONOFACT_LLM_MODEL",
            )
        key = settings.llm_api_key.get_secret_value() if settings.llm_api_key else None
        config = ChatConfig(
            base_url=settings.llm_base_url,
            model=settings.llm_model,
            api_key=key or None,
            timeout=settings.llm_timeout,
            max_retries=settings.llm_max_retries,
        )
        return cls(ChatClient(config), fallback, settings.llm_batch_size)

    def extract(self, message: Message) -> list[Claim]:
        return self.extract_many([message])[0]

    def extract_many(self, messages: Sequence[Message]) -> list[list[Claim]]:
        return [claims for _, claims in self.extract_attributed(messages)]

    def extract_attributed(self, messages: Sequence[Message]) -> list[Attributed]:
        """For each message, who read it (this extractor or the fall-back) and its claims."""
        out: list[Attributed] = []
        for start in range(0, len(messages), self.batch_size):
            out.extend(self._batch(messages[start : start + self.batch_size]))
        return out

    def _ask(self, batch: Sequence[Message]) -> list[list[Claim]]:
        content = self.client.complete(chat_messages(batch), response_format())
        try:
            answer = LLMAnswer.model_validate_json(content)
        except ValidationError as exc:
            raise LLMUnavailable(
                f"the answer is not the JSON asked for ({exc.error_count()} errors)"
            ) from exc
        claims, dropped = checked_claims(answer, batch)
        with self._lock:
            self.dropped += dropped
        return claims

    def _batch(self, batch: Sequence[Message]) -> list[Attributed]:
        try:
            claims = self._ask(batch)
        except LLMUnavailable as exc:
            self._note_failure(exc)
            return [(self.fallback.name, c) for c in self.fallback.extract_many(batch)]
        with self._lock:
            self._failing = False
        return [(self.name, c) for c in claims]

    def _note_failure(self, exc: LLMUnavailable) -> None:
        with self._lock:
            first = not self._failing
            self._failing = True
        if first:
            log.warning(
                "llm extractor failed (%s); reading with the %r extractor until it answers again",
                exc,
                self.fallback.name,
            )
