"""`extract_many` runs the learned reader's MiniLM pass in a thread of its own while the rules
read the batch (the pass releases the GIL): the reader is asked once per batch, about the same
messages, and the claims are those of the same readings merged in order (fifteenth session,
ingest throughput). Conversations written for these tests."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed, embed_one
from chronofact.extractors.learned import LearnedReader, Reading, learned_reader, worth_reading

AT = datetime(2025, 3, 4, 18, tzinfo=UTC)

CHATS = [
    [
        ("Ines", "I left Deloitte last month, I'm at Stripe now."),
        ("Tomas", "no way! congrats"),
        ("Ines", "and we finally moved to Porto, the Lisbon rent was insane"),
        ("Tomas", "how's the new flat?"),
        ("Ines", "tiny but ok. I switched to almond milk too lol"),
    ],
    [
        ("Kofi", "my sister Ama is a nurse now"),
        ("Dee", "omg amazing"),
        ("Kofi", "yeah she works at St Mary's, night shifts"),
        ("Dee", "I traded in the corolla, got a used Mazda 3 last week"),
        ("Kofi", "nice, still on the iPhone 12 here"),
        ("Dee", "ok"),
        ("Kofi", "Priya replaced Duncan as my manager btw"),
    ],
    [
        ("Ravi", "Still single haha"),
        ("Mei", "I'm learning Dutch on Duolingo, 40 day streak"),
        ("Ravi", "I quit the gym, too expensive. I run in the park instead"),
        ("Mei", "fair. my dentist is Dr. Okafor now, the old one retired"),
    ],
]


def _messages(chat: Sequence[tuple[str, str]]) -> list[Message]:
    out: list[Message] = []
    for i, (speaker, text) in enumerate(chat):
        out.append(Message(text, speaker, AT + timedelta(minutes=i), out[-1] if out else None))
    return out


class _Recording:
    """The real reader, recording what it is asked and in which thread."""

    def __init__(self, reader: LearnedReader) -> None:
        self.reader = reader
        self.asked: list[tuple[list[str], list[str | None]]] = []
        self.threads: list[str] = []

    def read(
        self, texts: Sequence[str], speakers: Sequence[str | None] | None = None
    ) -> list[Reading | None]:
        self.asked.append((list(texts), list(speakers or [])))
        self.threads.append(threading.current_thread().name)
        return self.reader.read(texts, speakers)


def _reader() -> LearnedReader:
    reader = learned_reader()
    assert reader is not None
    return reader


def _sequential(extractor: ConversationExtractor, messages: list[Message]) -> list[list[object]]:
    """What `extract_many` gives with the readings computed first, in this thread."""

    class _Done:
        def __init__(self, value: list[Reading | None]) -> None:
            self.value = value

        def result(self) -> list[Reading | None]:
            return self.value

    done = _Done(extractor._readings(messages))
    return [list(c) for c in extractor._rules_many(messages, done)]  # type: ignore[arg-type]


@pytest.mark.parametrize("chat", CHATS)
def test_the_reader_runs_beside_the_rules_and_the_claims_are_the_same(
    chat: list[tuple[str, str]],
) -> None:
    recording = _Recording(_reader())
    extractor = ConversationExtractor(embed, embed_one, recording)  # type: ignore[arg-type]
    messages = _messages(chat)
    claims = extractor.extract_many(messages)
    worth = [m for m in messages if worth_reading(m)]
    assert recording.asked == [([m.text for m in worth], [m.speaker for m in worth])]
    assert recording.threads[0].startswith("reader")
    assert [list(c) for c in claims] == _sequential(extractor, messages)
    plain = ConversationExtractor(embed, embed_one, _reader())
    assert plain.extract_many(messages) == claims


def test_no_reader_reads_rules_only() -> None:
    messages = _messages(CHATS[0])
    without = ConversationExtractor(embed, embed_one, None)
    assert without._readings(messages) == [None] * len(messages)
    assert without.extract_many(messages) == _sequential(without, messages)


def test_a_failing_reader_fails_the_batch() -> None:
    class _Broken:
        def read(self, texts: Sequence[str], speakers: object = None) -> list[Reading | None]:
            raise RuntimeError("reader down")

    extractor = ConversationExtractor(embed, embed_one, _Broken())  # type: ignore[arg-type]
    with pytest.raises(RuntimeError, match="reader down"):
        extractor.extract_many(_messages(CHATS[1]))
