"""This shared host's speed: a pure-Python loop of 30 million additions, in seconds.

One figure for `.ci/run` (beside its stage times) and `make load` (before and after
the run), so runs on hosts whose speed drifts (up to 3x between hours) can be
compared. Standard library only: CI runs it before the virtualenv exists.
"""

import time

started = time.perf_counter()
total = 0
for i in range(30_000_000):
    total += i
print(f"{time.perf_counter() - started:.2f}")
