// A tenant's settings (review queue on/off).
OPTIONAL MATCH (s:TenantSettings {tenant: $tenant})
RETURN coalesce(s.review, false) AS review;
