"""One mapping from domain errors to HTTP: every error is JSON {"code", "detail"}."""

from __future__ import annotations

from typing import Any

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.http import Http404
from rest_framework import exceptions, status
from rest_framework.response import Response
from rest_framework.views import exception_handler

from ladders.engine import IllegalAction, InvalidConfig


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
