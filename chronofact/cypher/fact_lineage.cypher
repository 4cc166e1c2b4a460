// A version's lineage: what it replaced (ancestors, outgoing UPDATES/EXTENDS/DERIVES) and what
// replaced it (descendants, incoming), with the relation and its kind at each step; each list
// nearest first, at most $fetch long.
MATCH (f:Fact {id: $id})
WHERE f.tenant = $tenant AND f.namespace = $namespace
CALL (f) {
  MATCH path = (f)-[:UPDATES|EXTENDS|DERIVES*1..25]->(a:Fact)
  WITH a, min(length(path)) AS depth, last(collect(last(relationships(path)))) AS rel
  ORDER BY depth, a.id LIMIT $fetch
  RETURN collect({id: a.id, depth: depth, relation: type(rel), kind: rel.kind}) AS ancestors
}
CALL (f) {
  MATCH path = (d:Fact)-[:UPDATES|EXTENDS|DERIVES*1..25]->(f)
  WITH d, min(length(path)) AS depth, last(collect(relationships(path)[0])) AS rel
  ORDER BY depth, d.id LIMIT $fetch
  RETURN collect({id: d.id, depth: depth, relation: type(rel), kind: rel.kind}) AS descendants
}
RETURN ancestors, descendants;
