"""Small hardening findings (issue 11, finding 9): bounded metric labels, a readiness answer
that does not leak addresses or driver messages, and API keys that must name their tenant."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient

from chronofact.api.rest.app import create_app
from chronofact.config import Settings
from tests.conftest import Neo4jUnderTest


def test_metrics_label_unknown_methods_as_other(api: TestClient) -> None:
    for method in ("PROPFIND", "X-EVIL-1", "X-EVIL-2"):
        api.request(method, "/healthz")
    text = api.get("/metrics").text
    methods = set(re.findall(r'chronofact_http_requests_total\{method="([^"]+)"', text))
    assert "OTHER" in methods
    assert methods <= {"GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "OTHER"}


def test_ready_answer_names_no_address(api: TestClient) -> None:
    ready = api.get("/readyz")
    assert ready.status_code == 200
    assert "bolt" not in ready.text and "7687" not in ready.text


def test_not_ready_answer_names_no_address(neo4j_server: Neo4jUnderTest) -> None:
    settings = neo4j_server.settings.model_copy(
        update={"neo4j_uri": "bolt://127.0.0.1:1", "api_keys": "key-long-1:t"}
    )
    with TestClient(create_app(settings), raise_server_exceptions=False) as client:
        client.headers["Authorization"] = "Bearer key-long-1"
        answer = client.get("/readyz")
    assert answer.status_code == 503 and answer.json()["error"]["code"] == "not_ready"
    assert "127.0.0.1" not in answer.text and "bolt" not in answer.text


@pytest.mark.parametrize(
    "keys",
    [
        "key-long-1,key-long-2",  # no tenants: both used to become tenant `default`
        ":tenant-a",  # an empty key
        "short:tenant-a",  # a guessable key
        "key-long-1:a,key-long-1:b",  # one key, two tenants
    ],
)
def test_malformed_api_keys_are_refused(keys: str) -> None:
    with pytest.raises(ValueError, match="CHRONOFACT_API_KEYS"):
        Settings(CHRONOFACT_API_KEYS=keys).tenant_for_key()


def test_well_formed_api_keys_map_to_their_tenants() -> None:
    settings = Settings(CHRONOFACT_API_KEYS=" key-long-1:acme , key-long-2:globex ,")
    assert settings.tenant_for_key() == {"key-long-1": "acme", "key-long-2": "globex"}
