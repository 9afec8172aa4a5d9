from django.urls import path

from players.views import LeaderboardView, PlayerMeView, PlayerProfileView, PlayerRegisterView

urlpatterns = [
    path("players/", PlayerRegisterView.as_view(), name="player-register"),
    path("players/me/", PlayerMeView.as_view(), name="player-me"),
    path("players/<str:handle>/profile/", PlayerProfileView.as_view(), name="player-profile"),
    path("leaderboards/", LeaderboardView.as_view(), name="leaderboard"),
]
