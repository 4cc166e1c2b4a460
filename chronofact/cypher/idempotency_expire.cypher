// Forget the tenant's idempotency records older than $before (they hold response texts).
MATCH (r:IdempotentRequest)
WHERE r.tenant = $tenant AND r.updated_at < $before
DETACH DELETE r;
