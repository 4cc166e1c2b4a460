"""Seed a small, realistic history into a running Chronofact API, over REST only.

Alice changes jobs (Acme -> Globex), moves (Berlin -> Lisbon, with a later correction of the
date), HR confirms Globex, a blog claims Initech (a contradiction), she asks to forget the bar
she went to and to erase her doctor. The past is replayed through POST /v1/import at the
transaction times we learned it; the contradiction, forget and erase are ordinary writes now.

    python tools/screenshots/demo_seed.py --api http://localhost:8766 --key KEY --namespace demo

prints JSON: the tenant's namespace, the ids the guide slides use, and the instants T and T'.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

import httpx

VALID_AT = "2024-06-01T00:00:00Z"  # T: "where did Alice work in June 2024?"
KNOWN_AT = "2024-01-01T00:00:00Z"  # T': "... as we knew it on New Year 2024"


def _fact(subject: str, predicate: str, obj: str, since: str, **extra: Any) -> dict[str, Any]:
    return {
        "op": "assert",
        "subject": subject,
        "predicate": predicate,
        "object": obj,
        "valid_from": since,
        **extra,
    }


def _chat(ref: str) -> dict[str, str]:
    return {"kind": "user", "ref": ref}


HISTORY: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "2023-06-02T09:00:00Z",
        [
            _fact("Alice", "works_at", "Acme", "2023-06-01T00:00:00Z", source=_chat("chat-1")),
            _fact("Alice", "lives_in", "Berlin", "2023-06-01T00:00:00Z", source=_chat("chat-1")),
            _fact("Bob", "works_at", "Acme", "2022-01-01T00:00:00Z", source=_chat("chat-1")),
        ],
    ),
    (
        "2023-09-15T18:30:00Z",
        [
            _fact(
                "Alice", "goes_to", "Blue Note Bar", "2023-09-01T00:00:00Z", source=_chat("chat-4")
            ),
            _fact(
                "Alice", "sees_doctor", "Dr Ruiz", "2023-09-10T00:00:00Z", source=_chat("chat-5")
            ),
        ],
    ),
    (
        "2024-03-10T12:00:00Z",
        [
            _fact("Alice", "works_at", "Globex", "2024-03-01T00:00:00Z", source=_chat("chat-9")),
        ],
    ),
    (
        "2024-09-05T08:15:00Z",
        [
            _fact("Alice", "lives_in", "Lisbon", "2024-09-01T00:00:00Z", source=_chat("chat-14")),
        ],
    ),
    (
        "2024-10-01T10:00:00Z",
        [  # she had moved earlier than she first said
            _fact(
                "Alice",
                "lives_in",
                "Lisbon",
                "2024-08-15T00:00:00Z",
                kind="correction",
                source=_chat("chat-17"),
            ),
        ],
    ),
    (
        "2025-01-15T14:00:00Z",
        [  # HR confirms: corroboration, now verified
            _fact(
                "Alice",
                "works_at",
                "Globex",
                "2024-03-01T00:00:00Z",
                source={"kind": "operator", "ref": "hr-record-2291"},
            ),
        ],
    ),
]


def seed(api: str, key: str, namespace: str) -> dict[str, Any]:
    headers = {"Authorization": f"Bearer {key}"}
    with httpx.Client(base_url=api, headers=headers, timeout=60.0) as client:

        def post(path: str, body: dict[str, Any]) -> dict[str, Any]:
            response = client.post(path, json=body)
            response.raise_for_status()
            result: dict[str, Any] = response.json()
            return result

        for tx_time, operations in HISTORY:
            post(
                "/v1/import", {"namespace": namespace, "tx_time": tx_time, "operations": operations}
            )
        rumour = post(
            "/v1/facts",
            {
                "namespace": namespace,
                "subject": "Alice",
                "predicate": "works_at",
                "object": "Initech",
                "valid_from": "2025-02-01T00:00:00Z",
                "source": {"kind": "document", "ref": "blog-post-77"},
            },
        )
        post("/v1/forget", {"namespace": namespace, "topic": "Blue Note Bar"})
        post("/v1/forget", {"namespace": namespace, "topic": "Dr Ruiz", "mode": "erase"})
        now = client.get(
            "/v1/facts",
            params={"namespace": namespace, "subject": "Alice", "predicate": "works_at"},
        )
        now.raise_for_status()
    (globex,) = now.json()["facts"]
    return {
        "namespace": namespace,
        "subject": "Alice",
        "fact": globex["id"],
        "disputed": rumour["fact"]["id"],
        "valid_at": VALID_AT,
        "known_at": KNOWN_AT,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--api", default="http://localhost:8766")
    parser.add_argument("--key", required=True)
    parser.add_argument("--namespace", default="demo")
    args = parser.parse_args()
    print(json.dumps(seed(args.api, args.key, args.namespace)))


if __name__ == "__main__":
    main()
