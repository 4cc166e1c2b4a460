// Erase: remove or rewrite properties of relationships that start at a node of the namespace;
// a null value removes the property.
UNWIND $updates AS u
MATCH (a)-[r]->()
WHERE elementId(r) = u.element_id AND a.tenant = $tenant AND a.namespace = $namespace
SET r += u.props
RETURN count(*) AS updated;
