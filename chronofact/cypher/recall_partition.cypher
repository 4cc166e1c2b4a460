// Recall: what a partition holds, in one round trip at the start of every recall - its fact
// versions and its sources, each counted only up to $cap (an index seek that stops early:
// exact scoring at or below the cap, the vector index above it; no source means the message
// channels are skipped), and its forgotten topics (keyed hash of the normalised words; the
// topic unless erased) with the database's own tombstone key.
// Browser: :param tenant => 'default'; :param namespace => 'default'; :param cap => 2001
CALL () {
  MATCH (f:Fact)
  WHERE f.tenant = $tenant AND f.namespace = $namespace
  WITH f LIMIT $cap
  RETURN count(f) AS facts
}
CALL () {
  MATCH (s:Source)
  WHERE s.tenant = $tenant AND s.namespace = $namespace
  WITH s LIMIT $cap
  RETURN count(s) AS sources
}
CALL () {
  MATCH (t:Tombstone {tenant: $tenant, namespace: $namespace})
  RETURN collect(t {.topic_hash, .tokens, .topic, .key_id}) AS tombstones
}
CALL () {
  OPTIONAL MATCH (k:TombstoneKey {id: 'default'})
  RETURN k.secret AS tombstone_secret
}
RETURN facts, sources, tombstones, tombstone_secret;
