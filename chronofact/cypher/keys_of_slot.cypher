// Every key of (subject, predicate): one for a single-valued predicate, one per object for a
// multi-valued one (a retract without an object touches them all).
MATCH (k:Key {subject_id: $subject_id, predicate: $predicate})
WHERE k.tenant = $tenant AND k.namespace = $namespace
RETURN k.id AS key ORDER BY key;
