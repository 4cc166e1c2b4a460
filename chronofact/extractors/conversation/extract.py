"""The conversational pipeline for one message: sentences -> clauses -> subject -> frames ->
claims, then the rule extractor's claims for the slots the frames did not fill."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime

from chronofact.extractors.base import Message
from chronofact.extractors.change_words import NO_LONGER_RE, PROMOTION_RE
from chronofact.extractors.claims import MAX_SENTENCE_CHARS, Claim, extract_claims
from chronofact.extractors.claims.clauses import is_question
from chronofact.extractors.claims.masking import mask_sentence
from chronofact.extractors.claims.sentences import split_sentences
from chronofact.extractors.conversation import cross_clause as cc
from chronofact.extractors.conversation import said_over, shapes, special
from chronofact.extractors.conversation.bare_title import bare_title
from chronofact.extractors.conversation.carried_subject import carried_over
from chronofact.extractors.conversation.clause_said import SaidClause as _Clause
from chronofact.extractors.conversation.clauses import (
    Aux,
    clause_spans,
    skip_aux,
    skip_filler,
    skip_label,
    skip_lead,
    stated_in_question,
    time_led,
)
from chronofact.extractors.conversation.couples import couple_findings
from chronofact.extractors.conversation.done_to import done_to
from chronofact.extractors.conversation.events import meeting_or_ticket, unquoted_states
from chronofact.extractors.conversation.finding_claim import (
    claim_times,
    finding_claim,
    relation_claim,
)
from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.frame_match import match_frames
from chronofact.extractors.conversation.generic import END_START as _END_START
from chronofact.extractors.conversation.generic_guards import told_not_to
from chronofact.extractors.conversation.generic_pass import (
    Pending,
    read_clause,
    resolve,
    texts_to_match,
)
from chronofact.extractors.conversation.hired_other import hired_subject
from chronofact.extractors.conversation.in_passing import (
    partners_in_passing,
    pets_in_passing_claims,
    relations_in_passing,
)
from chronofact.extractors.conversation.introduction import apposition, introduces
from chronofact.extractors.conversation.lexicon import (
    CATEGORY_SLOTS,
    KIN,
    KIN_ALONE,
    VERB_START,
    category_slot,
    no_verb,
)
from chronofact.extractors.conversation.mood import times_of_clause
from chronofact.extractors.conversation.named_first import named_before
from chronofact.extractors.conversation.named_owner import named_owner_thing
from chronofact.extractors.conversation.owned import owned_by_subject, owned_product
from chronofact.extractors.conversation.people import (
    SUBJECT_RE,
    People,
    Subject,
    names_in,
    opens_on_lower_name,
)
from chronofact.extractors.conversation.recase import recased
from chronofact.extractors.conversation.routines import routine_shape
from chronofact.extractors.conversation.rule_claims import adopt_rule_claims
from chronofact.extractors.conversation.slot_match import NearestSlots
from chronofact.extractors.conversation.slot_vocab import slot_kind
from chronofact.extractors.conversation.speaker_own import speaker_findings
from chronofact.extractors.conversation.thing_state import thing_state
from chronofact.extractors.conversation.tidy import tidied
from chronofact.extractors.conversation.toward_speaker import toward_speaker
from chronofact.extractors.conversation.trim import learnt_thing
from chronofact.extractors.temporal import extract_temporal
from chronofact.graph.predicates import Cardinality, builtin_cardinality

__all__ = ["MessageDraft", "conversation_claims", "finish", "read_message"]

_NOW = re.compile(
    r"\b(?:now|these days|nowadays|anymore|any more|instead|again|currently)\b", re.IGNORECASE
)
_ENDED = NO_LONGER_RE
_INSTEAD = re.compile(r"\binstead\b", re.IGNORECASE)
_PASTIME_NOW = re.compile(r"\b(?:these\s+days|nowadays|all\s+about\b.{1,40}\bnow)\b", re.IGNORECASE)
"""A pastime said to be the one of the present ("these days I'm into film photography", "I'm
all about pottery now"): it takes the place of the ones before, as with "instead"."""
_PET_WORDS = re.compile(
    r"\b(?:"
    + "|".join(w for w, slot in CATEGORY_SLOTS.items() if slot == "has_pet")
    + r"|pet|pets|vet)\b",
    re.IGNORECASE,
)
_SINCE_YEAR = re.compile(r"\bsince\s+(?:19|20)\d\d\b")
"""With a name since a year: an employer as often as a partner ("with Deloitte since 2020")."""
_TITLE_ALONE = re.compile(r"^[\s,.:!-]*|[^\w.!]+$|[\s.!]+$")
_NAME_SET_OFF = re.compile(r",(?=\s+[a-z])")
_WORDS_ALONE = re.compile(r"[A-Za-z][A-Za-z -]{0,40}[\s.!-]*")
_BECOME = re.compile(r"(?:became|become|becoming|got\s+promoted|promoted)\b", re.IGNORECASE)


def _subject_findings(
    body: str,
    base: int,
    people: People,
    pets_said: bool,
    negated: bool = False,
    since: bool = False,
) -> tuple[Subject | None, list[Finding]]:
    """Parse the subject at the start of `body`, then the frames after it."""
    m = SUBJECT_RE.match(body)
    if m is None:
        return None, []
    subject = people.resolve(m)
    if subject is None:
        return None, []
    end = m.end()
    if m.group("rname") and _NAME_SET_OFF.match(body, end):
        end += 1  # "My sister, Ama, lives in Kumasi": the name set off by commas
    said_owner = m.group("owner")
    owner = people.kin_owner(said_owner) if said_owner else None  # "Papa's": the speaker's dad
    owned = named_owner_thing(m, body, base, owner)
    if owned:  # "Rita's hobby is knitting", "Kwame's diet is keto now": as "my ..." is read
        return Subject(subject.name), owned  # `People.resolve` drops the owner's "'s"
    if subject.with_speaker is None and not m.group("first"):
        couple = couple_findings(body[end:], base + end, subject.name)
        if couple:  # "Tiago and Marta are still together", "he and Marta split up"
            return Subject(subject.name), couple
    aux = skip_aux(body[end:])
    if (m.group("im") or "").lower() == "im":  # "im at klarna now": "I'm" in lower-case chat
        aux = Aux(aux.length, True)
    rest_at = end + aux.length
    rest = body[rest_at:]
    found = toward_speaker(rest, base + rest_at, subject.name, subject.relation, people.speaker)
    found = found or special.breakup(rest, base + rest_at, subject.with_speaker)
    couple = shapes.together(body[end:], base + end, subject.with_speaker)
    if couple and negated:  # "Sara and I aren't together" (masked to "are together")
        couple = special.breakup("not together", couple[0].end, subject.with_speaker)
    we = (m.group("first") or "").lower() == "we"
    parted = we and negated and shapes.together(rest, base + rest_at, "us")
    if parted:  # "we're not together anymore": whoever the partner was
        couple = special.breakup("not together", parted[0].end, None)
    found = found or couple
    found = found or cc.seeing_someone(rest, base + rest_at)
    if m.group("name") and people.speaker and not subject.with_speaker:
        gone = said_over.pet_gone(rest, base + rest_at, subject.name, pets_said)
        if gone:
            return Subject(people.speaker), gone
    found = found or said_over.retired(rest, base + rest_at)
    framed = match_frames(rest, base + rest_at, people.lower_chat) if not found else []
    if framed and people.speaker and _PUT_ME.match(rest):  # "Priya put me in charge of X"
        framed = [
            replace(f, subject=people.speaker) if f.predicate in _PUT_ME_SLOTS else f
            for f in framed
        ]
    found = found or framed
    if not found and (aux.copula or _BECOME.match(rest)):
        # "I've been at X (since 2021)" says where someone is as plainly as "... now"
        said = body[end:rest_at].lower()
        back = rest.startswith("back ") and not re.search(r"\b(?:was|were)\b", said)
        settled = bool(_NOW.search(body)) or "been" in said or since or back  # "is back in X"
        found = special.after_copula(rest, base + rest_at, settled, people.lower_chat)
    if subject.with_speaker:  # "Adaeze and I got married": to Adaeze
        found = found + special.wed_to(found, subject.with_speaker)
        found = found + _shared(found, subject.with_speaker)
    return subject, found


_PUT_ME = re.compile(
    r"(?:(?:has|have|had|just|finally)\s+)*(?:put|placed|made|moved|switched|shifted|"
    r"transferred|reassigned|assigned|bumped|drafted|promoted)\s+(?:me|us)\b",
    re.IGNORECASE,
)
"""Someone putting the speaker somewhere: what follows is the speaker's ("Priya put me in
charge of the revamp", "Tom moved me onto the data team")."""
_PUT_ME_SLOTS = frozenset({"project", "occupation", "works_at"})
"""The slots of what one is put on or made: one's work, job and employer."""
_SHARED_SLOTS = frozenset(
    {"works_at", "lives_in", "studies_at", "gym", "supports_team", "learning_language", "diet"}
)
"""Slots two people hold alike when both are said ("Bea and I both work at Allianz")."""


def _shared(found: list[Finding], other: str) -> list[Finding]:
    """The findings of "<other> and I ..." on a slot two people hold alike, for the other too
    (their partnership, marriage or break-up is read once, as a couple's)."""
    return [
        replace(f, subject=other)
        for f in found
        if f.predicate in _SHARED_SLOTS and f.subject is None
    ]


def _lesson_time(body: str, people: People) -> list[Finding]:
    """The time of the speaker's lessons said with the language learnt ("my Spanish lessons are
    Thursday evenings": Spanish, and the lessons' time)."""
    said = meeting_or_ticket(body, people.speaker, people.pronoun)
    # one slot for a language's lessons, whatever they are called ("classes", "lessons")
    return [
        replace(f, predicate="lesson_time")
        for f in said
        if f.predicate.endswith("_time") and f.subject is None
    ]


def _clause_findings(
    clause: _Clause, people: People, carry: Subject | None, pets_said: bool
) -> tuple[Subject | None, list[Finding]]:
    lead = skip_lead(clause.masked)  # fillers; "Friday was my last day at Infosys"
    body = clause.masked[lead:]
    original_body = clause.original[lead:]
    speaker = Subject(people.speaker) if people.speaker else None
    lead_original = skip_filler(clause.original)
    found = said_over.no_more(clause.original[lead_original:])
    if found:
        return speaker, [f.shifted(lead_original) for f in found]
    done = done_to(body, people.known, people.owned)
    if done is not None:
        found = match_frames(done.text, lead + done.at, people.lower_chat)
        if found:
            return (Subject(done.who) if done.who else speaker), found
    hired = hired_subject(original_body, people)
    if hired is not None:  # "Eskom snapped Thabo up": Thabo works at Eskom
        return hired[0], [f.shifted(lead) for f in hired[1]]
    for fn in (special.hired_me, special.possessive, shapes.lasting_shape, routine_shape):
        found = fn(body)
        if found and found[0].predicate == "learning_language":
            found += _lesson_time(original_body, people)  # "my Spanish lessons are Thursdays"
        if found:
            return speaker, [f.shifted(lead) for f in found]
    head = re.split(r"[,:;]", body, maxsplit=1)[0]  # "Supply teacher no longer:"
    if _ENDED.search(clause.original[lead : lead + len(head)]) and _WORDS_ALONE.fullmatch(head):
        found = bare_title(head.strip(" .!-").lower(), 0)
        if found:
            return speaker, [f.shifted(lead) for f in found]
    found = meeting_or_ticket(original_body, people.speaker, people.pronoun)
    if found:
        return speaker, [f.shifted(lead) for f in found]
    # "Been going out with Vikram": no subject, auxiliaries first
    skipped = skip_aux(body).length if body[:1].isupper() or body[:1].islower() else 0
    implicit = (
        cc.seeing_someone(body[skipped:], lead + skipped)
        or match_frames(body, lead, people.lower_chat)
        or (match_frames(body[skipped:], lead + skipped, people.lower_chat) if skipped else [])
        or said_over.retired(body, lead)
    )
    first_word = body.split(None, 1)[0].lower() if body.strip() else ""
    lower_name = opens_on_lower_name(body)
    if implicit and not lower_name and (body[:1].islower() or first_word in VERB_START):
        return carry or speaker, implicit
    if not implicit and (body[:1].islower() or first_word in VERB_START) and _BECOME.match(body):
        return carry or speaker, special.after_copula(body, lead, False)
    since = any(m.kind == "since" for m in clause.mentions)  # "he's at X since September"
    subject, found = _subject_findings(body, lead, people, pets_said, bool(clause.negations), since)
    if not found and implicit:
        return carry or speaker, implicit
    return subject, found


_HE_SHE = re.compile(r"\s*(?:she|he)\b", re.IGNORECASE)


def _a_thing_read(name: str, found: Sequence[Finding]) -> bool:
    """The name is the value of a place or a piece of work the clause was read to hold or end
    ("moved Bisi off Harmattan"): a thing, no one a later "she" means."""
    return any(
        f.target == name and (f.predicate == "project" or slot_kind(f.predicate) == "entity")
        for f in found
    )


def _across_clauses(
    clause: _Clause,
    subject: Subject | None,
    found: list[Finding],
    people: People,
    cues: cc.MessageCues,
) -> tuple[Subject | None, list[Finding]]:
    """A clause read with what the message said before it (`cross_clause`), and what it leaves
    for the clauses after it."""
    body = clause.original[skip_filler(clause.original) :]
    speaker = Subject(people.speaker) if people.speaker else None
    liked = speaker_findings(body, cues.text[: clause.start]) if speaker else []
    if liked:  # "Saw Past Lives last night and it's my new favourite film", "they call me Dee"
        return speaker, [f.shifted(len(clause.original) - len(body)) for f in liked]
    named = cc.partner_named(body) if cues.seeing else None
    if named is not None and cues.seeing:
        return Subject(cues.seeing), [named]
    courted = cues.partner_ended or (cc.courting(cues.text) and not _SINCE_YEAR.search(body))
    partner = cc.with_partner(body) if courted and not found else None
    if partner is not None and speaker is not None:
        said_of = subject if subject is not None and _HE_SHE.match(body) else speaker
        return said_of, [partner]  # "and she's already with Rohan": hers
    if cues.partner_ended and not found and speaker is not None and cc.met_someone(body):
        cues.seeing = speaker.name  # "we split. I met someone ..., her name is Freya"
    label = cc.diet_label(clause.original)
    if label and not any(f.predicate == "diet" and f.target in cc.DIET_LABELS for f in found):
        found = [f for f in found if f.predicate != "diet"] + label
        subject = subject or speaker
    gone = cc.departed(clause.masked[len(clause.original) - len(body) :])  # "left in May"
    if gone is not None:
        cues.departed.append((gone, (clause.start, clause.start + len(clause.original))))
    if not found and cues.swap_slot and speaker is not None:
        thing = cc.acquired(body)
        if thing and category_slot(thing) in (None, cues.swap_slot):
            found = [Finding(cues.swap_slot, thing, "assert", len(clause.original), literal=True)]
            subject = subject or speaker
    if not found and cues.ended_slot in cc.REPLACEABLE and speaker is not None:
        role = cues.ended_slot in cc.ROLE_SLOTS
        thing = cc.replacement(clause.original.lstrip(" ,.;:!-"), role)
        if thing and category_slot(thing) in (None, cues.ended_slot) and cues.ended_slot:
            thing = learnt_thing(cues.ended_slot, thing)  # "Spanish on duolingo instead"
            found = [Finding(cues.ended_slot, thing, "assert", len(clause.original), literal=True)]
            subject = speaker if role else subject or speaker
    if not found and speaker is not None:
        found = cc.replaced_in_role(body, cues.text)
        subject = speaker if found else subject
    if not found and cues.promoted:  # "got promoted!! senior data analyst as of last week"
        title = bare_title(_TITLE_ALONE.sub("", clause.masked).lower(), 0)
        found = [replace(f, subject=cues.promoted) for f in title]
        subject = subject or speaker if found else subject
    if PROMOTION_RE.search(clause.original):
        titled = any(f.predicate == "occupation" for f in found)
        who = speaker if subject is None or PROMOTION_RE.fullmatch(subject.name) else subject
        cues.promoted = who.name if who and not titled else None
    if cues.ended_slot in cc.ROLE_SLOTS and cues.ended_slot != "doctor":
        # "changed dentist, I see Dr. Laurent now": the one seen is the new dentist
        found = [
            replace(f, predicate=cues.ended_slot) if f.predicate == "doctor" else f for f in found
        ]
    if not found and cc.disposed(body):
        cues.disposed = (clause.start, clause.start + len(clause.original))
    for f in found:
        if f.action == "end" and f.predicate in cc.THING_SLOTS:
            cues.swap_slot = f.predicate
        if f.action == "end":
            cues.ended_slot = f.predicate
        if f.predicate == "relationship_status" and f.target == cc.IN_RELATIONSHIP and subject:
            cues.seeing = subject.name
        if f.predicate == "partner" and f.action == "assert":
            cues.seeing = None
        cues.partner_ended = cues.partner_ended or (f.predicate, f.action) == ("partner", "end")
    return subject, found


def _named_other(subject: Subject | None, speaker: str | None) -> bool:
    """The clause is about someone named other than the speaker ("Renata"), not a kin word
    said as a name ("Son still on his Oppo": whose son is not said)."""
    if subject is None or subject.name == speaker:
        return False
    return subject.name.casefold() not in KIN and subject.name.casefold() not in KIN_ALONE


def _claims_of(
    clause: _Clause, subject: Subject, found: list[Finding], observed_at: datetime
) -> list[Claim]:
    out: list[Claim] = []
    ended = bool(_ENDED.search(clause.original))
    instead = bool(_INSTEAD.search(clause.original))
    lead = skip_filler(clause.masked)
    for f in found:
        who = f.subject or subject.name
        if not who or (f.target is not None and not f.target.strip()):
            continue
        action, polarity = f.action, True
        if action == "assert" and clause.negates(f.target, f.end):
            action, polarity = ("end", True) if ended else ("assert", False)
        valid_from, valid_to = claim_times(clause.mentions, f.predicate, observed_at, f.target)
        is_name = f.target is not None and (f.target[0].isupper() or not f.literal)
        multi = builtin_cardinality(f.predicate) is Cardinality.MULTI
        span = (clause.start + lead, clause.start + max(f.end, lead + 1))
        replaces = instead or (
            f.predicate == "hobby" and bool(_PASTIME_NOW.search(clause.original))
        )
        if action == "assert" and polarity and replaces and multi:
            out.append(finding_claim(who, f, None, "end", True, valid_from, None, span, False))
        out.append(
            finding_claim(who, f, f.target, action, polarity, valid_from, valid_to, span, is_name)
        )
    return out


_SLEEP_VERBS = frozenset({"wake", "wakes", "woke", "waking", "sleep", "sleeps", "slept"})


def _pending_reading(
    clause: _Clause, people: People, carry: Subject | None, index: int
) -> Pending | None:
    """The clause for the generic pass (`generic_pass`), when it reads as a declarative."""
    if told_not_to(clause.original):
        return None  # "don't even ask about the bacon": said to the listener
    lead = skip_lead(clause.masked)  # fillers; "Friday was my last day at Infosys"
    body = clause.masked[lead:]
    first_word = body.split(None, 1)[0].lower() if body.strip() else ""
    verb_start = (
        (body[:1].islower() and not no_verb(first_word) and not opens_on_lower_name(body))
        or first_word in VERB_START
        or bool(_END_START.match(body) or shapes.PAST_VERB_START.match(body))
    )
    texts = [m.text for m in clause.mentions if m.kind == "point"]
    subject, reading = read_clause(clause.original[lead:], people, carry, verb_start, texts)
    if subject is None or reading is None or reading.verb.casefold() in _SLEEP_VERBS:
        return None  # "I wake at 7 on Saturdays": the hour one gets up (`habits`), no meeting
    shifted = replace(reading, end=reading.end + lead)
    return Pending(shifted, subject, index, [])


def _sentence_claims(
    text: str,
    start: int,
    end: int,
    people: People,
    at: datetime,
    pending: list[tuple[_Clause, Pending]],
    cues: cc.MessageCues,
) -> list[Claim]:
    sentence = unquoted_states(text[start:end])  # "is 'in progress'"
    mentions = extract_temporal(sentence, at)
    masked = mask_sentence(sentence, mentions)
    claims: list[Claim] = []
    carry = carried_over(
        text, people.last_sentence, (start, end), people.last_subject, people.speaker
    )
    pets_said, introduced = people.pets_said, False
    for c_start, c_end in time_led(clause_spans(sentence), masked.text):
        clause = _Clause(
            original=sentence[c_start:c_end],
            masked=masked.text[c_start:c_end],
            start=start + c_start,
            mentions=times_of_clause(sentence, mentions, c_start, c_end),
            negations=tuple(s - c_start for s, _ in masked.negation_spans if c_start <= s < c_end),
        )
        apposed = apposition(clause.masked, clause.original, people.speaker, introduced)
        subject, found = _subject_findings(*apposed, people, pets_said) if apposed else (None, [])
        if not found:
            subject, found = _clause_findings(clause, people, carry, pets_said)
        introduced = bool(apposed and found) or introduces(clause.original, people.speaker)
        subject, found = _across_clauses(clause, subject, found, people, cues)
        if not found and people.speaker:  # "typing this on my Pixel 6"
            found = owned_product(clause.original)
            subject = Subject(people.speaker) if found else subject
        if not found and _named_other(subject, people.speaker):
            found = owned_by_subject(clause.original)  # "Renata props her Surface Go ..."
        named = [m for m in names_in(clause.original) if not _a_thing_read(m.name, found)]
        people.add_named_after(named, subject.name if subject else None)
        if not found:
            waiting = _pending_reading(clause, people, carry, len(pending))
            if waiting is not None:
                pending.append((clause, waiting))
                carry = waiting.subject if waiting.reading.subject else (subject or carry)
                relation = relation_claim(
                    waiting.subject, people.speaker, clause.original, clause.start, at
                )
                claims.extend([relation] if relation is not None else [])
                continue
        if subject is None:
            continue
        if found or len(clause.original.split()) > 2:
            carry = subject  # "Dad sold the house and moved to X": X is Dad's
        relation = relation_claim(subject, people.speaker, clause.original, clause.start, at)
        if relation is not None:
            claims.append(relation)
        claims.extend(_claims_of(clause, subject, found, at))
    claims += relations_in_passing(text, start, end, people, at, claims)
    claims += partners_in_passing(text, start, end, people, mentions, at, claims)
    people.last_subject, people.last_sentence = carry, (start, end)
    return claims + pets_in_passing_claims(text, start, end, people, at, claims)


@dataclass
class _SentenceDraft:
    """A sentence read by frames and words; its generic clauses wait for their slots."""

    start: int
    sentence: str
    found: list[Claim]
    pending: list[tuple[_Clause, Pending]]


@dataclass
class MessageDraft:
    """A message read up to the slots by meaning (`read_message`); `finish` completes it."""

    at: datetime
    speaker: str | None
    sentences: list[_SentenceDraft]
    cues: cc.MessageCues

    def clause_texts(self) -> list[str]:
        """The clause texts `finish` will put on a slot by meaning (to embed in advance)."""
        return [t for s in self.sentences for t in texts_to_match([p for _, p in s.pending])]


def read_message(message: Message) -> MessageDraft:
    """Sentences, clauses, subjects and frames of one message: everything but the slots by
    meaning of the clauses the frames left (those wait in the draft)."""
    at = message.observed_at
    if at.tzinfo is None or at.utcoffset() is None:
        raise ValueError("observed_at must be timezone-aware (UTC)")
    people = People(message.speaker)
    context = message.text + " " + (message.previous.text if message.previous else "")
    people.pets_said = bool(_PET_WORDS.search(context[: MAX_SENTENCE_CHARS * 8]))
    people.lower_chat = not any(ch.isupper() for ch in message.text)
    if message.previous is not None:
        if message.previous.speaker:
            people.add(message.previous.speaker)
        for mention in named_before(message.previous.text[: MAX_SENTENCE_CHARS * 4]):
            people.add(mention.name, mention.gender)
        if message.previous.speaker != message.speaker:
            people.add_yours(message.previous.text[: MAX_SENTENCE_CHARS * 4])
    text = recased(message.text, message.previous)  # "ciaran's gone": Ciaran, named before
    pending: list[tuple[_Clause, Pending]] = []
    sentences: list[_SentenceDraft] = []
    cues = cc.MessageCues(text=text)
    for start, end in split_sentences(text):
        sentence = text[start:end]
        if len(sentence) <= MAX_SENTENCE_CHARS and is_question(sentence):
            start, end = stated_in_question(sentence, start)  # "did I tell you X's with Y?"
            sentence = text[start:end]
        if len(sentence) > MAX_SENTENCE_CHARS or not sentence.strip() or is_question(sentence):
            continue
        waiting = len(pending)
        found = _sentence_claims(text, start, end, people, at, pending, cues)
        sentences.append(_SentenceDraft(start, sentence, found, pending[waiting:]))
    return MessageDraft(at, message.speaker, sentences, cues)


def finish(draft: MessageDraft, matcher: NearestSlots | None) -> list[Claim]:
    """The claims of a read message: its waiting clauses put on slots (by `matcher`, or by
    their words alone when None), then the rule extractor's claims for the slots left, then
    what its clauses say together (`cross_clause.completed`)."""
    claims: list[Claim] = []
    for s in draft.sentences:
        found = list(s.found)
        resolve([p for _, p in s.pending], matcher, draft.speaker)
        for clause, p in s.pending:
            found.extend(_claims_of(clause, p.subject, p.found, draft.at))
        found.extend(_state_in_passing(s, found, draft))
        lead = skip_label(s.sentence)
        rules = extract_claims(s.sentence[lead:], draft.speaker, draft.at)
        found.extend(adopt_rule_claims(rules, found, s.start + lead, draft.speaker))
        claims.extend(found)
    claims = cc.completed(claims, draft.cues, draft.speaker, draft.at)
    return tidied(claims)


def _state_in_passing(s: _SentenceDraft, found: list[Claim], draft: MessageDraft) -> list[Claim]:
    """An order's or a request's state said across the sentence's clauses (`thing_state`),
    when no clause gave a status."""
    said = thing_state(s.sentence, draft.speaker)
    if said is None or any(c.predicate == "status" for c in found):
        return []
    f = Finding("status", said.state, "assert", said.end, literal=True, subject=said.subject)
    span = (s.start + said.start, s.start + said.end)
    return [finding_claim(said.subject, f, said.state, "assert", True, draft.at, None, span, False)]


def conversation_claims(message: Message, matcher: NearestSlots | None = None) -> list[Claim]:
    """The claims of one message (see the package docstring); `matcher` puts clauses the
    frames do not know on a slot by meaning (None: frames and words only)."""
    return finish(read_message(message), matcher)
