// Erase, the scan: one page of the nodes of a namespace that can hold its words - fact versions
// and their keys, sources, entities, aliases, audit records (:Tx), tombstones - after $after in
// elementId order, $limit at a time: every property but the embedding (derived from the text,
// and deleted with it) and the properties of each node's outgoing relationships. The caller
// decides in Python what mentions the erased topic (folded whole words).
// Browser: :param tenant => 'default'; :param namespace => 'default'; :param after => '';
//          :param limit => 2000
CALL () {
  MATCH (n:Fact) WHERE n.tenant = $tenant AND n.namespace = $namespace RETURN n
  UNION ALL
  MATCH (n:Key) WHERE n.tenant = $tenant AND n.namespace = $namespace RETURN n
  UNION ALL
  MATCH (n:Source) WHERE n.tenant = $tenant AND n.namespace = $namespace RETURN n
  UNION ALL
  MATCH (n:Entity) WHERE n.tenant = $tenant AND n.namespace = $namespace RETURN n
  UNION ALL
  MATCH (n:Alias) WHERE n.tenant = $tenant AND n.namespace = $namespace RETURN n
  UNION ALL
  MATCH (n:Tx) WHERE n.tenant = $tenant AND n.namespace = $namespace RETURN n
  UNION ALL
  MATCH (n:Tombstone) WHERE n.tenant = $tenant AND n.namespace = $namespace RETURN n
}
WITH n WHERE elementId(n) > $after
ORDER BY elementId(n)
LIMIT $limit
RETURN elementId(n) AS element_id, labels(n) AS labels, n {.*, embedding: null} AS props,
       [(n)-[r]->() | {element_id: elementId(r), props: properties(r)}] AS rels;
