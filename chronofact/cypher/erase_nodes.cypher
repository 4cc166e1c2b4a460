// Erase: delete the given nodes of a namespace (sources, entities, aliases) with their edges,
// embeddings and index entries.
UNWIND $element_ids AS id
MATCH (n)
WHERE elementId(n) = id AND n.tenant = $tenant AND n.namespace = $namespace
DETACH DELETE n
RETURN count(*) AS deleted;
