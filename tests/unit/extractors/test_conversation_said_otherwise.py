"""A new value said in another shape than "X is Y now": a question the speaker answers in the
same message (`self_answer`), "under <name>" (a manager, or a doctor), a thing's value said
changed by someone else ("my line manager got swapped to Hamish"). Sentences written for this
test (not from any bench set)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.self_answer import derived_statements

AT = datetime(2025, 9, 15, 10, tzinfo=UTC)
EX = ConversationExtractor()


def facts(text: str, speaker: str = "Ola") -> set[tuple[str, str, str, str]]:
    out = set()
    for c in EX.extract(Message(text=text, speaker=speaker, observed_at=AT)):
        out.add((c.subject, c.predicate, c.object or c.value or "", c.action))
    return out


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "where am i working? Revolut. started in june",
            "i am working at Revolut. started in june",
        ),
        ("where's she living now? Leeds, since may", "she is living in Leeds, since may"),
        ("where does Tunde work these days? Paystack.", "Tunde work at Paystack."),
        (
            "who's my boss? Mrs Adeyemi. took over in july",
            "my boss is Mrs Adeyemi. took over in july",
        ),
        ("what am i learning? Italian.", "i am learning Italian."),
        ("what do i do now? content strategist.", "i work as content strategist."),
        ("dentist? Dr Menon. the old one moved", "my dentist is Dr Menon. the old one moved"),
        ("my bank? Monzo.", "my bank is Monzo."),
        ("dad? retired in june.", "dad is retired in june."),
        ("TK-2209? dispatched.", "TK-2209 is dispatched."),
        ("the order? cancelled, refund pending", "the order is cancelled, refund pending"),
        ("split at easter. girlfriend? her name's Lucía", "my girlfriend is Lucía"),
        ("supporting Hearts now? aye, since june", "supporting Hearts now, since june"),
        ("Guess where Efua is working these days?? Ecobank!!!", "Efua is working at Ecobank!!!"),
        ("guess who my new boss is? Mrs Adeyemi.", "my new boss is Mrs Adeyemi."),
        ("guess where Tunde's living now? Leeds!", "Tunde is living in Leeds!"),
    ],
)
def test_a_question_answered_is_a_statement(text: str, said: str) -> None:
    assert [d.text for d in derived_statements(text)] == [said]


@pytest.mark.parametrize(
    "text",
    [
        "how are you? good thanks",
        "you there? yes.",
        "any news? nope",
        "josh? Vancouver.",  # a person asked alone, a bare name: which slot is not said
        "where's my phone? I left it at work",  # the answer is a clause of its own
        "who's coming tonight? Ama and Kofi.",
        "what a day. Brutal.",
        "guess what? I got the job!",
        "What do they eat? [shares a photo of a spoon of ice cream]",
    ],
)
def test_no_statement(text: str) -> None:
    assert derived_statements(text) == []


def test_the_answer_keeps_its_place_in_the_message() -> None:
    text = "ok so. who's my boss now? Mrs Adeyemi."
    (d,) = derived_statements(text)
    start = d.text.index("Mrs")
    assert text[d.place(start) : d.place(start + len("Mrs Adeyemi"))] == "Mrs Adeyemi"
    assert text[d.place(0) : d.place(d.lead)].startswith("who's my boss")


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("where am i working? Revolut. started in june", ("Ola", "works_at", "Revolut", "assert")),
        ("who's my boss? Mrs Adeyemi.", ("Ola", "manager", "Mrs Adeyemi", "assert")),
        ("dentist? Dr Menon. the old one moved", ("Ola", "dentist", "Dr Menon", "assert")),
        ("what am i learning? Italian.", ("Ola", "learning_language", "Italian", "assert")),
        ("TK-2209? dispatched. tracking came", ("TK-2209", "status", "dispatched", "assert")),
        ("#3310? resolved.", ("#3310", "status", "resolved", "assert")),
        ("girlfriend? her name's Lucía, since july", ("Ola", "partner", "Lucía", "assert")),
    ],
)
def test_self_answered_claims(text: str, fact: tuple[str, str, str, str]) -> None:
    assert fact in facts(text)


def test_a_topic_answered_is_not_the_speakers() -> None:
    found = facts("dad? retired in june. the shop is sold", speaker="Anjali")
    assert all(subject != "Anjali" for subject, *_ in found)
    assert any(subject == "Anjali's dad" for subject, *_ in found)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I'm under Fatima since april", ("Ola", "manager", "Fatima", "assert")),
        (
            "been working under Kwame Mensah for a year",
            ("Ola", "manager", "Kwame Mensah", "assert"),
        ),
        ("HR moved me under Pooja from june", ("Ola", "manager", "Pooja", "assert")),
        ("hr moved Sneha under Pooja from june", ("Sneha", "manager", "Pooja", "assert")),
        (
            "my mum's been under Dr Fitzgerald since april",
            ("Ola's mom", "doctor", "Dr Fitzgerald", "assert"),
        ),
    ],
)
def test_under_someone(text: str, fact: tuple[str, str, str, str]) -> None:
    assert fact in facts(text)


@pytest.mark.parametrize(
    "text",
    ["I'm under pressure at work", "I'm under NDA so I can't say", "we're under budget this year"],
)
def test_under_no_one(text: str) -> None:
    assert not any(p in ("manager", "doctor") for _, p, _, _ in facts(text))


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("my line manager got swapped to Hamish in june", ("Ola", "manager", "Hamish", "assert")),
        ("our team lead has been switched to Bernie", ("Ola", "manager", "Bernie", "assert")),
        ("my gp got changed to Dr Osei", ("Ola", "doctor", "Dr Osei", "assert")),
        ("my phone got switched to a Pixel 8", ("Ola", "uses_phone", "Pixel 8", "assert")),
    ],
)
def test_changed_by_someone_else(text: str, fact: tuple[str, str, str, str]) -> None:
    assert fact in facts(text)


def test_a_relative_who_moved_is_no_value_of_the_relation() -> None:
    found = facts("my mum moved to Leeds", speaker="Laura")
    assert ("Laura", "mum", "Leeds", "assert") not in found


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            "Ifeoma was appointed head of department in may",
            ("Ifeoma", "occupation", "head of department", "assert"),
        ),
        ("Ifeoma was made team lead last week", ("Ifeoma", "occupation", "team lead", "assert")),
        ("Kojo got named managing director", ("Kojo", "occupation", "managing director", "assert")),
        (
            "Mia got made up to project engineer after easter",
            ("Mia", "occupation", "project engineer", "assert"),
        ),
    ],
)
def test_a_title_given_by_someone_else(text: str, fact: tuple[str, str, str, str]) -> None:
    assert fact in facts(text)


@pytest.mark.parametrize(
    "text", ["Ifeoma got made redundant", "she was named after her gran", "I made dinner for six"]
)
def test_no_title_given(text: str) -> None:
    assert not any(p == "occupation" and a == "assert" for _, p, _, a in facts(text))


@pytest.mark.parametrize(
    "text",
    [
        "me and Dylan got together in may",
        "Dylan and I got together in may after a long summer",
        "me and Dylan got back together",
    ],
)
def test_got_together_is_a_partner(text: str) -> None:
    assert ("Ola", "partner", "Dylan", "assert") in facts(text)


@pytest.mark.parametrize(
    "text", ["Dylan and I got together for drinks", "me and Dylan got together at the pub"]
)
def test_got_together_for_an_errand(text: str) -> None:
    assert not any(p == "partner" for _, p, _, _ in facts(text))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("my main client these days is Faber", "Faber"),
        ("my biggest client is Deloitte", "Deloitte"),
        ("my main client now is Penguin Random House", "Penguin Random House"),
    ],
)
def test_a_freelancers_main_client_is_whom_one_works_for(text: str, value: str) -> None:
    assert ("Ola", "works_at", value, "assert") in facts(text)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            "88213 got returned to sender?? mum wasn't home",
            ("88213", "status", "returned to sender", "assert"),
        ),
        ("order 5521 got cancelled?! no idea why", ("5521", "status", "cancelled", "assert")),
        ("ticket 4412? won't fix.", ("4412", "status", "won't fix", "assert")),
    ],
)
def test_a_things_news_in_wonder(text: str, fact: tuple[str, str, str, str]) -> None:
    assert fact in facts(text)


@pytest.mark.parametrize(
    "text", ["was it returned??", "who got promoted??", "did it get cancelled?!"]
)
def test_a_question_in_wonder_stays_a_question(text: str) -> None:
    assert facts(text) == set()


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            "sprint planning got pushed to Thursdays at 2 now",
            ("Ola", "planning_time", "Thursdays at 2", "assert"),
        ),
        (
            "our sprint planning is Tuesdays at 11",
            ("Ola", "planning_time", "Tuesdays at 11", "assert"),
        ),
        (
            "book club is last Thursday of the month now",
            ("Ola", "meeting_time", "last Thursday of the month", "assert"),
        ),
        (
            "football training moved to Wednesdays at 6",
            ("Ola", "training_time", "Wednesdays at 6", "assert"),
        ),
    ],
)
def test_more_events_have_times(text: str, fact: tuple[str, str, str, str]) -> None:
    assert fact in facts(text)


@pytest.mark.parametrize(
    "text", ["planning is a nightmare", "the meeting was a nightmare", "training is going well"]
)
def test_no_time_in_a_word_that_holds_one(text: str) -> None:
    assert not any(p.endswith("_time") for _, p, _, _ in facts(text))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("got a puppy in july, named her Pepper", "Pepper"),
        ("adopted a rescue dog!! named him Bolt", "Bolt"),
        ("we got a kitten. named it Miso", "Miso"),
    ],
)
def test_a_pet_named_without_a_subject(text: str, name: str) -> None:
    assert ("Ola", "has_pet", name, "assert") in facts(text)


@pytest.mark.parametrize(
    "text", ["she got a cat, she named it Bob", "got a puppy. called him Monday lol"]
)
def test_a_pet_named_by_someone_else_or_a_day(text: str) -> None:
    assert not any(v in ("Bob", "Monday") for _, _, v, _ in facts(text))


def _start(text: str, predicate: str, value: str) -> datetime | None:
    for c in EX.extract(Message(text=text, speaker="Ola", observed_at=AT)):
        if c.predicate == predicate and (c.object or c.value) == value and c.action == "assert":
            return c.valid_from
    raise AssertionError(f"no {predicate} {value} in {text!r}")


@pytest.mark.parametrize(
    ("text", "predicate", "value", "month"),
    [
        ("derek left in april, I'm under Fatima since", "manager", "Fatima", 4),
        ("moved to Leeds in april, been working at Asda ever since", "works_at", "Asda", 4),
        (
            "the wedding was in may. I've been living in Hyderabad ever since",
            "lives_in",
            "Hyderabad",
            5,
        ),
        ("we broke up in march and i've been seeing Tom since then", "partner", "Tom", 3),
        ("atlas wrapped in may; i'm on Project Orion since", "project", "Project Orion", 5),
        ("moved here in april. since then I've been working at Asda", "works_at", "Asda", 4),
    ],
)
def test_since_then_dates_from_the_time_said_before(
    text: str, predicate: str, value: str, month: int
) -> None:
    assert _start(text, predicate, value) == datetime(2025, month, 1, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "predicate", "value"),
    [
        ("I'm under Fatima since, like, forever", "manager", "Fatima"),  # no time before it
        ("I work at Asda. in april we go to Spain", "works_at", "Asda"),  # no "since"
        ("in april we moved; I work at Asda since the merger", "works_at", "Asda"),  # not bare
    ],
)
def test_no_since_then(text: str, predicate: str, value: str) -> None:
    assert _start(text, predicate, value) == AT


def test_and_ive_opens_a_clause_but_a_couple_stays_one() -> None:
    found = facts("moved to Leeds in april and i've been working at Asda")
    assert ("Ola", "works_at", "Asda", "assert") in found
    assert ("Ola", "partner", "Tomas", "end") in facts("tomas and i are done")


def test_a_move_said_without_its_time_ends_nothing_of_a_new_event() -> None:
    found = facts("sprint planning got moved, it's tuesdays at 2 now")
    assert not any(a == "end" and p == "planning_time" for _, p, _, a in found)


def test_a_ticket_deployed() -> None:
    assert ("PAY-882", "status", "deployed", "assert") in facts(
        "PAY-882 finally deployed last week"
    )
