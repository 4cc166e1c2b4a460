"""The learned span reader: its decoding on hand-made weights, the claims a reading makes, which
messages it reads, and the packaged weights on fresh sentences the rules read nothing from."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.reading_claims import CONFIDENCE, reading_claims
from chronofact.extractors.learned import Reading, worth_reading
from chronofact.extractors.learned.features import message_features, token_features
from chronofact.extractors.learned.reader import LearnedReader, read_states
from chronofact.extractors.learned.states import TokenStates
from chronofact.extractors.learned.weights import TAGS, HiddenLayer, ReaderWeights, Softmax
from tests.unit.word_tokens import word_offsets

AT = datetime(2025, 9, 15, 10, tzinfo=UTC)
DIM = 8


def _message(text: str, speaker: str | None = "Ama") -> Message:
    return Message(text, speaker, AT)


# --- features and weights -------------------------------------------------------------------


def test_token_features_see_neighbours_and_message() -> None:
    vectors = np.arange(12, dtype=np.float32).reshape(3, 4)
    rows = token_features(vectors)
    assert rows.shape == (3, 16)
    assert rows[0, 4:8].tolist() == [0, 0, 0, 0]  # nothing before the first token
    assert rows[1, 4:8].tolist() == vectors[0].tolist()
    assert rows[2, 8:12].tolist() == [0, 0, 0, 0]  # nothing after the last
    assert rows[1, 12:].tolist() == vectors.mean(axis=0).tolist()


def test_message_features_weigh_the_value() -> None:
    vectors = np.eye(3, dtype=np.float32)
    row = message_features(vectors, np.array([0.0, 1.0, 0.0], dtype=np.float32))
    assert row.shape == (1, 6)
    assert row[0, 3:].tolist() == [0.0, 1.0, 0.0]


def test_softmax_chances_sum_to_one_and_weights_round_trip(tmp_path: Path) -> None:
    rng = np.random.default_rng(3)
    coef = rng.normal(size=(4, 4 * DIM)).astype(np.float32)
    tagger = Softmax(coef, np.zeros(4, np.float32), TAGS)
    slots = Softmax(
        rng.normal(size=(2, 2 * DIM)).astype(np.float32),
        np.zeros(2, np.float32),
        ("none", "works_at"),
    )
    chances = tagger.chances(rng.normal(size=(5, 4 * DIM)).astype(np.float32))
    assert np.allclose(chances.sum(axis=1), 1.0, atol=1e-5)
    path = tmp_path / "w.npz"
    ReaderWeights(tagger, slots).save(path)
    loaded = ReaderWeights.load(path)
    assert loaded.slots.classes == ("none", "works_at")
    assert isinstance(loaded.tagger, Softmax) and loaded.tagger.classes == TAGS
    assert np.array_equal(loaded.tagger.coef, tagger.coef)


def test_a_hidden_layer_tagger_rectifies_and_round_trips(tmp_path: Path) -> None:
    rng = np.random.default_rng(4)
    out = Softmax(rng.normal(size=(4, 3)).astype(np.float32), np.zeros(4, np.float32), TAGS)
    coef = rng.normal(size=(3, 4 * DIM)).astype(np.float32)
    tagger = HiddenLayer(coef, np.full(3, -100.0, np.float32), out)
    rows = rng.normal(size=(5, 4 * DIM)).astype(np.float32)
    # every unit is cut to zero: the chances are the output layer's on zeros (uniform here)
    assert np.allclose(tagger.chances(rows), 0.25, atol=1e-6)
    tagger = HiddenLayer(coef, np.zeros(3, np.float32), out)
    chances = tagger.chances(rows)
    assert np.allclose(chances, out.chances(np.maximum(rows @ coef.T, 0.0)), atol=1e-6)
    slots = Softmax(np.zeros((2, 2 * DIM), np.float32), np.zeros(2, np.float32), ("none", "x"))
    path = tmp_path / "w.npz"
    ReaderWeights(tagger, slots).save(path)
    loaded = ReaderWeights.load(path)
    assert isinstance(loaded.tagger, HiddenLayer) and loaded.tagger.classes == TAGS
    assert np.allclose(loaded.tagger.chances(rows), chances, atol=1e-6)


# --- decoding on hand-made weights ----------------------------------------------------------
# Token vectors are one-hot over DIM: dimension 1 marks a value token, 2 a person token; the
# tagger reads a token's own vector only; the slot reader reads dimension 3 of the message
# mean as "none".


def _weights(none_bias: float = -5.0) -> ReaderWeights:
    coef = np.zeros((4, 4 * DIM), dtype=np.float32)
    coef[TAGS.index("value"), 1] = 10.0
    coef[TAGS.index("person"), 2] = 10.0
    intercept = np.array([2.0, -3.0, -3.0, -3.0], dtype=np.float32)
    slots = np.zeros((2, 2 * DIM), dtype=np.float32)
    slots[0, 3] = 40.0
    return ReaderWeights(
        Softmax(coef, intercept, TAGS),
        Softmax(slots, np.array([none_bias, 0.0], np.float32), ("none", "works_at")),
    )


def _states(text: str, marks: Sequence[int]) -> TokenStates:
    """[CLS], one token per word of `text` with the given mark (0 none, 1 value, 2 person,
    3 chit-chat), [SEP]."""
    offsets = word_offsets(text)
    vectors = np.zeros((len(offsets), DIM), dtype=np.float32)
    for i, mark in enumerate(marks, start=1):
        vectors[i, mark] = 1.0
    return TokenStates(vectors, offsets)


def test_reading_spans_the_value_run_and_the_person() -> None:
    text = "my sister Efua joined Standard Chartered Bank in june"
    marks = [0, 0, 2, 0, 1, 1, 1, 0, 0]
    reading = read_states(_weights(), _states(text, marks), text)
    assert reading is not None
    assert text[reading.value[0] : reading.value[1]] == "Standard Chartered Bank"
    assert reading.person is not None
    assert text[reading.person[0] : reading.person[1]] == "Efua"
    assert reading.slot == "works_at"


def test_no_reading_without_a_sure_value_or_when_the_slot_is_none() -> None:
    text = "lovely weather today honestly"
    assert read_states(_weights(), _states(text, [0, 0, 0, 0]), text) is None
    chat = "walked to Brighton pier"
    assert read_states(_weights(), _states(chat, [3, 3, 1, 3]), chat) is None


def test_the_reader_reads_a_batch_with_one_states_call() -> None:
    calls: list[int] = []
    texts = ["joined Monzo today", "nice one"]

    def states_of(batch: Sequence[str], speakers: Sequence[str | None]) -> list[TokenStates]:
        calls.append(len(batch))
        return [_states(t, [0, 1, 0] if t.startswith("joined") else [0, 0]) for t in batch]

    readings = LearnedReader(_weights(), states_of).read(texts)
    assert calls == [2]
    assert readings[0] is not None and readings[1] is None


# --- a reading to a claim -------------------------------------------------------------------


def _reading(text: str, value: str, slot: str = "works_at", person: str | None = None) -> Reading:
    at = text.index(value)
    who = (text.index(person), text.index(person) + len(person)) if person else None
    return Reading((at, at + len(value)), 0.9, slot, 0.9, 0.01, who)


def test_a_claim_about_the_speaker_with_the_time_said() -> None:
    text = "been with Monzo since March, loving it"
    [claim] = reading_claims(_message(text), _reading(text, "Monzo"))
    assert (claim.subject, claim.predicate, claim.object) == ("Ama", "works_at", "Monzo")
    assert claim.valid_from is not None and claim.valid_from.month == 3
    assert claim.confidence == CONFIDENCE
    assert claim.statement == "Ama works at Monzo"
    assert text[claim.span[0] : claim.span[1]].endswith("Monzo")


def test_the_person_tagged_or_the_relative_named_is_the_subject() -> None:
    text = "my cousin Kwesi got taken on at Deloitte"
    [claim] = reading_claims(_message(text), _reading(text, "Deloitte", person="Kwesi"))
    assert claim.subject == "Kwesi"
    text = "my sister is at Accenture now"
    [claim] = reading_claims(_message(text), _reading(text, "Accenture"))
    assert claim.subject == "Ama's sister"
    text = "Grandpa finally switched to Santander"
    [claim] = reading_claims(_message(text), _reading(text, "Santander", slot="bank"))
    assert claim.subject == "Ama's grandpa"  # the kin word opens the value's clause
    text = "so after all that I finally switched to Santander"
    [claim] = reading_claims(_message(text), _reading(text, "Santander", slot="bank"))
    assert claim.subject == "Ama"  # no one else is spoken of: the speaker


def test_a_person_value_is_no_place_one_goes_to() -> None:
    text = "my friend switched to Klarna, she loves it"
    assert reading_claims(_message(text), _reading(text, "Klarna", slot="partner")) == []
    text = "I'm married to Sofia now"
    [claim] = reading_claims(_message(text), _reading(text, "Sofia", slot="partner"))
    assert claim.object == "Sofia"


def test_a_titled_person_is_no_subject() -> None:
    text = "Dr. Haddad retired so I'm with Dr. Lindqvist at the same practice."
    [claim] = reading_claims(
        _message(text), _reading(text, "Lindqvist", slot="doctor", person="Haddad")
    )
    assert claim.subject == "Ama"


def test_a_thing_tagged_as_a_person_is_no_subject() -> None:
    text = "My Mandarin tutor is at Goldsmiths now"
    [claim] = reading_claims(
        _message(text), _reading(text, "Goldsmiths", slot="studies_at", person="Mandarin")
    )
    assert claim.subject == "Ama"


def test_someone_unnamed_is_no_subject() -> None:
    text = "he says he's Torino now, can you believe it"
    assert reading_claims(_message(text), _reading(text, "Torino", slot="supports_team")) == []
    text = "dad retired and he's at the allotment all day, he grows leeks at Ashfield"
    [claim] = reading_claims(_message(text), _reading(text, "leeks", slot="hobby"))
    assert claim.subject == "Ama's dad"


@pytest.mark.parametrize(
    ("text", "value", "slot"),
    [
        ("lol it was fine I guess", "it", "hobby"),  # a pronoun
        ("My Mandarin tutor comes on Saturday afternoons", "Saturday", "studies_at"),  # a time
        ("we got Grandma Abena to move in with us", "Abena", "lives_in"),  # a person
        ("The new place is near the park", "the park", "works_at"),  # a name without capitals
        ("our standup is whenever really", "whenever", "meeting_time"),  # no time in it
        ("that vegan thing lasted till easter", "vegan thing lasted till easter", "diet"),
        ("order 5521 finally shipped", "shipped", "order_status"),  # the thing is not named
    ],
)
def test_no_claim_for_a_value_that_does_not_fit(text: str, value: str, slot: str) -> None:
    assert reading_claims(_message(text), _reading(text, value, slot=slot)) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("How's your new role with Deloitte? Hope it's going well!", "Deloitte"),
        ("didn't take the job at Ocado in the end", "Ocado"),
        ("we might move to Bristol next year", "Bristol"),
        ("if I get in I'll be studying at Imperial", "Imperial"),
        ("thinking about switching to Monzo tbh", "Monzo"),
        ("Moved out of Porto. Met Jonas for coffee now and then.", "Jonas"),  # someone met
        ("we visited Valencia over the summer", "Valencia"),  # somewhere visited
    ],
)
def test_only_a_plain_statement_makes_a_claim(text: str, value: str) -> None:
    assert reading_claims(_message(text), _reading(text, value)) == []


def test_a_plain_statement_after_a_question_makes_a_claim() -> None:
    text = "Guess what? Since May I've been at Ocado, loving it"
    [claim] = reading_claims(_message(text), _reading(text, "Ocado"))
    assert claim.object == "Ocado" and claim.valid_from is not None
    assert claim.valid_from.month == 5


def test_lower_case_chat_keeps_a_lower_case_name() -> None:
    text = "im at monzo now lol"
    [claim] = reading_claims(_message(text), _reading(text, "monzo"))
    assert claim.object == "monzo"


# --- which messages are read ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("moved to Leeds last week!!", True),
        ("how's the new job at Asda going?", False),
        ("ok", False),
        ("wait what? I left Google in May", True),
        ("😂😂😂 lol", False),
    ],
)
def test_worth_reading(text: str, read: bool) -> None:
    assert worth_reading(_message(text)) is read


class _CountingReader(LearnedReader):
    def __init__(self) -> None:
        super().__init__(_weights(), self._states)
        self.seen: list[list[str]] = []

    def _states(self, texts: Sequence[str], speakers: Sequence[str | None]) -> list[TokenStates]:
        self.seen.append(list(texts))
        return [_states(t, [0] * len(t.split())) for t in texts]


def test_the_extractor_asks_the_reader_about_each_statement() -> None:
    reader = _CountingReader()
    extractor = ConversationExtractor(reader=reader)
    messages = [
        _message("I work at Shopify"),
        _message("the walk along the canal was lovely"),
        _message("lol"),
    ]
    found = extractor.extract_many(messages)
    asked = [text for batch in reader.seen for text in batch]
    assert asked == ["I work at Shopify", "the walk along the canal was lovely"]
    assert found[0] and not found[1] and not found[2]


class _FixedReader(LearnedReader):
    """Reads `value` on `slot` in every message, every word a token with the value chance
    `chance` (so the rules' words are read as values as much as its own)."""

    def __init__(self, value: str, slot: str, chance: float = 0.9) -> None:
        super().__init__(_weights())
        self.value, self.slot, self.chance = value, slot, chance

    def read(
        self, texts: Sequence[str], speakers: Sequence[str | None] | None = None
    ) -> list[Reading | None]:
        return [self._read(t) if self.value in t else None for t in texts]

    def _read(self, text: str) -> Reading:
        words = [m.span() for m in re.finditer(r"\w+", text)]
        return dataclasses.replace(
            _reading(text, self.value, self.slot),
            token_value=np.full(len(words), self.chance, dtype=np.float32),
            token_offsets=np.array(words, dtype=np.int64),
        )


def test_a_reading_adds_to_the_rules_only_what_they_did_not_say() -> None:
    text = "I work at Shopify, and Lena from Monzo is my manager"
    rules = ConversationExtractor().extract(_message(text))
    assert any(c.predicate == "works_at" for c in rules)
    same_slot = ConversationExtractor(reader=_FixedReader("Monzo", "works_at"))
    assert same_slot.extract(_message(text)) == rules  # it reads Shopify as a value too
    same_value = ConversationExtractor(reader=_FixedReader("Shopify", "studies_at"))
    assert same_value.extract(_message(text)) == rules
    other = ConversationExtractor(reader=_FixedReader("Lena", "manager"))
    added = other.extract(_message(text))
    if any(c.predicate == "manager" for c in rules):
        assert added == rules
    else:
        assert added[: len(rules)] == rules
        assert [(c.predicate, c.object) for c in added[len(rules) :]] == [("manager", "Lena")]


# --- the packaged weights on fresh sentences ------------------------------------------------


@pytest.fixture(scope="module")
def packaged() -> ConversationExtractor:
    from chronofact.extractors.embeddings import embed, embed_one
    from chronofact.extractors.learned import learned_reader

    reader = learned_reader()
    assert reader is not None, "the packaged weights are missing"
    return ConversationExtractor(embedder=embed, single=embed_one, reader=reader)


def test_packaged_weights_stay_quiet_on_small_talk(packaged: ConversationExtractor) -> None:
    quiet = [
        "haha yeah the weather was lovely today, we went for a long walk by the river",
        "that's so sweet, thanks for sharing the photos with me!",
        "I know right, can't wait to catch up properly next week",
    ]
    assert packaged.extract_many([_message(t) for t in quiet]) == [[], [], []]


@pytest.mark.parametrize(
    ("text", "value", "slot"),
    [
        ("finally got the iPhone 16, goodbye Tecno", "Tecno", "uses_phone"),
        ("sold the Golf last month, cycling now", "Golf", "vehicle"),
        ("gave up on Duolingo Spanish, too hard", "Duolingo", "learning_language"),
        ("moved away from Leeds in May", "Leeds", "lives_in"),
    ],
)
def test_a_value_given_up_is_no_value_held(text: str, value: str, slot: str) -> None:
    assert reading_claims(_message(text), _reading(text, value, slot=slot)) == []


def test_a_value_after_other_words_is_still_read() -> None:
    text = "left the old flat behind, we live in Leeds now"
    [claim] = reading_claims(_message(text), _reading(text, "Leeds", slot="lives_in"))
    assert claim.object == "Leeds"


def test_a_year_is_no_value_of_a_thing() -> None:
    text = "Happy new year fam!! 2025 na our year"
    assert reading_claims(_message(text), _reading(text, "2025", slot="project")) == []


@pytest.mark.parametrize(
    ("text", "value", "slot", "person"),
    [
        ("moved my dentist appointments to Dr Patel at Smile Clinic", "Patel", "dentist", None),
        ("Laura's off, Dev is covering as my manager till March", "Dev", "manager", None),
        ("my boss says the new boss is Ruth", "Ruth", "manager", "boss"),
    ],
)
def test_the_role_the_value_fills_is_no_subject(
    text: str, value: str, slot: str, person: str | None
) -> None:
    [claim] = reading_claims(_message(text), _reading(text, value, slot=slot, person=person))
    assert claim.subject == "Ama"


def test_a_relative_of_another_role_is_still_the_subject() -> None:
    text = "my boyfriend is at Deloitte now"
    [claim] = reading_claims(_message(text), _reading(text, "Deloitte"))
    assert claim.subject == "Ama's boyfriend"


def test_the_name_after_my_relation_is_the_subject() -> None:
    text = "My younger brother Emeka is in 200 level at UNILAG, studying law."
    [claim] = reading_claims(_message(text), _reading(text, "UNILAG", slot="studies_at"))
    assert claim.subject == "Emeka"
    text = "my sister Ana's flat is in Leeds"
    [claim] = reading_claims(_message(text), _reading(text, "Leeds", slot="lives_in"))
    assert claim.subject == "Ama's sister"


# --- a value said to be over ----------------------------------------------------------------


def _read(text: str, value: str, slot: str, *others: str) -> Reading:
    """A reading of `value` with `others` read too."""
    spans = [((text.index(o), text.index(o) + len(o)), 0.8) for o in others]
    return dataclasses.replace(_reading(text, value, slot), others=tuple(spans))


def test_a_value_said_to_be_over_gives_way_to_the_other_value_read() -> None:
    cases = [
        ("company moved payroll to ICICI so I closed HDFC", "HDFC", "ICICI", "bank"),
        ("salary comes into ICICI now instead of HDFC", "HDFC", "ICICI", "bank"),
        ("Dr Hughes has gone part time so I'm with Dr Okonkwo", "Hughes", "Okonkwo", "doctor"),
        ("Dr. Menon gave me a lecture, Dr. Iyer was never this strict", "Iyer", "Menon", "doctor"),
        ("handed in my notice at Infosys, been at Zoho since june", "Infosys", "Zoho", "works_at"),
    ]
    for text, old, new, slot in cases:
        [claim] = reading_claims(_message(text), _read(text, old, slot, new))
        titled = text[: text.index(new)].split()[-1:]  # "Dr Okonkwo": the title stays
        shown = f"{titled[0]} {new}" if titled and titled[0] in ("Dr", "Dr.") else new
        assert claim.object == shown, text


def test_a_value_said_to_be_over_alone_gives_no_claim() -> None:
    for text, old, slot in [
        ("so I closed HDFC last week", "HDFC", "bank"),
        ("Emeka and I are not together anymore", "Emeka", "partner"),
        ("the gluten-free thing was a phase honestly", "gluten-free", "diet"),
        ("traded in the Hilux (rip) on saturday", "Hilux", "vehicle"),
    ]:
        assert reading_claims(_message(text), _read(text, old, slot)) == [], text


def test_a_hint_of_the_past_counts_only_when_another_value_is_read() -> None:
    text = "Dad's reading on an iPad mini now, the Kindle screen was too small"
    [claim] = reading_claims(_message(text), _read(text, "Kindle", "uses_device", "iPad mini"))
    assert claim.object == "iPad mini"
    text = "ya the rabbit is Tofu, bigger than Mochi was"
    [claim] = reading_claims(_message(text), _read(text, "Mochi", "has_pet", "Tofu"))
    assert claim.object == "Tofu"
    text = "my flat in Leeds was freezing all winter"  # no other value: Leeds stays
    [claim] = reading_claims(_message(text), _read(text, "Leeds", "lives_in"))
    assert claim.object == "Leeds"


def test_the_reader_keeps_its_other_values_surest_first() -> None:
    text = "moved payroll to ICICI so closed HDFC and Axis"
    marks = [0, 0, 0, 1, 0, 0, 1, 0, 1]
    reading = read_states(_weights(), _states(text, marks), text)
    assert reading is not None
    spans = [text[a:b] for (a, b), _ in reading.others]
    assert text[reading.value[0] : reading.value[1]] == "ICICI"
    assert spans == ["HDFC", "Axis"]


# --- whom the value is about ----------------------------------------------------------------


def test_a_person_in_another_sentence_is_not_the_subject() -> None:
    text = "Efua said yes!!! engaged at 34, my mother is crying"
    reading = _reading(text, "engaged", "relationship_status", person="Efua")
    assert reading_claims(_message(text, "Kwabena"), reading)[0].subject == "Kwabena"
    text = "I met Ana at the gym. She moved to Berlin in May"
    [claim] = reading_claims(_message(text), _reading(text, "Berlin", "lives_in", person="Ana"))
    assert claim.subject == "Ana"  # the value's sentence speaks of her


def test_the_speaker_opening_the_value_clause_beats_an_earlier_person() -> None:
    for text, person, value in [
        ("Rajesh's team got dissolved so I'm under Meera now", "Rajesh", "Meera"),
        ("Karen left in june, and now I work under Devika", "Karen", "Devika"),
    ]:
        reading = _reading(text, value, "manager", person=person)
        assert reading_claims(_message(text, "Sunita"), reading)[0].subject == "Sunita"


def _after(text: str, before: str) -> Message:
    """The message `text` said after `before`."""
    return Message(text, "Ama", AT, Message(before, "Ama", AT))


def test_a_person_named_before_opening_the_value_clause_is_the_subject() -> None:
    for before, text, value, slot, who in [
        ("My brother Arun is pure vegetarian", "Arun is full non-veg, ate chicken at my place",
         "non-veg", "diet", "Arun"),
        ("my brother Fraser's up in Inverness", "Fraser's come doon to Glasgow, we're neighbours",
         "Glasgow", "lives_in", "Fraser"),
        ("My father Venkat is a CSK fan", "Venkat appa is cheering for RCB this year", "RCB",
         "supports_team", "Venkat"),
        ("my roommate Jordan has a bearded dragon",
         "the tank's gone and Jordan's rescue greyhound Pickles sleeps", "Pickles", "has_pet",
         "Jordan"),
        ("My brother Nii plays drums", "Nii spends every weekend on the golf course",
         "golf course", "hobby", "Nii"),
    ]:  # fmt: skip
        [claim] = reading_claims(_after(text, before), _reading(text, value, slot))
        assert claim.subject == who, text
    text = "Arun is full non-veg these days"  # "is": a name needs no naming before
    [claim] = reading_claims(_after(text, "hey all"), _reading(text, "non-veg", "diet"))
    assert claim.subject == "Arun"
    text = "Mummy Bisi's car is a Toyota Corolla now"  # nor a kin title
    [claim] = reading_claims(_message(text), _reading(text, "Toyota Corolla", "vehicle"))
    assert claim.subject == "Bisi"


def test_a_word_opening_a_sentence_is_no_person_unless_named_as_one() -> None:
    for text, value, slot in [
        ("Nii spends every weekend on the golf course", "golf course", "hobby"),  # not named
        ("Life is good at Revolut these days", "Revolut", "works_at"),
        ("Book club meets at Rosa's place now", "Rosa's place", "meeting_place"),
        ("Retirement means plenty of time for golf", "golf", "hobby"),
        ("Govt extended the filing date to September 15", "September 15", "deadline"),
        ("Work's been mad since I joined Revolut", "Revolut", "works_at"),
    ]:
        [claim] = reading_claims(_after(text, "hey all"), _reading(text, value, slot))
        assert claim.subject == "Ama", text
    text = "Rosa moved so book club is at the library now"
    reading = _reading(text, "library", "meeting_place")
    assert reading_claims(_after(text, "ask Rosa"), reading)[0].subject == "Ama"


def test_a_sentence_with_no_subject_goes_on_with_the_one_before() -> None:
    for text, value, slot, who in [
        ("Mitch finally left Woolies!! scored a gig with Qantas ground crew", "Qantas",
         "works_at", "Mitch"),
        ("Nii quit the church band. started golf lessons at Achimota", "golf", "hobby", "Nii"),
        ("ugh mondays. started at Revolut today", "Revolut", "works_at", "Ama"),
        ("Tom left. I started at Revolut today", "Revolut", "works_at", "Ama"),
    ]:  # fmt: skip
        said = _after(text, "my mate Mitch and my brother Nii")
        [claim] = reading_claims(said, _reading(text, value, slot))
        assert claim.subject == who, text


# --- the slot the value fits ----------------------------------------------------------------


def test_a_value_that_does_not_fit_the_slot_read_takes_the_next_slot_it_fits() -> None:
    for text, value, ranked, want, stored in [
        ("sprint planning got pushed to Thursdays at 2", "Thursdays",
         ["supports_team", "manager", "meeting_time"], "meeting_time", "Thursdays at 2"),
        ("sprint planning got pushed to Thursdays at 2", "Thursdays at",
         ["supports_team", "meeting_time"], "meeting_time", "Thursdays at 2"),
        ("he proposed in Lisbon!! we're engaged", "engaged", ["partner", "relationship_status"],
         "relationship_status", "engaged"),
        ("they moved it to September 15 for everybody", "September 15",
         ["works_at", "deadline"], "deadline", "September 15"),
        ("Nii spends every weekend on the golf course now", "golf course",
         ["lives_in", "hobby"], "hobby", "golf course"),
    ]:  # fmt: skip
        reading = dataclasses.replace(
            _reading(text, value, ranked[0]), slots=tuple((s, 0.1) for s in ranked[1:])
        )
        [claim] = reading_claims(_message(text), reading)
        assert (claim.predicate, claim.object) == (want, stored), text


def test_a_time_value_cut_short_is_read_whole() -> None:
    for text, value, slot, stored in [
        ("funder pushed the grant submission to the 9th of January, so", "9th of", "deadline",
         "9th of January"),
        ("the sync is Thursday 14:00 from this week and I will forget", "Thursday 14",
         "meeting_time", "Thursday 14:00"),
        ("standup moved to Mondays at 9.30 now", "Mondays at", "meeting_time", "Mondays at 9.30"),
        ("the deadline is the 3rd of next month", "3rd of", "deadline", "3rd of"),
    ]:  # fmt: skip
        [claim] = reading_claims(_message(text), _reading(text, value, slot))
        assert claim.object == stored, text


def test_a_date_in_a_sentence_of_no_deadline_is_no_deadline() -> None:
    text = "I'm off to Lisbon on 12 December with the kids, can't wait."
    assert reading_claims(_message(text), _reading(text, "12 December", "deadline")) == []
    text = "the grant has to be in by 12 December"
    [claim] = reading_claims(_message(text), _reading(text, "12 December", "deadline"))
    assert claim.object == "12 December"


def test_a_name_cut_short_at_its_start_is_read_whole() -> None:
    for text, value, slot, stored in [
        ("Got the keys to the Ford Ranger yesterday mate", "Ranger", "vehicle", "Ford Ranger"),
        ("I bought a GWS Giants membership", "Giants", "supports_team", "GWS Giants"),
        ("Ranger is the best truck I've had", "Ranger", "vehicle", "Ranger"),
        ("Mount Maunganui beach is ten mins from my door", "Maunganui", "lives_in",
         "Mount Maunganui"),
        ("Mostly Maunganui these days, the flat's tiny", "Maunganui", "lives_in", "Maunganui"),
    ]:  # fmt: skip
        claims = reading_claims(_message(text), _reading(text, value, slot))
        assert [c.object for c in claims] == [stored], text


def test_no_claim_when_no_slot_read_fits_or_the_next_is_unlikely() -> None:
    text = "sprint planning got pushed to Thursdays at 2"
    reading = dataclasses.replace(
        _reading(text, "Thursdays", "supports_team"), slots=(("manager", 0.2), ("gym", 0.1))
    )
    assert reading_claims(_message(text), reading) == []
    unlikely = dataclasses.replace(reading, slots=(("meeting_time", 0.01),))
    assert reading_claims(_message(text), unlikely) == []
