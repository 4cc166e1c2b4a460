// Recall: the admitted fact versions evidenced by candidate sources (one hop source -> fact),
// so a message that yielded a fact is returned as that fact, with its lineage.
UNWIND $source_ids AS sid
MATCH (s:Source {id: sid})<-[:EVIDENCED_BY]-(f:Fact)
WHERE s.tenant = $tenant AND s.namespace = $namespace
  AND f.tenant = $tenant AND f.namespace = $namespace
  AND f.trust IN $trusts
  AND f.valid_from < $valid_to AND $valid_from < f.valid_to
  AND (($known_at IS NULL AND f:Current)
       OR ($known_at IS NOT NULL AND f.learned_at <= $known_at AND $known_at < f.revoked_at))
RETURN sid AS source_id, f.id AS id, f.key AS key, f.valid_from AS valid_from,
       f.valid_to AS valid_to, f.trust AS trust,
       f.subject_id AS subject_id, f.object_id AS object_id;
