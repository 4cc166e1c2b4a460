// The fast path for keys that do not exist yet (`existing_keys` found none of them): they can
// have no live version to load, so they are only created, with the properties `lock_keys` gives
// a key it creates. CREATE, not MERGE: the tenant's clock serialises its writers, and if a key
// appeared anyway the uniqueness constraint on :Key(id) fails the transaction instead of
// letting it plan without that key's versions.
UNWIND $keys AS k
CREATE (key:Key {id: k.id, tenant: $tenant, namespace: $namespace,
                 subject_id: k.subject_id, predicate: k.predicate})
RETURN count(key) AS created;
