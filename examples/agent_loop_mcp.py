"""The agent loop of `agent_loop.py`, through MCP instead of REST: the `mcp` client library
starts `chronofact mcp` as a subprocess and talks to it over stdio; each turn is kept with the
`remember` tool, each question asked with `recall`, and the as-of question with `query_facts`.

    python examples/agent_loop_mcp.py                   # runs `chronofact mcp`
    python examples/agent_loop_mcp.py --tenant acme --command "python -m chronofact.api.cli mcp"

The server reads Neo4j and extractor settings from the environment (`NEO4J_*`,
`CHRONOFACT_*`), which this script passes on to it.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shlex
from typing import Any

from agent_loop import AS_OF, TURNS  # the same conversation as over REST (this directory)
from mcp import Client, StdioServerParameters

PASSED_ON = ("CHRONOFACT_", "NEO4J_", "HF_", "TRANSFORMERS_", "PYTHONPATH")
"""Environment the MCP server needs (the stdio transport starts it with a minimal one)."""


async def call(client: Client, tool: str, **arguments: Any) -> Any:
    """One tool call; a refusal (`{"error": ...}`) or a failed call stops the loop."""
    result = await client.call_tool(tool, arguments)
    if result.is_error:
        raise RuntimeError(f"{tool} failed: {result.content}")
    found = result.structured_content
    if isinstance(found, dict) and set(found) == {"result"}:
        found = found["result"]
    if isinstance(found, dict) and "error" in found:
        raise RuntimeError(f"{tool} refused: {json.dumps(found['error'])}")
    return found


async def run(server: StdioServerParameters, namespace: str) -> None:
    async with Client(server) as client:
        for turn in TURNS:
            kept = await call(
                client,
                "remember",
                text=turn.text,
                speaker=turn.speaker,
                said_at=turn.said_at,
                namespace=namespace,
            )
            print(f"[{turn.said_at}] {turn.speaker}: {turn.text}")
            for fact in kept["facts"]:
                print(f"  remembered: {fact['statement'] or fact['predicate']}")
            answer = await call(
                client, "recall", question=turn.question, token_budget=200, namespace=namespace
            )
            print(f"  recall: {turn.question}")
            for line in answer["context"].splitlines():
                print(f"    | {line}")
        then = await call(
            client, "query_facts", subject="Maria", valid_at=AS_OF, namespace=namespace
        )
        held = sorted(
            f"{f['predicate']} {f['object']['name']}" for f in then["facts"] if "object" in f
        )
        print(f"as of {AS_OF}: Maria " + "; ".join(held))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--command", default="chronofact mcp", help="how to start the server")
    parser.add_argument("--tenant", default=None, help="the tenant the server acts as")
    parser.add_argument("--namespace", default="default")
    args = parser.parse_args(argv)
    command = shlex.split(args.command) + (["--tenant", args.tenant] if args.tenant else [])
    env = {name: value for name, value in os.environ.items() if name.startswith(PASSED_ON)}
    server = StdioServerParameters(command=command[0], args=command[1:], env=env)
    asyncio.run(run(server, args.namespace))


if __name__ == "__main__":
    main()
