// Whether any API key in the database is unrevoked (then development mode is off).
RETURN EXISTS { MATCH (k:ApiKey) WHERE k.revoked_at IS NULL } AS active;
