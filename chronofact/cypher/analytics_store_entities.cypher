// Analytics (GDS): store one refresh's per-entity results on the partition's :Entity nodes.
// These `gds_*` properties are derived, not part of the bitemporal record (no version, no Tx):
// each refresh overwrites them, and an erase that deletes an entity deletes them with it.
// `gds_importance`: PageRank scaled to the partition's most important entity (1.0);
// `gds_community`: the Louvain community id of this refresh (comparable within one refresh
// and one partition only); `gds_refreshed_at`: when the refresh ran.
UNWIND $rows AS r
MATCH (e:Entity {id: r.id})
WHERE e.tenant = $tenant AND e.namespace = $namespace
SET e.gds_rank = r.rank, e.gds_importance = r.importance, e.gds_community = r.community,
    e.gds_refreshed_at = $refreshed_at
RETURN count(e) AS stored;
