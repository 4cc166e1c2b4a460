// API keys (of one tenant, or all when $tenant is null), oldest first; never a secret or hash.
MATCH (k:ApiKey)
WHERE $tenant IS NULL OR k.tenant = $tenant
RETURN k.id AS id, k.tenant AS tenant, k.role AS role, k.label AS label,
       k.created_at AS created_at, k.revoked_at AS revoked_at
ORDER BY k.created_at, k.id;
