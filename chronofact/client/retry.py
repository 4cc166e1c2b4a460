"""When the client sends a call again: bounded retries on 503 and on connection failures, with
exponential backoff and jitter, honouring the server's `Retry-After` (tenacity does the loop).

- A response whose status is in `RetryPolicy.statuses` (503 by default: Neo4j unavailable,
  not ready) is retried; after the last attempt it is returned, and the client raises it as a
  typed error carrying the API's envelope.
- A connection that was never made (`ConnectError`, `ConnectTimeout`, `PoolTimeout`) is retried
  for every call: the server saw nothing.
- A response lost after the request went out (`ReadError`, `ReadTimeout`, `RemoteProtocolError`,
  `WriteError`, `WriteTimeout`) is retried only for calls that are safe to replay: reads, recall,
  and ingest (message ids and the `Idempotency-Key` make a replay a no-op). An assert, a batch or
  a forget whose answer was lost is raised, not resent.
- `Retry-After` (seconds or an HTTP date) replaces the backoff for that wait; one longer than
  `max_retry_after` is not waited for: the call stops there and the 503 is raised.
"""

from __future__ import annotations

import email.utils
import time
from dataclasses import dataclass
from datetime import UTC
from typing import Any

import httpx
from tenacity import (
    AsyncRetrying,
    RetryCallState,
    Retrying,
    retry_if_exception,
    retry_if_result,
    stop_after_attempt,
    wait_exponential_jitter,
)
from tenacity.stop import stop_base
from tenacity.wait import wait_base

NOT_SENT: tuple[type[Exception], ...] = (
    httpx.ConnectError,
    httpx.ConnectTimeout,
    httpx.PoolTimeout,
)
"""Transport failures before the request reached the server."""

ANSWER_LOST: tuple[type[Exception], ...] = (
    httpx.ReadError,
    httpx.ReadTimeout,
    httpx.RemoteProtocolError,
    httpx.WriteError,
    httpx.WriteTimeout,
)
"""Transport failures after the request may have reached the server."""


def retry_after_seconds(response: httpx.Response, now: float | None = None) -> float | None:
    """The wait a `Retry-After` header asks for (delta seconds or an HTTP date), if any."""
    header = response.headers.get("retry-after")
    if header is None:
        return None
    header = header.strip()
    if header.isdigit():
        return float(header)
    try:
        when = email.utils.parsedate_to_datetime(header)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    current = now if now is not None else time.time()
    return max(0.0, when.timestamp() - current)


def _asked_wait(state: RetryCallState) -> float | None:
    """The `Retry-After` of the attempt that just failed, when it answered."""
    outcome = state.outcome
    if outcome is None or outcome.failed:
        return None
    response = outcome.result()
    return retry_after_seconds(response) if isinstance(response, httpx.Response) else None


class wait_retry_after(wait_base):
    """Wait what the server asked for, else `fallback` (the backoff)."""

    def __init__(self, fallback: wait_base) -> None:
        self.fallback = fallback

    def __call__(self, retry_state: RetryCallState) -> float:
        asked = _asked_wait(retry_state)
        return asked if asked is not None else self.fallback(retry_state)


class stop_if_retry_after_exceeds(stop_base):
    """Give up when the server asks for a longer wait than the caller accepts."""

    def __init__(self, limit: float) -> None:
        self.limit = limit

    def __call__(self, retry_state: RetryCallState) -> bool:
        asked = _asked_wait(retry_state)
        return asked is not None and asked > self.limit


def _last_outcome(state: RetryCallState) -> Any:
    """After the last attempt: its response (the client raises it), or its exception."""
    assert state.outcome is not None
    return state.outcome.result()


@dataclass(frozen=True)
class RetryPolicy:
    """How many times and how patiently a call is sent. `RetryPolicy(attempts=1)`: never again."""

    attempts: int = 4
    """Attempts in all, the first included."""
    backoff: float = 0.5
    """The first wait in seconds; doubled on each retry, plus up to `jitter` seconds."""
    max_backoff: float = 8.0
    jitter: float = 0.5
    max_retry_after: float = 30.0
    """A `Retry-After` longer than this is not waited for: the call fails at once."""
    statuses: frozenset[int] = frozenset({503})

    def __post_init__(self) -> None:
        if self.attempts < 1:
            raise ValueError("RetryPolicy.attempts counts the first attempt: at least 1")

    def _settings(self, replay_safe: bool) -> dict[str, Any]:
        def transient(exc: BaseException) -> bool:
            return isinstance(exc, NOT_SENT) or (replay_safe and isinstance(exc, ANSWER_LOST))

        def refused(response: Any) -> bool:
            return isinstance(response, httpx.Response) and response.status_code in self.statuses

        backoff = wait_exponential_jitter(
            multiplier=self.backoff, max=self.max_backoff, jitter=self.jitter
        )
        return {
            "stop": stop_after_attempt(self.attempts)
            | stop_if_retry_after_exceeds(self.max_retry_after),
            "wait": wait_retry_after(backoff),
            "retry": retry_if_result(refused) | retry_if_exception(transient),
            "retry_error_callback": _last_outcome,
        }

    def sync(self, replay_safe: bool) -> Retrying:
        """The retry loop of one call of `Client`."""
        return Retrying(**self._settings(replay_safe))

    def asynchronous(self, replay_safe: bool) -> AsyncRetrying:
        """The retry loop of one call of `AsyncClient`."""
        return AsyncRetrying(**self._settings(replay_safe))
