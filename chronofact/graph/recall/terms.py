"""Query understanding, the words: what of a question is searched, as safe Lucene queries.

Trap 2: the partition token is a REQUIRED Lucene term and the question is reduced to escaped
words (`query_terms`, `lucene_escape`), so Lucene syntax in the question (`"`, `:`, `(`, `*`,
`AND`, `~`) can neither fail the query nor widen it. Regular inflections are added
(`term_variants`) for fields indexed without stemming.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_WORD = re.compile(r"\w+", re.UNICODE)
_LUCENE_SPECIAL = re.compile(r'[+\-!(){}\[\]^"~*?:\\/&|]')
_LUCENE_OPERATORS = re.compile(r"\b(AND|OR|NOT|TO)\b")
_STOP_TEXT = """
    a an the of to in on at for and or but nor is are was were be been being am do does did
    doing done what when where who whom whose which how why that this these those it its
    with as by from about into onto has have had having her hers his him he she they them
    their theirs i you we my your yours our ours me us not no so if would could should will
    can may might must shall there here than then also too very just any some all each
    every either neither both ever still yet ok oh
"""
STOP_WORDS = frozenset(_STOP_TEXT.split())
MAX_TERMS = 24


def lucene_escape(text: str) -> str:
    """Escape Lucene query syntax: special characters get a backslash and the operator words
    (`AND`, `OR`, `NOT`, `TO`) are lower-cased so they are plain words."""
    escaped = _LUCENE_SPECIAL.sub(lambda m: "\\" + m.group(0), text)
    return _LUCENE_OPERATORS.sub(lambda m: m.group(0).lower(), escaped)


def query_terms(text: str) -> list[str]:
    """The searchable words of a question: word characters only, case-folded, without stop
    words and repeats, at most `MAX_TERMS`."""
    terms: list[str] = []
    for word in _WORD.findall(text.casefold()):
        word = word.strip("_")
        if not word or word in STOP_WORDS or word in terms:
            continue
        terms.append(word)
        if len(terms) >= MAX_TERMS:
            break
    return terms


def term_variants(term: str) -> list[str]:
    """The term and its regular English inflections ("work" -> works, worked, working; "lives"
    -> live, lived, living), for fields indexed without stemming (`fact_text` uses Neo4j's
    default analyzer). A variant that is no word matches nothing, so over-generation is cheap;
    at most 8 forms."""
    if len(term) < 3 or not term.isalpha():
        return [term]
    stems: list[str] = []
    for suffix, repl in (
        ("ies", "y"),
        ("ied", "y"),
        ("es", ""),
        ("es", "e"),
        ("s", ""),
        ("ed", ""),
        ("ed", "e"),
        ("ing", ""),
        ("ing", "e"),
    ):
        if term.endswith(suffix) and len(term) - len(suffix) >= 3 and not term.endswith("ss"):
            stems.append(term[: -len(suffix)] + repl)
    if not stems:
        stems = [term]
    variants = [term]
    for stem in stems:
        if stem.endswith("y"):
            forms = [stem, stem[:-1] + "ies", stem[:-1] + "ied", stem + "ing"]
        elif stem.endswith("e"):
            forms = [stem, stem + "s", stem + "d", stem[:-1] + "ing"]
        else:
            forms = [stem, stem + "s", stem + "ed", stem + "ing"]
        variants.extend(f for f in forms if f not in variants)
    return variants[:8]


def lucene_query(
    fields: Sequence[str],
    terms: Sequence[str],
    partition: str,
    optional: Sequence[str] = (),
) -> str | None:
    """`+partition:"<token>" +(f1:(t1 t2) f2:(t1 t2)) f1:(o1 o2)`: the partition is required,
    at least one of `terms` must match, `optional` words only add to the score. Every word is
    escaped. None when there is no word to search."""
    if not terms:
        return None
    words = " ".join(lucene_escape(t) for t in terms)
    clauses = " ".join(f"{f}:({words})" for f in fields)
    query_text = f'+partition:"{lucene_escape(partition)}" +({clauses})'
    if optional:
        extra = " ".join(lucene_escape(t) for t in optional)
        query_text += " " + " ".join(f"{f}:({extra})" for f in fields)
    return query_text


def without_names(text: str, names: Sequence[Sequence[str]]) -> str:
    """The question without `names` (each entity's name and aliases; a possessive `'s` goes
    with the name)."""
    out = text
    for entity_names in names:
        for name in entity_names:
            if name.strip():
                out = re.sub(rf"\b{re.escape(name)}(?:'s)?\b", " ", out, flags=re.IGNORECASE)
    return " ".join(out.split()) or text
