from django.apps import AppConfig

# games.signals holds Signal objects only (no models), so it imports before the app registry is ready.
from games.signals import game_finished


class TournamentsConfig(AppConfig):
    name = "tournaments"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Django's hook for wiring receivers: the task module imports models, which
        # may load only once the app registry is ready (not an import cycle).
        from tournaments.tasks import enqueue_tournament_progress

        game_finished.connect(enqueue_tournament_progress, dispatch_uid="tournaments.enqueue_progress")
        from tournaments import receivers  # noqa: F401  (connects them)
