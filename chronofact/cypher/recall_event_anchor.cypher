// Temporal intent "before/after <someone> moved|married|joined ...": when did the event
// happen? The latest start, before $asked_at, of the current versions of the event's slots
// ($predicates, e.g. lives_in) of the named entities (`null` when there is none).
MATCH (f:Current)
WHERE f.subject_id IN $subject_ids AND f.predicate IN $predicates
  AND f.tenant = $tenant AND f.namespace = $namespace
  AND f.trust IN $trusts
  AND f.valid_from <= $asked_at AND f.valid_from > datetime('0001-01-01T00:00:00Z')
RETURN max(f.valid_from) AS anchor;
