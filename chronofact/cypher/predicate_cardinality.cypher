// A tenant's own predicate declarations (`single` or `multi`); absent = the built-in default.
UNWIND $names AS name
OPTIONAL MATCH (p:Predicate {id: $tenant + '/' + name})
RETURN name, p.cardinality AS cardinality;
