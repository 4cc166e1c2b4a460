"""Rule-based detection and redaction of secrets in free text.

The detectors (`secret_patterns`) are deliberately conservative about *what* they flag as a
secret value (it must look like a credential, not an ordinary word), but aggressive about
*where* they look: a secret anywhere in a text is found. Every detector is linear-time.

Kinds reported by :func:`find_secrets`:

``private_key``  ``-----BEGIN ... PRIVATE KEY-----`` blocks: PEM, PKCS#8, OpenSSH, and PGP
                 ``PRIVATE KEY BLOCK`` (whole block; to the end of the text without an END)
``aws_key``      AWS access key ids (``AKIA``/``ASIA`` + 16 upper-case chars)
``api_key``      OpenAI-style ``sk-...``, Stripe ``sk_live_``/``sk_test_``/``rk_live_``,
                 ``whsec_``, Google ``AIza...`` keys and 32+ char high-entropy tokens
                 introduced by words such as *key*, *token*, *secret* (``api key: ...``)
``secret``       the value of an assignment whose name says secret (``AWS_SECRET_ACCESS_KEY=``,
                 ``"db_password": "..."``, ``apiKey: ...``) when it looks like a credential
``token``        GitHub (``ghp_``, ``github_pat_``...), GitLab (``glpat-``...), Slack
                 (``xox?-``, ``xapp-``, webhook URLs), ``Authorization:`` header values (any
                 scheme), ``Bearer`` tokens and ``Basic`` credentials (base64 of ``user:pw``)
``jwt``          three base64url segments starting ``eyJ``
``password``     the value after *password is*, *pw:*, *passcode=* ... (a quoted value or a
                 pass phrase of 3-8 words after ``password:`` whole), and the password of a
                 URL (``postgres://user:pw@host``)
``credit_card``  13-19 digit card numbers (spaces/dashes allowed) passing Luhn

Spans are ``(start, end, kind)`` character offsets into the input, sorted by
start, non-overlapping (the earliest/longest detection wins).
"""

from __future__ import annotations

import re

from chronofact.extractors.secret_patterns import DETECTORS, Detector, private_key_blocks

__all__ = ["contains_secret", "find_secrets", "redact"]


def _span(match: re.Match[str]) -> tuple[int, int]:
    """Where the secret of a match is: group `v` or `q` when it took part, else the match."""
    for group in ("v", "q"):
        if group in match.re.groupindex and match.group(group) is not None:
            return match.span(group)
    return match.span()


def _found_by(detector: Detector, text: str) -> list[tuple[int, int, str]]:
    found: list[tuple[int, int, str]] = []
    for match in detector.pattern.finditer(text):
        if detector.name_check is not None and not detector.name_check(match.group("name")):
            continue
        start, end = _span(match)
        value = text[start:end]
        if detector.check is not None and not detector.check(value):
            continue
        if detector.kind == "password" and (end == len(text) or text[end].isspace()):
            end = start + len(value.rstrip(".!?)"))  # a sentence's full stop is not part of it
        found.append((start, end, detector.kind))
    return found


def find_secrets(text: str) -> list[tuple[int, int, str]]:
    """Return ``(start, end, kind)`` for every secret found in ``text``."""
    found = [(start, end, "private_key") for start, end in private_key_blocks(text)]
    folded = text.casefold()
    for detector in DETECTORS:
        if detector.may_match(folded):
            found.extend(_found_by(detector, text))
    # Resolve overlaps: earliest start first, longer span wins on ties, then a named kind
    # over the generic `secret` of an assignment.
    found.sort(key=lambda t: (t[0], -(t[1] - t[0]), t[2] == "secret"))
    result: list[tuple[int, int, str]] = []
    last_end = -1
    for start, end, kind in found:
        if start >= last_end and end > start:
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
