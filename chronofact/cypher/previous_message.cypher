// Ingest: the most recent message of a conversation said before $before (and not before
// $after), for the extractor to read the first message of a request with (pronouns, "he"
// in a reply). Same tenant, namespace, source kind and scope (the conversation ref; none
// when $scope is null).
// Browser: :param tenant => 'default'; :param namespace => 'default'; :param kind => 'conversation';
//          :param scope => null; :param before => datetime(); :param after => datetime() - duration('P1D')
MATCH (s:Source)
WHERE s.tenant = $tenant AND s.namespace = $namespace AND s.kind = $kind
  AND s.observed_at < $before AND s.observed_at >= $after
  AND (s.scope = $scope OR ($scope IS NULL AND s.scope IS NULL))
  AND s.text IS NOT NULL
RETURN s.text AS text, s.speaker AS speaker, toString(s.observed_at) AS observed_at
ORDER BY s.observed_at DESC
LIMIT 1;
