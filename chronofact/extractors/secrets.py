"""Rule-based detection and redaction of secrets in free text.

The detectors are deliberately conservative about *what* they flag as a
secret value (it must look like a credential, not an ordinary word), but
aggressive about *where* they look: a secret anywhere in a message is found.

Kinds reported by :func:`find_secrets`:

``private_key``  PEM ``-----BEGIN ... PRIVATE KEY-----`` blocks (whole block)
``aws_key``      AWS access key ids (``AKIA``/``ASIA`` + 16 upper-case chars)
``api_key``      OpenAI-style ``sk-...`` keys, Google ``AIza...`` keys and
                 32+ char high-entropy tokens introduced by words such as
                 *key*, *token*, *secret* (``api key: ...``)
``token``        GitHub (``ghp_``, ``gho_``, ``github_pat_``...), Slack
                 (``xox[abprs]-``) and ``Bearer`` tokens
``jwt``          three base64url segments starting ``eyJ``
``password``     the value after *password is*, *pw:*, *passcode=* ...
``credit_card``  13-19 digit card numbers (spaces/dashes allowed) passing Luhn

Spans are ``(start, end, kind)`` character offsets into the input, sorted by
start, non-overlapping (the earliest/longest detection wins).
"""

from __future__ import annotations

import math
import re
from collections import Counter

__all__ = ["contains_secret", "find_secrets", "redact"]

_PEM_RE = re.compile(
    r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----.*?(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY-----|\Z)",
    re.DOTALL,
)
_AWS_RE = re.compile(r"\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[A-Z0-9]{16}\b")
_OPENAI_RE = re.compile(r"\bsk-(?:proj-|ant-|live-|test-)?[A-Za-z0-9_\-]{20,}")
_GOOGLE_RE = re.compile(r"\bAIza[0-9A-Za-z_\-]{35}\b")
_GITHUB_RE = re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,})\b")
_SLACK_RE = re.compile(r"\bxox[abprs]-[A-Za-z0-9\-]{10,}")
_JWT_RE = re.compile(r"\beyJ[A-Za-z0-9_\-]{5,}\.eyJ[A-Za-z0-9_\-]{5,}\.[A-Za-z0-9_\-]{5,}")
_BEARER_RE = re.compile(r"(?i)\bbearer\s+(?P<v>[A-Za-z0-9_\-.=+/~]{16,})")
_PASSWORD_RE = re.compile(
    r"(?i)\b(?:pass(?:word|wd|code|phrase)?|pwd|pw|pin)\b"
    r"(?:\s+(?:is|was|=|:)|\s*[:=])\s*"
    r"[\"'`]?(?P<v>[^\s\"'`,;]{3,})"
)
_KEYWORD_TOKEN_RE = re.compile(
    r"(?i)\b(?:api[\s_\-]?key|access[\s_\-]?key|secret(?:[\s_\-]?key)?|token|auth|"
    r"credentials?|client[\s_\-]?secret|key)\b"
    r"(?:\s+(?:is|was)|\s*[:=])?\s*[\"'`]?(?P<v>[A-Za-z0-9_\-+/=.]{32,})"
)
_CARD_RE = re.compile(r"(?<![\d\-])(?:\d[ \-]?){12,18}\d(?![\d\-])")

# Values that follow "password is" but are obviously not passwords.
_PASSWORD_STOPWORDS = frozenset(
    {
        "the",
        "a",
        "an",
        "my",
        "your",
        "his",
        "her",
        "their",
        "our",
        "not",
        "too",
        "very",
        "so",
        "still",
        "now",
        "reset",
        "changed",
        "wrong",
        "correct",
        "incorrect",
        "expired",
        "weak",
        "strong",
        "secure",
        "required",
        "missing",
        "same",
        "different",
        "long",
        "short",
        "easy",
        "hard",
        "invalid",
        "valid",
        "stored",
        "saved",
        "set",
        "empty",
        "blank",
        "forgotten",
        "lost",
        "protected",
        "encrypted",
        "hashed",
    }
)


def _luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = ord(ch) - 48
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def _entropy(s: str) -> float:
    """Shannon entropy in bits per character."""
    counts = Counter(s)
    n = len(s)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


def _looks_random(token: str) -> bool:
    """A 32+ char token that mixes character classes and has high entropy."""
    classes = sum(
        (
            any(c.islower() for c in token),
            any(c.isupper() for c in token),
            any(c.isdigit() for c in token),
        )
    )
    return classes >= 2 and _entropy(token) >= 3.5


def find_secrets(text: str) -> list[tuple[int, int, str]]:
    """Return ``(start, end, kind)`` for every secret found in ``text``."""
    found: list[tuple[int, int, str]] = []

    def add(start: int, end: int, kind: str) -> None:
        found.append((start, end, kind))

    for m in _PEM_RE.finditer(text):
        add(m.start(), m.end(), "private_key")
    for m in _AWS_RE.finditer(text):
        add(m.start(), m.end(), "aws_key")
    for m in _OPENAI_RE.finditer(text):
        add(m.start(), m.end(), "api_key")
    for m in _GOOGLE_RE.finditer(text):
        add(m.start(), m.end(), "api_key")
    for m in _GITHUB_RE.finditer(text):
        add(m.start(), m.end(), "token")
    for m in _SLACK_RE.finditer(text):
        add(m.start(), m.end(), "token")
    for m in _JWT_RE.finditer(text):
        add(m.start(), m.end(), "jwt")
    for m in _BEARER_RE.finditer(text):
        add(m.start("v"), m.end("v"), "token")
    for m in _PASSWORD_RE.finditer(text):
        value = m.group("v")
        stripped = value.rstrip(".!?)")
        if stripped.casefold() in _PASSWORD_STOPWORDS or not stripped:
            continue
        add(m.start("v"), m.start("v") + len(stripped), "password")
    for m in _KEYWORD_TOKEN_RE.finditer(text):
        value = m.group("v").rstrip(".")
        if len(value) >= 32 and _looks_random(value):
            add(m.start("v"), m.start("v") + len(value), "api_key")
    for m in _CARD_RE.finditer(text):
        digits = re.sub(r"[ \-]", "", m.group())
        if 13 <= len(digits) <= 19 and _luhn_ok(digits) and len(set(digits)) > 1:
            add(m.start(), m.end(), "credit_card")

    # Resolve overlaps: earliest start first, longer span wins on ties.
    found.sort(key=lambda t: (t[0], -(t[1] - t[0])))
    result: list[tuple[int, int, str]] = []
    last_end = -1
    for start, end, kind in found:
        if start >= last_end:
            result.append((start, end, kind))
            last_end = end
    return result


def contains_secret(text: str) -> bool:
    """True when :func:`find_secrets` finds at least one secret."""
    return bool(find_secrets(text))


def redact(text: str) -> str:
    """Replace every secret with ``[REDACTED:<kind>]``."""
    spans = find_secrets(text)
    if not spans:
        return text
    parts: list[str] = []
    pos = 0
    for start, end, kind in spans:
        parts.append(text[pos:start])
        parts.append(f"[REDACTED:{kind}]")
        pos = end
    parts.append(text[pos:])
    return "".join(parts)
