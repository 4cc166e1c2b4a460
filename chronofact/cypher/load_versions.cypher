// Versions by id with all their properties, confined to a partition (operator actions).
UNWIND $ids AS id
MATCH (f:Fact {id: id})
WHERE f.tenant = $tenant AND f.namespace = $namespace
RETURN properties(f) AS f;
