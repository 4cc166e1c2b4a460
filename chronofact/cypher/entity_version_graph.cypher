// An entity's versions drawn as a graph (Neo4j Browser): every version ever stored with the
// entity as subject, current (:Current) and revoked alike, with the entities each one links,
// its lineage (UPDATES / EXTENDS / DERIVES) and the contradictions it takes part in.
OPTIONAL MATCH (alias:Alias {id: $alias_id})
WITH coalesce(alias.entity_id, $subject_id) AS subject_id
MATCH (f:Fact)
USING INDEX f:Fact(subject_id, predicate)
WHERE f.subject_id = subject_id AND f.predicate IS NOT NULL
  AND f.tenant = $tenant AND f.namespace = $namespace
RETURN f,
       [link = (f)-[:SUBJECT|OBJECT]->(:Entity) | link] AS links,
       [step = (f)-[:UPDATES|EXTENDS|DERIVES]->(:Fact) | step] AS lineage,
       [clash = (f)-[:CONTRADICTS]-(:Fact) | clash] AS contradictions
ORDER BY f.predicate, f.valid_from, f.learned_at;
