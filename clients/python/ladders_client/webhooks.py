"""Verify a webhook delivery: Standard Webhooks signatures
(https://www.standardwebhooks.com/), as the service signs them
(webhooks/signing.py in its repository)."""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import time
from collections.abc import Mapping

from ladders_client.errors import WebhookSignatureError

SECRET_PREFIX = "whsec_"
# Timestamps further than this from the receiver's clock are refused (replays).
TOLERANCE_SECONDS = 5 * 60


def verify_webhook(
    secret: str,
    headers: Mapping[str, str],
    body: bytes,
    *,
    tolerance: float = TOLERANCE_SECONDS,
    now: float | None = None,
) -> str:
    """Check one received request against the webhook's ``secret`` (shown once,
    when the webhook was created) and return its ``webhook-id``; raise
    ``WebhookSignatureError`` (a ``LaddersError``) when it is not signed by the
    secret, is older or newer than ``tolerance`` seconds, or lacks a header.

    ``body`` is the raw request body, exactly as received (not re-serialised
    JSON); ``headers`` keys are matched case-insensitively. A retry carries the
    same ``webhook-id``: drop the ids you have already handled.
    """
    lower = {k.lower(): v for k, v in headers.items()}
    try:
        message_id = lower["webhook-id"]
        timestamp = int(lower["webhook-timestamp"])
        signatures = lower["webhook-signature"].split()
    except (KeyError, ValueError):
        raise WebhookSignatureError("missing or malformed webhook-id, webhook-timestamp or webhook-signature") from None
    if not secret.startswith(SECRET_PREFIX):
        raise WebhookSignatureError(f"a webhook secret starts with {SECRET_PREFIX!r}")
    try:
        key = base64.b64decode(secret.removeprefix(SECRET_PREFIX), validate=True)
    except binascii.Error:
        raise WebhookSignatureError("the secret is not base64 after its prefix") from None
    now = time.time() if now is None else now
    if abs(now - timestamp) > tolerance:
        raise WebhookSignatureError("the timestamp is too far from now (a replay, or a skewed clock)")
    digest = hmac.new(key, f"{message_id}.{timestamp}.".encode() + body, hashlib.sha256).digest()
    expected = "v1," + base64.b64encode(digest).decode()
    # Several space-separated signatures may come (while a secret is rotated); one must match.
    if not any(hmac.compare_digest(expected, candidate) for candidate in signatures):
        raise WebhookSignatureError("no signature matches the secret")
    return message_id
