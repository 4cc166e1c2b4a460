// Recall, message text: the partition's own term statistics for BM25 (`partition_bm25`):
// - n: the partition's messages and chunks with search text, counted up to $cap;
// - doc_freq: per term, how many of them hold it (the index's English analysis, the partition
//   a required Lucene term and re-checked here), counted up to $df_cap.
// $term_queries: [[term, lucene], ...], each lucene '+partition:"<token>" +(search_text:(t))'.
// Browser: :param tenant => 'default'; :param namespace => 'default'; :param cap => 20000;
//          :param df_cap => 2000;
//          :param term_queries => [['paint', '+partition:"p..." +(search_text:(paint))']]
CALL () {
  MATCH (s:Source)
  WHERE s.tenant = $tenant AND s.namespace = $namespace AND s.search_text IS NOT NULL
  WITH s LIMIT $cap
  RETURN count(s) AS n
}
CALL () {
  UNWIND $term_queries AS pair
  CALL (pair) {
    CALL db.index.fulltext.queryNodes('source_text', pair[1], {limit: $df_cap}) YIELD node AS s
    WHERE s.tenant = $tenant AND s.namespace = $namespace
    RETURN count(s) AS df
  }
  RETURN collect([pair[0], df]) AS doc_freq
}
RETURN n, doc_freq;
