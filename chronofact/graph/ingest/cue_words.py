"""The words of a sentence as change resolution reads them (`change_cues`): folded, with
their clause number, whether they were written with a capital, and a name's "'s" told apart
from the "'s" of is/has ("pottery's done"); Nigerian Pidgin's perfect read as the English past
("don move" -> moved). Pure and linear in the sentence."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from chronofact.extractors.change_words import CLAUSE_END, PIDGIN_PAST, TITLES, word_set

__all__ = ["Word", "fold", "words"]

_TOKEN = re.compile(r"[^\W_]+(?:['’][^\W_]+)*|[,;:!?()\u2014\u2013]|\s-\s|\.(?=\s)", re.UNICODE)
_NOT_A_STOP = TITLES | word_set("st jr sr vs etc no approx")
"""Words a full stop shortens ("Dr. Patel"): the stop after them ends no clause."""


def fold(text: str) -> str:
    """Casefolded, accents removed, curly apostrophes straightened."""
    if text.isascii():
        return text.casefold()
    decomposed = unicodedata.normalize("NFKD", text.replace("’", "'"))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold()


@dataclass(frozen=True)
class Word:
    text: str
    possessive: bool
    clause: int
    capital: bool
    """Written with a capital letter (not "I")."""


def words(sentence: str) -> list[Word]:
    """The words of a sentence with their clause number (punctuation and clause words end a
    clause and are not kept)."""
    out: list[Word] = []
    clause = 0
    for m in _TOKEN.finditer(sentence.replace("’", "'")):
        written = m.group().strip()
        token = fold(written)
        if token == "." and (not out or out[-1].text in _NOT_A_STOP or len(out[-1].text) == 1):
            continue  # "Dr. Patel", "J. Smith": a short form, not the end of a sentence
        if not token[0].isalnum():
            # a full stop before a lower-case word ends a clause too ("Yusuf is ancient
            # history. fatima is with bilal": one sentence to the splitter)
            clause += 1
            continue
        if token in CLAUSE_END:
            clause += 1
            continue
        possessive = token.endswith("'s") and len(token) > 2
        capital = written[0].isupper() and token != "i"
        if token in PIDGIN_PAST and (token in _GONE or (out and out[-1].text == "don")):
            # Pidgin "don" + verb is the perfect ("amaka don move her salary", "don scatter");
            # "comot" is left ("I don pack commot from surulere")
            if out and out[-1].text == "don" and out[-1].clause == clause:
                out.pop()
            *first, token = PIDGIN_PAST[token].split()
            out += [Word(w, False, clause, False) for w in first]
        if out and out[-1].possessive and out[-1].clause == clause and token in _IS_AFTER_S:
            # "pottery's done", "the gym's been shelved": the "'s" is "is"/"has", not an owner
            out[-1] = Word(out[-1].text, False, clause, out[-1].capital)
            if token != "been":
                out.append(Word("is", False, clause, False))
        out.append(Word(token[:-2] if possessive else token, possessive, clause, capital))
    return out


_GONE = frozenset({"comot", "commot"})

_IS_AFTER_S = word_set("done over history finished been off")
"""Words after which a name's "'s" is "is" or "has" ("pottery's done", "ryan's history",
"the keto's been shelved", "the deadline's off"), so the name is the subject of the cue that
follows."""
