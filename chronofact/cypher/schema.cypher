// Chronofact schema. Applied idempotently at service start (`chronofact.graph.schema`).
// Statements are separated by semicolons; every one is IF NOT EXISTS.

// ---- identities ----
CREATE CONSTRAINT fact_id IF NOT EXISTS FOR (f:Fact) REQUIRE f.id IS UNIQUE;
CREATE CONSTRAINT entity_id IF NOT EXISTS FOR (e:Entity) REQUIRE e.id IS UNIQUE;
CREATE CONSTRAINT source_id IF NOT EXISTS FOR (s:Source) REQUIRE s.id IS UNIQUE;
CREATE CONSTRAINT tx_id IF NOT EXISTS FOR (t:Tx) REQUIRE t.id IS UNIQUE;
CREATE CONSTRAINT key_id IF NOT EXISTS FOR (k:Key) REQUIRE k.id IS UNIQUE;
CREATE CONSTRAINT clock_tenant IF NOT EXISTS FOR (c:Clock) REQUIRE c.tenant IS UNIQUE;
CREATE CONSTRAINT predicate_id IF NOT EXISTS FOR (p:Predicate) REQUIRE p.id IS UNIQUE;
CREATE CONSTRAINT idempotency_id IF NOT EXISTS FOR (r:IdempotentRequest) REQUIRE r.id IS UNIQUE;

// ---- keys and lookups ----
CREATE INDEX fact_key IF NOT EXISTS FOR (f:Fact) ON (f.key);
CREATE INDEX key_slot IF NOT EXISTS FOR (k:Key) ON (k.subject_id, k.predicate);
CREATE INDEX fact_subject IF NOT EXISTS FOR (f:Fact) ON (f.subject_id, f.predicate);
CREATE INDEX fact_object IF NOT EXISTS FOR (f:Fact) ON (f.object_id);
CREATE INDEX fact_partition IF NOT EXISTS FOR (f:Fact) ON (f.tenant, f.namespace);
// a write locks a key and loads only the live segments its periods overlap (lock_keys); no
// named query seeks :Current(key) alone, so that index (current_key) is dropped: it cost
// every new version an insert and every revocation a removal (issue 13, import speed)
DROP INDEX current_key IF EXISTS;
CREATE INDEX current_key_valid_to IF NOT EXISTS FOR (f:Current) ON (f.key, f.valid_to);
CREATE INDEX current_subject IF NOT EXISTS FOR (f:Current) ON (f.subject_id, f.predicate);
CREATE INDEX current_slot_time IF NOT EXISTS FOR (f:Current) ON (f.subject_id, f.predicate, f.valid_to);
CREATE INDEX current_partition IF NOT EXISTS FOR (f:Current) ON (f.tenant, f.namespace);
CREATE INDEX entity_name IF NOT EXISTS FOR (e:Entity) ON (e.tenant, e.namespace, e.name_key);
CREATE INDEX source_ref IF NOT EXISTS FOR (s:Source) ON (s.tenant, s.namespace, s.ref);
CREATE INDEX source_speaker IF NOT EXISTS FOR (s:Source) ON (s.tenant, s.namespace, s.speaker);
CREATE INDEX source_said IF NOT EXISTS FOR (s:Source) ON (s.tenant, s.namespace, s.observed_at);
CREATE INDEX tombstone_partition IF NOT EXISTS FOR (t:Tombstone) ON (t.tenant, t.namespace);

// ---- the two time axes ----
// No single-property index on a Fact's times: no named query seeks one (point, timeline and
// slot reads seek the subject indexes above), and each costs every new version index upkeep.
// Databases created before they were dropped lose them here.
DROP INDEX fact_valid_from IF EXISTS;
DROP INDEX fact_valid_to IF EXISTS;
DROP INDEX fact_learned_at IF EXISTS;
DROP INDEX fact_revoked_at IF EXISTS;
CREATE INDEX tx_time IF NOT EXISTS FOR (t:Tx) ON (t.tenant, t.time);

// ---- text and vectors ----
// `partition` is one token "<tenant>__<namespace>" (hex-safe), added to Lucene queries as a
// required term so a small namespace is never starved by a large one.
// Kept consistent with each commit (not `fulltext.eventually_consistent`): a fact is found by its
// words as soon as its write returns, and on a 2-core machine the eventually consistent index
// did not spend less CPU per imported version, it only spent it in a background thread
// (docs/neo4j.md, "What a stored version costs").
CREATE FULLTEXT INDEX fact_text IF NOT EXISTS FOR (f:Fact) ON EACH [f.statement, f.partition];
CREATE FULLTEXT INDEX entity_text IF NOT EXISTS FOR (e:Entity) ON EACH [e.name, e.aliases_text, e.partition];
// The vector indexes carry filter properties (Neo4j 2026.02+, Cypher 25): recall's SEARCH
// filters inside the index on tenant, namespace and transaction time (a live version has
// revoked_at = END_OF_TIME), so a small namespace is served by the index whatever else the
// database holds. They replace the 5.26 indexes without filters (fact_embedding,
// source_embedding), dropped here. Quantization is off (2026.08's default is BINARY, searched
// with a 3x expansion and rescored): on the recall scale bench it found the exact top 10 as
// well or better and searched faster (bench/RESULTS.md, "Vector index quantization"). An index
// created before keeps its configuration until dropped (`DROP INDEX fact_vectors`, then
// `chronofact schema` or the next start of the service rebuilds it).
DROP INDEX fact_embedding IF EXISTS;
CYPHER 25 CREATE VECTOR INDEX fact_vectors IF NOT EXISTS FOR (f:Fact) ON (f.embedding)
  WITH [f.tenant, f.namespace, f.learned_at, f.revoked_at]
  OPTIONS {indexConfig: {`vector.dimensions`: 384, `vector.similarity_function`: 'cosine',
                         `vector.quantization.enabled`: false}};
CREATE CONSTRAINT tenant_settings IF NOT EXISTS FOR (s:TenantSettings) REQUIRE s.tenant IS UNIQUE;
CREATE INDEX source_partition IF NOT EXISTS FOR (s:Source) ON (s.tenant, s.namespace);
CREATE INDEX entity_partition IF NOT EXISTS FOR (e:Entity) ON (e.tenant, e.namespace);
CREATE INDEX contradiction_id IF NOT EXISTS FOR ()-[c:CONTRADICTS]-() ON (c.id);
CREATE CONSTRAINT alias_id IF NOT EXISTS FOR (a:Alias) REQUIRE a.id IS UNIQUE;
CREATE CONSTRAINT tombstone_key_id IF NOT EXISTS FOR (k:TombstoneKey) REQUIRE k.id IS UNIQUE;
CREATE INDEX alias_entity IF NOT EXISTS FOR (a:Alias) ON (a.entity_id);

// ---- messages and document chunks, for recall ----
// `search_text` = the message with the message before it in its conversation ("<speaker>:
// <text>" lines); `embedding` = MiniLM of "<speaker>: <text>". The English analyzer stems
// ("painted" finds "paint"); the partition token is analysed the same way at index and query
// time, and every hit is re-checked on tenant and namespace.
CREATE FULLTEXT INDEX source_text IF NOT EXISTS FOR (s:Source) ON EACH [s.search_text, s.partition]
  OPTIONS {indexConfig: {`fulltext.analyzer`: 'english'}};
DROP INDEX source_embedding IF EXISTS;
CYPHER 25 CREATE VECTOR INDEX source_vectors IF NOT EXISTS FOR (s:Source) ON (s.embedding)
  WITH [s.tenant, s.namespace]
  OPTIONS {indexConfig: {`vector.dimensions`: 384, `vector.similarity_function`: 'cosine',
                         `vector.quantization.enabled`: false}};

// ---- API keys (chronofact keys create|list|revoke) ----
// `id` is the public part of a key; only a hash of the secret part is stored.
CREATE CONSTRAINT api_key_id IF NOT EXISTS FOR (k:ApiKey) REQUIRE k.id IS UNIQUE;
CREATE INDEX api_key_tenant IF NOT EXISTS FOR (k:ApiKey) ON (k.tenant);
