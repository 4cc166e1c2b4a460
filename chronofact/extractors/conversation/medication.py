"""The medicine someone takes, said by its name and the taking (`medication`, an open-tail slot
of one value: the medicine one is on now).

- "still on sertraline, 50mg", "I'm on cetirizine every morning", "papa takes metformin twice
  daily", "the GP has him on 5mg of amlodipine", "they put her on insulin" (assert);
- "remind me to pick up my escitalopram script", "my Ozempic pen is nearly empty" (assert: a
  medicine said as one's own, by what it comes in);
- "switched from amlodipine to ramipril", "took papa off metformin ... and put him on insulin"
  (the new one asserted; the old one ended by the write primitive, one value at a time);
- "came off citalopram", "stopped taking the metformin" (end).

A medicine is known by its name: a list of common ones and brand names (`_NAMED`) or a
generic name's ending (`_GENERIC_ENDINGS`: "-pril", "-statin", "-oxetine", ...), so "on the
early shift" or "taking the Northern line" name none. A dose said right after ("50mg") also
makes a word a medicine when the taking is said. Whose medicine it is comes from the words
before it (`reading_subject.subject_at`, as for any value read): the speaker, "my dad", "Papa",
"he" after a name. The readers had read these as a bank, a pet or a diet ("Kylie banks with
sertraline"); a claim read in the same sentence holding the medicine's name gives way.

Only a medicine taken now: a question about one ("is ibuprofen ok with sertraline?"), a plan
or a wish ("should I ask about Ozempic") or one taken in the past ("I was on citalopram for a
year") gives no claim of its own. Pure; each pattern is bounded and searched over at most
`_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.finding_claim import said_since
from chronofact.extractors.conversation.lexicon import (
    CAPITALISED_NOT_NAMES,
    KIN_ALONE,
    PERSON_ROLES,
)
from chronofact.extractors.conversation.mood import said_as_fact
from chronofact.extractors.conversation.not_names import NOT_SUBJECTS
from chronofact.extractors.conversation.people_before import people_before
from chronofact.extractors.conversation.reading_subject import subject_at
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["SLOT", "is_medicine", "medications_said"]

SLOT = "medication"
_READ_CHARS = 1200

_NAMED = frozenset(
    [
        "paracetamol",
        "acetaminophen",
        "tylenol",
        "ibuprofen",
        "advil",
        "nurofen",
        "aspirin",
        "naproxen",
        "codeine",
        "co-codamol",
        "tramadol",
        "morphine",
        "oxycodone",
        "insulin",
        "metformin",
        "ozempic",
        "wegovy",
        "mounjaro",
        "semaglutide",
        "tirzepatide",
        "saxenda",
        "victoza",
        "trulicity",
        "jardiance",
        "levothyroxine",
        "eltroxin",
        "thyroxine",
        "synthroid",
        "warfarin",
        "apixaban",
        "eliquis",
        "rivaroxaban",
        "xarelto",
        "clopidogrel",
        "lithium",
        "prozac",
        "zoloft",
        "lexapro",
        "cipralex",
        "celexa",
        "paxil",
        "wellbutrin",
        "bupropion",
        "effexor",
        "cymbalta",
        "xanax",
        "valium",
        "ativan",
        "diazepam",
        "lorazepam",
        "clonazepam",
        "melatonin",
        "zopiclone",
        "ambien",
        "adderall",
        "ritalin",
        "concerta",
        "elvanse",
        "vyvanse",
        "methylphenidate",
        "lisdexamfetamine",
        "strattera",
        "atomoxetine",
        "piriton",
        "cetirizine",
        "levocetirizine",
        "zyrtec",
        "claritin",
        "clarityn",
        "benadryl",
        "telfast",
        "loratadine",
        "fexofenadine",
        "chlorphenamine",
        "ventolin",
        "salbutamol",
        "albuterol",
        "seretide",
        "symbicort",
        "fostair",
        "clenil",
        "beclometasone",
        "budesonide",
        "prednisolone",
        "prednisone",
        "hydrocortisone",
        "methotrexate",
        "humira",
        "adalimumab",
        "gabapentin",
        "pregabalin",
        "amitriptyline",
        "nortriptyline",
        "mirtazapine",
        "venlafaxine",
        "duloxetine",
        "propranolol",
        "bisoprolol",
        "atenolol",
        "metoprolol",
        "nexium",
        "omeprazole",
        "lansoprazole",
        "gaviscon",
        "ranitidine",
        "famotidine",
        "microgynon",
        "rigevidon",
        "cerazette",
        "utrogestan",
        "evorel",
        "estradiol",
        "progesterone",
        "testosterone",
        "finasteride",
        "minoxidil",
        "isotretinoin",
        "roaccutane",
        "accutane",
        "doxycycline",
        "amoxicillin",
        "penicillin",
        "metronidazole",
        "nitrofurantoin",
        "quetiapine",
        "seroquel",
        "olanzapine",
        "aripiprazole",
        "abilify",
        "risperidone",
        "lamotrigine",
        "lamictal",
        "levetiracetam",
        "keppra",
        "epilim",
        "topiramate",
        "sumatriptan",
        "rizatriptan",
        "spironolactone",
        "furosemide",
        "bendroflumethiazide",
        "allopurinol",
        "colchicine",
        "tamoxifen",
        "letrozole",
        "anastrozole",
        "dupixent",
        "stelara",
        "entyvio",
        "mesalazine",
        "pentasa",
    ]
)
"""Medicines known by name (generic and brand, lower case)."""
_GENERIC_ENDINGS = (
    r"pril|sartan|olol|statin|prazole|tidine|oxetine|traline|lopram|azepam|azolam|triptyline|"
    r"cillin|mycin|cycline|floxacin|formin|gliptin|gliflozin|glutide|dronate|triptan|setron|"
    r"lukast|dipine|tadine|tirizine|etiapine|anzapine|iazide|osemide|thyroxine|afil|umab|"
    r"izumab|ximab|tinib|parin|vudine|conazole|nidazole"
)
_MEDICINE_WORD = (
    r"(?:[A-Za-z][a-z-]{1,}(?:" + _GENERIC_ENDINGS + r")|(?:" + "|".join(
        sorted((re.escape(w) for w in _NAMED), key=len, reverse=True)
    ) + r"))"
)  # fmt: skip
_MEDICINE = re.compile(r"\b(?P<m>" + _MEDICINE_WORD + r")\b", re.IGNORECASE)
_DOSE = r"\d+(?:\.\d+)?\s?(?:mg|mcg|µg|ml|units?)\b"

_TAKEN_BEFORE = re.compile(
    r"(?:\b(?:on|taking|take|takes|took|taken|started|starting|prescribed|given|using)"
    r"|\b(?:put|started)\s+(?:[\w'’-]+\s+){1,2}?on|\bhas\s+(?:[\w'’-]+\s+){1,2}?on"
    r"|\b(?:switched|swapped|changed|moved|went)\s+(?:[\w-]+\s+){0,3}?(?:over\s+)?to"
    r"|\b(?:switched|swapped|changed|moved)\s+me\s+(?:over\s+)?on\s*to"
    r"|\bon\s+" + _DOSE + r"(?:\s+of)?)\s+(?:(?:the|my|his|her|their|a|some|daily|"
    r"low-dose|generic)\s+)?$",
    re.IGNORECASE,
)
"""Right before a medicine: its taking ("on", "takes", "put him on", "on 5mg of")."""
_OWN_BEFORE = re.compile(r"\b(?:my|his|her|their|our)\s+$", re.IGNORECASE)
_OWN_AFTER = re.compile(
    r"\s+(?:script|prescription|repeat|refill|tablets?|pills?|meds|dose|pen|jabs?|"
    r"injections?|inhaler|patch(?:es)?|capsules?)\b",
    re.IGNORECASE,
)
"""A medicine said as one's own by what it comes in ("my escitalopram script")."""
_DOSE_AFTER = re.compile(r",?\s+" + _DOSE, re.IGNORECASE)
_ENDED_BEFORE = re.compile(
    r"\b(?:off|stopped|stopping|quit|quitting|ditched|dropped|without)\s+(?:taking\s+)?"
    r"(?:the\s+|my\s+|his\s+|her\s+)?$|\b(?:came|come|coming|weaned)\s+off\s+(?:the\s+)?$",
    re.IGNORECASE,
)
"""Right before a medicine: its end ("came off", "stopped taking")."""
_PAST_BEFORE = re.compile(
    r"\b(?:was|were|had\s+been|used\s+to\s+(?:be|take))\s+(?:on\s+)?(?:the\s+)?$", re.IGNORECASE
)
"""Right before a medicine: one taken in the past ("I was on citalopram for a year")."""
_FROM_BEFORE = re.compile(r"\bfrom\s+(?:the\s+)?$", re.IGNORECASE)
"""Right before a medicine: the one left ("swapped from amlodipine to ramipril")."""
_ASKED = re.compile(
    r"\b(?:should|could|would|might|maybe|thinking\s+(?:about|of)|considering|ask(?:ing)?\s+"
    r"(?:about|for)|if|whether|can\s+(?:I|he|she|you|we|they)\s+(?:take|have|mix)|"
    r"with|alongside|instead\s+of)\b[^.!?]*$",
    re.IGNORECASE,
)
"""Before the medicine in its sentence: a plan, a wish or a question about it."""
_QUESTION_AFTER = re.compile(r"[^.!?]{0,80}\?")


def is_medicine(word: str) -> bool:
    """The word names a medicine (`_NAMED` or a generic name's ending)."""
    return _MEDICINE.fullmatch(word.strip()) is not None


@dataclass(frozen=True)
class _Said:
    name: str
    span: tuple[int, int]
    action: str


def _said(text: str) -> list[_Said]:
    out: list[_Said] = []
    for m in _MEDICINE.finditer(text):
        start, end = m.span("m")
        before = text[max(0, start - 40) : start]
        if _ENDED_BEFORE.search(before):
            out.append(_Said(m.group("m"), (start, end), "end"))
        elif _FROM_BEFORE.search(before) or _PAST_BEFORE.search(before):
            continue  # the one left; the write primitive ends it when the new one is read
        elif (
            _TAKEN_BEFORE.search(before)
            or (_OWN_BEFORE.search(before) and _OWN_AFTER.match(text, end))
            or (_DOSE_AFTER.match(text, end) and re.search(r"\b(?:on|take|takes|taking)\b", before))
        ):
            out.append(_Said(m.group("m"), (start, end), "assert"))
    return out


def _without_ends_of_a_switch(text: str, found: list[_Said]) -> list[_Said]:
    """An end said in the sentence of a medicine taken instead is left to the write primitive,
    which ends the old one when the new one is written ("took papa off metformin and put him
    on insulin": papa's, whom the end's words do not name)."""
    taken = {sentence_around(text, f.span[0]) for f in found if f.action == "assert"}
    return [f for f in found if f.action != "end" or sentence_around(text, f.span[0]) not in taken]


_KIN_OPENS = re.compile(
    r"[\W_]*(?P<kin>" + "|".join(map(re.escape, KIN_ALONE)) + r")\b(?!['’]s)", re.IGNORECASE
)
"""A sentence opening on a kin word alone ("Dad swapped from ...", "papa takes ...")."""


_NAME_OPENS = re.compile(
    r"\s*(?P<name>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)\s+"
    r"(?:has|is|takes|was|had|got|does|uses|needs|gets)\b",
    re.IGNORECASE,
)
"""A name opening the sentence as its subject ("José Ruiz has diabetes and takes ...")."""
_MY_OPENS = re.compile(r"\s*my\s+(?P<rel>[a-z]+)\s+(?!is\b|says\b|said\b|thinks\b)", re.I)
"""A relation of the speaker's opening the sentence as its subject ("My dad has ...")."""
_PUT_ME_ON = re.compile(
    r"\b(?:put|puts|putting|has|had|started|switched|moved|got)\s+(?:me|us)\s+(?:\w+\s+)?on\s+"
    r"(?:[\w.-]+\s+){0,3}$",
    re.IGNORECASE,
)
"""Before the medicine: the speaker put on it by someone ("my doctor put me on")."""
_FIRST_PERSON = re.compile(r"\b(?:I|I'm|I’m|im|my|me|we|our|us)\b", re.IGNORECASE)


_NAMED_OWNER = re.compile(
    r"\b(?P<name>[A-Z][\w'’-]+)\s+(?:has|had|is|was|takes|took|keeps|forgets|forgot|needs|"
    r"needed|remembers|remembered)\b[^.!?]{0,40}?\b(?:his|her)\s+$"
)
"""Right before the medicine: "his" or "her" after someone named doing something ("check
Frank has taken his losartan"): that person's."""


def _whose(message: Message, sentence: tuple[int, int], said: _Said) -> str | None:
    """Whose medicine: as for any value read (`subject_at`); in place of the speaker, the
    speaker's kin when the sentence opens on a kin word alone ("Dad swapped from amlodipine to
    ramipril"), or the person named at its start when no first person is said before the
    medicine ("José Ruiz has diabetes and takes insulin"); someone named before "his" or "her"
    ("check Frank has taken his losartan": `_NAMED_OWNER`)."""
    before = message.text[sentence[0] : said.span[0]]
    if _PUT_ME_ON.search(before):
        return message.speaker  # "my doctor put me on sertraline": the speaker's
    named = _NAMED_OWNER.search(before)
    if named is not None and named.group("name") not in NOT_SUBJECTS | CAPITALISED_NOT_NAMES:
        return named.group("name")  # "check Frank has taken his losartan": Frank's
    subject = subject_at(message, said.span, "diet", sentence)
    if subject != message.speaker:
        return subject
    people = people_before(message, message.text, sentence[0])
    kin = _KIN_OPENS.match(before)
    if kin is not None:
        return people.owned(KIN_ALONE[kin.group("kin").casefold()])
    mine = _MY_OPENS.match(before)
    if mine is not None and mine.group("rel").casefold() in PERSON_ROLES:
        return people.owned(mine.group("rel")) or subject  # "My dad has diabetes and takes"
    if _FIRST_PERSON.search(before):
        return subject
    opening = _NAME_OPENS.match(before)
    if opening is None:
        return subject
    name = opening.group("name")
    first = name.split()[0]
    if first in NOT_SUBJECTS or first in CAPITALISED_NOT_NAMES or name == message.speaker:
        return subject
    return name


def _asked_or_planned(text: str, sentence: tuple[int, int], said: _Said) -> bool:
    before = text[sentence[0] : said.span[0]]
    if _ASKED.search(before):
        return True
    return (
        said.action == "assert"
        and _QUESTION_AFTER.match(text, said.span[1]) is not None
        and (not _OWN_AFTER.match(text, said.span[1]))
    )


def _holds(said: _Said, claim: Claim) -> bool:
    """The claim holds the medicine's name: a reading of it on another slot, or of it as
    someone ("Started Mounjaro in June, down 6kg": no diet of Mounjaro's)."""
    held = (claim.object if claim.object is not None else claim.value) or ""
    return said.name.casefold() in f"{held} {claim.subject}".casefold()


def medications_said(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the medicines taken or stopped said in the message (see the module
    docstring); a claim read in the same sentence holding a medicine's name gives way."""
    text = message.text[:_READ_CHARS]
    out = [c for c in claims if not is_medicine(c.subject)]  # a medicine is nobody
    found = _said(text)
    kept = _without_ends_of_a_switch(text, found)
    for gone in (f for f in found if f not in kept):  # no reading of its name stays either
        out, _ = in_place_of(out, sentence_around(text, gone.span[0]), partial(_holds, gone), None)
    for said in kept:
        sentence = sentence_around(text, said.span[0])
        if _asked_or_planned(text, sentence, said):
            continue
        if said.action == "assert" and not said_as_fact(text, *said.span):
            continue  # "I was on citalopram for a year"
        subject = _whose(message, sentence, said)
        if not subject or is_medicine(subject):
            continue  # "She's on Yasmin now" after "Jo takes Adderall": "she" is not Adderall
        out, when = in_place_of(out, sentence, partial(_holds, said), message.observed_at)
        said_from = said_since(text[sentence[0] : sentence[1]], SLOT, message.observed_at)
        when = said_from if said_from != message.observed_at else when
        name = said.name if said.name[:1].isupper() else said.name.casefold()
        if said.action == "end":
            out.append(named_claim(subject, SLOT, name, "end", when, said.span))
        else:
            out.append(named_claim(subject, SLOT, name, "assert", when, said.span))
    return out
