// The transaction log (:Tx) of a namespace, newest first: when, who, why, whether the time was
// imported, and how many versions each transaction asserted (`t.asserted`; in a database
// written before it was kept, its ASSERTED_IN edges) and revoked.
MATCH (t:Tx)
WHERE t.tenant = $tenant AND t.namespace = $namespace
WITH t ORDER BY t.time DESC LIMIT $limit
RETURN toString(t.time) AS time, t.actor AS actor, t.reason AS reason,
       coalesce(t.asserted, COUNT { MATCH (:Fact)-[:ASSERTED_IN]->(t) }) AS asserted,
       COUNT { MATCH (:Fact)-[:REVOKED_IN]->(t) } AS revoked,
       t.imported AS imported, t.id AS id, t.request_id AS request_id
ORDER BY t.time DESC;
