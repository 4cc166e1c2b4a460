// Forget a topic: every later write that mentions it is refused by the write primitive.
MATCH (t:Tx {id: $tx_id})
CREATE (s:Tombstone {tenant: $tenant, namespace: $namespace, topic: $topic,
                     topic_hash: $topic_hash, tokens: $tokens, created_at: t.time, tx_id: t.id})
CREATE (s)-[:CREATED_IN]->(t)
RETURN s.topic_hash AS topic_hash;
