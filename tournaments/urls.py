from rest_framework.routers import SimpleRouter

from tournaments.views import LeagueViewSet, TournamentViewSet

router = SimpleRouter()
router.register("leagues", LeagueViewSet, basename="league")
router.register("tournaments", TournamentViewSet, basename="tournament")

urlpatterns = router.urls
