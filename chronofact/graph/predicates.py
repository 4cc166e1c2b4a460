"""The predicate registry: which predicates hold one value at a time and which hold many.

A single-valued ("functional") predicate keys a fact by `(tenant, namespace, subject,
predicate)`: a new value replaces the old one over the period it covers. A multi-valued
predicate keys it by `(..., object)` too, so several objects hold side by side. Unknown
predicates are single-valued. A tenant can declare its own (`:Predicate` nodes).
"""

from __future__ import annotations

import functools
import re
from enum import StrEnum

_NON_WORD = re.compile(r"[^0-9a-z]+")


class Cardinality(StrEnum):
    SINGLE = "single"
    MULTI = "multi"


BUILTIN_MULTI_VALUED: frozenset[str] = frozenset(
    {
        "likes",
        "loves",
        "enjoys",
        "dislikes",
        "interested_in",
        "hobby",
        "has_child",
        "has_parent",
        "has_sibling",
        "sibling_of",
        "child_of",
        "parent_of",
        "friend_of",
        "knows",
        "colleague_of",
        "member_of",
        "has_pet",
        "speaks",
        "plays",
        "owns",
        "visited",
        "attended",
        "has_skill",
        "skill",
        "alias",
        "email",
        "phone",
        "tag",
        "read",
        "watched",
        "goal",
        "allergic_to",
        # conversational vocabulary (chronofact.extractors.conversation): relations to people
        # of whom one has several, and things one has several of
        "sister",
        "brother",
        "cousin",
        "aunt",
        "uncle",
        "niece",
        "nephew",
        "son",
        "daughter",
        "kid",
        "child",
        "twin",
        "friend",
        "colleague",
        "neighbour",
        "neighbor",
        "sibling",
        "stepbrother",
        "stepsister",
        "brother_in_law",
        "sister_in_law",
        "son_in_law",
        "daughter_in_law",
        "learning",
    }
)
"""Built-in predicates with many simultaneous values; everything else is single-valued."""

BUILTIN_SINGLE_VALUED: frozenset[str] = frozenset(
    {
        "works_at",
        "employer",
        "job_title",
        "occupation",
        "lives_in",
        "work_location",
        "located_in",
        "married_to",
        "spouse",
        "born_in",
        "birth_date",
        "age",
        "citizen_of",
        "studies_at",
        "status",
        "role",
        "head_of_state",
        "capital",
        "ceo",
        # conversational vocabulary (chronofact.extractors.conversation): one value at a time
        "partner",
        "engaged_to",
        "relationship_status",
        "manager",
        "diet",
        "drinks",
        "vehicle",
        "uses_phone",
        "uses_laptop",
        "supports_team",
        "learning_language",
        "learning_instrument",
        "project",
        "gym",
        "doctor",
        "dentist",
        "bank",
        "deadline",
        "launch_date",
    }
)


@functools.lru_cache(maxsize=1024)  # pure; a batch asks for the same few names thousands of times
def normalise_predicate(name: str) -> str:
    """`Works At` / `works-at` / `worksAt` -> `works_at` (lower snake case, ASCII words)."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name.strip())
    return _NON_WORD.sub("_", spaced.lower()).strip("_")


def builtin_cardinality(predicate: str) -> Cardinality:
    if predicate in BUILTIN_MULTI_VALUED:
        return Cardinality.MULTI
    return Cardinality.SINGLE
