// Recall candidates: messages/chunks from the fulltext index over `search_text` (the message
// with the one before it), the partition a required Lucene term and re-checked here; each
// with the admitted facts it yielded (for folding). `score` is the index's (BM25 with
// index-wide statistics); recall scores `search_text` again with the partition's own
// (`partition_bm25`), so every candidate that passes is returned.
CALL db.index.fulltext.queryNodes('source_text', $lucene, {limit: $fetch}) YIELD node AS s, score
WHERE s.tenant = $tenant AND s.namespace = $namespace
  AND s.text IS NOT NULL
  AND (CASE WHEN s.kind IN $verified_kinds THEN 'verified'
            WHEN s.kind IN $candidate_kinds THEN 'candidate'
            ELSE 'raw' END) IN $trusts
  AND ($known_at IS NULL OR coalesce(s.recorded_at, s.observed_at) <= $known_at)
WITH s, score
ORDER BY score DESC
RETURN s.id AS id, score, s.speaker AS speaker, s.search_text AS search_text,
       [(s)<-[:EVIDENCED_BY]-(f:Fact)
        WHERE f.tenant = $tenant AND f.namespace = $namespace AND f.trust IN $trusts
          AND f.valid_from < $valid_to AND $valid_from < f.valid_to
          AND (($known_at IS NULL AND f:Current)
               OR ($known_at IS NOT NULL AND f.learned_at <= $known_at
                   AND $known_at < f.revoked_at))
        | f {.id, .key, .trust, .subject_id, .object_id, .predicate,
             holds: f.valid_from <= $valid_at AND $valid_at < f.valid_to}] AS facts;
