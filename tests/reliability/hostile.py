"""The hostile-input corpus: strings, numbers and bodies an agent may pass on from its users.

`STRINGS` go into string fields, `NUMBERS` into numeric ones, `DATES` into time fields; the
`requests()` generator places them into the fields of every writing and reading endpoint, and
adds the whole-body attacks (1 MB bodies, deep JSON, bytes that are not UTF-8).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote, urlencode

STRINGS: dict[str, str] = {
    "dots": "." * 20_000,
    "mixed punctuation": "?!." * 7_000 + " end",
    "dashes and commas": "-,;:" * 5_000,
    "lone high surrogate": "Ann \ud800 works at Acme",
    "lone low surrogate": "\udfff",
    "control characters": "".join(chr(c) for c in range(32)) + "\x7f\u0085\u2028\u2029",
    "nul": "Ann\x00Acme",
    "bidi and zero width": "Ann\u202eemca\u200b\u00ad\ufeff",
    "lucene syntax": 'Ann AND (works:at OR "Acme~2")^3 -x +y /re.*gex/ field:[a TO z] \\ ~ * ?',
    "lucene unbalanced": '((( "unterminated [ { ^ ~ : \\',
    "cypher fragment": "x'}) DETACH DELETE n //",
    "cypher call": "') CALL apoc.cypher.runWrite('MATCH (n) DETACH DELETE n', {}) //",
    "cypher union": '" UNION MATCH (n) RETURN n //',
    "parameter syntax": "$tenant {tenant: 'other'} ${x}",
    "long word": "a" * 100_000,
    "emoji and combining": "👩‍👩‍👧‍👦" * 500 + "e\u0301" * 500,
    "empty": "",
    "blank": " \t\n ",
}

NUMBERS: dict[str, Any] = {
    "2^63": 2**63,
    "-2^63-1": -(2**63) - 1,
    "10^400": 10**400,
    "float max": 1.7976931348623157e308,
    "negative zero": -0.0,
}

DATES: dict[str, str] = {
    "year 1 with positive offset": "0001-01-01T00:00:00+01:00",
    "end of time": "9999-12-31T23:59:59.999999Z",
    "end of time with negative offset": "9999-12-31T23:59:59-01:00",
    "year 0": "0000-01-01T00:00:00Z",
    "year 10000": "+10000-01-01T00:00:00Z",
    "no offset": "2024-01-01T00:00:00",
    "bad month": "2024-13-01T00:00:00Z",
    "leap second": "2016-12-31T23:59:60Z",
}


HEAVY_TEXT = frozenset(
    {"dots", "mixed punctuation", "dashes and commas", "long word", "emoji and combining"}
)
"""Strings that are long runs without a sentence break: quadratic splitting shows on them."""

URL_TEXT = 2_000
"""Strings in a path or query are cut to this length (HTTP clients refuse URLs over 64 KiB)."""


@dataclass(frozen=True)
class HostileRequest:
    label: str
    method: str
    path: str
    json: Any = None
    params: dict[str, Any] | None = None
    content: bytes | None = None
    heavy_text: bool = False  # long runs for the extractors to split (issue 11, item 1)

    @property
    def url(self) -> str:
        """Path and query, percent-encoded by hand: a lone surrogate goes out as the bytes
        UTF-8 forbids (`surrogatepass`), which an HTTP client would refuse to send."""
        path = quote(self.path, safe="/", errors="surrogatepass")
        if not self.params:
            return path
        return f"{path}?{urlencode(self.params, errors='surrogatepass')}"


def _fact(value: Any) -> dict[str, Any]:
    return {"subject": "Ann", "predicate": "works_at", "object": "Acme", "statement": "s"} | (
        {} if value is None else value
    )


def _string_requests(name: str, text: str, every_field: bool) -> Iterator[HostileRequest]:
    label = f"string {name}"
    heavy = name in HEAVY_TEXT
    yield HostileRequest(f"{label} in subject", "POST", "/v1/facts", _fact({"subject": text}))
    yield HostileRequest(f"{label} in recall", "POST", "/v1/recall", {"query": text})
    yield HostileRequest(
        f"{label} in ingest text",
        "POST",
        "/v1/ingest",
        {"text": text, "observed_at": "2024-01-01T00:00:00Z", "source": {"kind": "document"}},
        heavy_text=heavy,
    )
    if not every_field:
        return
    for field in ("predicate", "object", "statement"):
        yield HostileRequest(f"{label} in {field}", "POST", "/v1/facts", _fact({field: text}))
    yield HostileRequest(
        f"{label} in value", "POST", "/v1/facts", _fact({"object": None, "value": text})
    )
    yield HostileRequest(
        f"{label} in source ref",
        "POST",
        "/v1/facts",
        _fact({"source": {"kind": "user", "ref": text}}),
    )
    yield HostileRequest(
        f"{label} in retract", "POST", "/v1/facts/retract", {"subject": text, "predicate": text}
    )
    message = {"id": text, "speaker": text, "text": text, "timestamp": "2024-01-01T00:00:00Z"}
    yield HostileRequest(
        f"{label} in messages",
        "POST",
        "/v1/ingest",
        {"messages": [message], "source": {"kind": "conversation", "ref": text}},
        heavy_text=heavy,
    )
    yield HostileRequest(f"{label} in forget", "POST", "/v1/forget", {"topic": text})
    yield HostileRequest(
        f"{label} in point query", "GET", "/v1/facts", params={"subject": text[:URL_TEXT]}
    )
    yield HostileRequest(
        f"{label} in namespace",
        "GET",
        "/v1/facts",
        params={"subject": "Ann", "namespace": text[:URL_TEXT]},
    )
    yield HostileRequest(f"{label} in timeline", "GET", f"/v1/entities/{text[:URL_TEXT]}/timeline")


def _body_requests() -> Iterator[HostileRequest]:
    megabyte = "word " * 210_000
    yield HostileRequest(
        "1 MB document",
        "POST",
        "/v1/ingest",
        {"text": megabyte, "observed_at": "2024-01-01T00:00:00Z", "source": {"kind": "document"}},
        heavy_text=True,
    )
    yield HostileRequest("1 MB statement", "POST", "/v1/facts", _fact({"statement": megabyte}))
    yield HostileRequest("1 MB recall", "POST", "/v1/recall", {"query": megabyte})
    deep = b"[" * 100_000 + b"]" * 100_000
    yield HostileRequest("deep JSON array", "POST", "/v1/facts", content=deep)
    nested = b'{"subject":' * 50_000 + b'"x"' + b"}" * 50_000
    yield HostileRequest("deep JSON object", "POST", "/v1/recall", content=nested)
    yield HostileRequest("not UTF-8", "POST", "/v1/ingest", content=b"\xff\xfe\x00\xe9")
    yield HostileRequest(
        "JSON with lone surrogate escape", "POST", "/v1/recall", content=b'{"query": "\\ud800"}'
    )
    yield HostileRequest(
        "many operations",
        "POST",
        "/v1/facts/batch",
        {"operations": [_fact(None) | {"op": "assert"}] * 20_001},
    )


def requests(every_field: bool) -> Iterator[HostileRequest]:
    for name, text in STRINGS.items():
        yield from _string_requests(name, text, every_field)
    for name, number in NUMBERS.items():
        yield HostileRequest(
            f"number {name} as value", "POST", "/v1/facts", _fact({"object": None, "value": number})
        )
        yield HostileRequest(
            f"number {name} as k", "POST", "/v1/recall", {"query": "Ann", "k": number}
        )
    for name, date in DATES.items():
        yield HostileRequest(
            f"date {name} as valid_from", "POST", "/v1/facts", _fact({"valid_from": date})
        )
        yield HostileRequest(
            f"date {name} as valid_at", "POST", "/v1/recall", {"query": "Ann", "valid_at": date}
        )
        yield HostileRequest(
            f"date {name} in point query",
            "GET",
            "/v1/facts",
            params={"subject": "Ann", "known_at": date},
        )
    yield from _body_requests()
