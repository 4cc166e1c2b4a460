// Forget a topic: every later write that mentions it is refused by the write primitive. One
// tombstone per (namespace, keyed hash); `topic` is null for an erased topic.
MATCH (t:Tx {id: $tx_id})
MERGE (s:Tombstone {tenant: $tenant, namespace: $namespace, topic_hash: $topic_hash})
  ON CREATE SET s.topic = $topic, s.tokens = $tokens, s.key_id = $key_id,
                s.created_at = t.time, s.tx_id = t.id
MERGE (s)-[:CREATED_IN]->(t)
RETURN s.topic_hash AS topic_hash;
