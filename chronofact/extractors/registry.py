"""Extractors by name: what `CHRONOFACT_EXTRACTOR` and a request's `extractor` field choose.

- `rules`: `RuleExtractor`, sentence rules over one message at a time;
- `conversation`: `chronofact.extractors.conversation.ConversationExtractor`, the LLM-free
  reader of conversation (imported lazily; an error naming the known extractors when absent);
- `llm`: `chronofact.extractors.llm.LLMExtractor` over an OpenAI-compatible endpoint
  (`CHRONOFACT_LLM_*`), falling back to the default non-LLM extractor when a request fails.

Tests (and embedders of the library) may add their own with `register_extractor`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from chronofact.config import DEFAULT_EXTRACTOR, Settings, get_settings
from chronofact.extractors.base import Extractor
from chronofact.extractors.rules import RuleExtractor
from chronofact.graph.errors import InvalidInput

__all__ = [
    "BUILTIN_EXTRACTORS",
    "default_extractor",
    "fallback_extractor",
    "get_extractor",
    "known_extractors",
    "register_extractor",
    "unregister_extractor",
]

Factory = Callable[[Settings], Extractor]

BUILTIN_EXTRACTORS = ("rules", "conversation", "llm")
_registered: dict[str, Factory] = {}


def register_extractor(name: str, factory: Factory) -> None:
    """Make `name` an extractor (`factory(settings)` builds it); replaces a registered one."""
    _registered[name] = factory


def unregister_extractor(name: str) -> None:
    _registered.pop(name, None)


def known_extractors() -> list[str]:
    """Every name `get_extractor` may accept."""
    return [*BUILTIN_EXTRACTORS, *sorted(n for n in _registered if n not in BUILTIN_EXTRACTORS)]


def _unknown(name: str, why: str) -> InvalidInput:
    known = ", ".join(known_extractors())
    return InvalidInput(
        "unknown_extractor",
        f"extractor {name!r} {why}; known extractors: {known}",
        details={"extractor": name, "known": known_extractors()},
    )


def _conversation(settings: Settings | None = None) -> Extractor:
    try:
        module = importlib.import_module("chronofact.extractors.conversation")
        cls = module.ConversationExtractor
    except (ImportError, AttributeError) as exc:
        raise _unknown("conversation", f"is not available in this installation ({exc})") from exc
    from chronofact.extractors.embeddings import embed, embed_one
    from chronofact.extractors.learned import learned_reader

    settings = settings or get_settings()
    reader = learned_reader(settings.reader_weights) if settings.learned_reader else None
    extractor: Extractor = cls(embedder=embed, single=embed_one, reader=reader)
    return extractor


def fallback_extractor(settings: Settings) -> Extractor:
    """The non-LLM extractor the `llm` one falls back to: the configured one when it is not
    `llm`, else `conversation` when installed, else `rules`."""
    name = settings.extractor.strip().lower()
    if name not in ("llm", ""):
        return get_extractor(name, settings)
    try:
        return _conversation(settings)
    except InvalidInput:
        return RuleExtractor()


def _llm(settings: Settings) -> Extractor:
    from chronofact.extractors.llm import LLMExtractor

    return LLMExtractor.from_settings(settings, fallback=fallback_extractor(settings))


def get_extractor(name: str, settings: Settings | None = None) -> Extractor:
    """The extractor called `name` (case-insensitive); an `unknown_extractor` InvalidInput
    naming the known ones otherwise."""
    settings = settings or get_settings()
    key = name.strip().lower()
    if key in _registered:
        return _registered[key](settings)
    if key == "rules":
        return RuleExtractor()
    if key == "conversation":
        return _conversation(settings)
    if key == "llm":
        return _llm(settings)
    raise _unknown(name, "is not known")


def default_extractor(settings: Settings | None = None) -> Extractor:
    """The configured extractor (`CHRONOFACT_EXTRACTOR`, default `DEFAULT_EXTRACTOR`)."""
    settings = settings or get_settings()
    return get_extractor(settings.extractor or DEFAULT_EXTRACTOR, settings)
