"""Every secret detector is linear-time (issue 11, finding 8): 1 MB of text built to make a
backtracking pattern restart or rescan (repeated prefixes, long runs, prefixes without their
ending) is scanned in well under the bound. A quadratic detector would need hours."""

from __future__ import annotations

import time

import pytest

from chronofact.extractors.secrets import find_secrets, redact

MB = 1_000_000


def _fill(unit: str) -> str:
    return (unit * (MB // len(unit) + 1))[:MB]


HOSTILE = {
    "pem begin without end": _fill("-----BEGIN RSA PRIVATE KEY-----\n"),
    "pem header words": "-----BEGIN " + _fill("A "),
    "pgp blocks": _fill(
        "-----BEGIN PGP PRIVATE KEY BLOCK-----\nx\n-----END PGP PRIVATE KEY BLOCK-----\n"
    ),
    "jwt prefixes": _fill("eyJ-"),
    "jwt two segments": _fill("eyJabcdef.eyJabcdef."),
    "openai prefix run": "sk-" + _fill("a"),
    "openai prefixes": _fill("sk-"),
    "bearer dashes": _fill("bearer -"),
    "stripe prefixes": _fill("sk_live_"),
    "url schemes": _fill("postgres://"),
    "url without at": "a://" + _fill("b"),
    "url user colons": _fill("a://b:"),
    "url colons": "x://" + _fill(":"),
    "assignment names": _fill("a") + "=",
    "assignment dashes": _fill("a-"),
    "assignment repeats": _fill("secret:"),
    "assignment values": "API_KEY=" + _fill("Ab1"),
    "authorization repeats": _fill("Authorization: "),
    "authorization spaces": "authorization:" + _fill(" "),
    "bearer repeats": _fill("bearer "),
    "basic long": "Basic " + _fill("A"),
    "password repeats": _fill("password is "),
    "password words": "password: " + _fill("a "),
    "password colons": _fill("pw="),
    "quoted password": 'password is "' + _fill("a"),
    "key words": _fill("key "),
    "token is": _fill("token is "),
    "digits spaced": _fill("1 "),
    "digits dashed": _fill("1-"),
    "digits": _fill("4"),
    "github prefixes": _fill("ghp_"),
    "gitlab prefixes": _fill("glpat-"),
    "slack prefixes": _fill("xoxb-"),
    "slack app prefixes": _fill("xapp-"),
    "github pat prefixes": _fill("github_pat_"),
    "dots": _fill("."),
    "tabs": _fill("\t"),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_finding_secrets_in_hostile_text_is_fast(name: str) -> None:
    text = HOSTILE[name]
    assert len(text) >= MB
    started = time.perf_counter()
    spans = find_secrets(text)
    elapsed = time.perf_counter() - started
    assert elapsed < 5.0, f"{name}: {elapsed:.2f} s"
    assert all(0 <= a < b <= len(text) for a, b, _ in spans)


def test_redacting_a_megabyte_of_secrets_is_fast() -> None:
    text = _fill("token sk_live_4eC39HqLyjWDarjtT1zdp7dc and postgres://u:pw1@h ")
    started = time.perf_counter()
    redacted = redact(text)
    assert time.perf_counter() - started < 5.0
    assert "sk_live_4eC39" not in redacted and ":pw1@" not in redacted
