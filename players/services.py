"""Writes for players."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.models import AnonymousUser
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from rest_framework.authtoken.models import Token

from config.errors import ConflictError, ServiceError
from players.models import HANDLE_VALIDATOR, Player


@transaction.atomic
def player_register(*, handle: str) -> tuple[Player, str]:
    """Create a player (and its user) and return it with a new API token key."""
    try:
        HANDLE_VALIDATOR(handle)
    except ValidationError as exc:
        raise ServiceError("bad_handle", str(exc.messages[0])) from None
    if Player.objects.filter(handle__iexact=handle).exists():
        raise ConflictError("handle_taken", f"The handle {handle!r} is taken; choose another.")
    user_model = get_user_model()
    try:
        with transaction.atomic():
            user = user_model.objects.create_user(username=handle)
            user.set_unusable_password()
            user.save(update_fields=["password"])
            player = Player.objects.create(user=user, handle=handle)
    except IntegrityError:
        raise ConflictError("handle_taken", f"The handle {handle!r} is taken; choose another.") from None
    token = Token.objects.create(user=user)
    return player, token.key


def player_for_user(user: AbstractBaseUser | AnonymousUser) -> Player | None:
    """The Player of an authenticated user, creating one for staff users made by createsuperuser."""
    if not user.is_authenticated:
        return None
    player = Player.objects.filter(user_id=user.pk).first()
    if player is None:
        username = getattr(user, "username", "") or f"user{getattr(user, 'pk', '')}"
        player, _ = Player.objects.get_or_create(user_id=user.pk, defaults={"handle": username[:32]})
    return player
