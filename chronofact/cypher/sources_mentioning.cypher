// Sources of a namespace whose text or speaker may mention a topic.
MATCH (s:Source)
WHERE s.tenant = $tenant AND s.namespace = $namespace
  AND any(needle IN $needles WHERE toLower(coalesce(s.text, '')) CONTAINS needle
          OR toLower(coalesce(s.speaker, '')) CONTAINS needle
          OR toLower(coalesce(s.ref, '')) CONTAINS needle)
RETURN s.id AS id, s.text AS text, s.speaker AS speaker, s.ref AS ref;
