"""The asked slot first (`chronofact.graph.recall.slot_first`), without Neo4j: the asked person
(named last), the asked slot by meaning (the real MiniLM query embedder), one ordering rule
per test, and the questions that must leave the order alone."""

from __future__ import annotations

import dataclasses

from chronofact.extractors.embeddings import embed_one
from chronofact.graph.recall import RecallResult
from chronofact.graph.recall.asked_slot import (
    NO_SLOT,
    SlotScores,
    answer_slots,
    slot_scores,
    slots_of_predicate,
)
from chronofact.graph.recall.asked_subject import asked_subject_keys, same_person
from chronofact.graph.recall.slot_first import ASKS_A_SLOT, asks_a_slot, slot_first
from tests.unit.test_present_first import JAN, SEP, message, texts
from tests.unit.test_present_first import fact as present_fact


def fact(
    statement: str,
    subject: str,
    predicate: str,
    obj: str,
    current: bool = True,
    polarity: bool = True,
) -> RecallResult:
    return present_fact(statement, subject, obj, JAN, current, predicate, polarity)


def ordered(results: list[RecallResult], question: str) -> list[str]:
    return texts(slot_first(results, question, lambda: embed_one(question), embed_one))


BROTHER = fact("Sigrid's brother is Emil", "Sigrid", "brother", "Emil")
EMIL_JOB = fact("Emil works as carpenter", "Emil", "occupation", "carpenter")
EMIL_HOME = fact("Emil lives in Bergen", "Emil", "lives_in", "Bergen")
EMIL_FIRM = fact("Emil works at Snekker AS", "Emil", "works_at", "Snekker AS")


def test_the_asked_person_is_the_one_named_last() -> None:
    results = [BROTHER, EMIL_JOB]
    asked = asked_subject_keys(results, "What does Sigrid's brother Emil do?")
    assert asked == {"emil", "sigrid s brother"}  # the relation names Emil a second way
    assert asked_subject_keys(results, "Who is Sigrid's brother?") == {"sigrid"}
    assert asked_subject_keys(results, "How is the weather in Oslo?") == frozenset()


def test_a_spouse_asked_by_a_word_for_the_relation_and_a_given_name_is_the_spouse() -> None:
    """Fifty-fourth session, over REST: "Where does Priya's husband work?" answered with Priya's
    own facts ("husband" is no word of `married_to`; "Priya" only of "Priya Nair")."""
    married = fact("Priya Nair is married to Rohan", "Priya Nair", "married_to", "Rohan")
    job = fact("Rohan works at Flipkart", "Rohan", "works_at", "Flipkart")
    results = [married, job]
    keys = asked_subject_keys(results, "Where does Priya's husband work?")
    assert "rohan" in keys and "priya nair" not in keys
    assert ordered(results, "Where does Priya's husband work?")[0] == "Rohan works at Flipkart"


def test_a_person_asked_by_a_relation_alone_is_the_relations_other() -> None:
    results = [BROTHER, EMIL_JOB]
    assert asked_subject_keys(results, "What does Sigrid's brother do?") == {
        "emil",
        "sigrid s brother",
    }
    assert asked_subject_keys(results, "Where does Sigrid's bro work?") == {
        "emil",
        "sigrid s brother",
    }
    assert asked_subject_keys(results, "Who is Sigrid's brother?") == {"sigrid"}
    # a time after the relation still asks the relation itself
    assert asked_subject_keys(results, "Who is Sigrid's brother now?") == {"sigrid"}
    assert asked_subject_keys(results, "Who was Sigrid's brother in March 2025?") == {"sigrid"}
    assert asked_subject_keys(results, "Where does Sigrid's brother work now?") == {
        "emil",
        "sigrid s brother",
    }
    assert ordered(results, "What does Sigrid's brother do?") == [
        "Emil works as carpenter",
        "Sigrid's brother is Emil",
    ]


def test_a_person_asked_by_the_relation_a_fact_names_them_by() -> None:
    dad = fact("Kaito's dad is Hiro", "Kaito", "dad", "Hiro")
    car = fact("Hiro drives Mazda MX-5", "Hiro", "vehicle", "Mazda MX-5")
    assert asked_subject_keys([dad, car], "What car does Kaito's dad drive?") == {
        "hiro",
        "kaito s dad",
    }
    assert ordered([dad, car], "What car does Kaito's dad drive?")[0] == "Hiro drives Mazda MX-5"


def test_a_relation_gives_the_asked_person_a_second_name() -> None:
    dad = fact("Kaito's dad is Hiro", "Kaito", "dad", "Hiro")
    keys = asked_subject_keys([dad], "What does Kaito's dad Hiro do?")
    assert keys == {"hiro", "kaito s dad"}


def test_predicates_map_onto_canonical_slots() -> None:
    assert slots_of_predicate("employer") == {"works_at"}
    assert slots_of_predicate("dentist") == {"doctor"}
    assert slots_of_predicate("status") == {"order_status", "ticket_status"}
    assert slots_of_predicate("retro_time") == {"meeting_time"}
    assert slots_of_predicate("brother") == frozenset()


def test_the_slot_fact_of_the_asked_person_leads_a_relation() -> None:
    results = [BROTHER, message("m1", "Sigrid", "Emil is such a good brother", JAN), EMIL_JOB]
    assert ordered(results, "What does Sigrid's brother Emil do for a living?") == [
        "Emil works as carpenter",
        "Sigrid's brother is Emil",
        "Emil is such a good brother",
    ]


def test_the_asked_slot_leads_another_slot_of_the_same_person() -> None:
    results = [EMIL_JOB, EMIL_HOME, EMIL_FIRM]
    assert ordered(results, "Which company does Emil work for?")[0] == "Emil works at Snekker AS"
    assert ordered(results, "Which town does Emil live in?")[0] == "Emil lives in Bergen"


def test_a_fact_answering_the_slot_leads_a_message() -> None:
    results = [
        message("m2", "Noor", "Biscuit the hamster keeps me up all night", SEP),
        fact("Noor has a pet: hamster", "Noor", "has_pet", "hamster"),
    ]
    assert ordered(results, "What pet does Noor have?")[0] == "Noor has a pet: hamster"


def test_at_a_past_basis_the_version_valid_then_leads() -> None:
    # at the asked date the old car holds (current) and the new one does not yet
    old = fact("Noor gets around by Fiat Panda", "Noor", "vehicle", "Fiat Panda")
    new = fact("Noor gets around by Vespa", "Noor", "vehicle", "Vespa", current=False)
    results = [message("m2", "Noor", "Sold the Panda, I ride a Vespa now", SEP), new, old]
    assert ordered(results, "What car did Noor drive in April 2025?")[0] == (
        "Noor gets around by Fiat Panda"
    )


def test_a_fact_that_does_not_hold_a_negation_or_an_outdated_fact_does_not_move() -> None:
    first = message("m2", "Noor", "I ride my Vespa everywhere", SEP)
    ended = fact("Noor gets around by Fiat Panda", "Noor", "vehicle", "Fiat Panda", current=False)
    negated = fact("not: Noor gets around by bus", "Noor", "vehicle", "bus", polarity=False)
    outdated = dataclasses.replace(
        fact("Noor gets around by tram", "Noor", "vehicle", "tram"), timeline="earlier"
    )
    results = [first, ended, negated, outdated]
    assert ordered(results, "What does Noor drive?") == texts(results)


def test_a_question_about_a_message_topic_keeps_the_order() -> None:
    results = [
        message("m1", "Noor", "The concert on Friday was incredible, the drummer was wild", JAN),
        fact("Noor lives in Utrecht", "Noor", "lives_in", "Utrecht"),
        fact("Noor works at Philips", "Noor", "works_at", "Philips"),
    ]
    for question in (
        "What did Noor think of the concert on Friday?",
        "How did Noor feel about the drummer?",
    ):
        assert ordered(results, question) == texts(results), question


def test_a_question_about_the_relation_or_naming_no_subject_keeps_the_order() -> None:
    results = [BROTHER, EMIL_JOB]
    assert ordered(results, "Who is Sigrid's brother?") == texts(results)
    assert ordered([EMIL_HOME, EMIL_JOB], "What does a carpenter earn?") == [
        "Emil lives in Bergen",
        "Emil works as carpenter",
    ]


def test_a_vector_of_another_model_is_not_scored() -> None:
    assert slot_scores([0.1, 0.2, 0.3], embed_one) is None
    results = [BROTHER, EMIL_JOB]
    question = "What does Sigrid's brother Emil do?"
    assert texts(slot_first(results, question, lambda: [1.0, 0.0], embed_one)) == texts(results)


def test_a_fact_whose_open_predicate_the_question_names_stays_above() -> None:
    fiance = fact("Noor's fiance is Idris", "Noor", "fiance", "Idris")
    dating = fact("Noor is dating Sami", "Noor", "partner", "Sami")
    results = [fiance, dating]
    assert ordered(results, "Who is Noor's fiance?") == texts(results)
    assert ordered(results, "Who is Noor dating?")[0] == "Noor is dating Sami"


def test_asks_a_slot_when_its_best_slot_is_a_state_scored_high_enough() -> None:
    assert asks_a_slot(SlotScores({"works_at": ASKS_A_SLOT + 0.01, NO_SLOT: 0.2}))
    assert not asks_a_slot(SlotScores({"works_at": 0.5, NO_SLOT: 0.6}))  # small talk
    assert not asks_a_slot(SlotScores({"works_at": ASKS_A_SLOT - 0.01}))
    assert not asks_a_slot(None)
    scores = slot_scores(embed_one("Who is Beatriz's dentist?"), embed_one)
    assert asks_a_slot(scores)


def test_the_slot_is_read_from_the_bare_question() -> None:
    # the whole question scores `lives_in` first (the names and the date outweigh "work");
    # bare, "Where did she work?" asks `works_at`
    question = "Where did Arash's brother Kian work in April 2025?"
    results = [
        fact("Arash's brother is Kian", "Arash", "brother", "Kian"),
        fact("Kian lives in Toulouse", "Kian", "lives_in", "Toulouse"),
        fact("Kian works as engineer", "Kian", "occupation", "engineer"),
        fact("Kian works at Airbus", "Kian", "works_at", "Airbus"),
    ]
    whole = slot_scores(embed_one(question), embed_one)
    assert whole is not None and max(whole.by_slot, key=lambda s: whole.by_slot[s]) != "works_at"
    bare = slot_first(results, question, lambda: embed_one(question), embed_one, "April 2025")
    assert texts(bare)[0] == "Kian works at Airbus"


def test_a_bare_question_about_no_slot_moves_nothing() -> None:
    results = [
        message("m1", "Noor", "The drummer at the Paradiso gig was wild", JAN),
        fact("Noor works at Philips", "Noor", "works_at", "Philips"),
        fact("Noor lives in Utrecht", "Noor", "lives_in", "Utrecht"),
    ]
    for question in ("How did Noor feel about the drummer?", "What did Noor eat at the gig?"):
        assert ordered(results, question) == texts(results), question


def _said(result: RecallResult, at: str) -> RecallResult:
    api = dict(result.fact or {})
    api["valid_from"] = at
    api["sources"] = [{**api["sources"][0], "observed_at": at}]
    return dataclasses.replace(result, fact=api)


def test_asked_about_now_the_slot_fact_said_last_leads_one_still_held() -> None:
    # the change was read ("Pottery") but the old value was not ended: both hold
    knit = fact("Noor does knitting", "Noor", "hobby", "knitting")
    pottery = _said(fact("Noor does pottery", "Noor", "hobby", "pottery"), SEP)
    question = "What is Noor's hobby?"
    now = slot_first([knit, pottery], question, lambda: embed_one(question), embed_one, now=True)
    assert texts(now) == ["Noor does pottery", "Noor does knitting"]
    # not asked about now (a date, the past): rank order stays
    assert ordered([knit, pottery], question) == ["Noor does knitting", "Noor does pottery"]


def test_newest_first_orders_only_the_asked_persons_slot_facts() -> None:
    knit = fact("Noor does knitting", "Noor", "hobby", "knitting")
    other = _said(fact("Sami does pottery", "Sami", "hobby", "pottery"), SEP)
    home = _said(fact("Noor lives in Utrecht", "Noor", "lives_in", "Utrecht"), SEP)
    question = "What is Noor's hobby?"
    now = slot_first(
        [knit, other, home], question, lambda: embed_one(question), embed_one, now=True
    )
    # Sami's newer hobby does not lead Noor's; asked about now it is no answer, so it is
    # left out (`others_on_slot`); Noor's home, said later too, keeps its place
    assert texts(now) == texts([knit, home])


def _now(results: list[RecallResult], question: str) -> list[str]:
    return texts(slot_first(results, question, lambda: embed_one(question), embed_one, now=True))


def test_another_persons_value_of_the_asked_slot_is_left_out() -> None:
    # "Priya moved out; she lives in Walthamstow now. I'm still in Hackney"
    priya = fact("Priya lives in Walthamstow", "Priya", "lives_in", "Walthamstow")
    holly = fact("Holly lives in Hackney", "Holly", "lives_in", "Hackney")
    flatmate = fact("Holly's roommate is Priya", "Holly", "roommate", "Priya")
    holly_job = fact("Holly works at Monzo", "Holly", "works_at", "Monzo")
    results = [priya, holly, flatmate, holly_job]
    assert _now(results, "Where does Priya live?") == [
        "Priya lives in Walthamstow",
        "Holly's roommate is Priya",
        "Holly works at Monzo",
    ]
    # asked about Holly, Priya's home is the one left out
    assert _now(results, "Where does Holly live?")[:1] == ["Holly lives in Hackney"]
    assert "Priya lives in Walthamstow" not in _now(results, "Where does Holly live?")
    # with no answer of the asked person's own, nothing is left out
    assert _now([holly, flatmate], "Where does Priya live?") == texts([holly, flatmate])
    # not asked about now (a date, the past), the list keeps everyone
    assert ordered(results, "Where does Priya live?") == texts([priya, holly, flatmate, holly_job])


def test_the_asked_person_under_other_names() -> None:
    def asked(subject: str, question: str) -> frozenset[str]:
        held = fact(f"{subject} lives in Cork", subject, "lives_in", "Cork")
        return asked_subject_keys([held], question)

    assert asked("Emma's grandpa", "Where does Emma's grandad live?") == {"emma s grandpa"}
    assert asked("Arjun's dad", "What does Arjun's father do?") == {"arjun s dad"}
    assert asked("Dave's", "Where does Dave live?") == {"dave s"}
    mum = fact("Zainab's mum is Halima", "Zainab", "mum", "Halima")
    doctor = fact("Mummy Halima's doctor is Dr Bello", "Mummy Halima", "doctor", "Dr Bello")
    assert asked_subject_keys([mum, doctor], "Who is Halima's doctor?") == {
        "halima",
        "mummy halima",
        "zainab s mum",
    }


def test_a_name_that_only_ends_like_the_asked_one_is_another_person() -> None:
    assert not same_person("mary smith", "smith")
    assert not same_person("sigrid s brother", "sigrid")
    assert not same_person("emma s grandpa", "emma s grandma")
    assert same_person("anna s cousin marta", "marta")
    assert same_person("aunty ngozi", "ngozi")


def test_a_compound_predicate_answers_its_last_words_slot() -> None:
    assert answer_slots("heart_specialist") == {"doctor"}
    assert answer_slots("works_at") == {"works_at"}
    assert answer_slots("retired_at_end") == frozenset()
    assert answer_slots("school_friend") == frozenset()


def test_a_bare_question_asks_the_slot_a_name_drowns_in_the_whole_one() -> None:
    # whole, "What does Suresh do?" scores 0.28 (under `MIN_SCORE`); bare, 0.71 occupation
    results = [
        fact("Ravi's uncle is Suresh", "Ravi", "uncle", "Suresh"),
        fact("Suresh lives in Pune", "Suresh", "lives_in", "Pune"),
        fact("Suresh works as pastor", "Suresh", "occupation", "pastor"),
    ]
    assert ordered(results, "What does Suresh do?")[0] == "Suresh works as pastor"
    for question in (
        "What does Suresh think about the election?",
        "What does Suresh do to relax?",
    ):
        assert ordered(results, question) == texts(results), question


def test_a_thing_named_by_its_owner_is_asked_with_the_owner() -> None:
    order = fact("Amit's order is confirmed", "Amit's order", "status", "confirmed")
    dad = fact("Amit's dad is Raj", "Amit's dad", "lives_in", "Pune")
    assert asked_subject_keys([order], "What is the status of Amit's Fairphone preorder?") == {
        "amit s order"
    }
    job = fact("Amit works as baker", "Amit", "occupation", "baker")
    assert asked_subject_keys([job, order], "What is Amit's job?") == {"amit", "amit s order"}
    assert ordered([order, job], "What is Amit's job?")[0] == "Amit works as baker"
    # a person named by a relation is someone else, not a thing
    assert asked_subject_keys([dad, job], "Where does Amit live?") == {"amit"}


def test_a_relations_second_name_in_other_words_is_the_asked_person() -> None:
    mum = fact("Grace's mum is Efua", "Grace", "mum", "Efua")
    doctor = fact("Grace's mom's doctor is Mensah", "Grace's mom", "doctor", "Mensah")
    assert asked_subject_keys([mum, doctor], "Who is Efua's doctor?") == {
        "efua",
        "grace s mum",
        "grace s mom",
    }


def test_a_relation_word_alone_and_a_name_after_relation_words() -> None:
    joan = fact("Nadia's nan Joan lives in Margate", "Nadia's nan Joan", "lives_in", "Margate")
    nan = fact("Nan lives in Croydon", "Nan", "lives_in", "Croydon")
    assert asked_subject_keys([joan, nan], "Where does Joan live?") == {"nadia s nan joan", "nan"}
    assert not same_person("nan", "nadia s aunt joan")
    assert not same_person("nan", "nadia")


def test_the_persons_own_slot_fact_leads_a_thing_they_own() -> None:
    order = fact("Olamide's order is delivered", "Olamide's order", "status", "delivered")
    due = fact("Olamide's deadline is October 10", "Olamide", "deadline", "October 10")
    question = "When are Olamide's brand guidelines due?"
    assert ordered([order, due], question)[0] == "Olamide's deadline is October 10"


def test_a_value_named_in_the_question_picks_the_slot_holding_it_now_or_before() -> None:
    firm = dataclasses.replace(
        fact("Emil works at Snekker AS", "Emil", "works_at", "Snekker AS"),
        history=[{"predicate": "works_at", "object": {"name": "Bergen Bygg"}, "value": None}],
    )
    results = [EMIL_HOME, EMIL_JOB, firm]
    assert ordered(results, "Is Emil still with Bergen Bygg?")[0] == "Emil works at Snekker AS"
    assert ordered(results, "Is Emil still in Bergen?")[0] == "Emil lives in Bergen"
    # a value named only as part of a longer word names nothing
    assert ordered(results, "Is Emil still in Bergenfield?")[0] != "Emil works at Snekker AS"


def test_a_status_word_named_by_a_question_asking_whom_is_no_answer() -> None:
    """ "Who is Shona engaged to?" names her status "engaged": the question asks the person she
    is engaged to (fifty-fourth session: the status led)."""
    status = fact("Shona is engaged", "Shona", "relationship_status", "engaged")
    partner = fact("Shona is engaged to Callum", "Shona", "engaged_to", "Callum")
    results = [status, partner]
    assert _now(results, "Who is Shona engaged to?")[0] == partner.fact["statement"]
    assert _now(results, "To whom is Shona married?")[0] == partner.fact["statement"]
    # asked whether, the status named still answers
    assert _now(results, "Is Shona still engaged?")[0] == status.fact["statement"]


def test_an_open_tail_slot_the_question_names_leads() -> None:
    said = message("m2", "Priyanka", "We've started going to the ISKCON temple on weekends", SEP)
    temple = fact("Priyanka worships at ISKCON temple", "Priyanka", "place_of_worship", "ISKCON")
    choir = fact("Eleanor sings with Rock Choir", "Eleanor", "choir", "Rock Choir")
    order = fact("Chiara's coffee order is oat cortado", "Chiara", "coffee_order", "oat cortado")
    results = [said, temple, choir, order]
    # by a word its kind is asked by ("temple"), by its own words ("choir", "coffee order")
    assert _now(results, "Which temple does Priyanka go to?")[0] == temple.fact["statement"]
    assert _now(results, "Which choir does Eleanor sing in?")[0] == choir.fact["statement"]
    assert _now(results, "What's Chiara's usual coffee order?")[0] == order.fact["statement"]
    # a question about another open-tail thing moves nothing
    assert _now(results, "What car does Priyanka drive?") == texts(results)


def test_an_open_tail_slot_said_in_its_own_words_leads_one_asked_by_a_kinds_word() -> None:
    choir = fact("Mats sings with male voice choir", "Mats", "choir", "male voice choir")
    part = fact("Mats sings baritone", "Mats", "voice_part", "baritone")
    assert _now([choir, part], "What voice part does Mats sing?")[0] == "Mats sings baritone"
    assert _now([part, choir], "Which choir does Mats sing in?")[0] == choir.fact["statement"]


def test_an_open_tail_slot_said_in_its_own_words_leads_a_canonical_guess() -> None:
    """ "Where does Mirela volunteer?" is nearest an occupation by meaning; her `volunteers_at`
    fact, said in the question's own words, leads a garbage occupation read beside it
    (thirtieth session)."""
    job = fact("Mirela works as coat", "Mirela", "occupation", "coat")
    helps = fact("Mirela volunteers at food bank", "Mirela", "volunteers_at", "food bank")
    assert _now([job, helps], "Where does Mirela volunteer?")[0] == helps.fact["statement"]
    assert _now([job, helps], "What does Mirela do for a living?")[0] == job.fact["statement"]
    # a predicate of function words names no slot ("Olga's flat is a mess": `is_a`)
    mess = fact("Olga's flat is mess", "Olga's flat", "is_a", "mess")
    engaged = fact("Olga is engaged", "Olga", "relationship_status", "engaged")
    question = "What is Olga's relationship status?"
    assert _now([mess, engaged], question)[0] == engaged.fact["statement"]


def test_a_team_one_is_on_is_asked_as_the_work_and_a_team_supported_as_the_fan() -> None:
    # thirty-second session: "Which team was Ines on in March 2025?" put "works at Bolt" above
    # her team (read as the work she is on, `project`)
    for question in ("Which team is Conor in?", "Which team was Yasmin on at work?"):
        scores = slot_scores(embed_one(question), embed_one)
        assert scores is not None
        assert scores.of(frozenset({"project"})) > scores.of(frozenset({"works_at"})), question
    for question in ("Which team does Ciara support?", "Which netball team does Ama play for?"):
        fan = slot_scores(embed_one(question), embed_one)
        assert fan is not None
        assert fan.of(frozenset({"supports_team"})) > fan.of(frozenset({"project"})), question


def test_a_full_name_is_asked_by_its_first_word_when_no_other_shares_it() -> None:
    reading = fact(
        "Ines Moreau is reading The Bee Sting", "Ines Moreau", "reading", "The Bee Sting"
    )
    work = fact("Ines Moreau works at Glanbia", "Ines Moreau", "works_at", "Glanbia")
    bike = fact("Tomas Berg gets around by cycling", "Tomas Berg", "vehicle", "cycling")
    results = [reading, bike, work]
    assert asked_subject_keys(results, "Where does Ines work?") == {"ines moreau"}
    assert ordered(results, "Where does Ines work?")[0] == "Ines Moreau works at Glanbia"
    twin = fact("Ines Duval works at Kerry Group", "Ines Duval", "works_at", "Kerry Group")
    assert asked_subject_keys([*results, twin], "Where does Ines work?") == frozenset()
    assert asked_subject_keys(results, "Where does Moreau work?") == frozenset()


def test_a_job_word_said_as_the_questions_verb_names_no_value() -> None:
    """ "lead" is Thomas's job and the question's verb: the question asks his project."""
    job = fact("Thomas works as lead", "Thomas", "occupation", "lead")
    project = fact("Thomas works on the project Kestrel", "Thomas", "project", "Kestrel")
    assert ordered([job, project], "Which project does Thomas lead now?")[0] == (
        "Thomas works on the project Kestrel"
    )
    # a job word asked as the job is still the value named
    treasurer = fact("Idris works as treasurer", "Idris", "occupation", "treasurer")
    home = fact("Idris lives in Leeds", "Idris", "lives_in", "Leeds")
    assert ordered([home, treasurer], "Is Idris still treasurer?")[0] == (
        "Idris works as treasurer"
    )


def test_with_no_slot_answering_the_asked_persons_facts_lead_their_owners() -> None:
    """ "Sean's son Eli" names Sean only to say whose son Eli is: with no canonical slot for
    childcare, Eli's facts go before Sean's; a person not named in the question stays."""
    sean = fact("Sean's meeting is at Tuesdays", "Sean", "meeting_time", "Tuesdays")
    eli = fact("Eli's childcare is Montessori", "Eli", "childcare", "Montessori")
    ravi = fact("Ravi's uncle is Eli", "Ravi", "uncle", "Eli")
    question = "Who looks after Sean's son Eli during the day?"
    assert ordered([sean, eli], question) == [
        "Eli's childcare is Montessori",
        "Sean's meeting is at Tuesdays",
    ]
    assert ordered([ravi, eli], question) == [
        "Ravi's uncle is Eli",
        "Eli's childcare is Montessori",
    ]


def test_with_no_partner_held_the_relationship_status_answers_whom_one_dates() -> None:
    """After "Kabelo and I broke up", "Who is Lerato's boyfriend?" is answered by "Lerato is
    single", not by where she lives (a family chat through the CLI)."""
    home = fact("Lerato lives in Pretoria", "Lerato", "lives_in", "Pretoria")
    single = fact("Lerato is single", "Lerato", "relationship_status", "single")
    assert ordered([home, single], "Who is Lerato's boyfriend?")[0] == "Lerato is single"
    # a partner held answers first
    partner = fact("Lerato is dating Sizwe", "Lerato", "partner", "Sizwe")
    assert ordered([home, single, partner], "Who is Lerato's boyfriend?")[0] == (
        "Lerato is dating Sizwe"
    )
