// An operator's resolution closes the open contradictions touching these versions.
MATCH (t:Tx {id: $tx_id})
UNWIND $ids AS id
MATCH (:Fact {id: id})-[c:CONTRADICTS]-(:Fact)
WHERE c.status = 'open'
SET c.status = 'resolved', c.resolved_in = t.id, c.resolved_at = t.time, c.resolved_by = $actor
RETURN count(c) AS resolved;
