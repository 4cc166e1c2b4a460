// Record the answer to an `Idempotency-Key` inside the write's own transaction: the write and
// its record commit together or not at all. CREATE, so a concurrent request with the same key
// fails on the `idempotency_id` constraint and rolls its write back.
CREATE (:IdempotentRequest {id: $id, tenant: $tenant, namespace: $namespace, route: $route,
                            body_hash: $body_hash, state: $state, response: $response,
                            created_at: datetime(), updated_at: datetime()});
