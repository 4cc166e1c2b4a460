// Store a new API key: its public id, the hash of its secret (never the secret), tenant, role.
CREATE (k:ApiKey {
  id: $id, secret_hash: $secret_hash, tenant: $tenant, role: $role, label: $label,
  created_at: datetime(), revoked_at: null
})
RETURN k.id AS id, k.tenant AS tenant, k.role AS role, k.label AS label,
       k.created_at AS created_at, k.revoked_at AS revoked_at;
