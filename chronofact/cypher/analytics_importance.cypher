// Recall's importance prior: the stored importance (last analytics refresh) of the partition's
// entities among $ids (entity ids) or $name_keys (speakers of messages).
MATCH (e:Entity)
WHERE e.tenant = $tenant AND e.namespace = $namespace
  AND (e.id IN $ids OR e.name_key IN $name_keys) AND e.gds_importance IS NOT NULL
RETURN e.id AS id, e.name_key AS name_key, e.gds_importance AS importance;
