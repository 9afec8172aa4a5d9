"""players.services.player_required: the one check every player endpoint starts with."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import AnonymousUser
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from core.errors import ForbiddenError
from players.authentication import token_with_user_and_player
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


def test_a_token_of_a_user_without_a_player_authenticates_and_gets_one(django_assert_num_queries: Any) -> None:
    """The token lookup is one prebuilt statement (players.authentication); a user
    made in the admin, with no player yet, reads as select_related would leave it:
    ``user.player`` raises, so player_required makes the player."""
    user = get_user_model().objects.create_user(username="organiser2", password="x", is_staff=True)
    key = Token.objects.create(user=user).key
    token = token_with_user_and_player(key)
    assert token is not None
    assert token.user == user
    assert token.user.username == "organiser2"
    with django_assert_num_queries(0), pytest.raises(Player.DoesNotExist):
        token.user.player  # noqa: B018 - the access is the check
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {key}")
    assert client.get("/api/v1/players/me/").json()["handle"] == "organiser2"
    found = token_with_user_and_player(key)
    assert found is not None
    with django_assert_num_queries(0):
        assert found.user.player.handle == "organiser2"
        assert found.user.player.user is found.user


def test_the_token_lookup_reads_what_the_orm_reads() -> None:
    _player, key = player_register(handle="yan")
    ours = token_with_user_and_player(key)
    theirs = Token.objects.select_related("user__player").get(key=key)
    assert ours is not None
    for mine, orms in ((ours, theirs), (ours.user, theirs.user), (ours.user.player, theirs.user.player)):
        assert type(mine) is type(orms)
        assert {f.attname: getattr(mine, f.attname) for f in type(mine)._meta.concrete_fields} == {
            f.attname: getattr(orms, f.attname) for f in type(orms)._meta.concrete_fields
        }
    assert token_with_user_and_player(key[:-1] + ("0" if key[-1] != "0" else "1")) is None
