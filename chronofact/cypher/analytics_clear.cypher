// Analytics (GDS): forget the partition's stored analytics (entity `gds_*` properties and
// :MAYBE_SAME suggestions). Run by an erase: what the last refresh derived may rest on the
// erased facts (a link, a shared neighbour), so it goes too; the next refresh recomputes it.
MATCH (e:Entity)
WHERE e.tenant = $tenant AND e.namespace = $namespace AND e.gds_refreshed_at IS NOT NULL
OPTIONAL MATCH (e)-[m:MAYBE_SAME]-()
DELETE m
REMOVE e.gds_rank, e.gds_importance, e.gds_community, e.gds_refreshed_at
RETURN count(DISTINCT e) AS cleared;
