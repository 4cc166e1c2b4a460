"""The secrets redaction misses of issue 11, finding 8, one positive and the nearby ordinary
text that must stay (no over-redaction) for each detector."""

from __future__ import annotations

import pytest

from chronofact.extractors.secrets import find_secrets, redact

AWS_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
PGP = (
    "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQOYBF0abcdEFGH\n=AbCd\n"
    "-----END PGP PRIVATE KEY BLOCK-----"
)
OPENSSH = (
    "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n"
    "-----END OPENSSH PRIVATE KEY-----"
)
PKCS8_ENCRYPTED = (
    "-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIFHDBOBgkqhkiG9w0BBQ0wQTAp\n"
    "-----END ENCRYPTED PRIVATE KEY-----"
)
BASIC = "dXNlcjpjb3JyZWN0LWhvcnNl"  # base64("user:correct-horse")


@pytest.mark.parametrize(
    ("text", "secret", "kind"),
    [
        (f"aws_secret_access_key={AWS_SECRET}", AWS_SECRET, "secret"),
        (f"export AWS_SECRET_ACCESS_KEY = {AWS_SECRET}", AWS_SECRET, "secret"),
        ('{"db_password": "Tr0ub4dor&3x"}', "Tr0ub4dor&3x", "secret"),
        ("apiKey: 9f3kL0pQ7zX2", "9f3kL0pQ7zX2", "secret"),
        ("postgres://admin:s3cretPw@db.example.com:5432/app", "s3cretPw", "password"),
        ("mysql://root:hunter2@localhost/db", "hunter2", "password"),
        ("clone https://bob:ghp-like-pa55@git.example.com/x.git", "ghp-like-pa55", "password"),
        ("amqp://guest:Gu3st!@rabbit:5672", "Gu3st!", "password"),
        ("key sk_live_4eC39HqLyjWDarjtT1zdp7dc ok", "sk_live_4eC39HqLyjWDarjtT1zdp7dc", "api_key"),
        ("sk_test_51HcbOZ2eZvKYlo2C0abcdef", "sk_test_51HcbOZ2eZvKYlo2C0abcdef", "api_key"),
        ("restricted rk_live_51Hcb0000abcdEFGH", "rk_live_51Hcb0000abcdEFGH", "api_key"),
        (f"here:\n{PGP}\nbye", PGP, "private_key"),
        (f"{OPENSSH}", OPENSSH, "private_key"),
        (f"x {PKCS8_ENCRYPTED}", PKCS8_ENCRYPTED, "private_key"),
        ("-----BEGIN PRIVATE KEY-----\nMIIEvQ cut off", None, "private_key"),
        (f"Authorization: Basic {BASIC}", BASIC, "token"),
        (f"curl -H 'authorization: basic {BASIC}'", BASIC, "token"),
        ("Authorization: Bearer abc.def-ghi_123", "abc.def-ghi_123", "token"),
        ("Authorization: token 0123456789abcdef", "0123456789abcdef", "token"),
        (f"use Basic {BASIC} for it", BASIC, "token"),
        (
            "password: correct horse battery staple",
            "correct horse battery staple",
            "password",
        ),
        (
            'my password is "correct horse battery staple"',
            "correct horse battery staple",
            "password",
        ),
        ("my password is hunter2.", "hunter2", "password"),
        ("glpat-AbCdEfGhIjKlMnOpQrSt", "glpat-AbCdEfGhIjKlMnOpQrSt", "token"),
        ("gh token github_pat_" + "A1" * 21, "github_pat_" + "A1" * 21, "token"),
        ("xoxp-1234567890-abcdefghij", "xoxp-1234567890-abcdefghij", "token"),
        ("xapp-1-A0123456789-0123456789-abcdef", "xapp-1-A0123456789-0123456789-abcdef", "token"),
        (
            "hook https://hooks.slack.com/services/T0000/B0000/XXXXXXXXXXXXXXXX",
            "https://hooks.slack.com/services/T0000/B0000/XXXXXXXXXXXXXXXX",
            "token",
        ),
        ("whsec_abcdefghijklmnopqrstu123", "whsec_abcdefghijklmnopqrstu123", "api_key"),
    ],
)
def test_detects(text: str, secret: str | None, kind: str) -> None:
    spans = find_secrets(text)
    assert len(spans) == 1, [(text[a:b], k) for a, b, k in spans]
    start, end, found = spans[0]
    if secret is None:  # to the end of the text
        assert end == len(text)
    else:
        assert text[start:end] == secret
    assert found == kind
    assert (secret or "MIIEvQ") not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "Basic knowledge of Python is required.",
        "The basic idea is simple.",
        "Visit https://example.com:8080/path for details.",
        "See https://en.wikipedia.org/wiki/Password for the history.",
        "max_tokens=4096 and tokenizer=bert-base-uncased",
        "author=JaneAusten99",
        "Our secret: everyone loves pizza.",
        "token: appreciation",
        "Authorization is required for this page.",
        "I changed my password yesterday.",
        "My password is too weak, I reset it.",
        "Password: too weak.",
        "the password is correct",
        "skate_live music and sk_live alone",
        "BEGIN PRIVATE KEY without the dashes",
        "glpat is a prefix; xoxb too",
        "eyJ is how a JWT starts",
        "ratio=3:2 and time=12:30",
        "Bearer of bad news",
        "pin: the map",
    ],
)
def test_leaves_ordinary_text(text: str) -> None:
    assert find_secrets(text) == [], [(text[a:b], k) for a, b, k in find_secrets(text)]
    assert redact(text) == text


def test_redaction_is_idempotent() -> None:
    text = f"password: hunter22, postgres://u:pw1234@h and AWS_SECRET_ACCESS_KEY={AWS_SECRET}"
    once = redact(text)
    assert redact(once) == once
    assert "hunter22" not in once and "pw1234" not in once and AWS_SECRET not in once
