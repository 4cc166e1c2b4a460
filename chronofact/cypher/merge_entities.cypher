// One node per (tenant, namespace, normalised name).
UNWIND $entities AS e
MERGE (n:Entity {id: e.id})
  ON CREATE SET n.tenant = e.tenant, n.namespace = e.namespace, n.name = e.name,
                n.name_key = e.name_key, n.aliases = [], n.aliases_text = '',
                n.partition = e.partition, n.created_at = $time
RETURN count(n) AS entities;
