// The live versions of a namespace with their texts, for forget: the caller decides which ones
// mention the topic (whole words after folding accents, case, punctuation and format
// characters, which Cypher's own string functions cannot do).
MATCH (f:Current)
WHERE f.tenant = $tenant AND f.namespace = $namespace
RETURN f.id AS id, f.statement AS statement, f.subject_name AS subject,
       f.object_name AS object, toString(f.value) AS value;
