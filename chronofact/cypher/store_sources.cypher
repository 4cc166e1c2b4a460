// Keep what was said, even when no fact could be extracted from it: one :Source per
// (tenant, namespace, kind, ref), linked to the transaction that first recorded it, with what
// recall searches it by (`search_text`, `embedding`) unless it has them already (the node may
// have been created a moment earlier in the same transaction, as a claim's evidence).
MATCH (t:Tx {id: $tx_id})
UNWIND $sources AS src
MERGE (s:Source {id: src.id})
  ON CREATE SET s.tenant = $tenant, s.namespace = $namespace, s.kind = src.kind, s.ref = src.ref,
                s.observed_at = datetime(src.observed_at), s.text = src.text, s.speaker = src.speaker,
                s.origin = src.origin, s.partition = src.partition, s.scope = src.scope, s.recorded_at = t.time
SET s.search_text = coalesce(s.search_text, src.search_text),
    s.embedding = coalesce(s.embedding, src.embedding)
MERGE (s)-[:RECORDED_IN]->(t)
RETURN count(s) AS sources;
