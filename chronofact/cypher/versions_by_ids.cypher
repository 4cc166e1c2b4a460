// Versions by id (the write path returns what it created with this).
UNWIND $ids AS id
MATCH (f:Fact {id: id})
RETURN f {
  .id, .namespace, .key, .subject_id, .subject_name, .predicate, .object_id, .object_name,
  .value, .statement, .polarity, .valid_from, .valid_to, .learned_at, .revoked_at, .tx_id,
  .trust, .confidence, .extractor,
  sources: [(f)-[r:EVIDENCED_BY]->(s:Source) |
            {kind: s.kind, ref: s.ref, observed_at: s.observed_at, span: [r.start, r.end]}]
} AS fact;
