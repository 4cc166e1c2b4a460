"""Words that say work in a sentence: a job, a shift, a boss, being hired or let go.

An organisation's name says nothing of whether one works there or is its customer, member or
patient ("I'm at Crunch now", "joined Hermes", "it's called Loom Hair"); these words are what
says a workplace. "work out" is training, not work.
"""

from __future__ import annotations

import re

__all__ = ["WORK_WORDS"]

WORK_WORDS = re.compile(
    r"\b(?:(?:work|works|worked|working)(?!\s+out\b)|job|jobs|employ\w*|hired|hiring|shift|"
    r"shifts|staff|colleagues?|boss|manager|salary|paid|pay|payroll|intern\w*|trainer|"
    r"instructor|coach|receptionist|front\s+desk|role|position|contract|career|promot\w*|"
    r"redundan\w*|fired|sacked|laid\s+off|resign\w*|notice|interview\w*|offer|franchise|"
    r"head\s+office|HR)\b",
    re.IGNORECASE,
)
