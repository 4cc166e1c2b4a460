// Contradictions of a namespace (open by default), with both sides (the service reads c, claim
// and against; claim_says and against_says are for Neo4j Browser).
MATCH (a:Fact)-[c:CONTRADICTS]->(b:Fact)
WHERE a.tenant = $tenant AND a.namespace = $namespace
  AND ($status IS NULL OR c.status = $status)
RETURN a.statement + ' (' + a.trust + ')' AS claim_says,
       b.statement + ' (' + b.trust + ')' AS against_says,
       c {.id, .weight, .status, .detected_by, .created_at, .resolved_at, .resolved_by} AS c,
       a.id AS claim, b.id AS against
ORDER BY c.created_at DESC
LIMIT $limit;
