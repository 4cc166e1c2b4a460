"""A held job replaced by the business its person is said to have: "Help me write a review for
Luis's surf school" after "My brother Luis drives a taxi"; "papa's poultry farm don get 300
birds" after "my papa na danfo driver"; "now Dad's frying chillies all day at his own hotpot
restaurant" after "My dad teaches maths".

People say a relative's new living by naming the business as theirs, seldom as "he became a
surf school owner". The extractor reads a business one "opened" or "runs" (`frames`,
"runs_business"); a business said as someone's, in passing, it leaves alone, since "Tom's
school" or "my sister's company" is as often where one studies or works. Here, for a person
who holds a job (`occupation`, `job_title`), a sentence that names their business replaces the
job with "<business> owner" when

- the business is a kind one owns and keeps (`_KEPT`: a shop, a stall, a restaurant, a farm,
  a salon; a school or a studio only of a trade: "surf school", "yoga studio"), said as the
  person's: "<name>'s", "<relation word>'s" ("Dad's", "papa's", "Abbu's"), "his / her / their
  own" or "at his / her ..." when the message names the person, or "<name> opened / runs /
  started a ...";
- the job held is not that business already ("shop owner", "farmer" and a farm); and
- the sentence plans nothing ("wants to open a bakery", "if she opens a salon").

Pure; one pattern searched once per sentence (linear).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from chronofact.graph.ingest.kindred_value import (
    Kindred,
    KindredFact,
    first_said,
    names_holder,
)
from chronofact.graph.predicates import normalise_predicate

__all__ = ["businesses_said"]

_JOB_SLOTS = frozenset({"occupation", "job_title"})
_KEPT = (
    r"(?:shop|store|restaurant|bakery|cafe|caf\u00e9|salon|stall|kiosk|boutique|pharmacy|"
    r"chemist|farm|food\s+truck|barbershop|bookshop|bookstore|guesthouse|takeaway|eatery|"
    r"canteen|diner|bistro|(?:surf|driving|dance|language|music|swim|cooking|tutoring)\s+"
    r"(?:school|centre|center)|(?:yoga|dance|tattoo|photo|photography|pottery|pilates)\s+"
    r"studio|(?:[\w\u2019'-]+\s+)business)"
)
_MODS = r"(?:(?:[\w\u2019'&-]+)\s+){0,2}?"
_OWNER = r"(?P<who>[^\W\d_][\w-]*)['\u2019]s\s+(?:own\s+)?(?:new\s+)?"
_PRONOUN_OWN = r"\b(?:(?:his|her|their)\s+own|at\s+(?:his|her|their))\s+(?:new\s+)?"
_OPENED = (
    r"(?P<doer>[^\W\d_][\w-]*)\s+(?:has\s+|have\s+|just\s+|finally\s+)*(?:opened|started|"
    r"runs|bought|took\s+over|set\s+up|launched)\s+(?:a|an|his|her|their)\s+(?:own\s+)?"
    r"(?:new\s+)?"
)
_SAID = re.compile(
    rf"(?:{_OWNER}|{_PRONOUN_OWN}|\b{_OPENED})(?P<o>{_MODS}{_KEPT})\b", re.IGNORECASE
)
_PLAN = re.compile(
    r"\b(?:want|wants|wanted|plan|plans|planning|thinking|might|may|hope|hopes|dream|dreams|"
    r"if|should|could|would|someday|one\s+day|maybe)\b",
    re.IGNORECASE,
)
_SMALL = re.compile(r"^(?:(?:a|an|the|small|little|tiny|own|new|wee)\s+)+", re.IGNORECASE)
_WORD = re.compile(r"[^\W\d_]+")


def _already(held: str, business: str) -> bool:
    """The job held is that business already ("shop owner" / "shop"; "farmer" / "farm")."""
    held_stems = {w.casefold()[:4] for w in _WORD.findall(held) if len(w) > 3}
    return any(w.casefold()[:4] in held_stems for w in _WORD.findall(business) if len(w) > 3)


def businesses_said(
    text: str, spans: Sequence[tuple[int, int]], facts: Sequence[KindredFact]
) -> list[Kindred]:
    """The businesses said as the held jobs' persons' (see the module docstring)."""
    jobs = [f for f in facts if normalise_predicate(f.predicate) in _JOB_SLOTS]
    return first_said(text, spans, jobs, _in_sentence)


def _in_sentence(text: str, start: int, end: int, fact: KindredFact) -> Kindred | None:
    for m in _SAID.finditer(text, start, end):
        who = m.group("who") or m.group("doer")
        if who is not None and not names_holder(who, fact):
            continue
        if _PLAN.search(text, start, m.start()):
            continue
        business = _SMALL.sub("", m.group("o")).strip()
        if not business or _already(fact.shown, business):
            continue
        b0 = m.end() - len(business)
        return Kindred(fact.index, f"{business} owner", (b0, m.end()), 1.0)
    return None
