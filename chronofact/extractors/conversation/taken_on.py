"""Someone taken on by the speaker is not the speaker, and where a person is from is no team
(pure; the last step of `_corrected` but one).

"We've hired a tutor for Sam", "I booked a photographer for the wedding", "Found a new
plumber finally", "My sister hired a nanny": the slots by meaning read each as the subject's
own job (they sit near "I was hired as a tutor"), so the speaker became a tutor, and "We hired
a nanny from Liverpool" also an employee of Liverpool. "Our au pair is Lucía from Valencia",
"my colleague Ana from Barcelona", "Our new nanny is from Liverpool": the learned reader put
the place on the team supported, since the place is also a club's name. Found with the
no-change control (`bench/steady_bench.py`), thirty-third session.

Here, on the claims of a message:

- a job value that is the role someone *takes on* (`_TAKEN_ON`: hired, employ, booked,
  found, got, took on, brought in, a or the role after it; not "got hired as", "was hired
  as", nor a role's post: "got a lecturer post"), and said nowhere else in the message, is
  dropped for whoever the claim is about, and so is a value said right after "<that role>
  from" (where the one taken on comes from);
- a team value said right after "from" is dropped: a place one is from is not a club one
  supports ("switched from Chelsea to Arsenal" reads no supported Chelsea either);
- a job value that opens a sentence and does something there (`_ACTING`: "Ward manager
  changed the rota so it's four on four off now") is someone else in that role, and is
  dropped (forty-eighth session).

Linear: one pass of each pattern over the message; no model.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from chronofact.extractors.claims.claim import Claim
from chronofact.extractors.conversation.lexicon import JOB_WORDS

__all__ = ["not_taken_on"]

_JOB_SLOTS = frozenset({"occupation", "role", "job_title", "hobby"})
_ROLES = JOB_WORDS | {"babysitter", "childminder"}
_ROLE = "|".join(sorted((re.escape(w) for w in _ROLES), key=len, reverse=True))
_TAKEN_ON = re.compile(
    r"\b(?:hired|hire|hiring|employ|employs|employed|booked|book|found|got|get|took\s+on|"
    r"taken\s+on|brought\s+in|recruited|have\s+hired|called\s+(?:in|out))\s+"
    r"(?:a|an|the|our|my|this|some|another)\s+(?:(?:new|local|private|great|lovely|"
    rf"brilliant|proper|good|decent|cheaper|second)\s+){{0,2}}(?P<role>(?:{_ROLE}))\b"
    r"(?!\s+(?:job|post|position|role|contract|gig|place|offer|interview|vacancy|training)s?\b)"
    r"(?P<after>\s+from\s+(?:the\s+)?)?",
    re.IGNORECASE,
)
_ACTING = re.compile(
    r"(?:^|(?<=[.!?;])\s*)(?:(?:the|our|my|a|an)\s+)?(?P<role>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?)\s+"
    r"(?:has\s+|just\s+|finally\s+)?(?:changed|said|says|told|asked|gave|moved|put|sent|wants|"
    r"called|emailed|rang|approved|rejected|refused|booked|cancelled|shouted|reckons|thinks|"
    r"decided|announced|swapped|switched)\b",
    re.IGNORECASE,
)
"""A role opening a sentence and doing something ("Ward manager changed the rota", "The
site manager said no"): someone else in that role, not the speaker's job."""
_NOT_THEM = re.compile(r"\b(?:got|get|was|were|been|being)\s+(?:hired|employed|booked)\s*$", re.I)


def _value(claim: Claim) -> str:
    return (claim.object or str(claim.value or "")).strip()


def _after_from(text: str, value: str, starts: Sequence[int]) -> bool:
    """`value` is said at one of `starts` (a "... from" end) in `text`."""
    folded = text.casefold()
    return any(folded.startswith(value.casefold(), at) for at in starts)


def not_taken_on(text: str, found: list[Claim]) -> list[Claim]:
    """`found` without a role someone takes on read as a job, the place they come from read as
    anything, or a place one is from read as a team (see the module docstring)."""
    taken: dict[str, int] = {}
    froms: list[int] = []
    for m in _TAKEN_ON.finditer(text):
        if _NOT_THEM.search(text, 0, m.start() + len(m.group().split()[0])):
            continue
        role = m.group("role").casefold()
        taken[role] = taken.get(role, 0) + 1
        if m.group("after"):
            froms.append(m.end())
    # "I'm a teacher and we hired a new teacher": a role said once more is someone's own
    roles = {
        r for r, n in taken.items() if len(re.findall(rf"\b{re.escape(r)}\b", text, re.I)) == n
    }
    team_froms = [m.end() for m in re.finditer(r"\bfrom\s+(?:the\s+)?", text, re.IGNORECASE)]
    acting = {m.group("role").casefold() for m in _ACTING.finditer(text)}
    if not roles and not team_froms and not acting:
        return found
    out: list[Claim] = []
    for claim in found:
        value = _value(claim)
        positive = claim.action == "assert" and claim.polarity
        last = value.casefold().split()[-1:] if value else []
        if positive and claim.predicate in _JOB_SLOTS and last and last[0] in roles:
            continue  # "We've hired a tutor for Sam": nobody here is a tutor
        if positive and claim.predicate in _JOB_SLOTS and value.casefold() in acting:
            continue  # "Ward manager changed the rota": someone else, in that role
        if positive and value and _after_from(text, value, froms):
            continue  # "a nanny from Liverpool": where she comes from
        if positive and claim.predicate == "supports_team" and _after_from(text, value, team_froms):
            continue  # "Lucía from Valencia": where she is from
        out.append(claim)
    return out
