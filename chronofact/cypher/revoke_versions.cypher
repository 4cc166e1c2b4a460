// Close the transaction-time rectangle of versions: the only property ever set after creation.
UNWIND $ids AS id
MATCH (f:Fact:Current {id: id})
MATCH (t:Tx {id: $tx_id})
SET f.revoked_at = t.time
REMOVE f:Current
CREATE (f)-[:REVOKED_IN]->(t)
RETURN count(f) AS revoked;
