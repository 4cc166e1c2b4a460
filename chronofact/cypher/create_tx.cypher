// The audit record of one write transaction.
CREATE (t:Tx {id: $tx_id, tenant: $tenant, namespace: $namespace, time: $time,
              actor: $actor, reason: $reason, request_id: $request_id, imported: $imported})
RETURN t.id AS id;
