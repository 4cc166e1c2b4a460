// Erase, the end: the payload-free record of a finished erasure (counts only), linked to the
// transaction that started it.
MATCH (t:Tx {id: $tx_id})
CREATE (x:Erasure {tenant: $tenant, namespace: $namespace, tx_id: t.id, actor: $actor,
                   at: t.time, finished_at: datetime(), facts: $facts, keys: $keys,
                   sources: $sources, entities: $entities, aliases: $aliases,
                   search_texts: $search_texts, properties: $properties})
CREATE (x)-[:ERASED_IN]->(t)
RETURN x.tx_id AS tx_id;
