// Recall candidates: fact statements from the fulltext index. $lucene carries the partition
// as a REQUIRED term (+partition:"<token>") and the escaped words of the question; the
// partition and basis are re-checked here.
// Browser: :param lucene => '+partition:"p..." +(statement:(work works)) statement:(alice)';
//          :param fetch => 100; :param limit => 50; other params as recall_fact_vector
CALL db.index.fulltext.queryNodes('fact_text', $lucene, {limit: $fetch}) YIELD node AS f, score
WHERE f.tenant = $tenant AND f.namespace = $namespace
  AND f.trust IN $trusts
  AND f.valid_from < $valid_to AND $valid_from < f.valid_to
  AND (($known_at IS NULL AND f:Current)
       OR ($known_at IS NOT NULL AND f.learned_at <= $known_at AND $known_at < f.revoked_at))
RETURN f.id AS id, score, f.key AS key,
       f.valid_from <= $valid_at AND $valid_at < f.valid_to AS holds,
       f.trust AS trust, f.subject_id AS subject_id, f.object_id AS object_id,
       f.predicate AS predicate
ORDER BY score DESC
LIMIT $limit;
