"""Token authentication that brings the user's player along in the same query."""

from __future__ import annotations

import functools
from typing import Any

from django.contrib.auth import get_user_model
from django.db import connection
from django.utils.translation import gettext_lazy as _
from rest_framework import exceptions
from rest_framework.authentication import TokenAuthentication, get_authorization_header
from rest_framework.authtoken.models import Token

from core.rows import model_from_row
from players.models import Player

BEARER_REFUSED = _("This API's scheme is Token: send 'Authorization: Token <key>', not Bearer.")


class PlayerTokenAuthentication(TokenAuthentication):
    """DRF's ``Authorization: Token <key>``, reading token, user and player in
    one query (a turn needs the player; players.services.player_for_user then
    finds it on the user without asking the database). Same errors as DRF's.

    Every authenticated request runs this read, so its SQL is built once from
    the models' metadata (``core.rows``): compiling the three-model
    ``select_related`` on each request cost a fifth of a cheap GET's CPU
    (docs/performance.md)."""

    model = Token

    def authenticate(self, request: Any) -> tuple[Any, Token] | None:
        # DRF ignores a header of another scheme ("credentials were not provided");
        # a Bearer header here is this API's key under the wrong word: say so.
        # Other schemes (a proxy's Basic) stay ignored.
        scheme = get_authorization_header(request).split(b" ", 1)[0]
        if scheme.lower() == b"bearer":
            raise exceptions.AuthenticationFailed(BEARER_REFUSED)
        return super().authenticate(request)

    def authenticate_credentials(self, key: str) -> tuple[Any, Token]:
        token = token_with_user_and_player(key)
        if token is None:
            raise exceptions.AuthenticationFailed(_("Invalid token.")) from None
        if not token.user.is_active:
            raise exceptions.AuthenticationFailed(_("User inactive or deleted."))
        return token.user, token


def token_with_user_and_player(key: str) -> Token | None:
    """The token with this key, its user and the user's player (None on a user
    without one: reading ``user.player`` then raises as after ``select_related``),
    in one statement; None if no token has this key."""
    with connection.cursor() as cursor:
        cursor.execute(_token_sql(connection.vendor), [key])
        row = cursor.fetchone()
    if row is None:
        return None
    user_model = get_user_model()
    token_end = len(Token._meta.concrete_fields)
    user_end = token_end + len(user_model._meta.concrete_fields)
    token = model_from_row(Token, row[:token_end])
    user = model_from_row(user_model, row[token_end:user_end])
    player_row = row[user_end:]
    player = None if player_row[0] is None else model_from_row(Player, player_row)
    token.user = user
    # The reverse one-to-one's cache, as select_related("user__player") fills it.
    user_model.player.related.set_cached_value(user, player)
    if player is not None:
        player.user = user
    return token


@functools.cache
def _token_sql(vendor: str) -> str:
    """SELECT a token's, its user's and the user's player's columns by key;
    ``vendor`` keys the cache."""
    qn = connection.ops.quote_name
    user_model = get_user_model()
    token, user, player = (qn(m._meta.db_table) for m in (Token, user_model, Player))
    columns = [
        f"{table}.{qn(f.column)}"
        for table, m in ((token, Token), (user, user_model), (player, Player))
        for f in m._meta.concrete_fields
    ]
    user_pk = f"{user}.{qn(user_model._meta.pk.column)}"
    return (
        f"SELECT {', '.join(columns)} FROM {token}"
        f" INNER JOIN {user} ON {token}.{qn(Token._meta.get_field('user').column)} = {user_pk}"
        f" LEFT OUTER JOIN {player} ON {player}.{qn(Player._meta.get_field('user').column)} = {user_pk}"
        f" WHERE {token}.{qn(Token._meta.get_field('key').column)} = %s"
    )
