// Recall candidates: nearest fact versions from the vector index, filtered inside the index
// (Cypher 25 SEARCH over fact_vectors' filter properties) to the partition and the
// transaction-time basis: $learned_by / $alive_after are END_OF_TIME / END_OF_TIME - 1 us for
// the latest basis (live versions), $known_at / $known_at for an as-of question. Trust and the
// valid window are checked here after the index; `fetched` (what the index returned) and
// `passed` (what survived) tell the caller whether a larger $fetch could find more.
// Basis: $known_at null = latest (:Current only); valid period must overlap
// [$valid_from, $valid_to) (the whole axis when the question sets no window).
// Browser: :param embedding => [...384 floats]; :param fetch => 75; :param limit => 50;
//          :param tenant => 'default'; :param namespace => 'default';
//          :param trusts => ['candidate','verified']; :param known_at => null;
//          :param learned_by => datetime('9999-12-31T23:59:59.999999Z');
//          :param alive_after => datetime('9999-12-31T23:59:59.999998Z');
//          :param valid_from => datetime('0001-01-01T00:00:00Z');
//          :param valid_to => datetime('9999-12-31T23:59:59.999999Z')
CYPHER 25
MATCH (f:Fact)
  SEARCH f IN (
    VECTOR INDEX fact_vectors
    FOR $embedding
    WHERE f.tenant = $tenant AND f.namespace = $namespace
      AND f.learned_at <= $learned_by AND f.revoked_at > $alive_after
    LIMIT $fetch
  ) SCORE AS score
WITH f, score
ORDER BY score DESC
WITH count(*) AS fetched,
     collect(CASE WHEN f.trust IN $trusts
                   AND f.valid_from < $valid_to AND $valid_from < f.valid_to
                   AND (($known_at IS NULL AND f:Current)
                        OR ($known_at IS NOT NULL AND f.learned_at <= $known_at
                            AND $known_at < f.revoked_at))
              THEN {f: f, score: score} END) AS kept
RETURN fetched, size(kept) AS passed,
       [h IN kept[..$limit] |
        {id: h.f.id, score: h.score, key: h.f.key,
         holds: h.f.valid_from <= $valid_at AND $valid_at < h.f.valid_to, trust: h.f.trust,
         subject_id: h.f.subject_id, object_id: h.f.object_id, predicate: h.f.predicate}] AS rows;
