// Ingest: the sources a request would create that are already stored (by id), with their text.
UNWIND $ids AS id
MATCH (s:Source {id: id})
WHERE s.tenant = $tenant AND s.namespace = $namespace
RETURN s.id AS id, s.text AS text;
