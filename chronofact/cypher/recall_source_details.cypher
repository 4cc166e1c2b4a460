// Recall results: source-only hits (a message or chunk no admitted fact was taken from).
UNWIND $ids AS id
MATCH (s:Source {id: id})
WHERE s.tenant = $tenant AND s.namespace = $namespace
RETURN s {.id, .kind, .ref, .scope, .speaker, .text, observed_at: toString(s.observed_at)} AS source;
