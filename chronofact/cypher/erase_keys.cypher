// Erase: every version of the given keys (all valid and transaction time) with its edges,
// embedding and index entries, and the :Key nodes; the entities those versions named.
UNWIND $keys AS key
CALL (key) {
  MATCH (f:Fact {key: key})
  WHERE f.tenant = $tenant AND f.namespace = $namespace
  WITH f, [x IN [f.subject_id, f.object_id] WHERE x IS NOT NULL] AS named
  DETACH DELETE f
  RETURN count(*) AS facts, collect(named) AS named
}
CALL (key) {
  MATCH (k:Key {id: key})
  WHERE k.tenant = $tenant AND k.namespace = $namespace
  DETACH DELETE k
  RETURN count(*) AS keys
}
WITH sum(facts) AS facts, sum(keys) AS keys, collect(named) AS named
RETURN facts, keys,
       reduce(ids = [], batch IN named | ids + reduce(xs = [], n IN batch | xs + n)) AS entities;
