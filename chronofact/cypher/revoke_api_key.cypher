// Revoke an API key (idempotent: an earlier revocation time is kept).
MATCH (k:ApiKey {id: $id})
WHERE $tenant IS NULL OR k.tenant = $tenant
SET k.revoked_at = coalesce(k.revoked_at, datetime())
RETURN k.id AS id, k.tenant AS tenant, k.role AS role, k.label AS label,
       k.created_at AS created_at, k.revoked_at AS revoked_at;
