// Record (or update) the answer to an `Idempotency-Key` in a transaction of its own (ingest:
// `partial` after a group failed, `done` when every group committed).
MERGE (r:IdempotentRequest {id: $id})
  ON CREATE SET r.tenant = $tenant, r.namespace = $namespace, r.route = $route,
                r.body_hash = $body_hash, r.created_at = datetime()
SET r.state = $state, r.response = $response, r.updated_at = datetime();
