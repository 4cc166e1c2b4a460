// Entity profile: the entity named $name_key in the caller's partition (entity_name index).
MATCH (e:Entity {tenant: $tenant, namespace: $namespace, name_key: $name_key})
RETURN e {.id, .name, .name_key, aliases: coalesce(e.aliases, [])} AS entity;
