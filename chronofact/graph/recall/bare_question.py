"""A question with its people and its date taken out, for telling which slot it asks about.

"Where did Arash's brother Kian work in April 2025?" scores `lives_in` above `works_at` by
MiniLM: the names and the date weigh as much as the question's few words that say what is
asked. "Where did she work?" scores `works_at` 1.0. So `slot_first` scores the *bare*
question: the date the recall basis was read from is dropped (with the preposition before it)
and each reference to a person - names of the people the recalled facts are about, with the
possessives and kinship or role words between them ("Arash's brother Kian", "Anna's cousin
Marta's") - becomes a pronoun ("she", or "her" when the reference is a possessive). The
prototypes are written with "she" and "he" alike, so both forms are scored and each slot takes
its better score (`bare_forms`).

Pure and linear in the question: one regular-expression pass over its words.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from chronofact.graph.entities import name_key
from chronofact.graph.recall.relation_below import RELATION_PREDICATES

__all__ = ["bare_forms"]

_TOKEN = re.compile(r"[^\W_]+(?:['\u2019][^\W_]+)*\.?|[^\w\s]", re.UNICODE)
_POSSESSIVE = re.compile(r"^(.+?)['\u2019]s\.?$", re.IGNORECASE)
_BEFORE_DATE = frozenset({"in", "on", "at", "during", "around", "by", "of", "back", "as"})
_ROLE_WORDS = RELATION_PREDICATES | {"parents", "grandparents"}
"""Words of a relation between the names of one reference ("Arash's brother Kian")."""
_PRONOUNS = (("she", "her"), ("he", "his"))


def _without_date(question: str, date_text: str | None) -> str:
    """The question without the words the basis was read from (and a preposition before)."""
    if not date_text:
        return question
    at = question.casefold().rfind(date_text.casefold())
    if at < 0:
        return question
    before = question[:at].rstrip()
    words = before.split()
    while words and words[-1].casefold() in _BEFORE_DATE:
        words.pop()
    kept = " ".join(words).rstrip(",;:- ")
    return (kept + " " + question[at + len(date_text) :].lstrip()).strip()


def _is_name_word(word: str, names: frozenset[str]) -> bool:
    return name_key(word) in names


def _reference_end(
    tokens: list[str], start: int, names: frozenset[str], keys: frozenset[str]
) -> tuple[int, bool]:
    """Where the person reference starting at `start` ends (exclusive; `start` when there is
    none) and whether it is a possessive. A role word joins it only when a name follows
    ("Hana's sister Yuki") or the whole is a person's name ("Maria's parents"): in "Nadia's
    partner" the role is what is asked."""
    end, last_name, possessive, name_possessive = start, start, False, False
    while end < len(tokens):
        base = _POSSESSIVE.match(tokens[end])
        word = base.group(1) if base else tokens[end].rstrip(".")
        if _is_name_word(word, names):
            last_name, name_possessive = end + 1, base is not None
        elif not (word.casefold() in _ROLE_WORDS and end > start):
            break
        possessive = base is not None
        end += 1
    if last_name == start:
        return start, False
    if end > last_name and name_key(" ".join(tokens[start:end])) in keys:
        return end, possessive
    return last_name, name_possessive


def bare_forms(question: str, people: Iterable[str], date_text: str | None = None) -> list[str]:
    """The question with `date_text` dropped and each reference to one of `people` (name keys:
    `entities.name_key`) replaced by a pronoun, once per pronoun pair; empty when there is no
    person to replace (the question is then scored as it is)."""
    keys = frozenset(people)
    name_words = frozenset(w for key in keys for w in key.split() if len(w) > 1)
    if not name_words:
        return []
    tokens = _TOKEN.findall(_without_date(question, date_text))
    out_spans: list[tuple[int, int, bool]] = []
    i = 0
    while i < len(tokens):
        end, possessive = _reference_end(tokens, i, name_words, keys)
        if end > i:
            out_spans.append((i, end, possessive))
            i = end
        else:
            i += 1
    if not out_spans:
        return []
    forms = []
    for subject, owner in _PRONOUNS:
        words: list[str] = []
        at = 0
        for start, end, possessive in out_spans:
            words.extend(tokens[at:start])
            words.append(owner if possessive else subject)
            at = end
        words.extend(tokens[at:])
        text = " ".join(words)
        forms.append(re.sub(r"\s+([?.!,])", r"\1", text))
    return forms
