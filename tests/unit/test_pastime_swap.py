"""A new pastime said as the one someone has now ends the one pastime stored for them; a
pastime started beside it, a second one, or one of several held ends nothing."""

from __future__ import annotations

from chronofact.graph.ingest.pastime_swap import pastime_asserts, pastime_swaps
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.time import END_OF_TIME, Period
from tests.unit.change_plans import SEP, current_fact


def _assert(subject: str, predicate: str, value: str, text: str) -> Operation:
    return Operation(
        op=Op.ASSERT,
        subject=subject,
        predicate=predicate,
        period=Period.of(SEP, END_OF_TIME),
        object=value,
        statement=f"{subject} {predicate} {value}",
        evidence=Evidence(kind="conversation", ref="m2", span=(0, len(text))),
        extractor="conversation",
    )


def _ended(text: str, new: tuple[str, str, str], facts: list) -> list[tuple[str, str, str]]:
    source = Evidence(kind="conversation", ref="m2", observed_at=SEP, text=text, speaker="Nadia")
    ops = [_assert(*new, text)]
    assert pastime_asserts(ops)
    return [
        (op.subject, op.predicate, str(op.object))
        for op in pastime_swaps(source, ops, facts, "conversation")
        if op.op == Op.RETRACT
    ]


def test_a_pastime_said_as_the_one_now_ends_the_one_held() -> None:
    for old, new, said in [
        ("knitting", "pottery", "jo's moved on to pottery, bowls in every room"),
        ("fishing", "golf", "Flogged the rods in June. It's golf these days"),
        ("five-a-side", "padel", "knee's done so padel instead, since june"),
        ("badminton lunchtime", "running", "jo now do running, training for the marathon"),
        (
            "crochet",
            "rock climbing",
            "jo goes climbing 4x a week, havent seen a crochet hook in months",
        ),
        ("surfing", "golf", "jo did his shoulder so no surfing, he's taken up golf"),
        ("photography", "skateboarding", "sold my camera. into skateboarding now"),
    ]:
        facts = [current_fact("Jo", "hobby", obj=old)]
        assert _ended(said, ("Jo", "hobby", new), facts) == [("Jo", "hobby", old)], said


def test_the_pastime_ends_under_plays_and_likes_and_another_name_of_the_person() -> None:
    facts = [
        current_fact("Enzo", "hobby", obj="skateboarding"),
        current_fact("enzo", "likes", obj="skateboarding"),
    ]
    said = "enzo broke his wrist so bye skateboarding, he's into film photography"
    assert sorted(_ended(said, ("Enzo", "hobby", "film photography"), facts)) == [
        ("Enzo", "hobby", "skateboarding"),
        ("enzo", "likes", "skateboarding"),
    ]
    facts = [
        current_fact("Emeka", "brother", obj="Chidi"),
        current_fact("Emeka's bro Chidi", "plays", obj="football"),
    ]
    said = "Chidi don drop football for chess"
    assert _ended(said, ("Chidi", "hobby", "chess"), facts) == [
        ("Emeka's bro Chidi", "plays", "football")
    ]


def test_a_second_pastime_or_one_of_several_ends_nothing() -> None:
    facts = [current_fact("Jo", "hobby", obj="knitting")]
    for said in [
        "jo took up pottery in june",  # started, no replacement said
        "jo got into pottery",
        "jo started pottery classes",
        "jo's into pottery now too",  # beside it
        "jo also does pottery now",
        "jo's still knitting but pottery is her thing now",
        "jo has a second hobby now: pottery",
        "jo does knitting and pottery now",  # the old one said again
    ]:
        ops_new = ("Jo", "hobby", "pottery")
        if "knitting and" in said:
            source = Evidence(kind="conversation", ref="m2", observed_at=SEP, text=said)
            ops = [_assert(*ops_new, said), _assert("Jo", "hobby", "knitting", said)]
            assert pastime_swaps(source, ops, facts, "conversation") == [], said
            continue
        assert _ended(said, ops_new, facts) == [], said
    two = [*facts, current_fact("Jo", "hobby", obj="running")]
    assert _ended("jo's into pottery now", ("Jo", "hobby", "pottery"), two) == []
    other = [current_fact("Sam", "hobby", obj="knitting")]
    assert _ended("jo's into pottery now", ("Jo", "hobby", "pottery"), other) == []
    liking = [_assert("Jo", "likes", "pottery", "she likes pottery now")]
    assert not pastime_asserts(liking)  # a liking is no pastime taken up


def test_a_pastime_given_the_time_ends_the_one_held() -> None:
    """The new pastime given someone's time (theirs, or the topic of a sentence) took the old
    one's place."""
    for old, new, said in [
        ("road cycling", "surfing", "Saturday mornings have been for surfing since June"),
        ("ikebana", "pottery", "Pottery has taken over my weekends since July"),
        ("football", "salsa", "My Thursdays are all about salsa classes."),
        ("photography", "birdwatching", "Birdwatching eats all my free time."),
        ("fishing", "chess", "Jo spends his afternoons playing chess in the park."),
        ("watercolours", "pottery", "My evenings go to pottery; I've got a wheel."),
        ("tennis", "padel", "Sunday mornings are padel with friends from work."),
        ("knitting", "climbing", "Saturdays I'm at the climbing wall from nine."),
    ]:
        facts = [current_fact("Jo", "hobby", obj=old)]
        assert _ended(said, ("Jo", "hobby", new), facts) == [("Jo", "hobby", old)], said


def test_a_pastime_said_to_fill_someone_ends_the_one_held() -> None:
    """ "all about", "all in on", "my whole life": the new pastime took the old one's place
    (thirtieth session); "also" beside it still keeps both."""
    for old, new, said in [
        ("bouldering", "sourdough baking", "Jo's been all about sourdough baking since May."),
        ("rugby", "padel", "Jo's gone all in on padel, he's at the courts four times a week."),
        ("skiing", "triathlon", "triathlon training is my whole life, race next month."),
    ]:
        facts = [current_fact("Jo", "hobby", obj=old)]
        assert _ended(said, ("Jo", "hobby", new), facts) == [("Jo", "hobby", old)], said
    facts = [current_fact("Jo", "hobby", obj="rugby")]
    said = "Jo's also all about padel lately."
    assert _ended(said, ("Jo", "hobby", "padel"), facts) == [], said


def test_a_liking_of_doing_something_is_the_pastime_when_none_is_held() -> None:
    facts = [current_fact("Jo", "likes", obj="baking bread")]
    said = "Gardening has taken over my weekends since April."
    assert _ended(said, ("Jo", "hobby", "gardening"), facts) == [("Jo", "likes", "baking bread")]
    sushi = [current_fact("Jo", "likes", obj="sushi")]
    assert _ended(said, ("Jo", "hobby", "gardening"), sushi) == []


def test_a_time_said_after_a_preposition_or_beside_the_old_one_ends_nothing() -> None:
    facts = [current_fact("Jo", "hobby", obj="knitting")]
    for said in [
        "jo took up chess on Tuesdays",
        "jo plays chess in the evenings",
        "weekends are for hiking, and I still knit",
        "I've also taken up gardening; it has taken over my Sundays",
        "chess takes my evenings too",
    ]:
        assert _ended(said, ("Jo", "hobby", "chess"), facts) == [], said


def test_a_new_pet_said_as_the_one_now_ends_the_one_pet_held() -> None:
    for old, new, said in [
        ("spaniel", "greyhound", "We have a greyhound now."),
        ("two rabbits", "tortoise", "The kids have a tortoise now."),
        ("Bubbles", "rabbit", "it's a rabbit these days, no more fish tank"),
        ("No pets", "parrot", "Got a parrot in July!"),
        ("no pets", "cat", "Meet Luna, my cat!"),
    ]:
        facts = [current_fact("Jo", "has_pet", obj=old)]
        assert _ended(said, ("Jo", "has_pet", new), facts) == [("Jo", "has_pet", old)], said


def test_a_pet_added_or_named_beside_the_new_one_ends_nothing() -> None:
    facts = [current_fact("Jo", "has_pet", obj="Rex")]
    for said in [
        "We got a kitten called Luna in May.",  # added, no replacement said
        "Rex and the new kitten Luna are best friends now",  # the old one named beside
        "We have a kitten now too",
        "Luna the kitten is our second pet now",
        "Spending my evenings walking Luna now",
    ]:
        assert _ended(said, ("Jo", "has_pet", "Luna"), facts) == [], said
    two = [*facts, current_fact("Jo", "has_pet", obj="Milo")]
    assert _ended("We have a kitten now", ("Jo", "has_pet", "kitten"), two) == []


def test_still_said_of_someone_else_in_another_sentence_blocks_nothing() -> None:
    facts = [current_fact("Rachel", "hobby", obj="marathons")]
    said = "Rachel hurt her knee, so she's into rock climbing now. I'm still a couch potato."
    new = ("Rachel", "hobby", "rock climbing")
    source = Evidence(kind="conversation", ref="m2", observed_at=SEP, text=said, speaker="Nadia")
    ops = [
        Operation(
            op=Op.ASSERT,
            subject="Rachel",
            predicate="hobby",
            period=Period.of(SEP, END_OF_TIME),
            object="rock climbing",
            statement="Rachel hobby rock climbing",
            evidence=Evidence(kind="conversation", ref="m2", span=(0, 10)),
            extractor="conversation",
        )
    ]
    ended = [(o.subject, str(o.object)) for o in pastime_swaps(source, ops, facts, "c")]
    assert ended == [("Rachel", "marathons")], new
    for kept in [
        "Rachel's into rock climbing now. She still runs marathons too.",
        "Rachel's into rock climbing now. Still does the marathons though.",
    ]:
        source = Evidence(kind="conversation", ref="m2", observed_at=SEP, text=kept)
        assert pastime_swaps(source, ops, facts, "c") == [], kept


def test_an_instrument_played_is_the_pastime_a_new_hobby_replaces() -> None:
    facts = [current_fact("Kate", "learning_instrument", obj="drums")]
    said = "Peace at last: Kate has taken up crochet instead."
    assert _ended(said, ("Kate", "hobby", "crochet"), facts) == [
        ("Kate", "learning_instrument", "drums")
    ]
    assert _ended("Kate has taken up crochet.", ("Kate", "hobby", "crochet"), facts) == []
    new_instrument = _assert("Kate", "learning_instrument", "cello", "Kate is learning cello now")
    assert not pastime_asserts([new_instrument])  # an instrument taken up ends no hobby


def _ended_after(text: str, new: tuple[str, str, str], held: str, told: str) -> bool:
    """Whether the new pastime ends `held`, with `told` the speaker's earlier message."""
    source = Evidence(kind="conversation", ref="m2", observed_at=SEP, text=text, speaker="Nadia")
    facts = [current_fact(new[0], "hobby", obj=held)]
    earlier = {"Nadia": [Evidence(kind="conversation", ref="m1", text=told, speaker="Nadia")]}
    ops = pastime_swaps(source, [_assert(*new, text)], facts, "conversation", earlier.get)
    return any(op.op == Op.RETRACT and op.object == held for op in ops)


def test_a_pastime_said_on_the_day_the_old_one_had_ends_it() -> None:
    for told, held, text, new in [
        (
            "Every Sunday I'm at the beach for beach volleyball, nobody touches my Sundays",
            "beach volleyball",
            "the reason I wake at 5 on Sundays is surfing at Itacaré",
            "surfing",
        ),
        (
            "Beer league hockey on Tuesdays is basically my whole social life",
            "hockey",
            "Pickleball at the community centre Tuesday nights is weirdly competitive",
            "Pickleball",
        ),
        (
            "Every weekend I go rock climbing at Boulder Planet",
            "rock climbing",
            "Whole weekend at home crocheting a blanket for my niece",
            "crocheting",
        ),
    ]:
        assert _ended_after(text, ("Nadia", "hobby", new), held, told), text


def test_another_day_part_of_the_day_or_a_pastime_beside_it_ends_nothing() -> None:
    told = "pottery class every saturday morning, 12 wonky bowls so far"
    for text in [
        "tennis on saturday afternoons is my new thing",  # another part of the day
        "tennis on Sundays with Priya at the club",  # another day
        "I've started tennis on Saturday mornings too",  # beside the old one
        "loving tennis, the club is great",  # no day said
    ]:
        assert not _ended_after(text, ("Nadia", "hobby", "tennis"), "pottery", told), text
    # an earlier message that does not name the old pastime gives it no day
    assert not _ended_after(
        "tennis on Saturdays is my thing",
        ("Nadia", "hobby", "tennis"),
        "pottery",
        "Saturdays are for the market",
    )
