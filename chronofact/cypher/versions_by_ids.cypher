// Versions by id (the write path returns what it created with this). Times as ISO text.
UNWIND $ids AS id
MATCH (f:Fact {id: id})
RETURN f {
  .id, .namespace, .key, .subject_id, .subject_name, .predicate, .object_id, .object_name,
  .value, .statement, .polarity, .tx_id, .trust, .confidence, .extractor,
  valid_from: toString(f.valid_from), valid_to: toString(f.valid_to),
  learned_at: toString(f.learned_at), revoked_at: toString(f.revoked_at),
  sources: [(f)-[r:EVIDENCED_BY]->(s:Source) |
            {kind: s.kind, ref: s.ref, observed_at: toString(s.observed_at), span: [r.start, r.end]}]
} AS fact;
