// Entities of a namespace whose name may mention a topic.
MATCH (e:Entity)
WHERE e.tenant = $tenant AND e.namespace = $namespace
  AND any(needle IN $needles WHERE toLower(e.name) CONTAINS needle)
RETURN e.id AS id, e.name AS name;
