"""The API's one request parser: JSON, bounded.

Python's json module recurses once per nesting level, so a deeply nested body
(thousands of ``[``) would end in a RecursionError; the depth is measured on
the raw text first, without recursion. NaN and Infinity (not JSON) and NUL
characters in strings (PostgreSQL's text and jsonb refuse them) are refused
too, as 400 ``bad_json``.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from typing import IO, Any

from django.conf import settings
from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser


def json_depth(text: str) -> int:
    """The deepest nesting of arrays and objects in JSON ``text`` (brackets
    inside strings do not count)."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _finite_float(text: str) -> float:
    value = float(text)
    if math.isinf(value):
        raise ValueError(f"{text} is out of range")
    return value


def _has_nul(value: Any) -> bool:
    # The depth is already bounded, so this recursion is too.
    if isinstance(value, str):
        return "\x00" in value
    if isinstance(value, Mapping):
        return any(_has_nul(k) or _has_nul(v) for k, v in value.items())
    if isinstance(value, list):
        return any(_has_nul(v) for v in value)
    return False


class BoundedJSONParser(JSONParser):
    """JSONParser with a nesting limit (settings.LADDERS["MAX_JSON_DEPTH"])."""

    def parse(self, stream: IO[Any], media_type: str | None = None, parser_context: Any = None) -> Any:
        parser_context = parser_context or {}
        encoding = parser_context.get("encoding", settings.DEFAULT_CHARSET)
        try:
            text = stream.read().decode(encoding)
        except UnicodeDecodeError:
            raise ParseError(f"The body is not {encoding} text.", code="bad_json") from None
        limit = settings.LADDERS["MAX_JSON_DEPTH"]
        if json_depth(text) > limit:
            raise ParseError(f"The JSON body nests deeper than {limit} levels.", code="bad_json")
        try:
            data = json.loads(text, parse_constant=_refuse_constant, parse_float=_finite_float)
        except ValueError as exc:
            raise ParseError(f"The body is not valid JSON: {exc}", code="bad_json") from None
        if _has_nul(data):
            raise ParseError("A string in the body holds a NUL character.", code="bad_json")
        return data
