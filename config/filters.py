"""Query-string filtering as the schema states it: a filter given with an
empty value (``?status=``) is refused, not read as "no filter"."""

from __future__ import annotations

from typing import Any, ClassVar

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
