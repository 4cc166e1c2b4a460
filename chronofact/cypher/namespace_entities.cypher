// The entities of a namespace (merged-away names left out), with how many current versions
// (:Current: not revoked, whatever their valid period) name each as their subject: where to
// start exploring. The Browser guide's first slide.
MATCH (e:Entity)
WHERE e.tenant = $tenant AND e.namespace = $namespace AND e.merged_into IS NULL
RETURN e.name AS name, e.id AS id, coalesce(e.aliases, []) AS aliases,
       COUNT { MATCH (f:Current)-[:SUBJECT]->(e) } AS current_versions
ORDER BY current_versions DESC, name
LIMIT $limit;
