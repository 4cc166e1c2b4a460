"""A Python client for the Chronofact REST API: `Client` (blocking) and `AsyncClient`
(asyncio), on httpx, returning the API's own pydantic models (`chronofact.api.schemas`).

    from chronofact.client import Client

    with Client("http://127.0.0.1:8000", api_key="...") as memory:
        memory.ingest(messages=[{"id": "m1", "speaker": "Maria",
                                 "text": "I moved to Lisbon last year.",
                                 "timestamp": "2024-05-10T12:00:00Z"}])
        print(memory.recall("Where does Maria live?").context)

Calls are retried on 503 and on connection failures (`RetryPolicy`), writes carry an
`Idempotency-Key`, and refusals raise `ApiError` subclasses carrying the error envelope.
See docs/client.md.
"""

from chronofact.client.aio import AsyncClient
from chronofact.client.errors import (
    ApiError,
    ApiUnreachable,
    ChronofactClientError,
    Conflict,
    Forbidden,
    InvalidRequest,
    NotFound,
    ServerError,
    TooLarge,
    Unauthorized,
    Unavailable,
    UnexpectedResponse,
)
from chronofact.client.retry import RetryPolicy
from chronofact.client.sync import Client

__all__ = [
    "ApiError",
    "ApiUnreachable",
    "AsyncClient",
    "ChronofactClientError",
    "Client",
    "Conflict",
    "Forbidden",
    "InvalidRequest",
    "NotFound",
    "RetryPolicy",
    "ServerError",
    "TooLarge",
    "Unauthorized",
    "Unavailable",
    "UnexpectedResponse",
]
