// The belief history of a key: every version ever stored for it, in transaction-time order.
MATCH (f:Fact {key: $key})
WHERE f.tenant = $tenant AND f.namespace = $namespace
WITH f ORDER BY f.learned_at, f.valid_from, f.id
SKIP $skip LIMIT $fetch
RETURN f {
  .id, .namespace, .key, .subject_id, .subject_name, .predicate, .object_id, .object_name,
  .value, .statement, .polarity, .tx_id, .trust, .confidence, .extractor,
  valid_from: toString(f.valid_from), valid_to: toString(f.valid_to),
  learned_at: toString(f.learned_at), revoked_at: toString(f.revoked_at),
  sources: [(f)-[r:EVIDENCED_BY]->(s:Source) |
            {kind: s.kind, ref: s.ref, observed_at: toString(s.observed_at), span: [r.start, r.end]}]
} AS fact;
