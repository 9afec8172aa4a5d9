"""Token authentication that brings the user's player along in the same query."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext_lazy as _
from rest_framework import exceptions
from rest_framework.authentication import TokenAuthentication, get_authorization_header
from rest_framework.authtoken.models import Token

BEARER_REFUSED = _("This API's scheme is Token: send 'Authorization: Token <key>', not Bearer.")


class PlayerTokenAuthentication(TokenAuthentication):
    """DRF's ``Authorization: Token <key>``, reading token, user and player in
    one query (a turn needs the player; players.services.player_for_user then
    finds it on the user without asking the database). Same errors as DRF's."""

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
        try:
            token = Token.objects.select_related("user__player").get(key=key)
        except Token.DoesNotExist:
            raise exceptions.AuthenticationFailed(_("Invalid token.")) from None
        if not token.user.is_active:
            raise exceptions.AuthenticationFailed(_("User inactive or deleted."))
        return token.user, token
