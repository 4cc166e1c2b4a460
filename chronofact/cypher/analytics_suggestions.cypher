// Analytics (GDS): the partition's entity-resolution suggestions of the last refresh (`alias`
// is probably another name of `keep`), best first; pairs already merged are left out.
// Browser: :param tenant => 'default'; :param namespace => 'default'; :param limit => 50
MATCH (k:Entity)-[m:MAYBE_SAME]->(x:Entity)
WHERE k.tenant = $tenant AND k.namespace = $namespace
  AND k.merged_into IS NULL AND x.merged_into IS NULL
RETURN k.name AS keep, x.name AS alias, m.score AS score, m.neighbours AS neighbours,
       m.names AS names, toString(m.refreshed_at) AS refreshed_at
ORDER BY score DESC, keep, alias
LIMIT $limit;
