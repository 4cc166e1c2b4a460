// Erase: the namespace's stored answers to Idempotency-Keys go, whatever they mention (they are
// a retry cache holding response texts; a retry after an erase is answered afresh).
// Browser: :param tenant => 'default'; :param namespace => 'default'
MATCH (r:IdempotentRequest {tenant: $tenant, namespace: $namespace})
WITH collect(r) AS records
FOREACH (r IN records | DELETE r)
RETURN size(records) AS replays;
