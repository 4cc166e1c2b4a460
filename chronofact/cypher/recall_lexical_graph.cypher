// Recall candidates of the lexical and graph channels, in one round trip (they used to be
// three, two of them one after the other on recall's critical path):
// - fact_text: fact statements from the fulltext index ($lucene: the partition a REQUIRED
//   term, the escaped words of the question; null = no words, no hits), re-checked against
//   the partition and basis here; every nominated statement is returned, best first by the
//   index's score (recall ranks them again by the partition's own term statistics,
//   `partition_bm25`, and keeps $limit);
// - entity: the admitted facts of the entities named in the question ($entity_ids; as
//   subject or object), at most $per_entity per entity, ranked by cosine to the question;
// - expand: one hop of graph expansion from the best $expand_seeds fact_text hits, through
//   their subject/object entities (except the named ones and hubs with more than $max_degree
//   fact links: what $expand_per_entity of a hub's facts would bring is an arbitrary sample,
//   not a neighbourhood) to those entities' other admitted facts (at most $expand_per_entity
//   each), ranked by cosine.
// - term_counts: the partition's fact versions (up to $cap) and, per $term_queries pair
//   [term, lucene], how many of them hold the term (up to $df_cap): the statistics recall
//   ranks fact_text by, read here to save a round trip (messages: recall_source_term_counts).
// entity and expand are at most $limit long, fact_text at most $fetch; each best first.
// Same filter parameters as recall_fact_vector.
// Browser: :param lucene => '+partition:"p..." +(statement:(work works)) statement:(alice)';
//          :param fetch => 100; :param limit => 50; :param entity_ids => [];
//          :param per_entity => 300; :param expand_seeds => 3; :param expand_per_entity => 50;
//          :param max_degree => 200; :param cap => 20000; :param df_cap => 2000;
//          :param term_queries => [['works', '+partition:"p..." +(statement:(works))']];
//          other params as recall_fact_vector
CALL () {
  WITH $lucene AS lucene
  WHERE lucene IS NOT NULL
  CALL db.index.fulltext.queryNodes('fact_text', lucene, {limit: $fetch}) YIELD node AS f, score
  WHERE f.tenant = $tenant AND f.namespace = $namespace
    AND f.trust IN $trusts
    AND f.valid_from < $valid_to AND $valid_from < f.valid_to
    AND (($known_at IS NULL AND f:Current)
         OR ($known_at IS NOT NULL AND f.learned_at <= $known_at AND $known_at < f.revoked_at))
  WITH f, score
  ORDER BY score DESC
  RETURN collect({id: f.id, score: score, key: f.key,
                  holds: f.valid_from <= $valid_at AND $valid_at < f.valid_to,
                  trust: f.trust, subject_id: f.subject_id, object_id: f.object_id,
                  predicate: f.predicate, statement: f.statement}) AS fact_text
}
CALL () {
  UNWIND $entity_ids AS eid
  MATCH (e:Entity {id: eid})
  WHERE e.tenant = $tenant AND e.namespace = $namespace
  CALL (e) {
    MATCH (e)<-[:SUBJECT|OBJECT]-(f:Fact)
    WHERE f.trust IN $trusts
    AND f.valid_from < $valid_to AND $valid_from < f.valid_to
    AND (($known_at IS NULL AND f:Current)
         OR ($known_at IS NOT NULL AND f.learned_at <= $known_at AND $known_at < f.revoked_at))
    RETURN f
    LIMIT $per_entity
  }
  WITH DISTINCT f
  WITH f, CASE WHEN f.embedding IS NULL THEN 0.0
               ELSE vector.similarity.cosine(f.embedding, $embedding) END AS score
  ORDER BY score DESC
  LIMIT $limit
  RETURN collect({id: f.id, score: score, key: f.key,
                  holds: f.valid_from <= $valid_at AND $valid_at < f.valid_to,
                  trust: f.trust, subject_id: f.subject_id, object_id: f.object_id,
                  predicate: f.predicate}) AS entity
}
CALL (fact_text) {
  WITH [h IN fact_text[..$expand_seeds] | h.id] AS seeds
  UNWIND seeds AS sid
  MATCH (s:Fact {id: sid})-[:SUBJECT|OBJECT]->(e:Entity)
  WHERE s.tenant = $tenant AND s.namespace = $namespace AND NOT e.id IN $entity_ids
    AND COUNT { (e)<-[:SUBJECT|OBJECT]-() } <= $max_degree
  WITH DISTINCT e, seeds
  CALL (e) {
    MATCH (e)<-[:SUBJECT|OBJECT]-(f:Fact)
    WHERE f.trust IN $trusts
    AND f.valid_from < $valid_to AND $valid_from < f.valid_to
    AND (($known_at IS NULL AND f:Current)
         OR ($known_at IS NOT NULL AND f.learned_at <= $known_at AND $known_at < f.revoked_at))
    RETURN f
    LIMIT $expand_per_entity
  }
  WITH DISTINCT f, seeds
  WHERE NOT f.id IN seeds
  WITH f, CASE WHEN f.embedding IS NULL THEN 0.0
               ELSE vector.similarity.cosine(f.embedding, $embedding) END AS score
  ORDER BY score DESC
  LIMIT $limit
  RETURN collect({id: f.id, score: score, key: f.key,
                  holds: f.valid_from <= $valid_at AND $valid_at < f.valid_to,
                  trust: f.trust, subject_id: f.subject_id, object_id: f.object_id,
                  predicate: f.predicate}) AS expand
}
CALL () {
  MATCH (f:Fact)
  WHERE f.tenant = $tenant AND f.namespace = $namespace
  WITH f LIMIT $cap
  RETURN count(f) AS fact_count
}
CALL () {
  UNWIND $term_queries AS pair
  CALL (pair) {
    CALL db.index.fulltext.queryNodes('fact_text', pair[1], {limit: $df_cap}) YIELD node AS f
    WHERE f.tenant = $tenant AND f.namespace = $namespace
    RETURN count(f) AS df
  }
  RETURN collect([pair[0], df]) AS doc_freq
}
RETURN fact_text, entity, expand, {n: fact_count, doc_freq: doc_freq} AS term_counts;
