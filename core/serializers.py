"""Serializers every app's API shares."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rest_framework import serializers


# The body of every error answer (core.errors' exception handler).
class ErrorSerializer(serializers.Serializer):
    code = serializers.CharField(help_text="Machine-readable error code.")
    detail = serializers.CharField(help_text="What went wrong and how to fix the call.")

    def get_fields(self) -> dict[str, serializers.Field]:
        # Added here, not declared: a field named `errors` would hide Serializer.errors.
        fields = super().get_fields()
        fields["errors"] = serializers.DictField(
            required=False,
            help_text=(
                "With `invalid_request` only: each field (of the body, or a GET's query) that failed validation, "
                "to its messages (a list; a nested body's fields nest)."
            ),
        )
        return fields


# A request body that refuses a field it does not take (400 ``invalid_request``,
# ``errors`` naming it) instead of ignoring it: for bodies where a field left out
# means "yourself", so that a misspelt one (``player`` for ``players``) does not
# act on the caller. The schema says ``additionalProperties: false`` for them
# (core.schema). A comment, not a docstring: drf-spectacular would show a
# docstring as each body's description.
class KnownFieldsRequestSerializer(serializers.Serializer):
    def to_internal_value(self, data: Any) -> Any:
        if isinstance(data, Mapping):
            unknown = sorted(str(key) for key in data if key not in self.fields)
            if unknown:
                takes = ", ".join(sorted(self.fields)) or "nothing"
                raise serializers.ValidationError(
                    {key: [f"Unknown field: this body takes {takes}."] for key in unknown}, code="unknown_field"
                )
        return super().to_internal_value(data)
