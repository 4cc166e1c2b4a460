"""The conversational extractor: who is meant, how a change is said, one slot per relation,
trimmed objects, spans, and bounded work. Each case lists claims that must be among the output,
exactly: (subject, predicate, object-or-value, action, valid_from)."""

from __future__ import annotations

import time
from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Extractor, Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation import ConversationExtractor

AT = datetime(2025, 9, 15, 12, tzinfo=UTC)
EX = ConversationExtractor()
Row = tuple[str, str, str | None, str, datetime]


def _rows(claims: list[Claim]) -> list[Row]:
    return [
        (
            c.subject,
            c.predicate,
            c.object if c.object is not None else c.value,
            c.action,
            c.valid_from or AT,
        )
        for c in claims
    ]


def _run(text: str, speaker: str = "Maya", previous: Message | None = None) -> list[Claim]:
    return EX.extract(Message(text, speaker, AT, previous))


CASES: list[tuple[str, str, list[Row]]] = [
    # employer: several ways of leaving and joining
    (
        "Big news: I left Feedzai and joined Google.",
        "Maya",
        [("Maya", "works_at", "Feedzai", "end", AT), ("Maya", "works_at", "Google", "assert", AT)],
    ),
    (
        "I quit my job at Acme last week.",
        "Tom",
        [("Tom", "works_at", "Acme", "end", datetime(2025, 9, 8, tzinfo=UTC))],
    ),
    ("I'm at Stripe now.", "Lee", [("Lee", "works_at", "Stripe", "assert", AT)]),
    ("I work at Shopify.", "Lee", [("Lee", "works_at", "Shopify", "assert", AT)]),
    ("Got laid off from Meta.", "Kim", [("Kim", "works_at", "Meta", "end", AT)]),
    ("I resigned, so no job right now.", "Kim", [("Kim", "works_at", None, "end", AT)]),
    ("Accepted an offer at Datadog!", "Ravi", [("Ravi", "works_at", "Datadog", "assert", AT)]),
    (
        "Acme Bank hired me as an analyst.",
        "Ravi",
        [("Ravi", "works_at", "Acme Bank", "assert", AT)],
    ),
    # job title
    (
        "I'm a nurse at St Mary's.",
        "Ana",
        [
            ("Ana", "occupation", "nurse", "assert", AT),
            ("Ana", "works_at", "St Mary's", "assert", AT),
        ],
    ),
    (
        "Got promoted to senior engineer.",
        "Ana",
        [("Ana", "occupation", "senior engineer", "assert", AT)],
    ),
    ("I became a teacher.", "Ola", [("Ola", "occupation", "teacher", "assert", AT)]),
    # residence
    (
        "We moved from Porto to Berlin in March.",
        "Rui",
        [
            ("Rui", "lives_in", "Porto", "end", datetime(2025, 3, 1, tzinfo=UTC)),
            ("Rui", "lives_in", "Berlin", "assert", datetime(2025, 3, 1, tzinfo=UTC)),
        ],
    ),
    (
        "I live in Lisbon , loving the weather",
        "Maya",
        [("Maya", "lives_in", "Lisbon", "assert", AT)],
    ),
    ("Relocated to Denver for work.", "Jo", [("Jo", "lives_in", "Denver", "assert", AT)]),
    (
        "We moved out last month.",
        "Jo",
        [("Jo", "lives_in", None, "end", datetime(2025, 8, 1, tzinfo=UTC))],
    ),
    ("I'm in Oslo now.", "Jo", [("Jo", "lives_in", "Oslo", "assert", AT)]),
    ("I don't live in Leeds anymore.", "Jo", [("Jo", "lives_in", "Leeds", "end", AT)]),
    # school
    ("I study at McGill.", "Zoe", [("Zoe", "studies_at", "McGill", "assert", AT)]),
    (
        "Graduated from McGill, now a master's student at UBC.",
        "Zoe",
        [("Zoe", "studies_at", "McGill", "end", AT), ("Zoe", "studies_at", "UBC", "assert", AT)],
    ),
    (
        "I transferred to Boston University.",
        "Zoe",
        [("Zoe", "studies_at", "Boston University", "assert", AT)],
    ),
    # partner and relationship status
    (
        "My boyfriend Sam is a chef.",
        "Ivy",
        [("Ivy", "partner", "Sam", "assert", AT), ("Sam", "occupation", "chef", "assert", AT)],
    ),
    (
        "Sam and I broke up.",
        "Ivy",
        [
            ("Ivy", "partner", "Sam", "end", AT),
            ("Ivy", "relationship_status", "single", "assert", AT),
        ],
    ),
    ("I broke up with Noah.", "Ivy", [("Ivy", "partner", "Noah", "end", AT)]),
    (
        "We got divorced.",
        "Ivy",
        [
            ("Ivy", "married_to", None, "end", AT),
            ("Ivy", "relationship_status", "divorced", "assert", AT),
        ],
    ),
    ("I got engaged to Priya!", "Dan", [("Dan", "engaged_to", "Priya", "assert", AT)]),
    ("I'm dating Leo.", "Ivy", [("Ivy", "partner", "Leo", "assert", AT)]),
    (
        "I'm single again.",
        "Ivy",
        [
            ("Ivy", "relationship_status", "single", "assert", AT),
            ("Ivy", "partner", None, "end", AT),
        ],
    ),
    # family members' jobs and homes, "my X" and bare kin words
    (
        "My sister Ana is no longer a nurse, she became a doctor.",
        "Maya",
        [
            ("Maya", "sister", "Ana", "assert", AT),
            ("Ana", "occupation", "nurse", "end", AT),
            ("Ana", "occupation", "doctor", "assert", AT),
        ],
    ),
    ("My mom lives in Cork.", "Liam", [("Liam's mom", "lives_in", "Cork", "assert", AT)]),
    (
        "Dad retired last year.",
        "Liam",
        [("Liam's dad", "occupation", None, "end", datetime(2024, 1, 1, tzinfo=UTC))],
    ),
    (
        "My brother Omar moved to Dubai.",
        "Sara",
        [("Sara", "brother", "Omar", "assert", AT), ("Omar", "lives_in", "Dubai", "assert", AT)],
    ),
    # manager
    ("My manager is Hannah.", "Eli", [("Eli", "manager", "Hannah", "assert", AT)]),
    ("Priya is my new boss.", "Eli", [("Eli", "manager", "Priya", "assert", AT)]),
    ("I report to Carlos now.", "Eli", [("Eli", "manager", "Carlos", "assert", AT)]),
    # diet and drinks
    ("I went vegan.", "Nia", [("Nia", "diet", "vegan", "assert", AT)]),
    ("I'm no longer vegetarian.", "Nia", [("Nia", "diet", "vegetarian", "end", AT)]),
    ("I stopped drinking coffee.", "Nia", [("Nia", "drinks", "coffee", "end", AT)]),
    # pets
    ("We adopted a puppy named Biscuit.", "Ken", [("Ken", "has_pet", "Biscuit", "assert", AT)]),
    ("Sadly Whiskers died, he was our cat.", "Ken", [("Ken", "has_pet", "Whiskers", "end", AT)]),
    # vehicles and devices
    (
        "Sold my Golf and bought a Tesla.",
        "Ute",
        [("Ute", "vehicle", "Golf", "end", AT), ("Ute", "vehicle", "Tesla", "assert", AT)],
    ),
    ("I drive a Prius.", "Ute", [("Ute", "vehicle", "Prius", "assert", AT)]),
    ("Switched to a Pixel.", "Ute", [("Ute", "uses_phone", "Pixel", "assert", AT)]),
    ("My new laptop is a ThinkPad.", "Ute", [("Ute", "uses_laptop", "ThinkPad", "assert", AT)]),
    (
        "I replaced my MacBook with a Dell XPS.",
        "Ute",
        [
            ("Ute", "uses_laptop", "MacBook", "end", AT),
            ("Ute", "uses_laptop", "Dell XPS", "assert", AT),
        ],
    ),
    # teams, hobbies, languages, instruments
    ("I support Arsenal.", "Finn", [("Finn", "supports_team", "Arsenal", "assert", AT)]),
    ("I took up pottery.", "Finn", [("Finn", "hobby", "pottery", "assert", AT)]),
    ("I gave up climbing.", "Finn", [("Finn", "hobby", "climbing", "end", AT)]),
    ("I'm learning Japanese.", "Finn", [("Finn", "learning_language", "Japanese", "assert", AT)]),
    (
        "Quit Spanish, taking Italian lessons instead.",
        "Finn",
        [
            ("Finn", "learning_language", "Spanish", "end", AT),
            ("Finn", "learning_language", "Italian", "assert", AT),
        ],
    ),
    (
        "I started guitar lessons.",
        "Finn",
        [("Finn", "learning_instrument", "guitar", "assert", AT)],
    ),
    # projects
    (
        "I'm leading the billing migration project.",
        "Ada",
        [("Ada", "project", "billing migration project", "assert", AT)],
    ),
    ("They reassigned me... I was moved to the mobile app.", "Ada", []),
    (
        "I was assigned to the payments revamp.",
        "Ada",
        [("Ada", "project", "payments revamp", "assert", AT)],
    ),
    # places frequented
    ("I train at Gold's Gym.", "Bo", [("Bo", "gym", "Gold's Gym", "assert", AT)]),
    ("I bank with Monzo.", "Bo", [("Bo", "bank", "Monzo", "assert", AT)]),
    ("I see Dr. Okafor now.", "Bo", [("Bo", "doctor", "Dr. Okafor", "assert", AT)]),
    (
        "Moved my savings from Barclays to Revolut.",
        "Bo",
        [("Bo", "bank", "Barclays", "end", AT), ("Bo", "bank", "Revolut", "assert", AT)],
    ),
    # meetings, deadlines, orders, tickets
    ("Our weekly sync is at 14:00.", "Kai", [("Kai", "sync_time", "14:00", "assert", AT)]),
    ("The retro was moved to Friday.", "Kai", [("Kai", "retro_time", "Friday", "assert", AT)]),
    (
        "The deadline got pushed to December 1st.",
        "Kai",
        [("Kai", "deadline", "December 1st", "assert", AT)],
    ),
    ("Ticket BUG-77 is closed.", "Kai", [("BUG-77", "status", "closed", "assert", AT)]),
    ("Order #5521 has shipped.", "Kai", [("#5521", "status", "shipped", "assert", AT)]),
    ("My order was delivered.", "Kai", [("Kai's order", "status", "delivered", "assert", AT)]),
    # corrections and updates
    ("Correction: I work at Globex.", "Pat", [("Pat", "works_at", "Globex", "assert", AT)]),
    ("Update: we live in Austin now.", "Pat", [("Pat", "lives_in", "Austin", "assert", AT)]),
    (
        "Actually, my favourite band is Blur.",
        "Pat",
        [("Pat", "favourite_band", "Blur", "assert", AT)],
    ),
    # a change whose new value cannot be read still ends the old one
    ("I changed jobs.", "Pat", [("Pat", "works_at", None, "end", AT)]),
    ("It's my new favourite film.", "Pat", [("Pat", "favourite_film", None, "end", AT)]),
    # objects lose trailing place, purpose, duration and frequency phrases
    (
        "I'm based in Leiden for my husband's work.",
        "Ina",
        [("Ina", "lives_in", "Leiden", "assert", AT)],
    ),
    (
        "I work at Philips in the lighting group.",
        "Ina",
        [("Ina", "works_at", "Philips", "assert", AT)],
    ),
    (  # the winter said is the last one begun (Dec 2024 - Feb 2025), not the message time
        "We moved to Utrecht over the winter.",
        "Ina",
        [("Ina", "lives_in", "Utrecht", "assert", datetime(2024, 12, 1, tzinfo=UTC))],
    ),
    ("I train at Gold's Gym twice a week.", "Ina", [("Ina", "gym", "Gold's Gym", "assert", AT)]),
    # job titles the profession list does not know, and promotions to them
    (
        "I'm a proofreader at the publisher.",
        "Ina",
        [("Ina", "occupation", "proofreader", "assert", AT)],
    ),
    (
        "Got promoted to principal underwriter.",
        "Ina",
        [("Ina", "occupation", "principal underwriter", "assert", AT)],
    ),
    (
        "Tom became the vice captain of the rugby club.",
        "Ina",
        [("Tom", "rugby_club_role", "vice-captain", "assert", AT)],  # a group's role
    ),
    # being hired away, signing with an employer
    ("Got headhunted by Unilever.", "Ina", [("Ina", "works_at", "Unilever", "assert", AT)]),
    ("Finally signed with Atlassian.", "Ina", [("Ina", "works_at", "Atlassian", "assert", AT)]),
    # marrying or getting engaged changes the relationship status too
    (
        "We finally got married!",
        "Ina",
        [
            ("Ina", "relationship_status", "married", "assert", AT),
            ("Ina", "engaged_to", None, "end", AT),
        ],
    ),
    (
        "I'm engaged to Priya.",
        "Ina",
        [
            ("Ina", "engaged_to", "Priya", "assert", AT),
            ("Ina", "relationship_status", None, "end", AT),
        ],
    ),
    (
        "I've been married to Sam for twelve years.",
        "Ina",
        [("Ina", "married_to", "Sam", "assert", AT)],
    ),
    # a leading adverbial phrase before the subject
    (
        "After the merger I report to Dana.",
        "Ina",
        [("Ina", "manager", "Dana", "assert", AT)],
    ),
    (
        "In the lab I'm a glassblower.",
        "Ina",
        [("Ina", "occupation", "glassblower", "assert", AT)],
    ),
    # "been at X" says where someone works without "now"
    ("We've been at Zalando for ages.", "Ina", [("Ina", "works_at", "Zalando", "assert", AT)]),
    # a home rented or owned, a school gone to, a job done "as"
    ("I own a flat in Bergen.", "Ina", [("Ina", "lives_in", "Bergen", "assert", AT)]),
    (
        "My daughter attends Oakwood Primary.",
        "Ina",
        [("Ina's daughter", "studies_at", "Oakwood Primary", "assert", AT)],
    ),
    (
        "My dad started as a bus driver.",
        "Ina",
        [("Ina's dad", "occupation", "bus driver", "assert", AT)],
    ),
    # a partner introduced as "a woman called X", status said with more after it
    (
        "I'm seeing a woman called Rosa.",
        "Ina",
        [("Ina", "partner", "Rosa", "assert", AT)],
    ),
    (
        "I'm divorced and loving it.",
        "Ina",
        [("Ina", "relationship_status", "divorced", "assert", AT)],
    ),
    (
        "My cousin Ole is a plumber in Oslo.",
        "Ina",
        [("Ole", "occupation", "plumber", "assert", AT)],
    ),
    # the head noun of "my <thing>" names the slot; "a woman called X" is X
    (
        "My travel phone is a Nokia 3310.",
        "Ina",
        [("Ina", "uses_phone", "Nokia 3310", "assert", AT)],
    ),
    ("My manager is a man named Viktor.", "Ina", [("Ina", "manager", "Viktor", "assert", AT)]),
    # a one-word aside ("Update:") is not a subject to carry
    (
        "Update: stopped drinking coffee.",
        "Ina",
        [("Ina", "drinks", "coffee", "end", AT)],
    ),
    # the subject of a clause without a fact carries to the next clause
    (
        "My uncle sold his flat and moved to Split.",
        "Ina",
        [("Ina's uncle", "lives_in", "Split", "assert", AT)],
    ),
]


@pytest.mark.parametrize(("text", "speaker", "expected"), CASES, ids=[c[0][:40] for c in CASES])
def test_expected_claims(text: str, speaker: str, expected: list[Row]) -> None:
    rows = _rows(_run(text, speaker))
    for row in expected:
        assert row in rows, f"{row} not in {rows}"


PRONOUNS: list[tuple[str, str, str, Row]] = [
    # (previous message, its speaker, message said by Maya, expected)
    (
        "My sister Ana is a nurse.",
        "Maya",
        "She moved to Porto.",
        ("Ana", "lives_in", "Porto", "assert", AT),
    ),
    (
        "I met Tom yesterday.",
        "Maya",
        "He works at IKEA now.",
        ("Tom", "works_at", "IKEA", "assert", AT),
    ),
    ("Did you hear from Raj?", "Bea", "He left Oracle.", ("Raj", "works_at", "Oracle", "end", AT)),
    (
        "I got a job at Lidl!",
        "Bea",
        "She also moved to Graz.",
        ("Bea", "lives_in", "Graz", "assert", AT),
    ),
]


@pytest.mark.parametrize(("prev", "prev_speaker", "text", "expected"), PRONOUNS)
def test_pronouns_resolve_to_the_most_recent_fitting_person(
    prev: str, prev_speaker: str, text: str, expected: Row
) -> None:
    previous = Message(prev, prev_speaker, AT)
    assert expected in _rows(_run(text, "Maya", previous))


def test_pronoun_in_the_same_message() -> None:
    rows = _rows(_run("My brother Ivan is a pilot. He lives in Riga.", "Maya"))
    assert ("Ivan", "lives_in", "Riga", "assert", AT) in rows


def test_pronoun_without_anyone_to_refer_to_gives_no_claim() -> None:
    assert _run("She works at Acme.", "Maya") == []


def test_first_person_without_speaker_gives_no_claim() -> None:
    assert [c for c in EX.extract(Message("I work at Acme.", None, AT))] == []


def test_spans_cover_the_words_in_the_message() -> None:
    text = "Hi! Big news: I left Feedzai and joined Google two weeks ago."
    for claim in _run(text):
        start, end = claim.span
        assert 0 <= start < end <= len(text)
        words = text[start:end]
        target = claim.object or claim.value
        if target:
            assert target in words, (claim, words)


def test_objects_have_no_residue() -> None:
    texts = [
        "I live in Lisbon , loving the weather!",
        "Kwame relocated to Toronto for work.",
        "My apartment is in Brooklyn, near Prospect Park.",
        "Married to Wei for ten years now.",
    ]
    for text in texts:
        for claim in _run(text):
            target = claim.object or claim.value or ""
            assert target == target.strip(" ,.;:!?"), claim
            assert len(target.split()) <= 8


def test_changes_said_with_a_time_start_then() -> None:
    rows = _rows(_run("I left Zalando in June.", "Nico"))
    assert ("Nico", "works_at", "Zalando", "end", datetime(2025, 6, 1, tzinfo=UTC)) in rows


def test_paraphrases_share_one_slot() -> None:
    slots = {
        (c.subject, c.predicate)
        for t in (
            "I work at Shopify.",
            "I'm at Stripe now.",
            "I joined Stripe.",
            "I'm employed by Stripe.",
        )
        for c in _run(t, "Lee")
    }
    assert slots == {("Lee", "works_at")}


def test_membership_is_not_a_job_title() -> None:
    rows = _rows(_run("I'm a member of the choir.", "Ina"))
    assert not [r for r in rows if r[1] == "occupation"], rows


def test_questions_give_no_claims() -> None:
    assert _run("Do you still work at Acme?") == []


def test_it_implements_the_extractor_interface() -> None:
    assert isinstance(EX, Extractor)
    assert EX.name == "conversation"
    msgs = [Message("I work at Acme.", "A", AT), Message("", "A", AT)]
    assert EX.extract_many(msgs) == [EX.extract(msgs[0]), []]


def test_long_punctuation_runs_stay_fast() -> None:
    nasty = "I moved to " + "," * 5000 + " ." * 3000 + "a" * 5000 + " and " * 1000
    started = time.perf_counter()
    _run(nasty)
    _run("I work at " + "Acme " * 2000)
    assert time.perf_counter() - started < 2.0


@pytest.mark.parametrize(
    ("text", "subject", "obj"),
    [
        ("The director of The Godfather is Francis Ford Coppola.", "The Godfather", "Coppola"),
        ("The capital of The Gambia is Banjul.", "The Gambia", "Banjul"),
        (
            "The author of A Tale of Two Cities is Charles Dickens.",
            "A Tale of Two Cities",
            "Dickens",
        ),
        ("The author of Our Town is Thornton Wilder.", "Our Town", "Thornton Wilder"),
        ("Don't Stop Believin' was performed by Journey.", "Don't Stop Believin'", "Journey"),
    ],
)
def test_a_title_that_starts_like_chat_is_still_a_subject(
    text: str, subject: str, obj: str
) -> None:
    """A title in title case is a subject even when its first word opens chat clauses ("The",
    "Our", "Don't"): the conversation extractor dropped "The author of The Witcher is ..."."""
    found = [c for c in _run(text, speaker="") if c.subject == subject]
    assert found and obj in (found[0].object or ""), _rows(_run(text, speaker=""))


@pytest.mark.parametrize(
    "text",
    ["the work at Deloitte is endless lately", "Sounds like fun at Nando's", "Our Trip was great"],
)
def test_chat_openers_are_still_no_one(text: str) -> None:
    assert not [c for c in _run(text) if c.subject.split()[0] in {"the", "Sounds", "Our"}]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I teach maths at a secondary school", "maths teacher"),
        ("My wife teaches chemistry.", "chemistry teacher"),
        ("I teach high school history and coach the debate team", "high school history teacher"),
    ],
)
def test_what_is_taught_stops_at_a_preposition(text: str, expected: str) -> None:
    """The subject taught ends before 'at'/'and'; 'teaches at a school' names none (before:
    'works as at a primary school teacher')."""
    jobs = [c.value or c.object for c in _run(text, speaker="Omar") if c.predicate == "occupation"]
    assert jobs == [expected]


def test_teaching_at_a_place_is_no_subject_taught() -> None:
    text = "my sister Lina moved to Porto, she teaches at a primary school there"
    jobs = [c.value or c.object for c in _run(text, speaker="Omar") if c.predicate == "occupation"]
    assert not [j for j in jobs if j and j.startswith("at ")], jobs
