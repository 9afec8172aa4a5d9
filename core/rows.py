"""One row at a time on the turn's hot path, with each statement's SQL built once.

A turn reads one game with its seats, looks up one idempotency key, inserts one
action and updates one game. Through a QuerySet, compiling each of those
statements cost the service more CPU than PostgreSQL spent running it
(docs/performance.md), on every turn. The functions here build a model's SQL
once from its metadata and convert values exactly as the ORM does: each field's
``pre_save`` (``auto_now``) and ``get_db_prep_save`` on the way in, the
backend's and the field's database converters on the way out. A field added to
a model is read and written without touching this module.

They run raw statements, so Django's ``pre_save``/``post_save`` signals are not
sent: use them only for models that no receiver listens to (the turn's Game,
Seat and Action; tests/games/test_statements.py pins what a turn runs).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from django.db import DatabaseError, connection, models
from django.db.models.expressions import Col

_M = TypeVar("_M", bound=models.Model)
Converter = Callable[[Any, Any, Any], Any]


@functools.cache
def _read_plan(model: type[models.Model], vendor: str) -> tuple[list[str], list[tuple[Col, tuple[Converter, ...]]]]:
    """Per concrete field: its column expression and its converters, backend's
    first, as the ORM's compiler applies them. ``vendor`` keys the cache; the
    converters take the connection as an argument on every call, so one list
    serves every connection of that vendor."""
    fields = model._meta.concrete_fields
    plan = []
    for field in fields:
        column = field.get_col(model._meta.db_table)
        own = field.get_db_converters(connection)  # type: ignore[attr-defined]  # (missing from django-stubs)
        plan.append((column, (*connection.ops.get_db_converters(column), *own)))
    return [f.attname for f in fields], plan


def model_from_row(model: type[_M], values: Sequence[Any]) -> _M:
    """A model instance from its concrete fields' raw column values (in
    ``_meta.concrete_fields`` order), converted as the ORM converts them."""
    attnames, plan = _read_plan(model, connection.vendor)
    converted = []
    for (column, converters), value in zip(plan, values, strict=True):
        for convert in converters:
            value = convert(value, column, connection)
        converted.append(value)
    return model.from_db(connection.alias, attnames, converted)


@functools.cache
def select_sql(model: type[models.Model], where: tuple[str, ...], vendor: str) -> str:
    """SELECT every concrete column of ``model`` WHERE each field in ``where``
    equals a parameter (``attname`` spelling), at most one row."""
    qn = connection.ops.quote_name
    meta = model._meta
    columns = ", ".join(qn(f.column) for f in meta.concrete_fields)
    by_attname = {f.attname: f for f in meta.concrete_fields}
    conditions = " AND ".join(f"{qn(by_attname[name].column)} = %s" for name in where)
    return f"SELECT {columns} FROM {qn(meta.db_table)} WHERE {conditions} LIMIT 1"


def select_one(model: type[_M], **where: Any) -> _M | None:
    """The one row of ``model`` whose fields equal ``where`` (None if none), as
    ``model.objects.filter(**where).first()`` without ordering: for lookups a
    unique constraint makes single."""
    with connection.cursor() as cursor:
        cursor.execute(select_sql(model, tuple(where), connection.vendor), list(where.values()))
        row = cursor.fetchone()
    return None if row is None else model_from_row(model, row)


@functools.cache
def _insert_plan(model: type[models.Model], vendor: str) -> tuple[str, list[tuple[models.Field[Any, Any], bool]]]:
    qn = connection.ops.quote_name
    meta = model._meta
    pk = meta.pk
    assert pk is not None
    fields = [f for f in meta.concrete_fields if f is not pk]
    sql = (
        f"INSERT INTO {qn(meta.db_table)} ({', '.join(qn(f.column) for f in fields)})"
        f" VALUES ({', '.join(['%s'] * len(fields))}) RETURNING {qn(pk.column)}"
    )
    # Whether the field computes its value on save (auto_now_add ...).
    return sql, [(f, type(f).pre_save is not models.Field.pre_save) for f in fields]


def insert(obj: models.Model) -> None:
    """INSERT an unsaved ``obj`` with an auto primary key, set from RETURNING,
    as ``obj.save(force_insert=True)`` would leave it (signals aside)."""
    if not connection.features.can_return_columns_from_insert:
        obj.save(force_insert=True)
        return
    sql, plan = _insert_plan(type(obj), connection.vendor)
    params = [
        field.get_db_prep_save(field.pre_save(obj, True) if computed else getattr(obj, field.attname), connection)
        for field, computed in plan
    ]
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        row = cursor.fetchone()
    assert row is not None
    obj.pk = row[0]
    obj._state.adding = False
    obj._state.db = connection.alias


@functools.cache
def _update_plan(
    model: type[models.Model], attnames: tuple[str, ...], vendor: str
) -> tuple[str, list[tuple[models.Field[Any, Any], bool]]]:
    qn = connection.ops.quote_name
    meta = model._meta
    pk = meta.pk
    assert pk is not None
    by_attname = {f.attname: f for f in meta.concrete_fields}
    fields = [by_attname[name] for name in attnames]
    assignments = ", ".join(f"{qn(f.column)} = %s" for f in fields)
    sql = f"UPDATE {qn(meta.db_table)} SET {assignments} WHERE {qn(pk.column)} = %s"
    return sql, [(f, type(f).pre_save is not models.Field.pre_save) for f in fields]


def update(obj: models.Model, fields: Sequence[str]) -> None:
    """UPDATE ``fields`` of a saved ``obj``, as ``obj.save(update_fields=fields)``
    would (``auto_now`` fields among them take this moment; signals aside)."""
    sql, plan = _update_plan(type(obj), tuple(fields), connection.vendor)
    params = [
        field.get_db_prep_save(field.pre_save(obj, False) if computed else getattr(obj, field.attname), connection)
        for field, computed in plan
    ]
    params.append(obj.pk)
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        if cursor.rowcount != 1:
            raise DatabaseError(f"{type(obj).__name__} {obj.pk}: the update affected {cursor.rowcount} rows, not 1.")
