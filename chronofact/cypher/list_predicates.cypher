// The predicates a tenant declared.
MATCH (p:Predicate {tenant: $tenant})
RETURN p.name AS name, p.cardinality AS cardinality ORDER BY name;
