"""JSON Schema checks for the tests, fast: jsonschema-rs decides, jsonschema explains.

The schema tests validate thousands of views of 10-60 KB schemas; the pure-Python
``jsonschema`` spends almost all of their time there (97% of the Shootin' schema test's,
profiled). ``jsonschema-rs`` (Rust, the JSON-Schema-Test-Suite's draft 2020-12 passed;
already installed for schemathesis) says yes or no a hundred times faster. Only when it
says no does ``jsonschema`` run, to raise its best-matching error with the path, as the
tests always reported. ``tests/test_schema_validator.py`` holds the two to the same
answers on every ruleset's views and on broken ones."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import jsonschema
import jsonschema_rs


class SchemaValidator:
    """A draft 2020-12 validator with ``jsonschema``'s ``validate``, ``is_valid`` and
    ``iter_errors``; the schema itself is checked once, when it is built (against the
    draft's metaschema by jsonschema-rs: ``jsonschema``'s ``check_schema`` took about 4 s of
    every test process's collection; when jsonschema-rs refuses, ``jsonschema`` explains)."""

    def __init__(self, schema: dict[str, Any]) -> None:
        if not jsonschema_rs.meta.is_valid(schema):
            jsonschema.Draft202012Validator.check_schema(schema)
            raise AssertionError("jsonschema-rs refuses a schema that jsonschema accepts: the two disagree")
        self.schema = schema
        self._decide = jsonschema_rs.Draft202012Validator(schema)
        self._explain = jsonschema.Draft202012Validator(schema)

    def is_valid(self, instance: object) -> bool:
        return bool(self._decide.is_valid(instance))

    def iter_errors(self, instance: object) -> Iterator[jsonschema.ValidationError]:
        if self._decide.is_valid(instance):
            return iter(())
        return self._explain.iter_errors(instance)

    def validate(self, instance: object) -> None:
        """Raise ``jsonschema.ValidationError`` (its best match) when ``instance`` does not fit."""
        if self._decide.is_valid(instance):
            return
        error = jsonschema.exceptions.best_match(self._explain.iter_errors(instance))
        if error is None:
            raise AssertionError("jsonschema-rs refuses an instance that jsonschema accepts: the two disagree")
        raise error
