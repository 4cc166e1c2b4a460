// The live versions in which an entity is the subject or the object (an entity merge re-keys
// them onto the entity it is merged into).
CALL () {
  MATCH (f:Current)
  USING INDEX f:Current(subject_id, predicate)
  WHERE f.subject_id = $entity_id AND f.predicate IS NOT NULL
  RETURN f
  UNION
  MATCH (f:Fact)
  USING INDEX f:Fact(object_id)
  WHERE f.object_id = $entity_id AND f:Current
  RETURN f
}
WITH f WHERE f.tenant = $tenant AND f.namespace = $namespace
RETURN properties(f) AS f;
