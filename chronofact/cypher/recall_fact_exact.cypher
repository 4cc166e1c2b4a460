// Recall candidates: exact cosine over every admitted fact version of a small partition
// (fact_partition index seek), so a small namespace next to a large one is never starved.
// Same parameters as recall_fact_vector (without fetch).
MATCH (f:Fact)
WHERE f.tenant = $tenant AND f.namespace = $namespace AND f.embedding IS NOT NULL
  AND f.trust IN $trusts
  AND f.valid_from < $valid_to AND $valid_from < f.valid_to
  AND (($known_at IS NULL AND f:Current)
       OR ($known_at IS NOT NULL AND f.learned_at <= $known_at AND $known_at < f.revoked_at))
WITH f, vector.similarity.cosine(f.embedding, $embedding) AS score
ORDER BY score DESC
LIMIT $limit
RETURN f.id AS id, score, f.key AS key,
       f.valid_from <= $valid_at AND $valid_at < f.valid_to AS holds,
       f.trust AS trust, f.subject_id AS subject_id, f.object_id AS object_id,
       f.predicate AS predicate;
