// Q3/Q4 — what did we believe at $known_at about $valid_at (Q3 when both are the same).
// Browser: :param known_at => datetime('2024-03-10T00:00:00Z'); other params as facts_current.
//          :param skip => 0; :param fetch => 100
OPTIONAL MATCH (alias:Alias {id: $alias_id})
WITH coalesce(alias.entity_id, $subject_id) AS subject_id
MATCH (f:Fact)
USING INDEX f:Fact(subject_id, predicate)
WHERE f.subject_id = subject_id AND f.predicate IS NOT NULL
  AND f.tenant = $tenant AND f.namespace = $namespace
  AND ($predicate IS NULL OR f.predicate = $predicate)
  AND f.valid_from <= $valid_at AND $valid_at < f.valid_to
  AND f.learned_at <= $known_at AND $known_at < f.revoked_at
  AND ($include_disputed OR f.trust <> 'disputed')
WITH f ORDER BY f.predicate, f.object_name, f.valid_from, f.id
SKIP $skip LIMIT $fetch
// statement, valid and known: readable columns for Neo4j Browser (the service reads `fact`)
RETURN f.statement AS statement,
       toString(f.valid_from) + ' .. ' + CASE WHEN f.valid_to.year = 9999 THEN 'open'
                                             ELSE toString(f.valid_to) END AS valid,
       toString(f.learned_at) + ' .. ' + CASE WHEN f.revoked_at.year = 9999 THEN 'now'
                                               ELSE toString(f.revoked_at) END AS known,
       f {
  .id, .namespace, .key, .subject_id, .subject_name, .predicate, .object_id, .object_name,
  .value, .statement, .polarity, .tx_id, .trust, .confidence, .extractor,
  valid_from: toString(f.valid_from), valid_to: toString(f.valid_to),
  learned_at: toString(f.learned_at), revoked_at: toString(f.revoked_at),
  sources: [(f)-[r:EVIDENCED_BY]->(s:Source) |
            {kind: s.kind, ref: s.ref, observed_at: toString(s.observed_at), span: [r.start, r.end]}]
} AS fact;
