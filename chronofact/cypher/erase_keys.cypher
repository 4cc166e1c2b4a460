// Erase: every version of the given keys (all valid and transaction time) with its edges,
// embedding and index entries, and the :Key nodes.
UNWIND $keys AS key
CALL (key) {
  MATCH (f:Fact {key: key})
  WHERE f.tenant = $tenant AND f.namespace = $namespace
  DETACH DELETE f
  RETURN count(*) AS facts
}
CALL (key) {
  MATCH (k:Key {id: key})
  WHERE k.tenant = $tenant AND k.namespace = $namespace
  DETACH DELETE k
  RETURN count(*) AS keys
}
RETURN sum(facts) AS facts, sum(keys) AS keys;
