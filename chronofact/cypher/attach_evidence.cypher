// Ground versions in their sources (one :Source per tenant/namespace/kind/ref), with the span.
// A source first seen here is recorded at this transaction's time ($tx_time): "known at"
// questions must not see a message stored later.
UNWIND $evidence AS ev
MERGE (s:Source {id: ev.source_id})
  ON CREATE SET s.tenant = $tenant, s.namespace = $namespace, s.kind = ev.kind, s.ref = ev.ref,
                s.observed_at = ev.observed_at, s.text = ev.text, s.speaker = ev.speaker,
                s.origin = ev.origin, s.partition = ev.partition, s.scope = ev.scope,
                s.recorded_at = $tx_time
WITH s, ev
MATCH (f:Fact {id: ev.fact_id})
CREATE (f)-[:EVIDENCED_BY {start: ev.start, end: ev.end, tx_id: $tx_id}]->(s)
RETURN count(*) AS attached;
