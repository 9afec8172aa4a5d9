"""Small helpers the bench scripts share: progress to stderr, and a percentile."""

from __future__ import annotations

import sys


def log(message: str) -> None:
    """Progress goes to stderr; stdout ends with the result table (bench/report.py)."""
    print(message, file=sys.stderr, flush=True)


def percentile(values: list[float], q: float) -> float:
    """The nearest-rank percentile (q in 0..1) of a non-empty list."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(len(ordered) * q + 0.5) - 1))]
