"""Streaming services by name: which one a person watches or listens on, taken up or given up.

"We watch everything on Netflix", "I only pay for HBO Max", "Showmax is what I pay for", "We
cancelled Netflix and kept only Disney+", "Tidal is my music app these days": a service's
name holds no word of its kind, so the readers put it on whatever slot came near (an employer
"HBO Max", a team "Showmax", a device "Spotify") or on none, and a new service never took the
old one's place. Here, on the claims of a message:

- a claim whose value is a listed service (`VIDEO`, `MUSIC`), on a slot not of a person, is
  moved to its slot (`streaming_service` for film and TV, `music_streaming` for music); an
  employer only when its sentence speaks of paying, watching or a subscription, or names two
  services of one kind ("dumped Showmax for Netflix"), and not of work ("I work at Netflix",
  "left Ericsson, I'm at Spotify now" stay jobs); a "+" the reader
  left off is put back ("Apple TV+");
- a listed service said in no claim is read from the words before it: given up after
  "cancelled", "dropped", "ditched", "unsubscribed from" ...; else taken up when its sentence
  speaks of watching, listening, paying or a subscription. Its subject is the person owning it
  right before it ("Rohan's Hotstar plan renews"), else the one person the sentence's other
  claims are about, else the speaker when the sentence says "I", "we", "my" or "our", opens
  on the speaker's own deed with the "I" left out ("Kept the one that matters, Apple TV+") or
  says the household ("the kids only watch Disney+ these days"), else none is read.

Both slots are single-valued: a person's one video service and one music service (someone who
keeps two will see the later one said replace the earlier). Pure; one regex pass over at most
`_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.claim import ClaimAction
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES
from chronofact.extractors.conversation.statements import named_claim, named_on

__all__ = ["MUSIC", "VIDEO", "streaming_claims", "streaming_slot"]

VIDEO: tuple[str, ...] = (
    "Netflix", "Disney+", "Disney Plus", "Prime Video", "Amazon Prime", "HBO Max", "Max",
    "Apple TV+", "Apple TV Plus", "Apple TV", "Hulu", "Peacock", "Paramount+", "Paramount Plus",
    "Showmax",
    "Hotstar", "Disney+ Hotstar", "JioCinema", "JioHotstar", "Zee5", "SonyLIV", "Crunchyroll",
    "NOW TV", "NOW", "BritBox", "Stan", "Binge", "Crave", "Viu", "iQIYI", "Mubi", "Shudder",
    "Discovery+", "DAZN", "Sky Go", "YouTube Premium", "YouTube TV", "Sling", "Fubo",
    "Globoplay", "Canal+", "Viaplay", "Videoland", "RTL+", "Joyn", "SkyShowtime", "iflix",
    "Vidio", "Netflix Basic", "Tubi", "Pluto TV", "Starz", "Showtime", "ESPN+", "Kayo",
)  # fmt: skip
"""Film and TV streaming services by name ("Max" and "NOW" only as a whole value, said with
a capital)."""
MUSIC: tuple[str, ...] = (
    "Spotify", "Apple Music", "Tidal", "Deezer", "YouTube Music", "Amazon Music", "SoundCloud",
    "Pandora", "Qobuz", "JioSaavn", "Gaana", "Anghami", "Boomplay", "Audiomack", "Napster",
)  # fmt: skip
"""Music streaming services by name."""
_SLOTS = {**dict.fromkeys((n.casefold() for n in VIDEO), "streaming_service")} | {
    **dict.fromkeys((n.casefold() for n in MUSIC), "music_streaming")
}
_AMBIGUOUS = frozenset({"max", "now", "stan", "binge", "crave", "sling", "now tv"})
"""Names that are everyday words too: taken only as a claim's whole value, never found in
running text."""
_NAME_ALT = "|".join(
    re.escape(n).replace(r"\ ", r"\s+")
    for n in sorted((*VIDEO, *MUSIC), key=len, reverse=True)
    if n.casefold() not in _AMBIGUOUS
)
_NAMED = re.compile(rf"(?<![\w+])(?P<name>{_NAME_ALT})(?![\w+])")
_READ_CHARS = 1200
_WORK = re.compile(
    r"\b(?:(?:work|works|worked|working)(?!\s+out\b)|job|jobs|employ\w*|hired|intern\w*|"
    r"colleagues?|boss|salary|offer|interview\w*|shares|stock)\b",
    re.IGNORECASE,
)
_GIVEN_UP = re.compile(
    r"\b(?:cancel(?:l?ed|l?ing)?|dropped|drop|ditched|ditch|quit|unsubscribed\s+from|"
    r"got\s+rid\s+of|stopped\s+(?:paying\s+for|using)|no\s+more|gave\s+up(?:\s+on)?|"
    r"done\s+with|let\s+\w+\s+lapse|off)\s+(?:(?:our|my|the|his|her|their)\s+)?$",
    re.IGNORECASE,
)
"""Words right before a service that give it up ("cancelled Netflix", "dropped Hotstar")."""
_USE = re.compile(
    r"\b(?:watch\w*|stream\w*|listen\w*|pay\w*|paid|subscri\w*|subs?|account|membership|"
    r"signed\s+up|switched|moved|kept|keep|got|get|have|has|use|using|runs?\s+on|on|plan|"
    r"trial|music\s+app|tv)\b",
    re.IGNORECASE,
)
"""Words of a sentence that speak of using a service."""
_PAID = re.compile(
    r"\b(?:watch\w*|listen\w*|stream\w*|pay\w*|paid|subscri\w*|account|plan|music\s+app|"
    r"free\s+trial)\b",
    re.IGNORECASE,
)
"""Words that say a service is used, not worked at: an employer is moved only beside these
("I only pay for HBO Max"; "Joined Spotify two weeks ago" stays a job)."""
_SPEAKER = re.compile(r"\b(?:i|i'm|i've|we|we're|we've|my|our|me|us)\b", re.IGNORECASE)
_OWNER = re.compile(r"\b(?P<who>[A-Z][\w-]+)['’]s\s+(?:new\s+|old\s+)?$")
"""A person owning the service said right before it ("Rohan's Hotstar plan"): theirs, not the
speaker's."""
_OPENS_WITH_DEED = re.compile(
    r"^\s*(?:(?:finally|just|so|ok|okay|well|also)\s+)?(?:kept|cancell?ed|ditched|dropped|"
    r"switched|signed\s+up|subscribed|got|renewed|paying|paid)\b",
    re.IGNORECASE,
)
"""A sentence the speaker opens with their own deed, its "I" left out ("Kept the one that
actually matters, Apple TV+")."""
_FROM_SLOTS = frozenset(
    {"works_at", "supports_team", "uses_device", "occupation", "has_pet", "hobby", "project"}
    | {"learning_language", "member_of", "likes", "studies_at", "gym", "bank", "vehicle"}
)
"""Slots the readers put a service's name on by mistake (a name that is also a word, "Max",
is moved only from these)."""
_KEEP_SLOTS = frozenset(
    {"streaming_service", "music_streaming", "partner", "manager", "has_pet", "friend"}
    | {"married_to", "engaged_to", "name", "nickname", "doctor", "dentist"}
)
"""Slots whose value stays, whatever it is called ("Max is my boyfriend")."""


def streaming_slot(value: str) -> str | None:
    """The slot of a listed service's name said as a whole value ("Disney+", "the Netflix")."""
    name = re.sub(r"^(?:the|a|an|my|our)\s+", "", value.strip(), flags=re.IGNORECASE)
    return _SLOTS.get(" ".join(name.split()).casefold().rstrip(".!?"))


def _between_services(sentence: str) -> bool:
    """The sentence names two services of one kind (a name that is also a word, "Max", not
    counted): a customer's swap ("dumped Showmax for Netflix", "left Spotify for Apple Music"),
    not a job ("left Ericsson, I'm at Spotify now"; work words keep a job either way)."""
    kinds: dict[str, set[str]] = {}
    for m in _NAMED.finditer(sentence):
        name = " ".join(m.group("name").split()).casefold()
        if name in _AMBIGUOUS:
            continue
        kinds.setdefault(_SLOTS[name], set()).add(name)
    return any(len(names) >= 2 for names in kinds.values())


def _with_plus(text: str, value: str) -> str:
    """The value with the "+" said after it in the text ("Apple TV" -> "Apple TV+")."""
    at = text.find(value)
    return value + "+" if at >= 0 and text[at + len(value) : at + len(value) + 1] == "+" else value


def streaming_claims(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each streaming service on its slot (see the module docstring)."""
    text = message.text[:_READ_CHARS]
    out: list[Claim] = []
    said: set[str] = set()
    for c in claims:
        value = (c.object or c.value or "").strip()
        slot = streaming_slot(value) or streaming_slot(_with_plus(text, value))
        slot = slot if c.predicate not in _KEEP_SLOTS else None
        if slot is not None and value.casefold() in _AMBIGUOUS and c.predicate not in _FROM_SLOTS:
            slot = None  # "we lost Max": a dog, no service
        if slot is None:
            out.append(c)
            if c.predicate in ("streaming_service", "music_streaming"):
                said.add(value.casefold())
            continue
        value = _with_plus(text, value)
        start, end = sentence_around(text, max(0, c.span[0]))
        if c.predicate == "works_at" and (
            _WORK.search(text[start:end])
            or not (_PAID.search(text[start:end]) or _between_services(text[start:end]))
        ):
            out.append(c)  # "I work at Netflix", "left Ericsson, I'm at Spotify now": a job
            continue
        if value.casefold() not in said:  # the reader's own slot name for it, read twice
            out.append(named_on(c, slot, value))
        said.add(value.casefold())
    for m in _NAMED.finditer(text):
        name = " ".join(m.group("name").split())
        if name.casefold() in said:
            continue
        claim = _read(message, text, m, name, out)
        if claim is not None:
            out.append(claim)
            said.add(name.casefold())
    return out


def _read(
    message: Message, text: str, m: re.Match[str], name: str, claims: list[Claim]
) -> Claim | None:
    """A service named in the text and in no claim: given up or taken up, by whom."""
    start, end = sentence_around(text, m.start())
    sentence = text[start:end]
    if _WORK.search(sentence):
        return None
    ended = _GIVEN_UP.search(text[max(start, m.start() - 30) : m.start()]) is not None
    troubled = _TROUBLE_AFTER.match(text, m.end(), end) is not None
    if not ended and not troubled and not _USE.search(sentence):
        return None
    owner = _OWNER.search(text, max(start, m.start() - 40), m.start())
    subject = owner.group("who") if owner else _subject(message, sentence, start, end, claims)
    if subject is None and troubled and _SPEAKER.search(text):
        subject = message.speaker  # "tired of Showmax buffering ...? I dey pay for that thing"
    if subject is None or (owner is not None and subject in CAPITALISED_NOT_NAMES):
        return None
    slot = _SLOTS[name.casefold()]
    action: ClaimAction = "end" if ended else "assert"
    return named_claim(subject, slot, name, action, message.observed_at, (m.start(), m.end()))


def _subject(
    message: Message, sentence: str, start: int, end: int, claims: list[Claim]
) -> str | None:
    """The one person the sentence's claims are about, else the speaker who says themself."""
    people = {
        c.subject
        for c in claims
        if start <= c.span[0] < end and c.subject and not re.search(r"\d", c.subject)
    }
    if message.speaker is not None:
        people.discard(message.speaker)
    if len(people) == 1 and not _SPEAKER.search(sentence):
        return people.pop()
    relative = _RELATIVE_OPENS.match(sentence)
    if relative is not None and any(
        c.object == relative.group("name") for c in claims if start <= c.span[0] < end
    ):
        return relative.group("name")  # "My roommate Theo pays for Hulu": Theo's
    if _SPEAKER.search(sentence) or _OPENS_WITH_DEED.match(sentence):
        return message.speaker
    if _HOUSEHOLD.search(sentence):  # "the kids only watch Disney+ these days"
        return message.speaker
    return None


_RELATIVE_OPENS = re.compile(
    r"\s*(?:[Mm]y|[Oo]ur)\s+(?:[a-z-]+\s+){1,2}?(?P<name>[A-Z][a-z]+)\s+"
    r"(?:[a-z]+s|has|had|got|paid|pays)\b"
)
"""The speaker's relation named opening the sentence as its subject ("My roommate Theo pays
for Hulu"): the sentence is about them."""
_TROUBLE_AFTER = re.compile(
    r"\s+(?:buffering|(?:keeps?|kept)\s+(?:buffering|crashing|freezing)|"
    r"(?:put|putting|puts|has\s+put)\s+(?:the|its|their|my|our)\s+prices?\s+up|"
    r"(?:price|prices)\s+(?:went|going|go)\s+up)\b",
    re.IGNORECASE,
)
"""After a service's name: trouble with it, of a message where the speaker says themself
("tired of Showmax buffering ...? I dey pay for that thing", "did Disney+ put the price up
again? I'll hang on to it")."""
_HOUSEHOLD = re.compile(
    r"\b(?:the|our)\s+(?:kids|children|family|household|boys|girls|twins|whole\s+house)\b",
    re.IGNORECASE,
)
"""The speaker's household said as a whole: a service it watches is the speaker's."""
