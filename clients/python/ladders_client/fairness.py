"""The dice check a player can make without the service's engine: the
server's commitment holds, and the game's seed is the mix of the revealed
server seed and every seat's client seed (games/fairness.py in the service's
repository; only hashlib and json). Replaying the log to its final state
needs the engine: the service does it, and says so in ``verified``."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence

SEED_BITS = 62


def commitment(seed_salt: str, server_seed: int) -> str:
    """``seed_sha256``, published when the game was created."""
    return hashlib.sha256(f"{seed_salt}{server_seed}".encode()).hexdigest()


def mixed_seed(server_seed: int, salt: str, client_seeds: Sequence[str]) -> int:
    """The engine's seed for a fair game: the server seed, salt and every seat's client seed."""
    text = json.dumps([server_seed, salt, list(client_seeds)], separators=(",", ":"))
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big") >> (64 - SEED_BITS)
