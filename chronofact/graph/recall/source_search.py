"""What recall searches a message (a `:Source`) by, computed when it is stored.

- `search_text` (fulltext index `source_text`, English analyzer): the message with the message
  before it in its conversation, one `<speaker>: <text>` line each, so that an answer is found
  by the question it answers ("What did you paint?" / "A sunset over the lake").
- `embedding` (vector index `source_embedding`): MiniLM of `<speaker>: <text>`.
"""

from __future__ import annotations


def speaker_line(text: str, speaker: str | None) -> str:
    return f"{speaker}: {text}" if speaker else text


def source_search_text(
    text: str,
    speaker: str | None = None,
    previous_text: str | None = None,
    previous_speaker: str | None = None,
) -> str:
    """`search_text` of a source: the message with the message before it in its conversation
    (one `<speaker>: <text>` line each), so an answer is found by the question it answers."""
    line = speaker_line(text, speaker)
    if previous_text:
        return speaker_line(previous_text, previous_speaker) + "\n" + line
    return line
