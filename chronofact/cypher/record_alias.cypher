// `alias` now names `entity`: the alias record, the merged entity marked, the canonical entity's
// aliases extended (for fulltext), all in the write's transaction.
MATCH (t:Tx {id: $tx_id})
MERGE (a:Alias {id: $alias_id})
  ON CREATE SET a.tenant = $tenant, a.namespace = $namespace, a.name_key = $alias_key
SET a.entity_id = $entity_id, a.name = $alias, a.tx_id = t.id, a.updated_at = t.time
MERGE (e:Entity {id: $entity_id})
  ON CREATE SET e.tenant = $tenant, e.namespace = $namespace, e.name = $name,
                e.name_key = $name_key, e.aliases = [], e.aliases_text = '',
                e.partition = $partition, e.created_at = t.time
WITH t, a, e
SET e.aliases = CASE WHEN $alias IN e.aliases THEN e.aliases ELSE e.aliases + $alias END
SET e.aliases_text = reduce(text = '', x IN e.aliases | text + ' ' + x)
WITH t, a, e
OPTIONAL MATCH (old:Entity {id: $merged_id})
FOREACH (_ IN CASE WHEN old IS NULL OR old = e THEN [] ELSE [1] END |
  SET old.merged_into = e.id, old.merged_in = t.id
  MERGE (old)-[:MERGED_INTO {tx_id: t.id}]->(e))
CREATE (a)-[:RECORDED_IN]->(t)
RETURN a.id AS alias;
