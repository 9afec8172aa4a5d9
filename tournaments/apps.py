from django.apps import AppConfig


class TournamentsConfig(AppConfig):
    name = "tournaments"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from games.signals import game_finished
        from players.services import SCOPE_PROVIDERS
        from tournaments.selectors import league_game_scopes
        from tournaments.tasks import enqueue_tournament_progress

        game_finished.connect(enqueue_tournament_progress, dispatch_uid="tournaments.enqueue_progress")
        if league_game_scopes not in SCOPE_PROVIDERS:
            SCOPE_PROVIDERS.append(league_game_scopes)
