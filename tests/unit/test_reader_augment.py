"""The learned reader's training data, rewritten with another case's values
(`bench.reader_augment`)."""

from __future__ import annotations

from bench.reader_augment import Pair, substitute, swapped_pairs


def test_substitute_replaces_whole_words_in_the_casing_found() -> None:
    swaps = {"Intel": "Access Bank", "Stripe": "Flutterwave"}
    text = "cathal got out of intel in may, he's with Stripe now (not Intelligent Ltd)"
    assert substitute(text, swaps) == (
        "cathal got out of access bank in may, he's with Flutterwave now (not Intelligent Ltd)"
    )


def test_substitute_keeps_acronyms_and_replaces_the_longer_value_whole() -> None:
    swaps = {"TCS": "Mass General", "TCS Pune": "Boston Children's"}
    assert substitute("the TCS Pune portal and the TCS one", swaps) == (
        "the Boston Children's portal and the Mass General one"
    )
    assert substitute("nothing to swap here", {}) == "nothing to swap here"


def _pair(old: str, new: str, who: str, m1: str, m2: str, group: str = "employer") -> Pair:
    return Pair(group, "Siobhan", m1, m2, old, new, (who,), ("brother",))


def test_a_pair_takes_the_values_and_people_of_another_of_its_group() -> None:
    cathal = _pair(
        "Intel",
        "Stripe",
        "Cathal",
        "my brother Cathal's in Intel out in Leixlip",
        "cathal finally got out of intel in may, he's with Stripe",
    )
    chidi = _pair("Access Bank", "Flutterwave", "Chidi", "at Access Bank", "Flutterwave now")
    other = _pair("Leeds", "York", "Ana", "in Leeds", "York now", group="lives_in")
    made = swapped_pairs([cathal, chidi, other], copies=2)
    swapped = next(p for p in made if p.new == "Flutterwave")
    assert swapped.m1 == "my brother Chidi's in Access Bank out in Leixlip"
    assert swapped.m2 == "chidi finally got out of access bank in may, he's with Flutterwave"
    assert swapped.people == ("Chidi",) and swapped.relatives == ("brother",)
    assert swapped.group == "employer"
    assert all(p.group == "employer" for p in made if p.new in ("Flutterwave", "Stripe"))
    assert not any(p.new == "York" for p in made)  # no other of its group: no copy


def test_no_copy_when_the_new_value_is_not_written_out() -> None:
    said = _pair("Intel", "Stripe", "Cathal", "at Intel", "the payments crowd took me on")
    other = _pair("Access Bank", "Flutterwave", "Chidi", "at Access Bank", "Flutterwave now")
    assert all(p.new != "Flutterwave" for p in swapped_pairs([said, other], copies=1))


def test_no_copy_when_one_word_would_stand_for_two_things() -> None:
    same = _pair("Stripe", "Stripe", "Cathal", "at Stripe", "at Stripe again")
    other = _pair("Access Bank", "Flutterwave", "Chidi", "at Access Bank", "Flutterwave now")
    assert all(p.new != "Flutterwave" for p in swapped_pairs([same, other], copies=1))
