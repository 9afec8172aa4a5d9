"""One exception type for everything the service refuses, and for what the
client itself finds wrong (a stale wait, a game whose dice do not check out,
a webhook that is not signed by your secret): catch ``LaddersError``."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any


class LaddersError(Exception):
    """An error answer of the API, ``{"code", "detail"}`` (plus ``errors``, field ->
    messages, under ``invalid_request``), or a check of this client that failed.

    ``status`` is the HTTP status (None for a check made here), ``code`` the
    machine-readable code, ``detail`` what went wrong and how to fix the call,
    ``fields`` the body's ``errors`` member (None when absent), ``body`` the
    whole JSON body (a ticket conflict carries the ``ticket`` in the way), and
    ``retry_after`` the seconds a 429 says to wait.
    """

    def __init__(
        self,
        code: str,
        detail: str,
        *,
        status: int | None = None,
        fields: Mapping[str, Any] | None = None,
        body: Mapping[str, Any] | None = None,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(f"{status} {code}: {detail}" if status is not None else f"{code}: {detail}")
        self.code = code
        self.detail = detail
        self.status = status
        self.fields = dict(fields) if fields is not None else None
        self.body = dict(body) if body is not None else {"code": code, "detail": detail}
        self.retry_after = retry_after

    @classmethod
    def from_response(cls, status: int, content: bytes, headers: Mapping[str, str]) -> LaddersError:
        """The error an answer with a 4xx or 5xx status stands for."""
        retry_after = None
        if "retry-after" in {k.lower() for k in headers}:
            value = next(v for k, v in headers.items() if k.lower() == "retry-after")
            try:
                retry_after = float(value)
            except ValueError:
                retry_after = None
        try:
            body = json.loads(content)
        except ValueError:
            body = None
        if not isinstance(body, dict) or not isinstance(body.get("code"), str):
            # Not the service's JSON (a proxy's page, DEBUG's HTML 500 page).
            text = content[:200].decode("utf-8", "replace")
            detail = f"an answer that is not the API's error body: {text!r}"
            return cls("http_error", detail, status=status, retry_after=retry_after)
        fields = body.get("errors")
        return cls(
            body["code"],
            str(body.get("detail", "")),
            status=status,
            fields=fields if isinstance(fields, dict) else None,
            body=body,
            retry_after=retry_after,
        )


class WaitTimeoutError(LaddersError, TimeoutError):
    """A wait (``wait_for_turn``, a stream followed with a timeout) ran out of time."""

    def __init__(self, detail: str) -> None:
        super().__init__("timeout", detail)


class VerificationError(LaddersError):
    """A finished game's dice do not check out (``Ladders.verify_game``)."""


class WebhookSignatureError(LaddersError):
    """A webhook request not signed by your secret, stale, or malformed (``verify_webhook``)."""

    def __init__(self, detail: str) -> None:
        super().__init__("bad_signature", detail)
