"""Writes for players: registration, token rotation, and a player for a staff user."""

from __future__ import annotations

import hashlib
import re
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.models import AnonymousUser
from django.db import IntegrityError, transaction
from django.utils import timezone
from rest_framework import exceptions
from rest_framework.authtoken.models import Token

from core.errors import ConflictError, ForbiddenError, ServiceError
from players.models import (
    ERASED_HANDLE_PREFIX,
    HANDLE_VALIDATOR,
    Player,
    TokenRotation,
    handle_is_valid,
    handle_reserved_why,
)
from players.signals import player_data_requested, player_erasing


@transaction.atomic
def player_register(*, handle: str) -> tuple[Player, str]:
    """Create a player (and its user) and return it with a new API token key."""
    if not handle_is_valid(handle):
        raise ServiceError("bad_handle", str(HANDLE_VALIDATOR.message))
    if Player.objects.with_handle(handle).exists():
        raise ConflictError("handle_taken", f"The handle {handle!r} is taken; choose another.")
    reserved = handle_reserved_why(handle)
    if reserved is not None:
        raise ConflictError("handle_taken", reserved)
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


def player_required(user: AbstractBaseUser | AnonymousUser) -> Player:
    """The caller's Player, or 403 ``not_a_player``: every player endpoint's first check."""
    player = player_for_user(user)
    if player is None:
        raise ForbiddenError("not_a_player", "Authenticate with a player's token.")
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
        if (
            not handle_is_valid(handle)
            or handle_reserved_why(handle) is not None
            or Player.objects.with_handle(handle).exists()
        ):
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


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


@dataclass(frozen=True, slots=True)
class RotatedToken:
    player: Player
    token: str
    replayed: bool


def player_token_rotate(*, key: str, idempotency_key: str | None) -> RotatedToken:
    """Replace the API key ``key`` with a new one; the old key stops working at once.

    A retry of a rotation (the same ``idempotency_key``, sent with the key it
    replaced or with the new one, within ``TOKEN_ROTATION_REPLAY_SECONDS``) gets
    the same new key back, ``replayed``: a client whose answer was lost is not
    locked out. Anything else sent with a replaced key is 401, as any bad key is.
    The token row is locked, so two rotations of one key at once make one new
    key: the second is a replay of the first, or a 401."""
    now = timezone.now()
    window = timedelta(seconds=settings.LADDERS["TOKEN_ROTATION_REPLAY_SECONDS"])
    idempotency_digest = _digest(idempotency_key) if idempotency_key is not None else ""
    with transaction.atomic():
        token = Token.objects.select_for_update().select_related("user").filter(key=key).first()
        if token is None:
            return _rotation_replay(key, idempotency_digest, now - window)
        if not token.user.is_active:
            raise exceptions.AuthenticationFailed("User inactive or deleted.")
        player = player_required(token.user)
        last = TokenRotation.objects.filter(player=player).first()
        if (
            idempotency_key is not None
            and last is not None
            and last.idempotency_key_digest == idempotency_digest
            and last.new_key_digest == _digest(key)
            and last.rotated_at >= now - window
        ):
            # The retry came with the new key: still the same rotation.
            return RotatedToken(player, key, replayed=True)
        user = token.user
        token.delete()
        new = Token.objects.create(user=user)
        TokenRotation.objects.update_or_create(
            player=player,
            defaults={
                "old_key_digest": _digest(key),
                "new_key_digest": _digest(new.key),
                "idempotency_key_digest": idempotency_digest,
                "rotated_at": now,
            },
        )
        return RotatedToken(player, new.key, replayed=False)


def _rotation_replay(key: str, idempotency_digest: str, since: datetime) -> RotatedToken:
    """The rotation that replaced ``key``, replayed, if this is its retry; else 401."""
    if idempotency_digest:
        rotation = (
            TokenRotation.objects.select_related("player__user__auth_token")
            .filter(old_key_digest=_digest(key), idempotency_key_digest=idempotency_digest, rotated_at__gte=since)
            .first()
        )
        if rotation is not None:
            user = rotation.player.user
            live = getattr(user, "auth_token", None)
            # Only the key that rotation made, still live: not one made since (by the admin, say).
            if user.is_active and live is not None and _digest(live.key) == rotation.new_key_digest:
                return RotatedToken(rotation.player, live.key, replayed=True)
    raise exceptions.AuthenticationFailed("Invalid token.")


@transaction.atomic
def player_erase(*, player: Player, confirm: str) -> Player:
    """Erase the player's account, at their request (``confirm``: their handle,
    repeated, in any case). In one transaction:

    - each app lets go of the player (``players.signals.player_erasing``): seats
      in games not started are freed and seats held for them opened, seats in
      active games forfeited, tournament entries withdrawn, leagues left,
      quick-play tickets cancelled, webhooks deleted;
    - the handle becomes ``deleted-<id>`` (free again for anyone to register),
      the token and any token rotation are deleted, the user is deactivated.

    Finished games, ranks and standings keep their rows, shown under the new
    handle: other players' results and ratings stand on them. Staff accounts
    are refused (``staff_account``): they are removed in the admin."""
    player = Player.objects.select_for_update().select_related("user").get(pk=player.pk)
    if confirm.lower() != player.handle.lower():
        raise ServiceError("confirm_handle", "Erasing an account cannot be undone: repeat your handle in ?confirm=.")
    user = player.user
    if user.is_staff or user.is_superuser:
        raise ConflictError("staff_account", "A staff account is removed in the admin, not through the API.")
    erased = f"{ERASED_HANDLE_PREFIX}{player.pk}"
    # Registration refuses the prefix; a staff-made user may still hold the name.
    if get_user_model().objects.filter(username=erased).exclude(pk=user.pk).exists():
        erased = f"{erased}-{secrets.token_hex(4)}"
    player_erasing.send(sender=Player, player=player, erased_handle=erased)
    player.handle = erased
    player.deleted_at = timezone.now()
    player.save(update_fields=["handle", "deleted_at"])
    user.username = erased
    user.is_active = False
    user.first_name = user.last_name = user.email = ""
    user.set_unusable_password()
    user.save()
    Token.objects.filter(user=user).delete()
    TokenRotation.objects.filter(player=player).delete()
    return player


def player_export(*, player: Player) -> dict[str, Any]:
    """Everything the service holds about the player, as plain JSON (right of
    access): their account, then each app's sections
    (``players.signals.player_data_requested``). Secrets are left out: no token,
    no webhook secret; the games are the player's seats, not other players' hands."""
    export: dict[str, Any] = {
        "exported_at": timezone.now(),
        "player": {"id": player.pk, "handle": player.handle, "created_at": player.created_at},
    }
    for _, sections in player_data_requested.send(sender=Player, player=player):
        if isinstance(sections, dict):
            export.update(sections)
    return export
