// Recall upkeep: store what recall searches a source by (its `search_text` and `embedding`).
UNWIND $rows AS r
MATCH (s:Source {id: r.id})
WHERE s.tenant = $tenant AND s.namespace = $namespace
SET s.search_text = r.search_text, s.embedding = r.embedding
RETURN count(s) AS updated;
