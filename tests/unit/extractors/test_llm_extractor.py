"""The LLM extractor against a fake OpenAI-compatible server replaying recorded answers
(tests/fake_llm.py, fixtures in llm_responses/): validation, drops, malformed JSON, retries,
timeouts, and the fall back to a non-LLM extractor with one warning per failure run."""

from __future__ import annotations

import logging
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime

import pytest

from chronofact.config import Settings
from chronofact.extractors.base import Extractor, Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.llm import ChatClient, ChatConfig, LLMExtractor
from chronofact.extractors.registry import get_extractor
from chronofact.graph.errors import InvalidInput
from tests.fake_llm import FakeLLM, fake_llm_server

AT = datetime(2025, 3, 31, 9, 0, tzinfo=UTC)
M1 = Message("Big news: I left Feedzai and joined Google two weeks ago.", "Maya", AT)
M2 = Message("My sister Ana is a doctor in Porto.", "Maya", AT, previous=M1)


class Fallback:
    """A non-LLM extractor that says which messages it was handed."""

    name = "fallback"

    def __init__(self) -> None:
        self.seen: list[str] = []

    def extract(self, message: Message) -> list[Claim]:
        self.seen.append(message.text)
        return []

    def extract_many(self, messages: Sequence[Message]) -> list[list[Claim]]:
        return [self.extract(m) for m in messages]


@pytest.fixture
def fake() -> Iterator[FakeLLM]:
    with fake_llm_server() as server:
        yield server


def _llm(fake: FakeLLM, fallback: Extractor, **config: float) -> LLMExtractor:
    chat = ChatConfig(
        base_url=fake.url,
        model="fake-model",
        api_key="sk-test-key",
        timeout=config.get("timeout", 5.0),
        max_retries=int(config.get("max_retries", 2)),
        backoff=0.01,
    )
    return LLMExtractor(ChatClient(chat), fallback, batch_size=int(config.get("batch", 8)))


def _shown(claims: list[Claim]) -> list[tuple[str, str, str | None, str]]:
    return [(c.subject, c.predicate, c.object or c.value, c.action) for c in claims]


def test_a_batch_is_one_request_and_claims_map_to_their_messages(fake: FakeLLM) -> None:
    fake.play("good_batch")
    llm = _llm(fake, Fallback())
    assert isinstance(llm, Extractor)
    first, second = llm.extract_many([M1, M2])
    assert _shown(first) == [
        ("Maya", "works_at", "Feedzai", "end"),
        ("Maya", "works_at", "Google", "assert"),
    ]
    assert _shown(second) == [
        ("Ana", "sibling_of", "Maya", "assert"),
        ("Ana", "job_title", "doctor", "assert"),
    ]
    joined = first[1]
    assert M1.text[joined.span[0] : joined.span[1]] == "joined Google two weeks ago"
    assert joined.valid_from == datetime(2025, 3, 17, tzinfo=UTC)
    assert llm.dropped == 0
    (request,) = fake.requests
    assert request["_path"] == "/v1/chat/completions"
    assert request["model"] == "fake-model"
    assert request["_authorization"] == "Bearer sk-test-key"
    assert request["response_format"]["type"] == "json_schema"
    assert "claims" in request["response_format"]["json_schema"]["schema"]["properties"]
    prompt = request["messages"][1]["content"]
    assert "[1] Maya" in prompt and "[2] Maya" in prompt and M2.text in prompt


def test_batches_are_split_by_batch_size(fake: FakeLLM) -> None:
    fake.play("good_batch", "good_batch")
    llm = _llm(fake, Fallback(), batch=1)
    llm.extract_many([M1, M2])
    assert len(fake.requests) == 2
    assert "[2]" not in fake.requests[0]["messages"][1]["content"]


def test_hallucinated_and_miscounted_spans_are_dropped(fake: FakeLLM) -> None:
    fake.play("hallucinated_span")
    first, second = _llm(fake, Fallback()).extract_many([M1, M2])
    assert _shown(first) == [("Maya", "works_at", "Feedzai", "end")]
    assert second == []


def test_subject_or_object_words_not_in_the_text_are_dropped(fake: FakeLLM) -> None:
    fake.play("words_not_in_text")
    llm = _llm(fake, Fallback())
    first, second = llm.extract_many([M1, M2])
    assert _shown(first) == [("Maya", "works_at", "Feedzai", "end")]  # not "Amazon"
    assert second == []  # "Jordan" is nowhere
    assert llm.dropped == 2


def test_malformed_json_falls_back_with_a_warning(
    fake: FakeLLM, caplog: pytest.LogCaptureFixture
) -> None:
    fake.play("malformed_json")
    fallback = Fallback()
    llm = _llm(fake, fallback)
    with caplog.at_level(logging.WARNING, logger="chronofact.extractors.llm"):
        read = llm.extract_attributed([M1, M2])
    assert read == [("fallback", []), ("fallback", [])]
    assert fallback.seen == [M1.text, M2.text]
    (warning,) = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert "not the JSON asked for" in warning.getMessage()
    assert "sk-test-key" not in caplog.text


@pytest.mark.parametrize("script", ["server_error_then_success", "rate_limited_then_success"])
def test_a_5xx_or_429_is_retried(fake: FakeLLM, script: str) -> None:
    fake.play(script)
    fallback = Fallback()
    first, _ = _llm(fake, fallback).extract_many([M1, M2])
    assert len(fake.requests) == 2
    assert _shown(first)[0] == ("Maya", "works_at", "Feedzai", "end")
    assert fallback.seen == []


def test_retries_are_bounded_then_it_falls_back(
    fake: FakeLLM, caplog: pytest.LogCaptureFixture
) -> None:
    fake.play("server_down")
    fallback = Fallback()
    with caplog.at_level(logging.WARNING, logger="chronofact.extractors.llm"):
        read = _llm(fake, fallback, max_retries=1).extract_attributed([M1])
    assert len(fake.requests) == 2  # one try + one retry
    assert read == [("fallback", [])]
    assert "HTTP 503" in caplog.text


def test_a_timeout_is_retried_then_falls_back(fake: FakeLLM) -> None:
    fake.play("timeout")
    fallback = Fallback()
    started = datetime.now(UTC)
    read = _llm(fake, fallback, timeout=0.3, max_retries=1).extract_attributed([M1])
    assert (datetime.now(UTC) - started).total_seconds() < 1.4  # it did not wait the server out
    assert len(fake.requests) == 2
    assert read == [("fallback", [])]


def test_one_warning_per_failure_run_and_success_ends_the_run(
    fake: FakeLLM, caplog: pytest.LogCaptureFixture
) -> None:
    fake.play("malformed_json", "malformed_json", "good_batch", "malformed_json")
    llm = _llm(fake, Fallback(), batch=1)
    with caplog.at_level(logging.WARNING, logger="chronofact.extractors.llm"):
        llm.extract_many([M1, M2])  # two failures: one warning
        assert len([r for r in caplog.records if r.levelno == logging.WARNING]) == 1
        llm.extract_many([M1, M2])  # a success, then a new failure run: a second warning
    assert len([r for r in caplog.records if r.levelno == logging.WARNING]) == 2


def test_the_registry_builds_it_from_settings_or_says_what_is_missing(fake: FakeLLM) -> None:
    with pytest.raises(InvalidInput) as missing:
        get_extractor("llm", Settings(CHRONOFACT_LLM_BASE_URL=None, CHRONOFACT_LLM_MODEL=None))
    assert missing.value.code == "llm_not_configured"
    settings = Settings(
        CHRONOFACT_LLM_BASE_URL=fake.url,
        CHRONOFACT_LLM_MODEL="fake-model",
        CHRONOFACT_LLM_API_KEY="sk-secret",
        CHRONOFACT_LLM_BATCH_SIZE=3,
        CHRONOFACT_EXTRACTOR="rules",
    )
    llm = get_extractor("LLM", settings)
    assert isinstance(llm, LLMExtractor)
    assert llm.batch_size == 3 and llm.fallback.name == "rules"
    assert "sk-secret" not in repr(settings)
