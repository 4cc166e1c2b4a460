// Recall candidates: messages/chunks (:Source) nearest to the question from the vector index,
// filtered inside the index to the partition (Cypher 25 SEARCH over source_vectors' filter
// properties), then checked like recall_fact_vector (`fetched`, `passed`), each kept one with
// the admitted facts it yielded (for folding). A source's trust is the starting trust its kind
// gives a claim (operator/api -> verified, user/conversation/message/chat -> candidate, else
// raw); with $known_at, only sources recorded by then.
CYPHER 25
MATCH (s:Source)
  SEARCH s IN (
    VECTOR INDEX source_vectors
    FOR $embedding
    WHERE s.tenant = $tenant AND s.namespace = $namespace
    LIMIT $fetch
  ) SCORE AS score
WITH s, score
ORDER BY score DESC
WITH count(*) AS fetched,
     collect(CASE WHEN s.text IS NOT NULL
                   AND (CASE WHEN s.kind IN $verified_kinds THEN 'verified'
                             WHEN s.kind IN $candidate_kinds THEN 'candidate'
                             ELSE 'raw' END) IN $trusts
                   AND ($known_at IS NULL OR coalesce(s.recorded_at, s.observed_at) <= $known_at)
              THEN {s: s, score: score} END) AS kept
CALL (kept) {
  UNWIND kept[..$limit] AS h
  WITH h.s AS s, h.score AS score
  RETURN collect({id: s.id, score: score, speaker: s.speaker,
                  facts: [(s)<-[:EVIDENCED_BY]-(f:Fact)
                          WHERE f.tenant = $tenant AND f.namespace = $namespace
                            AND f.trust IN $trusts
                            AND f.valid_from < $valid_to AND $valid_from < f.valid_to
                            AND (($known_at IS NULL AND f:Current)
                                 OR ($known_at IS NOT NULL AND f.learned_at <= $known_at
                                     AND $known_at < f.revoked_at))
                          | f {.id, .key, .trust, .subject_id, .object_id, .predicate,
                               holds: f.valid_from <= $valid_at
                                      AND $valid_at < f.valid_to}]}) AS rows
}
RETURN fetched, size(kept) AS passed, rows;
