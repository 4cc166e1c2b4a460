// Analytics (GDS): what the last refresh found about one entity, for its profile: importance,
// community, and the other entities of its community ("related"), most important first.
// No row when no refresh has covered the entity yet.
// Browser: :param tenant => 'default'; :param namespace => 'default'; :param entity_id => '...'; :param limit => 10
MATCH (e:Entity {id: $entity_id})
WHERE e.tenant = $tenant AND e.namespace = $namespace AND e.gds_refreshed_at IS NOT NULL
CALL (e) {
  MATCH (o:Entity)
  WHERE o.tenant = $tenant AND o.namespace = $namespace AND o.gds_community = e.gds_community
    AND o.gds_refreshed_at = e.gds_refreshed_at AND o <> e AND o.merged_into IS NULL
  WITH o ORDER BY o.gds_importance DESC, o.name LIMIT $limit
  RETURN collect(o {.id, .name, importance: o.gds_importance}) AS related
}
CALL (e) {
  MATCH (o:Entity)
  WHERE o.tenant = $tenant AND o.namespace = $namespace AND o.gds_community = e.gds_community
    AND o.gds_refreshed_at = e.gds_refreshed_at AND o.merged_into IS NULL
  RETURN count(o) AS size
}
RETURN e.gds_importance AS importance, e.gds_community AS community, size AS community_size,
       related, toString(e.gds_refreshed_at) AS refreshed_at;
