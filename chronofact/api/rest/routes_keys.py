"""API keys of the caller's tenant (admin only; `chronofact keys` manages every tenant's)."""

from __future__ import annotations

from fastapi import APIRouter, Request

from chronofact.api.rest.key_cache import KeyCache
from chronofact.api.rest.state import CallerDep, ServicesDep
from chronofact.api.schemas.keys import KeyIn, KeyOut, KeysOut, NewKeyOut

router = APIRouter(prefix="/v1")


@router.get("/keys", response_model=KeysOut, tags=["keys"])
def list_keys(who: CallerDep, svc: ServicesDep) -> KeysOut:
    """The tenant's database keys, revoked ones included (never a secret)."""
    return KeysOut(keys=[KeyOut.of(r) for r in svc.api_keys.records(who.tenant)])


@router.post("/keys", status_code=201, response_model=NewKeyOut, tags=["keys"])
def create_key(body: KeyIn, who: CallerDep, svc: ServicesDep) -> NewKeyOut:
    """A new key of the caller's tenant; `key` is in this response only."""
    created = svc.api_keys.create(who.tenant, body.role, body.label)
    return NewKeyOut(**KeyOut.of(created.record).model_dump(), key=created.token)


@router.delete("/keys/{key_id}", response_model=KeyOut, tags=["keys"])
def revoke_key(key_id: str, request: Request, who: CallerDep, svc: ServicesDep) -> KeyOut:
    """Revoke a key of the caller's tenant: refused by this process at once, by others
    within `CHRONOFACT_KEY_CACHE_SECONDS`."""
    revoked = svc.api_keys.revoke(key_id, who.tenant)
    cache: KeyCache = request.app.state.key_cache
    cache.forget_key(key_id)
    return KeyOut.of(revoked)
