// The stored answer to an `Idempotency-Key` of a tenant (REST: POST /v1/facts/batch, /v1/import,
// /v1/ingest), if any.
MATCH (r:IdempotentRequest {id: $id})
WHERE r.tenant = $tenant
RETURN r.route AS route, r.body_hash AS body_hash, r.state AS state, r.response AS response,
       r.updated_at AS updated_at;
