from rest_framework.routers import SimpleRouter

from matchmaking.views import LobbyViewSet, TicketViewSet

router = SimpleRouter()
router.register("matchmaking/tickets", TicketViewSet, basename="ticket")
router.register("lobby", LobbyViewSet, basename="lobby")

urlpatterns = router.urls
