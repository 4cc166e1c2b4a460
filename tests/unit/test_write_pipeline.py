"""`pipeline.ahead`: commits in order, one at a time, the next item prepared while the previous
one commits, and an error stops everything after it."""

from __future__ import annotations

import threading

import pytest

from chronofact.graph.write.pipeline import ahead


def test_items_commit_in_order_with_their_prepared_form() -> None:
    done = list(ahead(range(5), lambda i: i * 10, lambda p: p + 1))
    assert done == [(i, i * 10 + 1) for i in range(5)]


def test_the_next_item_is_prepared_while_one_commits() -> None:
    second_prepared = threading.Event()

    def prepare(item: int) -> int:
        if item == 2:
            second_prepared.set()
        return item

    def commit(item: int) -> bool:
        # the first commit waits until the second item has been prepared meanwhile
        return second_prepared.wait(timeout=5) if item == 1 else True

    assert [ok for _, ok in ahead([1, 2], prepare, commit)] == [True, True]


def test_a_failed_prepare_stops_the_commits_after_it() -> None:
    committed: list[int] = []

    def prepare(item: int) -> int:
        if item == 3:
            raise ValueError("bad item 3")
        return item

    def commit(item: int) -> int:
        committed.append(item)
        return item

    with pytest.raises(ValueError, match="bad item 3"):
        for _ in ahead(range(1, 6), prepare, commit):
            pass
    assert committed == [1, 2]


def test_a_failed_commit_is_raised_and_nothing_after_it_commits() -> None:
    committed: list[int] = []

    def commit(item: int) -> int:
        if item == 2:
            raise RuntimeError("commit 2 failed")
        committed.append(item)
        return item

    with pytest.raises(RuntimeError, match="commit 2 failed"):
        for _ in ahead(range(1, 6), lambda i: i, commit):
            pass
    assert committed == [1]
