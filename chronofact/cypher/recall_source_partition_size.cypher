// Recall: how many sources (messages, chunks) a partition holds, counted only up to $cap.
MATCH (s:Source)
WHERE s.tenant = $tenant AND s.namespace = $namespace
WITH s LIMIT $cap
RETURN count(s) AS n;
