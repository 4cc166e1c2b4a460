"""The optional LLM extractor (`CHRONOFACT_EXTRACTOR=llm`, or `extractor: "llm"` on a request)
over any OpenAI-compatible chat-completions endpoint. Its quality depends on the model; every
claim is checked against the text before it is kept (docs/extractors.md)."""

from chronofact.extractors.llm.answer import LLMAnswer, LLMClaim, response_format
from chronofact.extractors.llm.client import ChatClient, ChatConfig, LLMUnavailable
from chronofact.extractors.llm.extractor import LLMExtractor

__all__ = [
    "ChatClient",
    "ChatConfig",
    "LLMAnswer",
    "LLMClaim",
    "LLMExtractor",
    "LLMUnavailable",
    "response_format",
]
