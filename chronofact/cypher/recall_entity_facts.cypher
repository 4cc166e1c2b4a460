// Recall candidates: the admitted facts of the entities named in the question (as subject or
// object), at most $per_entity per entity, ranked by cosine to the question.
UNWIND $entity_ids AS eid
MATCH (e:Entity {id: eid})
WHERE e.tenant = $tenant AND e.namespace = $namespace
CALL (e) {
  MATCH (e)<-[:SUBJECT|OBJECT]-(f:Fact)
  WHERE f.trust IN $trusts
  AND f.valid_from < $valid_to AND $valid_from < f.valid_to
  AND (($known_at IS NULL AND f:Current)
       OR ($known_at IS NOT NULL AND f.learned_at <= $known_at AND $known_at < f.revoked_at))
  RETURN f
  LIMIT $per_entity
}
WITH DISTINCT f
WITH f, CASE WHEN f.embedding IS NULL THEN 0.0
             ELSE vector.similarity.cosine(f.embedding, $embedding) END AS score
ORDER BY score DESC
LIMIT $limit
RETURN f.id AS id, score, f.key AS key,
       f.valid_from <= $valid_at AND $valid_at < f.valid_to AS holds,
       f.trust AS trust, f.subject_id AS subject_id, f.object_id AS object_id,
       f.predicate AS predicate;
