"""factory_boy factories for the Django models."""

from __future__ import annotations

import factory
from django.contrib.auth import get_user_model
from rest_framework.authtoken.models import Token

from players.models import Player


class UserFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = get_user_model()
        django_get_or_create = ("username",)

    username = factory.Sequence(lambda n: f"user{n}")


class PlayerFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Player

    handle = factory.Sequence(lambda n: f"player{n}")
    user = factory.SubFactory(UserFactory, username=factory.SelfAttribute("..handle"))


def token_for(player: Player) -> str:
    token, _ = Token.objects.get_or_create(user=player.user)
    return token.key
