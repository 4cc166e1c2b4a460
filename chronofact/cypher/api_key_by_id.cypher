// One API key by its public id, with the hash of its secret (for the constant-time check).
MATCH (k:ApiKey {id: $id})
RETURN k.id AS id, k.secret_hash AS secret_hash, k.tenant AS tenant, k.role AS role,
       k.revoked_at AS revoked_at;
