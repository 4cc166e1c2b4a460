"""Finding 6: point, timeline and history answers are bounded (`limit`, default 1000, at most
10,000) and say when they were cut (`truncated`, `next_offset` to page on)."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from chronofact.graph.errors import InvalidInput
from chronofact.graph.paging import DEFAULT_LIMIT, MAX_LIMIT, Page

PREDICATES = ["p_one", "p_two", "p_three", "p_four", "p_five"]


def _batch(api: TestClient, operations: list[dict[str, Any]]) -> Any:
    answer = api.post("/v1/facts/batch", json={"operations": operations})
    assert answer.status_code == 201, answer.text
    return answer.json()


def _five_facts(api: TestClient) -> None:
    _batch(
        api,
        [
            {
                "op": "assert",
                "subject": "Alice",
                "predicate": p,
                "value": f"v{i}",
                "valid_from": f"202{i}-01-01T00:00:00Z",
            }
            for i, p in enumerate(PREDICATES)
        ],
    )


def _pages(api: TestClient, path: str, key: str, **params: Any) -> list[list[str]]:
    pages: list[list[str]] = []
    offset: int | None = 0
    while offset is not None:
        answer = api.get(path, params={**params, "limit": 2, "offset": offset})
        assert answer.status_code == 200, answer.text
        body = answer.json()
        pages.append([f["id"] for f in body[key]])
        assert body["truncated"] is (body["next_offset"] is not None)
        offset = body["next_offset"]
    return pages


def test_point_query_pages(api: TestClient) -> None:
    _five_facts(api)
    whole = api.get("/v1/facts", params={"subject": "Alice"}).json()
    assert len(whole["facts"]) == 5 and whole["truncated"] is False
    assert whole["next_offset"] is None
    pages = _pages(api, "/v1/facts", "facts", subject="Alice")
    assert [len(p) for p in pages] == [2, 2, 1]  # same order as one page, no repeats
    assert [i for p in pages for i in p] == [f["id"] for f in whole["facts"]]


def test_timeline_pages(api: TestClient) -> None:
    _five_facts(api)
    whole = api.get("/v1/entities/Alice/timeline").json()
    assert len(whole["facts"]) == 5 and whole["truncated"] is False
    pages = _pages(api, "/v1/entities/Alice/timeline", "facts")
    assert [i for p in pages for i in p] == [f["id"] for f in whole["facts"]]


def test_history_is_bounded(api: TestClient) -> None:
    first = None
    for year, city in enumerate(["Paris", "Berlin", "Rome", "Oslo"]):
        body = _batch(
            api,
            [
                {
                    "op": "assert",
                    "subject": "Bob",
                    "predicate": "lives_in",
                    "object": city,
                    "valid_from": f"201{year}-01-01T00:00:00Z",
                }
            ],
        )
        first = first or body["facts"][0]["id"]
    whole = api.get(f"/v1/facts/{first}/history").json()
    assert whole["truncated"] is False and len(whole["key_history"]) >= 4
    cut = api.get(f"/v1/facts/{first}/history", params={"limit": 2}).json()
    assert cut["truncated"] is True and cut["next_offset"] == 2
    assert [v["id"] for v in cut["key_history"]] == [v["id"] for v in whole["key_history"][:2]]
    assert len(cut["lineage"]["descendants"]) <= 2
    rest = api.get(f"/v1/facts/{first}/history", params={"limit": 2, "offset": 2}).json()
    assert [v["id"] for v in rest["key_history"]] == [v["id"] for v in whole["key_history"][2:4]]


@pytest.mark.parametrize(
    ("path", "params"),
    [
        ("/v1/facts", {"subject": "Alice", "limit": 0}),
        ("/v1/facts", {"subject": "Alice", "limit": MAX_LIMIT + 1}),
        ("/v1/facts", {"subject": "Alice", "offset": -1}),
        ("/v1/entities/Alice/timeline", {"limit": MAX_LIMIT + 1}),
        ("/v1/facts/f_x/history", {"limit": 0}),
    ],
)
def test_limits_out_of_range_are_422(api: TestClient, path: str, params: dict[str, Any]) -> None:
    answer = api.get(path, params=params)
    assert answer.status_code == 422, answer.text
    assert answer.json()["error"]["code"] == "invalid_request"


def test_page_defaults_and_checks() -> None:
    assert Page().limit == DEFAULT_LIMIT <= MAX_LIMIT
    assert Page(3).cut([1, 2, 3]).truncated is False
    cut = Page(3, 6).cut([1, 2, 3, 4])
    assert cut.items == [1, 2, 3] and cut.truncated and cut.next_offset == 9
    with pytest.raises(InvalidInput):
        Page(MAX_LIMIT + 1)
    with pytest.raises(InvalidInput):
        Page(10, -1)
