"""More words for a relation to the speaker, each said as one of the plain ones (pure data;
`lexicon` adds them to `PERSON_ROLES`).

Chat names relatives and friends in more ways than "my sister": an in-law by its initials or
in full ("my BIL Emeka", "my SIL Zodwa", "FIL (Roy)", "my father-in-law Venkat"), a step- or
half- relative in one word, two or hyphenated ("my step-mum Funke", "my half-sister jenna",
"stepdad gary"), a friend or a partner by a word of a region ("my best mate Hayley", "ma pal
Stuart", "my bestie Tolu", "the missus (Yasmin)", "my babe Temi", "my old man Steve"). Each
word maps to the plain word whose relation it is (`KIN_ALIASES`); the in-laws to relations
of their own (`IN_LAWS`).
"""

from __future__ import annotations

__all__ = [
    "CANONICAL_KIN",
    "IN_LAWS",
    "IN_LAW_ABBREVIATIONS",
    "KIN_ALIASES",
    "KIN_MODIFIERS",
    "RELATION_WORDS",
]

IN_LAWS: dict[str, str] = {
    "brother-in-law": "brother_in_law",
    "sister-in-law": "sister_in_law",
    "mother-in-law": "mother_in_law",
    "father-in-law": "father_in_law",
    "son-in-law": "son_in_law",
    "daughter-in-law": "daughter_in_law",
}
"""An in-law, by the relation it is stored as."""
IN_LAW_ABBREVIATIONS: dict[str, str] = {
    "bil": "brother-in-law",
    "sil": "sister-in-law",
    "mil": "mother-in-law",
    "fil": "father-in-law",
}
"""The initials chat writes an in-law with ("my BIL", "FIL (Roy)")."""


def _spellings(word: str) -> list[str]:
    """ "brother-in-law" as "brother in law", "bro-in-law"; "step-mum" as "stepmum", "step mum"."""
    out = [word, word.replace("-", " "), word.replace("-", "")]
    return list(dict.fromkeys(out))


KIN_ALIASES: dict[str, str] = {}
"""A word for a relation -> the plain relation word it says (a `PERSON_ROLES` key)."""
for _word in IN_LAWS:
    KIN_ALIASES.update(dict.fromkeys(_spellings(_word)[:2], _word))
KIN_ALIASES.update({"bro-in-law": "brother-in-law", "sis-in-law": "sister-in-law"})
KIN_ALIASES.update(IN_LAW_ABBREVIATIONS)
KIN_ALIASES["cousin-in-law"] = "cousin"
for _plain, _step in (
    ("mum", "stepmom"),
    ("mom", "stepmom"),
    ("mother", "stepmom"),
    ("dad", "stepdad"),
    ("father", "stepdad"),
    ("brother", "stepbrother"),
    ("sister", "stepsister"),
    ("son", "son"),
    ("daughter", "daughter"),
):
    for _said in _spellings(f"step-{_plain}"):
        if _said != _step:
            KIN_ALIASES[_said] = _step
for _plain in ("sister", "brother", "sis", "bro"):
    for _said in _spellings(f"half-{_plain}"):
        KIN_ALIASES[_said] = {"sis": "sister", "bro": "brother"}.get(_plain, _plain)
KIN_ALIASES.update(dict.fromkeys(("mate", "pal", "buddy"), "friend"))
KIN_ALIASES.update(  # one at a time: a new best friend takes the old one's place
    dict.fromkeys(
        ("best mate", "best friend", "bestie", "bff", "bestfriend", "best pal", "best buddy"),
        "best_friend",
    )
)
KIN_ALIASES.update(dict.fromkeys(("coworker", "co-worker", "workmate"), "colleague"))
KIN_ALIASES.update(dict.fromkeys(("housemate",), "roommate"))
KIN_ALIASES.update(dict.fromkeys(("missus", "wifey"), "wife"))
KIN_ALIASES.update(dict.fromkeys(("hubby", "hubs"), "husband"))
KIN_ALIASES.update(  # "my eldest, Kojo", "our youngest is at Ridge": a child by birth order
    dict.fromkeys(
        ("eldest", "oldest", "youngest", "firstborn", "first-born", "middle child"), "child"
    )
)
KIN_ALIASES.update(dict.fromkeys(("little boy", "baby boy", "wee boy"), "son"))
KIN_ALIASES.update(dict.fromkeys(("little girl", "baby girl", "wee girl"), "daughter"))
KIN_ALIASES.update(dict.fromkeys(("babe", "bae", "fella", "other half"), "partner"))
KIN_ALIASES.update({"old man": "dad", "godmother": "godmother", "godfather": "godfather"})
KIN_ALIASES.update(  # "my mum and dad live in Tulsa": one subject, the speaker's parents
    dict.fromkeys(
        (
            *(
                f"{m} {a} {d}"
                for m in ("mum", "mom", "mam")
                for a in ("and", "&")
                for d in ("dad",)
            ),
            "folks",
            "ma and pa",
        ),
        "parents",
    )
)
KIN_ALIASES.update(dict.fromkeys(("granny", "gran", "nan", "nana", "nanna"), "grandma"))
KIN_ALIASES.update(dict.fromkeys(("grandad", "granddad", "gramps"), "grandpa"))
KIN_ALIASES.update(dict.fromkeys(("mam", "mama", "mummy", "mommy", "amma", "ammi"), "mom"))
KIN_ALIASES.update(dict.fromkeys(("papa", "daddy", "pops", "appa", "baba", "abba"), "dad"))
KIN_ALIASES.update(
    dict.fromkeys(("nani", "dadi", "lola", "gogo", "abuela", "nonna", "oma", "ouma"), "grandma")
)
KIN_ALIASES.update(dict.fromkeys(("lolo", "abuelo", "nonno", "opa", "oupa"), "grandpa"))
KIN_ALIASES.update(dict.fromkeys(("didi", "akka", "ate"), "sister"))
KIN_ALIASES.update(dict.fromkeys(("bhaiya", "kuya", "bhai"), "brother"))
KIN_ALIASES.update(dict.fromkeys(("tita", "tia"), "aunt"))
KIN_ALIASES.update(dict.fromkeys(("tito",), "uncle"))
"""The family's words for a relative, after "my" ("my gogo Thandi", "my bhaiya Vikram")."""

RELATION_WORDS: dict[str, str] = {
    **{w: p for w, p in IN_LAWS.items()},
    "godmother": "godmother",
    "godfather": "godfather",
}
"""The relation words that are relations of their own (word -> predicate), not another word's."""

KIN_MODIFIERS = (
    "new|old|ex-?|little|lil|older|younger|big|close|oldest|eldest|elder|senior|junior|"
    "baby|kid|dear|childhood|twin"
)
"""Words said between "my" and a relation word ("my senior sister Efua", "my kid bro")."""


CANONICAL_KIN: dict[str, str] = {
    "mum": "mom",
    "mother": "mom",
    "father": "dad",
    "grandmother": "grandma",
    "grandfather": "grandpa",
    "granny": "grandma",
    "nana": "grandma",
    "grandad": "grandpa",
    **{alias: plain for alias, plain in KIN_ALIASES.items() if alias != plain},
}
"""One name for a relative said in different words ("mum", "mother" -> the speaker's mom)."""
