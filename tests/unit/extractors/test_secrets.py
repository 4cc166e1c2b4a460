from __future__ import annotations

from itertools import pairwise

import pytest

from chronofact.extractors.secrets import contains_secret, find_secrets, redact

AWS = "AKIAIOSFODNN7EXAMPLE"
OPENAI = "sk-proj-Ab12Cd34Ef56Gh78Ij90Kl12Mn34"
GITHUB = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
SLACK = "xoxb-123456789012-abcdefghijkl"
JWT = (
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9."
    "eyJzdWIiOiIxMjM0NTY3ODkwIn0."
    "dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U"
)
PEM = "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA\nabc\n-----END RSA PRIVATE KEY-----"


@pytest.mark.parametrize(
    ("text", "secret", "kind"),
    [
        (f"my key {AWS} ok", AWS, "aws_key"),
        (f"use {OPENAI} please", OPENAI, "api_key"),
        (f"token={GITHUB}", GITHUB, "token"),
        (f"slack {SLACK}", SLACK, "token"),
        (f"jwt {JWT} end", JWT, "jwt"),
        (f"key:\n{PEM}\nthanks", PEM, "private_key"),
        ("Authorization: Bearer abcdef0123456789abcdef", "abcdef0123456789abcdef", "token"),
        ("my password is hunter2!", "hunter2", "password"),
        ("pw: S3cr3t#1", "S3cr3t#1", "password"),
        ("card 4111 1111 1111 1111 exp 12/25", "4111 1111 1111 1111", "credit_card"),
        (
            "api key: 9fA3kL0pQ7zX2mN8vB4cD6eF1gH5jK9L",
            "9fA3kL0pQ7zX2mN8vB4cD6eF1gH5jK9L",
            "api_key",
        ),
    ],
)
def test_detects(text: str, secret: str, kind: str) -> None:
    spans = find_secrets(text)
    assert len(spans) == 1, spans
    start, end, k = spans[0]
    assert text[start:end] == secret
    assert k == kind
    assert contains_secret(text)


@pytest.mark.parametrize(
    "text",
    [
        "I work at Acme since 2019.",
        "My password is too weak, I reset it.",
        "Card 4111 1111 1111 1112 fails Luhn",
        "The token economy is interesting.",
        "Call me at 555-123-4567.",
        "key: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",  # long but not random
        "",
    ],
)
def test_no_false_positive(text: str) -> None:
    assert find_secrets(text) == []
    assert not contains_secret(text)


def test_redact() -> None:
    text = f"password: hunter22 and key {AWS}."
    assert redact(text) == "password: [REDACTED:password] and key [REDACTED:aws_key]."
    assert redact("nothing here") == "nothing here"


def test_spans_sorted_non_overlapping() -> None:
    text = f"{AWS} {OPENAI} {JWT} 4111-1111-1111-1111"
    spans = find_secrets(text)
    assert [k for _, _, k in spans] == ["aws_key", "api_key", "jwt", "credit_card"]
    for (_, e1, _), (s2, _, _) in pairwise(spans):
        assert e1 <= s2
