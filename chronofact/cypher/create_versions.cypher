// New fact versions of one transaction, linked to their audit record (ASSERTED_IN, the design's
// graph: Browser users follow it; each also names it in `tx_id`, and the :Tx counts them in
// `asserted`), subject and object.
// Valid times arrive as ISO text (`v.valid_from`, `v.valid_to`): the driver packs a string far
// faster than a DateTime, and a bulk import sends two per version.
MATCH (t:Tx {id: $tx_id})
UNWIND $versions AS v
CREATE (f:Fact:Current)
SET f = v.props, f.valid_from = datetime(v.valid_from), f.valid_to = datetime(v.valid_to),
    f.learned_at = t.time, f.revoked_at = datetime('9999-12-31T23:59:59.999999Z'), f.tx_id = t.id
CREATE (f)-[:ASSERTED_IN]->(t)
WITH f, v
MATCH (s:Entity {id: v.props.subject_id})
CREATE (f)-[:SUBJECT]->(s)
WITH f, v
OPTIONAL MATCH (o:Entity {id: v.props.object_id})
FOREACH (_ IN CASE WHEN o IS NULL THEN [] ELSE [1] END | CREATE (f)-[:OBJECT]->(o))
RETURN count(f) AS created;
