// Change a tenant's settings.
MERGE (s:TenantSettings {tenant: $tenant})
SET s.review = $review, s.updated_at = datetime()
RETURN s.review AS review;
