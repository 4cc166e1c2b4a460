// Analytics (GDS): the Cypher projection of ONE partition's entity graph. Nodes: the entities of
// $tenant/$namespace that were not merged into another; an undirected relationship between two
// of them per pair linked by a current fact (subject -> object entity) of an admitted trust,
// weighted by how many such facts link them. Entities without such a link are projected too
// (isolated: `o` is null), so every entity of the partition gets a result.
MATCH (e:Entity)
WHERE e.tenant = $tenant AND e.namespace = $namespace AND e.merged_into IS NULL
OPTIONAL MATCH (e)<-[:SUBJECT]-(f:Current)-[:OBJECT]->(o:Entity)
WHERE f.trust IN $trusts AND o.merged_into IS NULL AND o <> e
  AND o.tenant = $tenant AND o.namespace = $namespace
WITH e, o, count(f) AS links
RETURN gds.graph.project(
  $graph_name, e, o,
  {relationshipType: 'LINKED', relationshipProperties: {links: toFloat(links)}},
  {undirectedRelationshipTypes: ['*']}
)
