// One contradiction by id, confined to a partition.
MATCH (a:Fact)-[c:CONTRADICTS {id: $id}]->(b:Fact)
WHERE a.tenant = $tenant AND a.namespace = $namespace
RETURN c.status AS status, a.id AS claim, a.trust AS claim_trust, a.revoked_at AS claim_revoked,
       b.id AS against, b.trust AS against_trust, b.revoked_at AS against_revoked;
