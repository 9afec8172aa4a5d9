from django.urls import path, re_path

from core.ids import ID_REGEX
from streams.views import GameStreamSchemaView, PlayerStreamSchemaView, documented_as, game_stream, player_stream

urlpatterns = [
    re_path(
        rf"^games/(?P<pk>{ID_REGEX})/stream/$",
        documented_as(game_stream, GameStreamSchemaView),
        name="game-stream",
    ),
    path("players/me/stream/", documented_as(player_stream, PlayerStreamSchemaView), name="player-stream"),
]
