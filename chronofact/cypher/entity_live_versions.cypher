// The live versions in which an entity is the subject or the object (an entity merge re-keys
// them onto the entity it is merged into).
MATCH (f:Current)
WHERE f.tenant = $tenant AND f.namespace = $namespace
  AND (f.subject_id = $entity_id OR f.object_id = $entity_id)
RETURN properties(f) AS f;
