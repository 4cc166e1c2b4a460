"""The claim pipeline: sentences -> masking -> clauses -> rules -> claims.

For each sentence (questions and sentences longer than :data:`MAX_SENTENCE_CHARS` are skipped)
the temporal mentions are found, the sentence is masked, split into clauses, and each clause is
matched against :data:`~chronofact.extractors.claims.rules.RULES`: the first rule that yields a
subject and a target makes the clause's claim.  Claims that would reveal a secret are dropped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import datetime

from chronofact.extractors.claims.claim import Claim
from chronofact.extractors.claims.clauses import (
    CARRY,
    clause_body,
    is_question,
    is_verb_led,
    split_clauses,
)
from chronofact.extractors.claims.masking import mask_sentence
from chronofact.extractors.claims.objects import object_or_value, rule_target
from chronofact.extractors.claims.patterns import Rule
from chronofact.extractors.claims.rules import RULES
from chronofact.extractors.claims.sentences import split_sentences
from chronofact.extractors.claims.statements import render_statement
from chronofact.extractors.claims.subjects import Unattributable, rule_subject
from chronofact.extractors.claims.validity import in_own_part, said_in_present, time_bounds
from chronofact.extractors.secrets import contains_secret, find_secrets
from chronofact.extractors.temporal import TemporalMention, extract_temporal

__all__ = ["MAX_SENTENCE_CHARS", "extract_claims"]

MAX_SENTENCE_CHARS = 600


@dataclass(frozen=True)
class _Sentence:
    """What every clause of one sentence shares."""

    speaker: str | None
    span: tuple[int, int]
    mentions: list[TemporalMention]
    secret_spans: list[tuple[int, int, str]]
    text: str = ""


@dataclass(frozen=True)
class _Clause:
    """One clause: masked text (what rules match), original text, offset in the sentence."""

    masked: str
    original: str
    offset: int
    polarity: bool


_NEW_VERB_PHRASE = re.compile(r"\S\s+(?:and|but|yet)\s+(?:\w+ly\s+)?$", re.IGNORECASE)
"""Text before a negation that starts a new verb phrase of the same subject ("works at Acme
and never talks about it"): the negation is not the clause's."""


def _make_claim(
    rule: Rule,
    m: re.Match[str],
    subject: str,
    predicate: str,
    target: tuple[str, bool],
    clause: _Clause,
    skip: int,
    sentence: _Sentence,
) -> Claim | None:
    """The claim of a full match, or ``None`` when it would reveal a secret."""
    text, polarity = target
    obj, value = object_or_value(rule, text)
    o_start = sentence.span[0] + clause.offset + skip + m.start("o")
    o_end = sentence.span[0] + clause.offset + skip + m.end("o")
    if any(s < o_end and o_start < e for s, e, _ in sentence.secret_spans):
        return None
    statement = render_statement(
        rule, m, subject, predicate, text, polarity, clause.original[skip:]
    )
    if contains_secret(statement) or contains_secret(text) or contains_secret(subject):
        return None
    value_at = clause.offset + skip + m.start("o")
    own = in_own_part(sentence.mentions, sentence.text, max(0, clause.offset), value_at)
    present = said_in_present(m.group(0))
    valid_from, valid_to = time_bounds(own, rule.onset, present)
    return Claim(
        subject=subject,
        predicate=predicate,
        object=obj,
        value=value,
        polarity=polarity,
        valid_from=valid_from,
        valid_to=valid_to,
        span=sentence.span,
        statement=statement,
        confidence=rule.confidence,
    )


def _match_clause(clause: _Clause, sentence: _Sentence) -> Claim | None:
    """Try the rules in order on one clause; the first that yields a claim wins."""
    skip, body = clause_body(clause.masked)
    if not body:
        return None
    for rule in RULES:
        m = rule.pattern.match(body)
        if m is None:
            continue
        predicate = rule.predicate if isinstance(rule.predicate, str) else rule.predicate(m)
        if not predicate:
            continue
        subject = rule_subject(rule, m, sentence.speaker)
        if isinstance(subject, Unattributable):
            return None
        if not subject:
            continue
        target = rule_target(rule, m.group("o"), sentence.speaker, clause.polarity)
        if target is None:
            continue
        return _make_claim(rule, m, subject, predicate, target, clause, skip, sentence)
    return None


def _sentence_claims(sentence_text: str, sentence: _Sentence) -> list[Claim]:
    """The claims of one sentence, one per clause at most."""
    masked = mask_sentence(sentence_text, sentence.mentions)
    claims: list[Claim] = []
    previous: Claim | None = None
    for c_start, c_end in split_clauses(masked.text):
        clause_masked = masked.text[c_start:c_end]
        if not clause_masked.strip():
            continue
        clause_neg = any(
            c_start <= ns < c_end and not _NEW_VERB_PHRASE.search(masked.text, c_start, ns)
            for ns, _ in masked.negation_spans
        )
        # the original clause text renders templated ("sentence") statements
        original = sentence_text[c_start:c_end]
        carry = previous is not None and is_verb_led(clause_masked)
        if carry:
            # "Tom works at Acme and lives in Boston": reuse the subject
            clause_masked = f"{CARRY} {clause_masked.lstrip()}"
            original = f"{CARRY} {original.lstrip()}"
        offset = c_start - (len(clause_masked) - (c_end - c_start))
        claim = _match_clause(_Clause(clause_masked, original, offset, not clause_neg), sentence)
        if claim is not None and carry and previous is not None:
            claim = replace(
                claim,
                subject=previous.subject,
                statement=claim.statement.replace(CARRY, previous.subject, 1),
            )
        if claim is not None:
            claims.append(claim)
            previous = claim
    return claims


def extract_claims(text: str, speaker: str | None, observed_at: datetime) -> list[Claim]:
    """Extract claims from ``text`` said by ``speaker`` at ``observed_at``.

    ``observed_at`` must be timezone-aware (relative dates are resolved
    against it, see :mod:`chronofact.extractors.temporal`).  ``speaker`` is
    used for first-person resolution; when it is ``None`` first-person
    statements yield no claims.  See :mod:`chronofact.extractors.claims` for the rules.
    """
    if observed_at.tzinfo is None or observed_at.utcoffset() is None:
        raise ValueError("observed_at must be timezone-aware (UTC)")
    claims: list[Claim] = []
    secret_spans = find_secrets(text) if text else []
    for start, end in split_sentences(text):
        sentence_text = text[start:end]
        if len(sentence_text) > MAX_SENTENCE_CHARS or is_question(sentence_text):
            continue
        mentions = extract_temporal(sentence_text, observed_at)
        sentence = _Sentence(speaker, (start, end), mentions, secret_spans, sentence_text)
        claims.extend(_sentence_claims(sentence_text, sentence))
    return claims
