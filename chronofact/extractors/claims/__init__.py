"""Rule-based subject-predicate-object claim extraction, one module per stage.

Pipeline for one message (:func:`extract_claims`, in :mod:`.extract`):

1. **Sentences** (:mod:`.sentences`): split on newlines and on ``.``/``!``/``?`` followed by
   white space and an upper-case letter, digit or quote -- except after initials, dotted and
   common abbreviations.  Every claim's ``span`` is the ``(start, end)`` of its sentence in the
   *original* text.  Sentences longer than :data:`MAX_SENTENCE_CHARS` are skipped.
2. **Clauses** (:mod:`.clauses`): questions give no claims; a sentence splits into clauses at
   "; ", ", but ", " and I ", " and my " ...; each clause yields at most one claim (the first
   rule in table order that matches).  A clause that starts with a verb after "and" ("Tom works
   at Acme and lives in Boston") reuses the subject of the previous claim in the sentence.
3. **Masking** (:mod:`.masking`, offset-preserving): temporal mentions and negation cues become
   spaces.  Any negation cue sets ``polarity=False``; the predicate is the same as for the
   positive statement.
4. **Rules** (:mod:`.rules`, written in the template language of :mod:`.patterns`): a readable
   ordered table of :class:`Rule`; predicates come from :func:`normalise_predicate`.
5. **Subjects** (:mod:`.subjects`): "I"/"me" -> the speaker; "my X" -> "<speaker>'s X"; "My
   <relation> is <Name>" -> (speaker, relation, Name).  Other pronouns give no claim; nor does
   first person when ``speaker`` is ``None``.
6. **Objects vs values** (:mod:`.objects`): entity relations fill ``object``; literal relations
   fill ``value`` unless the text starts with a capital letter.
7. **Time** (:mod:`.validity`): temporal mentions in the sentence set ``valid_from`` /
   ``valid_to``; for onset relations a point mention only sets ``valid_from``.
8. **Statements** (:mod:`.statements`) render the claim as text; **secrets**: claims whose
   subject/object/value/statement contain a secret (:mod:`chronofact.extractors.secrets`), or
   whose object overlaps a secret in the sentence, are dropped.
"""

from chronofact.extractors.claims.claim import Claim
from chronofact.extractors.claims.extract import MAX_SENTENCE_CHARS, extract_claims
from chronofact.extractors.claims.patterns import Rule
from chronofact.extractors.claims.rules import RULES
from chronofact.extractors.claims.sentences import split_sentences
from chronofact.extractors.predicates_text import normalise_predicate

__all__ = [
    "MAX_SENTENCE_CHARS",
    "RULES",
    "Claim",
    "Rule",
    "extract_claims",
    "normalise_predicate",
    "split_sentences",
]
