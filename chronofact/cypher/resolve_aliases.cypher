// Which entity a name stands for when it was declared (or merged as) an alias of another.
UNWIND $ids AS id
OPTIONAL MATCH (a:Alias {id: id})
RETURN id, a.entity_id AS entity_id;
