// The audit record of one write transaction. `asserted`: how many versions it creates (each
// also links to it by ASSERTED_IN and names it in its `tx_id`), so the log need not count edges.
CREATE (t:Tx {id: $tx_id, tenant: $tenant, namespace: $namespace, time: $time,
              actor: $actor, reason: $reason, request_id: $request_id, imported: $imported,
              asserted: $asserted})
RETURN t.id AS id;
