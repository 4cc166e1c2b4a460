// Change resolution (ingest): who holds a value on some slots ($predicates) in a namespace, for
// a relation of the speaker said without a name in a message that says a change ("my niece
// started at Kelvin Grove": the one person stored with a school). Bounded by $limit: more
// holders than that are never one person.
// Browser: :param tenant => 'default'; :param namespace => 'default';
//          :param predicates => ['studies_at']; :param since => datetime(); :param limit => 8
MATCH (f:Current)
WHERE f.tenant = $tenant AND f.namespace = $namespace AND f.predicate IN $predicates
  AND f.valid_to > $since AND f.polarity AND f.trust <> 'disputed'
MATCH (e:Entity {id: f.subject_id})
WITH e, f LIMIT $limit
RETURN e.name_key AS subject_key, f.subject_name AS subject, f.predicate AS predicate,
       f.object_name AS object, f.value AS value,
       toString(f.valid_from) AS valid_from, toString(f.valid_to) AS valid_to;
