"""An agent loop that remembers and recalls through `chronofact.client`.

Each turn of a conversation is ingested as it arrives (facts are extracted; the message is kept
as their source), then the agent recalls what it needs for the next question and prints the
context it would put in its prompt. At the end it asks the memory an as-of question directly.

Run it against a running API (`chronofact serve`, or `make serve`):

    python examples/agent_loop.py                       # http://127.0.0.1:8000, no key
    CHRONOFACT_URL=http://host:8000 CHRONOFACT_API_KEY=... python examples/agent_loop.py

Running it again changes nothing: messages already stored are recognised by their ids.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass

from chronofact.client import Client


@dataclass(frozen=True)
class Turn:
    id: str
    speaker: str
    said_at: str
    text: str
    question: str
    """What the agent needs to know next, asked of the memory after this turn."""


CONVERSATION = "agent-loop-demo"
TURNS = (
    Turn(
        "demo-1",
        "Maria",
        "2022-06-01T09:00:00Z",
        "I live in Berlin and I work at Acme.",
        "Where does Maria live?",
    ),
    Turn(
        "demo-2",
        "Maria",
        "2024-05-10T12:00:00Z",
        "I moved to Lisbon last year.",
        "Where does Maria live now?",
    ),
    Turn(
        "demo-3",
        "Maria",
        "2024-05-10T12:05:00Z",
        "I started a new job at Globex in March.",
        "Where does Maria work?",
    ),
)
AS_OF = "2022-12-01T00:00:00Z"
"""The as-of question at the end: what held for Maria then."""


def run(memory: Client, extractor: str | None) -> None:
    for turn in TURNS:
        stored = memory.ingest(
            messages=[
                {
                    "id": turn.id,
                    "speaker": turn.speaker,
                    "text": turn.text,
                    "timestamp": turn.said_at,
                }
            ],
            source={"kind": "conversation", "ref": CONVERSATION},
            **({"extractor": extractor} if extractor else {}),
        )
        print(f"[{turn.said_at}] {turn.speaker}: {turn.text}")
        for fact in stored.facts:
            print(f"  remembered: {fact['statement'] or fact['predicate']}")
        answer = memory.recall(turn.question, token_budget=200)
        print(f"  recall: {turn.question}")
        for line in answer.context.splitlines():
            print(f"    | {line}")
    then = memory.facts("Maria", valid_at=AS_OF)
    held = sorted(f"{f['predicate']} {f['object']['name']}" for f in then.facts if "object" in f)
    print(f"as of {AS_OF}: Maria " + "; ".join(held))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", help="the API (default: $CHRONOFACT_URL or 127.0.0.1:8000)")
    parser.add_argument("--namespace", default=None, help="the namespace to remember in")
    parser.add_argument("--extractor", default=None, help="rules | conversation | llm")
    args = parser.parse_args(argv)
    with Client(args.url, namespace=args.namespace) as memory:
        run(memory, args.extractor)


if __name__ == "__main__":
    main()
