// Indexes recall needs beyond schema.cypher (to be moved there). Idempotent; statements are
// separated by semicolons. `search_text` = the message with the message before it in its
// conversation ("<speaker>: <text>" lines); `embedding` = MiniLM of "<speaker>: <text>".
// The English analyzer stems ("painted" finds "paint"); the partition token is analysed the
// same way at index and query time, and every hit is re-checked on tenant and namespace.
CREATE FULLTEXT INDEX source_text IF NOT EXISTS FOR (s:Source) ON EACH [s.search_text, s.partition]
  OPTIONS {indexConfig: {`fulltext.analyzer`: 'english'}};
CREATE VECTOR INDEX source_embedding IF NOT EXISTS FOR (s:Source) ON (s.embedding)
  OPTIONS {indexConfig: {`vector.dimensions`: 384, `vector.similarity_function`: 'cosine'}};
