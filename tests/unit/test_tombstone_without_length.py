"""A tombstone stored without its word count (seen once in CI: a write then failed with a 500 on
`int(None)` while loading the namespace's tombstones) is still a tombstone: loading it never
fails, and it is looked for at every length."""

from __future__ import annotations

from chronofact.graph.entities import name_key
from chronofact.graph.write.tombstones import Tombstones
from chronofact.graph.write.topic_keys import LEGACY_KEY, LEGACY_KEY_ID


def _entry(topic: str, tokens: object) -> dict[str, object]:
    return {
        "topic_hash": LEGACY_KEY.digest(name_key(topic)),
        "tokens": tokens,
        "topic": topic,
        "key_id": LEGACY_KEY_ID,
    }


def test_a_tombstone_without_its_length_still_matches() -> None:
    for tokens in (None, "", "two", 0):
        stones = Tombstones([_entry("Project Falcon", tokens)])
        assert stones.mentioned_by(["the Project Falcon launch slipped"]) == "Project Falcon"
        assert stones.mentioned_by(["the falcon flew"]) is None


def test_a_tombstone_with_its_length_matches_as_before() -> None:
    stones = Tombstones([_entry("Project Falcon", 2)])
    assert stones.mentioned_by(["Project Falcon is late"]) == "Project Falcon"
    assert stones.mentioned_by(["Project Eagle is late"]) is None
