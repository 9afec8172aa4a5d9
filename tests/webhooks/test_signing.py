"""Standard Webhooks signatures: ours verify with the reference library
(standardwebhooks), theirs with ours, and tampering is caught."""

from __future__ import annotations

import base64
import time
from datetime import UTC, datetime

import pytest
from standardwebhooks.webhooks import Webhook as ReferenceWebhook
from standardwebhooks.webhooks import WebhookVerificationError

from webhooks import signing

BODY = b'{"data":{"game":{"id":7}},"timestamp":"2025-01-01T00:00:00Z","type":"game.finished"}'


def test_a_new_secret_is_whsec_and_24_random_bytes() -> None:
    secret = signing.secret_new()
    assert secret.startswith("whsec_")
    assert len(base64.b64decode(secret.removeprefix("whsec_"))) == 24
    assert signing.secret_new() != secret


def test_our_headers_verify_with_the_reference_library() -> None:
    secret = signing.secret_new()
    headers = signing.headers_for(secret, "msg_abc", BODY)
    assert ReferenceWebhook(secret).verify(BODY, headers) == {
        "data": {"game": {"id": 7}},
        "timestamp": "2025-01-01T00:00:00Z",
        "type": "game.finished",
    }


def test_the_reference_librarys_signature_verifies_with_ours() -> None:
    secret = signing.secret_new()
    now = int(time.time())
    signature = ReferenceWebhook(secret).sign("msg_ref", datetime.fromtimestamp(now, UTC), BODY.decode())
    headers = {"Webhook-Id": "msg_ref", "Webhook-Timestamp": str(now), "Webhook-Signature": signature}
    assert signing.verify(secret, headers, BODY) == "msg_ref"


def test_a_known_vector() -> None:
    # HMAC-SHA256 over "{id}.{timestamp}.{body}" with the key the secret encodes.
    secret = "whsec_" + base64.b64encode(b"k" * 24).decode()
    assert signing.sign(secret, "msg_1", 1700000000, b"{}") == "v1,E3sCg9uS8x43RKlJqcda1EcaYZxNkN+l2u7RBZBSZQQ="


@pytest.mark.parametrize(
    "tamper",
    [
        lambda h, b: (h, b + b" "),  # the body changed
        lambda h, b: ({**h, "webhook-id": "msg_other"}, b),  # another delivery's id
        lambda h, b: ({**h, "webhook-timestamp": str(int(h["webhook-timestamp"]) + 1)}, b),
        lambda h, b: ({**h, "webhook-signature": "v1," + base64.b64encode(b"x" * 32).decode()}, b),
    ],
)
def test_tampering_is_refused(tamper) -> None:  # type: ignore[no-untyped-def]
    secret = signing.secret_new()
    headers, body = tamper(signing.headers_for(secret, "msg_abc", BODY), BODY)
    with pytest.raises(signing.SignatureError):
        signing.verify(secret, headers, body)
    with pytest.raises(WebhookVerificationError):
        ReferenceWebhook(secret).verify(body, headers)


def test_another_secret_does_not_verify() -> None:
    headers = signing.headers_for(signing.secret_new(), "msg_abc", BODY)
    with pytest.raises(signing.SignatureError, match="no signature matches"):
        signing.verify(signing.secret_new(), headers, BODY)


def test_a_stale_timestamp_is_refused_as_a_replay() -> None:
    secret = signing.secret_new()
    old = int(time.time()) - signing.TOLERANCE_SECONDS - 5
    headers = signing.headers_for(secret, "msg_abc", BODY, timestamp=old)
    with pytest.raises(signing.SignatureError, match="too far"):
        signing.verify(secret, headers, BODY)
    assert signing.verify(secret, headers, BODY, now=old + 10) == "msg_abc"


def test_any_of_several_signatures_may_match() -> None:
    secret = signing.secret_new()
    headers = signing.headers_for(secret, "msg_abc", BODY)
    headers["webhook-signature"] = "v1,bm9wZQ== " + headers["webhook-signature"]
    assert signing.verify(secret, headers, BODY) == "msg_abc"
