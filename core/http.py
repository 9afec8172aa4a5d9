"""Requests the views never see: oversized or malformed ones, unknown URLs and
server errors. Every answer is JSON ``{code, detail}`` (DESIGN: one error shape).

Bounds (settings.LADDERS): a request body of at most ``MAX_BODY_BYTES``
(413), a path plus query string of at most ``MAX_URL_CHARS`` (414), no header
longer than ``MAX_HEADER_CHARS`` (431), no NUL or other control character in
the path or query string (400). Behind gunicorn, lines beyond its own
``limit_request_line`` / ``limit_request_field_size`` (gunicorn.conf.py) are
refused by gunicorn before Django runs.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from typing import Any
from urllib.parse import unquote_plus

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.db import connection
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.urls import Resolver404, resolve
from django.views.csrf import csrf_failure as django_csrf_failure
from django.views.decorators.csrf import csrf_exempt

from core import errors

CONTROL_CHARS = re.compile(r"[\x00-\x1f\x7f]")


def error_response(status: int, code: str, detail: str, **headers: str) -> JsonResponse:
    response = JsonResponse({"code": code, "detail": detail}, status=status)
    for name, value in headers.items():
        response[name.replace("_", "-")] = value
    return response


class RequestGuardMiddleware:
    """First in the middleware stack: refuse what no view should parse."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        refusal = self.refusal(request)
        if refusal is not None:
            return refusal
        return self.get_response(request)

    @staticmethod
    def refusal(request: HttpRequest) -> JsonResponse | None:
        limits: dict[str, Any] = settings.LADDERS
        query = request.META.get("QUERY_STRING", "")
        if len(request.path) + len(query) > limits["MAX_URL_CHARS"]:
            return error_response(
                414, "uri_too_long", f"The path and query string are over {limits['MAX_URL_CHARS']} characters."
            )
        for name, value in request.META.items():
            if name.startswith("HTTP_") and isinstance(value, str) and len(value) > limits["MAX_HEADER_CHARS"]:
                header = name[5:].replace("_", "-").title()
                return error_response(
                    431,
                    "header_too_large",
                    f"The {header} header is over {limits['MAX_HEADER_CHARS']} characters.",
                )
        if CONTROL_CHARS.search(request.path) or CONTROL_CHARS.search(_unquoted(query)):
            return error_response(400, "bad_url", "The path or query string holds a NUL or other control character.")
        raw_length = request.META.get("CONTENT_LENGTH") or "0"
        try:
            length = int(raw_length)
        except ValueError:
            return error_response(400, "bad_content_length", "Content-Length is not a number.")
        if length > limits["MAX_BODY_BYTES"]:
            return error_response(413, "body_too_large", f"The request body is over {limits['MAX_BODY_BYTES']} bytes.")
        return None


def _unquoted(query: str) -> str:
    return unquote_plus(query, errors="replace")


# --------------------------------------------------------------------------
# Django's own error views (handler400/403/404/500), JSON for every path.


def bad_request(request: HttpRequest, exception: Exception | None = None) -> JsonResponse:
    if isinstance(exception, RequestDataTooBig):
        return error_response(413, "body_too_large", "The request body is too large.")
    return error_response(400, "bad_request", "The request is malformed.")


def permission_denied(request: HttpRequest, exception: Exception | None = None) -> JsonResponse:
    return error_response(403, "permission_denied", "You may not do this.")


def not_found(request: HttpRequest, exception: Exception | None = None) -> JsonResponse:
    return error_response(404, "not_found", _not_found_detail(request.path))


def healthz(request: HttpRequest) -> JsonResponse:
    """For container healthchecks: the process answers and its database does."""
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
    except Exception:
        return error_response(503, "database_unavailable", "The database does not answer.")
    return JsonResponse({"status": "ok"})


def csrf_failure(request: HttpRequest, reason: str = "") -> HttpResponse:
    """CSRF_FAILURE_VIEW: JSON under /api/ (a browser session without its CSRF
    token), Django's page elsewhere (the admin's forms)."""
    if request.path.startswith("/api/"):
        return error_response(403, "csrf_failed", f"CSRF check failed: {reason}. Use a token, not a session.")
    return django_csrf_failure(request, reason)


def server_error(request: HttpRequest) -> JsonResponse:
    """handler500, called while the uncaught exception is being handled: a lost
    database or broker outside a DRF view (a session read, the admin) is a 503
    ``unavailable`` as in the API's exception handler; anything else is a bug."""
    if errors.is_outage(sys.exc_info()[1]):
        return error_response(
            503, "unavailable", errors.UNAVAILABLE_DETAIL, Retry_After=str(errors.UNAVAILABLE_RETRY_AFTER_SECONDS)
        )
    return error_response(500, "server_error", "The server failed; the error is logged. Retry later.")


@csrf_exempt  # as every API view: a POST to an unknown route is a 404, not a CSRF 403
def api_not_found(request: HttpRequest, *args: Any, **kwargs: Any) -> JsonResponse:
    """The last API route: any /api/ path no other route matched (also in
    development, where Django's 404 page would be an HTML debug page)."""
    return not_found(request)


def _not_found_detail(path: str) -> str:
    if not path.endswith("/"):
        try:
            match = resolve(path + "/")
        except Resolver404:
            match = None
        if match is not None and match.func is not api_not_found:
            return f"No route {path}; API routes end with a slash: {path}/"
    return f"No route {path}; see /api/docs/ for the API's routes and id formats (ids are digits)."
