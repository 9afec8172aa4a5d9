"""Checking card files against a ruleset's effect vocabulary (shared by the rulesets' loaders).

A card effect is written as data: ``{"kind": "<name>", <param>: <value>, ...}``. A
ruleset declares its vocabulary as a table of :class:`EffectKind` (which parameters
each kind takes, of which type, on which decks); :func:`parse_effect` checks one
effect against it and refuses anything the engine does not know, naming the card and
the field, so a misspelt or unsupported effect never loads as a card that does
nothing. :func:`check_fields` does the same for a card's own fields.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from typing import Any


class CardFileError(ValueError):
    """A card file that does not fit the documented shape or vocabulary."""


# A parameter's type: ``int`` (not bool), ``bool``, ``str``, ``list``, a tuple of allowed
# literal values, ``"int?"`` for an int or null, ``"str_list"`` for a list of strings.
ParamType = type | tuple[Any, ...] | str


def _fits(value: Any, kind: ParamType) -> bool:
    if kind is int:
        return type(value) is int
    if kind is bool:
        return type(value) is bool
    if kind is str:
        return isinstance(value, str)
    if kind is list:
        return isinstance(value, list)
    if kind == "int?":
        return value is None or type(value) is int
    if kind == "str_list":
        return isinstance(value, list) and all(isinstance(v, str) for v in value)
    if isinstance(kind, tuple):
        return any(value == allowed and type(value) is type(allowed) for allowed in kind)
    raise TypeError(f"unknown parameter type {kind!r}")


def _describe(kind: ParamType) -> str:
    if isinstance(kind, tuple):
        return "one of " + ", ".join(repr(v) for v in kind)
    if kind == "int?":
        return "an integer or null"
    if kind == "str_list":
        return "a list of strings"
    names: dict[Any, str] = {int: "an integer", bool: "true or false", str: "a string", list: "a list"}
    return names.get(kind, str(kind))


@dataclass(frozen=True, slots=True)
class EffectKind:
    """One effect the engine knows: its required and optional parameters and the decks it is on."""

    doc: str
    decks: frozenset[str]
    params: Mapping[str, ParamType] = field(default_factory=dict)
    optional: Mapping[str, ParamType] = field(default_factory=dict)


def check_fields(where: str, raw: Mapping[str, Any], allowed: Collection[str]) -> None:
    """Refuse a field the card shape does not have (a typo would otherwise be ignored)."""
    if not isinstance(raw, Mapping):
        raise CardFileError(f"{where}: a card is a JSON object, got {raw!r}")
    for key in raw:
        if key not in allowed:
            raise CardFileError(f"{where}: unknown field {key!r}; known: {', '.join(sorted(allowed))}")


def need(where: str, raw: Mapping[str, Any], name: str, kind: ParamType, default: Any = ...) -> Any:
    """The field ``name`` of ``raw``, checked against ``kind`` (``default`` when absent, if given)."""
    if name not in raw:
        if default is not ...:
            return default
        raise CardFileError(f"{where}: field {name!r} is missing ({_describe(kind)})")
    value = raw[name]
    if not _fits(value, kind):
        raise CardFileError(f"{where}: field {name!r} must be {_describe(kind)}, got {value!r}")
    return value


def parse_effect(
    where: str, field_name: str, raw: Any, vocabulary: Mapping[str, EffectKind], deck: str
) -> dict[str, Any]:
    """One effect checked against ``vocabulary``: its kind known and allowed on ``deck``, every
    required parameter present with its type, no parameter the kind does not take."""
    if not isinstance(raw, Mapping) or not isinstance(raw.get("kind"), str):
        raise CardFileError(f'{where}: field {field_name!r} must be an object with a string "kind", got {raw!r}')
    kind = raw["kind"]
    spec = vocabulary.get(kind)
    if spec is None:
        raise CardFileError(
            f"{where}: field '{field_name}.kind': unknown effect {kind!r}; known: {', '.join(sorted(vocabulary))}"
        )
    if deck not in spec.decks:
        raise CardFileError(
            f"{where}: field '{field_name}.kind': effect {kind!r} is not for a {deck} card "
            f"(it is for: {', '.join(sorted(spec.decks))})"
        )
    effect: dict[str, Any] = {"kind": kind}
    for name, value in raw.items():
        if name == "kind":
            continue
        expected = spec.params.get(name, spec.optional.get(name))
        if expected is None:
            taken = ", ".join(sorted({*spec.params, *spec.optional})) or "none"
            raise CardFileError(
                f"{where}: field '{field_name}.{name}': effect {kind!r} takes no parameter {name!r} (it takes: {taken})"
            )
        if not _fits(value, expected):
            raise CardFileError(f"{where}: field '{field_name}.{name}' must be {_describe(expected)}, got {value!r}")
        effect[name] = value
    for name, expected in spec.params.items():
        if name not in raw:
            raise CardFileError(f"{where}: field '{field_name}.{name}' is missing ({_describe(expected)})")
    return effect


def vocabulary_table(vocabulary: Mapping[str, EffectKind]) -> list[tuple[str, str, str, str]]:
    """(kind, decks, parameters, meaning) per effect, for the docs and their test."""
    rows = []
    for kind, spec in vocabulary.items():
        params = [f"{n}: {_describe(t)}" for n, t in spec.params.items()]
        params += [f"{n} (optional): {_describe(t)}" for n, t in spec.optional.items()]
        rows.append((kind, ", ".join(sorted(spec.decks)), "; ".join(params) or "-", spec.doc))
    return rows
