"""Writes for players: registration, and a player for a staff user."""

from __future__ import annotations

import re
import secrets

from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.models import AnonymousUser
from django.db import IntegrityError, transaction
from rest_framework.authtoken.models import Token

from config.errors import ConflictError, ServiceError
from players.models import HANDLE_VALIDATOR, Player, handle_is_valid


@transaction.atomic
def player_register(*, handle: str) -> tuple[Player, str]:
    """Create a player (and its user) and return it with a new API token key."""
    if not handle_is_valid(handle):
        raise ServiceError("bad_handle", str(HANDLE_VALIDATOR.message))
    if Player.objects.with_handle(handle).exists():
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
    try:
        # No query when token auth (players.authentication) read it with the user.
        return user.player  # type: ignore[attr-defined]
    except Player.DoesNotExist:
        pass
    player = _player_for_staff_user(user.pk, getattr(user, "username", "") or "")
    return player


def _player_for_staff_user(user_id: int, username: str) -> Player:
    """A Player for a user made outside registration (createsuperuser, the
    admin): its username as handle when that is a valid, free handle, else a
    free ``user<id>`` variant (a username may differ from a player's handle
    only in case, or hold characters a handle may not)."""
    base = re.sub(r"[^A-Za-z0-9_.-]", "", username)[:24]
    candidates = [base] if handle_is_valid(base) else []
    candidates += [f"{base}-{user_id}"[-32:]] if base else []
    candidates += [f"user{user_id}", f"user{user_id}-{secrets.token_hex(3)}"]
    for handle in candidates:
        if not handle_is_valid(handle) or Player.objects.with_handle(handle).exists():
            continue
        try:
            with transaction.atomic():
                return Player.objects.create(user_id=user_id, handle=handle)
        except IntegrityError:
            # A racing request made this user's player, or took the handle.
            existing = Player.objects.filter(user_id=user_id).first()
            if existing is not None:
                return existing
    raise ConflictError("no_free_handle", "No free handle for this user; register a player instead.")
