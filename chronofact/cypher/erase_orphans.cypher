// Erase: entities that only erased versions named ("Sevilla" of "José Ruiz lives in Sevilla"):
// no version of the namespace names them any more and no alias points at them. (`predicate IS
// NOT NULL` lets the planner seek the composite index fact_subject.)
UNWIND $ids AS id
MATCH (e:Entity {id: id})
WHERE e.tenant = $tenant AND e.namespace = $namespace AND e.merged_into IS NULL
  AND NOT EXISTS { MATCH (f:Fact) WHERE f.subject_id = id AND f.predicate IS NOT NULL }
  AND NOT EXISTS { MATCH (f:Fact) WHERE f.object_id = id }
  AND NOT EXISTS { MATCH (a:Alias) WHERE a.entity_id = id }
  AND NOT EXISTS { MATCH (:Entity)-[:MERGED_INTO]->(e) }
DETACH DELETE e
RETURN count(*) AS orphans;
