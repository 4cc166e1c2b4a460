"""Offset-preserving masking of a sentence before the rules see it.

Temporal mentions (see :mod:`chronofact.extractors.temporal`, with a word that leads one:
"back in March") and negation cues ("not", "n't",
"never", "no longer", "no more", "don't", "anymore") are replaced by spaces, so the rules match
the bare statement and every offset still points into the original sentence.  A negation cue
inside a capitalised title ("Don't Be Cruel") is left alone.  A contrast after a value ("it's
Rahul now, not Priya", "went with Monzo not Starling", "I meant Thursday not Tuesday") is masked
whole and negates nothing: it says which value is not meant, and the value before it holds.
A group a named person is known by ("Wanjiru from accounts is ...") is masked too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from chronofact.extractors.temporal import TemporalMention

__all__ = ["MaskedSentence", "mask_sentence"]

_NEGATION_RE = re.compile(
    r"\b(?:do|does|did)\s*n[o']t\b|\b(?:don|doesn|didn)['\u2019]t\b"
    r"|\b(?:won['\u2019]t|can['\u2019]t|cannot|shan['\u2019]t)\b"
    r"|(?<=[a-z])n['\u2019]t\b"
    r"|\bnot\b|\bnever\b|\bNever\b|\bno\s+longer\b|\bno\s+more\b"
)
_SOFT_MASK_RE = re.compile(r"\bany\s*more\b")
_CAN_RE = re.compile(r"can|could", re.IGNORECASE)
_KEEPS_DOING_RE = re.compile(
    r"\s+(?:stop\s+\w+ing\b|get\s+enough\s+of\b|put\s+(?:it|them|\w+)\s+down\b)",
    re.IGNORECASE,
)
"""After "can't" or "couldn't": the doing goes on ("can't stop playing X", "can't get enough of
X"), so the cue denies nothing."""
_CONTRAST_RE = re.compile(
    r"(?P<lead>,\s*|\s+)(?:but\s+)?not\s+(?:(?:a|an|the|my|his|her|their|our)\s+)?"
    r"[^\s,.;:!?]+(?:\s+[^\s,.;:!?]+){0,3}?"
    r"(?=\s*(?:[,.;:!?)\u2014\u2013]|$|(?:lol|haha|lmao|either|though|tho|sha|o|lah|earlier|"
    r"before|after\s+all|at\s+all)\b))"
)
"""A contrast after a value: ", not Priya", " not Starling" (up to four words to the clause's
end)."""
_NOT_A_VALUE_BEFORE = re.compile(
    r"\b(?:is|are|was|were|am|be|been|being|do|does|did|have|has|had|will|would|can|could|"
    r"should|might|must|may|shall|to|just|really|definitely|certainly|probably|still|ever|why|"
    r"if|or|that|whether|i|he|she|we|they|you|it|and|but|so|now|yet|also|hopefully|"
    r"(?:\w+['\u2019](?:m|s|re|ve|d|ll)))\s*,?\s*$",
    re.IGNORECASE,
)
"""Words before "not" that make it the verb's negation ("she's not", "is definitely not")."""


def _contrasts(text: str) -> list[tuple[int, int]]:
    """Spans of the contrasts of ``text`` (see :data:`_CONTRAST_RE`): after a comma, any word
    but a verb's; without one, a name or a number ("Monzo not Starling")."""
    spans: list[tuple[int, int]] = []
    for m in _CONTRAST_RE.finditer(text):
        before = text[max(0, m.start() - 30) : m.start()]
        if not before.strip() or _NOT_A_VALUE_BEFORE.search(before):
            continue
        last = before.split()[-1]
        if "," not in m.group("lead") and not (
            last[:1].isupper() or any(ch.isdigit() for ch in last)
        ):
            continue
        spans.append((m.start(), m.end()))
    return spans


_TIME_LEAD_RE = re.compile(
    r"(?:\b(?:way\s+)?back|\bearly|\blate|\bsometime|\baround|\bright|\bjust)\s*,?\s*$",
    re.IGNORECASE,
)
"""Words that lead a time and belong to it ("Back in March", "Early in 2024"): masked with it,
or a capitalised one would read as a name ("Back I moved to Leeds")."""


_GROUP_OF_NAME = re.compile(
    r"\b(?-i:[A-Z])[a-z]{1,20}(?P<g>\s+from\s+(?:the\s+)?(?:accounts|accounting|finance|hr|it|"
    r"marketing|sales|legal|ops|operations|payroll|admin|reception|procurement|compliance|"
    r"engineering|design|support|work|uni|school|church|choir|the\s+office|next\s+door|"
    r"upstairs|downstairs|across\s+the\s+road|down\s+the\s+road|the\s+gym|book\s+club|"
    r"my\s+(?:team|office|floor|building|course|class|year|street|block)))"
    r"(?=\s+(?:is|was|has|had|just|finally|got|gets|and|says|said|started|left|moved|"
    r"'s|\u2019s)\b)",
    re.IGNORECASE,
)
"""A group a named person is known by, between the name and the verb ("Wanjiru from accounts
is seeing a guy called Otieno", "Dave from IT just left"): masked, so the name is the
subject."""


@dataclass(frozen=True)
class MaskedSentence:
    """The masked sentence text and the spans of the negation cues that were masked."""

    text: str
    negation_spans: list[tuple[int, int]]


def _mask(chars: list[str], start: int, end: int) -> None:
    for i in range(start, end):
        chars[i] = " "


def _in_title(text: str, start: int, end: int) -> bool:
    """A capitalised cue followed by a capitalised word ("Don't Be Cruel")."""
    w = start
    while w > 0 and not text[w - 1].isspace():
        w -= 1
    if not text[w : w + 1].isupper():
        return False
    nxt = re.match(r"\s+(\S+)", text[end:])
    return bool(nxt and nxt.group(1)[:1].isupper() and nxt.group(1) != "I")


def mask_sentence(sentence: str, mentions: list[TemporalMention]) -> MaskedSentence:
    """Mask the temporal mentions, then the negation cues, of ``sentence``."""
    chars = list(sentence)
    for mm in mentions:
        lead = _TIME_LEAD_RE.search(sentence, max(0, mm.span[0] - 16), mm.span[0])
        _mask(chars, lead.start() if lead else mm.span[0], mm.span[1])
    for c_start, c_end in _contrasts(sentence):
        _mask(chars, c_start, c_end)
    for g in _GROUP_OF_NAME.finditer(sentence):
        _mask(chars, g.start("g"), g.end("g"))
    neg_spans: list[tuple[int, int]] = []
    masked_so_far = "".join(chars)
    for nm in _NEGATION_RE.finditer(masked_so_far):
        if _in_title(masked_so_far, nm.start(), nm.end()):
            continue
        if _KEEPS_DOING_RE.match(masked_so_far, nm.end()) and _CAN_RE.search(nm.group()):
            continue  # "can't stop listening to Wet Leg": still doing it, nothing denied
        _mask(chars, nm.start(), nm.end())
        neg_spans.append(nm.span())
    for sm in _SOFT_MASK_RE.finditer(masked_so_far):
        _mask(chars, sm.start(), sm.end())
    return MaskedSentence("".join(chars), neg_spans)
