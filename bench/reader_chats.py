"""Labelled group chats as the learned reader's training text in chat's register.

`bench/data/chats_n15.json` (fifteenth session, written blind by a helper who saw no code):
six group chats of 40 messages, each message with the lasting facts a careful reader would
note from it (`facts`: subject, `what` in plain words, value a substring of the text); most
messages have none. For the reader (`bench/train_reader.py`):

- a message with no fact is a message with nothing to take: every token "none", slot "none";
- a message with facts holds the values of those whose `what` names one of our slots
  (`SLOT_OF_WHAT`; "job title" is `occupation`, "husband" `married_to`): each such value is
  tagged "value", the subject "person" where the message names someone other than the
  speaker, and the message goes on the slot of its first such fact. A fact whose `what` is
  none of our slots ("daughter's name", "vet", "previous employer") is dropped, not guessed;
  a message whose facts are all dropped is left out (neither fact nor negative);
- the chats in `HELD_CHATS` are kept out of training: the precision measure
  (`bench/reader_precision.py`) reads them as chat the reader has not seen.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = ["CHATS", "HELD_CHATS", "SLOT_OF_WHAT", "ChatMessage", "chat_messages", "chat_rows"]

CHATS = Path(__file__).with_name("data") / "chats_n15.json"
HELD_CHATS = ("st_kevins_old_crew", "year2_maple_parents")
"""Kept out of training; read by the precision measure."""

SLOT_OF_WHAT: dict[str, str] = {
    "works at": "works_at",
    "job title": "occupation",
    "role": "role",
    "lives in": "lives_in",
    "diet": "diet",
    "laptop": "uses_laptop",
    "phone": "uses_phone",
    "car": "vehicle",
    "supports team": "supports_team",
    "manager": "manager",
    "it ticket status": "ticket_status",
    "sofa order status": "order_status",
    "pet": "has_pet",
    "bank": "bank",
    "dentist": "dentist",
    "doctor": "doctor",
    "physio": "physio",
    "husband": "married_to",
    "wife": "married_to",
    "fiancé": "engaged_to",
    "partner": "partner",
    "school": "studies_at",
    "project defence deadline": "deadline",
    "pricing page deadline": "deadline",
    "team standup time": "standup_time",
    "p&c meeting time": "meeting_time",
    "weekly pitch booking": "meeting_time",
    "leads project": "project",
    "learning language": "learning_language",
}
"""The chats' plain words for a fact (casefolded) to our slots; any other is dropped."""


@dataclass(frozen=True)
class ChatMessage:
    """One chat message as the trainer sees it: what it holds (nothing, when `values` is
    empty) and on which slot."""

    chat: str
    speaker: str
    text: str
    values: tuple[str, ...] = ()
    people: tuple[str, ...] = ()
    slot: str = "none"


def chat_rows(path: Path = CHATS) -> dict[str, list[dict[str, Any]]]:
    """The chats by name, each message a dict (id, speaker, text, at, facts)."""
    data: dict[str, list[dict[str, Any]]] = json.loads(path.read_text())["chats"]
    return data


def _message(chat: str, row: dict[str, Any]) -> ChatMessage | None:
    speaker, text = str(row["speaker"]), str(row["text"])
    facts = row.get("facts") or []
    if not facts:
        return ChatMessage(chat, speaker, text)
    kept = [
        f
        for f in facts
        if str(f["what"]).casefold() in SLOT_OF_WHAT
        and str(f["value"]).casefold() in text.casefold()
    ]
    if not kept:
        return None
    people = [
        str(f["subject"])
        for f in kept
        if f["subject"] != speaker and str(f["subject"]).casefold() in text.casefold()
    ]
    return ChatMessage(
        chat,
        speaker,
        text,
        tuple(dict.fromkeys(str(f["value"]) for f in kept)),
        tuple(dict.fromkeys(people)),
        SLOT_OF_WHAT[str(kept[0]["what"]).casefold()],
    )


def chat_messages(held: Sequence[str] = HELD_CHATS, path: Path = CHATS) -> list[ChatMessage]:
    """The training messages of every chat not in `held`, in order."""
    out: list[ChatMessage] = []
    for chat, rows in chat_rows(path).items():
        if chat in held:
            continue
        out += [m for m in (_message(chat, r) for r in rows) if m is not None]
    return out
