// Keep what was said, even when no fact could be extracted from it: one :Source per
// (tenant, namespace, kind, ref), linked to the transaction that first recorded it.
MATCH (t:Tx {id: $tx_id})
UNWIND $sources AS src
MERGE (s:Source {id: src.id})
  ON CREATE SET s.tenant = $tenant, s.namespace = $namespace, s.kind = src.kind, s.ref = src.ref,
                s.observed_at = src.observed_at, s.text = src.text, s.speaker = src.speaker,
                s.origin = src.origin, s.partition = src.partition, s.scope = src.scope, s.recorded_at = t.time
MERGE (s)-[:RECORDED_IN]->(t)
RETURN count(s) AS sources;
