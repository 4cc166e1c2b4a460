// Recorded disagreement: (claim)-[:CONTRADICTS {weight < 0 = actively contradicts}]->(other).
MATCH (t:Tx {id: $tx_id})
UNWIND $rows AS c
MATCH (a:Fact {id: c.from})
MATCH (b:Fact {id: c.to})
CREATE (a)-[r:CONTRADICTS {id: c.id, weight: c.weight, status: 'open',
                           detected_by: c.detected_by, tx_id: t.id, created_at: t.time}]->(b)
RETURN count(r) AS contradictions;
