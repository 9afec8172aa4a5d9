"""Query-string filtering as the schema states it: a filter given with an
empty value (``?status=``) is refused, not read as "no filter"."""

from __future__ import annotations

from typing import Any

import django_filters
from django import forms
from django.db.models import QuerySet
from django_filters.rest_framework import DjangoFilterBackend
from rest_framework.request import Request

from config.errors import ServiceError


class StrictFilterBackend(DjangoFilterBackend):
    def filter_queryset(self, request: Request, queryset: QuerySet[Any], view: Any) -> QuerySet[Any]:
        filterset_class = self.get_filterset_class(view, queryset)
        if filterset_class is not None:
            for name in filterset_class.base_filters:
                if request.query_params.get(name, None) == "":
                    raise ServiceError("bad_query", f"{name} is empty: give a value or leave it out.")
        return super().filter_queryset(request, queryset, view)


class IntegerFilter(django_filters.NumberFilter):
    """A whole number (NumberFilter takes decimals); bounds as min_value/max_value."""

    field_class = forms.IntegerField
