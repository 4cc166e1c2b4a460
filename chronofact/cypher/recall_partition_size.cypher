// Recall: how many fact versions a partition holds, counted only up to $cap (an index seek on
// fact_partition that stops early). Decides exact scoring (small) vs the vector index (large).
// Browser: :param tenant => 'default'; :param namespace => 'default'; :param cap => 2001
MATCH (f:Fact)
WHERE f.tenant = $tenant AND f.namespace = $namespace
WITH f LIMIT $cap
RETURN count(f) AS n;
