"""Every admin list column and read-only field that shows a float shows it rounded
(ratings, waits, spreads): no page prints 25.15554938679115."""

from __future__ import annotations

from types import SimpleNamespace

from django.contrib import admin
from django.http import HttpRequest

from core.admin_numbers import float_fields, rounded


def test_no_admin_shows_a_float_field_raw() -> None:
    raw = []
    request = HttpRequest()
    for model, model_admin in admin.site._registry.items():
        floats = set(float_fields(model))
        shown = [*model_admin.get_list_display(request), *model_admin.get_readonly_fields(request)]
        raw += [f"{model.__name__}.{name}" for name in shown if isinstance(name, str) and name in floats]
    assert raw == []


def test_rounded_shows_two_places() -> None:
    show = rounded("rating")
    assert show(SimpleNamespace(rating=25.15554938679115)) == "25.16"
    assert show(SimpleNamespace(rating=None)) == "-"
