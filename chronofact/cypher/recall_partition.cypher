// Recall: what a partition holds, in one round trip at the start of every recall - its fact
// versions and its sources, each counted only up to $cap (an index seek that stops early:
// exact scoring at or below the cap, the vector index above it; no source means the message
// channels are skipped), and its forgotten topics (hash of the normalised words; the topic
// unless erased).
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
  RETURN collect(t {.topic_hash, .tokens, .topic}) AS tombstones
}
RETURN facts, sources, tombstones;
