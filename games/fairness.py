"""Provably fair seeds (commit-reveal, as provably-fair dealing does it).

At creation the server draws a secret ``server_seed`` and a random ``salt``
and publishes only ``seed_sha256 = sha256(salt + str(server_seed))``. Each
human seat may add its own entropy, a ``client_seed``, when it joins. When the
game starts, the engine's seed is mixed from all of them::

    seed = int.from_bytes(sha256(json([server_seed, salt, client_seeds]))[:8]) >> 2

(``json`` compact, ``client_seeds`` in seat order, "" for a seat that gave
none), so no one, the server included, chose it: the server committed before
it saw the client seeds, and a player does not know the server seed. When
the game finishes the server reveals ``server_seed`` and ``salt``; anyone can
check the commitment, recompute the seed and replay the game.

A practice game's seed is chosen by its creator: there ``seed`` is the chosen
seed itself (no mixing), and the game is marked ``practice`` and kept out of
ratings and tournaments.

Pure Python (hashlib and json only), so a checker can copy it.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from collections.abc import Sequence

# Seeds stay below 2**62 so they fit a signed 64-bit column on every database.
SEED_BITS = 62
SALT_HEX_CHARS = 32
CLIENT_SEED_MAX = 64
CLIENT_SEED_PATTERN = "^[!-~]{1,64}$"


def new_server_seed() -> tuple[int, str]:
    """A fresh secret server seed and salt."""
    return secrets.randbits(SEED_BITS), secrets.token_hex(SALT_HEX_CHARS // 2)


def commitment(server_seed: int, salt: str) -> str:
    """The published SHA-256 of the server seed (games from before salting have salt "")."""
    return hashlib.sha256(f"{salt}{server_seed}".encode()).hexdigest()


def mixed_seed(server_seed: int, salt: str, client_seeds: Sequence[str]) -> int:
    """The engine's seed for a fair game: the server seed, salt and every seat's client seed."""
    text = json.dumps([server_seed, salt, list(client_seeds)], separators=(",", ":"))
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big") >> (64 - SEED_BITS)
