// Recall: entities whose name or alias shares words with the question (fulltext, partition as
// a required term). The caller keeps those whose whole name occurs in the question.
CALL db.index.fulltext.queryNodes('entity_text', $lucene, {limit: $limit}) YIELD node AS e, score
WHERE e.tenant = $tenant AND e.namespace = $namespace
RETURN e.id AS id, e.name AS name, e.name_key AS name_key, coalesce(e.aliases, []) AS aliases,
       score
ORDER BY score DESC;
