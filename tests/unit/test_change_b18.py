"""Eighteenth session, the rules side of ending an old value: a cue with a verb of its own
before the place ("no longer coach at Northside"), a thing that "is no more", a pet ended by
its kind when its subject holds one pet ("the budgie died"), and a person's first name for
their two-word name on a one-value slot ("Grace" for "Grace Liu")."""

from __future__ import annotations

from chronofact.graph.ingest.change_cues import ended_names
from chronofact.graph.ingest.named_ends import named_ends
from chronofact.graph.ingest.same_slot import same_slot_retracts
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.time import END_OF_TIME, Period
from tests.unit.change_plans import SEP, current_fact


def _ends(sentence: str, name: str) -> bool:
    return bool(ended_names(sentence, [name]))


def test_a_cue_then_a_verb_and_a_place_ends_the_place() -> None:
    for sentence, name in [
        ("I no longer coach at Northside; the library hired me.", "Northside community centre"),
        ("I no longer live in Madrid.", "Madrid"),
        ("She no longer plays for Arsenal, she signed with Chelsea.", "Arsenal"),
        ("I stopped training at PureGym in the spring.", "PureGym"),
        ("I stopped teaching at Oakfield.", "Oakfield Academy"),
        ("I quit volunteering at the Red Cross.", "Red Cross"),
    ]:
        assert _ends(sentence, name), sentence


def test_a_verb_of_its_own_needs_a_place_word_and_one_verb() -> None:
    for sentence, name in [
        ("I no longer think about Madrid.", "Madrid"),  # no place word after the verb
        ("I stopped by at Target.", "Target"),  # "stopped by": a visit
        ("I stopped going in on Tuesdays at Acme.", "Acme"),  # more than one verb
        ("I didn't stop training at PureGym.", "PureGym"),  # not the cue word
        ("He moved in with Tom.", "Tom"),  # "moved" is no cue for a verb of its own
    ]:
        assert not _ends(sentence, name), sentence


def test_a_thing_that_is_no_more_is_ended() -> None:
    assert _ends("Sven is no more. I have a budgie now.", "Sven")
    assert _ends("The Corsa is no more, sadly.", "Vauxhall Corsa")
    assert _ends("No more meat for me.", "meat")
    assert not _ends("It is no more than ten minutes from Leeds.", "Leeds")


def _named(text: str, facts: list, speaker: str = "Nadia") -> list[tuple[str, str]]:
    out = named_ends(text, [(0, len(text))], facts, speaker)
    return sorted((facts[k].subject, str(facts[k].object)) for k in out)


def test_a_pet_said_by_its_kind_ends_the_one_pet_held() -> None:
    for text, subject in [
        ("We rehomed the bird to a sanctuary, got a cat now.", "Nadia"),
        ("Mr Weber's beagle passed away; he's got a collie now.", "Mr Weber"),
        ("Kabir's Labrador went to live with his parents.", "Kabir"),
        ("Sadly our old dog died in the spring.", "Nadia"),
    ]:
        facts = [current_fact(subject, "has_pet", obj="Bruno")]
        assert _named(text, facts) == [(subject, "Bruno")], text


def test_a_kind_ends_nothing_of_two_pets_or_a_new_pet() -> None:
    two = [
        current_fact("Nadia", "has_pet", obj="Bruno"),
        current_fact("Nadia", "has_pet", obj="Mo"),
    ]
    assert _named("Sadly our old dog died in the spring.", two) == []
    one = [current_fact("Nadia", "has_pet", obj="Bruno")]
    assert _named("We got a rabbit named Clover.", one) == []
    # someone else's pet died: not the speaker's one pet
    both = [*one, current_fact("Mr Weber", "has_pet", obj="Rex")]
    assert _named("Mr Weber's beagle passed away.", both) == [("Mr Weber", "Rex")]


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


def _slot_ends(text: str, new: tuple[str, str, str], facts: list) -> list[tuple[str, str]]:
    source = Evidence(kind="conversation", ref="m2", observed_at=SEP, text=text, speaker="Nadia")
    ops = same_slot_retracts(source, [_assert(*new, text)], facts, "conversation")
    return [(op.subject, str(op.object)) for op in ops if op.op == Op.RETRACT]


def test_a_first_name_is_the_two_word_name_it_opens() -> None:
    facts = [current_fact("Grace Liu", "works_at", obj="AstraZeneca")]
    said = "Grace left us last month for GSK."
    assert _slot_ends(said, ("Grace", "works_at", "GSK"), facts) == [("Grace Liu", "AstraZeneca")]
    facts = [current_fact("Tomas", "lives_in", obj="Brno")]
    said = "Tomas Novak lives in Prague now."
    assert _slot_ends(said, ("Tomas Novak", "lives_in", "Prague"), facts) == [("Tomas", "Brno")]


def test_a_first_name_two_people_share_ends_neither() -> None:
    facts = [
        current_fact("Grace Liu", "works_at", obj="AstraZeneca"),
        current_fact("Grace Obi", "works_at", obj="Pfizer"),
    ]
    assert _slot_ends("Grace is at GSK now.", ("Grace", "works_at", "GSK"), facts) == []
    facts = [current_fact("Grace Liu", "works_at", obj="AstraZeneca")]
    assert _slot_ends("Gracie is at GSK now.", ("Gracie", "works_at", "GSK"), facts) == []


def test_a_thing_one_has_one_of_is_ended_by_its_kind() -> None:
    for text, predicate, value in [
        ("Sold the car in June, I cycle now.", "vehicle", "Honda Civic"),
        ("The laptop got stolen on the train.", "uses_laptop", "ThinkPad X1"),
        ("Got rid of the scooter, it was a money pit.", "vehicle", "Vespa"),
    ]:
        facts = [current_fact("Nadia", predicate, obj=value)]
        assert _named(text, facts) == [("Nadia", value)], text
    phone = [current_fact("Nadia", "uses_phone", obj="Pixel 7")]
    assert _named("My phone died at lunch.", phone) == []  # a flat battery
    assert _named("I moved my phone to the charger by the door.", phone) == []
    cars = [current_fact("Nadia", "vehicle", obj="Civic"), current_fact("Nadia", "car", obj="Golf")]
    assert _named("Sold the car in June.", cars) == []  # two held: which one is not said
    assert _named("I bought a car.", [current_fact("Nadia", "vehicle", obj="Vespa")]) == []


def test_a_person_on_leave_no_longer_holds_the_role() -> None:
    for sentence, name in [
        ("Tomasz has a new boss, Krzysztof, since Beata went on maternity leave.", "Beata"),
        ("I've been seeing a new physio since Annelies went on leave.", "Annelies"),
        ("The ticket got reassigned to Luis since Keisha's on maternity leave.", "Keisha"),
        ("Mr Obi is on long-term sick leave, so Mrs Eze runs the team.", "Mr Obi"),
        ("WEB-2291 landed on Carlos's desk, Priya's out on mat leave", "Priya"),
    ]:
        assert _ends(sentence, name), sentence
    assert not _ends("I'm on leave next week, Beata will cover.", "Beata")
    assert not _ends("Beata might go on leave in May.", "Beata")


def test_a_spell_of_a_place_that_closed_ends_it() -> None:
    assert _ends("The Sony chapter is closed. In August I joined Mujin.", "Sony")
    assert _ends("My Deloitte days are over.", "Deloitte")
    assert _ends("The Madrid years are over, we live in Valencia.", "Madrid")
    assert not _ends("Deloitte days are long.", "Deloitte")


def test_a_cue_whose_subject_is_followed_by_a_conjunction_ends_it() -> None:
    assert _ends("Sunny flew off when the window was left open.", "Sunny")
    assert _ends("Dr Patel retired before Christmas.", "Dr Patel")
    assert _ends("Bruno passed away while we were away.", "Bruno")


def test_a_cue_then_a_gerund_or_a_verb_after_no_longer_ends_the_thing() -> None:
    for sentence, name in [
        ("I stopped supporting Hearts after the final.", "Hearts"),
        ("Gave up drinking coffee in March.", "coffee"),
        ("I no longer support Hearts.", "Hearts"),
        ("I no longer use Monzo.", "Monzo"),
    ]:
        assert _ends(sentence, name), sentence
    for sentence, name in [
        ("I stopped thinking Hearts would win.", "Hearts"),  # a thought, not the thing
        ("I no longer think Madrid is nice.", "Madrid"),
        ("She stopped telling Anna about Hearts.", "Hearts"),  # not right after the verb
    ]:
        assert not _ends(sentence, name), sentence


def test_a_plain_word_after_quit_is_the_thing_not_a_verb() -> None:
    assert not _ends("Hine quit netball for surfing.", "surfing")
    assert _ends("Hine quit netball for surfing.", "netball")
    assert not _ends("I stopped chess for salsa.", "salsa")


def test_a_name_with_an_honorific_after_it_is_the_cue_subject() -> None:
    assert _ends("Sato-san retired at the end of june, Watanabe runs the team now.", "Sato")
    assert _ends("Sharma-ji retired last month.", "Mr Sharma")
    assert _ends("Tanaka-san got transferred to Osaka.", "Tanaka")


def test_a_regular_time_ends_the_one_meeting_time_held_said_generically() -> None:
    facts = [current_fact("Mattias", "meeting_time", obj="Tuesdays at 10am")]
    said = "From August the product sync is Thursdays at 3pm."
    assert _slot_ends(said, ("Mattias", "sync_time", "Thursdays at 3pm"), facts) == [
        ("Mattias", "Tuesdays at 10am")
    ]
    facts = [current_fact("Deepa", "class_time", obj="Thursday at 6pm")]
    said = "Deepa's yoga has been Saturday at 8am since the studio got a new teacher."
    assert _slot_ends(said, ("Deepa", "meeting_time", "Saturday at 8am"), facts) == [
        ("Deepa", "Thursday at 6pm")
    ]


def test_a_one_off_meeting_ends_no_regular_time() -> None:
    facts = [current_fact("Gemma", "standup_time", obj="9:15")]
    said = "I have a meeting at 3pm tomorrow."
    assert _slot_ends(said, ("Gemma", "meeting_time", "3pm tomorrow"), facts) == []
    two = [*facts, current_fact("Gemma", "review_time", obj="Fridays")]
    said = "The meeting is every Monday at 10 now."
    assert _slot_ends(said, ("Gemma", "meeting_time", "Monday at 10"), two) == []
