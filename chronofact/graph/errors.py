"""One error hierarchy for the whole service.

Every error the graph layer raises on purpose is a `ChronofactError` of one *kind*; each entry
point maps the kind once: REST to an HTTP status (`api/rest/errors.py`), the CLI to an exit code
(`api/cli/output.py`), MCP to a tool error (`api/mcp.py`). Nothing below the API knows about HTTP.

A `ChronofactError` always means nothing was changed: writes raise before or inside their one
transaction, which then rolls back.
"""

from __future__ import annotations

from typing import Any, ClassVar


class ChronofactError(Exception):
    """A request the service refuses, with a stable machine-readable `code`."""

    kind: ClassVar[str] = "invalid"
    default_code: ClassVar[str] = "invalid_request"

    def __init__(self, code: str | None, message: str, details: Any = None) -> None:
        super().__init__(message)
        self.code = code or self.default_code
        self.message = message
        self.details = details


class InvalidInput(ChronofactError):
    """The input is malformed or out of range (HTTP 422)."""

    kind = "invalid"


class NotFound(ChronofactError):
    """The named fact, entity or contradiction is not in the namespace (HTTP 404)."""

    kind = "not_found"
    default_code = "not_found"


class Conflict(ChronofactError):
    """Well-formed, but it conflicts with what is stored (HTTP 409)."""

    kind = "conflict"
    default_code = "conflict"


class TooLarge(ChronofactError):
    """A value or a request is over a limit (HTTP 413)."""

    kind = "too_large"
    default_code = "too_large"


class Unauthorized(ChronofactError):
    """No credentials, or unknown ones (HTTP 401)."""

    kind = "unauthorized"
    default_code = "unauthorized"


class Forbidden(ChronofactError):
    """Known caller, but this is not allowed for it or is switched off (HTTP 403)."""

    kind = "forbidden"
    default_code = "forbidden"


class Unavailable(ChronofactError):
    """A dependency (Neo4j) cannot be reached; retrying later may work (HTTP 503)."""

    kind = "unavailable"
    default_code = "database_unavailable"


class SetupError(ChronofactError):
    """Something needed to install or start the local Neo4j is missing or broken."""

    kind = "setup"
    default_code = "setup_failed"
