"""players.services.player_required: the one check every player endpoint starts with."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import AnonymousUser

from core.errors import ForbiddenError
from players.models import Player
from players.services import player_register, player_required

pytestmark = pytest.mark.django_db


def test_a_registered_players_user_gets_its_player() -> None:
    player, _token = player_register(handle="zoe")
    assert player_required(player.user) == player


def test_a_user_made_in_the_admin_gets_a_player_made_for_it() -> None:
    user = get_user_model().objects.create_user(username="organiser", password="x", is_staff=True)
    player = player_required(user)
    assert player.handle == "organiser"
    assert Player.objects.get(user=user) == player


def test_no_user_is_refused_with_not_a_player() -> None:
    with pytest.raises(ForbiddenError) as refused:
        player_required(AnonymousUser())
    assert refused.value.code == "not_a_player"
    assert refused.value.status == 403
