// Version lineage: (new)-[:UPDATES {kind}]->(old), -[:EXTENDS]->, -[:DERIVES {kind:'split'}]->.
UNWIND $edges AS e
MATCH (a:Fact {id: e.from})
MATCH (b:Fact {id: e.to})
FOREACH (_ IN CASE WHEN e.type = 'UPDATES' THEN [1] ELSE [] END |
  CREATE (a)-[:UPDATES {kind: e.kind}]->(b))
FOREACH (_ IN CASE WHEN e.type = 'EXTENDS' THEN [1] ELSE [] END |
  CREATE (a)-[:EXTENDS {kind: e.kind}]->(b))
FOREACH (_ IN CASE WHEN e.type = 'DERIVES' THEN [1] ELSE [] END |
  CREATE (a)-[:DERIVES {kind: e.kind}]->(b))
RETURN count(*) AS edges;
