// The keys of a write (created if new) and, for each, its live, undisputed versions that overlap
// the periods the write touches on it (`k.periods`, coalesced, ISO text): only those can be
// revoked, split or corroborated, so a key with 1,000 live segments costs a write the few it
// overlaps, not all of them. Seeks :Current(key, valid_to); times go both ways as ISO text
// (cheap for the driver). No key is locked here: every writer of a tenant ticks the tenant's
// clock first (`clock_tick`), whose write lock is held until commit, so no other writer can
// touch these keys meanwhile; a lock on each key (a property written per key, as before) only
// added commit work (issue 13, import speed).
UNWIND $keys AS k
MERGE (key:Key {id: k.id})
  ON CREATE SET key.tenant = $tenant, key.namespace = $namespace,
                key.subject_id = k.subject_id, key.predicate = k.predicate
WITH key, k
CALL (key, k) {
  UNWIND k.periods AS p
  MATCH (f:Current)
  USING INDEX f:Current(key, valid_to)
  WHERE f.key = key.id AND f.valid_to > datetime(p.from) AND f.valid_from < datetime(p.to)
    AND f.trust <> 'disputed'
  RETURN collect(DISTINCT f) AS found
}
WITH key, found
WHERE size(found) > 0
RETURN key.id AS key,
       [f IN found | f {.*, valid_from: toString(f.valid_from), valid_to: toString(f.valid_to),
                        learned_at: toString(f.learned_at), revoked_at: toString(f.revoked_at)}]
       AS live;
