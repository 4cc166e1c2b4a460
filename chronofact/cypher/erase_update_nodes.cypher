// Erase: rewrite properties of nodes of a namespace that keep existing (a reply's search text
// without the erased message before it, an entity's aliases without the erased names, an
// audit reason); a null value removes the property.
UNWIND $updates AS u
MATCH (n)
WHERE elementId(n) = u.element_id AND n.tenant = $tenant AND n.namespace = $namespace
SET n += u.props
RETURN count(*) AS updated;
