// A leftover of a revoked version keeps the evidence of the version it was split from.
UNWIND $pairs AS p
MATCH (parent:Fact {id: p.parent})-[r:EVIDENCED_BY]->(s:Source)
MATCH (child:Fact {id: p.child})
CREATE (child)-[:EVIDENCED_BY {start: r.start, end: r.end, tx_id: r.tx_id}]->(s)
RETURN count(*) AS inherited;
