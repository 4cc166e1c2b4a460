// Entity profile: the entity's facts (as subject, or as object when $as_object) that hold at
// the basis - valid at $valid_at, known at $known_at (null = latest: :Current only) - with
// how many different values their key has had (`payloads` > 1 = it changed).
// Browser: :param entity_id => 'ent_...'; :param valid_at => datetime(); :param known_at => null;
//          :param trusts => ['candidate','verified']; :param as_object => false;
//          :param limit => 200
MATCH (e:Entity {id: $entity_id})
WHERE e.tenant = $tenant AND e.namespace = $namespace
CALL (e) {
  MATCH (f:Fact)-[:SUBJECT]->(e) WHERE NOT $as_object RETURN f
  UNION
  MATCH (f:Fact)-[:OBJECT]->(e) WHERE $as_object RETURN f
}
WITH f
WHERE f.tenant = $tenant AND f.namespace = $namespace
  AND f.trust IN $trusts
  AND f.valid_from <= $valid_at AND $valid_at < f.valid_to
  AND (($known_at IS NULL AND f:Current)
       OR ($known_at IS NOT NULL AND f.learned_at <= $known_at AND $known_at < f.revoked_at))
CALL (f) {
  MATCH (h:Fact {key: f.key})
  WHERE h.tenant = $tenant AND h.namespace = $namespace
    AND ($known_at IS NULL OR h.learned_at <= $known_at) AND h.trust <> 'disputed'
  RETURN count(DISTINCT coalesce(h.payload, h.id)) AS payloads
}
WITH f, payloads ORDER BY f.predicate, f.valid_from DESC
LIMIT $limit
RETURN f {
  .id, .namespace, .key, .subject_id, .subject_name, .predicate, .object_id, .object_name,
  .value, .statement, .polarity, .tx_id, .trust, .confidence, .extractor,
  valid_from: toString(f.valid_from), valid_to: toString(f.valid_to),
  learned_at: toString(f.learned_at), revoked_at: toString(f.revoked_at),
  sources: [(f)-[r:EVIDENCED_BY]->(s:Source) |
            {kind: s.kind, ref: s.ref, observed_at: toString(s.observed_at), span: [r.start, r.end]}]
} AS fact, payloads;
