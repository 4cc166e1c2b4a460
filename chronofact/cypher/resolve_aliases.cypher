// Which entity a name stands for when it was declared (or merged as) an alias of another;
// only names that are aliases come back.
MATCH (a:Alias)
WHERE a.id IN $ids
RETURN a.id AS id, a.entity_id AS entity_id;
