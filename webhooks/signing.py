"""Standard Webhooks signatures (https://www.standardwebhooks.com/): pure
functions, no Django, so a receiver can copy this file as it is.

A secret is ``whsec_`` + base64 of 24 random bytes; the key is those bytes.
Each request carries ``webhook-id`` (the delivery's id: the same on every
retry, so a receiver drops duplicates by it), ``webhook-timestamp`` (Unix
seconds of this attempt) and ``webhook-signature``: ``v1,`` + base64 of
HMAC-SHA256(key, "{id}.{timestamp}.{body}"). A receiver recomputes it over
the raw body, compares in constant time, and refuses old timestamps (replays).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
import time
from collections.abc import Mapping

SECRET_PREFIX = "whsec_"
SECRET_BYTES = 24
# A receiver refuses timestamps further than this from its clock (replays).
TOLERANCE_SECONDS = 5 * 60


class SignatureError(ValueError):
    """The request is not signed by the secret, or is stale or malformed."""


def secret_new() -> str:
    return SECRET_PREFIX + base64.b64encode(secrets.token_bytes(SECRET_BYTES)).decode()


def _key(secret: str) -> bytes:
    if not secret.startswith(SECRET_PREFIX):
        raise SignatureError(f"a secret starts with {SECRET_PREFIX!r}")
    return base64.b64decode(secret[len(SECRET_PREFIX) :], validate=True)


def sign(secret: str, message_id: str, timestamp: int, body: bytes) -> str:
    """The ``webhook-signature`` header value for one attempt."""
    signed = f"{message_id}.{timestamp}.".encode() + body
    digest = hmac.new(_key(secret), signed, hashlib.sha256).digest()
    return "v1," + base64.b64encode(digest).decode()


def headers_for(secret: str, message_id: str, body: bytes, timestamp: int | None = None) -> dict[str, str]:
    """The three Standard Webhooks headers of one attempt (a new timestamp each time)."""
    timestamp = int(time.time()) if timestamp is None else timestamp
    return {
        "webhook-id": message_id,
        "webhook-timestamp": str(timestamp),
        "webhook-signature": sign(secret, message_id, timestamp, body),
    }


def verify(secret: str, headers: Mapping[str, str], body: bytes, now: float | None = None) -> str:
    """Check a received request; return its ``webhook-id``, or raise SignatureError.
    ``headers`` keys are matched case-insensitively."""
    lower = {k.lower(): v for k, v in headers.items()}
    try:
        message_id = lower["webhook-id"]
        timestamp = int(lower["webhook-timestamp"])
        signatures = lower["webhook-signature"].split()
    except (KeyError, ValueError):
        raise SignatureError("missing or malformed webhook-id, webhook-timestamp or webhook-signature") from None
    now = time.time() if now is None else now
    if abs(now - timestamp) > TOLERANCE_SECONDS:
        raise SignatureError("the timestamp is too far from now (a replay, or a skewed clock)")
    expected = sign(secret, message_id, timestamp, body)
    # The header may list several space-separated signatures (during a secret rotation).
    if not any(hmac.compare_digest(expected, candidate) for candidate in signatures):
        raise SignatureError("no signature matches")
    return message_id
