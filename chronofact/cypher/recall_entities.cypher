// Recall: entities whose name or alias shares words with the question (fulltext, partition as
// a required term). The caller keeps those whose whole name occurs in the question. `speaker`:
// the entity said messages of the partition (a seek on source_speaker).
CALL db.index.fulltext.queryNodes('entity_text', $lucene, {limit: $limit}) YIELD node AS e, score
WHERE e.tenant = $tenant AND e.namespace = $namespace
RETURN e.id AS id, e.name AS name, e.name_key AS name_key, coalesce(e.aliases, []) AS aliases,
       score,
       EXISTS { MATCH (s:Source)
                WHERE s.tenant = $tenant AND s.namespace = $namespace
                  AND s.speaker = e.name } AS speaker
ORDER BY score DESC;
