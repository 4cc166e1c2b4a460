// Recall's first round trip: what the partition holds and the entities the question may name.
// - facts, sources: the partition's fact versions and sources, each counted only up to $cap
//   (an index seek that stops early: exact scoring at or below the cap, the vector index
//   above it; no source means the message channels are skipped);
// - tombstones, tombstone_secret: its forgotten topics (keyed hash of the normalised words;
//   the topic unless erased) with the database's own tombstone key;
// - entities: those whose name or alias shares words with the question (fulltext over
//   entity_text, $lucene with the partition as a required term; null = no words, none),
//   best first; the caller keeps those whose whole name occurs in the question. `speaker`:
//   the entity said messages of the partition (a seek on source_speaker).
// Browser: :param tenant => 'default'; :param namespace => 'default'; :param cap => 2001;
//          :param lucene => '+partition:"p..." +(name:(alice) aliases_text:(alice))';
//          :param limit => 50
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
CALL () {
  WITH $lucene AS lucene
  WHERE lucene IS NOT NULL
  CALL db.index.fulltext.queryNodes('entity_text', lucene, {limit: $limit})
    YIELD node AS e, score
  WHERE e.tenant = $tenant AND e.namespace = $namespace
  WITH e, score
  ORDER BY score DESC
  RETURN collect({id: e.id, name: e.name, name_key: e.name_key,
                  aliases: coalesce(e.aliases, []), score: score,
                  speaker: EXISTS { MATCH (s:Source)
                                    WHERE s.tenant = $tenant AND s.namespace = $namespace
                                      AND s.speaker = e.name }}) AS entities
}
RETURN facts, sources, tombstones, tombstone_secret, entities;
