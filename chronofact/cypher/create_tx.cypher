// The audit record of one write transaction. `asserted`: how many versions it creates (each
// also names it in its `tx_id`; there is no edge from each version to its :Tx, see
// create_versions).
CREATE (t:Tx {id: $tx_id, tenant: $tenant, namespace: $namespace, time: $time,
              actor: $actor, reason: $reason, request_id: $request_id, imported: $imported,
              asserted: $asserted})
RETURN t.id AS id;
