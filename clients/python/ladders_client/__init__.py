"""A Python client of the Ladders game service.

``ladders_client`` is the hand-written layer: a session that plays a game
(``wait_for_turn``, ``legal_actions``, ``act``, ``play``), follows a game's
stream to its end, verifies a game's dice, and one exception type,
``LaddersError``; ``verify_webhook`` checks a webhook's signature.
``ladders_api`` (beside it) is generated from the service's OpenAPI schema by
openapi-python-client: every operation and model, typed.
"""

from ladders_client.errors import LaddersError, VerificationError, WaitTimeoutError, WebhookSignatureError
from ladders_client.session import Ladders
from ladders_client.sse import StreamEvent
from ladders_client.webhooks import verify_webhook

__all__ = [
    "Ladders",
    "LaddersError",
    "StreamEvent",
    "VerificationError",
    "WaitTimeoutError",
    "WebhookSignatureError",
    "verify_webhook",
]
