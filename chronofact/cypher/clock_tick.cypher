// Transaction time for one write transaction of a tenant: strictly increasing, max(now, last + 1us).
// The SET takes the clock node's write lock before it is read, so writers of a tenant are
// serialised until commit and commit order equals transaction-time order.
// $imported: a client-supplied time (import mode), accepted only if later than the last one.
MERGE (c:Clock {tenant: $tenant})
SET c.locked_by = $tx_id
WITH c, coalesce(c.last, datetime('0001-01-01T00:00:00Z')) AS last
WITH c, last,
     CASE
       WHEN $imported IS NOT NULL THEN $imported
       WHEN $now > last THEN $now
       ELSE last + duration({microseconds: 1})
     END AS t
WITH c, last, t, ($imported IS NULL OR $imported > last) AS accepted
FOREACH (_ IN CASE WHEN accepted THEN [1] ELSE [] END | SET c.last = t)
RETURN t AS time, last AS last, accepted AS accepted;
