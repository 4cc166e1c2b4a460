// The forgotten topics of a namespace (hash of the normalised words; the topic unless erased).
MATCH (s:Tombstone {tenant: $tenant, namespace: $namespace})
RETURN s.topic_hash AS topic_hash, s.tokens AS tokens, s.topic AS topic;
