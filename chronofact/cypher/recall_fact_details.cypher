// Recall results. For each matched version ($ids, in rank order): the version of its key that
// answers the point basis - itself, or, when $swap and it does not hold at $valid_at, the
// key's version valid at $valid_at and known at $known_at (null = latest), never a disputed
// one - with its sources (spans, text), the key's other versions as known at the basis (its
// history, when $include_history) and its open contradictions. Times are returned as ISO
// text (`toString`): many of them cross the wire here, and text is much cheaper for the
// Python driver than DateTime objects.
// Browser: :param ids => ['f_...']; :param valid_at => datetime(); :param known_at => null;
//          :param swap => true; :param trusts => ['candidate','verified'];
//          :param history_trusts => ['raw','candidate','verified']; :param include_history => true
UNWIND range(0, size($ids) - 1) AS i
MATCH (m:Fact {id: $ids[i]})
WHERE m.tenant = $tenant AND m.namespace = $namespace
CALL (m) {
  OPTIONAL MATCH (h:Fact {key: m.key})
  WHERE $swap AND m.trust <> 'disputed'
    AND NOT (m.valid_from <= $valid_at AND $valid_at < m.valid_to)
    AND h.tenant = $tenant AND h.namespace = $namespace
    AND h.trust IN $trusts AND h.trust <> 'disputed'
    AND h.valid_from <= $valid_at AND $valid_at < h.valid_to
    AND (($known_at IS NULL AND h:Current)
         OR ($known_at IS NOT NULL AND h.learned_at <= $known_at AND $known_at < h.revoked_at))
  WITH collect(h) AS holding
  RETURN coalesce(head(holding), m) AS f
}
CALL (f) {
  OPTIONAL MATCH (h:Fact {key: f.key})
  WHERE $include_history AND h.id <> f.id
    AND h.tenant = $tenant AND h.namespace = $namespace
    AND h.trust IN $history_trusts
    AND ($known_at IS NULL OR h.learned_at <= $known_at)
  WITH h ORDER BY h.valid_from, h.learned_at
  RETURN collect(h {
    .id, .namespace, .key, .subject_id, .subject_name, .predicate, .object_id, .object_name,
    .value, .statement, .polarity, .tx_id, .trust, .confidence, .extractor,
    valid_from: toString(h.valid_from), valid_to: toString(h.valid_to),
    learned_at: toString(h.learned_at), revoked_at: toString(h.revoked_at),
    sources: [(h)-[r:EVIDENCED_BY]->(s:Source) |
              {id: s.id, kind: s.kind, ref: s.ref, observed_at: toString(s.observed_at),
               span: [r.start, r.end]}]
  }) AS history
}
CALL (f) {
  OPTIONAL MATCH (f)-[c:CONTRADICTS]-(o:Fact)
  WHERE c.status = 'open' AND o.tenant = $tenant AND o.namespace = $namespace
  RETURN collect({id: c.id, weight: c.weight, status: c.status, detected_by: c.detected_by,
                  created_at: toString(c.created_at),
                  direction: CASE WHEN startNode(c) = f THEN 'contradicts'
                                  ELSE 'contradicted_by' END,
                  fact: o {.id, .statement, .trust, .polarity,
                           valid_from: toString(o.valid_from), valid_to: toString(o.valid_to),
                           learned_at: toString(o.learned_at),
                           revoked_at: toString(o.revoked_at)}}) AS contradictions
}
RETURN i, m.id AS matched, f {
  .id, .namespace, .key, .subject_id, .subject_name, .predicate, .object_id, .object_name,
  .value, .statement, .polarity, .tx_id, .trust, .confidence, .extractor,
  valid_from: toString(f.valid_from), valid_to: toString(f.valid_to),
  learned_at: toString(f.learned_at), revoked_at: toString(f.revoked_at),
  sources: [(f)-[r:EVIDENCED_BY]->(s:Source) |
            {id: s.id, kind: s.kind, ref: s.ref, observed_at: toString(s.observed_at),
             span: [r.start, r.end], speaker: s.speaker, text: s.text}]
} AS fact, history, contradictions
ORDER BY i;
