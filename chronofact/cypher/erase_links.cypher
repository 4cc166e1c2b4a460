// Erase, after the scan: aliases that named an erased entity, and the marks of entities merged
// into one ("Tom Riddle" merged into an erased "Voldemort" is no longer said to be him).
CALL () {
  MATCH (a:Alias)
  WHERE a.tenant = $tenant AND a.namespace = $namespace AND a.entity_id IN $entities
  DETACH DELETE a
  RETURN count(*) AS aliases
}
CALL () {
  MATCH (e:Entity)
  WHERE e.tenant = $tenant AND e.namespace = $namespace AND e.merged_into IN $entities
  REMOVE e.merged_into, e.merged_in
  RETURN count(*) AS unmerged
}
RETURN aliases, unmerged;
