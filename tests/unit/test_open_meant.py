"""An open-tail slot asked by meaning (`chronofact.graph.recall.open_meant`, through
`slot_first`), without Neo4j: a question that names none of an open-tail predicate's words is
answered by it when it means it ("Who supplies Fiona's energy?": her `energy_supplier`), and a
canonical slot the question asks outright still leads one near it in meaning."""

from __future__ import annotations

from chronofact.extractors.embeddings import embed_one
from chronofact.graph.recall import RecallResult
from chronofact.graph.recall.open_meant import OPEN_LEAD, OPEN_MIN, predicate_question
from chronofact.graph.recall.slot_first import slot_first
from tests.unit.test_present_first import JAN, SEP, texts
from tests.unit.test_present_first import fact as present_fact
from tests.unit.test_slot_first import fact


def first_now(results: list[RecallResult], question: str) -> str:
    ordered = slot_first(results, question, lambda: embed_one(question), embed_one, now=True)
    return texts(ordered)[0]


def test_a_predicate_reads_as_the_question_it_answers() -> None:
    assert predicate_question("energy_supplier") == "What is her energy supplier?"
    assert predicate_question("usual_restaurant") == "What is her usual restaurant?"
    assert predicate_question("___") is None
    assert 0 < OPEN_LEAD < OPEN_MIN < 1


OCTOPUS = "Fiona's energy supplier is Octopus"
PIZZA = "Sean's usual restaurant is Dragon Pizza"
FBD = "Cathal's home insurer is FBD"
MARYS = "Ama lives in St Mary's Church"


def test_an_open_tail_fact_the_question_means_leads_a_canonical_one_it_does_not() -> None:
    meter = fact("Fiona works on the project smart meter", "Fiona", "project", "smart meter")
    octopus = fact(OCTOPUS, "Fiona", "energy_supplier", "Octopus")
    assert first_now([meter, octopus], "Who supplies Fiona's energy?") == OCTOPUS
    home = fact("Sean lives in Somerville", "Sean", "lives_in", "Somerville")
    pizza = fact(PIZZA, "Sean", "usual_restaurant", "Dragon Pizza")
    assert first_now([home, pizza], "What is Sean's usual pizza place?") == PIZZA
    firm = fact("Cathal works at Aviva", "Cathal", "works_at", "Aviva")
    fbd = fact(FBD, "Cathal", "home_insurer", "FBD")
    # "insures" names an insurer's kind: no lead over the employer is needed
    assert first_now([firm, fbd], "Which company insures Cathal's house?") == FBD


def test_a_canonical_slot_asked_outright_still_leads() -> None:
    job = fact("Dana works at HubSpot", "Dana", "works_at", "HubSpot")
    helps = fact("Dana volunteers at Oxfam", "Dana", "volunteers_at", "Oxfam")
    supplier = fact("Dana's energy supplier is Octopus", "Dana", "energy_supplier", "Octopus")
    assert first_now([helps, supplier, job], "Where does Dana work?") == "Dana works at HubSpot"
    role = fact("Dana works as nurse", "Dana", "occupation", "nurse")
    assert first_now([helps, role], "What does Dana do for a living?") == "Dana works as nurse"


def test_a_canonical_fact_whose_predicate_the_question_says_is_not_passed_over() -> None:
    # "broadband" is near the internet provider in meaning; "status" is the status fact's word
    status = fact("Padraig's request is open", "Padraig", "status", "open")
    provider = fact("Padraig's internet provider is Eir", "Padraig", "internet_provider", "Eir")
    question = "What is the status of Padraig's broadband complaint?"
    assert first_now([provider, status], question) == "Padraig's request is open"


def test_a_canonical_fact_told_after_the_open_tail_one_keeps_its_place() -> None:
    # the new church read as a home, told in September; the old one on its own predicate
    old = present_fact(
        "Ama goes to church at Christ Church", "Ama", "Christ Church", JAN, True, "place_of_worship"
    )
    new = present_fact(MARYS, "Ama", "St Mary's Church", SEP, True, "lives_in")
    question = "Which church does Ama go to now?"
    assert first_now([old, new], question) == MARYS
    # told the other way round, the open-tail fact the question names leads
    old = present_fact(
        "Ama goes to church at Christ Church", "Ama", "Christ Church", SEP, True, "place_of_worship"
    )
    new = present_fact(MARYS, "Ama", "St Mary's Church", JAN, True, "lives_in")
    assert first_now([new, old], question) == "Ama goes to church at Christ Church"


def test_asked_about_a_past_date_an_open_tail_fact_told_later_does_not_lead() -> None:
    question = "Which church did Ama go to in March 2025?"

    def first_then(results: list[RecallResult]) -> str:
        ordered = slot_first(
            results, question, lambda: embed_one(question), embed_one, "in March 2025"
        )
        return texts(ordered)[0]

    home = present_fact(MARYS, "Ama", "St Mary's Church", JAN, True, "lives_in")
    church = present_fact(
        "Ama goes to church at Christ Church",
        "Ama",
        "Christ Church",
        SEP,
        True,
        "place_of_worship",
    )
    assert first_then([church, home]) == MARYS
    home = present_fact(MARYS, "Ama", "St Mary's Church", SEP, True, "lives_in")
    church = present_fact(
        "Ama goes to church at Christ Church",
        "Ama",
        "Christ Church",
        JAN,
        True,
        "place_of_worship",
    )
    assert first_then([home, church]) == "Ama goes to church at Christ Church"


def test_an_unrelated_fact_told_later_is_no_rival() -> None:
    # "Who supplies Nia's energy?" after her energy supplier, then her job, were told
    energy = present_fact(OCTOPUS, "Fiona", "Octopus", JAN, True, "energy_supplier")
    job = present_fact("Fiona works at Deliveroo", "Fiona", "Deliveroo", SEP, True, "works_at")
    assert first_now([job, energy], "Who supplies Fiona's energy?") == OCTOPUS


def test_a_neighbour_in_words_is_no_answer_but_a_kind_named_is() -> None:
    # "hair colour" is near "who cuts her hair" in words, not what is asked
    colour = fact("Mia's hair colour is copper", "Mia", "hair_colour", "copper")
    doctor = fact("Mia's doctor is Dr Jess", "Mia", "doctor", "Dr Jess")
    assert first_now([colour, doctor], "Who cuts Mia's hair?") == "Mia's doctor is Dr Jess"
    # "inhaler" names the medication's kind: near enough, with no lead
    trip = fact("Joy gets around by Pulag", "Joy", "vehicle", "Pulag")
    inhaler = fact("Joy takes the medication Symbicort", "Joy", "medication", "Symbicort")
    question = "What inhaler does Joy use for her asthma?"
    assert first_now([trip, inhaler], question) == "Joy takes the medication Symbicort"
