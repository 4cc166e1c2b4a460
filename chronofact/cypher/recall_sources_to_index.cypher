// Recall upkeep: sources of a partition without `search_text` or `embedding` yet, in
// conversation order (scope, observed time, ref), for `backfill_source_search`.
MATCH (s:Source)
WHERE s.tenant = $tenant AND s.namespace = $namespace AND s.text IS NOT NULL
  AND (s.search_text IS NULL OR s.embedding IS NULL)
RETURN s.id AS id, s.scope AS scope, s.ref AS ref, s.observed_at AS observed_at,
       s.speaker AS speaker, s.text AS text
ORDER BY scope, observed_at
LIMIT $limit;
