// The forgotten topics of a namespace (keyed hash of the normalised words, the id of the key it
// was made with; the topic unless erased) and the database's own tombstone key, if any.
CALL () {
  OPTIONAL MATCH (k:TombstoneKey {id: 'default'})
  RETURN k.secret AS secret
}
OPTIONAL MATCH (s:Tombstone {tenant: $tenant, namespace: $namespace})
RETURN secret, collect(s {.topic_hash, .tokens, .topic, .key_id}) AS tombstones;
