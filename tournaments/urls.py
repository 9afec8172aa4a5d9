from django.urls import re_path
from rest_framework.routers import SimpleRouter

from core.ids import ID_REGEX
from tournaments.views import LeagueViewSet, TournamentViewSet

router = SimpleRouter()
router.register("leagues", LeagueViewSet, basename="league")
router.register("tournaments", TournamentViewSet, basename="tournament")

urlpatterns = [
    # No trailing slash: it names a file.
    re_path(
        rf"^tournaments/(?P<pk>{ID_REGEX})/bracket\.svg$",
        TournamentViewSet.as_view({"get": "bracket_svg"}),
        name="tournament-bracket-svg",
    ),
    *router.urls,
]
