"""What a request handler needs: the services (`api/services.py`) and the caller."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Request

from chronofact.api.rest.auth import tenant_of
from chronofact.api.services import Services
from chronofact.graph.models import Context


def services(request: Request) -> Services:
    found: Services = request.app.state.services
    return found


def request_id(request: Request) -> str:
    return request.headers.get("x-request-id") or uuid.uuid4().hex


@dataclass(frozen=True)
class Caller:
    tenant: str
    request_id: str

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


def caller(request: Request, tenant: Annotated[str, Depends(tenant_of)]) -> Caller:
    return Caller(tenant=tenant, request_id=request_id(request))


CallerDep = Annotated[Caller, Depends(caller)]
ServicesDep = Annotated[Services, Depends(services)]
