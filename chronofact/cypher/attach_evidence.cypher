// Ground versions in their sources (one :Source per tenant/namespace/kind/ref), with the span.
// One row per source with the versions it grounds (`ev.links`: fact id and span), so a batch
// whose operations share one import source merges that source once. `observed_at` is ISO text.
// A source first seen here is recorded at this transaction's time ($tx_time): "known at"
// questions must not see a message stored later.
UNWIND $evidence AS ev
MERGE (s:Source {id: ev.source_id})
  ON CREATE SET s.tenant = $tenant, s.namespace = $namespace, s.kind = ev.kind, s.ref = ev.ref,
                s.observed_at = datetime(ev.observed_at), s.text = ev.text,
                s.speaker = ev.speaker, s.origin = ev.origin, s.partition = ev.partition,
                s.scope = ev.scope, s.recorded_at = $tx_time
WITH s, ev
UNWIND ev.links AS link
MATCH (f:Fact {id: link.fact_id})
CREATE (f)-[:EVIDENCED_BY {start: link.start, end: link.end, tx_id: $tx_id}]->(s)
RETURN count(*) AS attached;
