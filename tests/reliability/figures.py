"""The reliability suite's figures, counted by every test and printed at the end of the run."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field, fields


@dataclass
class Figures:
    """Counters the tests add to; `report()` is the table `make reliability` prints."""

    requests_sent: int = 0
    responses_5xx: int = 0
    error_envelopes_checked: int = 0
    writes_acknowledged: int = 0
    writes_found: int = 0
    partial_batches: int = 0
    kills_survived: int = 0
    slowest_hostile_request_s: float = 0.0
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def add(self, **counts: float) -> None:
        with self._lock:
            for name, value in counts.items():
                current = getattr(self, name)
                if name.startswith("slowest"):
                    setattr(self, name, max(current, value))
                else:
                    setattr(self, name, current + value)

    def report(self) -> list[str]:
        lines = []
        for item in fields(self):
            if item.name.startswith("_"):
                continue
            value = getattr(self, item.name)
            shown = f"{value:.2f}" if isinstance(value, float) else f"{value:,}"
            lines.append(f"{item.name.replace('_', ' '):<28} {shown}")
        return lines


FIGURES = Figures()
"""The one set of figures of a pytest session."""
