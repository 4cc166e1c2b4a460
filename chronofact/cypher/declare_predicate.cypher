// Declare a predicate single- or multi-valued for a tenant.
MERGE (p:Predicate {id: $tenant + '/' + $name})
  ON CREATE SET p.tenant = $tenant, p.name = $name, p.created_at = datetime()
SET p.cardinality = $cardinality, p.updated_at = datetime()
RETURN p.name AS name, p.cardinality AS cardinality;
