// A version's lineage drawn as a graph (Neo4j Browser): the version, what it replaced and what
// replaced it, through UPDATES / EXTENDS / DERIVES (the guide's style captions each edge with
// its kind). The table form, with depths, is fact_lineage.
MATCH (f:Fact {id: $id})
WHERE f.tenant = $tenant AND f.namespace = $namespace
OPTIONAL MATCH back = (f)-[:UPDATES|EXTENDS|DERIVES*1..25]->(:Fact)
OPTIONAL MATCH forward = (:Fact)-[:UPDATES|EXTENDS|DERIVES*1..25]->(f)
RETURN f, collect(DISTINCT back) AS replaced, collect(DISTINCT forward) AS replaced_by;
