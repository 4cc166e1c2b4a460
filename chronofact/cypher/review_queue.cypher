// Live facts awaiting an operator: not yet verified (candidate, then raw), oldest first.
MATCH (f:Current)
WHERE f.tenant = $tenant AND f.namespace = $namespace AND f.trust IN $trust
RETURN f.id AS id ORDER BY f.learned_at, f.id
LIMIT $limit;
