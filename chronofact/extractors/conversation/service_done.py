"""Someone who serves the speaker, named by what they do: "Mrs Dobbs next door babysits now",
"Zainab's babysitting on Saturday", "Jordan walks our dog these days", "Dr Ramos does my teeth
now", "Paws & Go walk her now" (a dog said in the message or the one before).

"Our babysitter is Kayla" puts Kayla on the speaker's `babysitter` slot; said by the doing,
the name was read as nothing, or as a pet ("walks our dog": the dog's name), and the one
before stayed current. Here "<Name> <doing>" gives the speaker's slot of that service
(`_SERVICES`): babysit(s/ting) (not "for" someone other than the speaker's household), walk(s)
our / my / the dog (or him / her / them when a dog is said), do(es) my teeth, clean(s) for us /
our house, fix(es) / service(s) my car, do(es) / sorted / filed our books or taxes (an
accountant), do(es) /
cut(s) / colour(s) my hair (colour, highlights ...). The name is a capitalised name of up to
four words ("Mrs Dobbs", "Paws & Go"), opening the sentence or a clause ("..., so Paws & Go walk her
now"); a few words between the name and the doing are allowed when they say where the person
is from ("next door", "from down the road", "from work", "in Monti"). Claims the readers made
of the name on another slot give way, and so do claims of the person made of the doing's words
("Valentina does my colour" had made her occupation "colour"). The time is the message's:
"now" is when the service is said to be theirs. One seen for what they do is read the same
way: "I've been seeing Dr Brennan for my teeth" (a dentist), "... for my hair".

One who acts for the speaker is read by the role said before the name: "my accountant Linda
sorted the tax return", "our solicitor, Mr Hale, says ...", "my new plumber is called Dev"
(`lexicon.SERVICE_ROLES`: accountant, solicitor, lawyer, financial adviser, estate agent,
optician ...) is the speaker's slot of that role; the readers had put such a name on the
manager or the doctor. These roles are not relations in `lexicon.PERSON_ROLES`, so "our
accountant" said alone is nobody the sentence is about ("Our accountant got the deadline
pushed" is our deadline). "Switched accountants" ends the slot (`frames.changed_role`). Pure;
each pattern searched once over at most `_READ_CHARS` (linear).
"""

from __future__ import annotations

import re
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES, SERVICE_ROLES
from chronofact.extractors.conversation.people import person_said
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["services_done"]

CONFIDENCE = 0.7
_READ_CHARS = 1500
_DOG = re.compile(r"\b(?:dog|dogs|puppy|pup|pooch|lab|labrador|spaniel|terrier)\b", re.I)

_NAME = (
    r"(?P<name>(?:(?:Mrs|Mr|Ms|Miss|Dr)\.?\s+)?[A-Z][\w-]*(?:['\u2019](?!s\b)\w+)?"
    r"(?:\s+(?:&|and)\s+[A-Z][\w-]*|\s+[A-Z][\w-]*){0,3})"
)
_FROM = (
    r"(?:\s+(?:(?:from\s+)?next\s+door|from\s+(?:down\s+the\s+road|work|church|the\s+\w+)"
    r"|in\s+[A-Z][\w-]+))?"
)
_OPENING = (
    r"(?:^|(?<=[,;:.!?]\s)|(?<=\bso\s)|(?<=\band\s)|(?<=\bbut\s)|(?<=\bnow\s)"
    r"|(?<=\bcalled\s)|(?<=\bnamed\s))"
)
_SERVICES: tuple[tuple[str, str], ...] = (
    (
        "babysitter",
        r"(?:\s+babysits?|(?:\s+is|['\u2019]s)\s+babysitting)"
        r"(?!\s+for\s+(?!us\b|me\b|my\b|our\b))",
    ),
    (
        "dog_walker",
        r"\s+walks?\s+(?:(?:our|my|the)\s+(?:dog|dogs|pup|puppy)|(?P<pet>him|her|them))",
    ),
    ("dentist", r"\s+(?:does|do)\s+my\s+teeth"),
    ("cleaner", r"\s+cleans?\s+(?:for\s+(?:us|me)|(?:our|my)\s+(?:house|flat|place|home))"),
    ("mechanic", r"\s+(?:fixes|fix|services|service)\s+(?:my|our)\s+(?:car|van)"),
    (
        "accountant",
        r"\s+(?:does|do|did|handles?|handled|keeps?|sorts?|sorted|files?|filed|"
        r"(?:is|are)\s+doing)\s+(?P<whose>my|our|her|his)\s+(?:books|accounts|taxes|"
        r"tax(?:\s+returns?)?|"
        r"bookkeeping|payroll|self[\s-]assessment)",
    ),
    (
        "hairdresser",
        r"\s+(?:does|do|cuts?|colours?|colors?|dyes?|styles?)\s+my\s+"
        r"(?:hair|colour|color|highlights|fringe|roots|balayage)",
    ),
)
"""Each service, by what is said right after the name ("now" may come between)."""
_PATTERNS = tuple(
    (slot, re.compile(rf"{_OPENING}{_NAME}{_FROM}(?:\s+now)?{doing}\b"))
    for slot, doing in _SERVICES
)
_SEEN_FOR = re.compile(
    r"\b(?:I|we)(?:['\u2019]ve|['\u2019]m|['\u2019]re|\s+have|\s+am|\s+are)?\s+(?:been\s+)?"
    rf"(?:seeing|see|going\s+to|go\s+to)\s+{_NAME}\s+for\s+(?:my|our)\s+(?P<what>teeth|hair)\b"
)
""""I've been seeing Dr Brennan for my teeth": the one seen, by what for."""
_SEEN_SLOTS = {"teeth": "dentist", "hair": "hairdresser"}
_ROLES = {**SERVICE_ROLES, "landlord": "landlord", "landlady": "landlord"}
"""Those who serve one, with one's landlord (a relation word too: `PERSON_ROLES`)."""
_ROLE_ALT = "|".join(
    re.escape(r).replace(r"\ ", r"\s+") for r in sorted(_ROLES, key=len, reverse=True)
)
_MY_ROLE = re.compile(
    r"(?:\b(?:[Mm]y|[Oo]ur)\s+(?:(?:new|usual|regular|current|family)\s+)?"
    r"|(?:^|(?<=[.!?;,]\s)|(?<=\bso\s)|(?<=\band\s))(?:[Tt]he\s+)?[Nn]ew\s+)"
    rf"(?P<role>(?i:{_ROLE_ALT}))(?:\s+for\s+(?:the|our|my)\s+(?:[a-z][\w'-]*\s+){{0,2}}?"
    r"(?:sale|purchase|move|divorce|will|business|case|accounts|tax(?:es)?|return)(?=\s+is\s))?"
    r"(?:\s*,\s*|\s+(?:is\s+|(?:is\s+)?called\s+|named\s+)?)"
    r"(?:(?:a|an)\s+(?:[a-z][\w'-]*\s+){0,3}?(?:called\s+|named\s+|[a-z][\w'-]*,\s*))?"
    rf"(?!(?:The|A|An|I|He|She|They|We|It|Is)\b){_NAME}"
)
""""my accountant Linda", "our solicitor, Mr Hale", "my new plumber is called Dev", "new
landlord is a lovely old man, Mr Adeyemi", "our new accountant is a woman called Ruth", "our
solicitor for the house sale is Harper & Lowe"."""
_NOT_PROVIDERS = frozenset({"The", "He", "She", "They", "We", "I", "It", "Mum", "Mom", "Dad"})


def services_done(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each service named by its doing on the speaker's slot of it (see the
    module docstring)."""
    speaker = message.speaker
    text = message.text[:_READ_CHARS]
    if not speaker:
        return claims
    context = text + " " + (message.previous.text[:_READ_CHARS] if message.previous else "")
    found = [(slot, m) for slot, pattern in _PATTERNS for m in pattern.finditer(text)]
    found += [(_SEEN_SLOTS[m.group("what")], m) for m in _SEEN_FOR.finditer(text)]
    found += [
        (_ROLES[" ".join(m.group("role").lower().split())], m) for m in _MY_ROLE.finditer(text)
    ]
    out = claims
    for slot, m in found:
        name = re.sub(r"['\u2019]s$", "", m.group("name"))
        first = name.split()[0]
        if first in _NOT_PROVIDERS or first in CAPITALISED_NOT_NAMES:
            continue
        if m.groupdict().get("pet") and not _DOG.search(context):
            continue
        if any(c.predicate == slot and c.object == name for c in out):
            continue
        served = _served(message, text, m)
        if served is None:
            continue
        start, end = m.start("name"), m.end()
        whole = (0, len(message.text))  # "A student called Jonty walks our dog": no pet
        out, _ = in_place_of(out, whole, partial(_misread, name=name), None)
        doing = text[m.end("name") : m.end()]
        out, _ = in_place_of(out, (start, end), partial(_done, name=name, doing=doing), None)
        out = [
            *out,
            named_claim(served, slot, name, "assert", message.observed_at, (start, end),
                        CONFIDENCE),
        ]  # fmt: skip
    return out


_OPENER = re.compile(r"\s*(?:(?:so|and|finally|now)\s+)?(?P<who>(?-i:[A-Z][a-z]+))\b")


def _served(message: Message, text: str, m: re.Match[str]) -> str | None:
    """Whom the service is done for: the speaker ("my", "our"), or for "her" / "his" the
    person opening the sentence ("Mum finally ditched Patel & Co, Northgate Accountants
    sorted her tax return": Mum's); None when no one opens it."""
    whose = (m.groupdict().get("whose") or "my").casefold()
    if whose in ("my", "our"):
        return message.speaker
    start, _ = sentence_around(text, m.start())
    opener = _OPENER.match(text, start, m.start())
    if opener is None or opener.group("who") == m.group("name").split()[0]:
        return None
    return person_said(message.speaker, opener.group("who"))


def _done(claim: Claim, name: str, doing: str) -> bool:
    """A claim of the person made of the doing's words ("Valentina does my colour" read as her
    occupation "colour")."""
    said = claim.object or claim.value or ""
    return claim.subject == name and bool(said) and said in doing


def _misread(claim: Claim, name: str) -> bool:
    """A claim of the name (or the end of it: "Brien" of "Ms O'Brien"), or of the dog walked,
    read from the same words."""
    said = claim.object or claim.value or ""
    if not said or claim.action != "assert":
        return False
    return (
        name.endswith(said)
        or name.startswith(f"{said} ")  # "Patel" of "Patel & Co"
        or (claim.predicate == "has_pet" and said in name)
    )
