"""The chat-completions messages of one extraction request: the instructions, then the
numbered messages (with the message before the first one as context)."""

from __future__ import annotations

from collections.abc import Sequence

from chronofact.extractors.base import Message
from chronofact.graph.time import iso

__all__ = ["SYSTEM_PROMPT", "chat_messages"]

SYSTEM_PROMPT = """\
You extract facts that stay true from chat messages for a temporal knowledge graph.
For each numbered message, list the facts it states about people, places, organisations and
things: jobs, employers, homes, relationships, family, pets, vehicles, diets, hobbies, plans.
Rules:
- "I", "me", "my" are the speaker: use the speaker's name as the subject.
- Resolve he/she/they to a person named in the same or the previous message.
- predicate: a short snake_case relation (works_at, lives_in, job_title, partner_of, ...).
- object for an entity, value for a literal; never both.
- When a message says something stopped holding (left, quit, no longer, moved away, broke up),
  give action "end" for the old value and a separate "assert" for the new one if it is said.
- valid_from / valid_to: ISO dates when the message says when; resolve relative dates against
  the message time; otherwise null.
- quote: the exact words of the message the claim rests on, copied character for character;
  start and end: their character offsets in that message (0-based, end exclusive).
- Do not invent anything that is not in the message. Answer with JSON only."""


def _line(n: int, message: Message) -> str:
    who = message.speaker or "unknown speaker"
    return f"[{n}] {who} at {iso(message.observed_at)}:\n{message.text}"


def chat_messages(messages: Sequence[Message]) -> list[dict[str, str]]:
    """The `messages` of a request for the claims of `messages` (numbered from 1)."""
    parts: list[str] = []
    before = messages[0].previous if messages else None
    if before is not None:
        who = before.speaker or "unknown speaker"
        parts.append(f"Context (said before, extract nothing from it):\n{who}: {before.text}")
    parts.extend(_line(n, m) for n, m in enumerate(messages, start=1))
    return [
        {"role": "system", "content": SYSTEM_PROMPT},
        {"role": "user", "content": "\n\n".join(parts)},
    ]
