// Analytics (GDS): which of the candidate pairs ($pairs: [{a, b}] entity ids) are linked to
// each other by a current fact of the partition (two entities a fact relates are two things).
UNWIND $pairs AS p
MATCH (a:Entity {id: p.a})<-[:SUBJECT|OBJECT]-(f:Current)-[:SUBJECT|OBJECT]->(b:Entity {id: p.b})
WHERE a.tenant = $tenant AND a.namespace = $namespace AND f.tenant = $tenant
RETURN DISTINCT p.a AS a, p.b AS b;
