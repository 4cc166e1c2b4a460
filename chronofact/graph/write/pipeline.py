"""Two writes of one tenant in flight: the next one is prepared while the previous commits.

A tenant's writes commit one at a time (its clock is locked until commit), and much of a
write's time is the server's: the work that needs no lock (reading and checking the input,
redaction, validation, embeddings: `Writer.prepare`) can run meanwhile. `ahead` keeps one item
prepared in a background thread while the caller's thread commits the one before, so the
commits stay in order, one at a time, as if written one after the other.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

Item = TypeVar("Item")
Prepared = TypeVar("Prepared")
Done = TypeVar("Done")


def ahead(
    items: Iterable[Item],
    prepare: Callable[[Item], Prepared],
    commit: Callable[[Prepared], Done],
) -> Iterator[tuple[Item, Done]]:
    """`(item, commit(prepare(item)))` for each item, in order. Taking the next item from
    `items` and preparing it run in one background thread while the previous item commits; an
    error in either is raised here, in order, and nothing after it is committed."""
    source = iter(items)

    def next_prepared() -> tuple[Item, Prepared] | None:
        for item in source:
            return item, prepare(item)
        return None

    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="prepare-ahead") as pool:
        pending = pool.submit(next_prepared)
        while (got := pending.result()) is not None:
            item, prepared = got
            pending = pool.submit(next_prepared)
            yield item, commit(prepared)
