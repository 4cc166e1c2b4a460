// Ingest: the most recent messages a speaker said in a namespace before $before, newest first,
// for reading an earlier value a later change implies ("upgraded to a Hyundai Creta" after "My
// vehicle is a Maruti Swift"). At most $limit; only messages whose text is kept.
// Browser: :param tenant => 'default'; :param namespace => 'default'; :param speaker => 'Ana';
//          :param before => datetime(); :param limit => 8
MATCH (s:Source)
WHERE s.tenant = $tenant AND s.namespace = $namespace AND s.speaker = $speaker
  AND s.observed_at < $before AND s.text IS NOT NULL
RETURN s.kind AS kind, s.ref AS ref, s.scope AS scope, s.origin AS origin, s.text AS text,
       s.speaker AS speaker, toString(s.observed_at) AS observed_at
ORDER BY s.observed_at DESC
LIMIT $limit;
