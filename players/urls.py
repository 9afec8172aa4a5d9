from django.urls import path

from players.views import PlayerExportView, PlayerMeView, PlayerRegisterView, PlayerTokenView

urlpatterns = [
    path("players/", PlayerRegisterView.as_view(), name="player-register"),
    path("players/me/", PlayerMeView.as_view(), name="player-me"),
    path("players/me/token/", PlayerTokenView.as_view(), name="player-token"),
    path("players/me/export/", PlayerExportView.as_view(), name="player-export"),
]
