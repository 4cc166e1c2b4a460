// What forget and erase left in a namespace, newest first: each tombstone (its topic, unless
// it was erased, and its hash) and each erasure record (counts only, no payload), with the
// transaction that wrote it and how many versions that transaction revoked.
CALL () {
  MATCH (s:Tombstone)-[:CREATED_IN]->(t:Tx)
  WHERE s.tenant = $tenant AND s.namespace = $namespace
  RETURN 'tombstone' AS kind, s.topic AS topic, s.topic_hash AS hash, null AS deleted, t
  UNION ALL
  MATCH (x:Erasure)-[:ERASED_IN]->(t:Tx)
  WHERE x.tenant = $tenant AND x.namespace = $namespace
  RETURN 'erasure' AS kind, null AS topic, null AS hash,
         {facts: x.facts, sources: x.sources, entities: x.entities} AS deleted, t
}
RETURN kind, topic, toString(t.time) AS at, t.reason AS reason,
       COUNT { MATCH (:Fact)-[:REVOKED_IN]->(t) } AS revoked, deleted, t.actor AS actor,
       t.id AS tx_id, hash
ORDER BY t.time DESC, kind;
