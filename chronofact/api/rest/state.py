"""What a request handler needs: the services (`api/services.py`) and the caller."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Request

from chronofact.api.rest.auth import principal_of
from chronofact.api.rest.key_cache import Principal
from chronofact.api.roles import Role, require, require_claims, require_route, route_key
from chronofact.api.services import Services
from chronofact.graph.models import Context, Operation


def services(request: Request) -> Services:
    found: Services = request.app.state.services
    return found


def request_id(request: Request) -> str:
    return request.headers.get("x-request-id") or uuid.uuid4().hex


@dataclass(frozen=True)
class Caller:
    tenant: str
    request_id: str
    role: Role

    def require(self, needed: Role, what: str) -> None:
        """A 403 `role_required` unless this caller's role allows `needed`."""
        require(self.role, needed, what)

    def claims(self, ops: list[Operation]) -> list[Operation]:
        """The operations as this caller may write them (`roles.require_claims`)."""
        return require_claims(self.role, ops)

    def context(
        self, namespace: str | None, actor: str = "api", reason: str | None = None
    ) -> Context:
        return Context(
            tenant=self.tenant,
            namespace=namespace or "default",
            actor=actor,
            reason=reason,
            request_id=self.request_id,
        )


def caller(request: Request, principal: Annotated[Principal, Depends(principal_of)]) -> Caller:
    """The authenticated caller, refused (403) unless its role may call this route
    (`roles.ROUTE_ROLES`)."""
    route = request.scope.get("route")
    require_route(principal.role, route_key(request.method, getattr(route, "path", "?")))
    return Caller(tenant=principal.tenant, request_id=request_id(request), role=principal.role)


CallerDep = Annotated[Caller, Depends(caller)]
ServicesDep = Annotated[Services, Depends(services)]
