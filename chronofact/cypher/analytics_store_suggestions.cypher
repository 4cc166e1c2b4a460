// Analytics (GDS): replace the partition's entity-resolution suggestions with this refresh's.
// A suggestion is a :MAYBE_SAME relationship between two :Entity nodes of the partition (from
// the one to keep, `keep`, to the probable alias): derived, not part of the bitemporal record,
// deleted with either entity by an erase, replaced by each refresh. Accepting one is an
// ordinary audited alias merge (`POST /v1/entities/{name}/aliases`).
CALL (*) {
  MATCH (a:Entity)-[m:MAYBE_SAME]->(:Entity)
  WHERE a.tenant = $tenant AND a.namespace = $namespace
  DELETE m
}
WITH 1 AS _
UNWIND $rows AS r
MATCH (k:Entity {id: r.keep})
MATCH (x:Entity {id: r.alias})
WHERE k.tenant = $tenant AND k.namespace = $namespace
  AND x.tenant = $tenant AND x.namespace = $namespace
CREATE (k)-[:MAYBE_SAME {score: r.score, neighbours: r.neighbours, names: r.names,
                         refreshed_at: $refreshed_at}]->(x)
RETURN count(*) AS stored;
