"""Inserting thousands of rows at once (the matcher's pass creates a game and its
seats for every match).

On PostgreSQL the rows go through ``COPY ... FROM STDIN``: Django's
``bulk_create`` there binds every column as an array literal built and escaped
in Python, which costs more than the rest of a large matcher pass. Ids, when the
caller needs them, are drawn from the table's sequence first (one query), so the
objects carry their primary keys as ``bulk_create`` would leave them. Elsewhere
(SQLite) it is ``bulk_create``.

Values are prepared by each field exactly as ``bulk_create`` prepares them
(``pre_save`` for defaults such as ``auto_now_add``, then ``get_db_prep_save``),
so a field added to a model is written without touching this module.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from django.db import connections, models, router

_M = TypeVar("_M", bound=models.Model)
# Values that PostgreSQL's COPY takes as they are in any column but JSON (what
# get_db_prep_save would return for them unchanged).
_PLAIN = frozenset({int, str, float, bool})


def bulk_insert(model: type[_M], objs: Sequence[_M], *, with_ids: bool = True) -> None:
    """Insert ``objs`` (unsaved instances of ``model``). With ``with_ids`` each object's
    primary key is set, as ``bulk_create`` sets it on PostgreSQL. Call inside the
    caller's transaction; any error rolls the whole insert back with it."""
    if not objs:
        return
    # The connection itself, not django.db.connection: that proxy costs a lookup per
    # attribute, and every field of every row reads it.
    connection = connections[router.db_for_write(model)]
    if connection.vendor != "postgresql":
        model._default_manager.db_manager(connection.alias).bulk_create(objs, batch_size=1000)
        return
    meta = model._meta
    pk = meta.pk
    assert pk is not None
    fields = [f for f in meta.concrete_fields if f is not pk]
    if with_ids:
        fields = [pk, *fields]
        with connection.cursor() as cursor:
            cursor.execute(
                f"SELECT nextval(pg_get_serial_sequence(%s, %s)) FROM generate_series(1, {len(objs):d})",
                [meta.db_table, pk.column],
            )
            for obj, (new_id,) in zip(objs, cursor.fetchall(), strict=True):
                setattr(obj, pk.attname, new_id)
    quote = connection.ops.quote_name
    columns = ", ".join(quote(f.column) for f in fields)
    # Per field: does it compute its value on save (auto_now_add ...), and must its value
    # be adapted even when it is a plain scalar (JSON: 5, True and "x" are documents)?
    plans = [
        (f.attname, f, type(f).pre_save is not models.Field.pre_save, isinstance(f, models.JSONField)) for f in fields
    ]
    with connection.cursor() as cursor, cursor.copy(f"COPY {quote(meta.db_table)} ({columns}) FROM STDIN") as copy:
        for obj in objs:
            row: list[Any] = []
            for attname, field, computed, json in plans:
                value = field.pre_save(obj, True) if computed else getattr(obj, attname)
                if json or (value is not None and type(value) not in _PLAIN):
                    value = field.get_db_prep_save(value, connection)
                row.append(value)
            copy.write_row(row)
    for obj in objs:
        obj._state.adding = False
        obj._state.db = connection.alias
