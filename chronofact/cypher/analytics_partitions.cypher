// Analytics (GDS): the partitions (tenant, namespace) that have entities; of one tenant when
// $tenant is given. For `chronofact analytics refresh --all`.
MATCH (e:Entity)
WHERE $tenant IS NULL OR e.tenant = $tenant
RETURN DISTINCT e.tenant AS tenant, e.namespace AS namespace
ORDER BY tenant, namespace;
