"""A keep word ("still", "also", "both" ...) keeps the value of its own clause, for whom the
clause is about; it protects neither other clauses nor someone else's value."""

from __future__ import annotations

from chronofact.graph.ingest.kept_alongside import Holder, clauses, holder_of, kept_alongside
from chronofact.graph.ingest.pastime_swap import pastime_swaps
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.time import END_OF_TIME, Period
from tests.unit.change_plans import SEP, current_fact

ME = Holder(own=True)


def test_clauses_split_at_commas_and_joining_words() -> None:
    said = "My aunt still rows, but I quit in May and cycle now."
    assert clauses(said) == ["My aunt still rows", "I quit in May", "cycle now"]


def test_a_keep_word_keeps_the_speakers_value_in_a_clause_about_the_speaker() -> None:
    for said in [
        "I'm still with Monzo for bills, but the savings went to Chip.",
        "Moved the savings to Chip and kept Monzo for bills.",
        "We still use Monzo too.",
    ]:
        assert kept_alongside(said, ME, [frozenset({"monzo"})]), said


def test_a_keep_word_about_someone_else_keeps_nothing_of_the_speakers() -> None:
    for said in [
        "My husband still banks with Monzo, but I moved to Chip.",
        "Dana is still at Monzo; I went over to Chip.",
        "Our lodger still uses Monzo. I left for Chip in June.",
        "I'm still at Lidl, but the bank is Chip now.",  # a clause naming another thing
    ]:
        assert not kept_alongside(said, ME, [frozenset({"monzo"})]), said


def test_someone_elses_value_is_kept_by_their_clause_not_the_speakers() -> None:
    dana = holder_of("Dana", "dana", "nadia")
    assert dana == Holder(own=False, names=frozenset({"dana"}))
    assert kept_alongside("Dana still rows, she added cycling.", dana, [frozenset({"rowing"})])
    assert not kept_alongside("I still row, but Dana cycles now.", dana, [frozenset({"rowing"})])
    aunt = holder_of("Nadia's aunt", "nadia s aunt", "nadia")
    assert aunt.names == frozenset({"aunt"})
    assert kept_alongside("My aunt still rows.", aunt, [frozenset({"rowing"})])


def _swapped(text: str, new_subject: str, others: list[tuple[str, str]]) -> list[str]:
    source = Evidence(kind="conversation", ref="m2", observed_at=SEP, text=text, speaker="Nadia")
    start = text.index("now") if "now" in text else 0
    ops = [
        Operation(
            op=Op.ASSERT,
            subject=subject,
            predicate="hobby",
            period=Period.of(SEP, END_OF_TIME),
            object=value,
            statement=f"{subject} hobby {value}",
            evidence=Evidence(kind="conversation", ref="m2", span=(start, start + 3)),
            extractor="conversation",
        )
        for subject, value in [(new_subject, "cycling"), *others]
    ]
    facts = [current_fact("Nadia", "hobby", obj="rowing")]
    return [str(op.object) for op in pastime_swaps(source, ops, facts, "c")]


def test_a_pastime_kept_by_a_relation_still_ends_for_the_speaker() -> None:
    said = "My aunt still goes rowing, but I gave it up and I'm cycling now."
    assert _swapped(said, "Nadia", [("Nadia's aunt", "rowing")]) == ["rowing"]
    kept = "I still go rowing on Sundays, and I'm cycling now as well."
    assert _swapped(kept, "Nadia", []) == []
