// The tenant's writer lock without a tick: the clock node's write lock, held until commit. Every
// write of the tenant ticks this clock first (`clock_tick`), which is what locks its keys; an
// erase page takes the same lock, so it never deletes a key's versions under a write that has
// loaded them.
MERGE (c:Clock {tenant: $tenant})
SET c.locked_by = $owner
RETURN c.tenant AS tenant;
