from django.urls import path, re_path
from rest_framework.routers import SimpleRouter

from core.ids import ID_REGEX
from games.views import BotListView, GameViewSet, RulesetComponentsView, RulesetListView, RulesetViewSchemaView

router = SimpleRouter()
router.register("games", GameViewSet, basename="game")

urlpatterns = [
    path("rulesets/", RulesetListView.as_view(), name="ruleset-list"),
    # Ruleset ids are lower-case words joined by hyphens; any other path is a JSON 404.
    re_path(
        r"^rulesets/(?P<ruleset_id>[a-z0-9-]{1,60})/components/$",
        RulesetComponentsView.as_view(),
        name="ruleset-components",
    ),
    re_path(
        r"^rulesets/(?P<ruleset_id>[a-z0-9-]{1,60})/view-schema/$",
        RulesetViewSchemaView.as_view(),
        name="ruleset-view-schema",
    ),
    path("bots/", BotListView.as_view(), name="bot-list"),
    # No trailing slash: it names a file.
    re_path(
        rf"^games/(?P<pk>{ID_REGEX})/board\.svg$", GameViewSet.as_view({"get": "board_svg"}), name="game-board-svg"
    ),
    *router.urls,
]
