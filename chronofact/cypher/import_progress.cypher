// The batches of one file that `chronofact import` committed into a namespace: their audit
// records carry `import:<file digest>:<last line>` as the request id.
MATCH (t:Tx)
WHERE t.tenant = $tenant AND t.namespace = $namespace AND t.request_id STARTS WITH $prefix
RETURN t.request_id AS request_id;
