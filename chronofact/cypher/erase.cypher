// Privacy erase: physically delete every version of the matched keys (all valid and
// transaction time, with their edges, embeddings and index entries), the matched sources and
// entities, and leave a payload-free :Erasure record.
MATCH (t:Tx {id: $tx_id})
CALL (t) {
  UNWIND $keys AS key
  MATCH (f:Fact {key: key}) WHERE f.tenant = $tenant AND f.namespace = $namespace
  DETACH DELETE f
  RETURN count(*) AS facts
}
CALL (t) {
  UNWIND $keys AS key
  MATCH (k:Key {id: key}) DETACH DELETE k
  RETURN count(*) AS keys
}
CALL (t) {
  UNWIND $sources AS id
  MATCH (s:Source {id: id}) WHERE s.tenant = $tenant DETACH DELETE s
  RETURN count(*) AS sources
}
CALL (t) {
  UNWIND $entities AS id
  MATCH (e:Entity {id: id}) WHERE e.tenant = $tenant DETACH DELETE e
  RETURN count(*) AS entities
}
CREATE (x:Erasure {tenant: $tenant, namespace: $namespace, key_hash: $key_hash, tx_id: t.id,
                   actor: $actor, at: t.time, facts: facts, sources: sources,
                   entities: entities})
CREATE (x)-[:ERASED_IN]->(t)
RETURN facts, keys, sources, entities;
