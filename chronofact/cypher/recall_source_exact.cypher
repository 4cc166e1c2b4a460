// Recall candidates: exact cosine over the sources of a small partition (source_partition).
MATCH (s:Source)
WHERE s.tenant = $tenant AND s.namespace = $namespace AND s.embedding IS NOT NULL
  AND s.text IS NOT NULL
  AND (CASE WHEN s.kind IN $verified_kinds THEN 'verified'
            WHEN s.kind IN $candidate_kinds THEN 'candidate'
            ELSE 'raw' END) IN $trusts
  AND ($known_at IS NULL OR coalesce(s.recorded_at, s.observed_at) <= $known_at)
WITH s, vector.similarity.cosine(s.embedding, $embedding) AS score
ORDER BY score DESC
LIMIT $limit
RETURN s.id AS id, score, s.speaker AS speaker;
