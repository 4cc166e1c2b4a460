// Recall: for candidate keys, the version that answers the point basis (valid at $valid_at,
// known at $known_at or latest), so a key is shown by the version that holds (current first)
// even when the question matched one of its older versions. A disputed claim never stands
// for its key.
UNWIND $keys AS k
MATCH (f:Fact {key: k})
WHERE f.tenant = $tenant AND f.namespace = $namespace
  AND f.trust IN $trusts AND f.trust <> 'disputed'
  AND f.valid_from <= $valid_at AND $valid_at < f.valid_to
  AND (($known_at IS NULL AND f:Current)
       OR ($known_at IS NOT NULL AND f.learned_at <= $known_at AND $known_at < f.revoked_at))
RETURN k AS key, f.id AS id, f.valid_from AS valid_from, f.valid_to AS valid_to, f.trust AS trust;
