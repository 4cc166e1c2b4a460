"""Household providers by name: which mobile network, internet provider, energy supplier,
insurer or pharmacy a person is with, taken up or given up.

"My phone's with O2", "I ported my number to Iliad", "moved us to Octopus Energy", "I switched
and picked UnipolSai", "home delivery through Walgreens": a provider's name holds no word of
its kind, so the readers put it on whatever slot came near (a phone "O2", a home "Octopus
Energy", an employer "Vectra") or named the slot after the words said ("phone_contract",
"car_insured_with"), and a new provider never took the old one's place. Here, on the claims of
a message (the names and their kinds' words: `provider_names`):

- a claim whose value is a listed provider, in a sentence (or under a predicate) with words of
  that kind, is moved to the kind's slot (`mobile_carrier`, `internet_provider`,
  `energy_supplier`, `pharmacy`, and `car_insurer` / `home_insurer` / `health_insurer` /
  `pet_insurer` / `travel_insurer` / `insurer` by what is insured); an employer only beside
  a customer's words and none of work ("I work at Vodafone", "Been with Vodafone for ages,
  network planning mostly" stay jobs); a person's slot keeps its value;
- a listed provider said in no claim is read from the words around it: given up after
  "left", "cancelled", "switched from", "moved from", "done with" ...; taken up when it is the
  object of "with", "to", "through", "from", "picked", "chose", "joined" ... or opens "<name>
  is my ..."; a plain mention ("the British Gas bills", "Generali wanted 30% more") is
  neither. Its subject is the speaker when the sentence says "I", "we", "my" or "our", else
  the person a sentence opens with ("Seamus's car is with Aviva"), else the one person the
  sentence's other claims are about.

Each slot holds one value. Pure; one regex pass over at most `_READ_CHARS` of the message
(linear).
"""

from __future__ import annotations

import dataclasses
import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.claim import ClaimAction
from chronofact.extractors.claims.clauses import is_question
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import PERSON_ROLES
from chronofact.extractors.conversation.provider_names import CONTEXT, EVERYDAY, PROVIDERS
from chronofact.extractors.conversation.statements import aimed_at, named_claim, named_on

__all__ = ["provider_claims", "provider_slot"]

_SLOTS_OF: dict[str, tuple[str, ...]] = {}
for _slot, _names in PROVIDERS.items():
    for _name in _names:
        _SLOTS_OF.setdefault(_name.casefold(), ())
        if _slot not in _SLOTS_OF[_name.casefold()]:
            _SLOTS_OF[_name.casefold()] += (_slot,)
_NAME_ALT = "|".join(
    re.escape(n).replace(r"\ ", r"\s+")
    for n in sorted({n for names in PROVIDERS.values() for n in names}, key=len, reverse=True)
    if n.casefold() not in EVERYDAY
)
_NAMED = re.compile(rf"(?<![\w&+=.-])(?P<name>{_NAME_ALT})(?![\w&+=-])")
_EVERYDAY_ALT = "|".join(
    re.escape(n).replace(r"\ ", r"\s+")
    for n in sorted({n for names in PROVIDERS.values() for n in names}, key=len, reverse=True)
    if n.casefold() in EVERYDAY
)
_MY_EVERYDAY = re.compile(
    rf"(?<![\w'’])(?:[Mm]y|[Oo]ur)\s+(?:(?:new|current)\s+)?(?P<name>{_EVERYDAY_ALT})"
    r"(?=\s+(?:(?:car|home|house|contents|pet|travel|health|motor|van|mobile|phone|energy|gas|"
    r"electric|electricity|broadband|fibre|internet)\s+)?(?:insurance|policy|contract|sim|SIM|"
    r"plan|bill|bills|broadband|tariff|account|router|renewal|premium|signal|reception|"
    r"coverage|data|network)\b)"
)
"""A provider whose name is an everyday word, owned and followed by its kind's word: "my
Admiral car insurance", "our Three contract", "my Three signal" (case kept: "my three
contracts" is none)."""
_MOVED_EVERYDAY = re.compile(
    r"\b(?:to|onto|with|from|off|ditched|cancell?ed|dropped)\s+"
    rf"(?P<name>{_EVERYDAY_ALT})(?![\w&+=-]|\s+[A-Z])"
)
"""A provider whose name is an everyday word, capitalised right after a word of moving to or
from it ("moved everything to Box", "switched to Three"; case kept: "moved to three"), not
the first word of a longer name ("with Virgin Media" is Virgin Media, listed whole): read only
where the sentence says its kind (`CONTEXT`)."""
_READ_CHARS = 1200
_INSURED = (
    ("car_insurer", r"car|cars|vehicle|motor|auto|kfz|van|bike|motorbike|driving"),
    ("home_insurer", r"home|house|contents|buildings|flat|apartment|renters?|landlord"),
    ("health_insurer", r"health|medical|dental|hospital"),
    ("pet_insurer", r"pet|dog|cat|puppy|kitten|vet"),
    ("travel_insurer", r"travel|holiday|trip"),
)
"""What an insurer insures, by the words of its sentence; else the slot is `insurer`."""
INSURER_SLOTS = frozenset({"insurer"} | {slot for slot, _ in _INSURED})
_WORK = re.compile(
    r"\b(?:(?<!at\s)(?<!from\s)(?:work|works|worked|working)(?!\s+out\b)|job|jobs|employ\w*|"
    r"hired|intern\w*|"
    r"colleagues?|boss|salary|offer|interview\w*|shares|stock|shift|shifts|ops|operations|"
    r"planning|on\s+call|department|engineer\w*|developer|analyst|manager|career)\b",
    re.IGNORECASE,
)
_PAYING = re.compile(
    r"\b(?:(?:(?:my|our)\s+(?:[\w'’]+\s+){0,2}|[\w-]+['’]s\s+)(?:phone|mobile|sim|contract|"
    r"plan|broadband|internet|wi-?fi|gas|electric\w*|energy|bills?|car|cars|house|home|"
    r"policy|insurance|prescriptions?|number)|ported|insured|insures|bills?|tariff|sim-only|"
    r"prescriptions?|"
    r"customer|switched|signed\s+up|quotes?|renewal|premium|cheaper|no[- ]claims|"
    r"unlimited\s+data|data\s+(?:plan|allowance)|signal|coverage|roaming|\d+\s*gb|payg|"
    r"pay\s+as\s+you\s+go|storage|inbox|spam|backups?|photos|files)\b",
    re.IGNORECASE,
)
"""Words of a customer, not a worker ("I'm on Vodafone, unlimited data"): an employer is moved
to a provider's slot only beside these ("Been with Vodafone for ages, network planning mostly"
stays a job)."""
_KEEP_SLOTS = frozenset(
    {"partner", "married_to", "engaged_to", "name", "nickname", "friend", "has_pet"}
    | {"streaming_service", "music_streaming", "supports_team", "doctor", "dentist"}
)
"""Slots whose value stays, whatever it is called ("Vodafone" may be a team's sponsor); a
manager is a person, so a provider read as one ("we're with Octopus for gas") moves."""
_GIVEN_UP = re.compile(
    r"\b(?:left|leaving|quit|cancel(?:l?ed|l?ing)?|dropped|ditched|dumped|switched\s+from|"
    r"moved\s+(?:\w+\s+){0,2}from|changed\s+from|done\s+with|no\s+longer\s+(?:with|on|at)|"
    r"got\s+rid\s+of|gave\s+up(?:\s+on)?|out\s+of\s+(?:my|our)\s+contract\s+with|"
    r"fed\s+up\s+with|away\s+from|(?:good)?bye(?:\s+bye)?|(?:said\s+)?goodbye\s+to)\s+"
    r"(?:(?:our|my|the|his|her|their)\s+)?$",
    re.IGNORECASE,
)
"""Words right before a provider that give it up ("cancelled Sky", "switched from EDF")."""
_TAKEN = re.compile(
    r"\b(?:with|to|through|via|(?:is|are|'s|’s)\s+from|on|picked|chose|chosen|joined|joining|"
    r"using|use|uses|went\s+for|signed\s+(?:up\s+)?(?:with|to|for)|now|over|for)\s+"
    r"(?:(?:the|a|an)\s+)?(?:\d+\s*(?:gb|tb)\s+)?$|(?<![\w'’])(?:my|our)\s+(?:(?:new|current)\s+)?$",
    re.IGNORECASE,
)
"""Words right before a provider that take it up ("went SIM-only with Giffgaff", "ported my
number to Iliad", "home delivery through Walgreens", "shares files over Dropbox", "ditched
iCloud for a 2TB Google One plan"), or own it ("my Admiral car insurance",
"can you read my British Gas bill?": the speaker's, in a question too)."""
_TAKEN_AFTER = re.compile(
    r"\b(?:we|i)\s+(?:went|are\s+going|'re\s+going|['\u2019]re\s+going|signed\s+up|"
    r"switched|stayed|stuck|renewed)\s+with\s+(?:them|'em|it)\b|"
    r"\b(?:we|i)\s+(?:chose|picked|took|booked)\s+them\b",
    re.IGNORECASE,
)
"""Words after a provider that take it up by a pronoun ("Aviva gave us the cheapest quote at
renewal, so we went with them")."""
_BILLS_ME = re.compile(
    r"\s+(?:(?:just|has|have|had|keeps?|always|still|finally|again)\s+){0,2}(?:charged|"
    r"charging|billed|billing|overcharged|overcharging|debited|sent\s+(?:me\s+|us\s+)?"
    r"(?:another|a|my|our|the)\s+(?:\w+\s+)?bill|put\s+(?:my|our)\s+\w+\s+up|upped\s+(?:my|our)|"
    r"cut\s+(?:me|us)\s+off|dropped\s+my|want(?:s|ed)?\s+£?\$?\d|put\s+(?:a|my|our|the)\s+"
    r"(?:new\s+|smart\s+)*meter\s+in|installed\s+(?:a|my|our|the)\s+(?:new\s+|smart\s+)*meter|"
    r"sent\s+(?:me|us)\s+(?:a|my|our|the)\s+(?:new\s+)?(?:sim|router|hub|box|meter)|"
    r"came\s+(?:round|out)\s+to\s+(?:fit|install|connect|set\s+up)|connected\s+(?:me|us))",
    re.IGNORECASE,
)
"""After a provider: it bills or serves the speaker ("BNP just charged me 8 euros", "Scottish
Power sent another bill", "Scottish Power want £180 a month", "Octopus put a smart meter in",
"Vodafone sent me a new SIM", "Virgin Media came round to install it")."""
_CHANGE_SAID = re.compile(
    r"\b(?:switch\w*|left|leaving|moved|moving|cancel\w*|picked|went\s+with|going\s+with|"
    r"quotes?|renewal)\b",
    re.IGNORECASE,
)
"""A sentence that says a provider was changed: its bill is no sign of being with it now
("Generali wanted 30% more at renewal, so I switched")."""
_TOPPED_UP = re.compile(r"\btop(?:ped|ping)?\s+up\s+(?:the|my|our)\s+$", re.IGNORECASE)
_SERVICE_AFTER = re.compile(
    r"\s+(?:signal|network|coverage|prepaid|sim|sim\s+card|data|account|app|plan|contract|"
    r"broadband|wi-?fi|fibre|fiber|meter|direct\s+debit|tariff|premium|renewal)\b",
    re.IGNORECASE,
)
"""After a provider: a service of it, in a sentence where the speaker says themself ("Globe
signal here in our barangay")."""
_IS_MINE = re.compile(
    r"^\s+(?:(?:is|are|'s|’s)\s+(?:now\s+)?(?:my|our)|(?:insures?|covers?)\s+(?:my|our|both))\b",
    re.IGNORECASE,
)
"""After a provider: "Airtel is my network", "Geico insures our two cars"."""
_WHO_NEXT = re.compile(
    r"^\W{0,3}\s*(?:that|they)(?:['’]s|['’]re|\s+is|\s+are)\s+(?:who|the\s+ones?\s+that)\s+"
    r"(?:(?:now\s+)?(?:insures?|covers?)\s+(?:my|our|the|us|me)\b(?!\s+\w+['’]s\b)|"
    r"(?:we|I)(?:['’]re|['’]m|\s+are|\s+am)\s+with\b)[^.!?]{0,40}",
    re.IGNORECASE,
)
"""The next sentence says the provider just named is the one: "Can you find the claims number
for Direct Line? That's who insures the car now"."""
_LAPSED = re.compile(
    r"^\s+(?:(?:contract|plan|policy|subscription|deal|tariff)\s+)?(?:ran\s+out|expired|ended|"
    r"lapsed|(?:is|was)\s+(?:history|over|gone|done))\b",
    re.IGNORECASE,
)
"""After a provider, words that say it is over: "the O2 contract ran out", "Orange is history"."""
_AT = re.compile(r"\bat\s+(?:the\s+)?$", re.IGNORECASE)
"""A pharmacy is also taken up by where one goes: "pick up my prescriptions at the CVS"."""
_OWNED = re.compile(r"^(?P<owner>.+?)['’]s (?P<thing>[\w-]+(?: [\w-]+){0,2})$")
"""A subject named by its owner: "Gareth's car", "Oscar's SIM", "Tom's work files"."""
_HOUSEHOLD = re.compile(r"\b(?:we|we're|we've|us|our)\b", re.IGNORECASE)
_SPEAKER = re.compile(r"\b(?:i|i'm|i've|we|we're|we've|my|our|me|us)\b", re.IGNORECASE)
_OPENS_WITH = re.compile(r"^\s*(?P<who>[A-Z][\w-]+)(?:['’]s)\s")
_OPENS_WITH_DEED = re.compile(
    r"^\s*(?:(?:finally|just|so|ok|okay|well|also)\s+)?(?:cancell?ed|switched|ditched|dropped|"
    r"dumped|left|quit|moved|ported|joined|signed\s+up|went|sorted|set\s+up|got)\b",
    re.IGNORECASE,
)
"""A sentence the speaker opens with their own deed, its "I" left out ("cancelled Dropbox",
"Finally switched to Octopus", "Sorted the energy at last, Octopus put a smart meter in"): the
speaker's."""


def _movable(predicate: str, value: str) -> bool:
    """A claim whose value is a listed provider, on a slot it may be moved from: not a
    person's (`_KEEP_SLOTS`), except a pet's for an email provider or cloud storage ("my
    Hotmail inbox is a disaster" read as a pet "Hotmail")."""
    kinds = _kinds_of(value)
    if not kinds:
        return False
    if predicate == "has_pet":
        return all(k in _TOOLS_AT_WORK for k in kinds)
    return predicate not in _KEEP_SLOTS


def _kinds_of(value: str) -> tuple[str, ...]:
    """The kinds a value said whole is a listed provider of (none: no provider)."""
    name = re.sub(r"^(?:the|a|an|my|our)\s+", "", value.strip(), flags=re.IGNORECASE)
    return _SLOTS_OF.get(" ".join(name.split()).casefold().rstrip(".!?"), ())


def provider_slot(value: str, words: str) -> str | None:
    """The slot of a listed provider's name said as a whole value, by the kind's words in
    `words` (its sentence and predicate); None when it is no provider or no kind is said."""
    for slot in _kinds_of(value):
        if CONTEXT[slot].search(words):
            return insurer_slot(words) if slot == "insurer" else slot
    return None


_AS_CUSTOMER = re.compile(r"\b(?:with|on|to)\s+(?:the\s+)?$", re.IGNORECASE)
"""Right before a provider's name: a customer's word ("we're with Telkom", "on Vodacom",
"switched to EE"), not a worker's ("joined Dis-Chem", "at Clicks")."""


def _kind_beside(value: str, text: str, sentence: tuple[int, int]) -> str | None:
    """The kind a listed provider, said as a customer says it (`_AS_CUSTOMER`), shares with
    another listed provider its sentence names: "Vodacom also disappointed me so now we're with
    Telkom" moves between mobile networks, whatever words of phones the sentence leaves out."""
    at = text.find(value, *sentence)
    if at < 0 or not _AS_CUSTOMER.search(text, max(sentence[0], at - 12), at):
        return None  # "She left Clicks and joined Dis-Chem": two pharmacies, a job changed
    kinds = _kinds_of(value)
    for m in _NAMED.finditer(text, *sentence):
        other = " ".join(m.group("name").split())
        if other.casefold() == value.casefold():
            continue
        for slot in _kinds_of(other):
            if slot in kinds:
                return insurer_slot(text[sentence[0] : sentence[1]]) if slot == "insurer" else slot
    return None


def insurer_slot(words: str) -> str:
    """The insurer slot of what `words` say is insured ("home" -> home_insurer), else
    `insurer`."""
    for slot, insured in _INSURED:
        if re.search(rf"\b(?:{insured})\b", words, re.IGNORECASE):
            return slot
    return "insurer"


def provider_claims(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each provider on its slot (see the module docstring)."""
    text = message.text[:_READ_CHARS]
    out: list[Claim] = []
    said: set[str] = set()
    for c in claims:
        value = (c.object or c.value or "").strip()
        slot, start, end, beside = None, 0, len(text), False
        if _movable(c.predicate, value):  # the sentence only for these
            start, end = sentence_around(text, max(0, c.span[0]))
            slot = provider_slot(value, f"{text[start:end]} {c.predicate.replace('_', ' ')}")
            if slot is None:  # another of its kind said beside it: a customer's comparison
                slot = _kind_beside(value, text, (start, end))
                beside = slot is not None
        if slot is None or (
            c.predicate == "works_at"
            and (
                _work_said(text[start:end], slot)
                if beside
                else _at_work(c, claims, text[start:end], slot)
            )
        ):
            out.append(c)
            if c.predicate in PROVIDERS or c.predicate in INSURER_SLOTS:
                said.add(value.casefold())
            continue
        if _talked_about(text, value, start, end):
            continue  # "an argument about the British Gas bills": no one's provider, no slot
        if c.predicate not in PROVIDERS and _work_said(text[start:end], slot):
            continue  # "Been with Vodafone for ages, network planning mostly": a job, no plan
        if value.casefold() not in said:
            out.append(_on_slot(message, c, slot, value, text, (start, end)))
        said.add(value.casefold())
    found = sorted(
        [*_NAMED.finditer(text), *_MY_EVERYDAY.finditer(text), *_MOVED_EVERYDAY.finditer(text)],
        key=lambda m: m.start(),
    )
    for m in found:
        name = " ".join(m.group("name").split())
        if name.casefold() in said:
            continue
        claim = _read(message, text, m, name, out)
        if claim is not None:
            out = [
                c
                for c in out
                if not (_name_and_more(c, name, claim) or _employer_too(c, name, claim, text))
            ]
            out.append(claim)
            said.add(name.casefold())
    return out


_TOPIC_BEFORE = re.compile(r"\babout\s+(?:the\s+|their\s+|those\s+)?$", re.IGNORECASE)
_TOPIC_AFTER = re.compile(
    r"\s+(?:bills?|adverts?|ads?|prices?|price\s+hikes?|strikes?|outages?|news|scandal|shares?)\b",
    re.IGNORECASE,
)


def _talked_about(text: str, name: str, start: int, end: int) -> bool:
    """A provider's name said as a topic in its sentence, no one's provider: "an argument
    about the British Gas bills", "the Vodafone outage"."""
    at = text.find(name, start, end)
    if at < 0:
        return False
    return bool(
        _TOPIC_BEFORE.search(text, max(start, at - 20), at)
        and _TOPIC_AFTER.match(text, at + len(name))
    )


def _name_and_more(claim: Claim, name: str, read: Claim) -> bool:
    """A claim of the speaker's own thing whose value is the provider's name with its kind's
    words after it ("my Admiral car insurance" read as the vehicle "Admiral car")."""
    value = claim.object or claim.value or ""
    return claim.subject == read.subject and value.casefold().startswith(name.casefold() + " ")


def _employer_too(claim: Claim, name: str, read: Claim, text: str) -> bool:
    """The same provider read as the person's employer in a sentence with no words of work
    ("We're with British Gas for the gas and electric" read as a job too): the customer's."""
    value = claim.object or claim.value or ""
    if claim.predicate != "works_at" or claim.subject != read.subject:
        return False
    start, end = sentence_around(text, max(0, claim.span[0]))
    return value.casefold() == name.casefold() and not _work_said(text[start:end], None)


_JOB_SLOTS = frozenset({"occupation", "job_title", "role"})


_TOOLS_AT_WORK = frozenset({"email_provider", "cloud_storage"})
"""Kinds used at work as much as at home: words of work beside them do not make their name an
employer ("we've switched to Google Drive at work")."""


def _work_said(sentence: str, slot: str | None) -> bool:
    """Words of work in the sentence, for a provider of `slot` (none for a tool used at work,
    `_TOOLS_AT_WORK`, nor a cover had through one's job: "Our health plan is with Bupa through
    my job")."""
    if slot in _TOOLS_AT_WORK:
        return False
    if slot in INSURER_SLOTS:
        sentence = _THROUGH_WORK.sub(" ", sentence)
    return _WORK.search(sentence) is not None


_THROUGH_WORK = re.compile(
    r"\b(?:through|via|from|with|paid\s+by)\s+(?:(?:my|our|his|her|their|the)\s+)?"
    r"(?:work|job|employer|company)\b",
    re.IGNORECASE,
)
"""Cover had through a job: a perk, not the insurer as a workplace."""


def _at_work(claim: Claim, claims: list[Claim], sentence: str, slot: str | None = None) -> bool:
    """An employer claim said as a job: words of work in its sentence (`_work_said`) or none of
    a customer's (`_PAYING`), or a job of the same person read from the message ("I'm a
    pharmacist at Boots")."""
    return (
        _work_said(sentence, slot)
        or _PAYING.search(sentence) is None
        or any(c.subject == claim.subject and c.predicate in _JOB_SLOTS for c in claims)
    )


def _on_slot(
    message: Message, claim: Claim, slot: str, value: str, text: str, sentence: tuple[int, int]
) -> Claim:
    """The claim moved to the provider's slot: ended when the words around it give it up
    ("the O2 contract ran out"); its owner's when the subject is a thing named by its owner
    ("Gareth's car"); the speaker's when a relative of theirs did it for the household ("my
    husband moved us to Octopus Energy"), or when the subject read is a provider itself
    ("Ported my number from Airtel to Telkom")."""
    moved = named_on(claim, slot, value)
    at = text.find(value, max(0, claim.span[0] - len(value)))
    if at >= 0 and claim.action == "assert" and _given_up(text, at, at + len(value), sentence):
        moved = dataclasses.replace(moved, action="end")
        moved = aimed_at(moved, moved.subject)  # said again, as an end
    owner = _OWNED.match(moved.subject)
    thing = owner.group("thing").casefold() if owner is not None else ""
    if owner is not None and thing not in PERSON_ROLES and thing.split()[-1] not in PERSON_ROLES:
        # "Gareth's car is insured with Admiral": Gareth's insurer, not the car's; "Tom's
        # work files" are Tom's too, "Tom's little sister" is no thing of his
        moved = aimed_at(moved, owner.group("owner"))
    speaker = message.speaker
    words = text[sentence[0] : sentence[1]]
    if speaker and _kinds_of(moved.subject) and _SPEAKER.search(words):
        # "Ported my number from Airtel to Telkom": a provider is no one's subject
        return aimed_at(moved, speaker)
    household = _HOUSEHOLD.search(words) is not None
    named = re.search(rf"\b{re.escape(moved.subject)}\b", words) is not None
    kin = speaker is not None and moved.subject.startswith(f"{speaker}'s ")
    if speaker and _SPEAKER.search(words) and moved.subject != speaker and not (named or kin):
        # a subject the sentence says only in lower case is no one ("Our gas and electric is
        # with EDF": not "Electric")
        moved = aimed_at(moved, speaker)
    if speaker and household and moved.subject.startswith(f"{speaker}'s "):
        moved = aimed_at(moved, speaker)
    return moved


def _given_up(text: str, start: int, end: int, sentence: tuple[int, int]) -> bool:
    """The words before or after a provider's name give it up."""
    before = text[max(sentence[0], start - 40) : start]
    return (
        _GIVEN_UP.search(before) is not None or _LAPSED.match(text[end : sentence[1]]) is not None
    )


def _read(
    message: Message, text: str, m: re.Match[str], name: str, claims: list[Claim]
) -> Claim | None:
    """A provider named in the text and in no claim: given up or taken up, by whom."""
    at, after = m.start("name"), m.end("name")
    start, end = sentence_around(text, at)
    sentence = text[start:end]
    named_next = _WHO_NEXT.match(text[after : after + 80])
    told = f"{sentence} {named_next.group()}" if named_next else sentence
    slot = provider_slot(name, told)
    if slot is None or _work_said(sentence, slot):
        return None
    before = text[max(start, at - 40) : at]
    ended = _given_up(text, at, after, (start, end))
    taken = bool(
        _TAKEN.search(before)
        or _IS_MINE.match(text[after:end])
        or named_next
        or _TAKEN_AFTER.search(text, after, end)
    )
    if (
        not taken
        and not _CHANGE_SAID.search(sentence)
        and (
            _BILLS_ME.match(text, after, end)
            or _TOPPED_UP.search(before)
            or (_SERVICE_AFTER.match(text, after, end) and _SPEAKER.search(sentence))
        )
    ):
        taken = True  # "BNP just charged me", "top up the Optus", "Globe signal in our street"
    troubled = not taken and not ended and _in_trouble(message, text, before, after, end)
    if troubled:
        taken = True  # "Dropbox is full again, I'm deleting photos", "anyone else's TXU bill"
    if not ended and not taken and not (slot == "pharmacy" and _AT.search(before)):
        return None
    subject = _subject(message, told, start, end, claims)
    if subject is None and troubled:
        subject = message.speaker  # the trouble is the speaker's, said in the message
    if subject is None and named_next and is_question(sentence):
        subject = message.speaker  # asked about as the speaker's own: "that's who insures the car"
    if subject is None:
        return None
    action: ClaimAction = "end" if ended else "assert"
    return named_claim(subject, slot, name, action, message.observed_at, (at, after))


_TROUBLE_AFTER = re.compile(
    r"\s+(?:is|are|['\u2019]s)\s+(?:(?:full|playing\s+up|buffering|useless|a\s+joke)\b|"
    r"not\s+(?:working|syncing|loading))|\s+(?:keeps?|kept)\s+(?:crashing|dropping|buffering|"
    r"logging\s+me\s+out|cutting\s+out)|\s+(?:buffering|outage|storage|inbox)\b",
    re.IGNORECASE,
)
"""After a provider: trouble with it ("Dropbox is full again", "Showmax buffering")."""
_ELSES = re.compile(r"\belse['\u2019]s\s+$", re.IGNORECASE)
"""Before a provider: "anyone else's TXU bill": the speaker's own too."""
_MESSAGE_SPEAKER = re.compile(r"\b(?:i|i'm|i've|i'll|my|me)\b", re.IGNORECASE)


def _in_trouble(message: Message, text: str, before: str, after: int, end: int) -> bool:
    """The speaker's own provider in trouble: trouble said right after its name, or "anyone
    else's <Name> ...", in a message where the speaker says themself ("I", "my")."""
    if _MESSAGE_SPEAKER.search(text) is None:
        return False
    return _ELSES.search(before) is not None or _TROUBLE_AFTER.match(text, after, end) is not None


def _subject(
    message: Message, sentence: str, start: int, end: int, claims: list[Claim]
) -> str | None:
    """The speaker who says themself, else the person the sentence opens with, else the one
    person the sentence's claims are about."""
    if message.speaker is not None and (
        _SPEAKER.search(sentence) or _OPENS_WITH_DEED.match(sentence)
    ):
        return message.speaker
    opens = _OPENS_WITH.match(sentence)
    if opens is not None:
        return opens.group("who")
    people = {
        c.subject
        for c in claims
        if start <= c.span[0] < end and c.subject and not re.search(r"\d", c.subject)
    }  # a ticket ("ticket 88341") is no customer
    people.discard(message.speaker or "")
    return next(iter(people)) if len(people) == 1 else None
