"""A new value on a one-value slot ends the value stored for the same person on the same slot
under another predicate or subject name; never on a slot of many values, never a value it
repeats, and a status naming a partner never ends who one is with."""

from __future__ import annotations

from chronofact.graph.ingest.same_slot import relations_of, same_person, same_slot_retracts
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.time import END_OF_TIME, Period
from tests.unit.change_plans import JAN, SEP, current_fact


def _assert(subject: str, predicate: str, obj: str, text: str) -> Operation:
    return Operation(
        op=Op.ASSERT,
        subject=subject,
        predicate=predicate,
        period=Period.of(SEP, END_OF_TIME),
        object=obj,
        statement=f"{subject} {predicate} {obj}",
        evidence=Evidence(kind="conversation", ref="m2", span=(0, len(text))),
        extractor="conversation",
    )


def _ended(text: str, new: tuple[str, str, str], facts: list) -> list[tuple[str, str, str]]:
    source = Evidence(kind="conversation", ref="m2", observed_at=SEP, text=text, speaker="Nadia")
    ops = [_assert(*new, text)]
    return [
        (op.subject, op.predicate, str(op.object))
        for op in same_slot_retracts(source, ops, facts, "conversation")
        if op.op == Op.RETRACT
    ]


def test_another_name_of_the_slot_is_ended() -> None:
    facts = [current_fact("Mummy Bisi", "diabetes_doctor", obj="Dr Adeyemi at LUTH")]
    said = "Dr Ibrahim is handling Mummy Bisi's diabetes now"
    assert _ended(said, ("Mummy Bisi", "doctor", "Dr Ibrahim"), facts) == [
        ("Mummy Bisi", "diabetes_doctor", "Dr Adeyemi at LUTH")
    ]
    facts = [current_fact("Kojo", "paediatrician", obj="Dr Asante")]
    assert _ended("Kojo sees Dr Boateng", ("Kojo", "doctor", "Dr Boateng"), facts) == [
        ("Kojo", "paediatrician", "Dr Asante")
    ]
    facts = [current_fact("Leah", "employer", obj="Shopify")]
    assert _ended("Leah is at Stripe", ("Leah", "works_at", "Stripe"), facts) == [
        ("Leah", "employer", "Shopify")
    ]


def test_another_spelling_of_the_person_is_ended() -> None:
    facts = [current_fact("Chioma", "relationship_status", value="single")]
    source = Evidence(kind="conversation", ref="m2", observed_at=SEP, text="she's married")
    op = Operation(
        op=Op.ASSERT,
        subject="Chioma's",
        predicate="relationship_status",
        period=Period.of(SEP, END_OF_TIME),
        value="married",
        evidence=Evidence(kind="conversation", ref="m2", span=(0, 13)),
    )
    (end,) = same_slot_retracts(source, [op], facts, "conversation")
    assert (end.op, end.subject, end.value) == (Op.RETRACT, "Chioma", "single")
    facts = [current_fact("Ryan's son Mason", "pediatrician", obj="Dr. Alvarez")]
    assert _ended("Mason's doctor is Dr. Kim", ("Mason", "doctor", "Dr. Kim"), facts) == [
        ("Ryan's son Mason", "pediatrician", "Dr. Alvarez")
    ]
    facts = [
        current_fact("Dylan", "dad", obj="Rick"),
        current_fact("Dylan's dad", "vehicle", obj="F-150"),
    ]
    assert _ended("Rick drives a Tesla", ("Rick", "vehicle", "Tesla"), facts) == [
        ("Dylan's dad", "vehicle", "F-150")
    ]


def test_same_person_needs_a_stored_tie() -> None:
    assert same_person("chioma", "chioma s", {})
    assert same_person("bisi", "mummy bisi", {})
    assert not same_person("rick", "dylan s dad", {})  # no "Dylan's dad is Rick" stored
    assert not same_person("nadia", "nadia s mum", {})
    assert not same_person("mason", "mason s teacher", {})
    stored = relations_of([current_fact("Dylan", "father", obj="Rick")])
    assert same_person("rick", "dylan s dad", stored)  # dad, father, papa alike
    assert not same_person("rick", "dylan s brother", stored)


def test_a_status_ends_an_engagement_when_it_names_no_partner_or_a_wedding() -> None:
    facts = [current_fact("Otieno", "engaged_to", obj="Akinyi")]
    source = Evidence(kind="conversation", ref="m2", observed_at=SEP, text="he's single again")

    def status(word: str) -> list[Operation]:
        op = Operation(
            op=Op.ASSERT,
            subject="Otieno",
            predicate="relationship_status",
            period=Period.of(SEP, END_OF_TIME),
            value=word,
            evidence=Evidence(kind="conversation", ref="m2", span=(0, 5)),
        )
        return same_slot_retracts(source, [op], facts, "conversation")

    assert [op.object for op in status("single")] == ["Akinyi"]
    assert [op.object for op in status("divorced")] == ["Akinyi"]
    assert [op.object for op in status("married")] == ["Akinyi"]  # the wedding ends it
    assert status("engaged") == []


def test_nothing_ends_on_many_values_the_same_value_or_another_slot() -> None:
    facts = [current_fact("Nadia", "hobby", obj="pottery")]
    assert _ended("I love bouldering", ("Nadia", "hobby", "bouldering"), facts) == []
    facts = [current_fact("Nadia", "doctor", obj="Dr. Russo at Aga Khan")]
    assert _ended("Dr Russo again", ("Nadia", "physio", "Dr Russo"), facts) == []
    facts = [current_fact("Nadia", "lives_in", obj="Lisbon")]
    assert _ended("I work in Porto", ("Nadia", "works_at", "Porto"), facts) == []
    facts = [current_fact("Nadia's sister", "lives_in", obj="Lisbon")]
    assert _ended("I moved to Porto", ("Nadia", "lives_in", "Porto"), facts) == []


def test_an_end_takes_the_time_its_sentence_says() -> None:
    facts = [current_fact("Sneha", "married_to", obj="Rohit")]
    text = "Sneha is divorced since June"
    source = Evidence(kind="conversation", ref="m2", observed_at=SEP, text=text, speaker="Nadia")
    op = Operation(
        op=Op.ASSERT,
        subject="Sneha",
        predicate="relationship_status",
        period=Period.of(SEP, END_OF_TIME),
        value="divorced",
        evidence=Evidence(kind="conversation", ref="m2", span=(0, len(text))),
    )
    (end,) = same_slot_retracts(source, [op], facts, "conversation")
    assert JAN < end.period.start < SEP


def _retract(subject: str, predicate: str, text: str) -> Operation:
    return Operation(
        op=Op.RETRACT,
        subject=subject,
        predicate=predicate,
        period=Period.of(SEP, END_OF_TIME),
        evidence=Evidence(kind="conversation", ref="m2", span=(0, len(text))),
    )


def test_a_retract_under_another_name_of_the_person_ends_the_fact() -> None:
    facts = [
        current_fact("Yusuf", "mum", obj="Amina"),
        current_fact("Amina", "occupation", value="maths teacher"),
    ]
    for said, subject in [
        ("Mum retired in July!", "Yusuf's mom"),
        ("my mother retired", "Yusuf's mother"),
        ("Amina's retired now", "Amina's"),
    ]:
        source = Evidence(kind="conversation", ref="m2", observed_at=SEP, text=said)
        ends = same_slot_retracts(source, [_retract(subject, "occupation", said)], facts, "c")
        assert [(op.subject, op.value) for op in ends] == [("Amina", "maths teacher")], said


def test_a_retract_ends_nothing_of_another_person_or_slot() -> None:
    facts = [
        current_fact("Yusuf", "mum", obj="Amina"),
        current_fact("Amina", "occupation", value="maths teacher"),
        current_fact("Yusuf's dad", "occupation", value="pilot"),
    ]
    said = "Mum stopped"
    source = Evidence(kind="conversation", ref="m2", observed_at=SEP, text=said)
    assert same_slot_retracts(source, [_retract("Yusuf's mom", "lives_in", said)], facts, "c") == []
    assert (
        same_slot_retracts(source, [_retract("Yusuf's sister", "occupation", said)], facts, "c")
        == []
    )
    assert (
        same_slot_retracts(source, [_retract("Yusuf's dad", "occupation", said)], facts, "c") == []
    )


def test_a_slot_held_beside_the_others_is_not_replaced() -> None:
    facts = [current_fact("Nadia", "doctor", obj="Dr Ade")]
    assert _ended("my dentist is Dr Kaur", ("Nadia", "dentist", "Dr Kaur"), facts) == []
    assert _ended("my physio is Tom", ("Nadia", "physio", "Tom Reid"), facts) == []
    assert _ended("heart man is Dr Bello", ("Nadia", "heart_specialist", "Dr Bello"), facts) == []
    facts = [current_fact("Nadia", "lives_in", obj="Leeds")]
    assert _ended("we're at 12 Park Road", ("Nadia", "lives_at", "12 Park Road"), facts) == []
    facts = [current_fact("Nadia", "occupation", value="teacher")]
    assert _ended("I teach maths", ("Nadia", "teaches", "maths"), facts) == []


def test_a_meeting_time_said_under_another_name_ends_the_named_meeting() -> None:
    """ "pushing my sales review to friday 9am" read as a meeting time ends the review's
    time; a meeting the sentence does not name keeps its time."""
    for said, stored, new in [
        ("pushing my sales review to friday 9am", "review_time", "meeting_time"),
        ("moving our 1:1 to wed 4pm going fwd", "1_1_time", "meeting_time"),
        ("the design sync is Thursdays 3pm now", "sync_time", "meeting_time"),
        ("standup's at 10 from next week", "standup_time", "call_time"),
    ]:
        facts = [current_fact("Kwabena", stored, value="thursday 3pm")]
        assert _ended(said, ("Kwabena", new, "friday 9am"), facts) == [
            ("Kwabena", stored, "None")
        ], said
    facts = [current_fact("Kwabena", "standup_time", value="daily 9:30")]
    assert (
        _ended("the review is friday 9am now", ("Kwabena", "meeting_time", "friday 9am"), facts)
        == []
    )
    facts = [current_fact("Kwabena", "meeting_time", value="monday 10am")]
    assert _ended("the review is friday 9am", ("Kwabena", "review_time", "friday 9am"), facts) == []


def test_a_partner_said_as_fella_or_bf_is_the_partner_slot() -> None:
    for stored in ("fella", "bf", "gf", "boyfriend"):
        facts = [current_fact("Orla", stored, obj="Declan")]
        said = "orla's going out with a lad called Fionn"
        assert _ended(said, ("Orla", "partner", "Fionn"), facts) == [("Orla", stored, "Declan")]


def test_a_wedding_ends_the_engagement() -> None:
    facts = [current_fact("Nadia", "engaged_to", obj="Lily")]
    said = "Well we did it: married as of June 14th!"
    assert _ended(said, ("Nadia", "relationship_status", "married"), facts) == [
        ("Nadia", "engaged_to", "Lily")
    ]
    said = "Lily and I got married last month"
    assert _ended(said, ("Nadia", "married_to", "Lily"), facts) == [("Nadia", "engaged_to", "Lily")]


def test_being_engaged_or_dating_ends_no_engagement() -> None:
    facts = [current_fact("Nadia", "engaged_to", obj="Lily")]
    assert (
        _ended("still engaged, wedding in May", ("Nadia", "relationship_status", "engaged"), facts)
        == []
    )


def test_the_team_meeting_said_in_other_words_ends_its_time() -> None:
    """ "standup" then "team sync", "weekly call" then "check-in": one regular meeting said in
    other words, when the person holds only that meeting's time; not with two meetings held,
    and not for a meeting of another kind ("review", "appointment")."""
    for stored, new, said in [
        ("standup_time", "sync_time", "as of the 1st our morning team sync is at 10am"),
        ("call_time", "check_in_time", "the Lagos check-in has been on Wednesday 11am since June"),
        ("huddle_time", "standup_time", "standup is 9:45 now"),
        ("check-in_time", "call_time", "our weekly call moved to fridays at 2"),
    ]:
        facts = [current_fact("Gemma", stored, value="9:15")]
        assert _ended(said, ("Gemma", new, "10am"), facts) == [("Gemma", stored, "None")], said
    two = [
        current_fact("Gemma", "standup_time", value="9:15"),
        current_fact("Gemma", "call_time", value="Mondays at 2"),
    ]
    assert _ended("team sync is at 10am now", ("Gemma", "sync_time", "10am"), two) == []
    facts = [current_fact("Gemma", "standup_time", value="9:15")]
    assert _ended("my review is at 10am now", ("Gemma", "review_time", "10am"), facts) == []
    assert _ended("dentist appt is 10am", ("Gemma", "appointment_time", "10am"), facts) == []


def test_a_doctor_said_under_another_name_ends_the_one_doctor_held() -> None:
    """ "gynae" then "doctor", "doctor" then "cardiologist", "GP" then "heart doctor": one
    doctor said in other words, in a message saying a change, when the person has one doctor
    known; not with a GP and a specialist both held, not a dentist, not without a change."""
    for stored, new, said in [
        ("gynae", "doctor", "Pooja changed to Dr Kulkarni after she moved to Pune"),
        ("doctor", "cardiologist", "dad's cardiologist is Dr Menon since june, Dr Iyer retired"),
        ("gp", "heart_doctor", "they switched his heart doctor to Dr Pillai"),
        ("cardiologist_there", "doctor", "his care moved to Dr Pillai at Broadgreen"),
    ]:
        facts = [current_fact("Pooja", stored, obj="Dr Mehta")]
        assert _ended(said, ("Pooja", new, "Dr Kulkarni"), facts) == [
            ("Pooja", stored, "Dr Mehta")
        ], said
    two = [
        current_fact("Pooja", "gp", obj="Dr Mehta"),
        current_fact("Pooja", "cardiologist", obj="Dr Shah"),
    ]
    said = "Pooja switched to Dr Kulkarni"
    assert _ended(said, ("Pooja", "dermatologist", "Dr Kulkarni"), two) == []
    facts = [current_fact("Pooja", "gynae", obj="Dr Mehta")]
    assert _ended("Pooja switched to Dr Rao", ("Pooja", "dentist", "Dr Rao"), facts) == []
    assert _ended("Pooja saw Dr Rao", ("Pooja", "doctor", "Dr Rao"), facts) == []


def test_an_event_time_said_under_another_name_ends_the_named_event() -> None:
    """A regular event's time stored under the event's name ("piano_lesson", a value of a
    day or a clock time) ends when a new time's sentence names the event, whatever the new
    predicate; a generic meeting time ends or is ended only when the person holds one event
    time and the message says a change, and never when its clause names another thing."""
    for stored, old, new, time, said in [
        (
            "piano_lesson",
            "Wednesdays 4:30",
            "meeting_time",
            "Saturdays 10am",
            "Kayla's piano teacher moved it to Saturdays 10am",
        ),
        (
            "swim_lessons",
            "Saturday mornings at 9",
            "meeting_time",
            "thursday 5:30",
            "kayla's swim got bumped to thursday 5:30",
        ),
        (
            "weekly_sales_review",
            "Friday 8am",
            "sales_review",
            "Tuesday 3pm",
            "Kayla's sales review is Tuesday 3pm since July",
        ),
        (
            "rehearsal_time",
            "Saturday 5pm",
            "meeting_time",
            "Friday 7pm",
            "choir practice? It's Friday 7pm since June",
        ),
        (
            "meeting_time",
            "mon 10am",
            "planning_time",
            "thu 2pm",
            "sprint planning is thu 2pm since the reorg",
        ),
        ("meeting_time", "9:15", "standup_time", "10am", "Kayla's standup got pushed to 10am"),
    ]:
        facts = [current_fact("Kayla", stored, value=old)]
        ended = _ended(said, ("Kayla", new, time), facts)
        assert ended == [("Kayla", stored, "None")], said
    facts = [current_fact("Kayla", "piano_lesson", value="Wednesdays 4:30")]
    for new, said in [
        ("meeting_time", "the review is friday 9am now"),  # another event, named
        ("meeting_time", "It's Friday 7pm"),  # no change said
        ("gym_time", "gym is Friday 7pm now"),  # another named event
    ]:
        assert _ended(said, ("Kayla", new, "Friday 7pm"), facts) == [], said
    two = [*facts, current_fact("Kayla", "gym_time", value="Monday 6am")]
    assert _ended("It's Friday 7pm now", ("Kayla", "meeting_time", "Friday 7pm"), two) == []
    not_a_time = [current_fact("Kayla", "favourite_food", value="jollof")]
    assert _ended("It's Friday 7pm now", ("Kayla", "meeting_time", "Friday 7pm"), not_a_time) == []


def test_a_doctor_said_without_a_cue_word_ends_when_the_old_one_is_named_or_a_change_said() -> None:
    """ "Baraka's cardiologist is Dr. Kimani, Ochieng went to Nairobi Hospital" names the
    stored doctor; "changed my gynae", "is under Dr Khurana since june" say a change."""
    for stored, new, said in [
        ("doctor", "cardiologist", "his cardiologist is Dr. Kimani, Mehta went to Nairobi"),
        ("gynae", "doctor", "changed my gynae - Dr. Kimani at Motherhood"),
        ("cardiologist", "doctor", "Pooja is under Dr Kimani at Fortis since june"),
    ]:
        facts = [current_fact("Pooja", stored, obj="Dr. Mehta")]
        assert _ended(said, ("Pooja", new, "Dr Kimani"), facts) == [
            ("Pooja", stored, "Dr. Mehta")
        ], said
    facts = [current_fact("Pooja", "gynae", obj="Dr. Mehta")]
    assert _ended("Pooja saw Dr Kimani", ("Pooja", "doctor", "Dr Kimani"), facts) == []


def test_a_relation_of_several_words_or_its_short_form_is_the_person_it_names() -> None:
    """ "Jess's brother-in-law" is Tunde when "Jess's brother in law is Tunde" is stored;
    "MIL" alone is the mother-in-law a stored relation names."""
    ties = relations_of([current_fact("Jess", "brother_in_law", obj="Tunde")])
    assert same_person("jess s brother in law", "tunde", ties)
    assert not same_person("jess s sister in law", "tunde", ties)
    ties = relations_of([current_fact("Sunil", "mother_in_law", obj="Kamla")])
    assert same_person("mil", "kamla", ties)
    assert not same_person("fil", "kamla", ties)
    facts = [
        current_fact("Jess", "brother_in_law", obj="Tunde"),
        current_fact("Tunde", "works_at", obj="Shell"),
    ]
    said = "so my BIL jumped ship to Chevron in june"
    assert _ended(said, ("Jess's brother-in-law", "works_at", "Chevron"), facts) == [
        ("Tunde", "works_at", "Shell")
    ]


def test_a_role_qualified_by_a_place_is_that_role() -> None:
    facts = [current_fact("Nadia", "supervisor_at_depot", obj="Gregor")]
    said = "my boss is Hana now"
    assert _ended(said, ("Nadia", "manager", "Hana"), facts) == [
        ("Nadia", "supervisor_at_depot", "Gregor")
    ]
    clinic = [current_fact("Nadia", "doctor_for_asthma", obj="Dr Lund")]
    assert _ended("seeing Dr Berg now", ("Nadia", "doctor", "Dr Berg"), clinic) == [
        ("Nadia", "doctor_for_asthma", "Dr Lund")
    ]
    # a qualified word that is no role keeps its own slot
    home = [current_fact("Nadia", "works_at_home", obj="Mondays")]
    assert _ended("manager is Hana now", ("Nadia", "manager", "Hana"), home) == []
