// Recall candidates: messages/chunks from the fulltext index over `search_text` (the message
// with the one before it), partition as a required Lucene term, re-checked here.
CALL db.index.fulltext.queryNodes('source_text', $lucene, {limit: $fetch}) YIELD node AS s, score
WHERE s.tenant = $tenant AND s.namespace = $namespace
  AND s.text IS NOT NULL
  AND (CASE WHEN s.kind IN $verified_kinds THEN 'verified'
            WHEN s.kind IN $candidate_kinds THEN 'candidate'
            ELSE 'raw' END) IN $trusts
  AND ($known_at IS NULL OR coalesce(s.recorded_at, s.observed_at) <= $known_at)
RETURN s.id AS id, score, s.speaker AS speaker
ORDER BY score DESC
LIMIT $limit;
