"""A question the speaker answers in the same message, read as the statement it makes.

"where am i working? Revolut. started in june", "who's my boss? Mrs Adeyemi.", "dentist? Dr
Menon.", "TK-2209? dispatched.", "supporting Hearts now? aye, since june": the question is
skipped by the sentence reader and the answer alone is a fragment no frame reads. The pair is
one statement: the question turned round before the answer ("I am working at Revolut.", "my
boss is Mrs Adeyemi.", "my dentist is Dr Menon.", "TK-2209 is dispatched.", "supporting Hearts
now, since june"), which the ordinary reader then reads (`ConversationExtractor`).

Three shapes, the question at most `_MAX_QUESTION` characters and the answer a fragment (no
subject pronoun, no verb of its own before its first comma):
- a wh-question on what the answer names: "where/who/what <be|do> <subject> [verb]?";
- a topic asked alone ("dentist?", "josh?", "#3310?"), answered by a state or, after a word
  of a role or a thing one has ("dentist", "girlfriend", "phone"), by a name; a person asked
  alone answered by a bare name says nothing of which slot, and is left;
- a yes-no question answered yes ("aye", "yep", "yeah"): the question is the statement.

Spans: the words of the answer keep their place in the message; the lead made from the
question maps onto the question (`Derived.place`). Linear: one anchored match per sentence.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from dataclasses import dataclass

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import split_sentences
from chronofact.extractors.conversation.extract import MessageDraft, finish, read_message
from chronofact.extractors.conversation.lexicon import KIN, KIN_ALONE, PERSON_ROLES, STATES
from chronofact.extractors.conversation.replied import replied_statements, statement_of
from chronofact.extractors.conversation.reported import ASKED, NO, reported_statements, yes_no
from chronofact.extractors.conversation.slot_match import NearestSlots

__all__ = ["Derived", "answer_drafts", "answered_claims", "derived_statements"]

_MAX_QUESTION = 80
_MAX_ANSWER = 300

_BE = r"(?:['\u2019]s|\s+is|\s+am|\s+are|\s+was)"
_DO = r"\s+(?P<do>do|does|did)"
_WH_RE = re.compile(
    r"(?:(?:so|and|ok|okay|now)\s+)?(?P<wh>where|who|what)(?:" + _BE + "|" + _DO + r")\s+"
    r"(?P<rest>[\w'\u2019 -]{1,60}?)\s*\?+$",
    re.IGNORECASE,
)
_TOPIC_RE = re.compile(
    r"(?P<topic>(?:(?:my|our|his|her|their|the|[\w]+['\u2019]s)\s+)?[#\w][\w-]*(?:\s+[\w-]+)?)"
    r"\s*\?+$",
    re.IGNORECASE,
)
_YES_RE = re.compile(r"(?:aye|yes|yep|yup|yeah|ya|yah|correct|indeed)\b[,.!\s]*", re.IGNORECASE)
_ASKED_FROM = re.compile(r"[.!;:,\u2014\u2013]\s+|\s-\s")
"""Where a question asked after a statement starts ("marta and i split. girlfriend?")."""
_ASKER = frozenset({"you", "u", "ya", "are", "r", "how", "why", "any", "anyone", "when"})
"""A question to someone else, or one no fragment answers with a value."""
_NOW_TAIL = re.compile(r"\s+(?:now|these\s+days|nowadays|then|at\s+the\s+moment)$", re.IGNORECASE)

_PLACE_VERBS = {
    "working": "at", "work": "at", "works": "at", "studying": "at", "study": "at",
    "studies": "at", "training": "at", "train": "at", "trains": "at", "banking": "with",
    "bank": "with", "banks": "with", "living": "in", "live": "in", "lives": "in",
    "staying": "in", "stay": "in", "stays": "in", "based": "in", "going": "to", "go": "to",
    "goes": "to", "interning": "at", "volunteering": "at",
}  # fmt: skip
"""What "where" stands for after a verb: "where am i working?" -> "working at"."""
_DOING = {"do", "does", "doing"}
""""what do i do?": one's line of work."""
_SUBJECTS = {"i": "am", "he": "is", "she": "is", "they": "are", "we": "are"}
_THINGS = frozenset(
    (
        *("phone", "laptop", "car", "ride", "bike", "gym", "bank", "school", "uni", "college"),
        *("job", "title", "role", "team", "diet", "hobby", "language", "project", "gp"),
        *("doctor", "dentist", "vet", "therapist", "physio"),
    )
)
"""Things and roles one has: asked alone, a name answers them ("dentist? Dr Menon")."""
_ROLE_WORDS = frozenset(PERSON_ROLES) - KIN
_NOT_FRAGMENT = re.compile(
    r"(?:i|i['\u2019]m|im|we|he|she|they|it|it['\u2019]s|that|this|there|you|no|nope|nah|not|"
    r"oh|um|idk|dunno|who|what|where|why|how|lol|haha)\b",
    re.IGNORECASE,
)
_NAMED = re.compile(r"(?:her|his|their)\s+name(?:['\u2019]s|\s+is)\s+", re.IGNORECASE)
_STATE_START = re.compile(r"[a-z][\w-]*(?:ed|en|ing|ive|al|ful|less|based|free|t)\b")
"""A lower-case answer that is a state or what happened ("dispatched", "retired in june",
"plant-based", "resolved"), not a bare noun."""
_ADVERBS = re.compile(r"(?:(?:finally|just|already|now|officially|all|got|been|was)\s+)*", re.I)
"""Adverbs and auxiliaries before a state in an answer ("finally resolved", "got cancelled")."""


@dataclass(frozen=True)
class Derived:
    """A statement made of a question and its answer; `lead` characters come from the
    question at `question`, the rest is the message from `answer` on."""

    text: str
    lead: int
    question: tuple[int, int]
    answer: int
    end: int
    whole: bool = False
    """The lead is a statement of its own (a yes-no question answered): its claims count."""

    def place(self, at: int) -> int:
        """The message offset of offset `at` of the statement."""
        if at >= self.lead:
            return self.answer + at - self.lead
        q_start, q_end = self.question
        return min(q_start + at, q_end)


def _subject_be(rest: str) -> tuple[str, str, str] | None:
    """ "i working" -> ("i", "am", "working"); "my boss" -> ("my boss", "is", "")."""
    words = rest.split()
    if not words:
        return None
    first = words[0].casefold()
    if first in _SUBJECTS:
        return words[0], _SUBJECTS[first], " ".join(words[1:])
    if first in ("you", "u", "ya"):
        return None
    if len(words) > 1 and (words[-1].endswith("ing") or words[-1].casefold() == "based"):
        return " ".join(words[:-1]), "is", words[-1]
    return rest, "is", ""


def _has_thing(phrase: str) -> bool:
    """A role or a thing one has is named last ("my boss", "his new job", "sam's phone")."""
    head = phrase.split()[-1].casefold()
    return head in _THINGS or head in _ROLE_WORDS


def _wh_lead(m: re.Match[str]) -> str | None:
    wh = m.group("wh").casefold()
    rest = _NOW_TAIL.sub("", m.group("rest").strip())
    if m.group("do"):
        words = rest.split()
        if len(words) < 2 or words[0].casefold() in ("you", "u", "ya"):
            return None
        subject, verb = " ".join(words[:-1]), words[-1].casefold()
        if wh == "what" and verb in _DOING:
            return f"{subject} {'work' if subject.casefold() in _SUBJECTS else 'works'} as "
        if wh == "where" and verb in _PLACE_VERBS:
            return f"{subject} {verb} {_PLACE_VERBS[verb]} "
        if wh == "what":
            return f"{subject} {verb} "
        return None
    said = _subject_be(rest)
    if said is None:
        return None
    subject, be, verb = said
    if wh == "where":
        if verb.casefold() not in _PLACE_VERBS:
            return None
        return f"{subject} {be} {verb} {_PLACE_VERBS[verb.casefold()]} "
    if verb:
        return f"{subject} {be} {verb} "
    if subject.split()[0].casefold() in _SUBJECTS or not _has_thing(subject):
        return None
    return f"{subject} is "


def _topic_lead(topic: str, answer: str) -> tuple[str, int] | None:
    """The lead of a topic asked alone, and how much of the answer it replaces ("her name's")."""
    words = topic.split()
    head = words[-1].casefold()
    if words[0].casefold() in _SUBJECTS or words[0].casefold() in ("you", "u", "what", "why"):
        return None
    named = _NAMED.match(answer)
    thing = head in _THINGS or head in _ROLE_WORDS
    owned = len(words) > 1 or not thing
    if named is not None or answer[:1].isupper() or answer[:1] in "#0123456789":
        if not thing:
            return None  # "josh? Vancouver.": which slot is not said
        return (f"{topic} is " if owned else f"my {topic} is "), named.end() if named else 0
    adverbs = _ADVERBS.match(answer)  # "INC-20931? finally resolved in April"
    said = answer[adverbs.end() :] if adverbs else answer
    if not _STATE_START.match(said) and not said.casefold().startswith(STATES):
        return None
    if head in KIN_ALONE or head in KIN or len(words) <= 3:
        return f"{topic} is ", 0
    return None


_GUESS_RE = re.compile(
    r"(?:(?:so|and|ok|okay)\s+)?(?:guess|you(?:['\u2019]ll|\s+will)\s+never\s+guess|"
    r"bet\s+you\s+can['\u2019]?t\s+guess)\s+(?P<wh>where|who|what)\s+"
    r"(?P<subject>[\w'\u2019 -]{1,30}?)"
    r"(?:['\u2019]s|\s+(?P<be>is|am|are|was))\b\s*(?P<rest>[^?]{0,40}\?+)$",
    re.IGNORECASE,
)
"""A question asked in the order of a statement after "guess" ("Guess where Efua is working
these days??")."""


def _asked_plainly(question: str) -> str:
    """ "guess where Efua is working now?" -> "where is Efua working now?"."""
    m = _GUESS_RE.fullmatch(question)
    if m is None:
        return question
    return f"{m.group('wh')} {m.group('be') or 'is'} {m.group('subject')} {m.group('rest')}"


def _fragment(answer: str) -> bool:
    """No clause of its own before its first comma: no subject pronoun opens it, and no
    bracketed aside ("[shares a photo of ...]")."""
    said = answer.strip()
    return bool(said) and said[0] not in "[(*<" and _NOT_FRAGMENT.match(answer) is None


def derived_statements(text: str) -> list[Derived]:
    """The statements the message's self-answered questions make (see the module docstring)."""
    spans = split_sentences(text)
    out: list[Derived] = []
    for (q_start, q_end), (a_start, a_end) in itertools.pairwise(spans):
        sentence = text[q_start:q_end].rstrip()
        if not sentence.endswith("?"):
            continue
        window = sentence[-_MAX_QUESTION - 2 :]
        opens = [m.end() for m in _ASKED_FROM.finditer(window)]
        q_start += len(sentence) - len(window) + (opens[-1] if opens else 0)
        question = text[q_start:q_end].strip()
        if len(question) > _MAX_QUESTION or question.split()[0].casefold() in _ASKER:
            continue
        answer = text[a_start : min(a_end, a_start + _MAX_ANSWER)]
        made = _derive(question, answer)
        if made is None:
            continue
        lead, skip = made
        out.append(
            Derived(
                lead + answer[skip:],
                len(lead),
                (q_start, q_end),
                a_start + skip,
                a_start + len(answer),
                NO.match(answer) is not None,  # a denial: "I'm no longer at X" is said
            )
        )
    return out


def _derive(question: str, answer: str) -> tuple[str, int] | None:
    """The lead made of the question, and how many characters of the answer it replaces."""
    turned = statement_of(question.rstrip("?"))  # "still at Infosys? nope, Wipro since march"
    denied = yes_no(turned, answer) if turned and NO.match(answer) else None
    if denied is not None:
        return denied
    yes = _YES_RE.match(answer)
    if yes is not None:
        said = question.rstrip("?").rstrip()
        rest = answer[yes.end() :]
        return (said + (", " if rest else ". ")), yes.end()
    if not _fragment(answer):
        named = _NAMED.match(answer)
        topic = _TOPIC_RE.fullmatch(question)
        if named is None or topic is None:
            return None
        return _topic_lead(topic.group("topic"), answer)
    wh = _WH_RE.fullmatch(_asked_plainly(question))
    if wh is not None:
        lead = _wh_lead(wh)
        return (lead, 0) if lead else None
    topic = _TOPIC_RE.fullmatch(question)
    if topic is None:
        return None
    return _topic_lead(topic.group("topic"), answer)


def answer_drafts(message: Message) -> list[tuple[Derived, MessageDraft]]:
    """The message's self-answered questions as statements, read up to their slots by meaning
    (`extract.read_message`; the batch primes their clauses with the message's own)."""
    asked = "?" in message.text
    told = ASKED.search(message.text) is not None
    if not asked and not told and message.previous is None:
        return []
    said = derived_statements(message.text) if asked else []
    reported = reported_statements(message.text) if told else []
    reported += replied_statements(message)  # "still at Infosys?" / "nope, wipro since march"
    said += [  # "you asked if I'm still with TCS - nope": `reported`
        Derived(r.text, r.lead, r.question, r.answer, r.end, r.whole) for r in reported
    ]
    return [(d, read_message(dataclasses.replace(message, text=d.text))) for d in said]


def answered_claims(
    drafts: list[tuple[Derived, MessageDraft]], found: list[Claim], matcher: NearestSlots | None
) -> list[Claim]:
    """`found` with the claims of the statements whose words reach into the answer, placed in
    the message, that `found` does not already make; a claim of `found` read from the answer
    alone on a slot the statement gives someone else is dropped ("dad? retired in june" is
    not the speaker's retirement)."""
    have = {_key(c) for c in found}
    added: list[Claim] = []
    replaced: set[int] = set()
    for derived, draft in drafts:
        made = [c for c in finish(draft, matcher) if c.span[1] > derived.lead or derived.whole]
        for claim in made:
            span = (derived.place(claim.span[0]), derived.place(claim.span[1]))
            if derived.whole and claim.span[1] <= derived.lead:
                span = (derived.question[1], derived.answer)  # said by the "yep" / "nope"
            for i, old in enumerate(found):
                if (
                    derived.answer <= old.span[0] < derived.end
                    and old.predicate == claim.predicate
                    and old.subject.casefold() != claim.subject.casefold()
                ):
                    replaced.add(i)
            if _key(claim) not in have:
                have.add(_key(claim))
                added.append(dataclasses.replace(claim, span=span))
    return [c for i, c in enumerate(found) if i not in replaced] + added


def _key(claim: Claim) -> tuple[str, str, str, str, bool]:
    said = claim.object if claim.object is not None else claim.value or ""
    return (
        claim.subject.casefold(),
        claim.predicate,
        said.casefold(),
        claim.action,
        claim.polarity,
    )
