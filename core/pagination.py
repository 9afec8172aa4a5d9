"""Page-number pagination that answers a bad ``?page=`` as the API's other errors."""

from __future__ import annotations

from typing import Any

from django.core.paginator import EmptyPage, Page, PageNotAnInteger
from django.core.paginator import Paginator as DjangoPaginator
from django.db.models import QuerySet
from rest_framework.exceptions import NotFound
from rest_framework.pagination import PageNumberPagination
from rest_framework.request import Request
from rest_framework.views import APIView

from core.errors import NotFoundError, ServiceError

MAX_PAGE = 2**31 - 1


def _bounded_int(raw: str, low: int, high: int) -> int | None:
    if not (raw.isascii() and raw.isdigit()) or len(raw) > 10:
        return None
    value = int(raw)
    return value if low <= value <= high else None


class CountWhenNeededPaginator(DjangoPaginator):
    """Django's paginator, reading the page's rows before the count: a page with
    rows but fewer than a full one is the last, so the count is the rows before it
    plus its own, and an empty first page counts none. The COUNT statement runs
    only for a full page (when the response asks for the count) or an empty page
    past the first (to say there is no such page). Most lists a client polls (its
    own active games) fit on one page: one statement instead of two
    (docs/performance.md)."""

    def page(self, number: Any) -> Page:
        if self.orphans or not self.allow_empty_first_page:
            return super().page(number)
        try:
            number = int(number)
        except (TypeError, ValueError):
            raise PageNotAnInteger(self.error_messages["invalid_page"]) from None
        if number < 1:
            raise EmptyPage(self.error_messages["min_page"])
        bottom = (number - 1) * self.per_page
        rows = list(self.object_list[bottom : bottom + self.per_page])
        if (rows and len(rows) < self.per_page) or (not rows and number == 1):
            self.__dict__["count"] = bottom + len(rows)  # the cached property, known without asking
        elif not rows:
            # Past the last page: the same error, after a count, as Django's own check.
            return super().page(number)
        return Page(rows, number, self)


class StrictPageNumberPagination(PageNumberPagination):
    """``page`` is an integer from 1 (400 ``bad_page`` otherwise); a page past
    the last is 404 ``page_not_found``. ``page_size``, where a view allows it,
    is an integer from 1 to ``max_page_size`` (400 ``bad_page_size``)."""

    last_page_strings = ()
    max_page_size = 200
    django_paginator_class = CountWhenNeededPaginator

    def paginate_queryset(self, queryset: QuerySet[Any], request: Request, view: APIView | None = None) -> Any:
        raw = request.query_params.get(self.page_query_param)
        if raw is not None and _bounded_int(raw, 1, MAX_PAGE) is None:
            raise ServiceError("bad_page", f"page is an integer from 1 to {MAX_PAGE}.")
        if self.page_size_query_param:
            raw_size = request.query_params.get(self.page_size_query_param)
            if raw_size is not None and _bounded_int(raw_size, 1, self.max_page_size) is None:
                raise ServiceError("bad_page_size", f"page_size is an integer from 1 to {self.max_page_size}.")
        try:
            return super().paginate_queryset(queryset, request, view)
        except NotFound:
            raise NotFoundError("page_not_found", "There is no such page: past the last one.") from None

    def get_schema_operation_parameters(self, view: Any) -> list[dict[str, Any]]:
        parameters = super().get_schema_operation_parameters(view)
        for parameter in parameters:
            if parameter["name"] == self.page_query_param:
                parameter["schema"] = {"type": "integer", "minimum": 1, "maximum": MAX_PAGE}
            elif parameter["name"] == self.page_size_query_param:
                parameter["schema"] = {"type": "integer", "minimum": 1, "maximum": self.max_page_size}
        return parameters
