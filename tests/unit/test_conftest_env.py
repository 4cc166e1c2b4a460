"""The test session's export of a container's Neo4j address (tests/conftest.py)."""

from __future__ import annotations

import os

import pytest

from chronofact.config import Settings, get_settings
from tests.conftest import _exported, neo4j_env


def test_container_address_is_exported_for_cli_and_subprocesses(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("NEO4J_URI", raising=False)
    monkeypatch.setenv("NEO4J_PASSWORD", "before")
    env = neo4j_env("bolt://10.0.0.5:32768", "neo4j", "secret", "http://10.0.0.5:32769")
    assert env == {
        "NEO4J_URI": "bolt://10.0.0.5:32768",
        "NEO4J_USER": "neo4j",
        "NEO4J_PASSWORD": "secret",
        "NEO4J_HTTP_URL": "http://10.0.0.5:32769",
    }
    get_settings()  # a cached value from before must not survive the export
    with _exported(env):
        settings = get_settings()
        assert settings.bolt_uri == "bolt://10.0.0.5:32768"
        assert settings.neo4j_password == "secret" and not settings.uses_local_neo4j
        assert Settings().bolt_uri == "bolt://10.0.0.5:32768"
    assert "NEO4J_URI" not in os.environ and os.environ["NEO4J_PASSWORD"] == "before"
    assert get_settings().uses_local_neo4j
    assert "NEO4J_HTTP_URL" not in neo4j_env("bolt://h:1", "u", "p", None)
    # the cached settings saw this test's password: drop them with the environment it set
    monkeypatch.undo()
    get_settings.cache_clear()
