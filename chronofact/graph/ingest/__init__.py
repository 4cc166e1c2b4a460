"""Text ingest: messages and documents -> claims -> operations and sources -> the write primitive.

Modules, one job each: `messages` (check and order a conversation's messages, `ingest_messages`),
`previous` (the message stored before a request, for the extractor), `documents` (chunk a
document, `ingest_document`), `claims_to_ops` (a message or chunk to its redacted source and the
operations of its claims), `change_cues` / `change_plan` / `change_resolution` (a message that
says a current fact stopped ends it), `kindred_value` / `kindred_plan` (a value of the old one's
kind replaces it), `earlier_value` (the value a change replaced, read back from an earlier
message), `answered_no` (a "no" to a question about a value ends it), `search_fields` (what
recall searches a message by: search text and embeddings), `commit` (skip what is stored,
resolve changes, group, write through the `Writer`), `result` (`IngestResult` and its counts).

Every path goes through `Writer.write`, so tombstones, the trust policy, contradiction
detection, corroboration and the audit record apply to ingested text exactly as to any other
write. This package only decides *what* to write:

**Sources.** Every message is kept as a `:Source` (kind = the source kind, `ref` = the message
id, `observed_at` = its timestamp, `speaker`), even when nothing can be extracted from it. A
document is split into chunks (paragraphs; a long paragraph into runs of whole sentences); each
chunk is a `:Source` with `ref` = `<document ref>#<n>` (n = 1, 2, ...) and the facts' evidence
spans are relative to the chunk. Secrets are redacted (`extractors.secrets.redact`) before any
text is stored; claims are extracted from the original text (the extractor drops every claim
that touches a secret, and ingest every claim holding a piece of one, whatever the extractor)
and their spans are mapped onto the redacted text, so a span always
points into the stored text.

**Claims -> operations.** `extractors.claims.extract_claims(text, speaker, observed_at)`
resolves first person to the speaker and relative time ("last May") against the message's own
timestamp. Each claim becomes an `assert` with:

- valid time: the claim's `[valid_from, valid_to)` when the text gives it; with no start, the
  fact is valid from the observation time (the message timestamp) onward; a claim that only
  gives an end that is already past when it is said ("I lived in Paris until 2020") starts at
  the beginning of time (its start is unknown). A claim whose period is empty is skipped.
- the claim's statement, polarity and confidence; evidence = the message (span = the sentence);
  trust is left to the primitive (conversation/user/message/chat -> candidate; document and
  anything else -> raw).
- origin (who stands behind it, for corroboration): the speaker when known; else the
  conversation (`<kind>:<conversation ref>`); for a document, the document (`<kind>:<ref>`),
  so the chunks of one document never corroborate each other.

**Order and transactions.** Messages are processed in timestamp order (stable for equal
timestamps). Consecutive messages are grouped into one write call each (`batch_size` messages;
all-or-nothing per group), applied in order, so a later statement overrides an earlier one. A
group also ends early when a message would write a (subject, predicate) that the group already
writes: every update then gets a transaction time strictly after the value it replaces, and
"what did we believe just before the update" (Q3/Q4) has an answer. With an embedder on the
writer, the statements of the next group are embedded in a worker thread while the current
group is written (the primitive does not embed again what already carries an embedding).

**Idempotence and conflicts.** Before anything is written, the sources a request would create
are looked up: a message whose `:Source` already exists with the same (redacted) text was
ingested before and is skipped (re-sending a conversation changes nothing), as is one whose
`:Source` has no text because a tombstone withheld it (`counts.withheld`); one whose `:Source`
exists with *another* text is a 409 (`source_conflict`), and nothing is written. Everything
else that can be checked is checked before the first write too, so a rejected request stores
nothing. A failure between two groups leaves the earlier groups committed: the error says
which (`incomplete`: `ingest_incomplete`, details `committed_groups`, `committed_refs`), and
sending the same request again completes it.
"""

from chronofact.graph.ingest.claims_to_ops import claim_period, redact_with_offsets
from chronofact.graph.ingest.commit import DEFAULT_BATCH_SIZE, Progress
from chronofact.graph.ingest.documents import (
    MAX_CHUNK_CHARS,
    SourceRef,
    document_chunks,
    document_ref,
    ingest_document,
)
from chronofact.graph.ingest.messages import Message, ingest_messages
from chronofact.graph.ingest.result import IngestResult, TxRecord

__all__ = [
    "DEFAULT_BATCH_SIZE",
    "MAX_CHUNK_CHARS",
    "IngestResult",
    "Message",
    "Progress",
    "SourceRef",
    "TxRecord",
    "claim_period",
    "document_chunks",
    "document_ref",
    "ingest_document",
    "ingest_messages",
    "redact_with_offsets",
]
