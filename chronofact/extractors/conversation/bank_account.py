"""The speaker's bank said by an account of theirs, in a statement or a request: "set up a debit
order from my FNB account", "a standing order from my Sampath Bank savings", "my salary lands
in my Capitec account now"; or by what it did to the speaker's card or account ("Lloyds blocked
my card again", "Itaú charged me a fee again"). The bank is the name before the account word,
when the sentence has words of money (a debit order, a transfer, a salary, savings, a balance
...), so "my Netflix account" or "my Google account" is none, and when no claim of the message
already gives the speaker a bank.

Not someone else's account ("my amma's account", "Dad's Barclays account"), nor one closed or
left ("closed my Monzo account", "moving away from my HSBC account": the change readers read
those).

Pure; one regex pass over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.statements import named_claim, unclaimed_speaker

__all__ = ["bank_accounts"]

_READ_CHARS = 600
_NAME = r"(?-i:[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,2})"
_ACCOUNT = re.compile(
    rf"\b(?:my|our)\s+(?P<name>{_NAME})\s+(?:(?:savings|current|checking|cheque|joint|"
    r"salary|business|personal)\s+)?(?:account|acct|savings|debit\s+card|credit\s+card|card)\b",
    re.IGNORECASE,
)
_BANK_ACTED = re.compile(
    rf"(?<![\w'’-])(?P<name>{_NAME})\s+(?:(?:has|have|just|literally|randomly|)\s*)?"
    r"(?:blocked|froze|frozen|declined|locked|flagged|stopped)\s+my\s+(?:debit\s+|credit\s+)?"
    r"(?:card|account|payment|transfer)\b"
    rf"|(?<![\w'’-])(?P<fee>{_NAME})\s+(?:(?:has|just)\s+)?charged\s+me\s+(?:a|an|another)\s+"
    r"(?:\w+\s+)?(?:fee|charge)\b",
)
"""A bank said by what it did to the speaker's card or account ("Lloyds blocked my card
again", "Itaú charged me a fee")."""
_MONEY = re.compile(
    r"\b(?:debit\s+order|standing\s+order|direct\s+debit|salary|salaries|pay(?:cheque|check)|"
    r"savings|overdraft|transfers?|transferring|deposits?|withdraw\w*|balance|interest|"
    r"statements?|iban|sort\s+code|mortgage|loan|atm|paid\s+into|lands?\s+in|goes\s+into|"
    r"money|cash|rent)\b",
    re.IGNORECASE,
)
_LEFT = re.compile(
    r"\b(?:clos\w+|cancel\w*|left|leaving|quit\w*|moving\s+(?:away\s+)?from|switch\w*\s+from|"
    r"emptied|emptying|shut\w*)\s+(?:\w+\s+){0,3}$",
    re.IGNORECASE,
)
_NOT_BANKS = frozenset(
    {"netflix", "google", "amazon", "apple", "instagram", "facebook", "spotify", "uber",
     "steam", "microsoft", "gmail", "icloud", "twitter", "tiktok", "xbox", "playstation"}
)  # fmt: skip


def bank_accounts(message: Message, found: list[Claim]) -> list[Claim]:
    """The speaker's bank said by an account of theirs (see the module docstring)."""
    speaker = unclaimed_speaker(message.speaker, found, ("bank",))
    if speaker is None:
        return []
    text = message.text[:_READ_CHARS]
    acted = _BANK_ACTED.search(text)
    said = acted.group("name") or acted.group("fee") if acted is not None else None
    if acted is not None and said and said.casefold() not in _NOT_BANKS:
        group = "name" if acted.group("name") else "fee"
        name = " ".join(said.split())  # "Lloyds blocked my card again"
        span = (acted.start(group), acted.end(group))
        return [named_claim(speaker, "bank", name, "assert", message.observed_at, span)]
    for m in _ACCOUNT.finditer(text):
        name = " ".join(m.group("name").split())
        if name.casefold() in _NOT_BANKS or name.casefold().endswith(("'s", "’s")):
            continue
        start, end = sentence_around(text, m.start())
        if _MONEY.search(text, start, end) is None or _LEFT.search(text, start, m.start()):
            continue
        span = (m.start("name"), m.end("name"))
        return [named_claim(speaker, "bank", name, "assert", message.observed_at, span)]
    return []
