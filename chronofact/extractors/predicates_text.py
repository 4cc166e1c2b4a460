"""Normalisation of relation phrases into snake_case predicates.

``normalise_predicate`` is a pure, deterministic function of the phrase, so
two statements that use the same relation phrase always get the same
predicate (the key the knowledge graph uses to detect updates).

Steps:

1. lower-case, fix a few known typos ("univeristy", "origianl"), keep only
   letters/digits/apostrophes;
2. drop leading auxiliaries/modals ("is", "was", "has been", "am", "'s",
   "currently", ...) and all articles (a/an/the);
3. when the phrase ends with a category ("... the sport of", "... in the
   city of") the trailing "of" is dropped: "is associated with the sport of"
   -> ``associated_with_sport``;
4. the leading verb is put in a canonical form ("work"/"worked"/"working" ->
   "works", "studied" -> "studies", ...);
5. the joined snake_case string is mapped through :data:`PREDICATE_ALIASES`
   so that synonymous phrasings share a predicate ("works for", "employed
   by" -> ``works_at``; "associated with the sport of" -> ``sport``).
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = [
    "PREDICATE_ALIASES",
    "display_phrase",
    "negated_phrase",
    "normalise_predicate",
]

_TYPOS = {
    "univeristy": "university",
    "origianl": "original",
}

_LEADING_DROP = frozenset(
    {
        "is",
        "was",
        "are",
        "were",
        "am",
        "be",
        "been",
        "being",
        "has",
        "have",
        "had",
        "will",
        "would",
        "shall",
        "should",
        "can",
        "could",
        "may",
        "might",
        "'s",
        "s",
        "'m",
        "m",
        "'re",
        "re",
        "currently",
        "now",
        "still",
        "also",
        "already",
        "just",
        "really",
        "actually",
        "do",
        "does",
        "did",
    }
)
_ARTICLES = frozenset({"a", "an", "the"})
_COPULAS = frozenset({"is", "was", "are", "were", "am", "be", "been", "being"})

_VERB_CANON: dict[str, str] = {
    "work": "works",
    "worked": "works",
    "working": "works",
    "live": "lives",
    "lived": "lives",
    "living": "lives",
    "study": "studies",
    "studied": "studies",
    "studying": "studies",
    "speak": "speaks",
    "spoke": "speaks",
    "speaking": "speaks",
    "play": "plays",
    "played": "plays",
    "playing": "plays",
    "like": "likes",
    "liked": "likes",
    "love": "loves",
    "loved": "loves",
    "enjoy": "enjoys",
    "enjoyed": "enjoys",
    "hate": "hates",
    "hated": "hates",
    "own": "owns",
    "owned": "owns",
    "teach": "teaches",
    "taught": "teaches",
    "teaching": "teaches",
    "move": "moved",
    "moving": "moved",
    "moves": "moved",
    "belong": "belongs",
    "belonged": "belongs",
}

#: phrase (after steps 1-4) -> canonical predicate
PREDICATE_ALIASES: dict[str, str] = {
    # employment
    "works_for": "works_at",
    "employed_by": "works_at",
    "employed_at": "works_at",
    "works_in_field": "field_of_work",
    "worked_in_city": "work_location",
    "works_in_city": "work_location",
    # residence
    "lives_at": "lives_in",
    "based_in": "lives_in",
    "resides_in": "lives_in",
    "moved_to": "lives_in",
    "lives_in_city": "lives_in",
    "lives_in_country": "lives_in",
    # birth / death
    "born_in_city": "born_in",
    "born_in_country": "born_in",
    "died_in_city": "died_in",
    # education
    "studies_in": "studies_at",
    "student_at": "studies_at",
    "educated_at": "educated_at",
    "university_where_educated": "educated_at",
    # family
    "married_with": "married_to",
    "wife": "spouse",
    "husband": "spouse",
    # templated categories
    "associated_with_sport": "sport",
    "affiliated_with_religion": "religion",
    "speaks_language": "speaks",
    "plays_position": "position",
    "created_in_country": "country_of_origin",
    "founded_in_city": "founded_in",
    "located_in_continent": "continent",
    "located_in_country": "country",
    "written_in_language": "language",
    "headquarters_located_in_city": "headquarters_location",
    "chief_executive_officer": "ceo",
    "type_of_music_plays": "genre",
    "original_broadcaster": "original_broadcaster",
    # preferences
    "loves": "likes",
    "enjoys": "likes",
    "into": "likes",
    "fond_of": "likes",
    "hates": "dislikes",
    "dislike": "dislikes",
    # membership
    "member": "member_of",
    "part_of": "member_of",
    "belongs_to": "member_of",
    "national_of": "citizen_of",
}

#: predicate -> third-person display phrase used in statements
_DISPLAY: dict[str, str] = {
    "works_at": "works at",
    "lives_in": "lives in",
    "married_to": "is married to",
    "born_in": "was born in",
    "died_in": "died in",
    "studies_at": "studies at",
    "educated_at": "was educated at",
    "citizen_of": "is a citizen of",
    "speaks": "speaks",
    "plays": "plays",
    "likes": "likes",
    "dislikes": "dislikes",
    "member_of": "is a member of",
    "occupation": "is a",
    "comes_from": "comes from",
    "engaged_to": "is engaged to",
    "graduated_from": "graduated from",
    "is_a": "is",
    "has_pet": "has a pet",
    "has_child": "has",
    "has": "has",
    "age": "is aged",
    "sport": "is associated with the sport of",
    "religion": "is affiliated with the religion of",
    "position": "plays the position of",
    "field_of_work": "works in the field of",
    "work_location": "worked in the city of",
    "country_of_origin": "was created in the country of",
    "founded_in": "was founded in",
    "continent": "is located in the continent of",
    "language": "was written in the language of",
    "teaches": "teaches",
    "owns": "owns",
    "drives": "drives",
}


@lru_cache(maxsize=4096)
def normalise_predicate(phrase: str) -> str:
    """Turn a relation phrase into a canonical snake_case predicate.

    >>> normalise_predicate("is associated with the sport of")
    'sport'
    >>> normalise_predicate("Worked for")
    'works_at'
    >>> normalise_predicate("is a citizen of")
    'citizen_of'
    """
    text = phrase.lower().replace("\u2019", "'")
    for wrong, right in _TYPOS.items():
        text = text.replace(wrong, right)
    tokens = re.findall(r"[a-z0-9]+(?:'[a-z]+)?|'[a-z]+", text)
    while tokens and tokens[0] in _LEADING_DROP:
        tokens.pop(0)
    had_category = len(tokens) >= 3 and tokens[-1] == "of" and tokens[-3] == "the"
    tokens = [t for t in tokens if t not in _ARTICLES and t not in _COPULAS]
    if had_category:
        tokens.pop()  # "... the sport of" -> "... sport"
    if not tokens:
        return "related_to"
    tokens[0] = _VERB_CANON.get(tokens[0], tokens[0])
    key = "_".join(t.replace("'", "") for t in tokens)
    return PREDICATE_ALIASES.get(key, key)


def display_phrase(predicate: str, fallback: str | None = None) -> str:
    """Third-person phrase for a predicate ("works_at" -> "works at")."""
    if predicate in _DISPLAY:
        return _DISPLAY[predicate]
    if fallback:
        return re.sub(r"\s+", " ", fallback.strip())
    return predicate.replace("_", " ")


_PAST_BASE = {
    "died": "die",
    "lived": "live",
    "moved": "move",
    "liked": "like",
    "loved": "love",
    "spoke": "speak",
    "taught": "teach",
    "studied": "study",
}
_BASE_FORMS = {
    "has": "have",
    "does": "do",
    "studies": "study",
    "teaches": "teach",
    "goes": "go",
    "watches": "watch",
}


def negated_phrase(phrase: str) -> str:
    """Negate a third-person phrase: "works at" -> "does not work at"."""
    words = phrase.split()
    if not words:
        return "not"
    head = words[0].lower()
    if (
        head in ("is", "was", "are", "were", "has", "had")
        and len(words) > 1
        and (head not in ("has", "had") or words[1] in ("been",))
    ):
        return " ".join([words[0], "not", *words[1:]])
    if head in ("is", "was", "are", "were"):
        return " ".join([words[0], "not", *words[1:]])
    if head in _BASE_FORMS:
        base = _BASE_FORMS[head]
    elif head in _PAST_BASE or head.endswith("ed"):
        base = _PAST_BASE.get(head, head[:-2])
        return " ".join(["did not", base, *words[1:]])
    elif head.endswith("s") and not head.endswith("ss"):
        base = head[:-1]
    else:
        base = head
    return " ".join(["does not", base, *words[1:]])
