// Recall candidates: one hop of graph expansion. From the best fact candidates ($seed_ids),
// through their subject/object entities (except those already expanded, $skip_entities, and
// hubs with more than $max_degree fact links: what $per_entity of a hub's facts would bring is
// an arbitrary sample, not a neighbourhood), to the other admitted facts of those entities (at
// most $per_entity each), ranked by cosine.
UNWIND $seed_ids AS sid
MATCH (s:Fact {id: sid})-[:SUBJECT|OBJECT]->(e:Entity)
WHERE s.tenant = $tenant AND s.namespace = $namespace AND NOT e.id IN $skip_entities
  AND COUNT { (e)<-[:SUBJECT|OBJECT]-() } <= $max_degree
WITH DISTINCT e
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
WHERE NOT f.id IN $seed_ids
WITH f, CASE WHEN f.embedding IS NULL THEN 0.0
             ELSE vector.similarity.cosine(f.embedding, $embedding) END AS score
ORDER BY score DESC
LIMIT $limit
RETURN f.id AS id, score, f.key AS key,
       f.valid_from <= $valid_at AND $valid_at < f.valid_to AS holds,
       f.trust AS trust, f.subject_id AS subject_id, f.object_id AS object_id,
       f.predicate AS predicate;
