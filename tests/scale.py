"""How many random games a property test plays: ``PROPERTY_SCALE`` times its base.

``make test`` runs every property test at scale 1, sized to finish in seconds;
CI runs the ``property`` tests again at a larger scale (``make test-properties``)
and a nightly run may raise it further (``PROPERTY_SCALE=20 make test-properties``).
Assertions that only a long run can meet (every event type seen, say) say so
with :func:`at_scale`, and run whenever the scale reaches that size."""

from __future__ import annotations

import os

PROPERTY_SCALE = float(os.environ.get("PROPERTY_SCALE", "1"))


def scaled(base: int) -> int:
    """``base`` games at scale 1, ``base * PROPERTY_SCALE`` above it (at least one)."""
    return max(1, round(base * PROPERTY_SCALE))


def at_scale(scale: float) -> bool:
    """True when this run's scale reaches ``scale``: the run is long enough for a
    coverage assertion (every kind of event met) that short runs cannot promise."""
    return scale <= PROPERTY_SCALE
