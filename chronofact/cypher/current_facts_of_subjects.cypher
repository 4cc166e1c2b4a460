// Change resolution (ingest): the current, positive, undisputed facts of the subjects some
// messages are about - entities named exactly ($keys: name keys) or whose name key starts
// with one of $prefixes ("nadia s ": the speaker's son, sister ...) or ends with one of
// $suffixes (" 4412": a ticket said by its number, "JIRA-4412") - that still hold after
// $since (the earliest message time). Bounded by $limit.
// Browser: :param tenant => 'default'; :param namespace => 'default';
//          :param keys => ['nadia']; :param prefixes => ['nadia s ']; :param suffixes => [];
//          :param since => datetime(); :param limit => 500
CALL () {
  UNWIND $keys AS key
  MATCH (e:Entity {tenant: $tenant, namespace: $namespace, name_key: key})
  RETURN e
  UNION
  UNWIND $prefixes AS prefix
  MATCH (e:Entity)
  WHERE e.tenant = $tenant AND e.namespace = $namespace AND e.name_key STARTS WITH prefix
  RETURN e
  UNION
  UNWIND $suffixes AS suffix
  MATCH (e:Entity)
  WHERE e.tenant = $tenant AND e.namespace = $namespace AND e.name_key ENDS WITH suffix
  RETURN e
}
CALL (e) {
  MATCH (f:Current)
  USING INDEX f:Current(subject_id, predicate)
  WHERE f.subject_id = e.id AND f.predicate IS NOT NULL
  RETURN f
}
WITH e, f
WHERE f.tenant = $tenant AND f.namespace = $namespace
  AND f.valid_to > $since AND f.polarity AND f.trust <> 'disputed'
WITH e, f LIMIT $limit
RETURN e.name_key AS subject_key, f.subject_name AS subject, f.predicate AS predicate,
       f.object_name AS object, f.value AS value,
       toString(f.valid_from) AS valid_from, toString(f.valid_to) AS valid_to;
