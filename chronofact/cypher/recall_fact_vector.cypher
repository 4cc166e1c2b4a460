// Recall candidates: nearest fact versions from the vector index, over-fetched.
// On Neo4j 5.26 the index returns the global top $fetch; hits are filtered here by partition,
// basis and trust. `fetched` (what the index returned) and `passed` (what survived the filter)
// tell the caller whether, and how much, a larger $fetch could find more.
// Basis: $known_at null = latest (:Current only); valid period must overlap
// [$valid_from, $valid_to) (the whole axis when the question sets no window).
// Browser: :param embedding => [...384 floats]; :param fetch => 200; :param limit => 50;
//          :param trusts => ['candidate','verified']; :param known_at => null;
//          :param valid_from => datetime('0001-01-01T00:00:00Z');
//          :param valid_to => datetime('9999-12-31T23:59:59.999999Z')
CALL db.index.vector.queryNodes('fact_embedding', $fetch, $embedding) YIELD node AS f, score
WITH count(*) AS fetched,
     collect(CASE WHEN f.tenant = $tenant AND f.namespace = $namespace
                   AND f.trust IN $trusts
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
