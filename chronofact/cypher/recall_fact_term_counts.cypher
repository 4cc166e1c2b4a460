// Recall, statement text: the partition's own term statistics for BM25 (`partition_bm25`).
// Recall reads the same counts inside recall_lexical_graph (`term_counts`, no round trip of
// their own); this is that count alone, for Browser and for the test that checks it:
// - n: the partition's fact versions, counted up to $cap;
// - doc_freq: per term, how many of them hold it in their statement (the index's analysis,
//   the partition a required Lucene term and re-checked here), counted up to $df_cap.
// $term_queries: [[term, lucene], ...], each lucene '+partition:"<token>" +(statement:(t))'.
// Browser: :param tenant => 'default'; :param namespace => 'default'; :param cap => 20000;
//          :param df_cap => 2000;
//          :param term_queries => [['works', '+partition:"p..." +(statement:(works))']]
CALL () {
  MATCH (f:Fact)
  WHERE f.tenant = $tenant AND f.namespace = $namespace
  WITH f LIMIT $cap
  RETURN count(f) AS n
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
RETURN n, doc_freq;
