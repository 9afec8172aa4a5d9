"""Numbers on admin pages as people read them: a float field to two places, never
``25.15554938679115``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.contrib import admin
from django.db import models


def rounded(name: str, description: str | None = None, places: int = 2) -> Callable[[Any], str]:
    """A list column or read-only field showing the float field ``name`` to ``places`` places."""

    @admin.display(description=description or name.replace("_", " "), ordering=name)
    def show(obj: Any) -> str:
        value = getattr(obj, name)
        return "-" if value is None else f"{value:.{places}f}"

    show.__name__ = f"{name}_rounded"
    return show


def float_fields(model: type[models.Model]) -> list[str]:
    return [f.name for f in model._meta.fields if isinstance(f, models.FloatField)]


def rounded_fields(model: type[models.Model], names: list[str]) -> list[Any]:
    """``names`` with each float field swapped for its rounded display."""
    floats = set(float_fields(model))
    return [rounded(n) if n in floats else n for n in names]
