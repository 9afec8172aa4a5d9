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

import functools
import json
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

from django.db import connections, models, router
from django.utils import timezone

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


def bulk_insert_rows(
    model: type[models.Model],
    attnames: Sequence[str],
    rows: Iterable[Sequence[Any]],
    *,
    with_ids: bool = True,
    count: int | None = None,
) -> list[int]:
    """Insert plain rows, no model instances (a matcher pass writes tens of thousands
    of rows, and building an instance costs more than COPYing its row): each row holds
    the values of ``attnames`` in that order, as Python values (JSON columns their
    documents). Every other column takes its field's default, computed once for the
    call (``auto_now``/``auto_now_add``: this moment). Returns the new primary keys
    in row order when ``with_ids`` (else an empty list).

    ``rows`` may be a generator that makes each row as it is asked for, given its
    ``count``: on PostgreSQL the rows are sent as they come, so the server stores
    the first ones while the caller computes the next."""
    if count is None or connections[router.db_for_write(model)].vendor != "postgresql":
        rows = list(rows)
        count = len(rows)
    if not count:
        return []
    connection = connections[router.db_for_write(model)]
    meta = model._meta
    pk = meta.pk
    assert pk is not None
    given = {name: i for i, name in enumerate(attnames)}
    defaults: dict[str, Any] = {}
    now = timezone.now()
    for f in meta.concrete_fields:
        if f is pk or f.attname in given:
            continue
        if getattr(f, "auto_now", False) or getattr(f, "auto_now_add", False):
            defaults[f.attname] = now
        else:
            defaults[f.attname] = f.get_default()  # what Model() would hold ("" for text, else None)
    if connection.vendor != "postgresql":
        assert isinstance(rows, list)
        objs = [model(**defaults, **dict(zip(attnames, row, strict=True))) for row in rows]
        model._default_manager.db_manager(connection.alias).bulk_create(objs, batch_size=500)
        return [int(obj.pk) for obj in objs] if with_ids else []
    fields = [f for f in meta.concrete_fields if f is not pk]
    ids: list[int] = []
    if with_ids:
        with connection.cursor() as cursor:
            cursor.execute(
                f"SELECT nextval(pg_get_serial_sequence(%s, %s)) FROM generate_series(1, {count:d})",
                [meta.db_table, pk.column],
            )
            ids = [new_id for (new_id,) in cursor.fetchall()]
    # Per column: the row's index of its value (None: the default, prepared once), and
    # how a row's value is prepared: JSON documents encoded here with the C encoder
    # (COPY takes the document's text), other values as they are.
    plan: list[tuple[int | None, Any, Callable[[Any], str] | None]] = []
    for f in fields:
        dumps = _json_dumps(f) if isinstance(f, models.JSONField) else None
        if f.attname in given:
            plan.append((given[f.attname], None, dumps))
        else:
            value = defaults[f.attname]
            if value is not None:
                value = dumps(value) if dumps else f.get_db_prep_save(value, connection)
            plan.append((None, value, None))
    quote = connection.ops.quote_name
    columns = ", ".join(quote(f.column) for f in ([pk] if with_ids else []) + fields)
    with connection.cursor() as cursor, cursor.copy(f"COPY {quote(meta.db_table)} ({columns}) FROM STDIN") as copy:
        written = 0
        for source in rows:
            out: list[Any] = [ids[written]] if with_ids else []
            written += 1
            for index, fixed, dumps in plan:
                if index is None:
                    out.append(fixed)
                else:
                    value = source[index]
                    out.append(dumps(value) if dumps is not None and value is not None else value)
            copy.write_row(out)
        if written != count:  # raised inside the COPY: nothing of it is stored
            raise ValueError(f"bulk_insert_rows was told {count} rows and given {written}")
    return ids


def _json_dumps(field: models.JSONField) -> Callable[[Any], str]:
    """How the field encodes a document (its own encoder if it names one)."""
    encoder = field.encoder
    if encoder is None:
        return json.dumps
    return functools.partial(json.dumps, cls=encoder)
