// New fact versions of one transaction, linked to their subject and object; each names its audit
// record in `tx_id` (the :Tx counts them in `asserted`). No ASSERTED_IN edge: a batch's thousands
// of edges into its one :Tx cost the commit about a fifth of its server CPU (issue 13, import
// speed); databases written before keep theirs (`tx_log` counts them when `asserted` is absent).
// Valid times arrive as ISO text (`v.valid_from`, `v.valid_to`): the driver packs a string far
// faster than a DateTime, and a bulk import sends two per version.
MATCH (t:Tx {id: $tx_id})
UNWIND $versions AS v
CREATE (f:Fact:Current)
SET f = v.props, f.valid_from = datetime(v.valid_from), f.valid_to = datetime(v.valid_to),
    f.learned_at = t.time, f.revoked_at = datetime('9999-12-31T23:59:59.999999Z'), f.tx_id = t.id
WITH f, v
MATCH (s:Entity {id: v.props.subject_id})
CREATE (f)-[:SUBJECT]->(s)
WITH f, v
OPTIONAL MATCH (o:Entity {id: v.props.object_id})
FOREACH (_ IN CASE WHEN o IS NULL THEN [] ELSE [1] END | CREATE (f)-[:OBJECT]->(o))
RETURN count(f) AS created;
