"""One chat-completions call to an OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp
server): a timeout per request, bounded retries (tenacity) on 429, 5xx, timeouts and lost
connections, and the answer's `choices[0].message.content`. The API key is sent as a bearer
token and never logged or put in an error message."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import httpx
from tenacity import (
    Retrying,
    retry_if_exception,
    stop_after_attempt,
    wait_exponential,
)

__all__ = ["ChatClient", "ChatConfig", "LLMUnavailable"]

RETRY_STATUSES = frozenset({408, 429, 500, 502, 503, 504})


class LLMUnavailable(Exception):
    """The endpoint gave no usable answer (after the retries, or one that cannot be retried)."""


class _Retryable(Exception):
    """A status worth retrying (429, 5xx)."""


@dataclass(frozen=True)
class ChatConfig:
    """Where and how to ask."""

    base_url: str
    model: str
    api_key: str | None = field(default=None, repr=False)  # never in a repr or a log
    timeout: float = 30.0
    max_retries: int = 2
    backoff: float = 0.5
    """The first wait between retries in seconds (doubling, at most 8 s)."""


def _should_retry(exc: BaseException) -> bool:
    return isinstance(exc, _Retryable | httpx.TimeoutException | httpx.TransportError)


class ChatClient:
    """Posts chat-completions requests to `{base_url}/chat/completions`."""

    def __init__(self, config: ChatConfig, transport: httpx.BaseTransport | None = None) -> None:
        self.config = config
        headers = {"Content-Type": "application/json"}
        if config.api_key:
            headers["Authorization"] = f"Bearer {config.api_key}"
        self._http = httpx.Client(
            base_url=config.base_url.rstrip("/") + "/",
            headers=headers,
            timeout=config.timeout,
            transport=transport,
        )

    def close(self) -> None:
        self._http.close()

    def _post_once(self, body: dict[str, Any]) -> str:
        response = self._http.post("chat/completions", json=body)
        if response.status_code in RETRY_STATUSES:
            raise _Retryable(f"HTTP {response.status_code}")
        if response.status_code >= 400:
            raise LLMUnavailable(f"HTTP {response.status_code} from the LLM endpoint")
        try:
            content = response.json()["choices"][0]["message"]["content"]
        except (ValueError, KeyError, IndexError, TypeError) as exc:
            raise LLMUnavailable("the LLM endpoint answered without a chat completion") from exc
        if not isinstance(content, str):
            raise LLMUnavailable("the chat completion has no text content")
        return content

    def complete(self, messages: list[dict[str, str]], response_format: dict[str, Any]) -> str:
        """The text of the answer to `messages`; `LLMUnavailable` when there is none."""
        body = {
            "model": self.config.model,
            "messages": messages,
            "temperature": 0,
            "response_format": response_format,
        }
        retrying = Retrying(
            retry=retry_if_exception(_should_retry),
            stop=stop_after_attempt(self.config.max_retries + 1),
            wait=wait_exponential(multiplier=self.config.backoff, max=8),
            reraise=True,
        )
        try:
            return retrying(self._post_once, body)
        except _Retryable as exc:
            raise LLMUnavailable(f"{exc} from the LLM endpoint after retries") from exc
        except httpx.TimeoutException as exc:
            raise LLMUnavailable(f"the LLM endpoint timed out ({self.config.timeout} s)") from exc
        except httpx.TransportError as exc:
            raise LLMUnavailable(
                f"the LLM endpoint is not reachable ({type(exc).__name__})"
            ) from exc
