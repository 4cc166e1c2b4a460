// Lock the key nodes of a write (sorted ids, so no two writers deadlock) and return the live,
// undisputed versions of each key that has any: the timeline the write primitive works on.
UNWIND $keys AS k
MERGE (key:Key {id: k.id})
  ON CREATE SET key.tenant = $tenant, key.namespace = $namespace,
                key.subject_id = k.subject_id, key.predicate = k.predicate
SET key.locked_by = $tx_id
WITH key
OPTIONAL MATCH (f:Current {key: key.id})
WHERE f.trust <> 'disputed'
WITH key, collect(properties(f)) AS live
WHERE size(live) > 0
RETURN key.id AS key, live;
