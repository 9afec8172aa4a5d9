"""Query-string filtering as the schema states it: a filter given with an
empty value (``?status=``) is refused, not read as "no filter"."""

from __future__ import annotations

from typing import Any, ClassVar

import django_filters
from django import forms
from django.db.models import QuerySet
from django_filters.rest_framework import DjangoFilterBackend
from drf_spectacular.utils import extend_schema_field
from rest_framework.request import Request

from core.errors import ServiceError


class StrictFilterBackend(DjangoFilterBackend):
    def filter_queryset(self, request: Request, queryset: QuerySet[Any], view: Any) -> QuerySet[Any]:
        filterset_class = self.get_filterset_class(view, queryset)
        if filterset_class is not None:
            for name in filterset_class.base_filters:
                if request.query_params.get(name, None) == "":
                    raise ServiceError("bad_query", f"{name} is empty: give a value or leave it out.")
        return super().filter_queryset(request, queryset, view)


class FormOnceFilterSet(django_filters.FilterSet):
    """A FilterSet whose form class is built once per FilterSet class, not on every
    request (django-filter's documented override, ``get_form_class``). Building it makes
    each filter's form field and a new class through Django's form metaclass: about a
    tenth of a leaderboard page's time. Only for filter sets whose fields depend on their
    declarations alone, never on the request; a Django form copies the class's fields
    for each instance, so nothing a request does reaches the next one."""

    _form_classes: ClassVar[dict[type, type[forms.Form]]] = {}

    def get_form_class(self) -> type[forms.Form]:
        form_class = self._form_classes.get(type(self))
        if form_class is None:
            form_class = self._form_classes[type(self)] = super().get_form_class()
        return form_class


class IntegerFilter(django_filters.NumberFilter):
    """A whole number (NumberFilter takes decimals); bounds as min_value/max_value."""

    field_class = forms.IntegerField


# Ids are digits, at most 18 (core.ids).
ID_MAX = 10**18 - 1


def id_filter(label: str, **kwargs: Any) -> IntegerFilter:
    """An id in the query string: a whole number from 1 to ID_MAX, typed so in the
    schema (drf-spectacular cannot read the type of a lookup across apps or a method)."""
    schema = {"type": "integer", "minimum": 1, "maximum": ID_MAX, "description": label}
    filter_class = extend_schema_field(schema)(type("IdFilter", (IntegerFilter,), {"__module__": __name__}))
    return filter_class(min_value=1, max_value=ID_MAX, label=label, **kwargs)
