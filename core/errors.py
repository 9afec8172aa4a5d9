"""One mapping from domain errors to HTTP: every error is JSON {"code", "detail"}."""

from __future__ import annotations

import logging
from typing import Any

import kombu.exceptions
import redis.exceptions
from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.db import InterfaceError as DatabaseInterfaceError
from django.db import OperationalError as DatabaseOperationalError
from django.http import Http404
from rest_framework import exceptions, status
from rest_framework.response import Response
from rest_framework.views import exception_handler, set_rollback

from ladders.engine import IllegalAction, InvalidConfig

logger = logging.getLogger(__name__)


class ServiceError(Exception):
    """A service-layer refusal; ``status`` is the HTTP status it maps to."""

    status = 400

    def __init__(self, code: str, detail: str, status_code: int | None = None) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail
        if status_code is not None:
            self.status = status_code


class ConflictError(ServiceError):
    status = 409


class ForbiddenError(ServiceError):
    status = 403


class NotFoundError(ServiceError):
    status = 404


class UnprocessableError(ServiceError):
    status = 422


# A lost database (connection refused or dropped, server restarting) or a lost
# broker or cache (Redis: the throttles' counters, the task queue): the request
# could not be served now, and its transaction was rolled back. The answer is
# 503 ``unavailable`` with a Retry-After, not 500: nothing is wrong with the
# request, and the same request is worth repeating shortly.
OUTAGES: tuple[type[BaseException], ...] = (
    DatabaseOperationalError,
    DatabaseInterfaceError,
    kombu.exceptions.OperationalError,
    redis.exceptions.ConnectionError,
    redis.exceptions.TimeoutError,
)
# Every OperationalError counts, a deadlock or a statement timeout too: the
# transaction was rolled back and the same request is worth repeating. Each is
# logged, so an outage (or a deadlock that keeps coming back) shows in the logs
# as a 500 would.
UNAVAILABLE_RETRY_AFTER_SECONDS = 5
UNAVAILABLE_DETAIL = (
    "The service cannot reach its database or its message broker just now; nothing was written. "
    "Retry after Retry-After seconds (an action with the same Idempotency-Key)."
)


def is_outage(exc: BaseException | None) -> bool:
    return isinstance(exc, OUTAGES)


def _first_code(codes: Any) -> str:
    if isinstance(codes, str):
        return codes
    if isinstance(codes, dict):
        for value in codes.values():
            return _first_code(value)
    if isinstance(codes, list) and codes:
        return _first_code(codes[0])
    return "invalid"


def api_exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    if is_outage(exc):
        request = context.get("request")
        logger.warning(
            "503 unavailable: %s %s: %s",
            getattr(request, "method", "?"),
            getattr(request, "path", "?"),
            exc,
            exc_info=exc,
        )
        set_rollback()
        return Response(
            {"code": "unavailable", "detail": UNAVAILABLE_DETAIL},
            status=status.HTTP_503_SERVICE_UNAVAILABLE,
            headers={"Retry-After": str(UNAVAILABLE_RETRY_AFTER_SECONDS)},
        )
    if isinstance(exc, IllegalAction):
        return Response({"code": exc.code, "detail": exc.message}, status=status.HTTP_400_BAD_REQUEST)
    if isinstance(exc, InvalidConfig):
        return Response({"code": exc.code, "detail": exc.message}, status=status.HTTP_400_BAD_REQUEST)
    if isinstance(exc, ServiceError):
        return Response({"code": exc.code, "detail": exc.detail}, status=exc.status)
    if isinstance(exc, Http404):
        exc = exceptions.NotFound()
    elif isinstance(exc, DjangoPermissionDenied):
        exc = exceptions.PermissionDenied()
    response = exception_handler(exc, context)
    if response is None or not isinstance(exc, exceptions.APIException):
        return response
    if isinstance(exc, exceptions.ValidationError):
        # A GET's fields are its query parameters (a filter, a leaderboard's metric), not a body.
        request = context.get("request")
        what = "query string" if request is not None and request.method in ("GET", "HEAD") else "request body"
        response.data = {
            "code": "invalid_request",
            "detail": f"The {what} is not valid; see errors.",
            "errors": exc.detail,
        }
    else:
        response.data = {"code": _first_code(exc.get_codes()), "detail": str(exc.detail)}
    return response
