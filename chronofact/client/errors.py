"""What a refused call raises: one exception class per kind of refusal, each carrying the API's
error envelope (`{"error": {"code", "message", "details"}}`, `ErrorEnvelopeOut`).

The kinds are those of `chronofact.graph.errors` (the server maps them to statuses in
`chronofact.api.rest.errors.HTTP_STATUS`); a status the table does not know becomes `ApiError`.
"""

from __future__ import annotations

from typing import Any

import httpx
from pydantic import ValidationError

from chronofact.api.schemas.errors import ErrorEnvelopeOut, ErrorOut


class ChronofactClientError(Exception):
    """Anything `chronofact.client` raises on purpose."""


class ApiUnreachable(ChronofactClientError):
    """No answer: the connection failed (after the retries the policy allows), or the answer
    was lost on a call that is not safe to send again. The transport error is `__cause__`."""


class UnexpectedResponse(ChronofactClientError):
    """A success whose body does not match the response model (a client/server mismatch)."""

    def __init__(self, status: int, problem: str) -> None:
        super().__init__(f"HTTP {status}: the body does not match its model: {problem}")
        self.status = status


class ApiError(ChronofactClientError):
    """The API refused the call; `error` is its envelope's `error` object."""

    kind = "error"

    def __init__(self, status: int, error: ErrorOut) -> None:
        super().__init__(f"HTTP {status} {error.code}: {error.message}")
        self.status = status
        self.error = error

    @property
    def code(self) -> str:
        return self.error.code

    @property
    def message(self) -> str:
        return self.error.message

    @property
    def details(self) -> Any:
        return self.error.details


class InvalidRequest(ApiError):
    """422 (or 400): the request breaks a rule; `details` says which field."""

    kind = "invalid"


class Unauthorized(ApiError):
    kind = "unauthorized"


class Forbidden(ApiError):
    kind = "forbidden"


class NotFound(ApiError):
    kind = "not_found"


class Conflict(ApiError):
    kind = "conflict"


class TooLarge(ApiError):
    kind = "too_large"


class Unavailable(ApiError):
    """503: Neo4j is unreachable or not ready; raised once the retries are spent."""

    kind = "unavailable"


class ServerError(ApiError):
    """500: a bug on the server (its log has the trace)."""

    kind = "internal"


BY_STATUS: dict[int, type[ApiError]] = {
    400: InvalidRequest,
    401: Unauthorized,
    403: Forbidden,
    404: NotFound,
    409: Conflict,
    413: TooLarge,
    422: InvalidRequest,
    500: ServerError,
    503: Unavailable,
}


def envelope_of(response: httpx.Response) -> ErrorOut:
    """The `error` object of a refusal; a body that is no envelope (a proxy's page, say) is
    kept as the message under the code `http_<status>`."""
    try:
        return ErrorEnvelopeOut.model_validate_json(response.content).error
    except ValidationError:
        text = response.text.strip()[:500] or response.reason_phrase
        return ErrorOut(code=f"http_{response.status_code}", message=text)


def error_for(response: httpx.Response) -> ApiError:
    """The typed exception of a response with a 4xx or 5xx status."""
    cls = BY_STATUS.get(response.status_code, ApiError)
    return cls(response.status_code, envelope_of(response))
