"""Serializers every app's API shares."""

from __future__ import annotations

from rest_framework import serializers


# The body of every error answer (config.errors' exception handler).
class ErrorSerializer(serializers.Serializer):
    code = serializers.CharField(help_text="Machine-readable error code.")
    detail = serializers.CharField(help_text="What went wrong and how to fix the call.")
