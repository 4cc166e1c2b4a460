"""`GET /guide` and `/guide/style.grass`: what Neo4j Browser fetches for `:play` and `:style`."""

from __future__ import annotations

import html
from pathlib import Path

from fastapi.testclient import TestClient

from chronofact.api.guide import play_command
from chronofact.api.guide.slides import SLIDES, guide_query_names
from chronofact.graph.entities import entity_id
from chronofact.graph.neo4j import query

ROOT = Path(__file__).resolve().parents[2]
NO_KEY = {"Authorization": "Bearer not-a-key"}  # the guide holds no data: no key needed


def test_guide_serves_every_named_query_verbatim(app_client: TestClient) -> None:
    response = app_client.get("/guide", headers=NO_KEY)
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("text/html")
    assert response.headers["access-control-allow-origin"] == "*"
    page = html.unescape(response.text)
    for name in guide_query_names():
        assert query(name) in page, name
        assert f"chronofact/cypher/{name}.cypher" in page
    assert page.count("<slide ") == len(SLIDES)
    assert page.startswith('<article class="guide">')
    assert ":style http://testserver/guide/style.grass" in page


def test_guide_fills_parameters_from_its_url(app_client: TestClient) -> None:
    page = html.unescape(
        app_client.get(
            "/guide",
            params={
                "tenant": "acme",
                "namespace": "user-42",
                "subject": "Alice",
                "fact": "f_123",
                "valid_at": "2024-06-01T00:00:00+02:00",
            },
            headers=NO_KEY,
        ).text
    )
    assert ":param tenant => 'acme'" in page
    assert ":param namespace => 'user-42'" in page
    assert f":param subject_id => '{entity_id('acme', 'user-42', 'Alice')}'" in page
    assert ":param id => 'f_123'" in page
    assert ":param valid_at => datetime('2024-05-31T22:00:00.000000Z')" in page
    assert ":param known_at => datetime() - duration('P30D')" in page  # default T'


def test_guide_without_subject_says_so(app_client: TestClient) -> None:
    page = html.unescape(app_client.get("/guide", headers=NO_KEY).text)
    assert ":param subject_id => null" in page and "?subject=NAME" in page


def test_guide_refuses_values_that_are_not_plain_tokens(app_client: TestClient) -> None:
    for params in (
        {"tenant": "x' RETURN 1 //"},
        {"namespace": "a b"},
        {"valid_at": "2024-06-01"},  # no offset
        {"fact": "f_1}"},
        {"unknown": "1"},
    ):
        response = app_client.get("/guide", params=params, headers=NO_KEY)
        assert response.status_code == 422, (params, response.text)


def test_subject_text_never_reaches_the_page_as_cypher(app_client: TestClient) -> None:
    page = html.unescape(
        app_client.get("/guide", params={"subject": "x' }) DETACH DELETE f //"}).text
    )
    assert "DETACH DELETE" not in page  # only its hashed entity id is written


def test_style_and_preflight(app_client: TestClient) -> None:
    style = app_client.get("/guide/style.grass", headers=NO_KEY)
    assert style.status_code == 200 and style.headers["access-control-allow-origin"] == "*"
    assert "node.Current {" in style.text and "relationship.UPDATES {" in style.text
    # Browser sends pragma, cache-control and sentry-trace: the preflight allows them
    for path in ("/guide", "/guide/style.grass"):
        preflight = app_client.options(
            path,
            headers={
                "Origin": "http://127.0.0.1:7474",
                "Access-Control-Request-Method": "GET",
                "Access-Control-Request-Headers": "pragma,cache-control,sentry-trace",
            },
        )
        assert preflight.status_code == 204
        assert preflight.headers["access-control-allow-origin"] == "*"
        assert preflight.headers["access-control-allow-headers"] == "*"


def test_other_routes_stay_without_cors(app_client: TestClient) -> None:
    assert "access-control-allow-origin" not in app_client.get("/healthz").headers


def test_grass_captions_have_no_colon() -> None:
    """Browser's GraSS parser splits each property on ':'; a caption with one would break."""
    style = (ROOT / "chronofact" / "api" / "guide" / "chronofact.grass").read_text()
    for line in style.splitlines():
        if line.strip().startswith("caption"):
            assert line.count(":") == 1, line
    # current versions are styled after Fact, so they win for nodes with both labels
    assert style.index("node.Current {") > style.index("node.Fact {")


def test_play_command_names_an_allowed_host() -> None:
    assert play_command("127.0.0.1", 8000) == ":play http://localhost:8000/guide"
    assert play_command("api.example.org", 443) == ":play http://api.example.org:443/guide"
    conf = (ROOT / "tools" / "neo4j" / "neo4j.conf.in").read_text()
    assert "browser.remote_content_hostname_whitelist=guides.neo4j.com,localhost,127.0.0.1" in conf
