// Live versions of a namespace whose text may mention a topic (the caller checks whole words).
MATCH (f:Current)
WHERE f.tenant = $tenant AND f.namespace = $namespace
  AND any(needle IN $needles WHERE
          toLower(f.statement) CONTAINS needle OR toLower(f.subject_name) CONTAINS needle
          OR toLower(coalesce(f.object_name, '')) CONTAINS needle
          OR toLower(toString(coalesce(f.value, ''))) CONTAINS needle)
RETURN f.id AS id, f.statement AS statement, f.subject_name AS subject,
       f.object_name AS object, toString(f.value) AS value;
