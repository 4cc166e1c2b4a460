"""The detectors of `secrets.find_secrets`: one regular expression per kind of credential, and
the checks that keep ordinary words out.

Every expression runs in linear time on any input: no nested quantifiers, every repetition
bounded or possessive (`++`, `{m,n}+`, Python 3.11), and each starts with a literal or a
look-behind that keeps it from restarting inside a run it already rejected. The test
`tests/unit/extractors/test_secrets_hostile.py` runs each over 1 MB of hostile text.
"""

from __future__ import annotations

import base64
import binascii
import itertools
import math
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property

Check = Callable[[str], bool]


@dataclass(frozen=True)
class Detector:
    """A kind of secret: where it is (`pattern`; the secret is group `v` or `q` when the
    pattern has one, else the whole match) and what a match must also satisfy (`check` on the
    secret's text, `name_check` on group `name`). `needles`: case-folded strings of which a
    text must hold one for the pattern to run at all (a cheap pre-filter; empty: always run)."""

    kind: str
    pattern: re.Pattern[str]
    check: Check | None = None
    name_check: Check | None = None
    needles: tuple[str, ...] = ()

    @cached_property
    def _needle(self) -> re.Pattern[str] | None:
        if not self.needles:
            return None
        return re.compile("|".join(re.escape(needle) for needle in self.needles))

    def may_match(self, folded: str) -> bool:
        """Whether the case-folded text holds one of the needles (or there are none)."""
        return self._needle is None or self._needle.search(folded) is not None


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


def card_number(found: str) -> bool:
    digits = found.replace(" ", "").replace("-", "")
    return 13 <= len(digits) <= 19 and _luhn_ok(digits) and len(set(digits)) > 1


def _entropy(s: str) -> float:
    """Shannon entropy in bits per character."""
    counts = Counter(s)
    n = len(s)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


def looks_random(token: str) -> bool:
    """A 32+ char token that mixes character classes and has high entropy."""
    token = token.rstrip(".")
    classes = sum(
        (
            any(c.islower() for c in token),
            any(c.isupper() for c in token),
            any(c.isdigit() for c in token),
        )
    )
    return len(token) >= 32 and classes >= 2 and _entropy(token) >= 3.5


def credential_like(value: str) -> bool:
    """A value assigned to a secret-sounding name that looks like a credential, not a word:
    it has a digit or a symbol, or mixes upper and lower case, and is not a marker we wrote."""
    if value.startswith("[REDACTED") or value.casefold() in PASSWORD_STOPWORDS:
        return False
    if len(value) < 8 or value.isdigit():
        return False
    has_digit = any(c.isdigit() for c in value)
    has_symbol = any(not c.isalnum() for c in value)
    mixed = any(c.islower() for c in value) and any(c.isupper() for c in value)
    return has_digit or has_symbol or mixed


def basic_credentials(token: str) -> bool:
    """`Basic <base64>` holds `user:password` (so "basic knowledge" is not one)."""
    try:
        decoded = base64.b64decode(token + "=" * (-len(token) % 4), validate=True)
    except (binascii.Error, ValueError):
        return False
    return b":" in decoded


# Words that follow "password is" but say something about it rather than give it.
PASSWORD_STOPWORDS = frozenset(
    [
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
        "none",
        "null",
        "redacted",
    ]
)


def password_value(value: str) -> bool:
    stripped = value.rstrip(".!?)")
    return (
        bool(stripped)
        and not stripped.startswith("[REDACTED")
        and (stripped.casefold() not in PASSWORD_STOPWORDS)
    )


_NAME_PARTS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
_SECRET_PARTS = frozenset(
    [
        "secret",
        "secrets",
        "token",
        "password",
        "passwd",
        "pwd",
        "pw",
        "passphrase",
        "passcode",
        "apikey",
        "auth",
        "credential",
        "credentials",
        "privatekey",
    ]
)
_SECRET_PAIRS = frozenset(
    {
        ("api", "key"),
        ("access", "key"),
        ("private", "key"),
        ("secret", "key"),
        ("signing", "key"),
        ("session", "key"),
        ("master", "key"),
        ("encryption", "key"),
    }
)


def secret_name(name: str) -> bool:
    """Whether an assigned name (`AWS_SECRET_ACCESS_KEY`, `db.password`, `apiKey`) names a
    secret: one of its parts (split at `_ . -` and camelCase) is `secret`, `token`,
    `password`, ... or two neighbours say `api key`, `private key`, ... (`max_tokens`,
    `tokenizer` and `author` do not)."""
    parts = [p.casefold() for p in _NAME_PARTS.findall(name)]
    return any(p in _SECRET_PARTS for p in parts) or any(
        pair in _SECRET_PAIRS for pair in itertools.pairwise(parts)
    )


_PASSWORD_WORD = r"(?:pass(?:word|wd|code|phrase)?|pwd|pw|pin)"

_TOKEN_START = r"(?<![A-Za-z0-9_\-])"
"""A token starts where no token character precedes it (so a run is tried once, not at each
of its positions)."""

DIGITS = tuple("0123456789")

DETECTORS: tuple[Detector, ...] = (
    Detector(
        "aws_key",
        re.compile(r"\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[A-Z0-9]{16}\b"),
        needles=("akia", "asia", "agpa", "aida", "aroa", "anpa"),
    ),
    Detector(
        "api_key",
        re.compile(_TOKEN_START + r"sk-(?:proj-|ant-|live-|test-)?[A-Za-z0-9_\-]{20,}+"),
        needles=("sk-",),
    ),
    Detector(
        "api_key",
        re.compile(r"\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{10,}+"),
        needles=("sk_", "rk_"),
    ),
    Detector("api_key", re.compile(r"\bwhsec_[A-Za-z0-9]{20,}+"), needles=("whsec_",)),
    Detector("api_key", re.compile(r"\bAIza[0-9A-Za-z_\-]{35}\b"), needles=("aiza",)),
    Detector(
        "token",
        re.compile(_TOKEN_START + r"(?:gh[pousr]_[A-Za-z0-9]{30,}+|github_pat_[A-Za-z0-9_]{40,}+)"),
        needles=("gh",),
    ),
    Detector(
        "token",
        re.compile(
            _TOKEN_START + r"gl(?:pat|ptt|dt|rt|soat|cbt|ffct|oas|imt|agent)-[A-Za-z0-9_\-]{20,}+"
        ),
        needles=("gl",),
    ),
    Detector(
        "token",
        re.compile(_TOKEN_START + r"(?:xox[abposr]-[A-Za-z0-9\-]{10,}+|xapp-[A-Za-z0-9\-]{20,}+)"),
        needles=("xox", "xapp-"),
    ),
    Detector(
        "token",
        re.compile(r"https://hooks\.slack\.com/services/[A-Za-z0-9_/]{20,}+"),
        needles=("hooks.slack.com",),
    ),
    Detector(
        "jwt",
        re.compile(
            _TOKEN_START + r"eyJ[A-Za-z0-9_\-]{5,}+\.eyJ[A-Za-z0-9_\-]{5,}+\.[A-Za-z0-9_\-]{5,}+"
        ),
        needles=("eyj",),
    ),
    # Authorization headers (any scheme) and bare Bearer / Basic credentials
    Detector(
        "token",
        re.compile(
            r"(?i)\b(?:proxy-)?authorization[\"']?[ \t]{0,3}[:=][ \t]{0,3}[\"']?"
            r"(?:(?:basic|bearer|token|digest|negotiate|apikey)[ \t]{1,3})?"
            r"(?P<v>[A-Za-z0-9_\-.=+/~:]{8,}+)"
        ),
        needles=("authorization",),
    ),
    Detector(
        "token",
        re.compile(r"(?i)\bbearer[ \t]{1,3}(?P<v>[A-Za-z0-9_\-.=+/~]{16,}+)"),
        needles=("bearer",),
    ),
    Detector(
        "token",
        re.compile(r"\b[Bb]asic[ \t]{1,3}(?P<v>[A-Za-z0-9+/]{8,}+={0,2})"),
        basic_credentials,
        needles=("basic",),
    ),
    # user:password@ in a URL (postgres://, https://, amqp://, redis://, ...)
    Detector(
        "password",
        re.compile(
            r"(?<![A-Za-z0-9+.\-])[A-Za-z][A-Za-z0-9+.\-]{1,30}+://"
            r"[^\s:/@?#]{0,256}+:(?P<v>[^\s/@?#]{1,256}+)@"
        ),
        needles=("://",),
    ),
    # `NAME=value`, `name: value`, `"name": "value"` where NAME sounds like a secret
    Detector(
        "secret",
        re.compile(
            r"(?<![A-Za-z0-9_.\-])(?P<name>[A-Za-z0-9_.\-]{1,80}+)[\"']?[ \t]{0,3}[:=]"
            r"[ \t]{0,3}[\"']?(?P<v>[^\s\"'`,;]{6,512}+)"
        ),
        credential_like,
        secret_name,
        needles=("=", ":"),
    ),
    # "my password is hunter2", "pw: S3cr3t#1", 'password is "two words"'
    Detector(
        "password",
        re.compile(
            rf"(?i)\b{_PASSWORD_WORD}\b(?:[ \t]{{1,3}}(?:is|was)\b[ \t]{{0,3}}:?|[ \t]{{0,3}}[:=])"
            r"[ \t]{0,3}(?:[\"'`](?P<q>[^\"'`\n]{1,100}+)[\"'`]|(?P<v>[^\s\"'`,;]{3,}+))"
        ),
        password_value,
        needles=("pass", "pw", "pin"),
    ),
    # "password: correct horse battery staple" (a pass phrase: 3-8 words to the clause's end)
    Detector(
        "password",
        re.compile(
            rf"(?i)\b{_PASSWORD_WORD}[ \t]{{0,3}}[:=][ \t]{{0,3}}"
            r"(?P<v>[a-z]{1,30}+(?:[ \t][a-z]{1,30}+){2,7}+)(?=[ \t]*+(?:[.!?;,\n]|$))"
        ),
        needles=("pass", "pw", "pin"),
    ),
    Detector(
        "api_key",
        re.compile(
            r"(?i)\b(?:api[\s_\-]?key|access[\s_\-]?key|secret(?:[\s_\-]?key)?|token|auth|"
            r"credentials?|client[\s_\-]?secret|key)\b"
            r"(?:[ \t]{1,3}(?:is|was)\b|[ \t]{0,3}[:=])?[ \t]{0,3}[\"'`]?"
            r"(?P<v>[A-Za-z0-9_\-+/=.]{32,}+)"
        ),
        looks_random,
        needles=("key", "token", "secret", "auth", "credential"),
    ),
    Detector(
        "credit_card",
        re.compile(r"(?<![\d\-])(?:\d[ \-]?){12,18}\d(?![\d\-])"),
        card_number,
        needles=DIGITS,
    ),
)
"""Every detector but the private-key blocks (`private_key_blocks`), in no particular order."""


PEM_BEGIN = re.compile(r"-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----")
PEM_END = re.compile(r"-----END [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----")


def private_key_blocks(text: str) -> list[tuple[int, int]]:
    """`-----BEGIN ... PRIVATE KEY-----` (PEM, OpenSSH, PKCS#8, PGP `... KEY BLOCK`) to its END
    line, or to the end of the text when the END is missing. One pass: each search starts
    where the last block ended."""
    blocks: list[tuple[int, int]] = []
    pos = 0
    while (begin := PEM_BEGIN.search(text, pos)) is not None:
        end = PEM_END.search(text, begin.end())
        stop = end.end() if end is not None else len(text)
        blocks.append((begin.start(), stop))
        if end is None:
            break
        pos = stop
    return blocks
