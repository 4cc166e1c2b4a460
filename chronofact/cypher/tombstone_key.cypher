// The database's own tombstone key, made on first use (used when CHRONOFACT_TOMBSTONE_KEY is not
// set): the secret of the keyed hash that tombstones store instead of a topic's words.
MERGE (k:TombstoneKey {id: 'default'})
  ON CREATE SET k.secret = $fresh
RETURN k.secret AS secret;
