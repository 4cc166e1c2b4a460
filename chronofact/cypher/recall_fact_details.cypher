// Recall results: each fact version with its sources (spans, text), the other versions of its
// key as known at the basis (its history, when $include_history), and its open contradictions.
// Browser: :param ids => ['fact_...']; :param known_at => null; :param include_history => true
UNWIND range(0, size($ids) - 1) AS i
MATCH (f:Fact {id: $ids[i]})
WHERE f.tenant = $tenant AND f.namespace = $namespace
CALL (f) {
  OPTIONAL MATCH (h:Fact {key: f.key})
  WHERE $include_history AND h.id <> f.id
    AND h.tenant = $tenant AND h.namespace = $namespace
    AND h.trust IN $history_trusts
    AND ($known_at IS NULL OR h.learned_at <= $known_at)
  WITH h ORDER BY h.valid_from, h.learned_at
  RETURN collect(h {
    .id, .namespace, .key, .subject_id, .subject_name, .predicate, .object_id, .object_name,
    .value, .statement, .polarity, .valid_from, .valid_to, .learned_at, .revoked_at, .tx_id,
    .trust, .confidence,
    sources: [(h)-[r:EVIDENCED_BY]->(s:Source) |
              {id: s.id, kind: s.kind, ref: s.ref, observed_at: s.observed_at,
               span: [r.start, r.end]}]
  }) AS history
}
CALL (f) {
  OPTIONAL MATCH (f)-[c:CONTRADICTS]-(o:Fact)
  WHERE c.status = 'open' AND o.tenant = $tenant AND o.namespace = $namespace
  RETURN collect({id: c.id, weight: c.weight, status: c.status, detected_by: c.detected_by,
                  created_at: c.created_at,
                  direction: CASE WHEN startNode(c) = f THEN 'contradicts' ELSE 'contradicted_by' END,
                  fact: o {.id, .statement, .trust, .valid_from, .valid_to, .learned_at,
                           .revoked_at, .polarity}}) AS contradictions
}
RETURN i, f {
  .id, .namespace, .key, .subject_id, .subject_name, .predicate, .object_id, .object_name,
  .value, .statement, .polarity, .valid_from, .valid_to, .learned_at, .revoked_at, .tx_id,
  .trust, .confidence,
  sources: [(f)-[r:EVIDENCED_BY]->(s:Source) |
            {id: s.id, kind: s.kind, ref: s.ref, observed_at: s.observed_at,
             span: [r.start, r.end], speaker: s.speaker, text: s.text}]
} AS fact, history, contradictions
ORDER BY i;
