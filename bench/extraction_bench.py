"""Conversational extraction on LoCoMo's own annotations, and ingest throughput.

LoCoMo (`locomo/locomo10.json`) annotates each session with `observation`s per speaker, each
with the dialog id of its evidence turn, and `event_summary` with the session's date. Every
turn of a conversation is given to the extractor (text, speaker, session time, the previous
turn), and its claims are scored:

- **observation coverage**: the share of annotated observations covered by a claim extracted
  from one of its evidence turns. A claim *covers* an observation when its subject is the
  observation's speaker (name keys equal: case, accents and punctuation folded) and its
  object-or-value words overlap the observation's content words: at least one shared word and
  at least `OVERLAP` (half) of the claim's object/value content words in the observation
  (content words: casefolded, three letters or more, not stop words).
- **event coverage**: the same match for `event_summary` events, against the claims of the
  speaker's turns in that session whose time (valid_from, else the turn's) is within
  `EVENT_DAYS` days of the event's date.
- **malformed share**: claims whose object/value is empty, longer than `MAX_OBJECT_WORDS`
  words, starts or ends with dangling punctuation (`, ; : - ( /` or an unmatched quote or
  bracket), or whose subject or object is a bare pronoun (I, he, she, they, it, this ...).
- **facts per turn**: claims per turn.
- **ingest throughput**: messages per second through the real ingest path (`ingest_messages`:
  extraction, embeddings, one write path) into a fresh tenant, for the first conversation(s)
  of the split, with the chosen extractor.

The extractor is `--extractor NAME` (rules | conversation | llm) through
`chronofact.extractors.registry.get_extractor` when that exists, else the rule extractor
(the run says which was used). Development conversations (conv-26, 30, 41, 42, 43) are for
tuning; `--split eval` runs the evaluation ones under the ledger rule (`bench/README.md`).

    python -m bench.extraction_bench --split dev [--extractor rules] --results /tmp/x.md
"""

from __future__ import annotations

import argparse
import importlib
import inspect
import json
import re
import sys
import time
import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench import eval_ledger
from bench.common import (
    data_root,
    delete_tenant,
    results_target,
    update_results_section,
    write_json,
)
from bench.locomo_bench import SPLITS, Turn, turns_of
from bench.provenance import measured, provenance_line
from chronofact.extractors.base import Extractor, Message, warm_up
from chronofact.extractors.claims.claim import Claim
from chronofact.graph.entities import name_key
from chronofact.graph.recall.terms import STOP_WORDS

OUT_DIR = Path(__file__).resolve().parent / "out"
SECTION = "Conversational extraction (LoCoMo annotations)"
OVERLAP = 0.5
"""Share of a claim's object/value content words that must occur in the observation."""
EVENT_DAYS = 30
"""An event's claim must be dated within this many days of the event's session date."""
MAX_OBJECT_WORDS = 8
_PRONOUN_TEXT = """
    i me my mine you your he him his she her hers it its we us our they them their
    this that these those someone something
"""
PRONOUNS = frozenset(_PRONOUN_TEXT.split())
_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_DANGLING = re.compile(r"^[,;:\-–—(/]|[,;:\-–—(/]$")


def content_words(text: str) -> frozenset[str]:
    """Casefolded words of three letters or more, without stop words."""
    return frozenset(
        w for w in _WORD.findall(text.casefold()) if len(w) >= 3 and w not in STOP_WORDS
    )


def target_of(claim: Claim) -> str:
    """A claim's object, else its value (empty when neither)."""
    return (claim.object or claim.value or "").strip()


def covers(claim: Claim, speaker: str, observation: str) -> bool:
    """The claim is about `speaker` and its object/value words overlap the observation's
    content words (at least one shared, at least `OVERLAP` of the claim's)."""
    if name_key(claim.subject) != name_key(speaker):
        return False
    target = content_words(target_of(claim))
    if not target:
        return False
    shared = target & content_words(observation)
    return bool(shared) and len(shared) >= OVERLAP * len(target)


def _unbalanced(text: str) -> bool:
    return (
        text.count('"') % 2 == 1
        or text.count("(") != text.count(")")
        or text.count("[") != text.count("]")
    )


def malformed(claim: Claim) -> list[str]:
    """Why a claim is malformed (empty when it is not)."""
    target = target_of(claim)
    reasons = []
    if not target:
        reasons.append("empty object")
    elif len(target.split()) > MAX_OBJECT_WORDS:
        reasons.append("long object")
    if target and (_DANGLING.search(target) or _unbalanced(target)):
        reasons.append("dangling punctuation")
    if is_pronoun(claim.subject) or is_pronoun(target):
        reasons.append("pronoun")
    return reasons


def is_pronoun(text: str) -> bool:
    """A bare pronoun, contractions included ("It's", "I'd", "They")."""
    word = text.strip().strip(".,;:!?").casefold().replace("’", "'")
    return " " not in word and word.split("'", 1)[0] in PRONOUNS


@dataclass(frozen=True)
class Annotated:
    """An observation (or event) to cover: who, what, and where the claims may come from."""

    speaker: str
    text: str
    turns: tuple[str, ...]
    """Dialog ids whose claims may cover it."""
    day: datetime | None = None
    """An event's session date (claims must be dated near it)."""


def observations(conv: Mapping[str, Any]) -> list[Annotated]:
    """Every annotated observation of a conversation, with its evidence turn(s)."""
    out: list[Annotated] = []
    for per_speaker in conv.get("observation", {}).values():
        for speaker, items in per_speaker.items():
            for text, evidence in items:
                refs = evidence if isinstance(evidence, list) else [evidence]
                out.append(Annotated(speaker, str(text), tuple(str(r) for r in refs)))
    return out


def events(conv: Mapping[str, Any], turns: Sequence[Turn]) -> list[Annotated]:
    """Every `event_summary` event, with the speaker's turns of that session."""
    out: list[Annotated] = []
    for key, per_speaker in conv.get("event_summary", {}).items():
        session = int(key.rsplit("_", 1)[1])
        day = datetime.strptime(str(per_speaker.get("date")), "%d %B, %Y").replace(tzinfo=UTC)
        for speaker, items in per_speaker.items():
            if speaker == "date":
                continue
            refs = tuple(t.ref for t in turns if t.session == session and t.speaker == speaker)
            out.extend(Annotated(speaker, str(text), refs, day) for text in items)
    return out


def covered(
    item: Annotated, claims: Mapping[str, list[Claim]], when: Mapping[str, datetime]
) -> bool:
    for ref in item.turns:
        for claim in claims.get(ref, []):
            if item.day is not None:
                at = claim.valid_from or when[ref]
                if abs((at - item.day).days) > EVENT_DAYS:
                    continue
            if covers(claim, item.speaker, item.text):
                return True
    return False


def share(flags: Iterable[bool]) -> float | None:
    values = list(flags)
    return sum(values) / len(values) if values else None


def pick_extractor(name: str | None) -> tuple[Extractor, str]:
    """The extractor to score and how it was chosen."""
    try:
        registry = importlib.import_module("chronofact.extractors.registry")
    except ModuleNotFoundError:
        registry = None
    if registry is not None:
        chosen = registry.get_extractor(name) if name else registry.default_extractor()
        extractor: Extractor = chosen
        return extractor, extractor.name + ("" if name else " (the configured default)")
    from chronofact.extractors.rules import RuleExtractor

    note = "" if name in (None, "rules") else f" (`{name}` asked; no extractor registry yet)"
    return RuleExtractor(), "rules" + note


def messages_of(turns: Sequence[Turn]) -> list[Message]:
    """Every turn as a message, with the previous turn of the same session as context."""
    messages = []
    previous: Message | None = None
    for i, t in enumerate(turns):
        if i and turns[i - 1].session != t.session:
            previous = None
        message = Message(t.text, t.speaker, t.when, previous)
        messages.append(message)
        previous = Message(t.text, t.speaker, t.when)
    return messages


def extract_turns(extractor: Extractor, turns: Sequence[Turn]) -> dict[str, list[Claim]]:
    """The claims of every turn (the previous turn of the same session as context)."""
    messages = messages_of(turns)
    return {
        t.ref: claims for t, claims in zip(turns, extractor.extract_many(messages), strict=True)
    }


def score_conversation(conv: Mapping[str, Any], extractor: Extractor) -> dict[str, Any]:
    turns = turns_of(dict(conv))
    started = time.perf_counter()
    claims = extract_turns(extractor, turns)
    extract_s = time.perf_counter() - started
    when = {t.ref: t.when for t in turns}
    obs = observations(conv)
    evs = events(conv, turns)
    every = [c for cs in claims.values() for c in cs]
    bad = [c for c in every if malformed(c)]
    return {
        "turns": len(turns),
        "claims": len(every),
        "observations": len(obs),
        "observations_covered": sum(covered(o, claims, when) for o in obs),
        "events": len(evs),
        "events_covered": sum(covered(e, claims, when) for e in evs),
        "malformed": len(bad),
        "malformed_examples": [
            f"{c.subject} | {c.predicate} | {target_of(c)} ({', '.join(malformed(c))})"
            for c in bad[:5]
        ],
        "extract_s": round(extract_s, 3),
    }


def ingest_throughput(
    conv_ids: Sequence[str], data: Mapping[str, Any], extractor: Extractor, label: str
) -> dict[str, Any]:
    """Messages per second through `ingest_messages` into a fresh tenant (deleted after), with
    the extractor warmed first as the API warms it at start (`warm_up`: prototype and category
    vectors, once per process); no clause vector is cached."""
    from chronofact.config import Settings
    from chronofact.extractors.embeddings import embed, forget_kept
    from chronofact.graph.ingest import Message as IngestMessage
    from chronofact.graph.ingest import ingest_messages
    from chronofact.graph.models import Context
    from chronofact.graph.neo4j.driver import connect
    from chronofact.graph.write import Writer

    settings = Settings()
    driver = connect(settings)
    tenant = f"bench_extract_{uuid.uuid4().hex[:10]}"
    writer = Writer(driver, settings.neo4j_database, embedder=embed)
    takes_extractor = "extractor" in inspect.signature(ingest_messages).parameters
    extra: dict[str, Any] = {"extractor": extractor} if takes_extractor else {}
    messages = 0
    seconds = 0.0
    warm_up(extractor)
    try:
        for conv_id in conv_ids:
            turns = turns_of(dict(data[conv_id]))
            batch = [
                IngestMessage(id=t.ref, text=t.text, timestamp=t.when, speaker=t.speaker)
                for t in turns
            ]
            ctx = Context(tenant=tenant, namespace=conv_id, actor="bench")
            forget_kept()  # vectors kept by the coverage pass over these turns
            started = time.perf_counter()
            ingest_messages(
                writer, ctx, batch, source_kind="conversation", conversation_ref=conv_id, **extra
            )
            seconds += time.perf_counter() - started
            messages += len(batch)
    finally:
        delete_tenant(driver, tenant, settings.neo4j_database)
        driver.close()
    return {
        "conversations": list(conv_ids),
        "messages": messages,
        "seconds": round(seconds, 2),
        "messages_per_s": round(messages / seconds, 1) if seconds else None,
        "extractor": label if extra else "ingest's own (ingest_messages takes no extractor yet)",
    }


def fresh_conversation() -> Extractor:
    """The default conversation extractor (with the learned reader, as configured; extraction
    alone pays its MiniLM pass, which ingest shares with the message embedding) with a
    matcher of its own: `matcher_for` keeps one
    matcher (and its cached clause vectors) per pair of embedders, so new callables give an
    empty cache (a timing must not reuse the vectors of an earlier pass over the same turns)."""
    from chronofact.config import get_settings
    from chronofact.extractors.conversation import ConversationExtractor
    from chronofact.extractors.embeddings import embed, embed_one
    from chronofact.extractors.learned import learned_reader

    settings = get_settings()
    return ConversationExtractor(
        embedder=lambda texts: embed(texts),
        single=lambda text: embed_one(text),
        reader=learned_reader(settings.reader_weights) if settings.learned_reader else None,
    )


def extraction_speed(turns: Sequence[Turn], batch: int = 200) -> dict[str, Any]:
    """Extraction alone (no Neo4j), messages per second, frames only and the default
    (frames + slots by meaning) on the same turns in the same process, `extract_many` in
    ingest-sized batches (200, ingest's default). The default gets a fresh matcher (no clause
    vector cached by an earlier pass); the model and prototype vectors load before timing."""
    from chronofact.extractors.conversation import ConversationExtractor

    messages = messages_of(turns)
    out: dict[str, Any] = {"messages": len(messages), "batch": batch}
    for mode in ("frames only", "default (frames + slots by meaning)"):
        extractor = fresh_conversation() if mode.startswith("default") else ConversationExtractor()
        warm_up(extractor)
        extractor.extract(Message("I'm on a Nokia G42 these days.", "warm", turns[0].when))
        started = time.perf_counter()
        claims = 0
        for i in range(0, len(messages), batch):
            claims += sum(len(c) for c in extractor.extract_many(messages[i : i + batch]))
        seconds = time.perf_counter() - started
        out[mode] = {
            "seconds": round(seconds, 2),
            "messages_per_s": round(len(messages) / seconds, 1),
            "claims": claims,
        }
    return out


def pct(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.1f}%"


def totals(per_conv: Mapping[str, Mapping[str, Any]]) -> dict[str, Any]:
    def total(key: str) -> int:
        return sum(int(c[key]) for c in per_conv.values())

    turns, claims = total("turns"), total("claims")
    return {
        "turns": turns,
        "claims": claims,
        "observation_coverage": total("observations_covered") / max(1, total("observations")),
        "event_coverage": total("events_covered") / max(1, total("events")),
        "malformed_share": total("malformed") / claims if claims else None,
        "facts_per_turn": claims / turns if turns else None,
        "extract_msgs_per_s": turns
        / max(1e-9, sum(float(c["extract_s"]) for c in per_conv.values())),
    }


def results_md(report: Mapping[str, Any]) -> str:
    t = report["totals"]
    ing = report.get("ingest") or {}
    rate = ing.get("messages_per_s")
    lines = [
        f"`python -m bench.extraction_bench --split {report['split']}`: every turn of LoCoMo's "
        f"{report['split']} conversations ({', '.join(report['conversations'])}) through the "
        "extractor (text, speaker, session time, previous turn). An annotated observation is "
        "covered when a claim from its evidence turn has the observation's speaker as subject "
        f"and at least one, and at least {OVERLAP:.0%} of, its object/value content words in "
        "the observation; events (`event_summary`) likewise, against the speaker's claims of "
        f"that session dated within {EVENT_DAYS} days. Malformed: empty object/value, more "
        f"than {MAX_OBJECT_WORDS} words, dangling punctuation, or a pronoun as subject/object. "
        "Throughput: `ingest_messages` (extraction, embeddings, writes) into a fresh tenant.",
        "",
        f"Extractor: {report['extractor']}; ingest (throughput): "
        f"{ing.get('extractor', 'not run')}.",
        "",
        "| split | turns | claims | facts/turn | observation coverage | event coverage "
        "| malformed | extraction msg/s | ingest msg/s (target >= 50) |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
        f"| {report['split']} | {t['turns']} | {t['claims']} | {t['facts_per_turn']:.2f} "
        f"| {pct(t['observation_coverage'])} | {pct(t['event_coverage'])} "
        f"| {pct(t['malformed_share'])} | {t['extract_msgs_per_s']:.0f} "
        f"| {rate if rate is not None else 'not run'} |",
        "",
        provenance_line(report.get("provenance")),
    ]
    return "\n".join(lines)


def run(args: argparse.Namespace, extractor: Extractor, label: str) -> dict[str, Any]:
    data = {
        c["sample_id"]: c
        for c in json.loads((data_root() / "locomo" / "locomo10.json").read_text())
    }
    conv_ids = list(SPLITS[args.split])[: args.limit_conversations or None]
    per_conv = {cid: score_conversation(data[cid], extractor) for cid in conv_ids}
    report: dict[str, Any] = {
        "benchmark": "locomo_extraction",
        "split": args.split,
        "conversations": conv_ids,
        "extractor": label,
        "per_conversation": per_conv,
        "totals": totals(per_conv),
    }
    if args.speed_turns:
        first = turns_of(dict(data[conv_ids[0]]))[: args.speed_turns]
        report["extraction_speed"] = extraction_speed(first)
    if args.throughput_conversations:
        fresh = label.startswith("conversation")  # no clause vector cached by the pass above
        report["ingest"] = ingest_throughput(
            conv_ids[: args.throughput_conversations],
            data,
            fresh_conversation() if fresh else extractor,
            label,
        )
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--split", choices=sorted(SPLITS), default="dev")
    parser.add_argument("--extractor", help="rules | conversation | llm (default: configured).")
    parser.add_argument("--limit-conversations", type=int, default=0)
    parser.add_argument(
        "--throughput-conversations",
        type=int,
        default=1,
        help="Ingest this many of the split's conversations for throughput (0: skip).",
    )
    parser.add_argument(
        "--speed-turns",
        type=int,
        default=0,
        help="Time extraction alone on this many turns of the first conversation, frames "
        "only vs the default, in this process (0: skip).",
    )
    eval_ledger.add_arguments(parser)
    args = parser.parse_args(argv)
    extractor, label = pick_extractor(args.extractor)
    config = {"extractor": label, "throughput_conversations": args.throughput_conversations}
    guard = eval_ledger.guard("locomo_extraction", args.split, config, args)
    if guard is None:
        return 2
    with measured() as prov:
        report = run(args, extractor, label)
    report["provenance"] = prov.as_dict()
    t = report["totals"]
    print(json.dumps({k: v for k, v in t.items()}, indent=1, default=str))
    if "extraction_speed" in report:
        print("extraction alone:", report["extraction_speed"])
    if "ingest" in report:
        print("ingest:", report["ingest"])
    path = write_json(OUT_DIR / f"extraction_{args.split}.json", report)
    print(f"JSON: {path}")
    trial = bool(args.limit_conversations)
    target = results_target(args, trial=trial)
    result = (
        f"observation coverage {pct(t['observation_coverage'])}, "
        f"malformed {pct(t['malformed_share'])}"
    )
    guard.record(report["provenance"], result, target)
    if target is not None:
        update_results_section(SECTION, results_md(report), target)
        print(f"{target} updated (## {SECTION}).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
