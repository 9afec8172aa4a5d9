from django.urls import path, re_path

from ranks.views import LeaderboardView, PlayerProfileView

urlpatterns = [
    # Only a handle-shaped segment routes here; anything else is the JSON 404.
    re_path(
        r"^players/(?P<handle>[A-Za-z0-9][A-Za-z0-9_.-]{0,31})/profile/$",
        PlayerProfileView.as_view(),
        name="player-profile",
    ),
    path("leaderboards/", LeaderboardView.as_view(), name="leaderboard"),
]
