"""A fingerprint of everything the rule-based extractors produce on a fixed, varied corpus.

    CHRONOFACT_DATA_DIR=/work/shared/data python -m bench.extraction_fingerprint [--dump out.txt]

Used to prove that a refactoring of ``chronofact/extractors/`` is a pure move: run it before and
after, the hashes must be equal.  ``--dump`` writes one line per (input, result) so that two
runs that differ can be compared with ``diff``.

Corpus (every text is run through ``extract_claims`` and ``extract_temporal``):

* every string literal in ``tests/unit/extractors/*.py`` (test inputs, expectations and
  docstrings alike: extra texts do no harm), each with speaker "Caroline" and with no speaker,
  observed at two instants (2023-08-10 13:56 and 2023-05-20 09:00 UTC) so that relative dates
  ("last May") resolve on both sides of the month;
* the labelled sentences of ``tests/unit/extractors/labelled_claims.jsonl`` with their speaker
  and observation time;
* every turn of the LoCoMo conversations (``bench.locomo_bench.turns_of``: text plus its image
  caption, said by its speaker at its session's time);
* the numbered facts of the FactConsolidation-SH development files (6k, 32k; the 64k/262k
  evaluation files are not read), with no speaker;
* both messages of every everyday-changes development case, by its speaker at its sittings'
  dates (2025-01-10 and 2025-09-15);
* every paragraph of the TimeQA development passages (``human_annotated_train.json``: Wikipedia
  text dense in dates), with no speaker;
* :data:`PROBES`, a few sentences for the kinds of expression the data above barely holds
  ("two weeks from now", "for the past 3 years", "this June"), said by "Caroline" at both
  instants.

A claim is fingerprinted by all its fields (subject, predicate, object, value, polarity,
valid_from, valid_to, span, statement, confidence); a temporal mention by text, span, start,
end and kind.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import json
import os
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.locomo_bench import turns_of  # noqa: E402
from chronofact.extractors.claims import Claim, extract_claims  # noqa: E402
from chronofact.extractors.temporal import TemporalMention, extract_temporal  # noqa: E402

TESTS_DIR = ROOT / "tests" / "unit" / "extractors"
DATA_DIR = Path(os.environ.get("CHRONOFACT_DATA_DIR", ROOT.parent / "shared" / "data"))
LOCOMO = DATA_DIR / "locomo" / "locomo10.json"
FACTCONSOLIDATION = DATA_DIR / "factconsolidation_sh"
FC_DEV_SIZES = ("6k", "32k")
EVERYDAY = DATA_DIR / "everyday_changes" / "dev.json"
EVERYDAY_SITTINGS = (
    ("m1", datetime(2025, 1, 10, tzinfo=UTC)),
    ("m2", datetime(2025, 9, 15, tzinfo=UTC)),
)
TIMEQA = DATA_DIR / "timeqa" / "human_annotated_train.json"
TEST_SPEAKERS: tuple[str | None, ...] = ("Caroline", None)
TEST_TIMES = (
    datetime(2023, 8, 10, 13, 56, tzinfo=UTC),
    datetime(2023, 5, 20, 9, 0, tzinfo=UTC),
)
PROBES = (
    "I'm moving to Lisbon two weeks from now.",
    "We will live in Oslo a month from now and until 3 years from now.",
    "She has worked at Acme for the past 3 years.",
    "I have lived in Rome for the last decade.",
    "I started working at Initech on 2021-03-04.",
    "I moved to Berlin on 05/06/2019, then to Paris on May 5, 2020.",
    "This June I got married to Sam; next May I move to Madrid.",
    "Last June I worked at Globex, and in 10 days I start at Hooli.",
    "I lived in Boston from March 2015 to 2018 and between 2019 and 2020 in Austin.",
    "I was in Tokyo after the 1990s, up to late 2005, through 2007-09.",
    "Tom worked at Acme until the day after tomorrow, since the day before yesterday.",
    "I lived in Kyiv as of last weekend, starting from next week, ever since this year.",
)
_FACT_LINE = re.compile(r"^(\d+)\. (.+)$", re.MULTILINE)


@dataclass(frozen=True)
class Sample:
    """One input of the corpus."""

    origin: str
    text: str
    speaker: str | None
    observed_at: datetime


def _test_strings() -> list[str]:
    seen: dict[str, None] = {}
    for path in sorted(TESTS_DIR.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value:
                seen.setdefault(node.value, None)
    return list(seen)


def _test_samples() -> Iterator[Sample]:
    for text in _test_strings():
        for speaker in TEST_SPEAKERS:
            for when in TEST_TIMES:
                yield Sample("tests", text, speaker, when)


def _probe_samples() -> Iterator[Sample]:
    for text in PROBES:
        for when in TEST_TIMES:
            yield Sample("probe", text, "Caroline", when)


def _labelled_samples() -> Iterator[Sample]:
    path = TESTS_DIR / "labelled_claims.jsonl"
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            when = datetime.fromisoformat(str(row["observed_at"]).replace("Z", "+00:00"))
            yield Sample("labelled", str(row["text"]), row.get("speaker"), when)


def _locomo_samples() -> Iterator[Sample]:
    for conv in json.loads(LOCOMO.read_text(encoding="utf-8")):
        for turn in turns_of(conv):
            yield Sample(f"locomo:{turn.ref}", turn.text, turn.speaker, turn.when)


def _factconsolidation_samples() -> Iterator[Sample]:
    for size in FC_DEV_SIZES:
        path = FACTCONSOLIDATION / f"factconsolidation_sh_{size}.json"
        context = json.loads(path.read_text(encoding="utf-8"))[0]["context"]
        for m in _FACT_LINE.finditer(context):
            yield Sample(f"fc{size}:{m.group(1)}", m.group(2), None, TEST_TIMES[0])


def _everyday_samples() -> Iterator[Sample]:
    for case in json.loads(EVERYDAY.read_text(encoding="utf-8"))["cases"]:
        for field, when in EVERYDAY_SITTINGS:
            yield Sample(f"everyday:{case['id']}:{field}", case[field], case["speaker"], when)


def _timeqa_samples() -> Iterator[Sample]:
    for doc in json.loads(TIMEQA.read_text(encoding="utf-8")):
        for i, para in enumerate(doc["paras"]):
            yield Sample(f"timeqa:{doc['index']}:{i}", para, None, TEST_TIMES[0])


def corpus() -> list[Sample]:
    """Every input, in a fixed order."""
    return [
        *_test_samples(),
        *_probe_samples(),
        *_labelled_samples(),
        *_locomo_samples(),
        *_factconsolidation_samples(),
        *_everyday_samples(),
        *_timeqa_samples(),
    ]


def _when(d: datetime | None) -> str:
    return "-" if d is None else d.isoformat()


def claim_line(c: Claim) -> str:
    fields = (
        c.subject,
        c.predicate,
        c.object,
        c.value,
        c.polarity,
        _when(c.valid_from),
        _when(c.valid_to),
        c.span,
        c.statement,
        c.confidence,
    )
    return repr(fields)


def mention_line(m: TemporalMention) -> str:
    return repr((m.text, m.span, _when(m.start), _when(m.end), m.kind))


def _sample_head(s: Sample) -> str:
    return repr((s.origin, s.text, s.speaker, s.observed_at.isoformat()))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--dump", type=Path, help="write one line per input and result here")
    args = parser.parse_args(argv)
    for path in (LOCOMO, FACTCONSOLIDATION, EVERYDAY, TIMEQA):
        if not path.exists():
            parser.error(f"{path} not found: set CHRONOFACT_DATA_DIR to the shared data directory")
    samples = corpus()
    claims_hash = hashlib.sha256()
    temporal_hash = hashlib.sha256()
    lines: list[str] = []
    n_claims = n_mentions = 0
    for s in samples:
        head = _sample_head(s)
        claims = [claim_line(c) for c in extract_claims(s.text, s.speaker, s.observed_at)]
        mentions = [mention_line(m) for m in extract_temporal(s.text, s.observed_at)]
        n_claims += len(claims)
        n_mentions += len(mentions)
        claims_hash.update("\n".join([head, *claims, ""]).encode())
        temporal_hash.update("\n".join([head, *mentions, ""]).encode())
        lines.extend([head, *(f"  C {c}" for c in claims), *(f"  T {m}" for m in mentions)])
    if args.dump:
        args.dump.write_text("\n".join(lines) + "\n", encoding="utf-8")
    origins: dict[str, int] = {}
    for s in samples:
        kind = s.origin.split(":", 1)[0]
        origins[kind] = origins.get(kind, 0) + 1
    print(f"inputs: {len(samples)} {origins}")
    print(f"claims: {n_claims}  temporal mentions: {n_mentions}")
    print(f"claims sha256:   {claims_hash.hexdigest()}")
    print(f"temporal sha256: {temporal_hash.hexdigest()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
