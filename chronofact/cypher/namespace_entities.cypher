// The entities of a namespace (merged-away names left out), with how many live versions name
// each as their subject: where to start exploring. The Browser guide's first slide.
MATCH (e:Entity)
WHERE e.tenant = $tenant AND e.namespace = $namespace AND e.merged_into IS NULL
RETURN e.name AS name, e.id AS id, coalesce(e.aliases, []) AS aliases,
       COUNT { MATCH (f:Current)-[:SUBJECT]->(e) } AS live_facts
ORDER BY live_facts DESC, name
LIMIT $limit;
