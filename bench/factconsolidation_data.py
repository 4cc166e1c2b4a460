"""FactConsolidation-SH (MemoryAgentBench "Conflict Resolution", single-hop): the data, and the
answers the benchmark scores against, taken from the data alone (never from our extractor).

Per file, `factconsolidation_sh_<size>.json` holds numbered facts and 100 questions with gold
answers; `mquake_pairs/sh_<size>_mquake_analysis.json` gives per question the serial and text
of the gold fact and of the fact it conflicts with (`gt_seq`/`old_seq`, `gt_fact_text`/
`old_fact_text`). The benchmark's rule: a later fact (larger serial) overrides an earlier one.
"""

from __future__ import annotations

import json
import re
import string
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from bench.common import data_root
from chronofact.graph.ingest import Message

SPLITS = {"dev": ("6k", "32k"), "eval": ("64k", "262k")}
BASE = datetime(2024, 1, 1, tzinfo=UTC)
STEP = timedelta(minutes=1)
_LINE = re.compile(r"^(\d+)\.\s+(.*\S)\s*$", re.MULTILINE)
_ARTICLES = re.compile(r"\b(a|an|the)\b")
_PUNCT = str.maketrans("", "", string.punctuation)


def data_dir() -> Path:
    return data_root() / "factconsolidation_sh"


@dataclass(frozen=True)
class Question:
    qid: int
    text: str
    answers: list[str]
    gt_seq: int
    old_seq: int | None
    gt_fact: str
    old_fact: str | None

    @property
    def inverted(self) -> bool:
        """The gold answer is the *older* fact of its pair (the data contradicts its rule)."""
        return self.old_seq is not None and self.old_seq > self.gt_seq

    def earlier_answer(self) -> str | None:
        """What held before the update, from the data: the gold answer if the gold is the
        earlier fact; else the part of the earlier sentence that stands where the gold answer
        stands in the gold sentence ("The capital of X is [Rome]." -> "[Watertown]"), or, if the
        gold answer is not in the gold sentence, the words where the two sentences differ."""
        if self.old_seq is None or self.old_fact is None:
            return None
        if self.inverted:
            return self.answers[0] if self.answers else None
        for gold in self.answers:
            found = in_same_frame(self.old_fact, self.gt_fact, gold)
            if found:
                return found
        return differing_words(self.old_fact, self.gt_fact)

    @property
    def later_seq(self) -> int | None:
        return None if self.old_seq is None else max(self.gt_seq, self.old_seq)


@dataclass(frozen=True)
class Dataset:
    size: str
    facts: dict[int, str]  # serial -> fact sentence
    questions: list[Question]


def in_same_frame(sentence: str, gold_sentence: str, gold: str) -> str | None:
    """The part of `sentence` in the place `gold` holds in `gold_sentence` (same words around)."""
    at = gold_sentence.lower().find(gold.lower())
    if at < 0 or not gold:
        return None
    before, after = gold_sentence[:at], gold_sentence[at + len(gold) :]
    if not (sentence.startswith(before) and sentence.endswith(after)):
        return None
    middle = sentence[len(before) : len(sentence) - len(after)].strip()
    return middle or None


def differing_words(sentence: str, other: str) -> str | None:
    """`sentence` without the words it shares with `other` at the start and at the end:
    "X is famous for Rurouni Kenshin." vs "X is famous for The Fairly OddParents." ->
    "Rurouni Kenshin"."""
    a = sentence.rstrip(". ").split()
    b = other.rstrip(". ").split()
    start = 0
    while start < min(len(a), len(b)) and a[start] == b[start]:
        start += 1
    end = 0
    while end < min(len(a), len(b)) - start and a[-1 - end] == b[-1 - end]:
        end += 1
    words = a[start : len(a) - end]
    return " ".join(words) if words else None


def load(size: str) -> Dataset:
    folder = data_dir()
    row = json.loads((folder / f"factconsolidation_sh_{size}.json").read_text())[0]
    pairs = json.loads((folder / "mquake_pairs" / f"sh_{size}_mquake_analysis.json").read_text())
    facts = {int(m.group(1)): m.group(2) for m in _LINE.finditer(row["context"])}
    questions = []
    for pair, text, answers in zip(pairs, row["questions"], row["answers"], strict=True):
        if pair["question"] != text:
            raise RuntimeError(f"{size}: mquake_pairs is not aligned with the questions")
        questions.append(
            Question(
                qid=int(pair["query_id"]),
                text=text,
                answers=[str(a) for a in answers],
                gt_seq=int(pair["gt_seq"]),
                old_seq=int(pair["old_seq"]) if pair["old_seq"] is not None else None,
                gt_fact=pair["gt_fact_text"],
                old_fact=pair["old_fact_text"],
            )
        )
    return Dataset(size, facts, questions)


def messages_of(ds: Dataset) -> list[Message]:
    """One message per numbered fact, in serial order, `serial` minutes after 2024-01-01."""
    return [Message(f"fact-{n}", text, BASE + n * STEP) for n, text in sorted(ds.facts.items())]


def normalise_answer(text: str) -> str:
    """SQuAD/MemoryAgentBench normalisation: lower case, no punctuation/articles, one space."""
    return " ".join(_ARTICLES.sub(" ", text.lower().translate(_PUNCT)).split())


def sub_em(golds: list[str], prediction: str | None) -> bool:
    """MemoryAgentBench's SubEM: a normalised gold answer is a substring of the prediction."""
    if prediction is None:
        return False
    pred = normalise_answer(prediction)
    return any(normalise_answer(g) in pred for g in golds if normalise_answer(g))
