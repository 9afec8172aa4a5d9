"""Bench-only settings: the service's settings plus the bare baseline endpoints
of bench/bare.py. Never used in production (only bench scripts name it)."""

from __future__ import annotations

from config.settings import *  # noqa: F403

ROOT_URLCONF = "bench.bare"
